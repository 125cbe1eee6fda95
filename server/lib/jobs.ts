/**
 * Jobs: the references to master data, reading and writing a job's rows.
 * Wire shapes and cross-field rules: config/contracts/jobs.ts; permissions:
 * jobAccess.ts; list filters: jobFilters.ts. See docs/jobs.md for the reasons.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { corporateRoles } from '../../config/index.js';
import { jobRuleErrors, type JobFields, type JobRuleInput, type JobSummaryField } from '../../config/contracts/jobs.js';
import type { PresentedAnswer, ScreeningAnswer, ScreeningQuestion } from '../../config/contracts/screening.js';
import type { DB } from '../db/schema.js';
import { recalledState, recorded, recordState, SCHEMA_STEPS } from '../db/schemaState.js';
import type { Tx } from '../db/scope.js';
import hindiConsole from '../../config/i18n/hi.json';
import { HttpProblem, notFound, type FieldErrors } from './http.js';
import { composedText, type ServerLocale } from './locale.js';

// ---------------------------------------------------------------------------
// Fields (their schemas and types: config/contracts/jobs.ts).

export const DEFAULT_STAGES = ['Applied', 'Screening', 'Interview', 'Offered', 'Hired', 'Rejected'] as const;

export const enumLabel = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

export interface JobReference {
    column: 'client_id' | 'department_id' | 'business_unit_id' | 'domain_id' | 'position_category_id';
    table: string;
    /** The key of SPEC.md's job filter object. */
    filterKey: string;
    /** The key of get-filter-list's answer. */
    listKey: string;
    title: string;
}

export const JOB_REFERENCES: readonly JobReference[] = [
    { column: 'client_id', table: 'clients', filterKey: 'client_id', listKey: 'clients', title: 'Client' },
    { column: 'department_id', table: 'departments', filterKey: 'department', listKey: 'departments', title: 'Department' },
    { column: 'business_unit_id', table: 'business_units', filterKey: 'business_unit', listKey: 'business_units', title: 'Business unit' },
    { column: 'domain_id', table: 'domains', filterKey: 'domain', listKey: 'domains', title: 'Domain' },
    { column: 'position_category_id', table: 'position_categories', filterKey: 'position_category', listKey: 'position_categories', title: 'Position category' },
];

/** A job as read from the database (jobSelect): the answer of config/contracts/jobs.ts jobSchema, with dates still Date. */
export interface JobRow {
    id: string;
    title: string;
    description: string | null;
    client_id: string | null;
    department_id: string | null;
    business_unit_id: string | null;
    domain_id: string | null;
    position_category_id: string | null;
    recruiters: { id: string; first_name: string; last_name: string | null }[];
    employment_type: string;
    position_type: string;
    priority: string;
    job_locations: string[];
    city_ids: number[];
    locations_unmatched: string[];
    skills: string[];
    min_experience: number;
    max_experience: number;
    salary_min: number | null;
    salary_max: number | null;
    currency: string | null;
    openings: number;
    posted_date: string;
    job_deadline: string | null;
    hiring_deadline: string | null;
    job_type: string;
    show_to_vendors: boolean;
    show_to_employees: boolean;
    vendor_access: 'ALL' | 'CHOSEN' | 'NONE';
    vendor_ids: string[];
    show_on_career_page: boolean;
    promoted_at: Date | null;
    applicant_count: number;
    status: string;
    version: number;
    created_at: Date;
    updated_at: Date;
}

// ---------------------------------------------------------------------------
// References to the config-engine tables.

const SCHEMA_LOCK_KEY = 7_421_001;
const available = new WeakMap<Kysely<DB>, Promise<JobReference[]>>();

/**
 * After the engine made its tables: the references whose table exists (with a
 * `name` label and the (workspace_id, id) key), each backed by a foreign key
 * (workspace_id, column) → table (workspace_id, id) ON DELETE RESTRICT, added
 * once under the schema lock. Deleting a department a job uses is then a 409
 * from the engine, and no row can point into another workspace.
 */
export function jobReferenceTables(db: Kysely<DB>): Promise<JobReference[]> {
    let known = available.get(db);
    if (!known) {
        known = ensureJobReferences(db);
        available.set(db, known);
        known.catch(() => available.delete(db));
    }
    return known;
}

