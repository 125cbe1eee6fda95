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
import { scopeCtes } from '../dashboardScope.js';
import { cohortCte, column, count, figure, FIRST_PAGE, type ReportContext, type ReportDefinition } from './reportContext.js';

/** `latest`: per candidate of the cohort, their newest application of the period and how many they made (after scopeCtes). */
function latestCte(ctx: ReportContext): RawBuilder<unknown> {
    return sql`${cohortCte(ctx)},
        ranked as (
            select c.id, c.job_id, c.stage_id, c.created_at, c.source, c.candidate_id,
                row_number() over (partition by c.candidate_id order by c.created_at desc, c.id desc) as nth,
                count(*) over (partition by c.candidate_id) as applications
            from cohort c
        ),
        latest as (select * from ranked where nth = 1)`;
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

type Page = { offset: number; limit: number } | { after: { at: string; id: string } | null; limit: number };

interface SourceCount {
    source: string;
    candidates: number;
    applications: number;
}

/**
 * One query: a page (or a keyset batch) of candidates and, on every row,
 * the candidates and applications per source of the latest application
 * (the summary and the chart), so `latest` is computed once for both.
 */
async function masterRows(ctx: ReportContext, page: Page): Promise<{ rows: MasterRow[]; sources: SourceCount[] }> {
    const after = 'after' in page && page.after ? sql`where (created_at, id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)` : sql``;
    const offset = 'offset' in page ? sql`offset ${page.offset}` : sql``;
    // The page is cut before the joins: the candidates, jobs and stages are read for its rows only.
    const result = await sql<MasterRow & { sources: SourceCount[] }>`${scopeCtes(ctx.scope)}, ${latestCte(ctx)},
        page as (select * from latest ${after} order by created_at desc, id desc limit ${page.limit} ${offset}),
        sources as (select source, count(*)::int as candidates, sum(applications)::int as applications from latest group by source),
        listed as (
            select l.id, l.candidate_id, l.job_id, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as candidate, c.email, c.city as location,
                sj.title as job, s.name as stage, l.source, (l.created_at at time zone ${ctx.p.timeZone})::date::text as applied_at,
                l.applications::int as applications, l.created_at::text as cursor_at, l.created_at
            from page l join candidates c on c.id = l.candidate_id join sj on sj.id = l.job_id join pipeline_stages s on s.id = l.stage_id
        )
        select x.sources, r.* from (select coalesce(json_agg(s), '[]'::json) as sources from sources s) x left join listed r on true
        order by r.created_at desc, r.id desc`.execute(ctx.tx);
    const first = result.rows[0];
    const sources = (typeof first?.sources === 'string' ? JSON.parse(first.sources) : (first?.sources ?? [])) as SourceCount[];
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
