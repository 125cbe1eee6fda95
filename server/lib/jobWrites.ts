/**
 * Writing a job: the columns a body sets, whole-job validation, and creation
 * with its default pipeline. Shared by the job routes and the bulk upload.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { sanitizeHtml } from './sanitize.js';
import { discardCachedPlans } from '../db/plans.js';
import type { Tx } from '../db/scope.js';
import type { FieldErrors } from './http.js';
import { EXPERIENCE, jobFieldSchemas, type JobFields } from '../../config/contracts/jobs.js';
import type { ScreeningQuestionInput } from '../../config/contracts/screening.js';
import { checkJobReferences, checkJobRules, checkRecruiters, createStages, defaultStageNames, getJob, setRecruiters, throwIfErrors, type JobReference, type JobRow } from './jobs.js';
import type { AuthUser } from './access.js';
import type { ServerLocale } from './locale.js';

/** Columns written straight from the body (recruiter_ids go to job_recruiters, vendor_ids to job_vendors; description is sanitised). */
const COLUMNS = Object.keys(jobFieldSchemas).filter(k => k !== 'recruiter_ids' && k !== 'vendor_ids');

export function columnsOf(fields: JobFields): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of COLUMNS) {
        const value = fields[key as keyof JobFields];
        if (value === undefined) continue;
        out[key] = key === 'description' && typeof value === 'string' ? sanitizeHtml(value) : typeof value === 'string' && key !== 'description' ? value.trim() : value;
    }
    // vendor_access rules; show_to_vendors (the older switch) follows it, or sets it when sent alone.
    if (out.vendor_access !== undefined) out.show_to_vendors = out.vendor_access !== 'NONE';
    else if (out.show_to_vendors !== undefined) out.vendor_access = out.show_to_vendors ? 'ALL' : 'NONE';
    if (Array.isArray(out.job_locations)) out.job_locations = [...new Set((out.job_locations as string[]).map(s => s.trim()).filter(Boolean))];
    if (Array.isArray(out.skills)) out.skills = [...new Set((out.skills as string[]).map(s => s.trim()).filter(Boolean))];
    // Answers point at question ids, so a question keeps its id across edits; new ones get one here.
    if (Array.isArray(out.screening_questions)) {
        out.screening_questions = (out.screening_questions as ScreeningQuestionInput[]).map(q => ({ ...q, id: q.id ?? randomUUID(), question: q.question.trim(), required: q.required ?? false }));
    }
    return out;
}

/** Validates a whole job (current values merged with the change): field errors in `locale`, nothing written. */
export async function checkJobWrite(tx: Tx, refs: JobReference[], isAgency: boolean, next: JobFields, changed: JobFields, locale: ServerLocale): Promise<void> {
    const errors: FieldErrors = {};
    checkJobRules(next, errors);
    await checkJobReferences(tx, refs, isAgency, changed, errors, locale);
    if (changed.recruiter_ids) await checkRecruiters(tx, changed.recruiter_ids, 'recruiter_ids', errors);
    if (changed.vendor_ids?.length) await checkVendorIds(tx, changed.vendor_ids, errors);
    throwIfErrors(errors);
}

export async function createJob(tx: Tx, refs: JobReference[], workspace: { id: string; is_recruit_agency: boolean }, user: AuthUser, body: JobFields, locale: ServerLocale): Promise<JobRow> {
    const next: JobFields = { min_experience: EXPERIENCE.min, max_experience: EXPERIENCE.max, posted_date: new Date().toISOString().slice(0, 10), ...body };
    await checkJobWrite(tx, refs, workspace.is_recruit_agency, next, body, locale);
    const values = { ...columnsOf(body), workspace_id: workspace.id, created_by: user.id };
    const inserted = await sql<{ id: string }>`insert into jobs (${sql.join(Object.keys(values).map(k => sql.ref(k)))})
        values (${sql.join(Object.values(values).map(v => (Array.isArray(v) ? sql`${JSON.stringify(v)}::jsonb` : v)))}) returning id`.execute(tx);
    const id = inserted.rows[0].id;
    await recordPublished(tx, workspace.id, [id]);
    await createStages(tx, workspace.id, id, await defaultStageNames(tx, workspace.id));
    if (body.recruiter_ids?.length) await setRecruiters(tx, workspace.id, id, body.recruiter_ids, user.id, false);
    if (body.vendor_ids?.length) await setJobVendors(tx, workspace.id, id, body.vendor_ids, user.id);
    return getJob(tx, refs, id);
}

/** A job created open and active is published at once (an edit that opens one: writeJob). */
async function recordPublished(tx: Tx, workspaceId: string, ids: string[]): Promise<void> {
    // One statement for a whole bulk upload: the events as recordAutomationEvent writes them.
    await sql`insert into automation_events (workspace_id, type, job_id)
        select ${workspaceId}, 'JOB_PUBLISHED', id from jobs where id = any(${ids}::uuid[]) and job_type = 'OPEN' and status = 'ACTIVE'`.execute(tx);
}

const VENDOR_IDS_UNKNOWN = 'Choose vendors from the list.';

/** The chosen vendors must be vendor records of this workspace (the config-driven vendors table). */
async function checkVendorIds(tx: Tx, ids: string[], errors: FieldErrors): Promise<void> {
    const present = await sql<{ t: string | null }>`select to_regclass('public.vendors')::text as t`.execute(tx);
    if (!present.rows[0].t) {
        errors.vendor_ids = VENDOR_IDS_UNKNOWN;
        return;
    }
    const found = await sql<{ n: number }>`select count(*)::int as n from vendors where id in (${sql.join(ids)})`.execute(tx);
    if (found.rows[0].n !== new Set(ids).size) errors.vendor_ids = VENDOR_IDS_UNKNOWN;
}

