/**
 * Interviews on the wire (docs/api-interviews.md): a job's rounds, scheduling,
 * rescheduling and cancelling, the workspace's list, the interviewer area
 * (lists, details, feedback, results, profile reviews, dashboards), the
 * question bank, and interviewer calibration. The server validates with these
 * schemas, the OpenAPI document publishes them and the console derives its
 * types from them; the cross-field rules beside them run in both.
 * Over 400 lines because it is the whole domain's contract in one place, in
 * sections (rounds, scheduling, lists, feedback, figures, profile), as the
 * console and the server read it; each section is schemas and their types only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CONTACT_PHONE_PATTERN, pageQueryProperties, profileImageSchema, uuidSchema, type AnswerOf, type FieldErrors } from './common';

export const INTERVIEW_TYPES = ['INTERVIEW', 'PROFILE_REVIEW'] as const;
export const INTERVIEW_MODES = ['VIDEO', 'PHONE', 'IN_PERSON'] as const;
/** PENDING until every interviewer has given a result; CANCELLED by delete-interview without type=DELETE. */
export const INTERVIEW_STATUSES = ['PENDING', 'COMPLETED', 'CANCELLED'] as const;
export const INTERVIEW_RESULTS = ['PASS', 'FAIL', 'WAITLIST', 'NOT_APPEARED'] as const;
export const PROFILE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** The interviewer's lists: open items (Upcoming), the rest (Past), or both. */
export const FILTER_OPTIONS = ['UPCOMING', 'PAST', 'ALL'] as const;
export const CRITERION_LEVELS = ['STRONG', 'NEEDS_IMPROVEMENT', 'WEAK'] as const;

export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number];
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
export type FilterOption = (typeof FILTER_OPTIONS)[number];
export type CriterionLevel = (typeof CRITERION_LEVELS)[number];

/** SPEC.md section 3's recommendation options, in the order the feedback form shows them. */
export const RECOMMENDATIONS: readonly { label: string; value: InterviewResult }[] = [
    { label: 'Shortlisted', value: 'PASS' },
    { label: 'Rejected', value: 'FAIL' },
    { label: 'Waitlisted', value: 'WAITLIST' },
    { label: 'Not Appeared', value: 'NOT_APPEARED' },
];
export const CRITERION_LEVEL_LABELS: Record<CriterionLevel, string> = {
    STRONG: 'Strong Response',
    NEEDS_IMPROVEMENT: 'Needs Improvement',
    WEAK: 'Weak Response',
};

/** Page sizes of SPEC.md section 9: the workspace's list 10, the interviewer's 12. */
export const INTERVIEW_PAGE_SIZE = 10;
export const INTERVIEWER_PAGE_SIZE = 12;
export const MAX_INTERVIEWERS = 10;
export const MAX_QUESTION_GROUPS = 12;
/** Questions picked from each chosen group when an interview is scheduled. */
export const QUESTIONS_PER_GROUP = 3;
export const DURATION_MINUTES = { min: 15, max: 480, default: 60 } as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const dateSchema = { type: 'string', format: 'date' } as const;
/** An instant with its offset (RFC 3339, `Z` or `+05:30`): the console builds it in the workspace's time zone. */
const instantSchema = { type: 'string', format: 'date-time', maxLength: 40 } as const;
const versionSchema = { type: 'integer', minimum: 1 } as const;
const personSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, first_name: { type: 'string' }, last_name: nullableString, email: { type: 'string' } },
} as const;

// ---------------------------------------------------------------------------
// The question bank (config/question-banks.json, plus a workspace's own questions).

export const criterionSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, label: { type: 'string' }, value: { type: 'string' }, level: { type: 'string', enum: CRITERION_LEVELS } },
} as const;
export type Criterion = AnswerOf<typeof criterionSchema>;

export const questionSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        label: { type: 'string' },
        value: { type: 'string' },
        /** Exactly three, in the order Strong Response, Needs Improvement, Weak Response. */
        criteria: { type: 'array', items: criterionSchema },
        /** A workspace's own question (deletable by its admins), not the shipped bank's. */
        custom: { type: 'boolean' },
    },
} as const;
export type Question = AnswerOf<typeof questionSchema>;

