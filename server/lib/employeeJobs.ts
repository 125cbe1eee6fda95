/**
 * The jobs shown to employees and applying for oneself (docs/api-employees.md,
 * "Jobs", "Applying"): open, active, shown to employees and within their
 * application deadline; anything else is a 404 to an employee. An employee's
 * own application records utm_source Employee and utm_medium Internal.
 */
import { sql, type RawBuilder } from 'kysely';
import { publicStageName } from '../../config/contracts/candidatePortal.js';
import {
    EMPLOYEE_APPLY_ATTRIBUTION,
    employeePortalMessages as msg,
    type EmployeeApplyAnswer,
    type EmployeeApplyBody,
    type EmployeeFilters,
    type EmployeeJob,
    type EmployeeJobDetail,
    type EmployeeJobsBody,
} from '../../config/contracts/employeePortal.js';
import type { EmploymentType } from '../../config/contracts/jobs.js';
import { checkScreeningAnswers, type ScreeningQuestion } from '../../config/contracts/screening.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { displayName, firstStage } from './applications.js';
import { recordAutomationEvent } from './automationEvents.js';
import { checkOwnResume } from './candidateAccounts.js';
import { isoDay, workspaceToday } from './careerJobs.js';
import { jobAtPlace } from './cities.js';
import { employeeCandidate, linkedCandidate, type Employee } from './employeeAccount.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';
import { likeContaining } from './searchWords.js';


/**
 * Jobs an employee may see (alias j). The first three conditions are the
 * partial index jobs_employee_portal's predicate, written as it is; the
 * deadline is a parameter so no row is evaluated twice.
 */
export function shownToEmployees(workspace: Pick<Workspace, 'time_zone'>): RawBuilder<unknown> {
    return sql`j.show_to_employees and j.job_type = 'OPEN' and j.status = 'ACTIVE' and (j.job_deadline is null or j.job_deadline >= ${workspaceToday(workspace)}::date)`;
}

function filterConditions(workspace: Workspace, filter: EmployeeJobsBody, candidateId: string | null): RawBuilder<unknown>[] {
    const conditions = [shownToEmployees(workspace)];
    for (const word of (filter.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6)) {
        const like = likeContaining(word);
        conditions.push(sql`(lower(j.title) like ${like} or lower(j.skills::text) like ${like} or lower(coalesce(j.description, '')) like ${like})`);
    }
    if (filter.city) conditions.push(jobAtPlace(filter.city));
    if (filter.employment_type) conditions.push(sql`j.employment_type = ${filter.employment_type}`);
    if (filter.department_id) conditions.push(sql`j.department_id = ${filter.department_id}`);
    if (filter.applied !== undefined) {
        const applied = candidateId ? sql`exists (select 1 from applications a where a.job_id = j.id and a.candidate_id = ${candidateId})` : sql`false`;
        conditions.push(filter.applied ? applied : sql`not ${applied}`);
    }
    return conditions;
}

interface JobRow {
    id: string;
    title: string;
    description: string | null;
    department_id: string | null;
    department_name: string | null;
    position_category_name: string | null;
    employment_type: EmploymentType;
    job_locations: string[];
    skills: string[];
    min_experience: number;
    max_experience: number;
    openings: number;
    posted_date: Date | string;
    job_deadline: Date | string | null;
    salary_min: string | number | null;
    salary_max: string | number | null;
    currency: string | null;
    screening_questions: ScreeningQuestion[];
    applied: boolean;
    referred: number;
}

/** Names of the config-driven tables a job points at, when the workspace has them. */
export interface JobNames {
    departments: boolean;
    categories: boolean;
}

function jobColumns(names: JobNames, candidateId: string | null, employeeId: string): RawBuilder<unknown> {
    const department = names.departments ? sql`(select d.name::text from departments d where d.id = j.department_id)` : sql`null::text`;
    const category = names.categories ? sql`(select pc.name::text from position_categories pc where pc.id = j.position_category_id)` : sql`null::text`;
    const applied = candidateId ? sql`exists (select 1 from applications a where a.job_id = j.id and a.candidate_id = ${candidateId})` : sql`false`;
    return sql`j.id, j.title, j.description, j.department_id, ${department} as department_name, ${category} as position_category_name,
        j.employment_type, j.job_locations, j.skills, j.min_experience, j.max_experience, j.openings, j.posted_date, j.job_deadline,
        j.salary_min, j.salary_max, j.currency, j.screening_questions, ${applied} as applied,
        (select count(*)::int from applications r where r.referred_by_employee_id = ${employeeId} and r.job_id = j.id) as referred`;
}