/** Replaces the job's chosen vendors (vendor_access CHOSEN reads them; other settings keep them for later). */
export async function setJobVendors(tx: Tx, workspaceId: string, jobId: string, ids: string[], by: string): Promise<void> {
    await sql`delete from job_vendors where job_id = ${jobId} ${ids.length ? sql`and vendor_id not in (${sql.join(ids)})` : sql``}`.execute(tx);
    if (!ids.length) return;
    await sql`insert into job_vendors (workspace_id, job_id, vendor_id, added_by)
        values ${sql.join(ids.map(id => sql`(${workspaceId}, ${jobId}, ${id}, ${by})`))}
        on conflict (job_id, vendor_id) do nothing`.execute(tx);
}

/**
 * Many jobs at once (the bulk upload), each written as createJob writes one: the same columns
 * (columnsOf; a column a job leaves out takes the table's default), the workspace's default
 * pipeline, the recruiters. A few statements for the whole file instead of four round trips per
 * job. The caller has validated every job as checkJobWrite would (the rules, and references and
 * recruiters read in this transaction), once per file rather than once per job.
 */
export async function createJobs(tx: Tx, workspaceId: string, user: AuthUser, jobs: JobFields[]): Promise<void> {
    if (!jobs.length) return;
    // Ids made here, so the stages and recruiters of every job go in without reading them back.
    const rows = jobs.map((job, row) => ({ id: randomUUID(), row, values: columnsOf(job), recruiters: job.recruiter_ids ?? [] }));
    // Jobs that set the same columns go in together, in one statement, as JSON read back into the
    // table's own row type: a column they leave out takes the table's default, as in createJob.
    // Each is created a microsecond before the one below it in the file, so the job list (newest
    // first, the ids breaking ties) shows an import in the file's order rather than the ids'.
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
        const key = Object.keys(row.values).sort().join(',');
        const group = groups.get(key) ?? [];
        if (!group.length) groups.set(key, group);
        group.push(row);
    }
    // This session's cached foreign-key check plans on jobs (of the interview rounds the insert's
    // trigger writes, then of the stages and recruiters) may date from when jobs was small: a
    // sequential scan per check, over a table growing by thousands of jobs, cost seconds (10,000
    // jobs on PGlite: 17.7 s here instead of 4.3 s once jobs' indexes had outgrown its few rows;
    // docs/performance.md, "Imports"). Forgotten before each insert and before the stages, they
    // are planned afresh for the table as it is then.
    for (const [key, group] of groups) {
        const columns = ['id', ...(key ? key.split(',') : [])];
        await discardCachedPlans(tx);
        await sql`insert into jobs (workspace_id, created_by, created_at, ${sql.join(columns.map(c => sql.ref(c)))})
            select ${workspaceId}, ${user.id}, now() - (e.value->>'row')::int * interval '1 microsecond', ${sql.join(columns.map(c => sql.ref(`r.${c}`)))}
            from jsonb_array_elements(${JSON.stringify(group.map(r => ({ row: r.row, id: r.id, ...r.values })))}::jsonb) as e (value),
                jsonb_populate_record(null::jobs, e.value) as r`.execute(tx);
    }
    await discardCachedPlans(tx);
    await recordPublished(tx, workspaceId, rows.map(r => r.id));
    // Every job's pipeline in one statement: each stage's id (made here: PGlite's gen_random_uuid()
    // asks JavaScript for its random bytes, 0.2 to 0.5 s for 60,000 stages), job and position as
    // arrays zipped together, the pipeline's names and kinds joined on by position. The kinds come
    // from 030's rule, worked out once for the pipeline; the statement says so (032), so the kinds
    // trigger does not read all 60,000 stages again to find nothing to rewrite.
    const names = await defaultStageNames(tx, workspaceId);
    const stageIds = rows.flatMap(() => names.map(() => randomUUID()));
    const stageJobs = rows.flatMap(r => names.map(() => r.id));
    const stagePositions = rows.flatMap(() => names.map((_, i) => i + 1));
    await sql`select set_config('app.stage_kinds_written', 'on', true)`.execute(tx);
    await sql`insert into pipeline_stages (id, workspace_id, job_id, name, position, funnel_kind, funnel_rank)
        select st.id, ${workspaceId}::uuid, st.job_id, s.name, s.position, s.kind, funnel_rank(s.kind)
        from unnest(${stageIds}::uuid[], ${stageJobs}::uuid[], ${stagePositions}::int[]) as st (id, job_id, position)
        join (
            select n.name, n.position::int as position,
                funnel_kind(n.name, n.position::int, (min(n.position) over ())::int,
                    (max(n.position) filter (where lower(n.name) <> 'rejected') over ())::int,
                    bool_or(lower(n.name) = 'hired') over ()) as kind
            from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) with ordinality as n (name, position)
        ) as s on s.position = st.position`.execute(tx);
    await sql`select set_config('app.stage_kinds_written', '', true)`.execute(tx);
    const assignments = rows.flatMap(r => [...new Set(r.recruiters)].map(userId => ({ job_id: r.id, user_id: userId })));
    if (assignments.length) {
        await sql`insert into job_recruiters (workspace_id, job_id, user_id, assigned_by)
            select ${workspaceId}::uuid, r.job_id, r.user_id, ${user.id}::uuid from jsonb_to_recordset(${JSON.stringify(assignments)}::jsonb) as r (job_id uuid, user_id uuid)
            on conflict (job_id, user_id) do nothing`.execute(tx);
    }
}