export const questionGroupSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, label: { type: 'string' }, questions: { type: 'array', items: questionSchema } },
} as const;
export type QuestionGroup = AnswerOf<typeof questionGroupSchema>;

/** interview-questions' answer: every group with the workspace's own questions after the shipped ones, and the criteria catalogue. */
export const questionBankSchema = {
    type: 'object',
    properties: { groups: { type: 'array', items: questionGroupSchema }, criteria: { type: 'array', items: criterionSchema } },
} as const;

export const questionBankQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { group_ids: { type: 'string', maxLength: 400, description: 'Comma-separated group ids; all groups when absent' } },
} as const;

const questionGroupIdSchema = { type: 'string', pattern: '^[a-z_]{2,40}$' } as const;

/** A workspace admin's own question (POST interview-questions). */
export const createQuestionBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['group_id', 'label'],
    properties: {
        group_id: questionGroupIdSchema,
        label: { type: 'string', minLength: 5, maxLength: 500, pattern: '\\S' },
        /** Three criterion ids of the catalogue, one per level; the group's first question's set when absent. */
        criteria_ids: { type: 'array', minItems: 3, maxItems: 3, uniqueItems: true, items: { type: 'string', pattern: '^eval_criteria_[0-9]{1,2}$' } },
    },
} as const;
export type CreateQuestionBody = FromSchema<typeof createQuestionBodySchema>;

/** regenerate-question's body: swap one question of an interview for an unused one of its group. */
export const regenerateQuestionBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['interview_id', 'question_id'],
    properties: { interview_id: uuidSchema, question_id: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;
export type RegenerateQuestionBody = FromSchema<typeof regenerateQuestionBodySchema>;

// ---------------------------------------------------------------------------
// Rounds of a job.

export const roundNameSchema = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;
export const DEFAULT_ROUNDS = ['Technical', 'HR'] as const;
export const MAX_ROUNDS = 20;

export const roundSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        job_id: { type: 'string' },
        name: { type: 'string' },
        position: { type: 'integer' },
        interview_count: { type: 'integer' },
        version: { type: 'integer' },
    },
} as const;
export type Round = AnswerOf<typeof roundSchema>;

export const createRoundBodySchema = { type: 'object', additionalProperties: false, required: ['name'], properties: { name: roundNameSchema } } as const;
export const updateRoundBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { name: roundNameSchema, position: { type: 'integer', minimum: 1, maximum: MAX_ROUNDS }, version: versionSchema },
} as const;
export type UpdateRoundBody = FromSchema<typeof updateRoundBodySchema>;

// ---------------------------------------------------------------------------
// Scheduling, rescheduling, cancelling (corporate).

const linkSchema = { type: ['string', 'null'], format: 'uri', maxLength: 1000, pattern: '^https?://' } as const;
const placeSchema = { type: ['string', 'null'], maxLength: 500 } as const;

/** What a schedule or a reschedule may set about the meeting itself. */
const meetingProperties = {
    starts_at: instantSchema,
    duration_minutes: { type: 'integer', minimum: DURATION_MINUTES.min, maximum: DURATION_MINUTES.max },
    mode: { type: 'string', enum: INTERVIEW_MODES },
    link: linkSchema,
    place: placeSchema,
    interviewer_ids: { type: 'array', minItems: 1, maxItems: MAX_INTERVIEWERS, uniqueItems: true, items: uuidSchema },
} as const;

/**
 * schedule-interview's body. Interviewers are users of the workspace whose
 * role or secondary role is INTERVIEWER (interviewer-options lists them).
 * An INTERVIEW needs starts_at, duration_minutes and mode (VIDEO a link,
 * IN_PERSON a place); a PROFILE_REVIEW needs none of them.
 */
export const scheduleBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['application_id', 'round_id', 'interviewer_ids'],
    properties: {
        application_id: uuidSchema,
        /** When sent, must be the application's job (the board knows it; a mismatch is a 400). */
        job_id: uuidSchema,
        round_id: uuidSchema,
        type: { type: 'string', enum: INTERVIEW_TYPES },
        ...meetingProperties,
        question_group_ids: { type: 'array', maxItems: MAX_QUESTION_GROUPS, uniqueItems: true, items: questionGroupIdSchema },
        note: { type: ['string', 'null'], maxLength: 2000 },
    },
} as const;
export type ScheduleBody = FromSchema<typeof scheduleBodySchema>;

