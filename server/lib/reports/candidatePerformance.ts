/**
 * Candidate performance (docs/api-reports.md): interview results per
 * application. The interviews (not profile reviews, not cancelled) starting
 * in the period on the scoped jobs' applications (the interview report's
 * `talks`), per application: the candidate, the job, the stage now, the
 * interviews held or planned, each result, and the average rating of the
 * interviewers' feedback (strong 3, needs improvement 2, weak 1). The
 * chart counts the interviewed applications by the stage they are in now
 * (stages of one name across jobs together). Paged in SQL: one row per
 * application is too many to hold.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ReportRow } from '../../../config/contracts/reports.js';
import { scopeCtes } from '../dashboardScope.js';
import { interviewsCte } from './interviews.js';
import { column, count, figure, FIRST_PAGE, jsonColumn, share, type ReportContext, type ReportDefinition, type RowWindow } from './reportContext.js';

const RESULTS = ['pass', 'fail', 'waitlist', 'not_appeared'] as const;

/** `held`, `per_app` (one row per interviewed application) and `rated` (its average feedback level), after scopeCtes. */
function performanceCtes(ctx: ReportContext): RawBuilder<unknown> {
    return sql`${interviewsCte(ctx)},
        held as (select t.id, t.application_id, t.job_id, t.result from talks t where t.status <> 'CANCELLED'),
        per_app as (
            select h.application_id, h.job_id, count(*)::int as interviews,
                count(*) filter (where h.result = 'PASS')::int as pass,
                count(*) filter (where h.result = 'FAIL')::int as fail,
                count(*) filter (where h.result = 'WAITLIST')::int as waitlist,
                count(*) filter (where h.result = 'NOT_APPEARED')::int as not_appeared
            from held h group by h.application_id, h.job_id
        ),
        levels as (
            select h.application_id, case f.level when 'STRONG' then 3 when 'NEEDS_IMPROVEMENT' then 2 else 1 end as score
            from held h join interview_feedback_answers f on f.interview_id = h.id
            where f.workspace_id = ${ctx.scope.workspaceId}
        ),
        rated as (select application_id, avg(score) as rating from levels group by application_id)`;
}

interface PerformanceRow extends Record<(typeof RESULTS)[number], number> {
    application_id: string;
    candidate_id: string;
    job_id: string;
    candidate: string;
    job: string;
    stage: string;
    interviews: number;
    rating: number | null;
}

const oneDecimal = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

interface Totals extends Record<(typeof RESULTS)[number], number> {
    applications: number;
    candidates: number;
    interviews: number;
    rating: number | null;
}

/** A grouping set's row of `totals`: `stage` null for the whole period's. */
type StageTotals = Totals & { stage: string | null; label: string | null };

/**
 * One statement over one `per_app` (the period's interviews grouped once; two statements read
 * them twice, docs/performance.md "Candidate performance in one statement"):
 *
 * - the page of rows, ordered by job title, then candidate. Only the jobs whose titles reach into
 *   the page are read with their candidates: the titles are counted first (`before`: the rows of
 *   the titles ahead), so a first page reads a few jobs' applications, not every interviewed one's;
 * - on the first row (as json), the totals and the chart (the interviewed applications by the stage
 *   they are in now, stages of one name across jobs together, most first): grouping sets over
 *   `per_app`.
 *
 * The stages are `st` (the scoped jobs' stages, named twice so held once) rather than
 * pipeline_stages: a hash of some thousands of rows instead of an index probe per interviewed
 * application.
 */
