/**
 * Scheduling, rescheduling and cancelling interviews, and a job's rounds
 * (docs/api-interviews.md). Every change to a meeting goes on the
 * application's timeline and is mailed with its calendar invite in the same
 * transaction (the outbox), so a mail exists exactly when the change does.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import {
    DEFAULT_ROUNDS,
    MAX_ROUNDS,
    meetingRuleErrors,
    type InterviewDetail,
    type RescheduleBody,
    type Round,
    type ScheduleBody,
    type UpdateRoundBody,
} from '../../config/contracts/interviews.js';
import type { AuthUser } from './access.js';
import { displayName } from './applications.js';
import { recordAutomationEvent } from './automationEvents.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';
import { mailInterview, whenText } from './interviewCalendar.js';
import { insertQuestions, pickQuestions } from './interviewQuestions.js';
import { getInterview } from './interviews.js';
import { composedText, dateLocale, type ServerLocale } from './locale.js';

// ---------------------------------------------------------------------------
// Rounds.

export const roundMessages = {
    duplicate: 'A round with this name already exists in this job.',
    tooMany: (locale: ServerLocale) => composedText(locale, 'rounds_max', { max: MAX_ROUNDS }, `A job has at most ${MAX_ROUNDS} rounds.`),
    inUse: (count: number, locale: ServerLocale) =>
        composedText(locale, 'round_in_use', { count }, `${count} interview${count === 1 ? ' uses' : 's use'} this round: it cannot be deleted.`),
} as const;

const roundColumns = sql`r.id, r.job_id, r.name, r.position, r.version,
    (select count(*)::int from interviews i where i.round_id = r.id) as interview_count`;

export async function roundsOf(tx: Tx, jobId: string): Promise<Round[]> {
    return (await sql<Round>`select ${roundColumns} from interview_rounds r where r.job_id = ${jobId} order by r.position, r.created_at`.execute(tx)).rows;
}

export async function getRound(tx: Tx, id: string): Promise<Round> {
    const row = (await sql<Round>`select ${roundColumns} from interview_rounds r where r.id = ${id}`.execute(tx)).rows[0];
    if (!row) throw notFound();
    return row;
}

const duplicateRound = () => new HttpProblem(400, roundMessages.duplicate, { name: roundMessages.duplicate });

/** Unique violations raced past the check answer like the check. */
function mapDuplicateRound(error: unknown): never {
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'interview_rounds_job_name') throw duplicateRound();
    throw error;
}

async function roundNameTaken(tx: Tx, jobId: string, name: string, exceptId: string | null): Promise<boolean> {
    const found = await sql`select 1 from interview_rounds where job_id = ${jobId} and lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``}`.execute(tx);
    return found.rows.length > 0;
}

export async function createRound(tx: Tx, workspaceId: string, jobId: string, name: string, locale: ServerLocale): Promise<Round> {
    await sql`select 1 from jobs where id = ${jobId} for update`.execute(tx);
    const trimmed = name.trim();
    if (await roundNameTaken(tx, jobId, trimmed, null)) throw duplicateRound();
    const count = (await sql<{ n: number; last: number }>`select count(*)::int as n, coalesce(max(position), 0)::int as last from interview_rounds where job_id = ${jobId}`.execute(tx)).rows[0];
    if (count.n >= MAX_ROUNDS) throw new HttpProblem(400, roundMessages.tooMany(locale), { name: roundMessages.tooMany(locale) });
    const inserted = await sql<{ id: string }>`insert into interview_rounds (workspace_id, job_id, name, position)
        values (${workspaceId}, ${jobId}, ${trimmed}, ${count.last + 1}) returning id`
        .execute(tx)
        .catch(mapDuplicateRound);
    return getRound(tx, inserted.rows[0].id);
}

