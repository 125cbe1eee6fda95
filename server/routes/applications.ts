/**
 * Candidates and applications (docs/api-jobs.md): adding applicants (one, or
 * a CSV/XLSX all or nothing), candidate edits, details, timeline, notes and
 * resume compatibility. The board and its moves are in board.ts.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
    addApplicationBodySchema,
    applicationDetailSchema,
    applicationSchema,
    candidateBodySchema,
    candidateSchema,
    noteBodySchema,
    noteSchema,
    timelineEventSchema,
    updateCandidateBodySchema,
    type CandidateInput,
} from '../../config/contracts/applications.js';
import { constants } from '../../config/index.js';
import { compatibilitySchema } from '../../config/contracts/resumes.js';
import type { Tx } from '../db/scope.js';
import { fieldErrorsFromValidation } from '../plugins/errors.js';
import { composedText, localeOf, localizedMessage, type ServerLocale } from '../lib/locale.js';
import { mapApplicantRace, planApplicants, writeApplicants, type ApplicantRow } from '../lib/applicants.js';
import {
    addEvent,
    applicationMessages,
    assertRecruiter,
    checkResumeFile,
    checkStageOfJob,
    displayName,
    firstStage,
    getApplication,
    getCandidate,
    getStage,
    presentEvent,
    presentNote,
    type EventRow,
    type NoteRow,
} from '../lib/applications.js';
import { compatibility } from '../lib/compatibility.js';
import { readUploadedFile } from '../lib/files.js';
import { BulkRejected, checkRowCount, fileProblem, missingColumns, readSheet, RowReport, sendBulkRejected, unknownColumns } from '../lib/sheets.js';
import { HttpProblem, messages, ok, schemas, type FieldErrors } from '../lib/http.js';
import { checkScreeningAnswers, type ScreeningAnswer } from '../../config/contracts/screening.js';
import { jobAccess } from '../lib/jobAccess.js';
import { jobExists, presentScreeningAnswers, recruitersByEmail, throwIfErrors } from '../lib/jobs.js';
import { candidatesWithEmail } from '../lib/candidates.js';
import type { AuthUser } from '../lib/access.js';
import { applicationAttribution } from '../lib/applicationAttribution.js';
import { applicationConsent } from '../lib/candidateConsent.js';
import { route } from '../plugins/auth.js';

const tags = ['applications'];
const idParams = schemas.idParams;
const APPLICANT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;


// ---------------------------------------------------------------------------
// Applicant upload: sheet columns.

const UPLOAD_COLUMNS: Record<string, string> = {};
/** A field's column title, which a row report's messages call it by. */
const UPLOAD_TITLES = new Map<string, string>();
for (const [field, title] of [
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['current_title', 'Current title'],
    ['experience_years', 'Experience years'],
    ['skills', 'Skills'],
    ['education', 'Education'],
    ['city', 'City'],
    ['source', 'Source'],
    ['stage', 'Stage'],
    ['recruiter', 'Recruiter'],
] as const) {
    UPLOAD_COLUMNS[field] = field;
    UPLOAD_COLUMNS[title.toLowerCase()] = field;
    UPLOAD_TITLES.set(field, title);
}
const uploadAjv = new Ajv({ allErrors: true, coerceTypes: false, strict: false });
addFormats(uploadAjv);
const validateUploadRow = uploadAjv.compile(candidateBodySchema);

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'POST',
        url: '/api/add-user-application',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Add an applicant to a job: an existing candidate with that email or phone is linked, not duplicated; a second application to one job is refused',
            body: addApplicationBodySchema,
            response: { 200: schemas.envelope({ type: 'object', properties: { ...applicationSchema.properties, linked_existing: { type: 'boolean' } } }) },
        },
        async handler({ tx, user, workspace, body, request }) {
            const job = await jobExists(tx, body.job_id);
            const errors: FieldErrors = {};
            const answers = checkScreeningAnswers(job.screening_questions, body.screening_answers ?? [], errors);
            if (body.stage_id) await checkStageOfJob(tx, body.job_id, body.stage_id, 'stage_id', errors);
            await assertRecruiter(tx, body.recruiter_id, 'recruiter_id', errors);
            if (body.resume_file_id) await checkResumeFile(tx, body.resume_file_id, 'resume_file_id', errors);
            throwIfErrors(errors);
            const row: ApplicantRow = {
                row: 0,
                candidate: { ...body.candidate, email: body.candidate.email.trim() },
                stage_id: body.stage_id ?? (await firstStage(tx, body.job_id)),
                recruiter_id: body.recruiter_id ?? null,
                source: body.source ?? body.candidate.source ?? null,
                resume_file_id: body.resume_file_id ?? null,
            };
            const planned = await planApplicants(tx, body.job_id, [row], (_row, field, message) => {
                errors[`candidate.${field}`] ??= message;
            });
            throwIfErrors(errors);
            const [written] = await writeApplicants(tx, workspace.id, user, body.job_id, planned).catch(mapApplicantRace);
            if (answers.length) await sql`update applications set screening_answers = ${JSON.stringify(answers)}::jsonb where id = ${written.id}`.execute(tx);
            const application = await getApplication(tx, written.id);
            // Two fixed sentences: each in the request's language, since the envelope's hook knows only one at a time.
            const locale = localeOf(request);
            const message = written.linked
                ? `${localizedMessage(applicationMessages.added, locale)} ${localizedMessage(applicationMessages.linked, locale)}`
                : applicationMessages.added;
            return ok({ ...application, linked_existing: written.linked }, message);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/applicant-upload',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Applicants for one job from CSV or XLSX (field job_id): all rows or none, a per-row report on failure',
            consumes: ['multipart/form-data'],
            body: {
                type: 'object',
                additionalProperties: false,
                // A text part arrives as { value } (attachFieldsToBody); the handler checks it, the document shows the string.
                properties: { file: { description: 'CSV or XLSX, header row first' }, job_id: { properties: { value: { type: 'string', description: 'the job (uuid)' } } } },
            },
            response: { 200: schemas.envelope({ type: 'object', properties: { created: { type: 'integer' }, linked: { type: 'integer' } } }) },
        },
        async handler({ tx, user, workspace, request, reply, body }) {
            const jobId = (body?.job_id as { value?: unknown } | undefined)?.value;
            if (typeof jobId !== 'string' || !/^[0-9a-f-]{36}$/i.test(jobId)) throw new HttpProblem(400, 'job_id is required', { job_id: 'job_id is required' });
            await jobExists(tx, jobId);
            const locale = localeOf(request);
            const sheet = await readSheet(await readUploadedFile(request, APPLICANT_UPLOAD_LIMIT_BYTES), locale);
            try {
                const result = await uploadApplicants(tx, workspace.id, user, jobId, sheet, locale);
                const total = result.created + result.linked;
                const english = `${total} applicant${total === 1 ? '' : 's'} uploaded: ${result.created} new, ${result.linked} already in the workspace.`;
                return ok(result, composedText(locale, 'applicants_uploaded', { ...result, total }, english));
            } catch (error) {
                if (!(error instanceof BulkRejected)) throw error;
                return sendBulkRejected(reply, error);
            }
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/update-applicant-details/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: "Edit a candidate's details (changed fields and the version read; 409 when stale)",
            params: idParams,
            body: updateCandidateBodySchema,
            response: { 200: schemas.envelope(candidateSchema) },
        },
        async handler({ tx, user, workspace, params, body }) {
            const { version, ...fields } = body;
            const current = await getCandidate(tx, params.id);
            if (current.version !== version) throw new HttpProblem(409, messages.stale);
            const errors: FieldErrors = {};
            if (fields.email !== undefined && fields.email.toLowerCase() !== current.email.toLowerCase()) {
                const taken = (await candidatesWithEmail(tx, [fields.email.toLowerCase()])).filter(c => c.id !== params.id);
                if (taken.length) errors.email = 'A candidate with this email already exists.';
            }
            if (fields.resume_file_id) await checkResumeFile(tx, fields.resume_file_id, 'resume_file_id', errors);
            throwIfErrors(errors);
            const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
            const sets = entries.map(([k, v]) => sql`${sql.ref(k)} = ${Array.isArray(v) ? sql`${JSON.stringify(v)}::jsonb` : typeof v === 'string' ? v.trim() : v}`);
            const updated = await sql`update candidates set ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`])}
                where id = ${params.id} and version = ${version} returning id`
                .execute(tx)
                .catch(mapApplicantRace);
            if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
            const applications = await sql<{ id: string }>`select id from applications where candidate_id = ${params.id}`.execute(tx);
            await addEvent(tx, workspace.id, user, applications.rows.map(a => a.id), 'DETAILS_UPDATED', { fields: entries.map(([k]) => k) });
            return ok(await getCandidate(tx, params.id), applicationMessages.updated);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/:id/application-detail',
        access: jobAccess('read'),
        schema: {
            tags,
            summary: 'One application with its candidate, job, stage, stage history, notes, resume and compatibility',
            params: idParams,
            response: {
                200: schemas.envelope(applicationDetailSchema),
            },
        },
        async handler({ tx, user, params, request }) {
            const application = await getApplication(tx, params.id);
            const job = await jobExists(tx, application.job_id);
            const stage = await getStage(tx, application.stage_id);
            const history = await sql<{ from_stage_id: string | null; from_stage_name: string | null; to_stage_id: string; to_stage_name: string; moved_by: string | null; moved_by_name: string | null; moved_at: Date }>`
                select from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_by, moved_by_name, moved_at
                from application_stage_history where application_id = ${params.id} order by moved_at desc, id desc limit 500`.execute(tx);
            const notes = await sql<NoteRow>`select id, text, created_by, created_by_name, created_at from application_notes
                where application_id = ${params.id} order by created_at desc limit 500`.execute(tx);
            const stored = await sql<{ screening_answers: ScreeningAnswer[] }>`select screening_answers from applications where id = ${params.id}`.execute(tx);
            const fileId = application.resume_file_id ?? application.candidate.resume_file_id;
            const file = fileId ? (await sql<{ id: string; original_name: string }>`select id, original_name from stored_files where id = ${fileId}`.execute(tx)).rows[0] : undefined;
            return ok({
                application,
                candidate: application.candidate,
                job: { id: job.id, title: job.title },
                stage: { id: stage.id, name: stage.name, position: stage.position },
                history: history.rows.map(h => ({
                    from_stage: h.from_stage_name ? { id: h.from_stage_id, name: h.from_stage_name } : null,
                    to_stage: { id: h.to_stage_id, name: h.to_stage_name },
                    moved_by: { id: h.moved_by, name: h.moved_by_name },
                    moved_at: h.moved_at,
                })),
                screening_answers: presentScreeningAnswers(job.screening_questions, stored.rows[0]?.screening_answers ?? []),
                notes: notes.rows.map(presentNote),
                resume: file ? { file_id: file.id, name: file.original_name, url: `/api/files/resume/${file.id}` } : null,
                compatibility: compatibility(job, application.candidate, localeOf(request)),
                attribution: await applicationAttribution(tx, params.id),
                consent: await applicationConsent(tx, params.id),
            });
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/:id/get-timeline',
        access: jobAccess('read'),
        schema: { tags, summary: "An application's events, newest first", params: idParams, response: { 200: schemas.envelope({ type: 'array', items: timelineEventSchema }) } },
        async handler({ tx, user, params }) {
            await getApplication(tx, params.id);
            const events = await sql<EventRow>`select type, at, actor_id, actor_name, data from application_events
                where application_id = ${params.id} order by at desc, id desc limit 1000`.execute(tx);
            return ok(events.rows.map(presentEvent));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/:id/notes',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Add a note to an application (also on its timeline)',
            params: idParams,
            body: noteBodySchema,
            response: { 200: schemas.envelope(noteSchema) },
        },
        async handler({ tx, user, workspace, params, body }) {
            await getApplication(tx, params.id);
            const text = body.text.trim();
            const note = await sql<NoteRow>`insert into application_notes (workspace_id, application_id, text, created_by, created_by_name)
                values (${workspace.id}, ${params.id}, ${text}, ${user.id}, ${displayName(user)})
                returning id, text, created_by, created_by_name, created_at`.execute(tx);
            await addEvent(tx, workspace.id, user, [params.id], 'NOTE', { text });
            return ok(presentNote(note.rows[0]), applicationMessages.note);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/:id/resume-compatibility',
        access: jobAccess('read'),
        schema: { tags, summary: "How well the candidate's skills and experience fit the job, with the reasons", params: idParams, response: { 200: schemas.envelope(compatibilitySchema) } },
        async handler({ tx, user, params, request }) {
            const application = await getApplication(tx, params.id);
            return ok(compatibility(await jobExists(tx, application.job_id), application.candidate, localeOf(request)));
        },
    });
}

// ---------------------------------------------------------------------------
// Applicant upload.

async function uploadApplicants(tx: Tx, workspaceId: string, user: AuthUser, jobId: string, sheet: Awaited<ReturnType<typeof readSheet>>, locale: ServerLocale) {
    const fields = sheet.headers.map(h => UPLOAD_COLUMNS[h.trim().toLowerCase()] ?? null);
    const unknown = sheet.headers.filter((h, i) => h.trim() && !fields[i]);
    if (unknown.length) throw unknownColumns(unknown, [...new Set(Object.values(UPLOAD_COLUMNS))], locale);
    const missing = ['first_name', 'email'].filter(f => !fields.includes(f));
    if (missing.length) throw missingColumns(missing, locale);
    const blank = (c: unknown) => c === null || c === undefined || (typeof c === 'string' && c.trim() === '');
    const rows = sheet.rows.filter(r => !r.cells.every(blank));
    checkRowCount(rows.length, constants.bulkUploadMaxRows, locale);

    // The row report's sentences in the request's language; the columns and the cells as the file has them.
    const rowErrors = new RowReport(locale);
    const { fail } = rowErrors;
    const stages = await sql<{ id: string; name: string }>`select id, lower(name) as name from pipeline_stages where job_id = ${jobId} order by position`.execute(tx);
    if (!stages.rows.length) throw fileProblem('This job has no pipeline stages: add one first.');
    const stageByName = new Map(stages.rows.map(s => [s.name, s.id]));
    const recruiterCol = fields.indexOf('recruiter');
    const recruiterEmails = recruiterCol < 0 ? [] : rows.map(r => r.cells[recruiterCol]).filter(c => !blank(c)).map(c => String(c).trim().toLowerCase());
    const recruiterByEmail = await recruitersByEmail(tx, [...new Set(recruiterEmails)]);

    const ready: ApplicantRow[] = [];
    for (const { row, cells } of rows) {
        const candidate: Record<string, unknown> = {};
        let stageId = stages.rows[0].id;
        let recruiterId: string | null = null;
        fields.forEach((field, i) => {
            const cell = cells[i];
            if (!field || blank(cell)) return;
            const text = String(cell instanceof Date ? cell.toISOString().slice(0, 10) : cell).trim();
            if (field === 'stage') {
                const id = stageByName.get(text.toLowerCase());
                if (id) stageId = id;
                else fail(row, 'stage', composedText(locale, 'stage_unknown', { stage: text }, `This job has no stage "${text}"`));
            } else if (field === 'recruiter') {
                const id = recruiterByEmail.get(text.toLowerCase());
                if (id) recruiterId = id;
                else fail(row, 'recruiter', composedText(locale, 'recruiter_unknown', { email: text }, `No active corporate user with the email ${text}`));
            } else if (field === 'skills' || field === 'education') {
                candidate[field] = text.split(field === 'skills' ? /[;,\n]/ : /[;\n]/).map(s => s.trim()).filter(Boolean);
            } else if (field === 'experience_years') {
                const n = typeof cell === 'number' ? cell : Number(text);
                candidate[field] = Number.isFinite(n) ? n : text;
            } else {
                candidate[field] = text;
            }
        });
        if (!validateUploadRow(candidate)) {
            for (const [field, message] of Object.entries(fieldErrorsFromValidation(validateUploadRow.errors ?? [], locale, field => UPLOAD_TITLES.get(field) ?? field))) fail(row, field, message);
        }
        if (rowErrors.has(row)) continue;
        const input = candidate as unknown as CandidateInput;
        ready.push({ row, candidate: input, stage_id: stageId, recruiter_id: recruiterId, source: input.source ?? 'Bulk upload', resume_file_id: null });
    }
    const planned = await planApplicants(tx, jobId, ready, fail, locale);
    // The report's Column is the sheet's title ("First name"), as the other uploads write it.
    if (rowErrors.size) throw rowErrors.rejected(field => UPLOAD_TITLES.get(field) ?? field);
    const written = await writeApplicants(tx, workspaceId, user, jobId, planned).catch(mapApplicantRace);
    const linked = written.filter(w => w.linked).length;
    return { created: written.length - linked, linked };
}