/**
 * The references depend only on the engine's tables, so they are recorded against the signature
 * the engine recorded for them (server/db/schemaState.ts): a database whose tables were made for
 * the same configs and migrations skips the catalogue reads.
 */
async function ensureJobReferences(db: Kysely<DB>): Promise<JobReference[]> {
    const tables = (await recorded(db, SCHEMA_STEPS.resourceTables))?.signature;
    const recalled = tables && (await recalledState<string[]>(db, SCHEMA_STEPS.jobReferences, tables));
    if (recalled) return JOB_REFERENCES.filter(ref => recalled.includes(ref.column));
    const found = await addJobReferences(db);
    if (tables) await recordState(db, SCHEMA_STEPS.jobReferences, tables, found.map(ref => ref.column));
    return found;
}

async function addJobReferences(db: Kysely<DB>): Promise<JobReference[]> {
    return db.transaction().execute(async tx => {
        await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(tx);
        const found: JobReference[] = [];
        for (const ref of JOB_REFERENCES) {
            const usable = await sql<{ ok: boolean }>`
                select exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = ${ref.table} and column_name = 'name')
                   and exists (select 1 from pg_constraint c join pg_class t on t.oid = c.conrelid
                               where t.relname = ${ref.table} and t.relnamespace = 'public'::regnamespace and c.contype = 'u'
                                 and (select array_agg(a.attname::text order by a.attname) from pg_attribute a
                                      where a.attrelid = t.oid and a.attnum = any(c.conkey)) = array['id', 'workspace_id']) as ok`.execute(tx);
            if (!usable.rows[0]?.ok) continue;
            const name = `jobs_${ref.column}_fk`;
            const exists = await sql`select 1 from pg_constraint where conname = ${name} and conrelid = 'public.jobs'::regclass`.execute(tx);
            if (!exists.rows.length) {
                await sql`alter table jobs add constraint ${sql.id(name)} foreign key (workspace_id, ${sql.ref(ref.column)})
                    references ${sql.table(ref.table)} (workspace_id, id) on delete restrict`.execute(tx);
                await sql`create index if not exists ${sql.id(`jobs_${ref.column}_idx`)} on jobs (workspace_id, ${sql.ref(ref.column)})`.execute(tx);
            }
            found.push(ref);
        }
        return found;
    });
}

/**
 * Every reference names a record of this workspace (RLS hides the rest), and
 * clients only on recruit agencies. Field errors, nothing written.
 */
export async function checkJobReferences(tx: Tx, refs: JobReference[], isAgency: boolean, values: JobFields, errors: FieldErrors, locale: ServerLocale): Promise<void> {
    for (const ref of JOB_REFERENCES) {
        const id = values[ref.column];
        if (id === undefined || id === null) continue;
        if (ref.column === 'client_id' && !isAgency) {
            errors.client_id = 'Clients are only for recruit agencies: this workspace has none.';
            continue;
        }
        if (!refs.includes(ref)) {
            errors[ref.column] = referenceMissing(ref, locale);
            continue;
        }
        const row = await sql`select 1 from ${sql.table(ref.table)} where id = ${id}`.execute(tx);
        if (!row.rows.length) errors[ref.column] = referenceMissing(ref, locale);
    }
}

/** The job form's labels of its reference fields in Hindi (ats.jobs.department, …), which the refusal beside the field names. */
const hindiJobLabels: Record<string, unknown> = hindiConsole.ats.jobs;

/** "Department not found", in `locale`: in Hindi the field as the job form labels it. */
function referenceMissing(ref: JobReference, locale: ServerLocale): string {
    const label = hindiJobLabels[ref.column.replace(/_id$/, '')];
    return composedText(locale, 'reference_missing', { field: typeof label === 'string' ? label : ref.title }, `${ref.title} not found`);
}

/** Recruiters are active corporate users of the workspace. */
export async function checkRecruiters(tx: Tx, ids: string[], field: string, errors: FieldErrors): Promise<void> {
    if (!ids.length) return;
    const rows = await tx
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('role_name', 'in', [...corporateRoles])
        .where('status', '=', 'ACTIVE')
        .execute();
    if (rows.length !== ids.length) errors[field] = 'Recruiters must be active corporate users of this workspace.';
}

/** Experience, salary and date rules over the job as it would be after the change (config/contracts/jobs.ts: the form runs the same). */
export function checkJobRules(next: JobRuleInput, errors: FieldErrors): void {
    jobRuleErrors(next, errors);
}

