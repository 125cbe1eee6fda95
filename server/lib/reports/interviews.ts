/**
 * Interview report (docs/api-reports.md): the interviews (not profile
 * reviews) starting in the period on the scoped jobs' applications, per
 * job: the candidates interviewed, interviews held or planned (not
 * cancelled), completed, each result (pass, fail, waitlist, not appeared),
 * those past their end still waiting for a result, and cancelled ones; the
 * pass rate is passes over results given.
 */
import { sql, type RawBuilder } from 'kysely';
import { scopeCtes, within } from '../dashboardScope.js';
import { column, count, figure, share, sourceCondition, type ReportContext, type ReportDefinition } from './reportContext.js';

/**
 * `talks`: the period's interviews on the scoped jobs' applications (after scopeCtes). The
 * applications are read only for a source filter: an interview carries its job, and its
 * application's key makes the join a no-op otherwise (a hash of every application at volume).
 */
export function interviewsCte(ctx: ReportContext): RawBuilder<unknown> {
    const bySource = ctx.source ? sql`join applications a on a.id = i.application_id ${sourceCondition(ctx)}` : sql``;
    return sql`talks as (
            select i.id, i.application_id, i.job_id, i.status, i.result, i.ends_at
            from interviews i join sj on sj.id = i.job_id ${bySource}
            where i.workspace_id = ${ctx.scope.workspaceId} and i.type = 'INTERVIEW' and ${within(sql`i.starts_at`, ctx.p.start, ctx.p.end)}
        )`;
}

const RESULTS = ['pass', 'fail', 'waitlist', 'not_appeared'] as const;

interface JobInterviews extends Record<(typeof RESULTS)[number], number> {
    id: string;
    title: string;
    candidates: number;
    interviews: number;
    completed: number;
    awaiting_result: number;
    cancelled: number;
}

/** One query: each scoped job with an interview in the period. */
async function jobInterviews(ctx: ReportContext): Promise<JobInterviews[]> {
    const result = await sql<JobInterviews>`${scopeCtes(ctx.scope)}, ${interviewsCte(ctx)}
        select sj.id, sj.title,
            count(distinct t.application_id) filter (where t.status <> 'CANCELLED')::int as candidates,
            count(*) filter (where t.status <> 'CANCELLED')::int as interviews,
            count(*) filter (where t.status = 'COMPLETED')::int as completed,
            count(*) filter (where t.result = 'PASS')::int as pass,
            count(*) filter (where t.result = 'FAIL')::int as fail,
            count(*) filter (where t.result = 'WAITLIST')::int as waitlist,
            count(*) filter (where t.result = 'NOT_APPEARED')::int as not_appeared,
            count(*) filter (where t.status = 'PENDING' and t.ends_at <= now())::int as awaiting_result,
            count(*) filter (where t.status = 'CANCELLED')::int as cancelled
        from talks t join sj on sj.id = t.job_id
        group by sj.id, sj.title
        order by count(*) desc, lower(sj.title), sj.id`.execute(ctx.tx);
    return result.rows;
}

export const interviewReport: ReportDefinition = {
    name: 'interviews',
    async run(ctx) {
        const jobs = await jobInterviews(ctx);
        const total = (key: Exclude<keyof JobInterviews, 'id' | 'title'>) => jobs.reduce((sum, job) => sum + count(job[key]), 0);
        const results = RESULTS.reduce((sum, key) => sum + total(key), 0);
        return {
            summary: [figure('interviews', 'count', total('interviews')), figure('completed', 'count', total('completed')), figure('awaiting_result', 'count', total('awaiting_result')), figure('pass_rate', 'percent', share(total('pass'), results))],
            chart: { kind: 'bar', value_key: 'interviews', labels: 'columns', points: RESULTS.map(key => ({ label: key, value: total(key) })) },
            columns: [
                column('job', 'text'),
                column('candidates', 'count', 'interviewed'),
                column('interviews', 'count'),
                column('completed', 'count'),
                ...RESULTS.map(key => column(key, 'count')),
                column('awaiting_result', 'count'),
                column('cancelled', 'count'),
            ],
            rows: jobs.map(job => ({
                id: job.id,
                cells: {
                    job: job.title,
                    candidates: count(job.candidates),
                    interviews: count(job.interviews),
                    completed: count(job.completed),
                    ...Object.fromEntries(RESULTS.map(key => [key, count(job[key])])),
                    awaiting_result: count(job.awaiting_result),
                    cancelled: count(job.cancelled),
                },
                drill: { job_id: job.id },
            })),
        };
    },
};