/** PATCH interviewer/reschedule-interview: the new time (and optionally the people and place), with the version read. */
export const rescheduleBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['interview_id', 'starts_at', 'version'],
    properties: {
        interview_id: uuidSchema,
        ...meetingProperties,
        reason: { type: ['string', 'null'], maxLength: 500 },
        version: versionSchema,
    },
} as const;
export type RescheduleBody = FromSchema<typeof rescheduleBodySchema>;

/** {id}/delete-interview: without type the interview is cancelled (kept, CANCELLED); type=DELETE removes it. Both mail a CANCEL. */
export const deleteInterviewQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { type: { type: 'string', enum: ['DELETE'] } },
} as const;

/** The meeting fields an INTERVIEW needs, as schedule and reschedule leave them (same rule, same messages in the dialog). */
export interface MeetingDraft {
    type?: InterviewType;
    starts_at?: string | null;
    duration_minutes?: number | null;
    mode?: InterviewMode | null;
    link?: string | null;
    place?: string | null;
}

export const scheduleMessages = {
    startsAt: 'Choose the date and time of the interview.',
    duration: 'Choose how long the interview lasts.',
    mode: 'Choose how the interview takes place.',
    link: 'A video interview needs its meeting link.',
    place: 'An in-person interview needs its place.',
} as const;

/** Cross-field rules of a meeting: what an INTERVIEW needs by mode. A PROFILE_REVIEW needs none. */
export function meetingRuleErrors(draft: MeetingDraft): FieldErrors {
    const errors: FieldErrors = {};
    if ((draft.type ?? 'INTERVIEW') === 'PROFILE_REVIEW') return errors;
    if (!draft.starts_at) errors.starts_at = scheduleMessages.startsAt;
    if (!draft.duration_minutes) errors.duration_minutes = scheduleMessages.duration;
    if (!draft.mode) errors.mode = scheduleMessages.mode;
    if (draft.mode === 'VIDEO' && !draft.link?.trim()) errors.link = scheduleMessages.link;
    if (draft.mode === 'IN_PERSON' && !draft.place?.trim()) errors.place = scheduleMessages.place;
    return errors;
}

// ---------------------------------------------------------------------------
// An interview as the API answers it.

export const timeChangeSchema = {
    type: 'object',
    properties: {
        starts_at: { type: 'string', format: 'date-time' },
        ends_at: { type: 'string', format: 'date-time' },
        changed_at: { type: 'string', format: 'date-time' },
        changed_by: { type: 'object', properties: { id: nullableString, name: nullableString } },
        reason: nullableString,
    },
} as const;

export const interviewInterviewerSchema = {
    type: 'object',
    properties: {
        ...personSchema.properties,
        /** Their recommendation once submitted. */
        recommendation: { type: ['string', 'null'], enum: [...INTERVIEW_RESULTS, null] as const },
        submitted_at: nullableDateTime,
    },
} as const;

export const interviewQuestionSchema = {
    type: 'object',
    properties: { group_id: { type: 'string' }, group_label: { type: 'string' }, ...questionSchema.properties },
} as const;
export type InterviewQuestion = AnswerOf<typeof interviewQuestionSchema>;

