/**
 * Jobs: fields, the references to master data, reading a job as the API
 * answers it, the list filters of SPEC.md section 3, and the permissions of
 * docs/api-jobs.md. See docs/jobs.md for the reasons.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { corporateRoles, hasPermission } from '../../config/index.js';
import type { DB } from '../db/schema.js';
import type { Tx } from '../db/scope.js';
import type { Access, AuthUser, Grant } from './access.js';
import { HttpProblem, notFound, type FieldErrors } from './http.js';
import { assertStorableText } from './input.js';

// ---------------------------------------------------------------------------
// Permissions (docs/api-jobs.md).

export type JobAccess = 'read' | 'write' | 'manage' | 'export';

/** read: MANAGE-EDIT-JOBS VIEW or JOBS-POST CREATE; write: JOBS-POST CREATE or MANAGE-EDIT-JOBS CREATE; manage: MANAGE-EDIT-JOBS CREATE. */
const JOB_GRANTS: Record<JobAccess, readonly Grant[]> = {
    read: [['MANAGE-EDIT-JOBS', 'VIEW'], ['JOBS-POST', 'CREATE']],
    write: [['JOBS-POST', 'CREATE'], ['MANAGE-EDIT-JOBS', 'CREATE']],
    manage: [['MANAGE-EDIT-JOBS', 'CREATE']],
    export: [['MANAGE-EDIT-JOBS', 'EXPORT']],
};

export function canJobs(user: AuthUser, access: JobAccess): boolean {
    return JOB_GRANTS[access].some(([module, action]) => hasPermission(user.permissions, module, action));
}

/** route() access of the jobs, pipelines, applications and resumes routes: corporate roles holding one of the level's grants. */
export function jobAccess(access: JobAccess): Exclude<Access, 'public'> {
    return { roles: corporateRoles, anyPermission: JOB_GRANTS[access] };
}

// ---------------------------------------------------------------------------
// Fields.

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;
/** What a job asks its applicants; answers are checked against these (server/lib/applications.ts). */
export const SCREENING_TYPES = ['TEXT', 'YES_NO', 'NUMBER'] as const;

export interface ScreeningQuestion {
    id: string;
    question: string;
    type: (typeof SCREENING_TYPES)[number];
    required?: boolean;
}
export const POSITION_TYPES = ['NEW', 'REPLACEMENT'] as const;
export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const JOB_TYPES = ['OPEN', 'CLOSED', 'ON_HOLD', 'DRAFT'] as const;
export const EXPERIENCE = { min: 0, max: 40 } as const;
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

const nullableUuid = { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] };
const nullableDate = { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] };
const money = { type: ['number', 'null'], minimum: 0, maximum: 1e12 };

/** The writable fields of a job, as a JSON schema (create requires title; update requires version). */
export const jobFieldSchemas = {
    title: { type: 'string', minLength: 2, maxLength: 200 },
    description: { type: ['string', 'null'], maxLength: 50_000 },
    client_id: nullableUuid,
    department_id: nullableUuid,
    business_unit_id: nullableUuid,
    domain_id: nullableUuid,
    position_category_id: nullableUuid,
    recruiter_ids: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', format: 'uuid' } },
    employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
    position_type: { type: 'string', enum: POSITION_TYPES },
    priority: { type: 'string', enum: PRIORITIES },
    job_locations: { type: 'array', maxItems: 30, items: { type: 'string', minLength: 1, maxLength: 120 } },
    skills: { type: 'array', maxItems: 60, items: { type: 'string', minLength: 1, maxLength: 80 } },
    min_experience: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    max_experience: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    salary_min: money,
    salary_max: money,
    currency: { anyOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }, { type: 'null' }] },
    openings: { type: 'integer', minimum: 1, maximum: 10_000 },
    posted_date: { type: 'string', format: 'date' },
    job_deadline: nullableDate,
    hiring_deadline: nullableDate,
    job_type: { type: 'string', enum: JOB_TYPES },
    show_to_vendors: { type: 'boolean' },
    show_to_employees: { type: 'boolean' },
    show_on_career_page: { type: 'boolean' },
    screening_questions: {
        type: 'array',
        maxItems: 20,
        items: {
            type: 'object',
            additionalProperties: false,
            required: ['question', 'type'],
            properties: {
                id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
                question: { type: 'string', minLength: 2, maxLength: 300 },
                type: { type: 'string', enum: SCREENING_TYPES },
                required: { type: 'boolean' },
            },
        },
    },
    status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
} as const;

