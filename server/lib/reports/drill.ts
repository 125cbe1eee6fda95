/**
 * The applications behind a report's figure (GET reports/applications and
 * its export; docs/api-reports.md): the period's applications of the
 * filters (`cohort`), narrowed to those that reached a stage (as job
 * analytics counts them), or the period's hires (`outcome=hired`, as the
 * hires columns count them). Newest first; a page for the console, batches
 * by keyset for an export, so 100,000 rows stream without an OFFSET scan.
 */
import { sql, type RawBuilder } from 'kysely';
import { FUNNEL_STEPS } from '../../../config/contracts/dashboard.js';
import { DRILL_EVENTS, REACHED_OUTCOMES, type DrillEvents, type DrillOutcome, type DrillRow, type ReachedOutcome } from '../../../config/contracts/reports.js';
import type { Tx } from '../../db/scope.js';
import { HttpProblem } from '../http.js';
import { jobConditions, scopeCtes, sourceBucket, within } from '../dashboardScope.js';
import { interviewsCte } from './interviews.js';
import { offersCte } from './offerLetter.js';
import { cohortCte, hiresCte, sourceCondition, type ReportContext } from './reportContext.js';

export interface DrillFilter {
    stageId?: string;
    outcome?: DrillOutcome;
    /** One candidate's applications among those the rest picks (candidate master, candidate performance). */
    candidateId?: string;
}

/** Where the next batch starts: after this application in the list's order. */
export interface DrillCursor {
    appliedAt: string;
    id: string;
}

/** A stage named in the drill must be one of the scoped jobs' stages: a 400 naming stage_id otherwise. */
export async function checkDrillStage(ctx: ReportContext, filter: DrillFilter): Promise<void> {
    if (!filter.stageId) return;
    const found = await sql<{ id: string }>`${scopeCtes(ctx.scope)} select id from st where id = ${filter.stageId}`.execute(ctx.tx);
    if (!found.rows.length) throw new HttpProblem(400, 'Please correct the highlighted fields.', { stage_id: 'No stage of the chosen jobs has this id.' });
}

const isReached = (outcome: DrillOutcome | undefined): outcome is ReachedOutcome => (REACHED_OUTCOMES as readonly string[]).includes(outcome ?? '');

const OFFER_STATUS: Record<'offer_accepted' | 'offer_declined', string> = { offer_accepted: 'ACCEPTED', offer_declined: 'DECLINED' };

/** Whether the drill's figure counts interviews or offers (DRILL_EVENTS): its `picked` then has `n`, each application's count of them. */
const countsEvents = (filter: DrillFilter): boolean => filter.outcome !== undefined && DRILL_EVENTS[filter.outcome] !== undefined;

/**
 * `picked`: the applications the drill lists (`id`), with when each was made (`applied`, the list's order) and, when the
 * figure counts interviews or offers, how many of them each has (`n`): one row per application, as before, so the list's
 * total stays the applications' and the sum of `n` is the figure.
 */
