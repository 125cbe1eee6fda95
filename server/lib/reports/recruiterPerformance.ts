/**
 * Recruiter performance (docs/api-reports.md): per teammate assigned to a
 * scoped job (job_recruiters), the jobs they are on, the period's
 * applications and interviews (not cancelled, starting in the period) of
 * those jobs, and the period's hires. A job with two recruiters counts for
 * both, so the rows do not add up to the workspace's figures.
 */
import { sql } from 'kysely';
import { scopeCtes, within } from '../dashboardScope.js';
import { cohortCte, column, count, figure, hiredJobs, hiresCte, sourceCondition, type ReportContext, type ReportDefinition } from './reportContext.js';

interface RecruiterRow {
    id: string;
    name: string;
    jobs: number;
    applications: number;
    interviews: number;
    hires: number;
}

/**
 * One query: each assigned recruiter's counts over their scoped jobs (each set counted once per job, then summed per recruiter).
 * An interview counts when its application is of the period (and the source): each interview's application is read by its key
 * (lateral, limit 1), as hiresCte reads a hire's, rather than the period's interviews joined to the 100,000-row cohort.
 */
async function recruiterRows(ctx: ReportContext): Promise<RecruiterRow[]> {
    const ws = ctx.scope.workspaceId;
    const result = await sql<RecruiterRow>`${scopeCtes(ctx.scope)}, ${cohortCte(ctx)}, ${hiresCte(ctx)},
        assigned as (select jr.user_id, jr.job_id from job_recruiters jr join sj on sj.id = jr.job_id where jr.workspace_id = ${ws}),
        applied as (select job_id, count(*) as n from cohort group by job_id),
        talks as (
            select i.job_id, count(*) as n from interviews i join sj on sj.id = i.job_id cross join lateral (
                select 1 from applications a where a.id = i.application_id and ${within(sql`a.created_at`, ctx.p.start, ctx.p.end)} ${sourceCondition(ctx)} limit 1
            ) a
            where i.workspace_id = ${ws} and i.status <> 'CANCELLED' and ${within(sql`i.starts_at`, ctx.p.start, ctx.p.end)}
            group by i.job_id
        ),
        hired as (select h.job_id, count(*) as n from ${hiredJobs(ctx)} h group by h.job_id)
        select u.id, trim(u.first_name || ' ' || coalesce(u.last_name, '')) as name, count(*)::int as jobs,
            coalesce(sum(ap.n), 0)::int as applications, coalesce(sum(t.n), 0)::int as interviews, coalesce(sum(hd.n), 0)::int as hires
        from assigned a join users u on u.id = a.user_id
            left join applied ap on ap.job_id = a.job_id
            left join talks t on t.job_id = a.job_id
            left join hired hd on hd.job_id = a.job_id
        group by u.id, u.first_name, u.last_name
        order by coalesce(sum(hd.n), 0) desc, coalesce(sum(ap.n), 0) desc, lower(u.first_name), u.id`.execute(ctx.tx);
    return result.rows;
}

export const recruiterPerformance: ReportDefinition = {
    name: 'recruiter-performance',
    async run(ctx) {
        const recruiters = await recruiterRows(ctx);
        return {
            // A job with two recruiters is in both rows: the rows' sums are not the workspace's figures, so only the count is summed up.
            summary: [figure('recruiters', 'count', recruiters.length)],
            chart: { kind: 'bar', value_key: 'hires', labels: 'text', points: recruiters.slice(0, 10).map(r => ({ label: r.name, value: count(r.hires), drill: { recruiter_id: r.id, outcome: 'hired' } })) },
            columns: [column('recruiter', 'text'), column('jobs', 'count'), column('applications', 'count', true), column('interviews', 'count'), column('hires', 'count', 'hired')],
            rows: recruiters.map(r => ({
                id: r.id,
                cells: { recruiter: r.name, jobs: count(r.jobs), applications: count(r.applications), interviews: count(r.interviews), hires: count(r.hires) },
                drill: { recruiter_id: r.id },
            })),
        };
    },
};