export interface JobFields {
    title?: string;
    description?: string | null;
    client_id?: string | null;
    department_id?: string | null;
    business_unit_id?: string | null;
    domain_id?: string | null;
    position_category_id?: string | null;
    recruiter_ids?: string[];
    employment_type?: (typeof EMPLOYMENT_TYPES)[number];
    position_type?: (typeof POSITION_TYPES)[number];
    priority?: (typeof PRIORITIES)[number];
    job_locations?: string[];
    skills?: string[];
    min_experience?: number;
    max_experience?: number;
    salary_min?: number | null;
    salary_max?: number | null;
    currency?: string | null;
    openings?: number;
    posted_date?: string;
    job_deadline?: string | null;
    hiring_deadline?: string | null;
    job_type?: (typeof JOB_TYPES)[number];
    show_to_vendors?: boolean;
    show_to_employees?: boolean;
    show_on_career_page?: boolean;
    screening_questions?: ScreeningQuestion[];
    status?: 'ACTIVE' | 'INACTIVE';
}

const isoDate = { type: ['string', 'null'] };

/** A job as the API answers it. */
export const jobSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        title: { type: 'string' },
        description: { type: ['string', 'null'] },
        client_id: { type: ['string', 'null'] },
        client_name: { type: ['string', 'null'] },
        department_id: { type: ['string', 'null'] },
        department_name: { type: ['string', 'null'] },
        business_unit_id: { type: ['string', 'null'] },
        business_unit_name: { type: ['string', 'null'] },
        domain_id: { type: ['string', 'null'] },
        domain_name: { type: ['string', 'null'] },
        position_category_id: { type: ['string', 'null'] },
        position_category_name: { type: ['string', 'null'] },
        recruiters: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string' }, first_name: { type: 'string' }, last_name: { type: ['string', 'null'] } } },
        },
        employment_type: { type: 'string' },
        position_type: { type: 'string' },
        priority: { type: 'string' },
        job_locations: { type: 'array', items: { type: 'string' } },
        skills: { type: 'array', items: { type: 'string' } },
        min_experience: { type: 'integer' },
        max_experience: { type: 'integer' },
        salary_min: { type: ['number', 'null'] },
        salary_max: { type: ['number', 'null'] },
        currency: { type: ['string', 'null'] },
        openings: { type: 'integer' },
        posted_date: isoDate,
        job_deadline: isoDate,
        hiring_deadline: isoDate,
        job_type: { type: 'string' },
        show_to_vendors: { type: 'boolean' },
        show_to_employees: { type: 'boolean' },
        show_on_career_page: { type: 'boolean' },
        screening_questions: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string' }, question: { type: 'string' }, type: { type: 'string' }, required: { type: 'boolean' } } },
        },
        promoted_at: { type: ['string', 'null'], format: 'date-time' },
        applicant_count: { type: 'integer' },
        status: { type: 'string' },
        created_by: { type: ['string', 'null'] },
        version: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
    },
} as const;

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

