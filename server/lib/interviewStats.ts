/**
 * Interview figures, computed in SQL (docs/api-interviews.md): the
 * interviewer's dashboard, monthly counts, the marks distribution and
 * interviewer calibration. Days and months are the workspace's time zone.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/scope.js';
import {
    CRITERION_LEVEL_LABELS,
    CRITERION_LEVELS,
    RECOMMENDATIONS,
    type Calibration,
    type DashboardAnalytics,
    type InterviewResult,
    type MarksDistribution,
    type MonthlyCount,
} from '../../config/contracts/interviews.js';
import type { ListMeta } from '../../config/contracts/common.js';
import { pageMeta, pageWindow } from './http.js';
import { likeContaining } from './searchWords.js';

export async function dashboardAnalytics(tx: Tx, userId: string, timeZone: string): Promise<DashboardAnalytics> {
    const row = await sql<DashboardAnalytics>`
        select
            count(*) filter (where i.type = 'INTERVIEW' and open and me.starts_at >= now()
                and me.starts_at < ((now() at time zone ${timeZone})::date + 1)::timestamp at time zone ${timeZone})::int as upcoming_today,
            count(*) filter (where i.type = 'INTERVIEW' and open and me.starts_at >= now() and me.starts_at < now() + interval '7 days')::int as upcoming_week,
            count(*) filter (where i.type = 'INTERVIEW' and open and me.ends_at <= now())::int as feedback_pending,
            count(*) filter (where i.type = 'INTERVIEW' and me.submitted_at is not null and me.recommendation <> 'NOT_APPEARED')::int as completed,
            count(*) filter (where i.type = 'INTERVIEW' and me.recommendation = 'NOT_APPEARED')::int as no_shows,
            count(*) filter (where i.type = 'PROFILE_REVIEW' and open)::int as profile_reviews_pending
        from interview_interviewers me
        join interviews i on i.id = me.interview_id
        cross join lateral (select i.status = 'PENDING' and me.submitted_at is null as open) o
        where me.user_id = ${userId}`.execute(tx);
    return row.rows[0];
}

/** Whose figures: one interviewer's (their rows) or the workspace's (every interviewer's rows). */
const scopeOf = (userId: string | null): RawBuilder<unknown> => (userId ? sql`me.user_id = ${userId}` : sql`true`);

export async function currentYear(tx: Tx, timeZone: string): Promise<number> {
    return (await sql<{ y: number }>`select extract(year from now() at time zone ${timeZone})::int as y`.execute(tx)).rows[0].y;
}

const yearRange = (year: number, timeZone: string) =>
    sql`i.starts_at >= make_timestamp(${year}, 1, 1, 0, 0, 0) at time zone ${timeZone} and i.starts_at < make_timestamp(${year + 1}, 1, 1, 0, 0, 0) at time zone ${timeZone}`;

/**
 * Twelve months of a year. With an interviewer: interviews they were on
 * (not cancelled), those they gave a result for, and their no-shows. For the
 * workspace: interviews, completed ones, and NOT_APPEARED results.
 */
export async function monthlyCounts(tx: Tx, userId: string | null, year: number, timeZone: string): Promise<MonthlyCount[]> {
    const rows = userId
        ? await sql<{ month: number; scheduled: number; completed: number; no_shows: number }>`
            select extract(month from i.starts_at at time zone ${timeZone})::int as month,
                count(*) filter (where i.status <> 'CANCELLED')::int as scheduled,
                count(*) filter (where me.submitted_at is not null and me.recommendation <> 'NOT_APPEARED')::int as completed,
                count(*) filter (where me.recommendation = 'NOT_APPEARED')::int as no_shows
            from interview_interviewers me join interviews i on i.id = me.interview_id
            where ${scopeOf(userId)} and i.type = 'INTERVIEW' and ${yearRange(year, timeZone)}
            group by 1`.execute(tx)
        : await sql<{ month: number; scheduled: number; completed: number; no_shows: number }>`
            select extract(month from i.starts_at at time zone ${timeZone})::int as month,
                count(*) filter (where i.status <> 'CANCELLED')::int as scheduled,
                count(*) filter (where i.status = 'COMPLETED' and i.result <> 'NOT_APPEARED')::int as completed,
                count(*) filter (where i.result = 'NOT_APPEARED')::int as no_shows
            from interviews i
            where i.type = 'INTERVIEW' and ${yearRange(year, timeZone)}
            group by 1`.execute(tx);
    return Array.from({ length: 12 }, (_, index) => {
        const found = rows.rows.find(r => r.month === index + 1);
        return { month: `${year}-${String(index + 1).padStart(2, '0')}`, scheduled: found?.scheduled ?? 0, completed: found?.completed ?? 0, no_shows: found?.no_shows ?? 0 };
    });
}