export const interviewSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        type: { type: 'string', enum: INTERVIEW_TYPES },
        status: { type: 'string', enum: INTERVIEW_STATUSES },
        /** The latest result given (null before any). */
        result: { type: ['string', 'null'], enum: [...INTERVIEW_RESULTS, null] as const },
        profile_status: { type: ['string', 'null'], enum: [...PROFILE_STATUSES, null] as const },
        job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
        application_id: { type: 'string' },
        candidate: personSchema,
        round: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
        interviewers: { type: 'array', items: interviewInterviewerSchema },
        /** UTC instants; show them in `time_zone`. */
        starts_at: { type: 'string', format: 'date-time' },
        ends_at: { type: 'string', format: 'date-time' },
        duration_minutes: { type: 'integer' },
        /** The workspace's IANA time zone (Asia/Kolkata, UTC). */
        time_zone: { type: 'string' },
        mode: { type: ['string', 'null'], enum: [...INTERVIEW_MODES, null] as const },
        link: nullableString,
        place: nullableString,
        note: nullableString,
        question_group_ids: { type: 'array', items: { type: 'string' } },
        /** The calendar invite's SEQUENCE: 0 when scheduled, one more on each reschedule and on the cancellation. */
        sequence: { type: 'integer' },
        /** For the signed-in interviewer: theirs is given or the meeting is over (Past); for others: not open any more. */
        is_past: { type: 'boolean' },
        reschedule_history: { type: 'array', items: timeChangeSchema },
        version: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type Interview = AnswerOf<typeof interviewSchema>;

/** An interview with its questions (schedule, reschedule, interview/{id}, regenerate-question). */
export const interviewDetailSchema = {
    type: 'object',
    properties: { ...interviewSchema.properties, questions: { type: 'array', items: interviewQuestionSchema } },
} as const;
export type InterviewDetail = AnswerOf<typeof interviewDetailSchema>;

// ---------------------------------------------------------------------------
// Lists.

/** GET interviews: the workspace's interviews (list view: 10 a page; week view: from/to with limit up to 100). */
export const interviewListQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        job_id: uuidSchema,
        round_id: uuidSchema,
        interviewer_id: uuidSchema,
        application_id: uuidSchema,
        status: { type: 'string', enum: INTERVIEW_STATUSES },
        type: { type: 'string', enum: INTERVIEW_TYPES },
        result: { type: 'string', enum: INTERVIEW_RESULTS },
        /** Inclusive dates in the workspace's time zone. */
        from: dateSchema,
        to: dateSchema,
        search: { type: 'string', maxLength: 200 },
    },
} as const;
export type InterviewListQuery = FromSchema<typeof interviewListQuerySchema>;

/** POST interviewer/get-interview-list: the signed-in interviewer's interviews, 12 a page. */
export const interviewerListBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        filterOption: { type: 'string', enum: FILTER_OPTIONS },
        interview_status: { type: 'string', enum: INTERVIEW_STATUSES },
        /** INTERVIEW when absent; PROFILE_REVIEW for Profile Approval. */
        interview_type: { type: 'string', enum: INTERVIEW_TYPES },
        profile_status: { type: 'string', enum: PROFILE_STATUSES },
        search: { type: 'string', maxLength: 200 },
        from: dateSchema,
        to: dateSchema,
    },
} as const;
export type InterviewerListBody = FromSchema<typeof interviewerListBodySchema>;

/** Candidates and scheduling choices: users who may be put on an interview. */
export const interviewerOptionSchema = {
    type: 'object',
    properties: { ...personSchema.properties, role_name: { type: 'string' }, secondary_role: nullableString },
} as const;
export const interviewerOptionsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { search: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

// ---------------------------------------------------------------------------
// The interviewer's candidate page.

export const interviewDetailsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'interviewer_id'],
    properties: { id: uuidSchema, interviewer_id: uuidSchema },
} as const;

export const screeningAnswerViewSchema = {
    type: 'object',
    properties: { question_id: { type: 'string' }, question: { type: 'string' }, answer: { type: 'string' } },
} as const;

/** An earlier (or other) round of the same application, as the candidate page lists them. */
export const roundResultSchema = {
    type: 'object',
    properties: {
        interview_id: { type: 'string' },
        round: { type: 'string' },
        type: { type: 'string' },
        status: { type: 'string' },
        starts_at: { type: 'string', format: 'date-time' },
        result: nullableString,
        profile_status: nullableString,
        interviewers: { type: 'array', items: { type: 'string' } },
    },
} as const;

export const feedbackAnswerSchema = {
    type: 'object',
    properties: {
        question_id: { type: 'string' },
        question: { type: 'string' },
        group_id: { type: 'string' },
        criterion_id: { type: 'string' },
        criterion: { type: 'string' },
        level: { type: 'string', enum: CRITERION_LEVELS },
        note: nullableString,
    },
} as const;