async function pageAndTotals(ctx: ReportContext, window: RowWindow): Promise<{ page: PerformanceRow[]; sums: Totals; stages: { label: string; value: number }[] }> {
    const result = await sql<PerformanceRow & { totals: unknown }>`${scopeCtes(ctx.scope)}, ${performanceCtes(ctx)},
        titles as (
            select lower(sj.title) as title, count(*) as n
            from per_app p join sj on sj.id = p.job_id group by lower(sj.title)
        ),
        reached as (
            select title from (select title, sum(n) over (order by title rows unbounded preceding) - n as before from titles) t
            where before < ${window.offset + window.limit}
        ),
        paged as (select p.* from per_app p join sj on sj.id = p.job_id where lower(sj.title) in (select title from reached)),
        page as (
            select p.application_id, a.candidate_id, p.job_id, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as candidate, sj.title as job, s.name as stage,
                p.interviews, p.pass, p.fail, p.waitlist, p.not_appeared, r.rating,
                row_number() over (order by lower(sj.title), lower(c.first_name), lower(coalesce(c.last_name, '')), p.application_id) as place
            from paged p join applications a on a.id = p.application_id join candidates c on c.id = a.candidate_id
                join sj on sj.id = p.job_id join st s on s.id = a.stage_id
                left join rated r on r.application_id = p.application_id
            where a.workspace_id = ${ctx.scope.workspaceId}
            order by place
            limit ${window.limit} offset ${window.offset}
        ),
        totals as (
            select lower(s.name) as stage, min(s.name) as label, count(*)::int as applications, count(distinct a.candidate_id)::int as candidates,
                coalesce(sum(p.interviews), 0)::int as interviews,
                coalesce(sum(p.pass), 0)::int as pass, coalesce(sum(p.fail), 0)::int as fail, coalesce(sum(p.waitlist), 0)::int as waitlist,
                coalesce(sum(p.not_appeared), 0)::int as not_appeared, (select avg(score) from levels) as rating
            from per_app p join applications a on a.id = p.application_id join st s on s.id = a.stage_id
            where a.workspace_id = ${ctx.scope.workspaceId}
            group by grouping sets ((), (lower(s.name)))
        )
        -- The totals on the first row only: an export's page is every row.
        select case when row_number() over (order by r.place) = 1 then x.totals end as totals, r.*
        from (select json_agg(t order by t.stage is null, t.applications desc, t.stage) as totals from totals t) x
            left join page r on true
        order by r.place`.execute(ctx.tx);
    // With no interviewed application the () set still answers its one row of zeros, and the page
    // none: one row of nulls carries the totals.
    const totals = jsonColumn<StageTotals[]>(result.rows[0]?.totals, []);
    const sums = totals.find(t => t.stage === null)!;
    const stages = totals.filter(t => t.stage !== null).map(t => ({ label: t.label!, value: count(t.applications) }));
    const page = result.rows.filter(r => r.application_id !== null).map(({ totals: _totals, ...row }) => row);
    return { page, sums, stages };
}

const toRow = (r: PerformanceRow): ReportRow => ({
    id: r.application_id,
    cells: {
        candidate: r.candidate,
        job: r.job,
        stage: r.stage,
        interviews: count(r.interviews),
        ...Object.fromEntries(RESULTS.map(key => [key, count(r[key])])),
        average_rating: oneDecimal(r.rating),
    },
    drill: { job_id: r.job_id, candidate_id: r.candidate_id },
});

export const candidatePerformance: ReportDefinition = {
    name: 'candidate-performance',
    async run(ctx, window = FIRST_PAGE) {
        const { page, sums, stages } = await pageAndTotals(ctx, window);
        const results = RESULTS.reduce((sum, key) => sum + count(sums[key]), 0);
        return {
            summary: [
                figure('candidates', 'count', count(sums.candidates)),
                figure('interviews', 'count', count(sums.interviews)),
                figure('pass_rate', 'percent', share(count(sums.pass), results)),
                figure('average_rating', 'count', oneDecimal(sums.rating)),
            ],
            chart: { kind: 'bar', value_key: 'applications', labels: 'text', points: stages },
            columns: [
                column('candidate', 'text'),
                column('job', 'text'),
                column('stage', 'text'),
                column('interviews', 'count', 'interviewed'),
                ...RESULTS.map(key => column(key, 'count')),
                column('average_rating', 'count'),
            ],
            rows: page.map(toRow),
            total: count(sums.applications),
        };
    },
};
