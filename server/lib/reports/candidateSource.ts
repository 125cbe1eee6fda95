/**
 * Candidate source (docs/api-reports.md): the period's applications by
 * SOURCE_BUCKETS (the dashboard's rule), each bucket's share of them, and
 * the hires of the period by the source of the hired application. Every
 * bucket is listed, zeros included, in SOURCE_BUCKETS order.
 */
import { sql } from 'kysely';
import { SOURCE_BUCKETS } from '../../../config/contracts/dashboard.js';
import { scopeCtes } from '../dashboardScope.js';
import { cohortCte, column, count, figure, hiresCte, share, type ReportContext, type ReportDefinition } from './reportContext.js';

/** One query: applications and hires per bucket. */
async function sourceCounts(ctx: ReportContext): Promise<Map<string, { applications: number; hires: number }>> {
    const result = await sql<{ source: string; applications: number; hires: number }>`${scopeCtes(ctx.scope)}, ${cohortCte(ctx)}, ${hiresCte(ctx)}
        select source, sum(applications)::int as applications, sum(hires)::int as hires from (
            select source, count(*) as applications, 0 as hires from cohort group by source
            union all
            select source, 0, count(*) from hires group by source
        ) counted group by source`.execute(ctx.tx);
    return new Map(result.rows.map(r => [r.source, { applications: count(r.applications), hires: count(r.hires) }]));
}

export const candidateSource: ReportDefinition = {
    name: 'candidate-source',
    async run(ctx) {
        const counts = await sourceCounts(ctx);
        const buckets = SOURCE_BUCKETS.map(source => ({ source, ...(counts.get(source) ?? { applications: 0, hires: 0 }) }));
        const applications = buckets.reduce((sum, b) => sum + b.applications, 0);
        const hires = buckets.reduce((sum, b) => sum + b.hires, 0);
        const top = [...buckets].sort((a, b) => b.applications - a.applications)[0];
        return {
            summary: [figure('applications', 'count', applications), figure('hires', 'count', hires), figure('top_source_share', 'percent', top && top.applications > 0 ? share(top.applications, applications) : null)],
            chart: { kind: 'donut', value_key: 'applications', labels: 'sources', points: buckets.map(b => ({ label: b.source, value: b.applications, drill: { source: b.source } })) },
            columns: [column('source', 'text'), column('applications', 'count', true), column('share', 'percent'), column('hires', 'count', 'hired')],
            rows: buckets.map(b => ({ id: b.source, cells: { source: b.source, applications: b.applications, share: share(b.applications, applications), hires: b.hires }, drill: { source: b.source } })),
        };
    },
};