export function throwIfErrors(errors: FieldErrors): void {
    const first = Object.values(errors)[0];
    if (first) throw new HttpProblem(400, first, errors);
}

// ---------------------------------------------------------------------------
// Reading jobs.

/** The labels of the given references (`department_name`…), null for a reference whose table does not exist. */
function referenceLabels(refs: JobReference[], wanted: readonly JobReference[] = JOB_REFERENCES): RawBuilder<unknown> {
    return sql.join(
        wanted.map(ref => {
            const alias = sql.ref(`${ref.column.replace(/_id$/, '')}_name`);
            return refs.includes(ref)
                ? sql`(select r.name::text from ${sql.table(ref.table)} r where r.workspace_id = j.workspace_id and r.id = j.${sql.ref(ref.column)}) as ${alias}`
                : sql`null::text as ${alias}`;
        }),
    );
}

const jobRecruiters = sql`coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name)
                                  order by u.first_name, u.last_name)
                  from job_recruiters jr join users u on u.id = jr.user_id where jr.job_id = j.id), '[]'::json) as recruiters`;

/** The select list of a job (alias j), with recruiters, applicant count and reference labels. */
export function jobSelect(refs: JobReference[]): RawBuilder<unknown> {
    return sql`j.id, j.title, j.description, j.client_id, j.department_id, j.business_unit_id, j.domain_id, j.position_category_id,
        j.employment_type, j.position_type, j.priority, j.job_locations, j.skills, j.min_experience, j.max_experience,
        j.salary_min, j.salary_max, j.currency, j.openings, j.posted_date, j.job_deadline, j.hiring_deadline, j.job_type,
        j.show_to_vendors, j.show_to_employees, j.show_on_career_page, j.screening_questions, j.promoted_at, j.status, j.created_by, j.version,
        j.created_at, j.updated_at, j.vendor_access, j.locations_unmatched,
        coalesce((select json_agg(jc.city_id order by jc.city_id) from job_cities jc where jc.job_id = j.id), '[]'::json) as city_ids,
        coalesce((select json_agg(jv.vendor_id order by jv.added_at, jv.vendor_id) from job_vendors jv where jv.job_id = j.id), '[]'::json) as vendor_ids,
        ${jobRecruiters},
        -- Kept on the job by the database (040_job_application_count.sql), not counted.
        j.application_count as applicant_count,
        ${referenceLabels(refs)}`;
}

/** A job row of the job list (config/contracts/jobs.ts JOB_SUMMARY_FIELDS). */
export type JobSummaryRow = Pick<JobRow, Exclude<JobSummaryField, 'client_name' | 'department_name'>> & { client_name: string | null; department_name: string | null };

const summaryLabels = JOB_REFERENCES.filter(ref => ref.column === 'client_id' || ref.column === 'department_id');

/** The select list of a job list row (alias j): JOB_SUMMARY_FIELDS, nothing the card does not use. */
export function jobSummarySelect(refs: JobReference[]): RawBuilder<unknown> {
    return sql`j.id, j.title, j.client_id, j.department_id, j.employment_type, j.position_type, j.priority, j.job_locations,
        j.locations_unmatched, j.min_experience, j.max_experience, j.openings, j.posted_date, j.job_deadline, j.hiring_deadline,
        j.job_type, j.show_on_career_page, j.promoted_at, j.status, j.version, j.created_at, j.updated_at,
        ${jobRecruiters},
        j.application_count as applicant_count,
        ${referenceLabels(refs, summaryLabels)}`;
}

export async function findJob(tx: Tx, refs: JobReference[], id: string, lock = false): Promise<JobRow | undefined> {
    if (lock) await sql`select 1 from jobs where id = ${id} for update`.execute(tx);
    const result = await sql<JobRow>`select ${jobSelect(refs)} from jobs j where j.id = ${id}`.execute(tx);
    return result.rows[0];
}

export async function getJob(tx: Tx, refs: JobReference[], id: string, lock = false): Promise<JobRow> {
    const job = await findJob(tx, refs, id, lock);
    if (!job) throw notFound();
    return job;
}

/** A job's id and title, or 404 (another workspace's job is invisible under RLS). */
export interface JobEssentials {
    id: string;
    title: string;
    skills: string[];
    min_experience: number;
    max_experience: number;
    screening_questions: ScreeningQuestion[];
}

