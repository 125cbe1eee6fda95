/**
 * The career page's jobs: which jobs are public, the open-jobs filters of
 * SPEC.md section 3 as SQL, a page of cards and one job's page. Wire shapes
 * and what each filter id means: config/contracts/career.ts. The listed rows
 * are the partial index jobs_career_page (migration 011) of the workspace.
 */
import { sql, type RawBuilder } from 'kysely';
import {
    CTC_BANDS,
    INDUSTRIES,
    WORK_EXPERIENCE_BANDS,
    careerJobPath,
    type CareerJobCard,
    type CareerJobDetail,
    type CareerJobsQuery,
    type CareerSort,
} from '../../config/contracts/career.js';
import type { EmploymentType } from '../../config/contracts/jobs.js';
import type { ScreeningQuestion } from '../../config/contracts/screening.js';
import type { Workspace } from '../db/schema.js';
import { countedPage } from '../db/countedPage.js';
import type { Tx } from '../db/scope.js';
import { careerCompany } from './careerCompany.js';
import { jobInCity } from './cities.js';
import { calendarDayIn } from './dashboardScope.js';
import type { JobReference } from './jobs.js';
import { htmlToText } from './htmlText.js';
import { likeContaining } from './searchWords.js';

/** Today in the workspace's zone (YYYY-MM-DD): a job is listed through its deadline's last day there. */
export function workspaceToday(workspace: Pick<Workspace, 'time_zone'>, now = new Date()): string {
    return calendarDayIn(workspace.time_zone)(now);
}

/**
 * The jobs the career page shows (alias j). The first three conditions are
 * the partial index's predicate, written as it is so the planner matches it;
 * the deadline is a parameter, not now(), so no row is evaluated twice.
 */
export function listedCondition(today: string): RawBuilder<unknown> {
    return sql`j.show_on_career_page and j.job_type = 'OPEN' and j.status = 'ACTIVE' and (j.job_deadline is null or j.job_deadline >= ${today}::date)`;
}


/** The industry of the workspace's jobs: the company profile's Industry, matched to config/industries.json by id or name. */
export function workspaceIndustryId(workspace: Pick<Workspace, 'industry'>): string | null {
    const own = workspace.industry?.trim().toLowerCase();
    if (!own) return null;
    return INDUSTRIES.find(i => i.id === own || i.name.toLowerCase() === own)?.id ?? null;
}

/** Each keyword word somewhere in the title, the skills, the locations or (when the table exists) the role group's name. */
function keywordConditions(keyword: string | undefined, hasRoleGroups: boolean): RawBuilder<unknown>[] {
    const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    return words.map(word => {
        const pattern = likeContaining(word);
        const roleGroup = hasRoleGroups
            ? sql` or exists (select 1 from position_categories pc where pc.id = j.position_category_id and lower(pc.name::text) like ${pattern})`
            : sql``;
        return sql`(lower(j.title) like ${pattern} or lower(j.skills::text) like ${pattern} or lower(j.job_locations::text) like ${pattern}${roleGroup})`;
    });
}

/** The open-jobs filters over listed jobs; a filter no job can match adds `false`. */
export function careerFilterConditions(query: CareerJobsQuery, workspace: Pick<Workspace, 'industry'>, hasRoleGroups: boolean): RawBuilder<unknown>[] {
    const conditions = keywordConditions(query.keyword, hasRoleGroups);
    if (query.job_role_group_id) conditions.push(sql`j.position_category_id = ${query.job_role_group_id}`);
    if (query.city_id) conditions.push(jobInCity(query.city_id));
    if (query.job_type_id) conditions.push(sql`j.employment_type = ${query.job_type_id}`);
    if (query.industry_id && query.industry_id !== workspaceIndustryId(workspace)) conditions.push(sql`false`);
    const experience = WORK_EXPERIENCE_BANDS.find(b => b.id === query.work_exp_id);
    if (experience) conditions.push(sql`j.min_experience <= ${experience.max} and j.max_experience >= ${experience.min}`);
    const ctc = CTC_BANDS.find(b => b.id === query.ctc);
    if (ctc) {
        // The published range [salary_min, salary_max] (either may be alone) overlaps [min, max).
        conditions.push(sql`coalesce(j.salary_max, j.salary_min) >= ${ctc.min}`);
        if (ctc.max !== null) conditions.push(sql`coalesce(j.salary_min, j.salary_max) < ${ctc.max}`);
    }
    return conditions;
}

export function careerOrder(sort: CareerSort | undefined): RawBuilder<unknown> {
    switch (sort ?? 'newest') {
        case 'oldest':
            return sql`j.posted_date asc, j.id asc`;
        case 'title':
            return sql`lower(j.title) asc, j.id asc`;
        case 'salary_high':
            return sql`coalesce(j.salary_max, j.salary_min) desc nulls last, j.id desc`;
        case 'deadline':
            return sql`j.job_deadline asc nulls last, j.posted_date desc, j.id desc`;
        default:
            // The index's order: a page is read from it in order, no sort.
            return sql`j.posted_date desc, j.id desc`;
    }
}