/** One interviewer's feedback on an interview: drafts until submitted_at is set, then read-only. */
export const feedbackSchema = {
    type: 'object',
    properties: {
        interviewer: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
        answers: { type: 'array', items: feedbackAnswerSchema },
        recommendation: { type: ['string', 'null'], enum: [...INTERVIEW_RESULTS, null] as const },
        overall_note: nullableString,
        submitted_at: nullableDateTime,
    },
} as const;
export type Feedback = AnswerOf<typeof feedbackSchema>;

/** get-interview-details: the interview with SPEC.md section 3's userApplication, JobScreeningQuestion, job_id and user_id. */
export const interviewDetailsSchema = {
    type: 'object',
    properties: {
        interview: interviewDetailSchema,
        userApplication: {
            type: 'object',
            properties: {
                id: { type: 'string' },
                stage: { type: 'string' },
                source: nullableString,
                created_at: { type: 'string', format: 'date-time' },
                candidate: {
                    type: 'object',
                    properties: {
                        ...personSchema.properties,
                        phone: nullableString,
                        current_title: nullableString,
                        experience_years: { type: ['number', 'null'] },
                        skills: { type: 'array', items: { type: 'string' } },
                        education: { type: 'array', items: { type: 'string' } },
                        city: nullableString,
                    },
                },
                resume: { type: ['object', 'null'], properties: { file_id: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' } } },
            },
        },
        JobScreeningQuestion: { type: 'array', items: screeningAnswerViewSchema },
        job_id: { type: 'string' },
        /** The candidate's id. */
        user_id: { type: 'string' },
        other_rounds: { type: 'array', items: roundResultSchema },
        /** The signed-in interviewer's own feedback (null before they save any). */
        my_feedback: { anyOf: [feedbackSchema, { type: 'null' }] },
        /** The query flags of the candidate page (SPEC.md section 2: which menu entry is highlighted). */
        isPast: { type: 'boolean' },
        isProfileReview: { type: 'boolean' },
    },
} as const;
export type InterviewDetails = AnswerOf<typeof interviewDetailsSchema>;

/** interviewer/get-applicant-detail/{applicationId}: the candidate page's profile part (only for an application the interviewer has an interview on). */
export const applicantDetailSchema = {
    type: 'object',
    properties: {
        userApplication: interviewDetailsSchema.properties.userApplication,
        job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
        JobScreeningQuestion: { type: 'array', items: screeningAnswerViewSchema },
        rounds: { type: 'array', items: roundResultSchema },
    },
} as const;

// ---------------------------------------------------------------------------
// Feedback, results, profile reviews.

export const feedbackAnswerBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['question_id', 'criterion_id'],
    properties: {
        question_id: { type: 'string', minLength: 1, maxLength: 80 },
        criterion_id: { type: 'string', pattern: '^eval_criteria_[0-9]{1,2}$' },
        note: { type: ['string', 'null'], maxLength: 2000 },
    },
} as const;

/**
 * update-interview-feedback: the interviewer's ratings (one criterion of each
 * question, a note optional). Without `recommendation` it saves a draft; with
 * it, it submits: every question needs a criterion (NOT_APPEARED needs none),
 * and the feedback becomes read-only.
 */
export const feedbackBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['interview_id', 'answers'],
    properties: {
        interview_id: uuidSchema,
        answers: { type: 'array', maxItems: 200, items: feedbackAnswerBodySchema },
        recommendation: { type: 'string', enum: INTERVIEW_RESULTS },
        overall_note: { type: ['string', 'null'], maxLength: 5000 },
    },
} as const;
export type FeedbackBody = FromSchema<typeof feedbackBodySchema>;

/** PATCH interviewer/update-interview-result: submit with the ratings saved so far (same rule as a submitting feedback). */
export const resultBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['interview_id', 'result'],
    properties: { interview_id: uuidSchema, result: { type: 'string', enum: INTERVIEW_RESULTS }, overall_note: { type: ['string', 'null'], maxLength: 5000 } },
} as const;
export type ResultBody = FromSchema<typeof resultBodySchema>;

