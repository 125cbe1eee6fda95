/**
 * The vendor's side of the API (docs/api-vendors.md). Role VENDOR only, each
 * scoped to the signed-in vendor's record: the jobs shown to them and their
 * filters, parsing a CV, submitting one applicant or a sheet, their own
 * submissions and the screening answers given, the dashboard and the
 * profile. For corporate users: one vendor's refused duplicate submissions.
 * Wire shapes: config/contracts/vendorPortal.ts.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import * as contract from '../../config/contracts/vendorPortal.js';
import { vendorMessages as msg } from '../../config/contracts/vendorPortal.js';
import { idParamsSchema } from '../../config/contracts/common.js';
import type { AuthUser } from '../lib/access.js';
import { profileImageKinds, readUploadedFile, uploadedFileName } from '../lib/files.js';
import { HttpProblem, ok, page, pageMeta, pageWindow, schemas } from '../lib/http.js';
import { jobReferenceTables } from '../lib/jobs.js';
import { parseResumeText, RESUME_MAX_BYTES, resumeKind, resumeText } from '../lib/resume.js';
import { checkRowCount, missingColumns, readSheet, rowsRejectedMessage, unknownColumns, type Sheet } from '../lib/sheets.js';
import { readVendorProfile, updateVendorProfile, vendorExists, vendorOf, type VendorRecord } from '../lib/vendorAccounts.js';
import { vendorDashboard } from '../lib/vendorDashboard.js';
import { listVendorJobs, vendorFilters, vendorJob } from '../lib/vendorJobs.js';
import {
    checkSingle,
    recordRefusals,
    refusedSubmissions,
    screeningResponse,
    submitRows,
    vendorSubmission,
    vendorSubmissions,
    type Refusal,
    type VendorPerson,
    type VendorRow,
} from '../lib/vendorSubmissions.js';
import type { Tx } from '../db/scope.js';
import { fieldErrorsFromValidation } from '../plugins/errors.js';
import { composedText, localeOf, localizedMessage, type ServerLocale } from '../lib/locale.js';
import { displayFileName, storeResume } from '../lib/storedResumes.js';
import { route } from '../plugins/auth.js';

const tags = ['vendor'];
const VENDOR_ONLY = { roles: ['VENDOR'] } as const;
const CORPORATE = { roles: ['CORPORATE', 'LEAD_RECRUITER', 'RECRUITER'] } as const;
const PUBLIC_AREA = 'public';
const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;
const SHEET_LIMIT_BYTES = 5 * 1024 * 1024;

/** A duplicate answered, not thrown: the refusal recorded for the recruiter must be committed with the request. */
function refuse(reply: FastifyReply, refusal: Refusal) {
    reply.code(409);
    return { status: false as const, message: msg.duplicate, errors: { [refusal.field]: msg.duplicate } };
}

const own = (tx: Tx, user: AuthUser): Promise<VendorRecord> => vendorOf(tx, user);

function jobRoutes(app: FastifyInstance): void {
    const { database } = app.deps;
    const hasCategories = async () => (await jobReferenceTables(database.db)).some(r => r.table === 'position_categories');

    route(app, {
        method: 'POST',
        url: '/api/vendor/jobs',
        // A listing with its filters in the body: it only reads.
        readOnly: true,
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: 'The open jobs shown to the signed-in vendor (vendor_access ALL, or CHOSEN with them), newest first, by keyword, job, skill and location',
            body: contract.vendorJobsBodySchema,
            response: { 200: schemas.page(contract.vendorJobSchema) },
        },
        async handler({ tx, workspace, user, body }) {
            const vendor = await own(tx, user);
            const window = pageWindow({ page: body.currentPage, limit: body.limit }, contract.VENDOR_JOBS_PAGE_SIZE);
            const { total, rows } = await listVendorJobs(tx, workspace, vendor.id, body, await hasCategories(), window);
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/vendor/get-filters',
        access: VENDOR_ONLY,
        schema: { tags, summary: 'The job filter of the vendor: the jobs shown to them, and those jobs\' skills and locations', response: { 200: schemas.envelope(contract.vendorFiltersSchema) } },
        async handler({ tx, workspace, user }) {
            const vendor = await own(tx, user);
            return ok(await vendorFilters(tx, workspace, vendor.id));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/vendor/jobs/:id',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: 'A job shown to the vendor, with its description and screening questions (any other job: 404)',
            params: idParamsSchema,
            response: { 200: schemas.envelope(contract.vendorJobDetailSchema) },
        },
        async handler({ tx, workspace, user, params }) {
            const vendor = await own(tx, user);
            const { questions: _questions, ...job } = await vendorJob(tx, workspace, vendor.id, params.id, await hasCategories());
            return ok(job);
        },
    });
}