function pickedCte(ctx: ReportContext, filter: DrillFilter): RawBuilder<unknown> {
    if (filter.outcome === 'hired') return sql`${hiresCte(ctx)}, picked as (select application_id as id, applied_at as applied from hires)`;
    if (filter.outcome === 'offer_sent') return sql`${offersCte(ctx)}, picked as (select application_id as id, applied_at as applied, count(*)::int as n from offers group by application_id, applied_at)`;
    if (filter.outcome === 'offer_accepted' || filter.outcome === 'offer_declined') {
        return sql`${offersCte(ctx)}, picked as (
            select application_id as id, applied_at as applied, count(*)::int as n from offers where status = ${OFFER_STATUS[filter.outcome]} group by application_id, applied_at
        )`;
    }
    if (filter.outcome === 'interviewed') return sql`${interviewsCte(ctx)}, picked as (
            select t.application_id as id, a.created_at as applied, count(*)::int as n from talks t join applications a on a.id = t.application_id
            where t.status <> 'CANCELLED'
            group by t.application_id, a.created_at
        )`;
    if (filter.outcome === 'filled') return filledCte(ctx);
    if (isReached(filter.outcome)) {
        // As job analytics' every-job columns count them: the furthest step each application keeps (027_kept_counts.sql).
        const rank = FUNNEL_STEPS.indexOf(filter.outcome.slice('reached_'.length) as (typeof FUNNEL_STEPS)[number]);
        return sql`${cohortCte(ctx)}, picked as (select id, created_at as applied from cohort where furthest_rank >= ${rank})`;
    }
    if (!filter.stageId) return sql`${cohortCte(ctx)}, picked as (select id, created_at as applied from cohort)`;
    // Job analytics' rule: Rejected lists those in it now; any other stage those whose furthest stage (now or in the history) is at or
    // after it: the cohort's applications now in a later stage, or moved into one since the period began. One pass over the cohort
    // tests both with hashed lookups (an OR keeps the moves a hashed subplan), so no estimate of the cohort's size can turn it into
    // a probe of the history per application (docs/performance.md, "A stage's drill-down after a burst of moves"). The moves are read
    // per later stage (index application_stage_history_to_stage). The two branches never both yield: `later` is empty for Rejected.
    return sql`${cohortCte(ctx)},
        target as (select id, job_id, kind, position from st where id = ${filter.stageId}),
        later as (
            select s.id from st s join target t on t.job_id = s.job_id
            where t.kind <> 'rejected' and s.kind <> 'rejected' and s.position >= t.position
        ),
        moved as (
            select h.application_id from later l join application_stage_history h on h.to_stage_id = l.id
            where h.workspace_id = ${ctx.scope.workspaceId} and h.moved_at >= ${ctx.p.start}::timestamptz
        ),
        picked as (
            select c.id, c.created_at as applied from cohort c join target t on t.id = c.stage_id where t.kind = 'rejected'
            union all
            select c.id, c.created_at from cohort c where c.stage_id in (select id from later) or c.id in (select application_id from moved)
        )`;
}

/** `picked` for `filled`: applications now in one of the scoped jobs' hired stages, whenever they applied (index applications_board by stage). */
function filledCte(ctx: ReportContext): RawBuilder<unknown> {
    return sql`picked as (
            select a.id, a.created_at as applied from st join applications a on a.job_id = st.job_id and a.stage_id = st.id
            where st.kind = 'hired' and a.workspace_id = ${ctx.scope.workspaceId} ${sourceCondition(ctx)}
        )`;
}

/** `chosen`: the picked applications, of one candidate when the drill names one. */
function chosenCte(ctx: ReportContext, filter: DrillFilter): RawBuilder<unknown> {
    const candidate = filter.candidateId
        ? sql`join applications a on a.id = p.id where a.workspace_id = ${ctx.scope.workspaceId} and a.candidate_id = ${filter.candidateId}`
        : sql``;
    const n = countsEvents(filter) ? sql`p.n` : sql`null::int as n`;
    return sql`${pickedCte(ctx, filter)}, chosen as (select p.id, p.applied, ${n} from picked p ${candidate})`;
}

// cursor_at: the exact timestamp as text (a JS Date would drop the microseconds the keyset compares). events: null unless the
// figure counts interviews or offers; events_total: their sum over the whole list (the page's query only, as total).
type Row = Omit<DrillRow, 'events'> & { events: number | null; total: number; events_total: number | null; cursor_at: string };

async function drillQuery(ctx: ReportContext, filter: DrillFilter, limit: number, window: { offset: number } | { after: DrillCursor | null }): Promise<Row[]> {
    const after = 'after' in window && window.after ? sql`where (applied, id) < (${window.after.appliedAt}::timestamptz, ${window.after.id}::uuid)` : sql``;
    const offset = 'offset' in window ? sql`offset ${window.offset}` : sql``;
    // The chosen applications are distinct and of the scoped jobs (every picked set is): their count is the list's total.
    const total = 'offset' in window ? sql`(select count(*) from chosen)::int` : sql`0`;
    const eventsTotal = 'offset' in window && countsEvents(filter) ? sql`(select sum(n) from chosen)::int` : sql`null::int`;
    // The page is cut before the joins, from the chosen set alone (it carries the order): the applications, candidates, jobs and
    // stages are read for its rows only, not every chosen application to sort them. Its jobs are read by key, not through the
    // materialised `sj` (every chosen application is of a scoped job): see cohortBatch.
    const result = await sql<Row>`${scopeCtes(ctx.scope)}, ${chosenCte(ctx, filter)},
        page as (
            select id, n from chosen ${after}
            order by applied desc, id desc
            limit ${limit} ${offset}
        )
        select a.id as application_id, a.job_id, j.title as job_title, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as candidate_name,
            s.name as stage_name, ${sourceBucket('a')} as source, a.created_at as applied_at, a.created_at::text as cursor_at, ${total} as total,
            page.n as events, ${eventsTotal} as events_total
        from page join applications a on a.id = page.id join jobs j on j.id = a.job_id
            join candidates c on c.id = a.candidate_id join pipeline_stages s on s.id = a.stage_id
        order by a.created_at desc, a.id desc`.execute(ctx.tx);
    return result.rows.map(r => ({ ...r, applied_at: new Date(r.applied_at).toISOString() }));
}

