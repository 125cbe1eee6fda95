/**
 * The corporate dashboard (GET get-corporate-dashboard, docs/api-dashboard.md):
 * each figure one SQL aggregate over the scoped jobs (dashboardScope.ts),
 * for the period and the previous period of the same length. Both periods'
 * applications are read once (cohortCounts: the tile, the series, the
 * source mix, the campaigns). Indexes: applications (workspace_id,
 * created_at) carrying the source bucket and campaign (024_report_speed.sql),
 * application_stage_history_classed (workspace_id, move_class, moved_at)
 * from 036_move_classes.sql, interviews_ws_starts from 009.
 */
import { sql } from 'kysely';
import { FUNNEL_STEPS, SOURCE_BUCKETS, type CorporateDashboard, type DashboardPeriod } from '../../config/contracts/dashboard.js';
import type { Tx } from '../db/scope.js';
import { deadlines, needsYou } from './dashboardLists.js';
import { addDays, firstHireMove, periodBounds, scopeCtes, sourceBucket, within, type JobScope, type PeriodBounds, wholeWorkspace } from './dashboardScope.js';
import { workspaceTimeZone } from './interviews.js';

type Tiles = CorporateDashboard['tiles'];

const n = (value: unknown): number => Number(value ?? 0);

async function openJobs(tx: Tx, scope: JobScope, p: PeriodBounds) {
    const row = await sql<Record<'open_jobs' | 'open_jobs_prev', number>>`${scopeCtes(scope)}
        select
            count(*) filter (where sj.created_at < ${p.end}::timestamptz)::int as open_jobs,
            count(*) filter (where sj.created_at < ${p.start}::timestamptz)::int as open_jobs_prev
        from sj where sj.job_type = 'OPEN' and sj.status = 'ACTIVE'`.execute(tx);
    return row.rows[0];
}

/** Both periods' applications counted by day (workspace time zone), source bucket and campaign; the period's by furthest funnel rank. */
interface CohortCounts {
    /** Applications per day of the period and of the previous period. */
    days: Map<string, number>;
    bySource: Map<string, number>;
    byCampaign: Map<string, number>;
    applications: number;
    previous: number;
    /** The period's applications that reached each step past "applied" (screening, interview, offer, hired). */
    reached: number[];
}

interface CohortGroup {
    day: string;
    source: string;
    campaign: string | null;
    rank: number;
    count: number;
}

/** The kept counts (a few rows per day) for the whole workspace; every period is a run of whole days of its time zone. */
async function keptGroups(tx: Tx, scope: JobScope, p: PeriodBounds): Promise<CohortGroup[]> {
    const rows = await sql<CohortGroup>`
        select day::text as day, source_bucket as source, nullif(campaign, '') as campaign, furthest_rank as rank, sum(count)::int as count
        from application_day_counts
        where workspace_id = ${scope.workspaceId} and day >= ${p.previousFrom}::date and day <= ${p.to}::date
        group by day, source_bucket, campaign, furthest_rank having sum(count) <> 0`.execute(tx);
    return rows.rows;
}

/** The scoped jobs' applications of both periods, read from the period index, with the furthest rank each keeps (027). */
async function rowGroups(tx: Tx, scope: JobScope, p: PeriodBounds): Promise<CohortGroup[]> {
    // Grouped by narrow keys (a date, the stored bucket, the raw campaign, the rank; text and trimming only on the few groups),
    // so the groups hash in memory instead of sorting every row's text keys.
    const rows = await sql<CohortGroup>`${scopeCtes(scope)},
        counted as (
            select (a.created_at at time zone ${p.timeZone})::date as day, ${sourceBucket('a')} as source, a.utm_campaign as campaign,
                a.furthest_rank as rank, count(*)::int as count
            from applications a join sj on sj.id = a.job_id
            where a.workspace_id = ${scope.workspaceId} and ${within(sql`a.created_at`, p.previousStart, p.end)}
            group by 1, 2, 3, 4
        )
        select day::text as day, source, nullif(trim(campaign), '') as campaign, rank, count from counted`.execute(tx);
    return rows.rows;
}