/** Renames and/or moves a round (the others close up around it); only the fields sent change. */
export async function updateRound(tx: Tx, id: string, body: UpdateRoundBody): Promise<Round> {
    const round = await getRound(tx, id);
    await sql`select 1 from jobs where id = ${round.job_id} for update`.execute(tx);
    if (body.name !== undefined && (await roundNameTaken(tx, round.job_id, body.name.trim(), id))) throw duplicateRound();
    const updated = await sql`update interview_rounds set version = version + 1, updated_at = now()
            ${body.name !== undefined ? sql`, name = ${body.name.trim()}` : sql``}
        where id = ${id} and version = ${body.version} returning id`
        .execute(tx)
        .catch(mapDuplicateRound);
    if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
    if (body.position !== undefined) {
        const order = (await roundsOf(tx, round.job_id)).map(r => r.id).filter(r => r !== id);
        order.splice(Math.min(body.position, order.length + 1) - 1, 0, id);
        for (const [index, roundId] of order.entries()) await sql`update interview_rounds set position = ${index + 1} where id = ${roundId}`.execute(tx);
    }
    return getRound(tx, id);
}

export async function deleteRound(tx: Tx, id: string, locale: ServerLocale): Promise<void> {
    const round = await getRound(tx, id);
    if (round.interview_count) throw new HttpProblem(409, roundMessages.inUse(round.interview_count, locale));
    await sql`delete from interview_rounds where id = ${id}`.execute(tx);
    await sql`update interview_rounds set position = position - 1 where job_id = ${round.job_id} and position > ${round.position}`.execute(tx);
}

export { DEFAULT_ROUNDS };

// ---------------------------------------------------------------------------
// Who may interview, and when they are busy.

/** Active users of the workspace whose role or secondary role is INTERVIEWER; anything else is named in errors. */
export async function checkInterviewers(tx: Tx, ids: readonly string[], errors: FieldErrors): Promise<void> {
    const found = await sql<{ id: string }>`select id from users where id = any(${[...ids]}::uuid[]) and status = 'ACTIVE'
        and (role_name = 'INTERVIEWER' or secondary_role = 'INTERVIEWER')`.execute(tx);
    const ok = new Set(found.rows.map(r => r.id));
    const bad = ids.filter(id => !ok.has(id));
    if (bad.length) errors.interviewer_ids = 'Choose active interviewers of this workspace (interviewers, or teammates who also interview).';
}

/** The longest interview: the overlap scan needs only interviews that start less than this before the new end. */
const MAX_DURATION_SQL = sql`interval '480 minutes'`;

/**
 * Serialises schedules of the same interviewers (advisory locks, in id
 * order), then refuses a time that overlaps another live interview of any of
 * them: 409 naming the clash, in `locale` (its times as a mail in that language writes them).
 * Intervals are half-open: one ending at 11:00 and one starting at 11:00 do not clash.
 */
export async function assertNoOverlap(tx: Tx, interviewerIds: readonly string[], startsAt: Date, endsAt: Date, exceptId: string | null, locale: ServerLocale): Promise<void> {
    for (const id of [...interviewerIds].sort()) await sql`select pg_advisory_xact_lock(hashtext(${`interviewer:${id}`}))`.execute(tx);
    const clash = await sql<{ interviewer: string; candidate: string; job: string; starts_at: Date; ends_at: Date; time_zone: string }>`
        select concat_ws(' ', u.first_name, u.last_name) as interviewer, concat_ws(' ', c.first_name, c.last_name) as candidate, j.title as job,
            i.starts_at, i.ends_at, w.time_zone
        from interview_interviewers ii
        join interviews i on i.id = ii.interview_id
        join users u on u.id = ii.user_id
        join applications a on a.id = i.application_id
        join candidates c on c.id = a.candidate_id
        join jobs j on j.id = i.job_id
        join workspaces w on w.id = i.workspace_id
        where ii.user_id = any(${[...interviewerIds]}::uuid[])
          and ii.starts_at < ${endsAt} and ii.starts_at > ${startsAt}::timestamptz - ${MAX_DURATION_SQL} and ii.ends_at > ${startsAt}
          and i.type = 'INTERVIEW' and i.status <> 'CANCELLED'
          ${exceptId ? sql`and i.id <> ${exceptId}` : sql``}
        order by ii.starts_at limit 1`.execute(tx);
    const hit = clash.rows[0];
    if (!hit) return;
    const time = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: hit.time_zone, dateStyle: 'medium', timeStyle: 'short' });
    const end = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: hit.time_zone, timeStyle: 'short' });
    const [start, until] = [time.format(hit.starts_at), end.format(hit.ends_at)];
    const values = { interviewer: hit.interviewer, candidate: hit.candidate, job: hit.job, start, end: until, zone: hit.time_zone };
    const english = `${hit.interviewer} already has an interview with ${hit.candidate} for ${hit.job} from ${start} to ${until} (${hit.time_zone}).`;
    const message = composedText(locale, 'interview_clash', values, english);
    throw new HttpProblem(409, message, { starts_at: message });
}

