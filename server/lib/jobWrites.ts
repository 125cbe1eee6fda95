/**
 * Writing a job: the columns a body sets, whole-job validation, and creation
 * with its default pipeline. Shared by the job routes and the bulk upload.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { sanitizeHtml } from './sanitize.js';
import type { Tx } from '../db/scope.js';
import type { FieldErrors } from './http.js';
import { EXPERIENCE, jobFieldSchemas, type JobFields } from '../../config/contracts/jobs.js';
import type { ScreeningQuestionInput } from '../../config/contracts/screening.js';
import { checkJobReferences, checkJobRules, checkRecruiters, createStages, defaultStageNames, getJob, setRecruiters, throwIfErrors, type JobReference, type JobRow } from './jobs.js';
import type { AuthUser } from './access.js';

/** Columns written straight from the body (recruiter_ids go to job_recruiters; description is sanitised). */
const COLUMNS = Object.keys(jobFieldSchemas).filter(k => k !== 'recruiter_ids');

export function columnsOf(fields: JobFields): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of COLUMNS) {
        const value = fields[key as keyof JobFields];
        if (value === undefined) continue;
        out[key] = key === 'description' && typeof value === 'string' ? sanitizeHtml(value) : typeof value === 'string' && key !== 'description' ? value.trim() : value;
    }
    if (Array.isArray(out.job_locations)) out.job_locations = [...new Set((out.job_locations as string[]).map(s => s.trim()).filter(Boolean))];
    if (Array.isArray(out.skills)) out.skills = [...new Set((out.skills as string[]).map(s => s.trim()).filter(Boolean))];
    // Answers point at question ids, so a question keeps its id across edits; new ones get one here.
    if (Array.isArray(out.screening_questions)) {
        out.screening_questions = (out.screening_questions as ScreeningQuestionInput[]).map(q => ({ ...q, id: q.id ?? randomUUID(), question: q.question.trim(), required: q.required ?? false }));
    }
    return out;
}

/** Validates a whole job (current values merged with the change): field errors, nothing written. */
export async function checkJobWrite(tx: Tx, refs: JobReference[], isAgency: boolean, next: JobFields, changed: JobFields): Promise<void> {
    const errors: FieldErrors = {};
    checkJobRules(next, errors);
    await checkJobReferences(tx, refs, isAgency, changed, errors);
    if (changed.recruiter_ids) await checkRecruiters(tx, changed.recruiter_ids, 'recruiter_ids', errors);
    throwIfErrors(errors);
}

export async function createJob(tx: Tx, refs: JobReference[], workspace: { id: string; is_recruit_agency: boolean }, user: AuthUser, body: JobFields): Promise<JobRow> {
    const next: JobFields = { min_experience: EXPERIENCE.min, max_experience: EXPERIENCE.max, posted_date: new Date().toISOString().slice(0, 10), ...body };
    await checkJobWrite(tx, refs, workspace.is_recruit_agency, next, body);
    const values = { ...columnsOf(body), workspace_id: workspace.id, created_by: user.id };
    const inserted = await sql<{ id: string }>`insert into jobs (${sql.join(Object.keys(values).map(k => sql.ref(k)))})
        values (${sql.join(Object.values(values).map(v => (Array.isArray(v) ? sql`${JSON.stringify(v)}::jsonb` : v)))}) returning id`.execute(tx);
    const id = inserted.rows[0].id;
    await createStages(tx, workspace.id, id, await defaultStageNames(tx, workspace.id));
    if (body.recruiter_ids?.length) await setRecruiters(tx, workspace.id, id, body.recruiter_ids, user.id, false);
    return getJob(tx, refs, id);
}
