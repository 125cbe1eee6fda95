/**
 * Reading interviews (docs/api-interviews.md): one interview or a page of
 * them as the API answers them (config/contracts/interviews.ts interviewSchema),
 * the workspace's and the interviewer's list filters, and who may see one.
 * Writes are in interviewWrites.ts, feedback in interviewFeedback.ts, figures
 * in interviewStats.ts.
 */
import { sql, type RawBuilder } from 'kysely';
import { countedPage } from '../db/countedPage.js';
import type { Tx } from '../db/scope.js';
import {
    INTERVIEW_PAGE_SIZE,
    INTERVIEWER_PAGE_SIZE,
    type Interview,
    type InterviewDetail,
    type InterviewerListBody,
    type InterviewListQuery,
} from '../../config/contracts/interviews.js';
import type { ListMeta } from '../../config/contracts/common.js';
import type { AuthUser } from './access.js';
import { forbidden, notFound, pageMeta, pageWindow } from './http.js';
import { candidatesMatching } from './candidates.js';
import { questionsOf } from './interviewQuestions.js';
import { hasWordStarting, searchWordsOf } from './searchWords.js';
import type { ServerLocale } from './locale.js';

/** Signed in as an interviewer: the role, or a teammate's secondary role (SPEC.md section 2, Switch To). */
export const isInterviewer = (user: Pick<AuthUser, 'role_name' | 'secondary_role'>) => user.role_name === 'INTERVIEWER' || user.secondary_role === 'INTERVIEWER';

/** route() authorize() of the interviewer area. */
export function interviewerOnly({ user }: { user: AuthUser }): void {
    if (!isInterviewer(user)) throw forbidden();
}

export async function workspaceTimeZone(tx: Tx, workspaceId: string): Promise<string> {
    const row = await sql<{ time_zone: string }>`select time_zone from workspaces where id = ${workspaceId}`.execute(tx);
    return row.rows[0]?.time_zone ?? 'UTC';
}

interface InterviewRow extends Omit<Interview, 'job' | 'candidate' | 'round' | 'questions'> {
    job_id: string;
    job_title: string;
    candidate_id: string;
    candidate_first_name: string;
    candidate_last_name: string | null;
    candidate_email: string;
    round_id: string;
    round_name: string;
}

/**
 * The columns of an interview as answered. `viewer` is the signed-in
 * interviewer (is_past from their own submission) or null (corporate: past
 * once no longer open).
 */
function interviewColumns(viewer: string | null, timeZone: string): RawBuilder<unknown> {
    const pastForViewer = viewer
        ? sql`(i.status <> 'PENDING'
               or exists (select 1 from interview_interviewers me where me.interview_id = i.id and me.user_id = ${viewer} and me.submitted_at is not null)
               or (i.type = 'INTERVIEW' and i.ends_at <= now()))`
        : sql`(i.status <> 'PENDING' or (i.type = 'INTERVIEW' and i.ends_at <= now()))`;
    return sql`i.id, i.type, i.status, i.result, i.profile_status, i.application_id, i.starts_at, i.ends_at, i.duration_minutes,
        ${timeZone}::text as time_zone, i.mode, i.link, i.place, i.note, i.question_group_ids, i.sequence, i.version, i.created_at, i.updated_at,
        ${pastForViewer} as is_past,
        j.id as job_id, j.title as job_title,
        c.id as candidate_id, c.first_name as candidate_first_name, c.last_name as candidate_last_name, c.email as candidate_email,
        r.id as round_id, r.name as round_name,
        (select coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email,
                    'recommendation', ii.recommendation, 'submitted_at', ii.submitted_at) order by u.first_name, u.id), '[]'::jsonb)
            from interview_interviewers ii join users u on u.id = ii.user_id where ii.interview_id = i.id) as interviewers,
        (select coalesce(jsonb_agg(jsonb_build_object('starts_at', h.starts_at, 'ends_at', h.ends_at, 'changed_at', h.changed_at,
                    'changed_by', jsonb_build_object('id', h.changed_by, 'name', h.changed_by_name), 'reason', h.reason) order by h.changed_at, h.id), '[]'::jsonb)
            from interview_time_changes h where h.interview_id = i.id) as reschedule_history`;
}

const interviewSources = sql`interviews i
    join jobs j on j.id = i.job_id
    join applications a on a.id = i.application_id
    join candidates c on c.id = a.candidate_id
    join interview_rounds r on r.id = i.round_id`;