function presentJob(row: JobRow): EmployeeJob {
    return {
        id: row.id,
        title: row.title,
        department_id: row.department_id,
        department_name: row.department_name,
        position_category_name: row.position_category_name,
        employment_type: row.employment_type,
        job_locations: row.job_locations,
        skills: row.skills,
        min_experience: row.min_experience,
        max_experience: row.max_experience,
        openings: row.openings,
        posted_date: isoDay(row.posted_date) ?? '',
        job_deadline: isoDay(row.job_deadline),
        applied: row.applied,
        referred: row.referred,
    };
}

const money = (value: string | number | null) => (value === null ? null : Number(value));

/** A page of the jobs shown to employees, newest first (jobs_employee_portal), each saying whether this employee applied. */
export async function listEmployeeJobs(
    tx: Tx,
    workspace: Workspace,
    employee: Employee,
    filter: EmployeeJobsBody,
    names: JobNames,
    page: { perPage: number; offset: number },
): Promise<{ total: number; rows: EmployeeJob[] }> {
    const candidateId = await linkedCandidate(tx, employee);
    const where = sql.join(filterConditions(workspace, filter, candidateId), sql` and `);
    const counted = await sql<{ total: number }>`select count(*)::int as total from jobs j where ${where}`.execute(tx);
    const rows = await sql<JobRow>`select ${jobColumns(names, candidateId, employee.id)} from jobs j where ${where}
        order by j.posted_date desc, j.id desc limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return { total: counted.rows[0].total, rows: rows.rows.map(presentJob) };
}

/** One job shown to employees, else 404 (hidden, closed, past its deadline, or another workspace's). */
export async function employeeJob(tx: Tx, workspace: Workspace, employee: Employee, jobId: string, names: JobNames, shareLink: string): Promise<EmployeeJobDetail> {
    const candidateId = await linkedCandidate(tx, employee);
    const row = (await sql<JobRow>`select ${jobColumns(names, candidateId, employee.id)} from jobs j where j.id = ${jobId} and ${shownToEmployees(workspace)}`.execute(tx)).rows[0];
    if (!row) throw notFound();
    return {
        ...presentJob(row),
        description: row.description,
        salary_min: money(row.salary_min),
        salary_max: money(row.salary_max),
        currency: row.currency,
        screening_questions: row.screening_questions.map(q => ({ id: q.id, question: q.question, type: q.type, required: q.required ?? false })),
        share_link: shareLink,
    };
}

/** The job's title when it is shown to employees; 404 otherwise. */
export async function shownJob(tx: Tx, workspace: Workspace, jobId: string): Promise<{ id: string; title: string; screening_questions: ScreeningQuestion[] }> {
    const row = (
        await sql<{ id: string; title: string; screening_questions: ScreeningQuestion[] }>`select j.id, j.title, j.screening_questions from jobs j
            where j.id = ${jobId} and ${shownToEmployees(workspace)}`.execute(tx)
    ).rows[0];
    if (!row) throw notFound();
    return row;
}

/** The filter's choices, from the jobs an employee sees. */
export async function employeeFilters(tx: Tx, workspace: Workspace, names: JobNames): Promise<EmployeeFilters> {
    const shown = shownToEmployees(workspace);
    const locations = await sql<{ location: string }>`select distinct l.location from jobs j, jsonb_array_elements_text(j.job_locations) as l(location)
        where ${shown} order by l.location limit 500`.execute(tx);
    const types = await sql<{ employment_type: EmploymentType }>`select distinct j.employment_type from jobs j where ${shown} order by j.employment_type`.execute(tx);
    const departments = names.departments
        ? (
              await sql<{ id: string; name: string }>`select d.id, d.name::text as name from departments d
                where d.id in (select j.department_id from jobs j where ${shown} and j.department_id is not null) order by lower(d.name::text)`.execute(tx)
          ).rows
        : [];
    return { locations: locations.rows.map(r => r.location), departments, employment_types: types.rows.map(r => r.employment_type) };
}

/**
 * The employee applies for themself: to a job shown to employees, once, with
 * its screening answers and a CV (one they uploaded, else their record's).
 * Every check runs before anything is written.
 */
export async function employeeApply(tx: Tx, workspace: Workspace, user: AuthUser, employee: Employee, body: EmployeeApplyBody): Promise<EmployeeApplyAnswer> {
    const job = await shownJob(tx, workspace, body.job_id);
    const errors: FieldErrors = {};
    const answers = checkScreeningAnswers(job.screening_questions, body.screening_answers ?? [], errors);
    if (body.resume_file_id) await checkOwnResume(tx, user.id, body.resume_file_id, 'resume_file_id', errors);
    const linked = await linkedCandidate(tx, employee);
    if (linked && (await sql`select 1 from applications where job_id = ${job.id} and candidate_id = ${linked}`.execute(tx)).rows.length) {
        throw new HttpProblem(409, msg.alreadyApplied, { job_id: msg.alreadyApplied });
    }
    const problems = Object.values(errors);
    if (problems.length) throw new HttpProblem(400, problems.length === 1 ? problems[0] : messages.invalidInput, errors);

    const candidateId = await employeeCandidate(tx, employee);
    // A record just linked by email may hold an application to this job from before.
    if (!linked && (await sql`select 1 from applications where job_id = ${job.id} and candidate_id = ${candidateId}`.execute(tx)).rows.length) {
        throw new HttpProblem(409, msg.alreadyApplied, { job_id: msg.alreadyApplied });
    }
    const stageId = await firstStage(tx, job.id);
    const resumeId = body.resume_file_id ?? (await sql<{ resume_file_id: string | null }>`select resume_file_id from candidates where id = ${candidateId}`.execute(tx)).rows[0]?.resume_file_id ?? null;
    const inserted = await sql<{ id: string; created_at: Date; stage_name: string; public_name: string | null }>`insert into applications
            (workspace_id, job_id, candidate_id, stage_id, source, utm_medium, resume_file_id, screening_answers, created_by)
        values (${workspace.id}, ${job.id}, ${candidateId}, ${stageId}, ${EMPLOYEE_APPLY_ATTRIBUTION.utm_source}, ${EMPLOYEE_APPLY_ATTRIBUTION.utm_medium},
            ${resumeId}, ${JSON.stringify(answers)}::jsonb, ${user.id})
        returning id, created_at,
            (select name from pipeline_stages where id = ${stageId}) as stage_name,
            (select public_name from pipeline_stages where id = ${stageId}) as public_name`
        .execute(tx)
        .catch(mapDuplicate);
    const application = inserted.rows[0];
    await recordApplied(tx, workspace.id, user, job.id, application.id, stageId, application.stage_name, EMPLOYEE_APPLY_ATTRIBUTION.utm_source);
    return {
        application_id: application.id,
        job_id: job.id,
        stage: publicStageName({ name: application.stage_name, public_name: application.public_name }),
        applied_at: application.created_at.toISOString(),
    };
}

/** The application's first history entry, its APPLIED event and its APPLICATION_CREATED automation event. */
export async function recordApplied(tx: Tx, workspaceId: string, user: AuthUser, jobId: string, applicationId: string, stageId: string, stageName: string, source: string): Promise<void> {
    const name = displayName(user);
    await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_by, moved_by_name)
        values (${workspaceId}, ${applicationId}, ${jobId}, ${stageId}, ${stageName}, ${user.id}, ${name})`.execute(tx);
    await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
        values (${workspaceId}, ${applicationId}, 'APPLIED', ${user.id}, ${name},
            ${JSON.stringify({ to_stage: stageName, to_stage_id: stageId, source })}::jsonb)`.execute(tx);
    await recordAutomationEvent(tx, workspaceId, { type: 'APPLICATION_CREATED', applicationId, jobId, source });
}

/** Two requests racing past the check meet the unique (job, candidate) index: the same answer as the check. */
function mapDuplicate(error: unknown): never {
    const pg = error as { code?: string; constraint?: string };
    if (pg?.code === '23505' && pg.constraint === 'applications_job_candidate') throw new HttpProblem(409, msg.alreadyApplied, { job_id: msg.alreadyApplied });
    throw error;
}
