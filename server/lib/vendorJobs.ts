/**
 * The jobs a vendor sees (docs/api-vendors.md, "Jobs"): open, active, not past
 * their deadline, and shown to vendors (vendor_access ALL, or CHOSEN with this
 * vendor among job_vendors). Any other job is a 404 to a vendor, whatever its
 * id: listing, detail, submitting and the screening response all go through
 * shownCondition.
 */
import { sql, type RawBuilder } from 'kysely';
import type { VendorFilters, VendorJob, VendorJobDetail, VendorJobsBody } from '../../config/contracts/vendorPortal.js';
import type { ScreeningQuestion } from '../../config/contracts/screening.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import { isoDay, workspaceToday } from './careerJobs.js';
import { jobAtPlace } from './cities.js';
import { notFound } from './http.js';
import { likeContaining } from './searchWords.js';


/**
 * The jobs shown to the vendor (alias j). The first three conditions are the
 * partial index jobs_vendor_listed's predicate, written as it is so the
 * planner matches it.
 */
export function shownCondition(workspace: Pick<Workspace, 'time_zone'>, vendorId: string): RawBuilder<unknown> {
    return sql`j.vendor_access <> 'NONE' and j.job_type = 'OPEN' and j.status = 'ACTIVE'
        and (j.job_deadline is null or j.job_deadline >= ${workspaceToday(workspace)}::date)
        and (j.vendor_access = 'ALL' or exists (select 1 from job_vendors jv where jv.job_id = j.id and jv.vendor_id = ${vendorId}))`;
}

function filterConditions(workspace: Workspace, vendorId: string, filter: VendorJobsBody): RawBuilder<unknown>[] {
    const conditions = [shownCondition(workspace, vendorId)];
    if (filter.job_id) conditions.push(sql`j.id = ${filter.job_id}`);
    if (filter.skill) conditions.push(sql`exists (select 1 from jsonb_array_elements_text(j.skills) s where lower(s) = ${filter.skill.trim().toLowerCase()})`);
    if (filter.location) conditions.push(jobAtPlace(filter.location));
    for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
        const like = likeContaining(word.toLowerCase());
        conditions.push(sql`(lower(j.title) like ${like} or lower(j.skills::text) like ${like} or lower(j.job_locations::text) like ${like})`);
    }
    return conditions;
}

interface JobRow {
    id: string;
    title: string;
    description: string | null;
    employment_type: string;
    position_category_name: string | null;
    job_locations: string[];
    skills: string[];
    min_experience: number;
    max_experience: number;
    salary_min: string | number | null;
    salary_max: string | number | null;
    currency: string | null;
    openings: number;
    posted_date: Date | string;
    job_deadline: Date | string | null;
    screening_questions: ScreeningQuestion[];
    my_submissions: number;
}

const money = (value: string | number | null) => (value === null ? null : Number(value));

function jobColumns(vendorId: string, hasCategories: boolean): RawBuilder<unknown> {
    const categoryName = hasCategories ? sql`(select pc.name::text from position_categories pc where pc.id = j.position_category_id)` : sql`null::text`;
    return sql`j.id, j.title, j.description, j.employment_type, ${categoryName} as position_category_name, j.job_locations, j.skills,
        j.min_experience, j.max_experience, j.salary_min, j.salary_max, j.currency, j.openings, j.posted_date, j.job_deadline, j.screening_questions,
        (select count(*)::int from applications a where a.job_id = j.id and a.vendor_id = ${vendorId}) as my_submissions`;
}

function presentJob(row: JobRow): VendorJob {
    return {
        id: row.id,
        title: row.title,
        employment_type: row.employment_type,
        position_category_name: row.position_category_name,
        job_locations: row.job_locations,
        skills: row.skills,
        min_experience: row.min_experience,
        max_experience: row.max_experience,
        salary_min: money(row.salary_min),
        salary_max: money(row.salary_max),
        currency: row.currency,
        openings: row.openings,
        posted_date: isoDay(row.posted_date) ?? '',
        job_deadline: isoDay(row.job_deadline),
        screening_question_count: row.screening_questions.length,
        my_submissions: row.my_submissions,
    };
}

/** A page of the jobs shown to the vendor, newest first. */
export async function listVendorJobs(
    tx: Tx,
    workspace: Workspace,
    vendorId: string,
    filter: VendorJobsBody,
    hasCategories: boolean,
    page: { perPage: number; offset: number },
): Promise<{ total: number; rows: VendorJob[] }> {
    const where = sql.join(filterConditions(workspace, vendorId, filter), sql` and `);
    const counted = await sql<{ total: number }>`select count(*)::int as total from jobs j where ${where}`.execute(tx);
    const rows = await sql<JobRow>`select ${jobColumns(vendorId, hasCategories)} from jobs j where ${where}
        order by j.posted_date desc, j.created_at desc, j.id desc limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return { total: counted.rows[0].total, rows: rows.rows.map(presentJob) };
}

/** One job shown to the vendor, with its description and screening questions; any other is a 404. */
export async function vendorJob(tx: Tx, workspace: Workspace, vendorId: string, jobId: string, hasCategories: boolean): Promise<VendorJobDetail & { questions: ScreeningQuestion[] }> {
    const found = await sql<JobRow>`select ${jobColumns(vendorId, hasCategories)} from jobs j where j.id = ${jobId} and ${shownCondition(workspace, vendorId)}`.execute(tx);
    const row = found.rows[0];
    if (!row) throw notFound();
    return {
        ...presentJob(row),
        description: row.description,
        screening_questions: row.screening_questions.map(q => ({ id: q.id, question: q.question, type: q.type, required: q.required ?? false })),
        questions: row.screening_questions,
    };
}

/** The filter's choices (SPEC.md section 3): the jobs shown to the vendor and their skills and locations, sorted. */
export async function vendorFilters(tx: Tx, workspace: Workspace, vendorId: string): Promise<VendorFilters> {
    const shown = shownCondition(workspace, vendorId);
    const jobs = await sql<{ id: string; title: string }>`select j.id, j.title from jobs j where ${shown} order by lower(j.title), j.id limit 1000`.execute(tx);
    const skills = await sql<{ name: string }>`select min(s) as name from jobs j cross join lateral jsonb_array_elements_text(j.skills) s
        where ${shown} group by lower(s) order by lower(s) limit 1000`.execute(tx);
    const locations = await sql<{ name: string }>`select min(l) as name from jobs j cross join lateral jsonb_array_elements_text(j.job_locations) l
        where ${shown} group by lower(l) order by lower(l) limit 1000`.execute(tx);
    return { jobs: jobs.rows, skillNames: skills.rows.map(r => r.name), locations: locations.rows.map(r => r.name) };
}
