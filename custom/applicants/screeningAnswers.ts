/** Screening answers as typed in the add-applicant dialog: checks and the request body (pure, for tests). */
import { answerField, checkScreeningAnswers, type ScreeningAnswer } from '../../config/contracts/screening';
import type { ScreeningQuestion } from '../../dataProvider/jobsTypes';

/** Answers as typed, by question id: text, a number as text, or 'yes' / 'no'. */
export type ScreeningDrafts = Record<string, string>;

/**
 * Problems before sending, by question id: the server's own check of answers
 * against questions (config/contracts/screening.ts), same rule and messages.
 */
export function screeningErrors(questions: ScreeningQuestion[], drafts: ScreeningDrafts): Record<string, string> {
    const asked = questions.filter((q): q is ScreeningQuestion & { id: string } => Boolean(q.id));
    const errors: Record<string, string> = {};
    checkScreeningAnswers(asked, toScreeningAnswers(asked, drafts), errors);
    const prefix = answerField('');
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.slice(prefix.length), message]));
}

/** The add-user-application answers: typed values for the questions answered. */
export function toScreeningAnswers(questions: ScreeningQuestion[], drafts: ScreeningDrafts): ScreeningAnswer[] {
    return questions.flatMap(question => {
        const draft = question.id ? (drafts[question.id] ?? '').trim() : '';
        if (!question.id || !draft) return [];
        const answer = question.type === 'YES_NO' ? draft === 'yes' : question.type === 'NUMBER' ? Number(draft) : draft;
        return [{ question_id: question.id, answer }];
    });
}
