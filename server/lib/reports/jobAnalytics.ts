/**
 * Job analytics (docs/api-reports.md). Without a job: each scoped job's
 * funnel over the period's applications (applied, screening, interview,
 * offer, hired: an application counts in every step up to the furthest it
 * reached) and the share that reached hired. For one job (the job filter):
 * its stages in pipeline order, how many of the period's applications
 * reached each (the furthest stage by position, now or in the history;
 * Rejected counts those in it now), the conversion from each stage to the
 * next, and the median days an application stayed in the stage (stays that
 * ended with a move out; one still in the stage is not counted).
 *
 * Every job's funnel counts the furthest rank each application keeps; one
 * job's stages read the history from the period's start on (index
 * application_stage_history_ws_moved, one range instead of a lookup per
 * application): an application of the period has no move before it was made.
 */
import { sql } from 'kysely';
import { FUNNEL_STEPS } from '../../../config/contracts/dashboard.js';
import { reachedOutcome, type ReportRow } from '../../../config/contracts/reports.js';
import { scopeCtes } from '../dashboardScope.js';
import { cohortCte, column, count, figure, roundDays, share, type ReportBody, type ReportContext, type ReportDefinition } from './reportContext.js';

interface StageRow {
    id: string;
    name: string;
    kind: string;
    reached: number;
    median_days: number | null;
}

/**
 * One query: the job's stages with the cohort's reach and each stage's median
 * stay. Each set is counted once and grouped (materialized: a CTE named once is
 * otherwise inlined into the per-stage subquery and counted again per stage).
 * The cohort's moves are read from the history once (`moves`) for both the
 * reach and the stays: reading them twice hashed the history twice.
 */
async function stageRows(ctx: ReportContext): Promise<StageRow[]> {
    const ws = ctx.scope.workspaceId;
    const result = await sql<StageRow>`${scopeCtes(ctx.scope)}, ${cohortCte(ctx)},
        moves as materialized (
            select h.id, h.application_id, h.to_stage_id, h.moved_at from cohort c join application_stage_history h on h.application_id = c.id
            where h.workspace_id = ${ws} and h.moved_at >= ${ctx.p.start}::timestamptz
        ),
        visits as (
            select c.id, c.stage_id from cohort c
            union all
            select application_id, to_stage_id from moves
        ),
        furthest as (
            select v.id, max(st.position) filter (where st.kind <> 'rejected') as position from visits v join st on st.id = v.stage_id group by v.id
        ),
        reach as materialized (select position, count(*) as n from furthest group by position),
        now_in as materialized (select stage_id, count(*) as n from cohort group by stage_id),
        stays as (
            select h.to_stage_id as stage_id,
                extract(epoch from lead(h.moved_at) over (partition by h.application_id order by h.moved_at, h.id) - h.moved_at) / 86400 as days
            from moves h
        ),
        medians as materialized (
            select stage_id, percentile_cont(0.5) within group (order by days) as median_days from stays where days is not null group by stage_id
        )
        select st.id, st.name, st.kind,
            case when st.kind = 'rejected' then coalesce((select n from now_in where now_in.stage_id = st.id), 0)
                 else coalesce((select sum(r.n) from reach r where r.position >= st.position), 0) end::int as reached,
            m.median_days
        from st left join medians m on m.stage_id = st.id
        order by st.kind = 'rejected', st.position`.execute(ctx.tx);
    return result.rows;
}

async function oneJob(ctx: ReportContext, jobId: string): Promise<ReportBody> {
    const stages = await stageRows(ctx);
    const flow = stages.filter(s => s.kind !== 'rejected');
    const rows: ReportRow[] = stages.map(s => {
        const index = flow.indexOf(s);
        const next = index >= 0 ? flow[index + 1] : undefined;
        return {
            id: s.id,
            cells: {
                stage: s.name,
                reached: count(s.reached),
                conversion: next ? share(count(next.reached), count(s.reached)) : null,
                median_days: roundDays(s.median_days),
            },
            drill: { job_id: jobId, stage_id: s.id },
        };
    });
    const applied = count(flow[0]?.reached);
    const hired = count(flow.find(s => s.kind === 'hired')?.reached);
    return {
        summary: [figure('applications', 'count', applied), figure('hired', 'count', hired), figure('hire_rate', 'percent', share(hired, applied))],
        chart: { kind: 'bar', value_key: 'reached', labels: 'text', points: flow.map(s => ({ label: s.name, value: count(s.reached), drill: { job_id: jobId, stage_id: s.id } })) },
        columns: [column('stage', 'text'), column('reached', 'count', true), column('conversion', 'percent'), column('median_days', 'days')],
        rows,
    };
}

interface JobRow {
    id: string;
    title: string;
    reached: number[];
}

/**
 * One query: each scoped job's funnel over the cohort (the dashboard's step ranks), jobs without
 * applications included. An application counts in every step up to the furthest rank it keeps
 * (027_kept_counts.sql: its current stage and its whole history, which for an application of the
 * period is its moves since the period began), so the history is not read.
 */
async function jobRows(ctx: ReportContext): Promise<JobRow[]> {
    const result = await sql<JobRow>`${scopeCtes(ctx.scope)}, ${cohortCte(ctx)},
        reach as (
            select job_id, count(*) as n, count(*) filter (where furthest_rank >= 1) as r1, count(*) filter (where furthest_rank >= 2) as r2,
                count(*) filter (where furthest_rank >= 3) as r3, count(*) filter (where furthest_rank >= 4) as r4
            from cohort group by job_id
        )
        select sj.id, sj.title,
            array[coalesce(rc.n, 0), coalesce(rc.r1, 0), coalesce(rc.r2, 0), coalesce(rc.r3, 0), coalesce(rc.r4, 0)]::int[] as reached
        from sj left join reach rc on rc.job_id = sj.id
        order by coalesce(rc.n, 0) desc, lower(sj.title), sj.id`.execute(ctx.tx);
    return result.rows;
}

async function allJobs(ctx: ReportContext): Promise<ReportBody> {
    const jobs = await jobRows(ctx);
    const totals = FUNNEL_STEPS.map((_, index) => jobs.reduce((sum, job) => sum + count(job.reached[index]), 0));
    const rows: ReportRow[] = jobs.map(job => ({
        id: job.id,
        cells: {
            job: job.title,
            ...Object.fromEntries(FUNNEL_STEPS.map((step, index) => [step, count(job.reached[index])])),
            hire_rate: share(count(job.reached[4]), count(job.reached[0])),
        },
        drill: { job_id: job.id },
    }));
    return {
        summary: [figure('jobs', 'count', jobs.length), figure('applications', 'count', totals[0]), figure('hired', 'count', totals[4]), figure('hire_rate', 'percent', share(totals[4], totals[0]))],
        chart: { kind: 'bar', value_key: 'applications', labels: 'steps', points: FUNNEL_STEPS.map((step, index) => ({ label: step, value: totals[index], drill: step === 'applied' ? {} : { outcome: reachedOutcome(step) } })) },
        columns: [column('job', 'text'), ...FUNNEL_STEPS.map(step => column(step, 'count', step === 'applied' || reachedOutcome(step))), column('hire_rate', 'percent')],
        rows,
    };
}

export const jobAnalytics: ReportDefinition = {
    name: 'job-analytics',
    run: ctx => (ctx.scope.jobId ? oneJob(ctx, ctx.scope.jobId) : allJobs(ctx)),
};
