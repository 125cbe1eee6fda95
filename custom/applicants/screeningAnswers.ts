/** Screening answers as typed in the add-applicant dialog: checks and the request body (pure, for tests). */
import type { ScreeningAnswerInput, ScreeningQuestion } from '../../dataProvider/jobsTypes';

/** Answers as typed, by question id: text, a number as text, or 'yes' / 'no'. */
export type ScreeningDrafts = Record<string, string>;

/** Field problems before sending: required questions answered, numbers numeric. */
export function screeningErrors(questions: ScreeningQuestion[], drafts: ScreeningDrafts): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const question of questions) {
        if (!question.id) continue;
        const draft = (drafts[question.id] ?? '').trim();
        if (!draft) {
            if (question.required) errors[question.id] = 'ats.applicants.required';
        } else if (question.type === 'NUMBER' && !Number.isFinite(Number(draft))) errors[question.id] = 'ats.applicants.answer_number';
    }
    return errors;
}

/** The add-user-application answers: typed values for the questions answered. */
export function toScreeningAnswers(questions: ScreeningQuestion[], drafts: ScreeningDrafts): ScreeningAnswerInput[] {
    return questions.flatMap(question => {
        const draft = question.id ? (drafts[question.id] ?? '').trim() : '';
        if (!question.id || !draft) return [];
        const answer = question.type === 'YES_NO' ? draft === 'yes' : question.type === 'NUMBER' ? Number(draft) : draft;
        return [{ question_id: question.id, answer }];
    });
}