// ---------------------------------------------------------------------------
// A sheet's rows, checked against the same field schemas as the single form.

const COLUMN_BY_HEADER = new Map<string, string>();
/** A field's column title, which a row report's messages call it by. */
const COLUMN_TITLES = new Map<string, string>(contract.VENDOR_BULK_COLUMNS);
for (const [field, title] of contract.VENDOR_BULK_COLUMNS) {
    COLUMN_BY_HEADER.set(field, field);
    COLUMN_BY_HEADER.set(title.toLowerCase(), field);
}
const rowAjv = new Ajv({ allErrors: true, coerceTypes: false, strict: false });
addFormats(rowAjv);
const validateRow = rowAjv.compile({ type: 'object', additionalProperties: false, required: [...contract.VENDOR_REQUIRED_FIELDS], properties: contract.vendorCandidateFieldSchemas });

const blank = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The sheet's rows as people, with each row's field problems sent to `fail`. */
function sheetRows(sheet: Sheet, fail: (row: number, field: string, message: string) => void, locale: ServerLocale): VendorRow[] {
    const fields = sheet.headers.map(h => COLUMN_BY_HEADER.get(h.trim().toLowerCase()) ?? null);
    const expected = contract.VENDOR_BULK_COLUMNS.map(([, title]) => title);
    const unknown = sheet.headers.filter((h, i) => h.trim() && !fields[i]);
    if (unknown.length) throw unknownColumns(unknown, expected, locale);
    const missing = contract.VENDOR_BULK_COLUMNS.filter(([f]) => (contract.VENDOR_REQUIRED_FIELDS as readonly string[]).includes(f) && !fields.includes(f)).map(([, t]) => t);
    if (missing.length) throw missingColumns(missing, locale);
    const rows = sheet.rows.filter(r => !r.cells.every(blank));
    checkRowCount(rows.length, contract.VENDOR_BULK_MAX_ROWS, locale);
    const out: VendorRow[] = [];
    for (const { row, cells } of rows) {
        const person: Record<string, unknown> = {};
        fields.forEach((field, i) => {
            const cell = cells[i];
            if (!field || blank(cell)) return;
            const text = String(cell instanceof Date ? cell.toISOString().slice(0, 10) : cell).trim();
            if (field === 'skills') person.skills = text.split(/[;,\n]/).map(s => s.trim()).filter(Boolean);
            else if (field === 'experience_years') person.experience_years = typeof cell === 'number' ? cell : Number.isFinite(Number(text)) ? Number(text) : text;
            else person[field] = text;
        });
        if (!validateRow(person)) {
            for (const [field, message] of Object.entries(fieldErrorsFromValidation(validateRow.errors ?? [], locale, field => COLUMN_TITLES.get(field) ?? field))) fail(row, field, message);
            continue;
        }
        out.push({ row, person: person as unknown as VendorPerson, resume_file_id: null, screening_answers: [] });
    }
    return out;
}

