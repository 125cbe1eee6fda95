import { describe, expect, it } from 'vitest';
import { screeningErrors, toScreeningAnswers } from '../../../custom/applicants/screeningAnswers';
import { emptyJobForm, toJobFields, validateJob } from '../../../custom/jobs/jobForm';
import type { ScreeningQuestion } from '../../../dataProvider/jobsTypes';

const questions: ScreeningQuestion[] = [
    { id: 'relocate', question: 'Will you relocate?', type: 'YES_NO', required: true },
    { id: 'notice', question: 'Notice period (days)', type: 'NUMBER', required: true },
    { id: 'note', question: 'Anything else?', type: 'TEXT', required: false },
];

describe('screening questions in the job form', () => {
    it('sends the questions trimmed and refuses an empty one', () => {
        const values = { ...emptyJobForm(), title: 'Job', max_experience: '5', screening_questions: [{ question: '  Will you relocate? ', type: 'YES_NO' as const, required: true }] };
        expect(validateJob(values)).toEqual({});
        expect(toJobFields(values).screening_questions).toEqual([{ question: 'Will you relocate?', type: 'YES_NO', required: true }]);
        const blank = { ...values, screening_questions: [{ question: ' ', type: 'TEXT' as const, required: false }] };
        expect(validateJob(blank).screening_questions).toBe('ats.jobs.errors.question_text');
    });
});

describe('screening answers in the add-applicant dialog', () => {
    it('asks for required answers and numbers', () => {
        expect(screeningErrors(questions, {})).toEqual({ relocate: 'This question must be answered.', notice: 'This question must be answered.' });
        expect(screeningErrors(questions, { relocate: 'no', notice: 'soon' })).toEqual({ notice: 'Answer with a number.' });
        expect(screeningErrors(questions, { relocate: 'yes', notice: '30' })).toEqual({});
    });

    it('types the answers for the request and leaves out the unanswered', () => {
        expect(toScreeningAnswers(questions, { relocate: 'no', notice: ' 30 ', note: '' })).toEqual([
            { question_id: 'relocate', answer: false },
            { question_id: 'notice', answer: 30 },
        ]);
    });
});
