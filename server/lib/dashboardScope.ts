/**
 * What every dashboard figure is counted over (docs/api-dashboard.md): the
 * period's bounds in the workspace's time zone, the jobs the caller and the
 * filters leave (`sj`), and each of those jobs' stages read as funnel steps
 * (`st`). The reports of issue 15 reuse the same three pieces.
 */
import { sql, type RawBuilder } from 'kysely';
import { countsOwnJobs, type DashboardPeriod, type DashboardQuery } from '../../config/contracts/dashboard.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { jobInCity } from './cities.js';

/** Calendar days as 'YYYY-MM-DD', both ends included, and the same span's timestamptz bounds (end exclusive) for SQL. */
export interface PeriodBounds {
    name: DashboardPeriod;
    timeZone: string;
    today: string;
    from: string;
    to: string;
    previousFrom: string;
    previousTo: string;
    start: string;
    end: string;
    previousStart: string;
}

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Exclude<DashboardPeriod, 'this_year'>, number> = { last_7_days: 7, last_30_days: 30, last_90_days: 90 };

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Writes an instant as its calendar day (YYYY-MM-DD) in `timeZone`; one formatter serves every row of an export. */
export function calendarDayIn(timeZone: string): (at: Date) => string {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    return at => format.format(at);
}

/** The period ending today (included); the previous period is as many days, ending the day before. */
export async function periodBounds(tx: Tx, name: DashboardPeriod, timeZone: string): Promise<PeriodBounds> {
    const today = (await sql<{ today: string }>`select (now() at time zone ${timeZone})::date::text as today`.execute(tx)).rows[0].today;
    const from = name === 'this_year' ? `${today.slice(0, 4)}-01-01` : addDays(today, 1 - PERIOD_DAYS[name]);
    const length = daysBetween(from, today) + 1;
    const previousFrom = addDays(from, -length);
    const bounds = await sql<{ start: Date; end: Date; previous_start: Date }>`select
            ${from}::date::timestamp at time zone ${timeZone} as start,
            ${addDays(today, 1)}::date::timestamp at time zone ${timeZone} as end,
            ${previousFrom}::date::timestamp at time zone ${timeZone} as previous_start`.execute(tx);
    const row = bounds.rows[0];
    return {
        name,
        timeZone,
        today,
        from,
        to: today,
        previousFrom,
        previousTo: addDays(from, -1),
        start: new Date(row.start).toISOString(),
        end: new Date(row.end).toISOString(),
        previousStart: new Date(row.previous_start).toISOString(),
    };
}

/** The jobs counted: the workspace's, narrowed by the filters and, for a RECRUITER, to the jobs they are assigned to. */
export interface JobScope {
    workspaceId: string;
    clientId?: string;
    departmentId?: string;
    recruiterId?: string;
    /** The reports' filters (issue 15): one job; jobs with a location in this city (a city id). */
    jobId?: string;
    location?: string;
    /** Set for a RECRUITER: only jobs this user is assigned to (job_recruiters). */
    ownJobsOf?: string;
}

/** Teammates with the RECRUITER role see their own jobs' figures; CORPORATE and LEAD_RECRUITER the workspace's (countsOwnJobs). */
export function jobScopeOf(user: AuthUser, workspaceId: string, query: Pick<DashboardQuery, 'client_id' | 'department_id' | 'recruiter_id'>): JobScope {
    return {
        workspaceId,
        clientId: query.client_id,
        departmentId: query.department_id,
        recruiterId: query.recruiter_id,
        ownJobsOf: countsOwnJobs(user.role_name) ? user.id : undefined,
    };
}

/**
 * A scope that leaves every job of the workspace: what the database keeps per workspace answers it
 * (027_kept_counts.sql for the dashboard's cohort, 037_previous_application.sql for the candidate
 * master).
 */
export const wholeWorkspace = (scope: JobScope) =>
    !scope.clientId && !scope.departmentId && !scope.recruiterId && !scope.jobId && !scope.location && !scope.ownJobsOf;

const assignedTo = (userId: string) => sql`exists (select 1 from job_recruiters jr where jr.job_id = j.id and jr.user_id = ${userId})`;

/** The scope's conditions on a row `j` of jobs: `sj`'s, for a statement that joins jobs itself. */
export function jobConditions(scope: JobScope): RawBuilder<unknown> {
    const conditions: RawBuilder<unknown>[] = [sql`j.workspace_id = ${scope.workspaceId}`];
    if (scope.clientId) conditions.push(sql`j.client_id = ${scope.clientId}`);
    if (scope.departmentId) conditions.push(sql`j.department_id = ${scope.departmentId}`);
    if (scope.recruiterId) conditions.push(assignedTo(scope.recruiterId));
    if (scope.jobId) conditions.push(sql`j.id = ${scope.jobId}`);
    if (scope.location) conditions.push(jobInCity(scope.location));
    if (scope.ownJobsOf) conditions.push(assignedTo(scope.ownJobsOf));
    return sql.join(conditions, sql` and `);
}

/**
 * The one job the filters name, repeated on a table read through `sj`: `sj`
 * is a materialised CTE whose id the planner cannot see, so it guesses a
 * job's applications at an average job's (about 200). Naming the job lets it
 * read the job's own statistics (20,000 for the bench's big job) and choose
 * hash joins where a nested loop would probe once per application
 * (docs/performance.md, "A stage's drill-down after a burst of moves").
 */
export const pinnedJob = (scope: JobScope, column: string): RawBuilder<unknown> => (scope.jobId ? sql`and ${sql.ref(column)} = ${scope.jobId}` : sql``);

/**
 * `sj`: the scoped jobs. `st`: their stages with `kind`, the funnel step a
 * stage stands for (docs/decisions.md, "What a hire is"), and `rank`, its
 * place in the funnel (rejected ranks with applied: an application counts in
 * the steps it reached before it was turned down, read from its history).
 * Kind and rank are kept on each stage by the database (migration
 * 024_report_speed.sql holds the rule and its triggers), so a statement reads
 * them instead of ranking every stage of every scoped job again.
 */
export function scopeCtes(scope: JobScope): RawBuilder<unknown> {
    return sql`with sj as (
            select j.id, j.title, j.created_at, j.job_type, j.status, j.hiring_deadline from jobs j where ${jobConditions(scope)}
        ),
        st as (
            select s.id, s.job_id, s.name, s.position, s.application_count, s.funnel_kind as kind, s.funnel_rank as rank
            from pipeline_stages s join sj on sj.id = s.job_id
            where s.workspace_id = ${scope.workspaceId}
        )`;
}

/** A timestamptz column within [start, end). */
export const within = (column: RawBuilder<unknown>, start: string, end: string) => sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;

/**
 * A move (the history row `h`) that is its application's first into a hired stage: a first hire
 * (docs/decisions.md, "What a hire is"). Each move keeps its class and its application's previous
 * move of that class (036_move_classes.sql), so this is a condition on the row, with no grouping.
 */
export const firstHireMove = (h: string): RawBuilder<unknown> =>
    sql`${sql.ref(`${h}.move_class`)} = 'hired' and ${sql.ref(`${h}.previous_class_move_at`)} is null`;

/**
 * An application's SOURCE_BUCKETS bucket (config/contracts/dashboard.ts says
 * the rule, first match wins), from the row `a` of applications: its
 * generated column `source_bucket` (migration 024_report_speed.sql holds the
 * rule in SQL). The dashboard's source mix and the reports' source column
 * and filter read it.
 */
export function sourceBucket(a: string): RawBuilder<string> {
    return sql<string>`${sql.ref(`${a}.source_bucket`)}`;
}
