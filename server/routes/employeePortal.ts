/**
 * The employee's side of the API (docs/api-employees.md): role EMPLOYEE only,
 * each route scoped to the signed-in employee's record: the jobs shown to
 * employees, applying for oneself, their applications, referrals and share
 * links, the dashboard and the profile. Wire shapes: config/contracts/employeePortal.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../config/contracts/common.js';
import * as contract from '../../config/contracts/employeePortal.js';
import { employeePortalMessages as msg, employeeShareLink } from '../../config/contracts/employeePortal.js';
import { employeeOf, employeeProfile, linkedCandidate, setEmployeeImage, updateEmployeeProfile } from '../lib/employeeAccount.js';
import { employeeApply, employeeFilters, employeeJob, listEmployeeJobs, shownJob, type JobNames } from '../lib/employeeJobs.js';
import { createReferral, employeeDashboard, listReferrals } from '../lib/employeeReferrals.js';
import { appliedJobs } from '../lib/candidateJobs.js';
import { profileImageKinds, type FileStore, readUploadedFile, uploadedFileName } from '../lib/files.js';
import { ok, page, pageMeta, pageWindow, schemas } from '../lib/http.js';
import { jobReferenceTables } from '../lib/jobs.js';
import { localeOf } from '../lib/locale.js';
import { RESUME_MAX_BYTES } from '../lib/resume.js';
import { displayFileName, storeResume } from '../lib/storedResumes.js';
import { route } from '../plugins/auth.js';

const tags = ['employee'];
const EMPLOYEE_ONLY = { roles: ['EMPLOYEE'] } as const;
const PUBLIC_AREA = 'public';
const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

/** The host the request came to: the share link points at this workspace's career page. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function employeePortalRoutes(app: FastifyInstance): Promise<void> {
    const { database } = app.deps;
    const files = app.deps.files;
    const names = async (): Promise<JobNames> => {
        const tables = new Set((await jobReferenceTables(database.db)).map(r => r.table));
        return { departments: tables.has('departments'), categories: tables.has('position_categories') };
    };

    route(app, {
        method: 'POST',
        url: '/api/employee/jobs',
        // A listing with its filters in the body: it only reads.
        readOnly: true,
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: 'Open jobs shown to employees (within their deadline), newest first, 12 a page: search, city, employment type, department, applied; each says whether the employee applied',
            body: contract.employeeJobsBodySchema,
            response: { 200: schemas.page(contract.employeeJobSchema) },
        },
        async handler({ tx, workspace, user, body }) {
            const employee = await employeeOf(tx, user);
            const window = pageWindow({ page: body.currentPage, limit: body.limit }, contract.EMPLOYEE_JOBS_PAGE_SIZE);
            const { total, rows } = await listEmployeeJobs(tx, workspace, employee, body, await names(), window);
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/employee/get-filters',
        access: EMPLOYEE_ONLY,
        schema: { tags, summary: "The job filter's choices: the locations, departments and employment types of the jobs shown to employees", response: { 200: schemas.envelope(contract.employeeFiltersSchema) } },
        async handler({ tx, workspace, user }) {
            await employeeOf(tx, user);
            return ok(await employeeFilters(tx, workspace, await names()));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/employee/jobs/:id',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: "A job shown to employees: description, screening questions and the employee's share link (any other job is a 404)",
            params: idParamsSchema,
            response: { 200: schemas.envelope(contract.employeeJobDetailSchema) },
        },
        async handler({ tx, workspace, user, params, request }) {
            const employee = await employeeOf(tx, user);
            return ok(await employeeJob(tx, workspace, employee, params.id, await names(), employeeShareLink(originOf(request), params.id, employee.id)));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/employee/share-link/:id',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: 'The career page link of a job shown to employees that credits this employee (refer_by, utm_source Referral, utm_medium Share)',
            params: idParamsSchema,
            response: { 200: schemas.envelope(contract.shareLinkSchema) },
        },
        async handler({ tx, workspace, user, params, request }) {
            const employee = await employeeOf(tx, user);
            const job = await shownJob(tx, workspace, params.id);
            return ok({ job_id: job.id, title: job.title, url: employeeShareLink(originOf(request), job.id, employee.id) });
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/employee/upload-cv',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: 'Upload a CV (field file: PDF or DOCX by content, at most 5 MB) to name in employee/apply or employee/referrals as resume_file_id',
            consumes: ['multipart/form-data'],
            body: { type: 'object', additionalProperties: false, properties: { file: { description: 'PDF or DOCX' } } },
            response: { 200: schemas.envelope(contract.uploadedCvSchema) },
        },
        async handler({ tx, workspace, user, request }) {
            await employeeOf(tx, user);
            const bytes = await readUploadedFile(request, RESUME_MAX_BYTES);
            const fileName = displayFileName(uploadedFileName(request));
            const { fileId } = await storeResume(tx, files, workspace.id, user.id, bytes, fileName, 'CV', localeOf(request));
            return ok({ file_id: fileId, file_name: fileName }, msg.cvUploaded);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/employee/apply',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: 'Apply for oneself to a job shown to employees (utm_source Employee, utm_medium Internal): screening answers and a CV; lands in the first stage',
            body: contract.employeeApplyBodySchema,
            response: { 200: schemas.envelope(contract.employeeApplyAnswerSchema) },
            'x-problems': { 404: 'No such job shown to employees in this workspace.', 409: 'The employee has applied to this job already.' },
        },
        async handler({ tx, workspace, user, body }) {
            const employee = await employeeOf(tx, user);
            return ok(await employeeApply(tx, workspace, user, employee, body), msg.applied);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/employee/applied-jobs',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: "The employee's own applications, newest first, each stage in outsiders' words",
            querystring: contract.employeePageQuerySchema,
            response: { 200: schemas.page(contract.employeeAppliedJobSchema) },
        },
        async handler({ tx, user, query }) {
            const employee = await employeeOf(tx, user);
            const window = pageWindow(query, contract.EMPLOYEE_LIST_PAGE_SIZE);
            const candidateId = await linkedCandidate(tx, employee);
            const { total, rows } = candidateId ? await appliedJobs(tx, candidateId, window) : { total: 0, rows: [] };
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/employee/referrals',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: 'Refer a person to a job shown to employees (source Referral, the employee as referrer): name, email, phone, CV, a note for the recruiter',
            body: contract.referralBodySchema,
            response: { 200: schemas.envelope(contract.referralSchema) },
            'x-problems': { 404: 'No such job shown to employees in this workspace.', 409: 'The person is in this job already (whoever brought them is not said).' },
        },
        async handler({ tx, workspace, user, body }) {
            const employee = await employeeOf(tx, user);
            return ok(await createReferral(tx, workspace, user, employee, body), msg.referred);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/employee/referrals',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: "The people this employee referred or who applied through their share link, newest first: the job, the stage in outsiders' words, when",
            querystring: contract.referralsQuerySchema,
            response: { 200: schemas.page(contract.referralSchema) },
        },
        async handler({ tx, user, query }) {
            const employee = await employeeOf(tx, user);
            const window = pageWindow(query, contract.EMPLOYEE_LIST_PAGE_SIZE);
            const { total, rows } = await listReferrals(tx, employee, window, query.job_id);
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/employee/dashboard',
        access: EMPLOYEE_ONLY,
        schema: { tags, summary: "The employee's applications, referrals and referrals hired, referrals by stage and the last six months", response: { 200: schemas.envelope(contract.employeeDashboardSchema) } },
        async handler({ tx, workspace, user }) {
            return ok(await employeeDashboard(tx, workspace, await employeeOf(tx, user)));
        },
    });

    profileRoutes(app, files, names);
}

function profileRoutes(app: FastifyInstance, files: FileStore, names: () => Promise<JobNames>): void {
    route(app, {
        method: 'GET',
        url: '/api/employee/profile',
        access: EMPLOYEE_ONLY,
        schema: { tags, summary: "The signed-in employee's profile (profile_image as stored: the console applies the profile-image rule)", response: { 200: schemas.envelope(contract.employeeProfileSchema) } },
        async handler({ tx, user }) {
            const employee = await employeeOf(tx, user);
            return ok(await employeeProfile(tx, employee, (await names()).departments));
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/employee/profile',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: "Change the employee's first name, last name or profile image (only the fields sent; the version read, 409 when stale). Password: PATCH corporate/change-password",
            body: contract.updateEmployeeProfileBodySchema,
            response: { 200: schemas.envelope(contract.employeeProfileSchema) },
        },
        async handler({ tx, user, body }) {
            const employee = await employeeOf(tx, user);
            await updateEmployeeProfile(tx, employee, body);
            return ok(await employeeProfile(tx, employee, (await names()).departments), msg.profileUpdated);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/employee/profile-image',
        access: EMPLOYEE_ONLY,
        schema: {
            tags,
            summary: "Upload the employee's profile image (field file: PNG, JPEG, GIF or WEBP by content, at most 2 MB); profile_image becomes its stored name",
            consumes: ['multipart/form-data'],
            body: { properties: { file: { description: 'the profile image' } } },
            response: { 200: schemas.envelope(contract.employeeProfileSchema) },
        },
        async handler({ tx, workspace, user, request }) {
            const employee = await employeeOf(tx, user);
            const bytes = await readUploadedFile(request, IMAGE_LIMIT_BYTES);
            const name = await files.save(workspace.id, PUBLIC_AREA, bytes, profileImageKinds, 'profile image', localeOf(request));
            await setEmployeeImage(tx, employee, name);
            return ok(await employeeProfile(tx, employee, (await names()).departments), msg.profileUpdated);
        },
    });
}