/** Active corporate users (who may recruit) by lower-cased email: the recruiter columns of uploads. */
export async function recruitersByEmail(tx: Tx, emails: string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const found = await tx
        .selectFrom('users')
        .select(['id', sql<string>`lower(email)`.as('email')])
        .where(sql`lower(email)`, 'in', emails)
        .where('role_name', 'in', [...corporateRoles])
        .where('status', '=', 'ACTIVE')
        .execute();
    return new Map(found.map(r => [r.email, r.id]));
}

export async function jobExists(tx: Tx, id: string): Promise<JobEssentials> {
    const result = await sql<JobEssentials>`
        select id, title, skills, min_experience, max_experience, screening_questions from jobs where id = ${id}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return result.rows[0];
}

/** Answers as the application detail shows them: the question's current text and a readable answer. */
export function presentScreeningAnswers(questions: ScreeningQuestion[], answers: ScreeningAnswer[]): PresentedAnswer[] {
    const byId = new Map(questions.map(q => [q.id, q]));
    return answers
        .filter(a => byId.has(a.question_id))
        .map(a => ({ question_id: a.question_id, question: byId.get(a.question_id)!.question, answer: typeof a.answer === 'boolean' ? (a.answer ? 'Yes' : 'No') : String(a.answer) }));
}

/**
 * Writes the columns given (jsonb as JSON text), bumping the version; answers whether the version matched.
 * A job that becomes open and active here is published: its JOB_PUBLISHED automation event
 * (server/lib/automationEvents.ts) is written in the same statement.
 */
export async function writeJob(tx: Tx, id: string, version: number | undefined, values: Record<string, unknown>): Promise<boolean> {
    const sets = Object.entries(values).map(([k, v]) => sql`${sql.ref(k)} = ${Array.isArray(v) ? JSON.stringify(v) : v}`);
    const result = await sql`
        with changed as (
            update jobs j set ${sql.join([...sets, sql`version = j.version + 1`, sql`updated_at = now()`])}
            from jobs prev
            where prev.id = j.id and j.id = ${id} ${version === undefined ? sql`` : sql`and j.version = ${version}`}
            returning j.id, j.workspace_id, ${publishedNow} as published
        ),
        automation as (
            insert into automation_events (workspace_id, type, job_id)
            select workspace_id, 'JOB_PUBLISHED', id from changed where published
            returning 1
        )
        select id from changed`.execute(tx);
    return result.rows.length > 0;
}

/** The job is open and active after the update and was not before (prev: the row as it was). */
const publishedNow = sql`(j.job_type = 'OPEN' and j.status = 'ACTIVE' and not (prev.job_type = 'OPEN' and prev.status = 'ACTIVE'))`;

export async function setRecruiters(tx: Tx, workspaceId: string, jobId: string, ids: string[], by: string, replace: boolean): Promise<void> {
    if (replace) {
        await sql`delete from job_recruiters where job_id = ${jobId} ${ids.length ? sql`and user_id not in (${sql.join(ids)})` : sql``}`.execute(tx);
    }
    if (!ids.length) return;
    await sql`insert into job_recruiters (workspace_id, job_id, user_id, assigned_by)
        values ${sql.join(ids.map(id => sql`(${workspaceId}, ${jobId}, ${id}, ${by})`))}
        on conflict (job_id, user_id) do nothing`.execute(tx);
}

/** The stage names a new job starts with: the workspace's default pipeline, else the built-in one. */
export async function defaultStageNames(tx: Tx, workspaceId: string): Promise<string[]> {
    const result = await sql<{ default_pipeline: unknown }>`select default_pipeline from workspaces where id = ${workspaceId}`.execute(tx);
    const custom = result.rows[0]?.default_pipeline;
    if (Array.isArray(custom)) {
        const names = [...new Set(custom.filter((n): n is string => typeof n === 'string' && n.trim() !== '').map(n => n.trim().slice(0, 60)))];
        if (names.length) return names;
    }
    return [...DEFAULT_STAGES];
}

export async function createStages(tx: Tx, workspaceId: string, jobId: string, names: string[]): Promise<void> {
    await sql`insert into pipeline_stages (workspace_id, job_id, name, position)
        values ${sql.join(names.map((name, i) => sql`(${workspaceId}, ${jobId}, ${name}, ${i + 1})`))}`.execute(tx);
}

