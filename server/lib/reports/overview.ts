/**
 * Overview (docs/api-reports.md): the workspace's totals for the period
 * beside the previous period of as many days: jobs opened (posted, not
 * drafts) and closed (CLOSED, last changed in the period: the jobs table
 * keeps no closing date), applications, interviews (not cancelled), offers
 * sent and hires, each counted as the other reports count it. One row per
 * figure; the period's figure leads to its applications (none for jobs).
 * `eventsCte` is shared with the consolidated report, which sets the same
 * figures side by side per client or department.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DrillOutcome, ReportChartPoint, ReportRow } from '../../../config/contracts/reports.js';
import { scopeCtes, within } from '../dashboardScope.js';
import { interviewsCte } from './interviews.js';
import { offersCte } from './offerLetter.js';
import { cohortCte, column, count, figure, hiredJobs, hiresCte, share, type ReportContext, type ReportDefinition } from './reportContext.js';

export const OVERVIEW_FIGURES = ['jobs_opened', 'jobs_closed', 'applications', 'interviews', 'offers', 'hires'] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

/** The drill of each figure's applications; jobs are not applications. Interviews and offers count more than their applications when one has two: their drill says how many it holds (DRILL_EVENTS, drill.ts). */
export const FIGURE_DRILL: Record<OverviewFigure, DrillOutcome | 'period' | null> = {
    jobs_opened: null,
    jobs_closed: null,
    applications: 'period',
    interviews: 'interviewed',
    offers: 'offer_sent',
    hires: 'hired',
};

/**
 * `events` (job_id, figure, n): how many things each figure counts in the period (after
 * scopeCtes), per job or, with `perJob` false, in all (job_id null). Counted before the union, so
 * the period's 100,000 applications are not carried row by row into it.
 */
export function eventsCte(ctx: ReportContext, perJob: boolean): RawBuilder<unknown> {
    const { start, end } = ctx.p;
    const counted = (figure: OverviewFigure, rows: RawBuilder<unknown>) =>
        perJob
            ? sql`select x.job_id, ${figure}::text as figure, count(*) as n from ${rows} x group by x.job_id`
            : sql`select null::uuid as job_id, ${figure}::text as figure, count(*) as n from ${rows} x`;
    return sql`${cohortCte(ctx)}, ${hiresCte(ctx)}, ${interviewsCte(ctx)}, ${offersCte(ctx)},
        events as (
            ${counted('jobs_opened', sql`(select j.id as job_id from jobs j join sj on sj.id = j.id where j.job_type <> 'DRAFT' and ${within(sql`j.created_at`, start, end)})`)}
            union all
            ${counted('jobs_closed', sql`(select j.id as job_id from jobs j join sj on sj.id = j.id where j.job_type = 'CLOSED' and ${within(sql`j.updated_at`, start, end)})`)}
            union all
            ${counted('applications', sql`cohort`)}
            union all
            ${counted('interviews', sql`(select job_id from talks where status <> 'CANCELLED')`)}
            union all
            ${counted('offers', sql`offers`)}
            union all
            ${counted('hires', hiredJobs(ctx))}
        )`;
}

async function totals(ctx: ReportContext): Promise<Record<OverviewFigure, number>> {
    const result = await sql<{ figure: OverviewFigure; n: number }>`${scopeCtes(ctx.scope)}, ${eventsCte(ctx, false)}
        select figure, n::int as n from events`.execute(ctx.tx);
    return Object.fromEntries(OVERVIEW_FIGURES.map(key => [key, count(result.rows.find(r => r.figure === key)?.n)])) as Record<OverviewFigure, number>;
}

/** The change from the previous period as a share of it; null when the previous period had none. */
const change = (now: number, before: number): number | null => (before > 0 ? share(now - before, before) : null);

function figureRow(key: OverviewFigure, now: number, before: number): ReportRow {
    const drill = FIGURE_DRILL[key];
    return {
        id: key,
        cells: { figure: key, current: now, previous: before, change: change(now, before) },
        drill: drill && drill !== 'period' ? { outcome: drill } : {},
        ...(drill ? {} : { drillable: false }),
    };
}

/** A figure's bar, leading to its row's applications (the `current` column's); jobs are not applications. */
function figurePoint(key: OverviewFigure, now: number): ReportChartPoint {
    const drill = FIGURE_DRILL[key];
    return { label: key, value: now, ...(drill ? { drill: drill === 'period' ? {} : { outcome: drill } } : {}) };
}

export const overview: ReportDefinition = {
    name: 'overview',
    async run(ctx) {
        const now = await totals(ctx);
        const before = await totals({ ...ctx, p: { ...ctx.p, start: ctx.p.previousStart, end: ctx.p.start } });
        return {
            summary: OVERVIEW_FIGURES.map(key => figure(key, 'count', now[key])),
            chart: { kind: 'bar', value_key: 'current', labels: 'columns', points: OVERVIEW_FIGURES.map(key => figurePoint(key, now[key])) },
            columns: [column('figure', 'text'), column('current', 'count', true), column('previous', 'count'), column('change', 'percent')],
            rows: OVERVIEW_FIGURES.map(key => figureRow(key, now[key], before[key])),
        };
    },
};
