/**
 * Candidate master (docs/api-reports.md): the candidates who applied in the
 * period to the scoped jobs, one row each with their latest application of
 * the period (its job, stage now, source and date), their city and how many
 * applications they made in the period (the figure leads to them). Newest
 * latest application first. Paged in SQL and exported by keyset on (applied
 * date, application id), batch by batch: 100,000 candidates stream in
 * constant memory.
 */
import { sql, type RawBuilder } from 'kysely';
import { SOURCE_BUCKETS } from '../../../config/contracts/dashboard.js';
import type { ReportRow } from '../../../config/contracts/reports.js';
import { scopeCtes, wholeWorkspace, within } from '../dashboardScope.js';
import { cohortCte, column, count, figure, FIRST_PAGE, jsonColumn, type ReportContext, type ReportDefinition } from './reportContext.js';

type Page = { offset: number; limit: number } | { after: { at: string; id: string } | null; limit: number };

/** The page's cut of rows ordered newest first: an offset, or a keyset after the last row sent. */
function cut(page: Page, a: string): { after: RawBuilder<unknown>; offset: RawBuilder<unknown> } {
    const after = 'after' in page && page.after ? sql`and (${sql.ref(`${a}.created_at`)}, ${sql.ref(`${a}.id`)}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)` : sql``;
    return { after, offset: 'offset' in page ? sql`offset ${page.offset}` : sql`` };
}

/**
 * `sources` (per source of the latest application: candidates, applications) and `page` (a page
 * of latest applications with the candidate's count of the period), after scopeCtes, for any
 * filters: the cohort ranked per candidate.
 */
function rankedCtes(ctx: ReportContext, page: Page): RawBuilder<unknown> {
    const { after, offset } = cut(page, 'l');
    return sql`${cohortCte(ctx)},
        ranked as (
            select c.id, c.job_id, c.stage_id, c.created_at, c.source, c.candidate_id,
                row_number() over (partition by c.candidate_id order by c.created_at desc, c.id desc) as nth,
                count(*) over (partition by c.candidate_id) as applications
            from cohort c
        ),
        latest as (select * from ranked where nth = 1),
        page as (select * from latest l where true ${after} order by l.created_at desc, l.id desc limit ${page.limit} ${offset}),
        sources as (select source, count(*)::int as candidates, sum(applications)::int as applications from latest group by source)`;
}

/**
 * The same for the whole workspace with no source filter, from each application's kept previous
 * one (037_previous_application.sql): an application of the period is its candidate's latest
 * there when no application made before the period's end names it as previous. The summary is one
 * pass over the period's applications; a page is a walk of the (workspace, created_at) index.
 */
function keptCtes(ctx: ReportContext, page: Page): RawBuilder<unknown> {
    const { after, offset } = cut(page, 'a');
    const { start, end } = ctx.p;
    const workspaceId = ctx.scope.workspaceId;
    // "is not null" said again: the planner then sees how few applications have a previous one, and
    // hashes those rather than the period's applications.
    const later = sql`n.previous_application_id is not null and n.created_at < ${end}::timestamptz`;
    return sql`
        sources as (
            select a.source_bucket as source, count(*) filter (where n.previous_application_id is null)::int as candidates, count(*)::int as applications
            from applications a left join applications n on n.previous_application_id = a.id and ${later}
            where a.workspace_id = ${workspaceId} and ${within(sql`a.created_at`, start, end)}
            group by a.source_bucket
        ),
        latest_page as (
            select a.id, a.job_id, a.stage_id, a.created_at, a.source_bucket as source, a.candidate_id
            from applications a
            where a.workspace_id = ${workspaceId} and ${within(sql`a.created_at`, start, end)} and not exists (select 1 from applications n where n.previous_application_id = a.id and ${later}) ${after}
            order by a.created_at desc, a.id desc limit ${page.limit} ${offset}
        ),
        page as (
            select l.*, (select count(*) from applications o where o.workspace_id = ${workspaceId} and o.candidate_id = l.candidate_id and ${within(sql`o.created_at`, start, end)}) as applications
            from latest_page l
        )`;
}