async function cohortCounts(tx: Tx, scope: JobScope, p: PeriodBounds): Promise<CohortCounts> {
    const groups = wholeWorkspace(scope) ? await keptGroups(tx, scope, p) : await rowGroups(tx, scope, p);
    const counts: CohortCounts = { days: new Map(), bySource: new Map(), byCampaign: new Map(), applications: 0, previous: 0, reached: [0, 0, 0, 0] };
    const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
    for (const r of groups) {
        const value = n(r.count);
        add(counts.days, r.day, value);
        // Days are the workspace's calendar days, as the period's bounds are: a day string compares as its date.
        if (r.day < p.from) {
            counts.previous += value;
            continue;
        }
        counts.applications += value;
        add(counts.bySource, r.source, value);
        if (r.campaign) add(counts.byCampaign, r.campaign, value);
        for (let step = 1; step <= n(r.rank) && step <= 4; step++) counts.reached[step - 1] += value;
    }
    return counts;
}

/**
 * Applications that entered a stage of a class in either period: in process (a screening or interview
 * stage), offers, and first hires. Each move keeps its class and its application's previous move of
 * that class (036_move_classes.sql), so an application's first move of a class within a period is the
 * one row whose previous move of the class is before the period: counted in one pass over both
 * periods' moves, without grouping them by application.
 */
async function moveTiles(tx: Tx, scope: JobScope, p: PeriodBounds) {
    const firstInPeriod = (moveClass: 'in_process' | 'offer', from: string, to: string) =>
        sql`h.move_class = ${moveClass} and ${within(sql`h.moved_at`, from, to)} and (h.previous_class_move_at is null or h.previous_class_move_at < ${from}::timestamptz)`;
    // A first hire is an application's first move into a hired stage ever, not only in the period.
    const firstHire = (from: string, to: string) => sql`${firstHireMove('h')} and ${within(sql`h.moved_at`, from, to)}`;
    const jobsNarrowed = !wholeWorkspace(scope);
    const row = await sql<Record<'in_process' | 'in_process_prev' | 'offers' | 'offers_prev' | 'hires' | 'hires_prev', number>>`${scopeCtes(scope)}
        select
            count(*) filter (where ${firstInPeriod('in_process', p.start, p.end)})::int as in_process,
            count(*) filter (where ${firstInPeriod('in_process', p.previousStart, p.start)})::int as in_process_prev,
            count(*) filter (where ${firstInPeriod('offer', p.start, p.end)})::int as offers,
            count(*) filter (where ${firstInPeriod('offer', p.previousStart, p.start)})::int as offers_prev,
            count(*) filter (where ${firstHire(p.start, p.end)})::int as hires,
            count(*) filter (where ${firstHire(p.previousStart, p.start)})::int as hires_prev
        from application_stage_history h
        where h.workspace_id = ${scope.workspaceId} and ${within(sql`h.moved_at`, p.previousStart, p.end)} and h.move_class is not null
            ${jobsNarrowed ? sql`and h.job_id in (select id from sj)` : sql``}`.execute(tx);
    return row.rows[0];
}

/** Median days from a job's creation to its first hire (its applications' earliest), over the jobs whose first hire falls in the period; one decimal. */
async function daysToFill(tx: Tx, scope: JobScope, p: PeriodBounds) {
    const row = await sql<{ value: number | null; previous: number | null }>`${scopeCtes(scope)},
        first_hire as (
            select h.job_id, min(h.moved_at) as hired_at from application_stage_history h
            where h.workspace_id = ${scope.workspaceId} and ${firstHireMove('h')} and h.moved_at < ${p.end}::timestamptz and h.job_id in (select id from sj)
            group by h.job_id
        ),
        filled as (select extract(epoch from f.hired_at - sj.created_at) / 86400 as days, f.hired_at from first_hire f join sj on sj.id = f.job_id)
        select
            percentile_cont(0.5) within group (order by days) filter (where hired_at >= ${p.start}::timestamptz) as value,
            percentile_cont(0.5) within group (order by days) filter (where ${within(sql`hired_at`, p.previousStart, p.start)}) as previous
        from filled`.execute(tx);
    const round = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
    return { value: round(row.rows[0].value), previous: round(row.rows[0].previous) };
}

