/**
 * A workspace's usage per calendar month (GET usage, GET cs-dashboard;
 * docs/api-dashboard.md "Usage and the CS dashboard", the rules in
 * docs/decisions.md "Usage"), and the CS dashboard's setup checklist. Each
 * series is one grouped count over a (workspace_id, time) index: sessions
 * and stored_files from 023_usage.sql, jobs_ws_created, interviews_ws_starts,
 * the outboxes' (workspace_id, created_at); the applications are summed from
 * the kept day counts (027).
 */
import { sql, type RawBuilder } from 'kysely';
import { SETUP_STEPS, USAGE_ROLES, type CsDashboard, type SetupStep, type Usage, type UsageMonth } from '../../config/contracts/usage.js';
import type { Tx } from '../db/scope.js';
import { workspaceTimeZone } from './interviews.js';

interface MonthRange {
    months: string[];
    start: string;
    end: string;
    /** The range as calendar days of the workspace's time zone: its first day and the day after it. */
    firstDay: string;
    dayAfter: string;
}

/** The last `count` calendar months in the workspace's time zone, the current one included, and their timestamptz bounds. */
async function monthRange(tx: Tx, timeZone: string, count: number): Promise<MonthRange> {
    const row = await sql<{ first: string; start: Date; end: Date; day_after: string }>`with m as (select date_trunc('month', now() at time zone ${timeZone}) as current)
        select to_char(m.current - make_interval(months => ${count - 1}), 'YYYY-MM') as first,
            (m.current - make_interval(months => ${count - 1})) at time zone ${timeZone} as start,
            (m.current + interval '1 month') at time zone ${timeZone} as end,
            to_char(m.current + interval '1 month', 'YYYY-MM-DD') as day_after
        from m`.execute(tx);
    const { first, start, end, day_after: dayAfter } = row.rows[0];
    const months: string[] = [];
    let [year, month] = first.split('-').map(Number);
    for (let i = 0; i < count; i++) {
        months.push(`${year}-${String(month).padStart(2, '0')}`);
        [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    }
    return { months, start: new Date(start).toISOString(), end: new Date(end).toISOString(), firstDay: `${first}-01`, dayAfter };
}

interface Series {
    month: string;
    key: string;
    value: number;
}

/** One grouped count: `value` per month of `at` (and per `key`), over `from` rows of the workspace in the range. */
async function series(tx: Tx, r: MonthRange, timeZone: string, q: { from: RawBuilder<unknown>; at: RawBuilder<unknown>; value: RawBuilder<unknown>; key?: RawBuilder<unknown>; where?: RawBuilder<unknown> }): Promise<Series[]> {
    const rows = await sql<Series>`select to_char(${q.at} at time zone ${timeZone}, 'YYYY-MM') as month, ${q.key ?? sql`''`} as key, ${q.value} as value
        from ${q.from}
        where ${q.at} >= ${r.start}::timestamptz and ${q.at} < ${r.end}::timestamptz ${q.where ? sql`and ${q.where}` : sql``}
        group by 1, 2`.execute(tx);
    return rows.rows.map(row => ({ ...row, value: Number(row.value) }));
}

/**
 * Applications per month from the kept day counts (027_kept_counts.sql: per calendar day of the
 * workspace's time zone, kept with every insert, delete and change of an application), a few
 * hundred rows rather than every application of the year.
 */
async function applicationsByMonth(tx: Tx, workspaceId: string, r: MonthRange): Promise<Series[]> {
    const rows = await sql<Series>`select to_char(day, 'YYYY-MM') as month, '' as key, sum(count)::int as value
        from application_day_counts
        where workspace_id = ${workspaceId} and day >= ${r.firstDay}::date and day < ${r.dayAfter}::date
        group by 1`.execute(tx);
    return rows.rows.map(row => ({ ...row, value: Number(row.value) }));
}

const emptyMonth = (month: string): UsageMonth => ({
    month,
    active_users: Object.fromEntries(USAGE_ROLES.map(role => [role, 0])) as UsageMonth['active_users'],
    jobs_posted: 0,
    applications: 0,
    interviews: 0,
    emails_sent: 0,
    whatsapp_sent: 0,
    storage_added_bytes: 0,
});

type MonthCount = Exclude<keyof UsageMonth, 'month' | 'active_users'>;

export async function workspaceUsage(tx: Tx, workspaceId: string, monthCount: number): Promise<Usage> {
    const timeZone = await workspaceTimeZone(tx, workspaceId);
    const r = await monthRange(tx, timeZone, monthCount);
    const ws = sql`workspace_id = ${workspaceId}`;
    const count = sql`count(*)`;
    const byMonth = new Map(r.months.map(month => [month, emptyMonth(month)]));
    // Sign-ins: each session is one; a user counts once a month, under the role they have now.
    for (const row of await series(tx, r, timeZone, {
        from: sql`sessions s join users u on u.id = s.user_id and u.workspace_id = s.workspace_id`,
        at: sql`s.created_at`,
        key: sql`u.role_name`,
        value: sql`count(distinct s.user_id)`,
        where: sql`s.workspace_id = ${workspaceId}`,
    })) {
        const month = byMonth.get(row.month);
        if (month && row.key in month.active_users) month.active_users[row.key as keyof UsageMonth['active_users']] = row.value;
    }
    const counts: [MonthCount, Parameters<typeof series>[3]][] = [
        ['jobs_posted', { from: sql`jobs`, at: sql`created_at`, value: count, where: sql`${ws} and job_type <> 'DRAFT'` }],
        ['interviews', { from: sql`interviews`, at: sql`starts_at`, value: count, where: sql`${ws} and status <> 'CANCELLED'` }],
        ['emails_sent', { from: sql`email_outbox`, at: sql`created_at`, value: count, where: ws }],
        ['whatsapp_sent', { from: sql`whatsapp_outbox`, at: sql`created_at`, value: count, where: ws }],
        ['storage_added_bytes', { from: sql`stored_files`, at: sql`created_at`, value: sql`coalesce(sum(size_bytes), 0)`, where: ws }],
    ];
    const counted: [MonthCount, Series[]][] = [['applications', await applicationsByMonth(tx, workspaceId, r)]];
    for (const [name, query] of counts) counted.push([name, await series(tx, r, timeZone, query)]);
    for (const [name, rows] of counted) {
        for (const row of rows) {
            const month = byMonth.get(row.month);
            if (month) month[name] = row.value;
        }
    }
    const storage = await sql<{ files: number; bytes: string | number }>`select count(*)::int as files, coalesce(sum(size_bytes), 0) as bytes
        from stored_files where workspace_id = ${workspaceId}`.execute(tx);
    return {
        time_zone: timeZone,
        months: r.months.map(month => byMonth.get(month) ?? emptyMonth(month)),
        storage: { files: Number(storage.rows[0].files), bytes: Number(storage.rows[0].bytes) },
    };
}

/**
 * The setup checklist (docs/decisions.md "Usage"): each step's count and
 * whether it is done (at least one). A customised pipeline is a job whose
 * stages changed after they were made: one renamed or moved, or one added
 * after the job's first ones.
 */
async function setupChecklist(tx: Tx, workspaceId: string): Promise<CsDashboard['setup']> {
    const row = await sql<Record<SetupStep, number>>`select
            (select count(*) from departments where workspace_id = ${workspaceId} and status = 'ACTIVE')::int as departments,
            (select count(*) from users where workspace_id = ${workspaceId} and status = 'ACTIVE' and role_name in ('RECRUITER', 'LEAD_RECRUITER'))::int as teammates,
            (select count(*) from (
                select s.job_id from pipeline_stages s where s.workspace_id = ${workspaceId}
                group by s.job_id
                having bool_or(s.version > 1 or s.updated_at > s.created_at) or max(s.created_at) > min(s.created_at)) edited)::int as pipeline,
            (select count(*) from jobs where workspace_id = ${workspaceId} and show_on_career_page and job_type = 'OPEN' and status = 'ACTIVE')::int as career_page,
            ((select count(*) from email_templates where workspace_id = ${workspaceId} and status = 'ACTIVE')
                + (select count(*) from whatsapp_templates where workspace_id = ${workspaceId} and status = 'ACTIVE'))::int as templates`.execute(tx);
    const counts = row.rows[0];
    return SETUP_STEPS.map(step => ({ step, count: Number(counts[step]), done: Number(counts[step]) > 0 }));
}

export async function csDashboard(tx: Tx, workspace: { id: string; company_name: string; host: string }, monthCount: number): Promise<CsDashboard> {
    return {
        workspace: { id: workspace.id, company_name: workspace.company_name, host: workspace.host },
        usage: await workspaceUsage(tx, workspace.id, monthCount),
        setup: await setupChecklist(tx, workspace.id),
    };
}