// ---------------------------------------------------------------------------
// Schedule.

interface ApplicationRef {
    id: string;
    job_id: string;
}

async function applicationRef(tx: Tx, id: string): Promise<ApplicationRef> {
    const row = (await sql<ApplicationRef>`select id, job_id from applications where id = ${id}`.execute(tx)).rows[0];
    if (!row) throw notFound();
    return row;
}

function refuse(errors: FieldErrors): void {
    const fields = Object.keys(errors);
    if (fields.length) throw new HttpProblem(400, fields.length === 1 ? errors[fields[0]] : messages.invalidInput, errors);
}

/** An event on the application's timeline. */
export async function addInterviewEvent(tx: Tx, workspaceId: string, actor: AuthUser, applicationId: string, type: string, data: Record<string, unknown>): Promise<void> {
    await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
        values (${workspaceId}, ${applicationId}, ${type}, ${actor.id}, ${displayName(actor)}, ${JSON.stringify(data)}::jsonb)`.execute(tx);
}

function meetingWindow(body: { starts_at?: string; duration_minutes?: number }, profileReview: boolean): { startsAt: Date; endsAt: Date; minutes: number } {
    const startsAt = profileReview || !body.starts_at ? new Date() : new Date(body.starts_at);
    const minutes = profileReview ? 0 : (body.duration_minutes ?? 0);
    return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000), minutes };
}

/** Schedules an interview or asks for a profile review; a refusal composed with values is in `locale`. */
export async function scheduleInterview(tx: Tx, workspace: Workspace, user: AuthUser, body: ScheduleBody, locale: ServerLocale, log?: FastifyBaseLogger): Promise<InterviewDetail> {
    const application = await applicationRef(tx, body.application_id);
    const type = body.type ?? 'INTERVIEW';
    const errors: FieldErrors = { ...meetingRuleErrors({ ...body, type }) };
    if (body.job_id && body.job_id !== application.job_id) errors.job_id = 'The application is not for this job.';
    const round = (await sql`select 1 from interview_rounds where id = ${body.round_id} and job_id = ${application.job_id}`.execute(tx)).rows[0];
    if (!round) errors.round_id = 'The round is not a round of this job.';
    await checkInterviewers(tx, body.interviewer_ids, errors);
    const questions = await pickQuestions(tx, body.question_group_ids ?? [], errors, locale);
    refuse(errors);
    const profileReview = type === 'PROFILE_REVIEW';
    const { startsAt, endsAt, minutes } = meetingWindow(body, profileReview);
    if (!profileReview) await assertNoOverlap(tx, body.interviewer_ids, startsAt, endsAt, null, locale);
    const inserted = await sql<{ id: string }>`insert into interviews (workspace_id, application_id, job_id, round_id, type, profile_status,
            starts_at, ends_at, duration_minutes, mode, link, place, note, question_group_ids, created_by, created_by_name)
        values (${workspace.id}, ${application.id}, ${application.job_id}, ${body.round_id}, ${type}, ${profileReview ? 'PENDING' : null},
            ${startsAt}, ${endsAt}, ${minutes}, ${profileReview ? null : body.mode}, ${profileReview ? null : (body.link ?? null)},
            ${profileReview ? null : (body.place ?? null)}, ${body.note ?? null}, ${JSON.stringify(body.question_group_ids ?? [])}::jsonb, ${user.id}, ${displayName(user)})
        returning id`.execute(tx);
    const id = inserted.rows[0].id;
    await sql`insert into interview_interviewers (workspace_id, interview_id, user_id, starts_at, ends_at)
        values ${sql.join(body.interviewer_ids.map(u => sql`(${workspace.id}, ${id}, ${u}, ${startsAt}, ${endsAt})`))}`.execute(tx);
    await sql`insert into interview_time_changes (workspace_id, interview_id, starts_at, ends_at, changed_by, changed_by_name)
        values (${workspace.id}, ${id}, ${startsAt}, ${endsAt}, ${user.id}, ${displayName(user)})`.execute(tx);
    await insertQuestions(tx, workspace.id, id, questions);
    const interview = await getInterview(tx, workspace.id, id);
    await addInterviewEvent(tx, workspace.id, user, application.id, 'INTERVIEW_SCHEDULED', {
        interview_id: id,
        text: profileReview ? `${interview.round.name} profile review requested` : `${interview.round.name} interview scheduled for ${whenText(interview)}`,
    });
    await recordAutomationEvent(tx, workspace.id, { type: 'INTERVIEW_SCHEDULED', applicationId: application.id, jobId: application.job_id, interviewId: id });
    await mailInterview(tx, workspace, interview, 'scheduled', log);
    return interview;
}

// ---------------------------------------------------------------------------
// Reschedule and cancel.

async function lockInterview(tx: Tx, id: string) {
    const row = (await sql<{ id: string; type: string; status: string; version: number; application_id: string; mode: string | null; link: string | null; place: string | null; duration_minutes: number }>`
        select id, type, status, version, application_id, mode, link, place, duration_minutes from interviews where id = ${id} for update`.execute(tx)).rows[0];
    if (!row) throw notFound();
    return row;
}

export const rescheduleMessages = {
    notOpen: 'Only a pending interview can be rescheduled.',
    profileReview: 'A profile review has no meeting to reschedule.',
    feedbackGiven: 'Feedback has already been given on this interview: schedule a new one instead.',
} as const;

/** New time (and optionally people, length and place); the old time stays in the history. Only the fields sent change. */
export async function rescheduleInterview(tx: Tx, workspace: Workspace, user: AuthUser, body: RescheduleBody, locale: ServerLocale, log?: FastifyBaseLogger): Promise<InterviewDetail> {
    const current = await lockInterview(tx, body.interview_id);
    if (current.version !== body.version) throw new HttpProblem(409, messages.stale);
    if (current.type === 'PROFILE_REVIEW') throw new HttpProblem(400, rescheduleMessages.profileReview, { interview_id: rescheduleMessages.profileReview });
    if (current.status !== 'PENDING') throw new HttpProblem(400, rescheduleMessages.notOpen, { interview_id: rescheduleMessages.notOpen });
    const given = await sql`select 1 from interview_interviewers where interview_id = ${current.id} and submitted_at is not null limit 1`.execute(tx);
    if (given.rows.length) throw new HttpProblem(400, rescheduleMessages.feedbackGiven, { interview_id: rescheduleMessages.feedbackGiven });
    const merged = {
        type: 'INTERVIEW' as const,
        starts_at: body.starts_at,
        duration_minutes: body.duration_minutes ?? current.duration_minutes,
        mode: (body.mode ?? current.mode) as RescheduleBody['mode'],
        link: body.link !== undefined ? body.link : current.link,
        place: body.place !== undefined ? body.place : current.place,
    };
    const errors = meetingRuleErrors(merged);
    const interviewerIds = body.interviewer_ids ?? (await sql<{ user_id: string }>`select user_id from interview_interviewers where interview_id = ${current.id}`.execute(tx)).rows.map(r => r.user_id);
    if (body.interviewer_ids) await checkInterviewers(tx, body.interviewer_ids, errors);
    refuse(errors);
    const { startsAt, endsAt, minutes } = meetingWindow(merged, false);
    await assertNoOverlap(tx, interviewerIds, startsAt, endsAt, current.id, locale);
    await sql`update interviews set starts_at = ${startsAt}, ends_at = ${endsAt}, duration_minutes = ${minutes}, mode = ${merged.mode ?? null},
            link = ${merged.link ?? null}, place = ${merged.place ?? null}, sequence = sequence + 1, version = version + 1, updated_at = now()
        where id = ${current.id}`.execute(tx);
    if (body.interviewer_ids) {
        await sql`delete from interview_interviewers where interview_id = ${current.id} and not (user_id = any(${body.interviewer_ids}::uuid[]))`.execute(tx);
        await sql`insert into interview_interviewers (workspace_id, interview_id, user_id, starts_at, ends_at)
            values ${sql.join(body.interviewer_ids.map(u => sql`(${workspace.id}, ${current.id}, ${u}, ${startsAt}, ${endsAt})`))}
            on conflict (interview_id, user_id) do nothing`.execute(tx);
    }
    await sql`update interview_interviewers set starts_at = ${startsAt}, ends_at = ${endsAt} where interview_id = ${current.id}`.execute(tx);
    await sql`insert into interview_time_changes (workspace_id, interview_id, starts_at, ends_at, reason, changed_by, changed_by_name)
        values (${workspace.id}, ${current.id}, ${startsAt}, ${endsAt}, ${body.reason ?? null}, ${user.id}, ${displayName(user)})`.execute(tx);
    const interview = await getInterview(tx, workspace.id, current.id);
    await addInterviewEvent(tx, workspace.id, user, current.application_id, 'INTERVIEW_RESCHEDULED', {
        interview_id: current.id,
        text: `${interview.round.name} interview moved to ${whenText(interview)}${body.reason ? `: ${body.reason}` : ''}`,
    });
    await recordAutomationEvent(tx, workspace.id, { type: 'INTERVIEW_RESCHEDULED', applicationId: current.application_id, interviewId: current.id });
    await mailInterview(tx, workspace, interview, 'rescheduled', log);
    return interview;
}

/**
 * Cancels (kept, CANCELLED) or, with type=DELETE, deletes an interview. An
 * interview still pending mails its CANCEL either way (SEQUENCE one more);
 * a completed one is only deleted, with no mail.
 */
export async function cancelInterview(tx: Tx, workspace: Workspace, user: AuthUser, id: string, remove: boolean, log?: FastifyBaseLogger): Promise<'CANCELLED' | 'DELETED'> {
    const current = await lockInterview(tx, id);
    if (!remove && current.status !== 'PENDING') {
        const message = current.status === 'CANCELLED' ? 'This interview is already cancelled.' : 'A completed interview cannot be cancelled.';
        throw new HttpProblem(400, message, { id: message });
    }
    if (current.status === 'PENDING') {
        await sql`update interviews set status = 'CANCELLED', sequence = sequence + 1, version = version + 1, updated_at = now() where id = ${id}`.execute(tx);
        const interview = await getInterview(tx, workspace.id, id);
        await addInterviewEvent(tx, workspace.id, user, current.application_id, 'INTERVIEW_CANCELLED', { interview_id: id, text: `${interview.round.name} ${interview.type === 'PROFILE_REVIEW' ? 'profile review' : 'interview'} cancelled` });
        await recordAutomationEvent(tx, workspace.id, { type: 'INTERVIEW_CANCELLED', applicationId: current.application_id, interviewId: id });
        await mailInterview(tx, workspace, interview, 'cancelled', log);
    }
    if (!remove) return 'CANCELLED';
    await sql`delete from interviews where id = ${id}`.execute(tx);
    return 'DELETED';
}
