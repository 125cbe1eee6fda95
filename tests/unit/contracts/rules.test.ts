/** The cross-field rules of config/contracts/: one function each, run by the forms and the server alike. */
import { describe, expect, it } from 'vitest';
import { constants } from '../../../config';
import { candidateFieldSchemas } from '../../../config/contracts/applications';
import { EXPERIENCE, experienceWording, jobFieldSchemas, jobRuleErrors, jobRuleMessages } from '../../../config/contracts/jobs';
import { checkScreeningAnswers, screeningMessages } from '../../../config/contracts/screening';
import { screeningErrors } from '../../../custom/applicants/screeningAnswers';
import { emptyJobForm, validateJob } from '../../../custom/jobs/jobForm';

describe('job rules', () => {
    it('takes the experience range from config/constants.json', () => {
        expect(EXPERIENCE).toEqual(constants.experienceYears);
        expect(jobFieldSchemas.max_experience.maximum).toBe(constants.experienceYears.max);
        expect(candidateFieldSchemas.experience_years.maximum).toBe(constants.experienceYears.max);
    });

    it('refuses each order and nothing else', () => {
        expect(jobRuleErrors({ min_experience: 5, max_experience: 3 })).toEqual({ max_experience: jobRuleMessages.experienceOrder });
        expect(jobRuleErrors({ salary_min: 10, salary_max: 9 })).toEqual({ salary_max: jobRuleMessages.salaryOrder });
        expect(jobRuleErrors({ posted_date: '2026-03-02', job_deadline: '2026-03-01', hiring_deadline: '2026-03-02' })).toEqual({ job_deadline: jobRuleMessages.deadlineOrder });
        expect(jobRuleErrors({ min_experience: 3, max_experience: 3, salary_min: null, salary_max: 1, posted_date: '2026-03-01', job_deadline: null })).toEqual({});
    });

    it('words an experience range by where it sits on the scale', () => {
        const { min, max } = EXPERIENCE;
        expect(experienceWording(min, max)).toBe('any');
        expect(experienceWording(min, min)).toBe('none');
        expect(experienceWording(3, 3)).toBe('exact');
        expect(experienceWording(5, max)).toBe('at_least');
        expect(experienceWording(max, max)).toBe('at_least');
        expect(experienceWording(min, 4)).toBe('range');
        expect(experienceWording(2, 6)).toBe('range');
    });

    it('says the same sentence in the job form', () => {
        const values = { ...emptyJobForm(), title: 'Engineer', min_experience: '6', max_experience: '5', salary_min: '9', salary_max: '1', openings: '1' };
        const errors = validateJob(values);
        expect(errors.max_experience).toBe('Maximum experience must be at least the minimum experience.');
        expect(errors.salary_max).toBe(jobRuleMessages.salaryOrder);
    });
});

describe('screening answers', () => {
    const questions = [
        { id: 'travel', type: 'YES_NO' as const, required: true },
        { id: 'notice', type: 'NUMBER' as const, required: false },
        { id: 'why', type: 'TEXT' as const },
    ];

    it('checks each answer against its question and keeps the good ones, trimmed', () => {
        const errors: Record<string, string> = {};
        const kept = checkScreeningAnswers(questions, [
            { question_id: 'notice', answer: 'soon' },
            { question_id: 'why', answer: '  because  ' },
            { question_id: 'ghost', answer: 1 },
        ], errors);
        expect(errors).toEqual({
            'screening_answers.notice': screeningMessages.number,
            'screening_answers.ghost': screeningMessages.unknownQuestion,
            'screening_answers.travel': screeningMessages.required,
        });
        expect(kept).toEqual([{ question_id: 'why', answer: 'because' }]);
    });

    it('gives the add-applicant dialog the same messages, by question id', () => {
        const asked = questions.map(q => ({ ...q, question: q.id, required: q.required ?? false }));
        expect(screeningErrors(asked, { notice: 'soon' })).toEqual({ travel: 'This question must be answered.', notice: 'Answer with a number.' });
    });
});