/** Interviews (not cancelled) starting this calendar week (Monday first, workspace time zone) and last week: independent of the period. */
async function interviewsThisWeek(tx: Tx, scope: JobScope, timeZone: string) {
    const row = await sql<{ value: number; previous: number }>`${scopeCtes(scope)},
        wk as (select date_trunc('week', now() at time zone ${timeZone}) at time zone ${timeZone} as monday)
        select
            count(*) filter (where i.starts_at >= wk.monday)::int as value,
            count(*) filter (where i.starts_at < wk.monday)::int as previous
        from interviews i join sj on sj.id = i.job_id cross join wk
        where i.workspace_id = ${scope.workspaceId} and i.type = 'INTERVIEW' and i.status <> 'CANCELLED'
            and i.starts_at >= wk.monday - interval '7 days' and i.starts_at < wk.monday + interval '7 days'`.execute(tx);
    return row.rows[0];
}

async function tiles(tx: Tx, scope: JobScope, p: PeriodBounds, cohort: CohortCounts): Promise<Tiles> {
    const jobs = await openJobs(tx, scope, p);
    const moves = await moveTiles(tx, scope, p);
    return {
        open_jobs: { value: jobs.open_jobs, previous: jobs.open_jobs_prev },
        applications: { value: cohort.applications, previous: cohort.previous },
        in_process: { value: moves.in_process, previous: moves.in_process_prev },
        interviews_this_week: await interviewsThisWeek(tx, scope, p.timeZone),
        offers_out: { value: moves.offers, previous: moves.offers_prev },
        hires: { value: moves.hires, previous: moves.hires_prev },
        median_days_to_fill: await daysToFill(tx, scope, p),
    };
}

/**
 * The period's applications by the furthest step reached, now or in their history: the rank each application keeps
 * (027_kept_counts.sql), counted with the cohort. The rank covers the whole history, which for an application of the
 * period is its moves since the period began: no move is older than its application.
 */
function funnel(cohort: CohortCounts): CorporateDashboard['funnel'] {
    return FUNNEL_STEPS.map((step, index) => ({ step, count: n([cohort.applications, ...cohort.reached][index]) }));
}

/** Days for periods up to 30 days, Monday-first weeks beyond; every bucket present, zeros included. */
function applicationsOverTime(p: PeriodBounds, cohort: CohortCounts): CorporateDashboard['applications_over_time'] {
    const bucket: 'day' | 'week' = p.name === 'last_7_days' || p.name === 'last_30_days' ? 'day' : 'week';
    const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    const counts = new Map<string, number>();
    for (const [day, count] of cohort.days) {
        if (day < p.from) continue;
        const key = bucket === 'day' ? day : mondayOf(day);
        counts.set(key, (counts.get(key) ?? 0) + count);
    }
    const first = bucket === 'day' ? p.from : mondayOf(p.from);
    const points: { date: string; count: number }[] = [];
    for (let day = first; day <= p.to; day = addDays(day, bucket === 'day' ? 1 : 7)) points.push({ date: day, count: counts.get(day) ?? 0 });
    return { bucket, points };
}

/** The period's applications by SOURCE_BUCKETS (config/contracts/dashboard.ts says the rule), and the top campaigns. */
function sourceMix(cohort: CohortCounts): CorporateDashboard['source_mix'] {
    const campaigns = [...cohort.byCampaign].map(([campaign, count]) => ({ campaign, count })).sort((a, b) => b.count - a.count || a.campaign.localeCompare(b.campaign));
    return { buckets: SOURCE_BUCKETS.map(source => ({ source, count: cohort.bySource.get(source) ?? 0 })), campaigns: campaigns.slice(0, 10) };
}

export async function corporateDashboard(tx: Tx, scope: JobScope, periodName: DashboardPeriod, ownJobs: boolean): Promise<CorporateDashboard> {
    const timeZone = await workspaceTimeZone(tx, scope.workspaceId);
    const p = await periodBounds(tx, periodName, timeZone);
    const cohort = await cohortCounts(tx, scope, p);
    return {
        period: { name: p.name, from: p.from, to: p.to, previous_from: p.previousFrom, previous_to: p.previousTo, time_zone: timeZone },
        scope: ownJobs ? 'own_jobs' : 'workspace',
        tiles: await tiles(tx, scope, p, cohort),
        funnel: funnel(cohort),
        applications_over_time: applicationsOverTime(p, cohort),
        source_mix: sourceMix(cohort),
        deadlines: await deadlines(tx, scope, p.today),
        needs_you: await needsYou(tx, scope),
    };
}