function present(row: InterviewRow): Interview {
    const { job_id, job_title, candidate_id, candidate_first_name, candidate_last_name, candidate_email, round_id, round_name, ...rest } = row;
    return {
        ...rest,
        job: { id: job_id, title: job_title },
        candidate: { id: candidate_id, first_name: candidate_first_name, last_name: candidate_last_name, email: candidate_email },
        round: { id: round_id, name: round_name },
    };
}

/** One interview of the workspace (404 when there is none), with its questions. */
export async function getInterview(tx: Tx, workspaceId: string, id: string, viewer: string | null = null): Promise<InterviewDetail> {
    const timeZone = await workspaceTimeZone(tx, workspaceId);
    const result = await sql<InterviewRow>`select ${interviewColumns(viewer, timeZone)} from ${interviewSources} where i.id = ${id}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return { ...present(result.rows[0]), questions: await questionsOf(tx, id) };
}

/** The interviewer's own interview: any other id, another interviewer's included, is a 404. */
export async function assertAssigned(tx: Tx, interviewId: string, userId: string): Promise<void> {
    const row = await sql`select 1 from interview_interviewers where interview_id = ${interviewId} and user_id = ${userId}`.execute(tx);
    if (!row.rows.length) throw notFound();
}

/** The interviewer has an interview on this application; otherwise 404. */
export async function assertOnApplication(tx: Tx, applicationId: string, userId: string): Promise<void> {
    const found = await sql`select 1 from interview_interviewers ii join interviews i on i.id = ii.interview_id
        where i.application_id = ${applicationId} and ii.user_id = ${userId} limit 1`.execute(tx);
    if (!found.rows.length) throw notFound();
}

/** The first instant of a date, and the first of the day after another, in the workspace's zone. */
function dayRange(column: RawBuilder<unknown>, timeZone: string, from?: string, to?: string): RawBuilder<unknown>[] {
    const where: RawBuilder<unknown>[] = [];
    if (from) where.push(sql`${column} >= (${from}::date)::timestamp at time zone ${timeZone}`);
    if (to) where.push(sql`${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`);
    return where;
}

/**
 * Each word starts a word of the candidate (their terms, as the candidate search matches them),
 * of the job's title or of the round's name: conditions on the interview's own columns, so the
 * count reads no other table. Before, an ILIKE of the joined candidate, job and round of every
 * interview: 1 s for a name on PGlite at the issue-10 volume (docs/performance.md). The candidate
 * is the interview's own column (043_interview_candidate.sql), its matches a hashed set (`is true`
 * keeps the IN a hashed subplan, as the board's search does): the work is the interviews read plus
 * the matching candidates, not the workspace's applications.
 */
function searchCondition(workspaceId: string, search: string | undefined, locale: ServerLocale): RawBuilder<unknown>[] {
    if (!search?.trim()) return [];
    const words = searchWordsOf('search', search, locale);
    // Only punctuation leaves no word to match: nothing, rather than every interview.
    if (!words.length) return [sql`false`];
    return words.map(
        w => sql`((i.candidate_id in (select m.candidate_id from (${candidatesMatching(workspaceId, [w])}) m)) is true
            or i.job_id in (select j2.id from jobs j2 where j2.workspace_id = ${workspaceId} and ${hasWordStarting('j2.title', w)})
            or i.round_id in (select r2.id from interview_rounds r2 where r2.workspace_id = ${workspaceId} and ${hasWordStarting('r2.name', w)}))`,
    );
}

async function listPage(tx: Tx, columns: RawBuilder<unknown>, where: RawBuilder<unknown>[], order: RawBuilder<unknown>, window: { currentPage: number; perPage: number; offset: number }) {
    const condition = where.length ? sql.join(where, sql` and `) : sql`true`;
    // Every condition is on the interview's own columns and each join is a not-null foreign key: the
    // count needs the interviews alone (it joined 100,000 applications for 12,000 interviews).
    const page = { from: interviewSources, countFrom: sql`interviews i`, where: condition, select: columns, order };
    const { total, rows } = await countedPage<InterviewRow>(tx, page, window.perPage, window.offset);
    return { data: rows.map(present), meta: pageMeta(total, window.currentPage, window.perPage) };
}

/** GET interviews: the workspace's, newest first, 10 a page. */
/** The workspace's interviews, a page; a search refused in `locale`. */
export async function listWorkspaceInterviews(tx: Tx, workspaceId: string, query: InterviewListQuery, locale: ServerLocale = 'en'): Promise<{ data: Interview[]; meta: ListMeta }> {
    const timeZone = await workspaceTimeZone(tx, workspaceId);
    const where: RawBuilder<unknown>[] = [];
    if (query.job_id) where.push(sql`i.job_id = ${query.job_id}`);
    if (query.round_id) where.push(sql`i.round_id = ${query.round_id}`);
    if (query.application_id) where.push(sql`i.application_id = ${query.application_id}`);
    if (query.status) where.push(sql`i.status = ${query.status}`);
    if (query.type) where.push(sql`i.type = ${query.type}`);
    if (query.result) where.push(sql`i.result = ${query.result}`);
    if (query.interviewer_id) where.push(sql`exists (select 1 from interview_interviewers f where f.interview_id = i.id and f.user_id = ${query.interviewer_id})`);
    where.push(...dayRange(sql`i.starts_at`, timeZone, query.from, query.to), ...searchCondition(workspaceId, query.search, locale));
    return listPage(tx, interviewColumns(null, timeZone), where, sql`i.starts_at desc, i.id`, pageWindow(query, INTERVIEW_PAGE_SIZE));
}

/**
 * POST interviewer/get-interview-list: the signed-in interviewer's. Open
 * (UPCOMING): pending, theirs not given, and for an interview not over yet;
 * PAST: the rest. Upcoming soonest first, past latest first.
 */
/** One interviewer's interviews, a page; a search refused in `locale`. */
export async function listInterviewerInterviews(tx: Tx, workspaceId: string, userId: string, body: InterviewerListBody, locale: ServerLocale = 'en'): Promise<{ data: Interview[]; meta: ListMeta }> {
    const timeZone = await workspaceTimeZone(tx, workspaceId);
    const type = body.interview_type ?? 'INTERVIEW';
    const open = sql`(i.status = 'PENDING' and me.submitted_at is null and (i.type = 'PROFILE_REVIEW' or me.ends_at > now()))`;
    const where: RawBuilder<unknown>[] = [sql`i.type = ${type}`];
    if (body.filterOption === 'UPCOMING') where.push(open);
    if (body.filterOption === 'PAST') where.push(sql`not ${open}`);
    if (body.interview_status) where.push(sql`i.status = ${body.interview_status}`);
    if (body.profile_status) where.push(sql`i.profile_status = ${body.profile_status}`);
    where.push(...dayRange(sql`me.starts_at`, timeZone, body.from, body.to), ...searchCondition(workspaceId, body.search, locale));
    const window = pageWindow(body, INTERVIEWER_PAGE_SIZE);
    // The interviewer's rows first (interview_interviewers_user_starts), then the joins for the page only.
    const mine = sql`join interview_interviewers me on me.interview_id = i.id and me.user_id = ${userId}`;
    const order = body.filterOption === 'UPCOMING' ? sql`me.starts_at asc, i.id` : sql`me.starts_at desc, i.id`;
    const page = { from: sql`${interviewSources} ${mine}`, countFrom: sql`interviews i ${mine}`, where: sql.join(where, sql` and `), select: interviewColumns(userId, timeZone), order };
    const { total, rows } = await countedPage<InterviewRow>(tx, page, window.perPage, window.offset);
    return { data: rows.map(present), meta: pageMeta(total, window.currentPage, window.perPage) };
}

/** Other interviews of the same application (the candidate page's earlier rounds), newest first. */
export async function roundsOfApplication(tx: Tx, applicationId: string, exceptId: string | null) {
    const rows = await sql<{ interview_id: string; round: string; type: string; status: string; starts_at: Date; result: string | null; profile_status: string | null; interviewers: string[] }>`
        select i.id as interview_id, r.name as round, i.type, i.status, i.starts_at, i.result, i.profile_status,
            (select coalesce(jsonb_agg(concat_ws(' ', u.first_name, u.last_name) order by u.first_name), '[]'::jsonb)
               from interview_interviewers ii join users u on u.id = ii.user_id where ii.interview_id = i.id) as interviewers
        from interviews i join interview_rounds r on r.id = i.round_id
        where i.application_id = ${applicationId} ${exceptId ? sql`and i.id <> ${exceptId}` : sql``}
        order by i.starts_at desc limit 50`.execute(tx);
    return rows.rows;
}

