/**
 * The candidate's lists (docs/api-candidates.md, "Jobs"): the jobs listed on
 * the career page with the candidate job filter and the free-job toggle, the
 * categories they fall in, and the candidate's own applications with each
 * stage in words fit for them.
 */
import { sql, type RawBuilder } from 'kysely';
import { EXPERIENCE } from '../../config/contracts/jobs.js';
import { publicStageName, type AppliedJob, type CandidateJob, type CandidateJobsBody, type JobCategory } from '../../config/contracts/candidatePortal.js';
import type { ScreeningQuestion } from '../../config/contracts/screening.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import { isoDay, listedCondition, workspaceToday } from './careerJobs.js';
import { likeContaining } from './searchWords.js';


/** The filter as SQL over jobs j (the listed condition first, as the career page's partial index expects). */
function jobConditions(workspace: Workspace, filter: CandidateJobsBody): RawBuilder<unknown>[] {
    const min = filter.min_work_experience ?? EXPERIENCE.min;
    const max = filter.max_work_experience ?? EXPERIENCE.max;
    const conditions = [listedCondition(workspaceToday(workspace)), sql`j.max_experience >= ${min}`, sql`j.min_experience <= ${max}`];
    if (filter.job_category) conditions.push(sql`j.position_category_id = ${filter.job_category}`);
    // A free job asks no screening questions (docs/decisions.md, "Free jobs").
    if (filter.free) conditions.push(sql`j.screening_questions = '[]'::jsonb`);
    for (const word of (filter.keyword ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
        const like = likeContaining(word.toLowerCase());
        conditions.push(sql`(lower(j.title) like ${like} or lower(j.skills::text) like ${like} or lower(j.job_locations::text) like ${like})`);
    }
    return conditions;
}

interface JobRow {
    id: string;
    title: string;
    description: string | null;
    position_category_id: string | null;
    position_category_name: string | null;
    employment_type: string;
    job_locations: string[];
    skills: string[];
    min_experience: number;
    max_experience: number;
    salary_min: string | number | null;
    salary_max: string | number | null;
    currency: string | null;
    posted_date: Date | string;
    screening_questions: ScreeningQuestion[];
    applied: boolean;
}

const money = (value: string | number | null) => (value === null ? null : Number(value));

function presentJob(row: JobRow): CandidateJob {
    return {
        ...row,
        salary_min: money(row.salary_min),
        salary_max: money(row.salary_max),
        posted_date: isoDay(row.posted_date) ?? '',
        screening_questions: row.screening_questions.map(q => ({ id: q.id, question: q.question, type: q.type, required: q.required ?? false })),
        free: row.screening_questions.length === 0,
    };
}

/** A page of the jobs a candidate may apply to, newest first, each saying whether they applied. */
export async function listCandidateJobs(
    tx: Tx,
    workspace: Workspace,
    candidateId: string,
    filter: CandidateJobsBody,
    hasCategories: boolean,
    page: { perPage: number; offset: number },
): Promise<{ total: number; rows: CandidateJob[] }> {
    const where = sql.join(jobConditions(workspace, filter), sql` and `);
    const categoryName = hasCategories ? sql`(select pc.name::text from position_categories pc where pc.id = j.position_category_id)` : sql`null::text`;
    const counted = await sql<{ total: number }>`select count(*)::int as total from jobs j where ${where}`.execute(tx);
    const rows = await sql<JobRow>`select j.id, j.title, j.description, j.position_category_id, ${categoryName} as position_category_name,
            j.employment_type, j.job_locations, j.skills, j.min_experience, j.max_experience, j.salary_min, j.salary_max, j.currency,
            j.posted_date, j.screening_questions,
            exists (select 1 from applications a where a.job_id = j.id and a.candidate_id = ${candidateId}) as applied
        from jobs j where ${where}
        order by j.posted_date desc, j.created_at desc, j.id desc
        limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return { total: counted.rows[0].total, rows: rows.rows.map(presentJob) };
}

/** The position categories of the listed jobs (the job_category filter's options). */
export async function listedCategories(tx: Tx, workspace: Workspace, hasCategories: boolean): Promise<JobCategory[]> {
    if (!hasCategories) return [];
    const rows = await sql<JobCategory>`select pc.id, pc.name::text as name from position_categories pc
        where pc.id in (select j.position_category_id from jobs j where ${listedCondition(workspaceToday(workspace))} and j.position_category_id is not null)
        order by lower(pc.name::text)`.execute(tx);
    return rows.rows;
}

interface AppliedRow {
    application_id: string;
    job_id: string;
    title: string;
    job_locations: string[];
    open: boolean;
    stage_name: string;
    public_name: string | null;
    applied_at: Date;
    stage_updated_at: Date;
}

/**
 * The candidate's applications, newest first (applications_candidate index), each stage as they
 * should read it; with a job, only the one to that job (the unique job and candidate index); with
 * jobs, only those to them (a page of the career page's cards).
 */
export async function appliedJobs(tx: Tx, candidateId: string, page: { perPage: number; offset: number }, only: { jobId?: string; jobIds?: string[] } = {}): Promise<{ total: number; rows: AppliedJob[] }> {
    const ofJob = sql`${only.jobId ? sql`and a.job_id = ${only.jobId}` : sql``} ${only.jobIds ? sql`and a.job_id = any(${only.jobIds}::uuid[])` : sql``}`;
    const counted = await sql<{ total: number }>`select count(*)::int as total from applications a where a.candidate_id = ${candidateId} ${ofJob}`.execute(tx);
    const rows = await sql<AppliedRow>`select a.id as application_id, j.id as job_id, j.title, j.job_locations,
            (j.job_type = 'OPEN' and j.status = 'ACTIVE') as open, s.name as stage_name, s.public_name,
            a.created_at as applied_at, a.stage_entered_at as stage_updated_at
        from applications a join jobs j on j.id = a.job_id join pipeline_stages s on s.id = a.stage_id
        where a.candidate_id = ${candidateId} ${ofJob}
        order by a.created_at desc, a.id desc limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return {
        total: counted.rows[0].total,
        rows: rows.rows.map(r => ({
            application_id: r.application_id,
            job: { id: r.job_id, title: r.title, job_locations: r.job_locations, open: r.open },
            stage: publicStageName({ name: r.stage_name, public_name: r.public_name }),
            applied_at: r.applied_at.toISOString(),
            stage_updated_at: r.stage_updated_at.toISOString(),
        })),
    };
}