/** How often each criterion level and each recommendation was given in submitted feedback of the year. */
export async function marksDistribution(tx: Tx, userId: string | null, year: number, timeZone: string): Promise<MarksDistribution> {
    const levels = await sql<{ level: string; n: number }>`select f.level, count(*)::int as n
        from interview_feedback_answers f
        join interview_interviewers me on me.interview_id = f.interview_id and me.user_id = f.user_id
        join interviews i on i.id = f.interview_id
        where ${scopeOf(userId)} and me.submitted_at is not null and ${yearRange(year, timeZone)}
        group by f.level`.execute(tx);
    const results = await sql<{ recommendation: InterviewResult; n: number }>`select me.recommendation, count(*)::int as n
        from interview_interviewers me join interviews i on i.id = me.interview_id
        where ${scopeOf(userId)} and me.recommendation is not null and i.type = 'INTERVIEW' and ${yearRange(year, timeZone)}
        group by me.recommendation`.execute(tx);
    return {
        levels: CRITERION_LEVELS.map(level => ({ level, label: CRITERION_LEVEL_LABELS[level], count: levels.rows.find(r => r.level === level)?.n ?? 0 })),
        results: RECOMMENDATIONS.map(r => ({ result: r.value, label: r.label, count: results.rows.find(x => x.recommendation === r.value)?.n ?? 0 })),
    };
}

interface CalibrationRow {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string;
    interviews_done: number;
    no_shows: number;
    feedback_turnaround_hours: number | null;
    pass_rate: number | null;
    workspace_pass_rate: number | null;
    agreement_sample: number;
    agreement_rate: number | null;
}

/**
 * Calibration of interviewers (every user whose role or secondary role is
 * INTERVIEWER, or one of them). The final outcome of an application is the
 * stage it sits in: named Hired or Rejected (any case); elsewhere it has none yet.
 */
export async function calibration(tx: Tx, filter: { userId?: string; search?: string; page?: number; limit?: number }): Promise<{ data: Calibration[]; meta: ListMeta }> {
    const where: RawBuilder<unknown>[] = [sql`(u.role_name = 'INTERVIEWER' or u.secondary_role = 'INTERVIEWER')`];
    if (filter.userId) where.push(sql`u.id = ${filter.userId}`);
    const term = filter.search?.trim();
    if (term) {
        const like = likeContaining(term);
        where.push(sql`(concat_ws(' ', u.first_name, u.last_name) ilike ${like} or u.email ilike ${like})`);
    }
    const condition = sql.join(where, sql` and `);
    const window = pageWindow(filter, 10);
    const total = (await sql<{ n: number }>`select count(*)::int as n from users u where ${condition}`.execute(tx)).rows[0].n;
    const rows = await sql<CalibrationRow>`
        with page as (
            select u.id, u.first_name, u.last_name, u.email from users u where ${condition}
            order by u.first_name, u.last_name, u.id limit ${window.perPage} offset ${window.offset}
        ),
        given as (
            select me.user_id, me.recommendation, me.submitted_at, i.ends_at, i.application_id
            from interview_interviewers me join interviews i on i.id = me.interview_id
            where i.type = 'INTERVIEW' and me.submitted_at is not null
        ),
        workspace as (
            select (count(*) filter (where recommendation = 'PASS'))::float8 / nullif(count(*) filter (where recommendation <> 'NOT_APPEARED'), 0) as rate from given
        ),
        outcome as (
            select a.id as application_id, case lower(s.name) when 'hired' then 'HIRED' when 'rejected' then 'REJECTED' end as outcome
            from applications a join pipeline_stages s on s.id = a.stage_id
            where a.id in (select g.application_id from given g join page p on p.id = g.user_id)
        )
        select p.id, p.first_name, p.last_name, p.email,
            (count(g.user_id) filter (where g.recommendation <> 'NOT_APPEARED'))::int as interviews_done,
            (count(g.user_id) filter (where g.recommendation = 'NOT_APPEARED'))::int as no_shows,
            -- greatest() skips nulls, so without the filter an interviewer with no submission (the left join's null row) had a turnaround of 0.
            round((percentile_cont(0.5) within group (order by greatest(0, extract(epoch from (g.submitted_at - g.ends_at)) / 3600)) filter (where g.user_id is not null))::numeric, 1)::float8 as feedback_turnaround_hours,
            (count(g.user_id) filter (where g.recommendation = 'PASS'))::float8 / nullif(count(g.user_id) filter (where g.recommendation <> 'NOT_APPEARED'), 0) as pass_rate,
            (select rate from workspace) as workspace_pass_rate,
            (count(g.user_id) filter (where g.recommendation in ('PASS', 'FAIL') and o.outcome is not null))::int as agreement_sample,
            (count(g.user_id) filter (where (g.recommendation = 'PASS' and o.outcome = 'HIRED') or (g.recommendation = 'FAIL' and o.outcome = 'REJECTED')))::float8
                / nullif(count(g.user_id) filter (where g.recommendation in ('PASS', 'FAIL') and o.outcome is not null), 0) as agreement_rate
        from page p
        left join given g on g.user_id = p.id
        left join outcome o on o.application_id = g.application_id
        group by p.id, p.first_name, p.last_name, p.email
        order by p.first_name, p.last_name, p.id`.execute(tx);
    const round2 = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);
    return {
        data: rows.rows.map(r => ({
            interviewer: { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email },
            interviews_done: r.interviews_done,
            no_shows: r.no_shows,
            feedback_turnaround_hours: r.feedback_turnaround_hours,
            pass_rate: round2(r.pass_rate),
            workspace_pass_rate: round2(r.workspace_pass_rate),
            agreement_sample: r.agreement_sample,
            agreement_rate: round2(r.agreement_rate),
        })),
        meta: pageMeta(total, window.currentPage, window.perPage),
    };
}
