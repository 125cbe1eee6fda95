/**
 * Jobs (docs/api-jobs.md): the list with SPEC.md's filters, one job, create
 * (with its default pipeline), edit with version, delete, recruiters,
 * hiring deadline, promotion, filter options, skills, "Generate with AI" and
 * the all-or-nothing bulk upload.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { constants, corporateRoles } from '../../config/index.js';
import { readUploadedFile } from '../lib/files.js';
import { BulkRejected, readSheet, sendBulkRejected } from '../lib/sheets.js';
import { HttpProblem, messages, ok, page, pageMeta, pageWindow, schemas, type FieldErrors } from '../lib/http.js';
import {
    createJobBodySchema,
    EMPLOYMENT_TYPES,
    JOB_TYPES,
    jobFieldSchemas,
    jobListQuerySchema,
    jobSchema,
    jobSummarySchema,
    POSITION_TYPES,
    PRIORITIES,
    updateJobBodySchema,
    type JobFields,
} from '../../config/contracts/jobs.js';
import { jobAccess } from '../lib/jobAccess.js';
import { jobCityOptions } from '../lib/cities.js';
import { listJobs } from '../lib/jobFilters.js';
import { checkJobRules, checkRecruiters, enumLabel, getJob, JOB_REFERENCES, jobReferenceTables, setRecruiters, throwIfErrors, writeJob } from '../lib/jobs.js';
import { bulkCreateJobs, jobsUploadedMessage } from '../lib/jobBulkUpload.js';
import { generateJobDescription } from '../lib/jobsAi.js';
import { localeOf } from '../lib/locale.js';
import { columnsOf, createJob, checkJobWrite, setJobVendors } from '../lib/jobWrites.js';
import { builtInSkills } from '../lib/resume.js';
import { route } from '../plugins/auth.js';
import { likeContaining } from '../lib/searchWords.js';

export const jobMessages = {
    created: 'Job posted successfully!',
    updated: 'Job updated successfully!',
    deleted: 'Job deleted successfully!',
    recruitersAssigned: 'Recruiters assigned successfully!',
    recruiterRemoved: 'Recruiter removed successfully!',
    deadline: 'Hiring deadline updated successfully!',
    promoted: 'Job promoted successfully!',
} as const;

const JOB_BULK_LIMIT_BYTES = 10 * 1024 * 1024;

const idParams = schemas.idParams;
const jobAnswer = { 200: schemas.envelope(jobSchema) };
const options = { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, label: { type: ['string', 'null'] } } } } as const;

export async function jobRoutes(app: FastifyInstance): Promise<void> {
    const refs = await jobReferenceTables(app.deps.database.db);
    const tags = ['jobs'];

    route(app, {
        method: 'GET',
        url: '/api/get-jobs',
        access: jobAccess('read'),
        // A page of at most a workspace's jobs in a kept order: the statement is kept parsed, and its
        // one plan is as good for every filter and page (PostgreSQL's own choice planned it each time).
        reusePlans: true,
        genericPlans: true,
        // The console's most read page, the same for every caller who may read jobs until the
        // workspace's data changes (docs/decisions.md, "The board and the job list answer from kept answers").
        keepAnswer: ({ query }) => query,
        schema: {
            tags,
            summary: 'Jobs, 12 to a page, with the filters of SPEC.md section 3 (filter is a JSON object)',
            querystring: jobListQuerySchema,
            response: { 200: schemas.page(jobSummarySchema) },
        },
        async handler({ tx, user, query }) {
            const { currentPage, perPage, offset } = pageWindow(query, constants.pageSize.jobs);
            const { total, rows } = await listJobs(tx, refs, query, perPage, offset);
            return page(rows, pageMeta(total, currentPage, perPage));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/get-job-by-id/:id',
        access: jobAccess('read'),
        schema: { tags, summary: 'One job with its references, recruiters and counts', params: idParams, response: jobAnswer },
        async handler({ tx, user, params }) {
            return ok(await getJob(tx, refs, params.id));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/all-jobs-by-company',
        access: jobAccess('read'),
        schema: {
            tags,
            summary: "Every job of the workspace, for pickers: id, title and job type",
            response: { 200: schemas.envelope({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, job_type: { type: 'string' } } } }) },
        },
        async handler({ tx, user }) {
            const rows = await sql<{ id: string; title: string; job_type: string }>`select id, title, job_type from jobs order by lower(title), id`.execute(tx);
            return ok(rows.rows);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/create-job',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Post a job; its default pipeline is created with it',
            body: createJobBodySchema,
            response: jobAnswer,
        },
        async handler({ tx, user, workspace, body, request }) {
            return ok(await createJob(tx, refs, workspace, user, body, localeOf(request)), jobMessages.created);
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/update-job/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Edit a job: the changed fields and the version read (409 when stale); recruiter_ids replaces the set',
            params: idParams,
            body: updateJobBodySchema,
            response: jobAnswer,
        },
        async handler({ tx, user, workspace, params, body, request }) {
            const { version, ...changed } = body;
            const current = await getJob(tx, refs, params.id, true);
            if (current.version !== version) throw new HttpProblem(409, messages.stale);
            const next: JobFields = {
                min_experience: current.min_experience,
                max_experience: current.max_experience,
                salary_min: current.salary_min,
                salary_max: current.salary_max,
                posted_date: current.posted_date,
                job_deadline: current.job_deadline,
                hiring_deadline: current.hiring_deadline,
                ...changed,
            };
            // Only references that change are checked: a job keeps a client even if the workspace stops being an agency.
            const changedRefs: JobFields = { ...changed };
            for (const ref of JOB_REFERENCES) if (changed[ref.column] === current[ref.column]) delete changedRefs[ref.column];
            await checkJobWrite(tx, refs, workspace.is_recruit_agency, next, changedRefs, localeOf(request));
            await writeJob(tx, params.id, version, columnsOf(changed));
            if (changed.recruiter_ids) await setRecruiters(tx, workspace.id, params.id, changed.recruiter_ids, user.id, true);
            if (changed.vendor_ids) await setJobVendors(tx, workspace.id, params.id, changed.vendor_ids, user.id);
            return ok(await getJob(tx, refs, params.id), jobMessages.updated);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/delete-job/:id',
        access: jobAccess('manage'),
        schema: {
            tags,
            summary: 'Delete a job with its pipeline and applications (needs MANAGE-EDIT-JOBS CREATE)',
            params: idParams,
            response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' } } }) },
        },
        async handler({ tx, user, params }) {
            const deleted = await sql<{ id: string }>`delete from jobs where id = ${params.id} returning id`.execute(tx);
            if (!deleted.rows[0]) throw new HttpProblem(404, messages.notFound);
            return ok({ id: deleted.rows[0].id }, jobMessages.deleted);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/assign-recruiter/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Add recruiters (active corporate users) to a job; those already assigned stay',
            params: idParams,
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['recruiter_ids'],
                properties: { recruiter_ids: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: { type: 'string', format: 'uuid' } } },
            },
            response: jobAnswer,
        },
        async handler({ tx, user, workspace, params, body }) {
            await getJob(tx, refs, params.id, true);
            const errors: FieldErrors = {};
            await checkRecruiters(tx, body.recruiter_ids, 'recruiter_ids', errors);
            throwIfErrors(errors);
            await setRecruiters(tx, workspace.id, params.id, body.recruiter_ids, user.id, false);
            await writeJob(tx, params.id, undefined, {});
            return ok(await getJob(tx, refs, params.id), jobMessages.recruitersAssigned);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/remove-job-recruiter',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Take one recruiter off a job',
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['job_id', 'recruiter_id'],
                properties: { job_id: { type: 'string', format: 'uuid' }, recruiter_id: { type: 'string', format: 'uuid' } },
            },
            response: jobAnswer,
        },
        async handler({ tx, user, body }) {
            await getJob(tx, refs, body.job_id, true);
            const removed = await sql`delete from job_recruiters where job_id = ${body.job_id} and user_id = ${body.recruiter_id} returning user_id`.execute(tx);
            if (!removed.rows.length) {
                const message = 'This recruiter is not assigned to the job.';
                throw new HttpProblem(400, message, { recruiter_id: message });
            }
            await writeJob(tx, body.job_id, undefined, {});
            return ok(await getJob(tx, refs, body.job_id), jobMessages.recruiterRemoved);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/:id/update-hiring-deadline',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: "Set or clear a job's hiring deadline (send the version read; 409 when stale)",
            params: idParams,
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['hiring_deadline', 'version'],
                properties: { hiring_deadline: jobFieldSchemas.hiring_deadline, version: { type: 'integer', minimum: 1 } },
            },
            response: jobAnswer,
        },
        async handler({ tx, user, params, body }) {
            const current = await getJob(tx, refs, params.id, true);
            if (current.version !== body.version) throw new HttpProblem(409, messages.stale);
            const errors: FieldErrors = {};
            checkJobRules({ posted_date: current.posted_date, hiring_deadline: body.hiring_deadline }, errors);
            throwIfErrors(errors);
            await writeJob(tx, params.id, body.version, { hiring_deadline: body.hiring_deadline });
            return ok(await getJob(tx, refs, params.id), jobMessages.deadline);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/:id/promote-job',
        access: jobAccess('write'),
        schema: { tags, summary: 'Mark a job promoted (promoted_at = now)', params: idParams, body: { type: 'object', additionalProperties: false, properties: {} }, response: jobAnswer },
        async handler({ tx, user, params }) {
            await getJob(tx, refs, params.id, true);
            await writeJob(tx, params.id, undefined, { promoted_at: new Date() });
            return ok(await getJob(tx, refs, params.id), jobMessages.promoted);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/get-filter-list',
        access: jobAccess('read'),
        schema: {
            tags,
            summary: 'Options of every job filter, each [{id, label}]',
            response: {
                200: schemas.envelope({
                    type: 'object',
                    properties: Object.fromEntries(
                        [...JOB_REFERENCES.map(r => r.listKey), 'recruiters', 'job_locations', 'employment_types', 'position_types', 'priorities', 'job_types'].map(k => [k, options]),
                    ),
                }),
            },
        },
        async handler({ tx, user, workspace }) {
            const data: Record<string, { id: string; label: string | null }[]> = {};
            for (const ref of JOB_REFERENCES) {
                if (!refs.includes(ref) || (ref.column === 'client_id' && !workspace.is_recruit_agency)) {
                    data[ref.listKey] = [];
                    continue;
                }
                const rows = await sql<{ id: string; label: string | null }>`select id, name::text as label from ${sql.table(ref.table)}
                    where status = 'ACTIVE' order by lower(name::text), id limit 1000`.execute(tx);
                data[ref.listKey] = rows.rows;
            }
            const recruiters = await tx
                .selectFrom('users')
                .select(['id', sql<string>`first_name || coalesce(' ' || last_name, '')`.as('label')])
                .where('role_name', 'in', [...corporateRoles])
                .where('status', '=', 'ACTIVE')
                .orderBy(sql`lower(first_name)`)
                .execute();
            data.recruiters = recruiters;
            // The cities jobs are in, by city id: what filter.job_location takes (docs/api.md).
            data.job_locations = await jobCityOptions(tx, sql`select id from jobs`, 1000);
            const enumOptions = (values: readonly string[]) => values.map(v => ({ id: v, label: enumLabel(v) }));
            data.employment_types = enumOptions(EMPLOYMENT_TYPES);
            data.position_types = enumOptions(POSITION_TYPES);
            data.priorities = enumOptions(PRIORITIES);
            data.job_types = enumOptions(JOB_TYPES);
            return ok(data);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/get-skills',
        access: { roles: corporateRoles },
        schema: {
            tags,
            summary: "Skill names: the built-in list (config/skills.json) plus those used in the workspace's jobs and candidates",
            querystring: {
                type: 'object',
                additionalProperties: false,
                properties: { search: { type: 'string', maxLength: 80 }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
            },
            response: { 200: schemas.envelope({ type: 'array', items: { type: 'string' } }) },
        },
        async handler({ tx, query }) {
            const term = query.search?.trim().toLowerCase() ?? '';
            const used = await sql<{ skill: string }>`
                select distinct s as skill from (
                    select jsonb_array_elements_text(skills) as s from jobs
                    union all select jsonb_array_elements_text(skills) from candidates
                ) x ${term ? sql`where lower(s) like ${likeContaining(term)}` : sql``} limit 2000`.execute(tx);
            const byKey = new Map<string, string>();
            for (const skill of [...builtInSkills(), ...used.rows.map(r => r.skill)]) {
                const key = skill.trim().toLowerCase();
                if (key && (!term || key.includes(term)) && !byKey.has(key)) byKey.set(key, skill.trim());
            }
            const sorted = [...byKey.values()].sort((a, b) => {
                // Names starting with the search first, then alphabetical.
                const rank = (s: string) => (term && s.toLowerCase().startsWith(term) ? 0 : 1);
                return rank(a) - rank(b) || a.localeCompare(b, 'en', { sensitivity: 'base' });
            });
            return ok(sorted.slice(0, query.limit ?? 500));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/generate-ai-content',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Draft a job description (type JD) from the job fields: AI service when configured, else the built-in template writer',
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['type', 'title'],
                properties: {
                    type: { type: 'string', enum: ['JD'] },
                    title: jobFieldSchemas.title,
                    skills: jobFieldSchemas.skills,
                    min_experience: jobFieldSchemas.min_experience,
                    max_experience: jobFieldSchemas.max_experience,
                    job_locations: jobFieldSchemas.job_locations,
                    employment_type: jobFieldSchemas.employment_type,
                    department: { type: 'string', maxLength: 160 },
                },
            },
            response: { 200: schemas.envelope({ type: 'object', properties: { content: { type: 'string' }, source: { type: 'string', enum: ['ai', 'template'] } } }) },
        },
        async handler({ user, body, request }) {
            const errors: FieldErrors = {};
            checkJobRules({ min_experience: body.min_experience, max_experience: body.max_experience }, errors);
            throwIfErrors(errors);
            const { type: _type, ...input } = body;
            return ok(await generateJobDescription(app.deps.config, input, message => request.log.warn(message)));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/job-bulk-upload',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Jobs from CSV or XLSX: every row validated first, all rows or none, a per-row report on failure',
            consumes: ['multipart/form-data'],
            body: { type: 'object', additionalProperties: false, properties: { file: { description: 'CSV or XLSX, header row first' } } },
            response: { 200: schemas.envelope({ type: 'object', properties: { created: { type: 'integer' }, unchanged: { type: 'integer' } } }) },
        },
        async handler({ tx, user, workspace, request, reply }) {
            const locale = localeOf(request);
            const sheet = await readSheet(await readUploadedFile(request, JOB_BULK_LIMIT_BYTES), locale);
            try {
                const result = await bulkCreateJobs(tx, refs, workspace, user, sheet, locale);
                return ok(result, jobsUploadedMessage(result, locale));
            } catch (error) {
                if (!(error instanceof BulkRejected)) throw error;
                return sendBulkRejected(reply, error);
            }
        },
    });
}
