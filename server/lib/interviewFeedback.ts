/**
 * An interviewer's feedback (ratings per question, a recommendation), the
 * interview's result, and profile-review decisions (docs/api-interviews.md).
 * Feedback is a draft until submitted, then read-only; each submission goes
 * on the application's timeline, where the recruiter sees the result.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import {
    RECOMMENDATIONS,
    feedbackMessages,
    feedbackRuleErrors,
    type Criterion,
    type Feedback,
    type FeedbackBody,
    type InterviewResult,
    type ProfileStatusBody,
} from '../../config/contracts/interviews.js';
import type { AuthUser } from './access.js';
import { recordAutomationEvent } from './automationEvents.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';
import { questionsOf } from './interviewQuestions.js';
import { addInterviewEvent } from './interviewWrites.js';

interface LockedInterview {
    id: string;
    type: string;
    status: string;
    profile_status: string | null;
    application_id: string;
    round_name: string;
}

interface MyRow {
    submitted_at: Date | null;
}

/** The interview and the caller's row on it, locked; not theirs: 404. */
async function lockMine(tx: Tx, interviewId: string, userId: string): Promise<{ interview: LockedInterview; mine: MyRow }> {
    const interview = (await sql<LockedInterview>`select i.id, i.type, i.status, i.profile_status, i.application_id, r.name as round_name
        from interviews i join interview_rounds r on r.id = i.round_id where i.id = ${interviewId} for update of i`.execute(tx)).rows[0];
    const mine = (await sql<MyRow>`select submitted_at from interview_interviewers where interview_id = ${interviewId} and user_id = ${userId} for update`.execute(tx)).rows[0];
    if (!interview || !mine) throw notFound();
    return { interview, mine };
}

function refuse(errors: FieldErrors): void {
    const fields = Object.keys(errors);
    if (fields.length) throw new HttpProblem(400, fields.length === 1 ? errors[fields[0]] : messages.invalidInput, errors);
}

const recommendationLabel = (result: InterviewResult) => RECOMMENDATIONS.find(r => r.value === result)?.label ?? result;

export const feedbackStateMessages = {
    cancelled: 'This interview was cancelled.',
    profileReview: 'A profile review is approved or rejected, not rated.',
    decided: 'This profile has already been reviewed.',
    notProfileReview: 'This interview is not a profile review.',
} as const;

/**
 * Saves the caller's ratings, and submits when a recommendation is given
 * (update-interview-feedback) or with the ratings saved so far
 * (update-interview-result). Answers sent replace those of the same
 * questions; the others stay.
 */
export async function saveFeedback(tx: Tx, workspaceId: string, user: AuthUser, body: FeedbackBody): Promise<{ submitted: boolean }> {
    const { interview, mine } = await lockMine(tx, body.interview_id, user.id);
    if (interview.type === 'PROFILE_REVIEW') throw new HttpProblem(400, feedbackStateMessages.profileReview, { interview_id: feedbackStateMessages.profileReview });
    if (interview.status === 'CANCELLED') throw new HttpProblem(400, feedbackStateMessages.cancelled, { interview_id: feedbackStateMessages.cancelled });
    if (mine.submitted_at) throw new HttpProblem(409, feedbackMessages.submitted);
    const questions = await questionsOf(tx, interview.id);
    const submitting = body.recommendation !== undefined;
    refuse(feedbackRuleErrors(questions, body.answers, undefined, false));
    const saved = (await sql<{ question_id: string; criterion_id: string }>`select question_id, criterion_id from interview_feedback_answers
        where interview_id = ${interview.id} and user_id = ${user.id}`.execute(tx)).rows;
    const sent = new Set(body.answers.map(a => a.question_id));
    const merged = [...saved.filter(a => !sent.has(a.question_id)), ...body.answers];
    if (submitting) refuse(feedbackRuleErrors(questions, merged, body.recommendation, true));

    const criteria = new Map(questions.flatMap(q => q.criteria.map((c: Criterion) => [`${q.id}|${c.id}`, c.level] as const)));
    for (const answer of body.answers) {
        await sql`insert into interview_feedback_answers (workspace_id, interview_id, user_id, question_id, criterion_id, level, note)
            values (${workspaceId}, ${interview.id}, ${user.id}, ${answer.question_id}, ${answer.criterion_id}, ${criteria.get(`${answer.question_id}|${answer.criterion_id}`)!}, ${answer.note ?? null})
            on conflict (interview_id, user_id, question_id) do update set criterion_id = excluded.criterion_id, level = excluded.level, note = excluded.note`.execute(tx);
    }
    await sql`update interview_interviewers set feedback_saved_at = now()
            ${body.overall_note !== undefined ? sql`, overall_note = ${body.overall_note}` : sql``}
        where interview_id = ${interview.id} and user_id = ${user.id}`.execute(tx);
    if (submitting) await submit(tx, workspaceId, user, interview, body.recommendation!);
    return { submitted: submitting };
}

