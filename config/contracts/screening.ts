/**
 * Screening questions (a job asks them) and answers (an application gives
 * them), and the one check of answers against questions: the add-applicant
 * form and add-user-application run the same rule with the same messages.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { FieldErrors } from './common';

export const SCREENING_TYPES = ['TEXT', 'YES_NO', 'NUMBER'] as const;
export type ScreeningType = (typeof SCREENING_TYPES)[number];

/** A question as a job's body carries it: the server gives new ones their id. */
export const screeningQuestionSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['question', 'type'],
    properties: {
        id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        question: { type: 'string', minLength: 2, maxLength: 300 },
        type: { type: 'string', enum: SCREENING_TYPES },
        required: { type: 'boolean' },
    },
} as const;
export type ScreeningQuestionInput = FromSchema<typeof screeningQuestionSchema>;
/** A question as stored and answered: it has its id. */
export type ScreeningQuestion = ScreeningQuestionInput & { id: string };

/** A question as a job's answer describes it. */
export const screeningQuestionAnswerSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, question: { type: 'string' }, type: { type: 'string', enum: SCREENING_TYPES }, required: { type: 'boolean' } },
} as const;

export const screeningAnswerSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['question_id', 'answer'],
    properties: { question_id: { type: 'string', maxLength: 64 }, answer: { type: ['string', 'number', 'boolean'] } },
} as const;
export type ScreeningAnswer = FromSchema<typeof screeningAnswerSchema>;

/** An answer as the application detail shows it: the question's current text and a readable answer. */
export const presentedAnswerSchema = {
    type: 'object',
    properties: { question_id: { type: 'string' }, question: { type: 'string' }, answer: { type: 'string' } },
    required: ['question_id', 'question', 'answer'],
} as const;
export type PresentedAnswer = FromSchema<typeof presentedAnswerSchema>;

export const SCREENING_ANSWER_MAX = 2000;

export const screeningMessages = {
    unknownQuestion: 'This job has no such question.',
    yesNo: 'Answer yes or no.',
    number: 'Answer with a number.',
    text: 'Answer in up to 2,000 characters.',
    required: 'This question must be answered.',
} as const;

/** The field of one question's answer in `errors`. */
export const answerField = (questionId: string) => `screening_answers.${questionId}`;

/**
 * Checks answers against the job's questions: each required question
 * answered, each answer of its question's type, no unknown questions. Field
 * errors go under `screening_answers.<question id>`; answers the check keeps
 * (text trimmed) are returned.
 */
export function checkScreeningAnswers(
    questions: readonly Pick<ScreeningQuestion, 'id' | 'type' | 'required'>[],
    answers: readonly ScreeningAnswer[],
    errors: FieldErrors,
): ScreeningAnswer[] {
    const byId = new Map(questions.map(q => [q.id, q]));
    const given = new Map<string, ScreeningAnswer['answer']>();
    for (const { question_id, answer } of answers) {
        const question = byId.get(question_id);
        const field = answerField(question_id);
        if (!question) errors[field] = screeningMessages.unknownQuestion;
        else if (question.type === 'YES_NO' && typeof answer !== 'boolean') errors[field] = screeningMessages.yesNo;
        else if (question.type === 'NUMBER' && (typeof answer !== 'number' || !Number.isFinite(answer))) errors[field] = screeningMessages.number;
        else if (question.type === 'TEXT' && (typeof answer !== 'string' || answer.trim() === '' || answer.length > SCREENING_ANSWER_MAX)) errors[field] = screeningMessages.text;
        else given.set(question_id, typeof answer === 'string' ? answer.trim() : answer);
    }
    for (const question of questions) {
        if (question.required && !given.has(question.id) && !errors[answerField(question.id)]) errors[answerField(question.id)] = screeningMessages.required;
    }
    return [...given.entries()].map(([question_id, answer]) => ({ question_id, answer }));
}