// A row's events only where the figure counts them: the other drills' rows are as the export's cohort batches write them.
const strip = ({ total: _total, events_total: _eventsTotal, cursor_at: _cursor, events, ...row }: Row): DrillRow => (events === null ? row : { ...row, events: Number(events) });

export async function drillPage(ctx: ReportContext, filter: DrillFilter, limit: number, offset: number): Promise<{ rows: DrillRow[]; total: number; events?: DrillEvents }> {
    const rows = await drillQuery(ctx, filter, limit, { offset });
    // A page past the end has no rows to carry the totals: count once more from the start.
    const first = rows.length ? rows[0] : offset > 0 ? (await drillQuery(ctx, filter, 1, { offset: 0 }))[0] : undefined;
    const total = Number(first?.total ?? 0);
    const kind = filter.outcome ? DRILL_EVENTS[filter.outcome] : undefined;
    return { rows: rows.map(strip), total, ...(kind ? { events: { kind, total: Number(first?.events_total ?? 0) } } : {}) };
}

/**
 * A batch of the whole cohort (no stage, outcome or candidate): the same rows as drillQuery, with the keyset in the period
 * index's range and the limit over it, so a batch reads its own rows (the index backwards from the cursor) instead of the
 * whole cohort below the cursor. The scoped jobs are joined as jobs with the scope's conditions, not through `sj`: that CTE
 * is materialised (st reads it too), and the planner, blind to its size, probed all of its jobs once per row (10,500 jobs
 * times 1,000 rows, about a second a batch on PostgreSQL; docs/performance.md, "The export's batches").
 */
async function cohortBatch(ctx: ReportContext, limit: number, after: DrillCursor | null): Promise<Row[]> {
    const below = after ? sql`and (a.created_at, a.id) < (${after.appliedAt}::timestamptz, ${after.id}::uuid)` : sql``;
    const result = await sql<Row>`
        select a.id as application_id, a.job_id, j.title as job_title, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as candidate_name,
            s.name as stage_name, ${sourceBucket('a')} as source, a.created_at as applied_at, a.created_at::text as cursor_at, 0 as total,
            null::int as events, null::int as events_total
        from applications a join jobs j on j.id = a.job_id and ${jobConditions(ctx.scope)}
            join candidates c on c.id = a.candidate_id join pipeline_stages s on s.id = a.stage_id
        where a.workspace_id = ${ctx.scope.workspaceId} and ${within(sql`a.created_at`, ctx.p.start, ctx.p.end)} ${sourceCondition(ctx)} ${below}
        order by a.created_at desc, a.id desc
        limit ${limit}`.execute(ctx.tx);
    return result.rows.map(r => ({ ...r, applied_at: new Date(r.applied_at).toISOString() }));
}

const wholeCohort = (filter: DrillFilter) => !filter.stageId && !filter.outcome && !filter.candidateId;

/** Every drilled application, batch by batch (keyset on applied_at, id): memory holds one batch at a time. */
export async function* drillBatches(ctx: ReportContext, filter: DrillFilter, batch: number): AsyncGenerator<DrillRow[]> {
    let after: DrillCursor | null = null;
    for (;;) {
        const rows: Row[] = wholeCohort(filter) ? await cohortBatch(ctx, batch, after) : await drillQuery(ctx, filter, batch, { after });
        if (rows.length) yield rows.map(strip);
        if (rows.length < batch) return;
        const last = rows[rows.length - 1];
        after = { appliedAt: last.cursor_at, id: last.application_id };
    }
}

export async function drillCount(tx: Tx, ctx: ReportContext, filter: DrillFilter): Promise<number> {
    const result = await sql<{ n: number }>`${scopeCtes(ctx.scope)}, ${chosenCte(ctx, filter)} select count(*)::int as n from chosen`.execute(tx);
    return Number(result.rows[0]?.n ?? 0);
}