/** The caller's recommendation becomes the interview's result; the interview completes once every interviewer has given theirs. */
async function submit(tx: Tx, workspaceId: string, user: AuthUser, interview: LockedInterview, result: InterviewResult): Promise<void> {
    await sql`update interview_interviewers set recommendation = ${result}, submitted_at = now() where interview_id = ${interview.id} and user_id = ${user.id}`.execute(tx);
    await sql`update interviews set result = ${result}, result_at = now(), version = version + 1, updated_at = now(),
            status = case when exists (select 1 from interview_interviewers o where o.interview_id = ${interview.id} and o.submitted_at is null) then status else 'COMPLETED' end
        where id = ${interview.id}`.execute(tx);
    await addInterviewEvent(tx, workspaceId, user, interview.application_id, 'INTERVIEW_RESULT', {
        interview_id: interview.id,
        result,
        text: `${interview.round_name} interview: ${recommendationLabel(result)} (${result})`,
    });
    await recordAutomationEvent(tx, workspaceId, { type: 'FEEDBACK_SUBMITTED', applicationId: interview.application_id, interviewId: interview.id, result });
}

/** update-interview-result: submits with the ratings already saved (same rule as a submitting feedback). */
export async function submitResult(tx: Tx, workspaceId: string, user: AuthUser, interviewId: string, result: InterviewResult, overallNote?: string | null): Promise<void> {
    await saveFeedback(tx, workspaceId, user, { interview_id: interviewId, answers: [], recommendation: result, ...(overallNote !== undefined ? { overall_note: overallNote } : {}) });
}

/** update-profile-status: the interviewer's decision on a profile review, once. */
export async function reviewProfile(tx: Tx, workspaceId: string, user: AuthUser, body: ProfileStatusBody): Promise<void> {
    const { interview, mine } = await lockMine(tx, body.interview_id, user.id);
    if (interview.type !== 'PROFILE_REVIEW') throw new HttpProblem(400, feedbackStateMessages.notProfileReview, { interview_id: feedbackStateMessages.notProfileReview });
    if (interview.status === 'CANCELLED') throw new HttpProblem(400, feedbackStateMessages.cancelled, { interview_id: feedbackStateMessages.cancelled });
    if (mine.submitted_at || interview.profile_status !== 'PENDING') throw new HttpProblem(409, feedbackStateMessages.decided);
    await sql`update interview_interviewers set submitted_at = now(), overall_note = ${body.note ?? null} where interview_id = ${interview.id} and user_id = ${user.id}`.execute(tx);
    await sql`update interviews set profile_status = ${body.profile_status}, status = 'COMPLETED', result_at = now(), version = version + 1, updated_at = now()
        where id = ${interview.id}`.execute(tx);
    await addInterviewEvent(tx, workspaceId, user, interview.application_id, 'PROFILE_REVIEWED', {
        interview_id: interview.id,
        profile_status: body.profile_status,
        text: `${interview.round_name} profile review: ${body.profile_status === 'APPROVED' ? 'Approved' : 'Rejected'}${body.note ? ` – ${body.note}` : ''}`,
    });
}

interface FeedbackRow {
    user_id: string;
    name: string;
    recommendation: InterviewResult | null;
    overall_note: string | null;
    submitted_at: string | null;
    answers: Feedback['answers'];
}

/** Feedback on an interview: one interviewer's (userId) or everyone's (null), drafts included. */
export async function feedbackOf(tx: Tx, interviewId: string, userId: string | null): Promise<Feedback[]> {
    const rows = await sql<FeedbackRow>`select ii.user_id, concat_ws(' ', u.first_name, u.last_name) as name, ii.recommendation, ii.overall_note, ii.submitted_at,
            (select coalesce(jsonb_agg(jsonb_build_object('question_id', f.question_id, 'question', q.label, 'group_id', q.group_id,
                        'criterion_id', f.criterion_id, 'criterion', (select c->>'label' from jsonb_array_elements(q.criteria) c where c->>'id' = f.criterion_id),
                        'level', f.level, 'note', f.note) order by q.position), '[]'::jsonb)
               from interview_feedback_answers f join interview_questions q on q.interview_id = f.interview_id and q.question_id = f.question_id
               where f.interview_id = ii.interview_id and f.user_id = ii.user_id) as answers
        from interview_interviewers ii join users u on u.id = ii.user_id
        where ii.interview_id = ${interviewId} ${userId ? sql`and ii.user_id = ${userId}` : sql``}
          and (ii.feedback_saved_at is not null or ii.submitted_at is not null)
        order by ii.submitted_at nulls last, u.first_name`.execute(tx);
    return rows.rows.map(r => ({
        interviewer: { id: r.user_id, name: r.name },
        answers: r.answers,
        recommendation: r.recommendation,
        overall_note: r.overall_note,
        submitted_at: r.submitted_at,
    }));
}