interface CareerJobRow {
    id: string;
    title: string;
    description: string | null;
    job_locations: string[];
    employment_type: EmploymentType;
    min_experience: number;
    max_experience: number;
    salary_min: string | number | null;
    salary_max: string | number | null;
    currency: string | null;
    skills: string[];
    position_category_id: string | null;
    role_group_name: string | null;
    openings: number;
    posted_date: Date | string;
    job_deadline: Date | string | null;
    screening_questions: ScreeningQuestion[];
    created_at: Date;
}

/** position_categories is a config-engine table: absent when the resource files leave it out. */
function roleGroupName(refs: readonly JobReference[]): RawBuilder<unknown> {
    return refs.some(r => r.table === 'position_categories')
        ? sql`(select pc.name::text from position_categories pc where pc.id = j.position_category_id)`
        : sql`null::text`;
}

function cardSelect(refs: readonly JobReference[], withDescription: boolean): RawBuilder<unknown> {
    return sql`j.id, j.title, ${withDescription ? sql`j.description` : sql`null::text as description`}, j.job_locations, j.employment_type,
        j.min_experience, j.max_experience, j.salary_min, j.salary_max, j.currency, j.skills, j.position_category_id,
        ${roleGroupName(refs)} as role_group_name, j.openings, j.posted_date, j.job_deadline, j.screening_questions, j.created_at`;
}

/** A date column as YYYY-MM-DD whichever way the driver gave it (pg: a local-midnight Date; PGlite: text). */
export function isoDay(value: Date | string | null): string | null {
    if (value === null) return null;
    if (typeof value === 'string') return value.slice(0, 10);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

const amount = (value: string | number | null) => (value === null ? null : Number(value));

function toCard(row: CareerJobRow, origin: string): CareerJobCard {
    const salary = row.salary_min === null && row.salary_max === null ? null : { min: amount(row.salary_min), max: amount(row.salary_max), currency: row.currency };
    return {
        id: row.id,
        title: row.title,
        job_locations: row.job_locations,
        employment_type: row.employment_type,
        min_experience: row.min_experience,
        max_experience: row.max_experience,
        salary,
        skills: row.skills,
        role_group: row.position_category_id && row.role_group_name ? { id: row.position_category_id, name: row.role_group_name } : null,
        openings: row.openings,
        posted_date: isoDay(row.posted_date)!,
        job_deadline: isoDay(row.job_deadline),
        has_screening_questions: Array.isArray(row.screening_questions) && row.screening_questions.length > 0,
        share_url: `${origin}${careerJobPath(row.id)}`,
    };
}

/** One page of the career page's jobs and how many the filters match. */
export async function listCareerJobs(
    tx: Tx,
    refs: readonly JobReference[],
    workspace: Workspace,
    query: CareerJobsQuery,
    page: { perPage: number; offset: number },
    origin: string,
): Promise<{ total: number; rows: CareerJobCard[] }> {
    const hasRoleGroups = refs.some(r => r.table === 'position_categories');
    const conditions = [listedCondition(workspaceToday(workspace)), ...careerFilterConditions(query, workspace, hasRoleGroups)];
    const where = sql.join(conditions, sql` and `);
    const { total, rows } = await countedPage<CareerJobRow>(tx, { from: sql`jobs j`, where, select: cardSelect(refs, false), order: careerOrder(query.sort_by) }, page.perPage, page.offset);
    return { total, rows: rows.map(row => toCard(row, origin)) };
}

/** A listed job's page, or undefined (closed, unpublished, past its deadline, another workspace's, unknown). */
export async function findCareerJob(tx: Tx, refs: readonly JobReference[], workspace: Workspace, id: string, origin: string): Promise<CareerJobDetail | undefined> {
    const result = await sql<CareerJobRow>`select ${cardSelect(refs, true)} from jobs j
        where j.id = ${id} and ${listedCondition(workspaceToday(workspace))}`.execute(tx);
    const row = result.rows[0];
    if (!row) return undefined;
    const questions = Array.isArray(row.screening_questions) ? row.screening_questions : [];
    return {
        ...toCard(row, origin),
        description: row.description,
        description_text: htmlToText(row.description, 'line'),
        screening_questions: questions.map(q => ({ id: q.id, question: q.question, type: q.type, required: q.required ?? false })),
        company: careerCompany(workspace),
    };
}

/** Every listed job's id and last change, newest first (the sitemap; at most `limit`). */
export async function listedJobIds(tx: Tx, workspace: Workspace, limit: number): Promise<{ id: string; updated_at: Date }[]> {
    const result = await sql<{ id: string; updated_at: Date }>`select j.id, j.updated_at from jobs j
        where ${listedCondition(workspaceToday(workspace))} order by j.posted_date desc, j.id desc limit ${limit}`.execute(tx);
    return result.rows;
}
