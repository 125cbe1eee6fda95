/**
 * Jobs (docs/api-reports.md): every scoped job posted before the period's
 * end, newest first: its status (OPEN, ON_HOLD, CLOSED, DRAFT), openings,
 * the period's applications, those of them still in process (in neither a
 * hired nor a rejected stage), the period's hires, the days it has been
 * open and its hiring deadline. Days open run from its creation to today,
 * or for a closed job to its last change (the jobs table keeps no closing
 * date; docs/api-reports.md). The chart shows the ten jobs with the most
 * applications.
 */
import { sql } from 'kysely';
import { scopeCtes } from '../dashboardScope.js';
import { cohortCte, column, count, figure, hiredJobs, hiresCte, type ReportContext, type ReportDefinition } from './reportContext.js';

interface JobRow {
    id: string;
    title: string;
    status: string;
    openings: number;
    applications: number;
    in_process: number;
    hired: number;
    days_open: number;
    deadline: string | null;
}

/** One query: the jobs with their counts (the cohort by index applications_ws_created, hires by the hired stages' moves). */
async function jobRows(ctx: ReportContext): Promise<JobRow[]> {
    const result = await sql<JobRow>`${scopeCtes(ctx.scope)}, ${cohortCte(ctx)}, ${hiresCte(ctx)},
        -- Counted per stage first (a few thousand groups), so only those are joined to their stage's kind.
        per_stage as (select c.job_id, c.stage_id, count(*) as n from cohort c group by c.job_id, c.stage_id),
        applied as (
            select p.job_id, sum(p.n)::int as applications, coalesce(sum(p.n) filter (where st.kind not in ('hired', 'rejected')), 0)::int as in_process
            from per_stage p join st on st.id = p.stage_id group by p.job_id
        ),
        hired as (select h.job_id, count(*)::int as n from ${hiredJobs(ctx)} h group by h.job_id)
        select sj.id, sj.title, j.job_type as status, j.openings,
            coalesce(ap.applications, 0)::int as applications, coalesce(ap.in_process, 0)::int as in_process, coalesce(h.n, 0)::int as hired,
            (case when j.job_type = 'CLOSED' then (j.updated_at at time zone ${ctx.p.timeZone})::date else ${ctx.p.today}::date end
                - (j.created_at at time zone ${ctx.p.timeZone})::date)::int as days_open,
            j.hiring_deadline::text as deadline
        from sj join jobs j on j.id = sj.id left join applied ap on ap.job_id = sj.id left join hired h on h.job_id = sj.id
        where j.created_at < ${ctx.p.end}::timestamptz
        order by j.created_at desc, sj.id`.execute(ctx.tx);
    return result.rows;
}

const CHART_JOBS = 10;

export const jobsReport: ReportDefinition = {
    name: 'jobs',
    async run(ctx) {
        const jobs = await jobRows(ctx);
        const total = (key: 'openings' | 'applications' | 'hired') => jobs.reduce((sum, job) => sum + count(job[key]), 0);
        const busiest = [...jobs].sort((a, b) => count(b.applications) - count(a.applications)).slice(0, CHART_JOBS);
        return {
            summary: [
                figure('jobs', 'count', jobs.length),
                figure('open_jobs', 'count', jobs.filter(job => job.status === 'OPEN').length),
                figure('openings', 'count', total('openings')),
                figure('applications', 'count', total('applications')),
                figure('hired', 'count', total('hired')),
            ],
            chart: { kind: 'bar', value_key: 'applications', labels: 'text', points: busiest.map(job => ({ label: job.title, value: count(job.applications), drill: { job_id: job.id } })) },
            columns: [
                column('job', 'text'),
                column('status', 'text'),
                column('openings', 'count'),
                column('applications', 'count', true),
                column('in_process', 'count'),
                column('hired', 'count', 'hired'),
                column('days_open', 'count'),
                column('deadline', 'date'),
            ],
            rows: jobs.map(job => ({
                id: job.id,
                cells: {
                    job: job.title,
                    status: job.status,
                    openings: count(job.openings),
                    applications: count(job.applications),
                    in_process: count(job.in_process),
                    hired: count(job.hired),
                    days_open: Math.max(count(job.days_open), 0),
                    deadline: job.deadline,
                },
                drill: { job_id: job.id },
            })),
        };
    },
};
