/**
 * Consolidated (docs/api-reports.md): the overview's figures side by side,
 * one row per client, or per department when the client filter is set or
 * no scoped job has a client (a corporate workspace). Every scoped job's
 * group has a row, with nothing counted or not; jobs without a client (or
 * department) make one row of their own, whose figures lead nowhere (a
 * drill cannot name "no client").
 */
import { sql } from 'kysely';
import type { ReportRow } from '../../../config/contracts/reports.js';
import { scopeCtes } from '../dashboardScope.js';
import { eventsCte, FIGURE_DRILL, OVERVIEW_FIGURES, type OverviewFigure } from './overview.js';
import { column, count, figure, type ReportContext, type ReportDefinition } from './reportContext.js';

type GroupRow = Record<OverviewFigure, number> & { id: string | null; name: string | null };
type Grouping = 'client' | 'department';

async function grouping(ctx: ReportContext): Promise<Grouping> {
    if (ctx.scope.clientId) return 'department';
    const result = await sql<{ any: boolean }>`${scopeCtes(ctx.scope)} select exists (select 1 from jobs j join sj on sj.id = j.id where j.client_id is not null) as any`.execute(ctx.tx);
    return result.rows[0]?.any ? 'client' : 'department';
}

/** One query: each group's figures, groups in name order, the group of none last. */
async function groupRows(ctx: ReportContext, by: Grouping): Promise<GroupRow[]> {
    const key = by === 'client' ? sql`j.client_id` : sql`j.department_id`;
    const names = by === 'client' ? sql`clients` : sql`departments`;
    const result = await sql<GroupRow>`${scopeCtes(ctx.scope)}, ${eventsCte(ctx, true)},
        grouped as (select j.id as job_id, ${key} as group_id from jobs j join sj on sj.id = j.id)
        select g.group_id as id, n.name::text as name,
            ${sql.join(OVERVIEW_FIGURES.map(f => sql`coalesce(sum(e.n) filter (where e.figure = ${f}), 0)::int as ${sql.ref(f)}`))}
        from grouped g left join events e on e.job_id = g.job_id left join ${names} n on n.id = g.group_id
        group by g.group_id, n.name
        order by g.group_id is null, lower(n.name::text), g.group_id`.execute(ctx.tx);
    return result.rows;
}

function toRow(by: Grouping, group: GroupRow): ReportRow {
    const cells = { [by]: group.name, ...Object.fromEntries(OVERVIEW_FIGURES.map(f => [f, count(group[f])])) };
    if (!group.id) return { id: `no-${by}`, cells, drill: {}, drillable: false };
    return { id: group.id, cells, drill: by === 'client' ? { client_id: group.id } : { department_id: group.id } };
}

export const consolidated: ReportDefinition = {
    name: 'consolidated',
    async run(ctx) {
        const by = await grouping(ctx);
        const groups = await groupRows(ctx, by);
        const total = (f: OverviewFigure) => groups.reduce((sum, g) => sum + count(g[f]), 0);
        return {
            summary: OVERVIEW_FIGURES.filter(f => f !== 'jobs_closed').map(f => figure(f, 'count', total(f))),
            chart: { kind: 'bar', value_key: 'applications', labels: 'text', points: groups.filter(g => g.id).map(g => ({ label: g.name ?? '', value: count(g.applications), drill: toRow(by, g).drill })) },
            columns: [
                column(by, 'text'),
                ...OVERVIEW_FIGURES.map(f => {
                    const drill = FIGURE_DRILL[f];
                    return column(f, 'count', drill === 'period' ? true : (drill ?? false));
                }),
            ],
            rows: groups.map(g => toRow(by, g)),
        };
    },
};