/** PATCH interviewer/update-profile-status: the interviewer's decision on a PROFILE_REVIEW. */
export const profileStatusBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['interview_id', 'profile_status'],
    properties: {
        interview_id: uuidSchema,
        profile_status: { type: 'string', enum: ['APPROVED', 'REJECTED'] },
        note: { type: ['string', 'null'], maxLength: 2000 },
    },
} as const;
export type ProfileStatusBody = FromSchema<typeof profileStatusBodySchema>;

export const feedbackMessages = {
    missingCriterion: 'Choose a response for this question.',
    unknownQuestion: 'This question is not part of the interview.',
    unknownCriterion: "This is not one of the question's criteria.",
    duplicateQuestion: 'This question is answered twice.',
    recommendation: 'Choose a recommendation.',
    submitted: 'Feedback has already been submitted and can no longer be changed.',
} as const;

/** Field errors of a submission: every question needs one of its own criteria (NOT_APPEARED needs none); `answers.<question id>` names the question. */
export function feedbackRuleErrors(
    questions: readonly { id: string; criteria: readonly { id: string }[] }[],
    answers: readonly { question_id: string; criterion_id: string }[],
    recommendation: InterviewResult | undefined,
    submitting: boolean,
): FieldErrors {
    const errors: FieldErrors = {};
    const byId = new Map(questions.map(q => [q.id, q]));
    const seen = new Set<string>();
    for (const answer of answers) {
        const question = byId.get(answer.question_id);
        const key = `answers.${answer.question_id}`;
        if (!question) errors[key] = feedbackMessages.unknownQuestion;
        else if (seen.has(answer.question_id)) errors[key] = feedbackMessages.duplicateQuestion;
        else if (!question.criteria.some(c => c.id === answer.criterion_id)) errors[key] = feedbackMessages.unknownCriterion;
        seen.add(answer.question_id);
    }
    if (!submitting) return errors;
    if (!recommendation) errors.recommendation = feedbackMessages.recommendation;
    if (recommendation !== 'NOT_APPEARED') {
        for (const question of questions) if (!seen.has(question.id)) errors[`answers.${question.id}`] = feedbackMessages.missingCriterion;
    }
    return errors;
}

/** interviewer-result/{id}: the interview's result and the feedback the caller may see (an interviewer: theirs; corporate: everyone's). */
export const interviewResultSchema = {
    type: 'object',
    properties: {
        interview_id: { type: 'string' },
        status: { type: 'string', enum: INTERVIEW_STATUSES },
        result: { type: ['string', 'null'], enum: [...INTERVIEW_RESULTS, null] as const },
        profile_status: { type: ['string', 'null'], enum: [...PROFILE_STATUSES, null] as const },
        feedback: { type: 'array', items: feedbackSchema },
    },
} as const;

// ---------------------------------------------------------------------------
// Dashboards and calibration.

export const dashboardAnalyticsSchema = {
    type: 'object',
    properties: {
        upcoming_today: { type: 'integer' },
        upcoming_week: { type: 'integer' },
        feedback_pending: { type: 'integer' },
        completed: { type: 'integer' },
        no_shows: { type: 'integer' },
        profile_reviews_pending: { type: 'integer' },
    },
} as const;
export type DashboardAnalytics = AnswerOf<typeof dashboardAnalyticsSchema>;

/** interview-count/monthly and marks-distribution: the signed-in interviewer's, or (corporate) the workspace's or one interviewer's. */
export const interviewStatsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 }, interviewer_id: uuidSchema },
} as const;

export const monthlyCountSchema = {
    type: 'object',
    properties: {
        /** YYYY-MM, twelve of them, January first. */
        month: { type: 'string' },
        scheduled: { type: 'integer' },
        completed: { type: 'integer' },
        no_shows: { type: 'integer' },
    },
} as const;
export type MonthlyCount = AnswerOf<typeof monthlyCountSchema>;