async function ensureJobReferences(db: Kysely<DB>): Promise<JobReference[]> {
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
export async function checkJobReferences(tx: Tx, refs: JobReference[], isAgency: boolean, values: JobFields, errors: FieldErrors): Promise<void> {
    for (const ref of JOB_REFERENCES) {
        const id = values[ref.column];
        if (id === undefined || id === null) continue;
        if (ref.column === 'client_id' && !isAgency) {
            errors.client_id = 'Clients are only for recruit agencies: this workspace has none.';
            continue;
        }
        if (!refs.includes(ref)) {
            errors[ref.column] = `${ref.title} not found`;
            continue;
        }
        const row = await sql`select 1 from ${sql.table(ref.table)} where id = ${id}`.execute(tx);
        if (!row.rows.length) errors[ref.column] = `${ref.title} not found`;
    }
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

/** Experience, salary and date rules over the job as it would be after the change. */
export function checkJobRules(next: JobFields, errors: FieldErrors): void {
    if (next.min_experience !== undefined && next.max_experience !== undefined && next.min_experience > next.max_experience) {
        errors.max_experience = 'Maximum experience must be at least the minimum experience.';
    }
    if (next.salary_min != null && next.salary_max != null && next.salary_min > next.salary_max) {
        errors.salary_max = 'Maximum salary must be at least the minimum salary.';
    }
    for (const field of ['job_deadline', 'hiring_deadline'] as const) {
        const date = next[field];
        if (date && next.posted_date && date < next.posted_date) errors[field] = 'The deadline cannot be before the posted date.';
    }
}

export function throwIfErrors(errors: FieldErrors): void {
    const first = Object.values(errors)[0];
    if (first) throw new HttpProblem(400, first, errors);
}

// ---------------------------------------------------------------------------
// Reading jobs.

/** The select list of a job (alias j), with recruiters, applicant count and reference labels. */
export function jobSelect(refs: JobReference[]): RawBuilder<unknown> {
    const labels = JOB_REFERENCES.map(ref => {
        const alias = sql.ref(`${ref.column.replace(/_id$/, '')}_name`);
        return refs.includes(ref)
            ? sql`(select r.name::text from ${sql.table(ref.table)} r where r.workspace_id = j.workspace_id and r.id = j.${sql.ref(ref.column)}) as ${alias}`
            : sql`null::text as ${alias}`;
    });
    return sql`j.id, j.title, j.description, j.client_id, j.department_id, j.business_unit_id, j.domain_id, j.position_category_id,
        j.employment_type, j.position_type, j.priority, j.job_locations, j.skills, j.min_experience, j.max_experience,
        j.salary_min, j.salary_max, j.currency, j.openings, j.posted_date, j.job_deadline, j.hiring_deadline, j.job_type,
        j.show_to_vendors, j.show_to_employees, j.show_on_career_page, j.screening_questions, j.promoted_at, j.status, j.created_by, j.version,
        j.created_at, j.updated_at,
        coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name)
                                  order by u.first_name, u.last_name)
                  from job_recruiters jr join users u on u.id = jr.user_id where jr.job_id = j.id), '[]'::json) as recruiters,
        (select count(*)::int from applications a where a.job_id = j.id) as applicant_count,
        ${sql.join(labels)}`;
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

export interface ScreeningAnswer {
    question_id: string;
    answer: string | number | boolean;
}

/**
 * Checks an application's answers against its job's questions: each required
 * question answered, each answer of its question's type, no unknown questions.
 * Field errors go under `screening_answers.<question id>`.
 */
export function checkScreeningAnswers(questions: ScreeningQuestion[], answers: ScreeningAnswer[], errors: FieldErrors): ScreeningAnswer[] {
    const byId = new Map(questions.map(q => [q.id, q]));
    const given = new Map<string, ScreeningAnswer['answer']>();
    for (const { question_id, answer } of answers) {
        const question = byId.get(question_id);
        const field = `screening_answers.${question_id}`;
        if (!question) errors[field] = 'This job has no such question.';
        else if (question.type === 'YES_NO' && typeof answer !== 'boolean') errors[field] = 'Answer yes or no.';
        else if (question.type === 'NUMBER' && (typeof answer !== 'number' || !Number.isFinite(answer))) errors[field] = 'Answer with a number.';
        else if (question.type === 'TEXT' && (typeof answer !== 'string' || answer.trim() === '' || answer.length > 2000)) errors[field] = 'Answer in up to 2,000 characters.';
        else given.set(question_id, typeof answer === 'string' ? answer.trim() : answer);
    }
    for (const question of questions) {
        if (question.required && !given.has(question.id) && !errors[`screening_answers.${question.id}`]) errors[`screening_answers.${question.id}`] = 'This question must be answered.';
    }
    return [...given.entries()].map(([question_id, answer]) => ({ question_id, answer }));
}

/** Answers as the application detail shows them: the question's current text and a readable answer. */
export function presentScreeningAnswers(questions: ScreeningQuestion[], answers: ScreeningAnswer[]) {
    const byId = new Map(questions.map(q => [q.id, q]));
    return answers
        .filter(a => byId.has(a.question_id))
        .map(a => ({ question_id: a.question_id, question: byId.get(a.question_id)!.question, answer: typeof a.answer === 'boolean' ? (a.answer ? 'Yes' : 'No') : String(a.answer) }));
}

/** Writes the columns given (jsonb as JSON text), bumping the version; answers whether the version matched. */
export async function writeJob(tx: Tx, id: string, version: number | undefined, values: Record<string, unknown>): Promise<boolean> {
    const sets = Object.entries(values).map(([k, v]) => sql`${sql.ref(k)} = ${Array.isArray(v) ? JSON.stringify(v) : v}`);
    const result = await sql`update jobs set ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`])}
        where id = ${id} ${version === undefined ? sql`` : sql`and version = ${version}`} returning id`.execute(tx);
    return result.rows.length > 0;
}

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

// ---------------------------------------------------------------------------
// The job list: filters of SPEC.md section 3.

export interface JobListQuery {
    page?: number;
    limit?: number;
    search?: string;
    sort?: string;
    order?: 'asc' | 'desc' | 'ASC' | 'DESC';
    filter?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type FilterKind = { kind: 'uuid'; column: string } | { kind: 'enum'; column: string; values: readonly string[] } | { kind: 'recruiter' } | { kind: 'location' } | { kind: 'date'; column: string };

/** The filter keys exactly as SPEC.md spells them (employement_type included). */
export const JOB_FILTERS: Record<string, FilterKind> = {
    ...Object.fromEntries(JOB_REFERENCES.map(ref => [ref.filterKey, { kind: 'uuid', column: ref.column } as FilterKind])),
    job_type: { kind: 'enum', column: 'job_type', values: JOB_TYPES },
    recruiter: { kind: 'recruiter' },
    employement_type: { kind: 'enum', column: 'employment_type', values: EMPLOYMENT_TYPES },
    position_type: { kind: 'enum', column: 'position_type', values: POSITION_TYPES },
    priority: { kind: 'enum', column: 'priority', values: PRIORITIES },
    posted_date: { kind: 'date', column: 'posted_date' },
    job_location: { kind: 'location' },
    job_deadline: { kind: 'date', column: 'job_deadline' },
    hiring_deadline: { kind: 'date', column: 'hiring_deadline' },
};

export const JOB_SORTS = ['created_at', 'updated_at', 'title', 'posted_date', 'job_deadline', 'hiring_deadline', 'openings', 'priority', 'job_type'] as const;

const badFilter = (key: string, message = `filter.${key} has an invalid value`) => new HttpProblem(400, message, { filter: message });

function listOf(key: string, value: unknown): unknown[] {
    const values = Array.isArray(value) ? value : [value];
    if (values.length > 500) throw badFilter(key, `filter.${key} lists too many values`);
    return values;
}

export function jobFilterConditions(query: JobListQuery): RawBuilder<unknown>[] {
    const conditions: RawBuilder<unknown>[] = [];
    const term = query.search?.trim();
    if (term) {
        const pattern = `%${term.replace(/[\\%_]/g, c => `\\${c}`)}%`;
        conditions.push(sql`(j.title ilike ${pattern} or j.skills::text ilike ${pattern} or j.job_locations::text ilike ${pattern})`);
    }
    if (query.filter === undefined || query.filter === '') return conditions;
    let filter: unknown;
    try {
        filter = JSON.parse(query.filter);
    } catch {
        throw badFilter('', 'filter must be a JSON object');
    }
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw badFilter('', 'filter must be a JSON object');
    assertStorableText(filter, 'filter');
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
        const kind = JOB_FILTERS[key];
        if (!kind) throw badFilter(key, `Unknown filter "${key}" (allowed: ${Object.keys(JOB_FILTERS).join(', ')})`);
        if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
        switch (kind.kind) {
            case 'uuid': {
                const ids = listOf(key, value);
                if (!ids.every(v => typeof v === 'string' && UUID.test(v))) throw badFilter(key);
                conditions.push(sql`j.${sql.ref(kind.column)} in (${sql.join(ids)})`);
                break;
            }
            case 'enum': {
                const values = listOf(key, value);
                if (!values.every(v => typeof v === 'string' && kind.values.includes(v))) throw badFilter(key, `filter.${key} must be one of ${kind.values.join(', ')}`);
                conditions.push(sql`j.${sql.ref(kind.column)} in (${sql.join(values)})`);
                break;
            }
            case 'recruiter': {
                const ids = listOf(key, value);
                if (!ids.every(v => typeof v === 'string' && UUID.test(v))) throw badFilter(key);
                conditions.push(sql`exists (select 1 from job_recruiters jr where jr.job_id = j.id and jr.user_id in (${sql.join(ids)}))`);
                break;
            }
            case 'location': {
                const places = listOf(key, value);
                if (!places.every(v => typeof v === 'string' && v.length <= 120)) throw badFilter(key);
                const lowered = (places as string[]).map(p => p.trim().toLowerCase());
                conditions.push(sql`exists (select 1 from jsonb_array_elements_text(j.job_locations) l where lower(l) in (${sql.join(lowered)}))`);
                break;
            }
            case 'date': {
                if (typeof value !== 'object' || Array.isArray(value)) {
                    if (typeof value !== 'string' || !DATE.test(value)) throw badFilter(key, `filter.${key} takes {from, to} dates (YYYY-MM-DD)`);
                    conditions.push(sql`j.${sql.ref(kind.column)} = ${value}`);
                    break;
                }
                const range = value as Record<string, unknown>;
                if (Object.keys(range).some(k => k !== 'from' && k !== 'to')) throw badFilter(key, `filter.${key} takes {from, to}`);
                for (const [bound, op] of [['from', sql`>=`], ['to', sql`<=`]] as const) {
                    const date = range[bound];
                    if (date === undefined || date === null || date === '') continue;
                    if (typeof date !== 'string' || !DATE.test(date) || Number.isNaN(Date.parse(date))) throw badFilter(key, `filter.${key}.${bound} must be a date (YYYY-MM-DD)`);
                    conditions.push(sql`j.${sql.ref(kind.column)} ${op} ${date}::date`);
                }
                break;
            }
        }
    }
    return conditions;
}

export function jobOrder(query: JobListQuery): RawBuilder<unknown> {
    const field = query.sort ?? 'created_at';
    if (!(JOB_SORTS as readonly string[]).includes(field)) {
        throw new HttpProblem(400, `Cannot sort by "${field}" (allowed: ${JOB_SORTS.join(', ')})`, { sort: `Cannot sort by "${field}"` });
    }
    const direction = (query.order ?? (query.sort ? 'asc' : 'desc')).toLowerCase() === 'desc' ? sql`desc` : sql`asc`;
    const key =
        field === 'title'
            ? sql`lower(j.title)`
            : field === 'priority'
              ? sql`array_position(array['LOW','MEDIUM','HIGH','URGENT'], j.priority)`
              : sql`j.${sql.ref(field)}`;
    return sql`${key} ${direction} nulls last, j.id ${direction}`;
}
