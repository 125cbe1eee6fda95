/**
 * The vendor's dashboard (docs/api-vendors.md, "Dashboard"): their
 * submissions counted by where each is now. A stage is read by its name, as
 * the default pipeline names them: "Hired" is a hire, a name starting with
 * "Offer" an offer, "Rejected" out of process; any other stage is in process.
 * Interviews: submissions with an interview booked and not cancelled.
 */
import { sql } from 'kysely';
import type { VendorDashboard } from '../../config/contracts/vendorPortal.js';
import type { Tx } from '../db/scope.js';

const PERIODS = 12;

interface JobCounts {
    job_id: string;
    title: string;
    submissions: number;
    in_process: number;
    interviews: number;
    offers: number;
    hires: number;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first days of the last `PERIODS` weeks (Mondays) or months, oldest first, in UTC as the database truncates. */
function periodStarts(unit: 'week' | 'month', now = new Date()): string[] {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), unit === 'month' ? 1 : now.getUTCDate()));
    if (unit === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
    const out: string[] = [];
    for (let i = PERIODS - 1; i >= 0; i--) {
        const d = new Date(start);
        if (unit === 'week') d.setUTCDate(d.getUTCDate() - 7 * i);
        else d.setUTCMonth(d.getUTCMonth() - i);
        out.push(isoDay(d));
    }
    return out;
}

async function series(tx: Tx, workspaceId: string, vendorId: string, unit: 'week' | 'month') {
    const starts = periodStarts(unit);
    const rows = await sql<{ period: Date | string; submissions: number; hires: number }>`
        select p.period, count(*) filter (where p.kind = 'S')::int as submissions, count(*) filter (where p.kind = 'H')::int as hires
        from (
            select date_trunc(${unit}, a.vendor_submitted_at at time zone 'UTC')::date as period, 'S' as kind
                from applications a where a.workspace_id = ${workspaceId} and a.vendor_id = ${vendorId} and a.vendor_submitted_at >= ${starts[0]}::date
            union all
            select date_trunc(${unit}, a.stage_entered_at at time zone 'UTC')::date, 'H'
                from applications a join pipeline_stages s on s.id = a.stage_id
                where a.workspace_id = ${workspaceId} and a.vendor_id = ${vendorId} and a.vendor_submitted_at is not null
                  and lower(s.name) = 'hired' and a.stage_entered_at >= ${starts[0]}::date
        ) p group by p.period`.execute(tx);
    const byPeriod = new Map(rows.rows.map(r => [typeof r.period === 'string' ? r.period.slice(0, 10) : isoDay(r.period), r]));
    return starts.map(period => ({ period, submissions: byPeriod.get(period)?.submissions ?? 0, hires: byPeriod.get(period)?.hires ?? 0 }));
}

export async function vendorDashboard(tx: Tx, workspaceId: string, vendorId: string): Promise<VendorDashboard> {
    const perJob = await sql<JobCounts>`
        select m.job_id, j.title, count(*)::int as submissions,
            count(*) filter (where m.stage not in ('hired', 'rejected'))::int as in_process,
            count(*) filter (where m.interviewed)::int as interviews,
            count(*) filter (where m.stage like 'offer%')::int as offers,
            count(*) filter (where m.stage = 'hired')::int as hires
        from (
            select a.job_id, lower(s.name) as stage,
                exists (select 1 from interviews i where i.application_id = a.id and i.status <> 'CANCELLED' and i.type = 'INTERVIEW') as interviewed
            from applications a join pipeline_stages s on s.id = a.stage_id
            where a.workspace_id = ${workspaceId} and a.vendor_id = ${vendorId} and a.vendor_submitted_at is not null
        ) m join jobs j on j.id = m.job_id
        group by m.job_id, j.title order by count(*) desc, j.title`.execute(tx);
    const totals = { submissions: 0, in_process: 0, interviews: 0, offers: 0, hires: 0 };
    for (const row of perJob.rows) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    return { totals, per_job: perJob.rows, weekly: await series(tx, workspaceId, vendorId, 'week'), monthly: await series(tx, workspaceId, vendorId, 'month') };
}
