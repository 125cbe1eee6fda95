/**
 * What every report counts over (docs/api-reports.md): the dashboard's scope
 * (dashboardScope.ts: the period in the workspace's time zone, the jobs the
 * caller and the filters leave, their stages as funnel steps) plus the
 * source filter, and the two sets of applications the reports count:
 * `cohort`, the period's applications, and `hires`, the applications whose
 * first move into a hired stage falls in the period.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SourceBucket } from '../../../config/contracts/dashboard.js';
import type { ColumnType, DrillOutcome, Report, ReportFilters, ReportName, ReportRow } from '../../../config/contracts/reports.js';
import { DEFAULT_REPORT_PERIOD } from '../../../config/contracts/reports.js';
import type { Tx } from '../../db/scope.js';
import type { AuthUser } from '../access.js';
import { firstHireMove, jobScopeOf, periodBounds, pinnedJob, sourceBucket, wholeWorkspace, within, type JobScope, type PeriodBounds } from '../dashboardScope.js';
import { workspaceTimeZone } from '../interviews.js';

export interface ReportContext {
    tx: Tx;
    scope: JobScope;
    p: PeriodBounds;
    source?: SourceBucket;
}

export async function reportContext(tx: Tx, user: AuthUser, workspaceId: string, filters: ReportFilters): Promise<ReportContext> {
    const scope: JobScope = { ...jobScopeOf(user, workspaceId, filters), jobId: filters.job_id, location: filters.location };
    const p = await periodBounds(tx, filters.period ?? DEFAULT_REPORT_PERIOD, await workspaceTimeZone(tx, workspaceId));
    return { tx, scope, p, source: filters.source };
}

/** The source filter on the applications row `a`, or nothing. */
export const sourceCondition = (ctx: ReportContext, a = 'a'): RawBuilder<unknown> => (ctx.source ? sql`and ${sourceBucket(a)} = ${ctx.source}` : sql``);

/**
 * `cohort`: the period's applications of the scoped jobs (after scopeCtes), with their candidate,
 * source bucket and kept furthest rank (027). For the whole workspace every application's job is
 * in `sj`, so the join is left out: a report reading only a few columns then reads them from
 * applications_ws_created alone.
 */
export function cohortCte(ctx: ReportContext): RawBuilder<unknown> {
    const scoped = wholeWorkspace(ctx.scope) ? sql`` : sql`join sj on sj.id = a.job_id`;
    return sql`cohort as (
            select a.id, a.job_id, a.stage_id, a.candidate_id, a.created_at, a.furthest_rank, ${sourceBucket('a')} as source
            from applications a ${scoped}
            where a.workspace_id = ${ctx.scope.workspaceId} ${pinnedJob(ctx.scope, 'a.job_id')} and ${within(sql`a.created_at`, ctx.p.start, ctx.p.end)} ${sourceCondition(ctx)}
        )`;
}

/**
 * `hires`: applications of the scoped jobs whose first move into a hired
 * stage falls in the period (the dashboard's hires), with the job, when, and
 * when the application was made (the drill-down's order). `first_moves`:
 * every first hire before the period's end (time to fill wants each job's
 * first ever), one range of the classed moves' index (036_move_classes.sql),
 * never grouped. Each hire's application by its key (the lateral `limit 1`
 * keeps the planner from hashing the period's 100,000 applications to find a
 * few thousand hires).
 */
export function hiresCte(ctx: ReportContext): RawBuilder<unknown> {
    return sql`first_moves as (
            select h.application_id, h.job_id, h.moved_at as hired_at
            from application_stage_history h
            where h.workspace_id = ${ctx.scope.workspaceId} and ${firstHireMove('h')} and h.moved_at < ${ctx.p.end}::timestamptz and h.job_id in (select id from sj) ${pinnedJob(ctx.scope, 'h.job_id')}
        ),
        hires as (
            select f.application_id, f.job_id, f.hired_at, a.source, a.applied_at
            from first_moves f cross join lateral (
                select ${sourceBucket('a')} as source, a.created_at as applied_at from applications a where a.id = f.application_id ${sourceCondition(ctx)} limit 1
            ) a
            where f.hired_at >= ${ctx.p.start}::timestamptz
        )`;
}

/**
 * The period's hires as rows with only their job (after hiresCte), for counting them per job:
 * without a source filter the first moves alone, so no application is read.
 */
export const hiredJobs = (ctx: ReportContext): RawBuilder<unknown> =>
    ctx.source ? sql`(select job_id from hires)` : sql`(select job_id from first_moves where hired_at >= ${ctx.p.start}::timestamptz)`;

/** Days with one decimal, null kept. */
export const roundDays = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
/** A share with three decimals; null when there is nothing to divide by. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);
export const count = (value: unknown): number => Number(value ?? 0);
/** A json column of a raw statement: parsed already on one driver, text on another. */
export const jsonColumn = <T>(value: unknown, empty: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null | undefined) ?? empty));

/**
 * What one report's run answers; the route adds the period, scope and the
 * page of rows. A report with a row per candidate or application (too many
 * to hold) pages in SQL: it answers only the window's rows and says `total`.
 */
export type ReportBody = Pick<Report, 'summary' | 'chart' | 'columns' | 'rows'> & { total?: number };

/** The page of rows a report answers (rows offset to offset + limit). */
export interface RowWindow {
    limit: number;
    offset: number;
}
export const FIRST_PAGE: RowWindow = { limit: 25, offset: 0 };

export interface ReportDefinition {
    name: ReportName;
    run(ctx: ReportContext, window?: RowWindow): Promise<ReportBody>;
    /** A report paged in SQL exports batch by batch (keyset), so 100,000 rows stream in constant memory. */
    batches?(ctx: ReportContext, size: number): AsyncGenerator<ReportRow[]>;
}

/** A table column; `drill` makes its figures lead to the row's applications, an outcome to those of that outcome (its hires, its offers). */
export const column = (key: string, type: ColumnType, drill: boolean | DrillOutcome = false) =>
    typeof drill === 'string' ? { key, type, drill: true, outcome: drill } : { key, type, drill };
export const figure = (key: string, type: ColumnType, value: number | null) => ({ key, type, value });