export const marksDistributionSchema = {
    type: 'object',
    properties: {
        /** How often each criterion level was chosen, STRONG first. */
        levels: { type: 'array', items: { type: 'object', properties: { level: { type: 'string', enum: CRITERION_LEVELS }, label: { type: 'string' }, count: { type: 'integer' } } } },
        /** How often each recommendation was given, in RECOMMENDATIONS' order. */
        results: { type: 'array', items: { type: 'object', properties: { result: { type: 'string', enum: INTERVIEW_RESULTS }, label: { type: 'string' }, count: { type: 'integer' } } } },
    },
} as const;
export type MarksDistribution = AnswerOf<typeof marksDistributionSchema>;

/**
 * One interviewer's calibration (docs/api-interviews.md, "Calibration"). Rates
 * are 0..1, null when there is nothing to divide by.
 */
export const calibrationSchema = {
    type: 'object',
    properties: {
        interviewer: personSchema,
        /** Interviews (type INTERVIEW) where they submitted a result other than NOT_APPEARED. */
        interviews_done: { type: 'integer' },
        /** Their results of NOT_APPEARED. */
        no_shows: { type: 'integer' },
        /** Median hours from the interview's end to their submission (null before any). */
        feedback_turnaround_hours: { type: ['number', 'null'] },
        /** PASS among their interviews done. */
        pass_rate: { type: ['number', 'null'] },
        /** PASS among every interviewer's interviews done in the workspace. */
        workspace_pass_rate: { type: ['number', 'null'] },
        /** PASS or FAIL recommendations on applications that reached Hired or Rejected, and how many matched (PASS-Hired, FAIL-Rejected). */
        agreement_sample: { type: 'integer' },
        agreement_rate: { type: ['number', 'null'] },
    },
} as const;
export type Calibration = AnswerOf<typeof calibrationSchema>;

export const calibrationQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, interviewer_id: uuidSchema, search: { type: 'string', maxLength: 200 } },
} as const;

// ---------------------------------------------------------------------------
// The interviewer's own profile.

/** get-interviewer-detail/{userId}: the signed-in interviewer's profile (any other id answers 404). */
export const interviewerProfileSchema = {
    type: 'object',
    properties: {
        ...personSchema.properties,
        phone: nullableString,
        /** Stored value; the console applies SPEC.md's profile-image rule. */
        profile_image: nullableString,
        role_name: { type: 'string' },
        secondary_role: nullableString,
        designation: nullableString,
        expertise: { type: 'array', items: { type: 'string' } },
        experience_years: { type: ['integer', 'null'] },
        calibration: calibrationSchema,
        version: { type: 'integer' },
    },
} as const;
export type InterviewerProfile = AnswerOf<typeof interviewerProfileSchema>;

/** PATCH interviewer/edit-interviewer: the interviewer's own fields (only those sent change). */
export const editInterviewerBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: {
        first_name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
        last_name: { type: ['string', 'null'], maxLength: 80 },
        phone: { anyOf: [{ type: 'string', pattern: CONTACT_PHONE_PATTERN }, { type: 'null' }] },
        /** A stored image name (POST interviewer/profile-image) or an https URL; null removes it. */
        profile_image: profileImageSchema,
        designation: { type: ['string', 'null'], maxLength: 120 },
        expertise: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 60 } },
        experience_years: { type: ['integer', 'null'], minimum: 0, maximum: 40 },
        version: versionSchema,
    },
} as const;
export type EditInterviewerBody = FromSchema<typeof editInterviewerBodySchema>;

export const interviewMessages = {
    scheduled: 'Interview scheduled successfully!',
    rescheduled: 'Interview rescheduled successfully!',
    cancelled: 'Interview cancelled successfully!',
    deleted: 'Interview deleted successfully!',
    feedbackSaved: 'Feedback saved successfully!',
    feedbackSubmitted: 'Feedback submitted successfully!',
    profileReviewed: 'Profile status updated successfully!',
    profileUpdated: 'Profile updated successfully!',
    roundCreated: 'Round added successfully!',
    roundUpdated: 'Round updated successfully!',
    roundDeleted: 'Round deleted successfully!',
    questionCreated: 'Question added successfully!',
    questionDeleted: 'Question deleted successfully!',
    questionRegenerated: 'Question replaced successfully!',
} as const;