function submissionRoutes(app: FastifyInstance): void {
    const { database } = app.deps;
    const files = app.deps.files;
    const hasCategories = async () => (await jobReferenceTables(database.db)).some(r => r.table === 'position_categories');

    route(app, {
        method: 'POST',
        url: '/api/vendor/parse-resume',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: 'Read a CV (PDF or DOCX by content, at most 5 MB) into the applicant form\'s fields for review; the file is kept for vendor/add-applicant (resume_file_id)',
            consumes: ['multipart/form-data'],
            body: { type: 'object', additionalProperties: false, properties: { file: { description: 'PDF or DOCX' } } },
            response: { 200: schemas.envelope(contract.vendorParsedResumeSchema) },
        },
        async handler({ tx, workspace, user, request }) {
            await own(tx, user);
            const bytes = await readUploadedFile(request, RESUME_MAX_BYTES);
            const fileName = displayFileName(uploadedFileName(request));
            const locale = localeOf(request);
            const parsed = parseResumeText(await resumeText(bytes, resumeKind(bytes, locale), locale));
            const { fileId } = await storeResume(tx, files, workspace.id, user.id, bytes, fileName, 'CV', locale);
            return ok({ file_id: fileId, file_name: fileName, parsed }, msg.resumeParsed);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/vendor/add-applicant',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: "Submit a person to a job shown to the vendor, with the CV from vendor/parse-resume and the screening answers given on the candidate's behalf; the submission is the vendor's for the workspace's period",
            body: contract.vendorAddApplicantBodySchema,
            response: { 200: schemas.envelope(contract.vendorSubmissionSchema) },
            'x-problems': { 404: 'No such job shown to this vendor.', 409: 'The person is already in process for this job (the holder is never named); the refusal is recorded.' },
        },
        async handler({ tx, workspace, user, body, reply, request }) {
            const vendor = await own(tx, user);
            const job = await vendorJob(tx, workspace, vendor.id, body.job_id, await hasCategories());
            const answers = await checkSingle(tx, user, job.questions, body);
            const errors: Record<string, string> = {};
            const row: VendorRow = { row: 0, person: body, resume_file_id: body.resume_file_id, screening_answers: answers };
            const outcome = await submitRows(tx, workspace.id, user, vendor.id, job.id, [row], (_row, field, message) => (errors[field] ??= message), () => Object.keys(errors).length > 0, localeOf(request));
            if ('refusals' in outcome) {
                if (outcome.refusals.length) {
                    await recordRefusals(tx, workspace.id, vendor.id, job.id, user, outcome.refusals);
                    return refuse(reply, outcome.refusals[0]);
                }
                throw new HttpProblem(400, Object.values(errors)[0], errors);
            }
            return ok(await vendorSubmission(tx, vendor.id, outcome.written[0]), msg.added);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/vendor/add-applicant/bulk',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: `Submit up to ${contract.VENDOR_BULK_MAX_ROWS} people from CSV or XLSX (fields job_id and file): every row checked first, all or nothing; a refused sheet answers 400 with data.rows [{row, field, message}]`,
            consumes: ['multipart/form-data'],
            body: {
                type: 'object',
                additionalProperties: false,
                // A text part arrives as { value } (attachFieldsToBody); the handler checks it, the document shows the string.
                properties: { file: { description: 'CSV or XLSX, header row first' }, job_id: { properties: { value: { type: 'string', description: 'the job (uuid)' } } } },
            },
            response: { 200: schemas.envelope(contract.vendorBulkAnswerSchema) },
        },
        async handler({ tx, workspace, user, request, reply, body }) {
            const vendor = await own(tx, user);
            const jobId = (body?.job_id as { value?: unknown } | undefined)?.value;
            if (typeof jobId !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jobId)) {
                throw new HttpProblem(400, 'Choose a job.', { job_id: 'Choose a job.' });
            }
            const job = await vendorJob(tx, workspace, vendor.id, jobId, await hasCategories());
            if (job.questions.some(q => q.required)) {
                const message = 'This job asks required screening questions: add its applicants one at a time.';
                throw new HttpProblem(400, message, { job_id: message });
            }
            const locale = localeOf(request);
            const sheet = await readSheet(await readUploadedFile(request, SHEET_LIMIT_BYTES), locale);
            const problems: contract.VendorBulkRowError[] = [];
            // A fixed sentence in the request's language here (hi.server.json); a composed one arrives in it.
            const fail = (row: number, field: string, message: string) => {
                if (!problems.some(p => p.row === row && p.field === field)) problems.push({ row, field, message: localizedMessage(message, locale) });
            };
            const rows = sheetRows(sheet, fail, locale);
            const outcome = rows.length ? await submitRows(tx, workspace.id, user, vendor.id, job.id, rows, fail, () => problems.length > 0, locale) : { refusals: [] };
            if ('written' in outcome) {
                const count = outcome.written.length;
                return ok({ created: count, application_ids: outcome.written }, composedText(locale, 'applicants_submitted', { count }, msg.bulkAdded(count)));
            }
            await recordRefusals(tx, workspace.id, vendor.id, job.id, user, outcome.refusals);
            for (const r of outcome.refusals) fail(r.row, r.field, msg.duplicate);
            problems.sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));
            const rowCount = new Set(problems.map(p => p.row)).size;
            const message = rowsRejectedMessage(rowCount, locale);
            return reply.code(400).send({ status: false, message, errors: { file: message }, data: { rows: problems } });
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/vendor/applicants',
        // A listing with its filters in the body: it only reads.
        readOnly: true,
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: "The vendor's own submissions, newest first: the candidate, the job, the stage in outsiders' words, interview dates, when submitted and until when theirs",
            body: contract.vendorApplicantsBodySchema,
            response: { 200: schemas.page(contract.vendorSubmissionSchema) },
        },
        async handler({ tx, workspace, user, body }) {
            const vendor = await own(tx, user);
            const window = pageWindow({ page: body.currentPage, limit: body.limit }, contract.VENDOR_APPLICANTS_PAGE_SIZE);
            const { total, rows } = await vendorSubmissions(tx, workspace.id, vendor.id, body, window);
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });

    route(app, {
        method: 'GET',
        // {id}: the job. Named id as the vendor record routes at the same place are (one parameter name per route-tree node).
        url: '/api/vendor/:id/get-screening-response',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: "The screening answers the vendor gave for their submission of the candidate (user_id: the submission's user_id) to the job; anyone else's: 404",
            params: idParamsSchema,
            querystring: contract.screeningResponseQuerySchema,
            response: { 200: schemas.envelope(contract.screeningResponseSchema) },
        },
        async handler({ tx, user, params, query }) {
            const vendor = await own(tx, user);
            return ok(await screeningResponse(tx, vendor.id, params.id, query.user_id));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/vendor/dashboard',
        access: VENDOR_ONLY,
        schema: { tags, summary: "The vendor's submissions, in process, interviews, offers and hires: in total, per job, and per week and month (the last 12 of each)", response: { 200: schemas.envelope(contract.vendorDashboardSchema) } },
        async handler({ tx, workspace, user }) {
            const vendor = await own(tx, user);
            return ok(await vendorDashboard(tx, workspace.id, vendor.id));
        },
    });
}