interface MasterRow {
    id: string;
    candidate_id: string;
    job_id: string;
    candidate: string;
    email: string;
    location: string | null;
    job: string;
    stage: string;
    source: string;
    applied_at: string;
    applications: number;
    cursor_at: string;
    created_at: Date;
}

interface SourceCount {
    source: string;
    candidates: number;
    applications: number;
}

/**
 * One query: a page (or a keyset batch) of candidates and, on every row,
 * the candidates and applications per source of the latest application
 * (the summary and the chart). Filtered, the cohort is ranked once for
 * both; for the whole workspace the kept previous applications answer both.
 */
async function masterRows(ctx: ReportContext, page: Page): Promise<{ rows: MasterRow[]; sources: SourceCount[] }> {
    const latest = wholeWorkspace(ctx.scope) && !ctx.source ? keptCtes(ctx, page) : rankedCtes(ctx, page);
    // The page is cut before the joins: the candidates, jobs and stages are read for its rows only.
    const result = await sql<MasterRow & { sources: SourceCount[] }>`${scopeCtes(ctx.scope)}, ${latest},
        listed as (
            select l.id, l.candidate_id, l.job_id, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as candidate, c.email, c.city as location,
                sj.title as job, s.name as stage, l.source, (l.created_at at time zone ${ctx.p.timeZone})::date::text as applied_at,
                l.applications::int as applications, l.created_at::text as cursor_at, l.created_at
            from page l join candidates c on c.id = l.candidate_id join sj on sj.id = l.job_id join pipeline_stages s on s.id = l.stage_id
        )
        select x.sources, r.* from (select coalesce(json_agg(s), '[]'::json) as sources from sources s) x left join listed r on true
        order by r.created_at desc, r.id desc`.execute(ctx.tx);
    const first = result.rows[0];
    const sources = jsonColumn<SourceCount[]>(first?.sources, []);
    return { rows: result.rows.filter(r => r.id !== null).map(({ sources: _sources, ...row }) => row), sources };
}

const toRow = (r: MasterRow): ReportRow => ({
    id: r.candidate_id,
    cells: { candidate: r.candidate, email: r.email, location: r.location, job: r.job, stage: r.stage, source: r.source, applied_at: r.applied_at, applications: count(r.applications) },
    drill: { candidate_id: r.candidate_id },
});

export const candidateMaster: ReportDefinition = {
    name: 'candidate-master',
    async run(ctx, window = FIRST_PAGE) {
        const { rows: page, sources } = await masterRows(ctx, window);
        const candidates = sources.reduce((sum, s) => sum + count(s.candidates), 0);
        return {
            summary: [
                figure('candidates', 'count', candidates),
                figure('applications', 'count', sources.reduce((sum, s) => sum + count(s.applications), 0)),
            ],
            chart: { kind: 'donut', value_key: 'candidates', labels: 'sources', points: SOURCE_BUCKETS.map(source => ({ label: source, value: count(sources.find(s => s.source === source)?.candidates) })) },
            columns: [
                column('candidate', 'text'),
                column('email', 'text'),
                column('location', 'text'),
                column('job', 'text'),
                column('stage', 'text'),
                column('source', 'text'),
                column('applied_at', 'date'),
                column('applications', 'count', true),
            ],
            rows: page.map(toRow),
            total: candidates,
        };
    },
    async *batches(ctx, size) {
        let after: { at: string; id: string } | null = null;
        for (;;) {
            const { rows } = await masterRows(ctx, { after, limit: size });
            if (rows.length) yield rows.map(toRow);
            if (rows.length < size) return;
            const last = rows[rows.length - 1];
            after = { at: last.cursor_at, id: last.id };
        }
    },
};
