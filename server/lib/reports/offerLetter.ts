/**
 * Offer letter (docs/api-reports.md): the offers sent in the period on the
 * scoped jobs' applications, per job: sent, accepted, declined, still open
 * (SENT), withdrawn or expired, and the acceptance rate (accepted over
 * answered: an offer still open is no refusal). Offers not linked to an
 * application (legacy rows 019 could not match) belong to no job and are
 * not counted. `offersCte` is the one place that reads offer_letters, so
 * the report follows the offers' table wherever it moves.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DrillOutcome } from '../../../config/contracts/reports.js';
import { scopeCtes, within } from '../dashboardScope.js';
import { column, count, figure, share, sourceCondition, type ReportContext, type ReportDefinition } from './reportContext.js';

/** `offers`: offers sent in the period on the scoped jobs' applications (after scopeCtes), with their job, status and when the application was made. */
export function offersCte(ctx: ReportContext): RawBuilder<unknown> {
    // Each offer's application read by its key (lateral, limit 1), as hiresCte reads a hire's: a join let the planner hash every
    // application of the workspace to find the period's few thousand offers.
    return sql`offers as (
            select o.id, o.application_id, a.job_id, o.offer_status as status, a.applied_at
            from offer_letters o cross join lateral (
                select a.job_id, a.created_at as applied_at from applications a where a.id = o.application_id ${sourceCondition(ctx)} limit 1
            ) a
            join sj on sj.id = a.job_id
            where o.workspace_id = ${ctx.scope.workspaceId} and ${within(sql`o.sent_at`, ctx.p.start, ctx.p.end)}
        )`;
}

interface JobOffers {
    id: string;
    title: string;
    sent: number;
    accepted: number;
    declined: number;
    open: number;
    closed: number;
}

/** One query: each scoped job with an offer sent in the period, by status. */
async function jobOffers(ctx: ReportContext): Promise<JobOffers[]> {
    const result = await sql<JobOffers>`${scopeCtes(ctx.scope)}, ${offersCte(ctx)}
        select sj.id, sj.title, count(*)::int as sent,
            count(*) filter (where o.status = 'ACCEPTED')::int as accepted,
            count(*) filter (where o.status = 'DECLINED')::int as declined,
            count(*) filter (where o.status = 'SENT')::int as open,
            count(*) filter (where o.status in ('WITHDRAWN', 'EXPIRED'))::int as closed
        from offers o join sj on sj.id = o.job_id
        group by sj.id, sj.title
        order by count(*) desc, lower(sj.title), sj.id`.execute(ctx.tx);
    return result.rows;
}

const STATUSES = ['accepted', 'declined', 'open', 'closed'] as const;
/** The drill of a status's bar, as its column's (open and closed offers have none). */
const STATUS_OUTCOME: Record<(typeof STATUSES)[number], DrillOutcome | null> = { accepted: 'offer_accepted', declined: 'offer_declined', open: null, closed: null };

export const offerLetter: ReportDefinition = {
    name: 'offer-letter',
    async run(ctx) {
        const jobs = await jobOffers(ctx);
        const total = (key: keyof Omit<JobOffers, 'id' | 'title'>) => jobs.reduce((sum, job) => sum + count(job[key]), 0);
        const accepted = total('accepted');
        const declined = total('declined');
        return {
            summary: [figure('offers_sent', 'count', total('sent')), figure('accepted', 'count', accepted), figure('declined', 'count', declined), figure('acceptance_rate', 'percent', share(accepted, accepted + declined))],
            chart: { kind: 'donut', value_key: 'offers_sent', labels: 'columns', points: STATUSES.map(status => ({ label: status, value: total(status), ...(STATUS_OUTCOME[status] ? { drill: { outcome: STATUS_OUTCOME[status] } } : {}) })) },
            columns: [
                column('job', 'text'),
                column('offers_sent', 'count', 'offer_sent'),
                column('accepted', 'count', 'offer_accepted'),
                column('declined', 'count', 'offer_declined'),
                column('open', 'count'),
                column('closed', 'count'),
                column('acceptance_rate', 'percent'),
            ],
            rows: jobs.map(job => ({
                id: job.id,
                cells: {
                    job: job.title,
                    offers_sent: count(job.sent),
                    accepted: count(job.accepted),
                    declined: count(job.declined),
                    open: count(job.open),
                    closed: count(job.closed),
                    acceptance_rate: share(count(job.accepted), count(job.accepted) + count(job.declined)),
                },
                drill: { job_id: job.id },
            })),
        };
    },
};