function profileRoutes(app: FastifyInstance): void {
    const files = app.deps.files;

    route(app, {
        method: 'GET',
        url: '/api/vendor/profile',
        access: VENDOR_ONLY,
        schema: { tags, summary: "The signed-in vendor's profile: their name and image, and their company's details", response: { 200: schemas.envelope(contract.vendorProfileSchema) } },
        async handler({ tx, user }) {
            return ok(await readVendorProfile(tx, user, await own(tx, user)));
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/vendor/profile',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: 'Change the vendor\'s profile: the fields sent, with the version read (409 when stale); the password changes through PATCH corporate/change-password',
            body: contract.updateVendorProfileBodySchema,
            response: { 200: schemas.envelope(contract.vendorProfileSchema) },
        },
        async handler({ tx, user, body }) {
            const vendor = await own(tx, user);
            await updateVendorProfile(tx, user, vendor, body);
            return ok(await readVendorProfile(tx, user, vendor), msg.profileUpdated);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/vendor/profile-image',
        access: VENDOR_ONLY,
        schema: {
            tags,
            summary: "Upload the vendor's profile image (field file: PNG, JPEG, GIF or WEBP by content, at most 2 MB); profile_image becomes its stored name",
            consumes: ['multipart/form-data'],
            // No type: a request without a body reaches the handler, which names the missing file.
            body: { properties: { file: { description: 'the profile image' } } },
            response: { 200: schemas.envelope(contract.vendorProfileSchema) },
        },
        async handler({ tx, workspace, user, request }) {
            const vendor = await own(tx, user);
            const bytes = await readUploadedFile(request, IMAGE_LIMIT_BYTES);
            const name = await files.save(workspace.id, PUBLIC_AREA, bytes, profileImageKinds, 'profile image', localeOf(request));
            await sql`update users set profile_image = ${name}, version = version + 1, updated_at = now() where id = ${user.id}`.execute(tx);
            return ok(await readVendorProfile(tx, user, vendor), msg.profileUpdated);
        },
    });
}

function recruiterRoutes(app: FastifyInstance): void {
    route(app, {
        method: 'GET',
        url: '/api/vendor/:id/refused-submissions',
        access: CORPORATE,
        schema: {
            tags,
            summary: "One vendor's submissions refused as duplicates, newest first: when, the job, the person as the vendor sent them, and why",
            params: idParamsSchema,
            querystring: contract.refusedSubmissionsQuerySchema,
            response: { 200: schemas.page(contract.refusedSubmissionSchema) },
        },
        async handler({ tx, params, query }) {
            if (!(await vendorExists(tx, params.id))) throw new HttpProblem(404, 'Record not found.');
            const window = pageWindow(query, contract.VENDOR_APPLICANTS_PAGE_SIZE);
            const { total, rows } = await refusedSubmissions(tx, params.id, window);
            return page(rows, pageMeta(total, window.currentPage, window.perPage));
        },
    });
}

export async function vendorPortalRoutes(app: FastifyInstance): Promise<void> {
    jobRoutes(app);
    submissionRoutes(app);
    profileRoutes(app);
    recruiterRoutes(app);
}
