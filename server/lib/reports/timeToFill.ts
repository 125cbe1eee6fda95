/**
 * Time to fill (docs/api-reports.md): the scoped jobs whose first hire ever
 * falls in the period (the dashboard's median days to fill counts the same
 * jobs), with the days from the job's creation to that hire and the period's
 * hires of the job. Slowest first.
 */
import { sql } from 'kysely';
import { scopeCtes } from '../dashboardScope.js';
import { column, count, figure, hiredJobs, hiresCte, roundDays, type ReportContext, type ReportDefinition } from './reportContext.js';

interface FilledJob {
    id: string;
    title: string;
    opened: string;
    filled: string;
    days: number;
    openings: number;
    hires: number;
    median: number | null;
}

/** One query: each filled job, and the median over them all (a window over the same rows). */
async function filledJobs(ctx: ReportContext): Promise<FilledJob[]> {
    const tz = ctx.p.timeZone;
    const result = await sql<FilledJob>`${scopeCtes(ctx.scope)}, ${hiresCte(ctx)},
        job_first as (select job_id, min(hired_at) as hired_at from first_moves group by job_id),
        filled as (
            select sj.id, sj.title, (sj.created_at at time zone ${tz})::date::text as opened, (f.hired_at at time zone ${tz})::date::text as filled,
                extract(epoch from f.hired_at - sj.created_at) / 86400 as days, j.openings, coalesce(hd.n, 0)::int as hires
            from job_first f join sj on sj.id = f.job_id join jobs j on j.id = sj.id
                left join (select h.job_id, count(*) as n from ${hiredJobs(ctx)} h group by h.job_id) hd on hd.job_id = sj.id
            where f.hired_at >= ${ctx.p.start}::timestamptz
        )
        select filled.*, (select percentile_cont(0.5) within group (order by days) from filled) as median
        from filled order by days desc, lower(title), id`.execute(ctx.tx);
    return result.rows;
}

export const timeToFill: ReportDefinition = {
    name: 'time-to-fill',
    async run(ctx) {
        const jobs = await filledJobs(ctx);
        return {
            summary: [
                figure('jobs_filled', 'count', jobs.length),
                figure('median_days_to_fill', 'days', roundDays(jobs[0]?.median ?? null)),
                figure('hires', 'count', jobs.reduce((sum, job) => sum + count(job.hires), 0)),
            ],
            chart: { kind: 'bar', value_key: 'days_to_fill', labels: 'text', points: jobs.slice(0, 10).map(job => ({ label: job.title, value: roundDays(job.days) ?? 0 })) },
            columns: [column('job', 'text'), column('opened', 'date'), column('filled', 'date'), column('days_to_fill', 'days'), column('openings', 'count'), column('hires', 'count', 'hired')],
            rows: jobs.map(job => ({
                id: job.id,
                cells: { job: job.title, opened: job.opened, filled: job.filled, days_to_fill: roundDays(job.days), openings: count(job.openings), hires: count(job.hires) },
                drill: { job_id: job.id },
            })),
        };
    },
};
