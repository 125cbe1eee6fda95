/**
 * The dashboard's lists (docs/api-dashboard.md): open jobs nearing their
 * hiring deadline, and what needs the caller: interviews past their end
 * still waiting for feedback, and applications stuck in a stage longer than
 * `stuckInStageDays` (config/constants.json). Each list is capped at
 * DASHBOARD_LIST_LIMIT rows and carries its full total.
 */
import { sql } from 'kysely';
import { DASHBOARD_LIST_LIMIT, DEADLINE_WINDOW_DAYS, STUCK_IN_STAGE_DAYS, type CorporateDashboard } from '../../config/contracts/dashboard.js';
import type { Tx } from '../db/scope.js';
import { addDays, scopeCtes, type JobScope } from './dashboardScope.js';

const fullName = sql`trim(c.first_name || ' ' || coalesce(c.last_name, ''))`;

/** Open, active jobs whose hiring deadline is today or within DEADLINE_WINDOW_DAYS days; open applications are those neither hired nor rejected (the stages' kept counts). */
export async function deadlines(tx: Tx, scope: JobScope, today: string): Promise<CorporateDashboard['deadlines']> {
    const rows = await sql<{ id: string; title: string; deadline: string; open_applications: number }>`${scopeCtes(scope)}
        select sj.id, sj.title, sj.hiring_deadline::text as deadline,
            coalesce((select sum(st.application_count) from st where st.job_id = sj.id and st.kind not in ('hired', 'rejected')), 0)::int as open_applications
        from sj
        where sj.job_type = 'OPEN' and sj.status = 'ACTIVE'
            and sj.hiring_deadline >= ${today}::date and sj.hiring_deadline <= ${addDays(today, DEADLINE_WINDOW_DAYS)}::date
        order by sj.hiring_deadline, sj.title
        limit ${DASHBOARD_LIST_LIMIT}`.execute(tx);
    return rows.rows.map(r => ({ ...r, open_applications: Number(r.open_applications) }));
}

type NeedsYou = CorporateDashboard['needs_you'];

/**
 * Interviews (not profile reviews) still PENDING after their end: a result is owed. Oldest first.
 * Counted once (owed, materialized), and only the ten shown are joined to their candidates and rounds.
 */
async function feedbackPending(tx: Tx, scope: JobScope): Promise<NeedsYou['feedback_pending']> {
    const rows = await sql<NeedsYou['feedback_pending']['items'][number] & { total: number }>`${scopeCtes(scope)},
        owed as materialized (
            select i.id, i.application_id, i.job_id, i.round_id, i.ends_at from interviews i join sj on sj.id = i.job_id
            where i.workspace_id = ${scope.workspaceId} and i.type = 'INTERVIEW' and i.status = 'PENDING' and i.ends_at <= now()
        ),
        shown as (select * from owed order by ends_at, id limit ${DASHBOARD_LIST_LIMIT})
        select o.id as interview_id, o.application_id, o.job_id, sj.title as job_title, ${fullName} as candidate_name, r.name as round_name,
            o.ends_at, (select count(*) from owed)::int as total
        from shown o
            join sj on sj.id = o.job_id
            join applications a on a.id = o.application_id
            join candidates c on c.id = a.candidate_id
            join interview_rounds r on r.id = o.round_id
        order by o.ends_at, o.id`.execute(tx);
    return {
        total: Number(rows.rows[0]?.total ?? 0),
        items: rows.rows.map(({ total: _total, ends_at, ...r }) => ({ ...r, ends_at: new Date(ends_at).toISOString() })),
    };
}

/**
 * Applications of open jobs in a stage that is neither hired nor rejected, entered more than
 * STUCK_IN_STAGE_DAYS days ago. Longest waiting first. The total is those stages' kept counts
 * less the applications that entered them since the threshold (the recent end of the index
 * applications_ws_entered); the ten shown are read from its oldest end. Neither reads every
 * waiting application, and only the ten shown are joined to their candidates.
 */
async function stuck(tx: Tx, scope: JobScope): Promise<NeedsYou['stuck']> {
    const since = sql`now() - make_interval(days => ${STUCK_IN_STAGE_DAYS})`;
    const rows = await sql<NeedsYou['stuck']['items'][number] & { total: number }>`${scopeCtes(scope)},
        waiting_stages as (
            select st.id, st.name, st.application_count from sj join st on st.job_id = sj.id
            where sj.job_type = 'OPEN' and sj.status = 'ACTIVE' and st.kind not in ('hired', 'rejected')
        ),
        recent as (
            select count(*) as n from applications a
            where a.workspace_id = ${scope.workspaceId} and a.stage_entered_at >= ${since} and a.stage_id in (select id from waiting_stages)
        ),
        oldest as (
            select a.id, a.job_id, a.candidate_id, a.stage_entered_at, a.stage_id from applications a
            where a.workspace_id = ${scope.workspaceId} and a.stage_entered_at < ${since} and a.stage_id in (select id from waiting_stages)
            order by a.stage_entered_at, a.id
            limit ${DASHBOARD_LIST_LIMIT}
        )
        select o.id as application_id, o.job_id, sj.title as job_title, ${fullName} as candidate_name, w.name as stage_name,
            floor(extract(epoch from now() - o.stage_entered_at) / 86400)::int as days_in_stage,
            ((select coalesce(sum(application_count), 0) from waiting_stages) - (select n from recent))::int as total
        from oldest o join sj on sj.id = o.job_id join waiting_stages w on w.id = o.stage_id join candidates c on c.id = o.candidate_id
        order by o.stage_entered_at, o.id`.execute(tx);
    // No application waits: no row carries the total, and it is zero.
    return { total: Number(rows.rows[0]?.total ?? 0), items: rows.rows.map(({ total: _total, ...r }) => r) };
}

export async function needsYou(tx: Tx, scope: JobScope): Promise<NeedsYou> {
    return { stuck_days: STUCK_IN_STAGE_DAYS, feedback_pending: await feedbackPending(tx, scope), stuck: await stuck(tx, scope) };
}
