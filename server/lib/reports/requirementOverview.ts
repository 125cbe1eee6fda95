/**
 * Requirement overview (docs/api-reports.md): openings against filled, per
 * job and per client. The scoped jobs that are not drafts, posted before
 * the period's end and either still open (OPEN, ON_HOLD) or posted in the
 * period; per job its client, openings, those filled (applications now in
 * the job's hired stage, whenever they applied: the `filled` drill), the
 * openings remaining and the share filled (filled beyond the openings
 * counts as all filled). Rows go by client, then job; the chart shows the
 * openings remaining per client (per job in a workspace without clients).
 */
import { sql } from 'kysely';
import { scopeCtes } from '../dashboardScope.js';
import { column, count, figure, share, sourceCondition, type ReportContext, type ReportDefinition } from './reportContext.js';

interface RequirementRow {
    id: string;
    title: string;
    client_id: string | null;
    client: string | null;
    openings: number;
    filled: number;
}

/** One query: the jobs with their client and filled openings (index applications_board by stage). */
async function requirementRows(ctx: ReportContext): Promise<RequirementRow[]> {
    const result = await sql<RequirementRow>`${scopeCtes(ctx.scope)},
        listed as (
            select j.id, j.client_id, j.openings from jobs j join sj on sj.id = j.id
            where j.job_type <> 'DRAFT' and j.created_at < ${ctx.p.end}::timestamptz
                and (j.job_type in ('OPEN', 'ON_HOLD') or j.created_at >= ${ctx.p.start}::timestamptz)
        ),
        filled as (
            select a.job_id, count(*)::int as n from st join applications a on a.job_id = st.job_id and a.stage_id = st.id
            where st.kind = 'hired' and a.workspace_id = ${ctx.scope.workspaceId} ${sourceCondition(ctx)}
            group by a.job_id
        )
        select l.id, sj.title, l.client_id, cl.name::text as client, l.openings, coalesce(f.n, 0)::int as filled
        from listed l join sj on sj.id = l.id left join clients cl on cl.id = l.client_id left join filled f on f.job_id = l.id
        order by cl.name is null, lower(cl.name::text), l.client_id, lower(sj.title), l.id`.execute(ctx.tx);
    return result.rows;
}

const remaining = (row: RequirementRow) => Math.max(count(row.openings) - count(row.filled), 0);
const filledOpenings = (row: RequirementRow) => Math.min(count(row.filled), count(row.openings));

/** Openings remaining per client, in the rows' order; per job when no job has a client. */
function chartPoints(jobs: RequirementRow[]): { label: string; value: number }[] {
    if (!jobs.some(job => job.client_id)) return jobs.map(job => ({ label: job.title, value: remaining(job) }));
    const byClient = new Map<string, { label: string; value: number }>();
    for (const job of jobs) {
        const point = byClient.get(job.client_id ?? '') ?? { label: job.client ?? '—', value: 0 };
        point.value += remaining(job);
        byClient.set(job.client_id ?? '', point);
    }
    return [...byClient.values()];
}

export const requirementOverview: ReportDefinition = {
    name: 'requirement-overview',
    async run(ctx) {
        const jobs = await requirementRows(ctx);
        const openings = jobs.reduce((sum, job) => sum + count(job.openings), 0);
        const filled = jobs.reduce((sum, job) => sum + filledOpenings(job), 0);
        return {
            summary: [
                figure('jobs', 'count', jobs.length),
                figure('openings', 'count', openings),
                figure('filled_openings', 'count', filled),
                figure('remaining', 'count', openings - filled),
                figure('fill_rate', 'percent', share(filled, openings)),
            ],
            chart: { kind: 'bar', value_key: 'remaining', labels: 'text', points: chartPoints(jobs) },
            columns: [column('client', 'text'), column('job', 'text'), column('openings', 'count'), column('filled_openings', 'count', 'filled'), column('remaining', 'count'), column('fill_rate', 'percent')],
            rows: jobs.map(job => ({
                id: job.id,
                cells: { client: job.client, job: job.title, openings: count(job.openings), filled_openings: count(job.filled), remaining: remaining(job), fill_rate: share(filledOpenings(job), count(job.openings)) },
                drill: { job_id: job.id },
            })),
        };
    },
};
