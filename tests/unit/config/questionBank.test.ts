/** config/question-banks.json's rules (SPEC.md section 3), and that the check catches each kind of mistake. */
import { describe, expect, it } from 'vitest';
import { CRITERION_LEVELS, feedbackMessages, feedbackRuleErrors, meetingRuleErrors, scheduleMessages } from '../../../config/contracts/interviews';
import { expandQuestionBank, questionBankProblems, shippedQuestionBank, type QuestionBankFile } from '../../../config/questionBank';

const copy = (): QuestionBankFile => structuredClone(shippedQuestionBank);

describe('the shipped question bank', () => {
    it('passes the check', () => {
        expect(questionBankProblems(shippedQuestionBank)).toEqual([]);
    });

    it('has the twelve groups with their counts and ids', () => {
        const counts = Object.fromEntries(shippedQuestionBank.groups.map(g => [g.id, g.questions.length]));
        expect(counts).toEqual({
            core_values: 4,
            customer_focus: 4,
            team_player: 4,
            communication: 6,
            customer_centricity: 4,
            ownership: 4,
            curiosity: 6,
            trustworthiness: 3,
            innovation: 3,
            agility: 3,
            human_centricity: 3,
            first_time_right: 3,
        });
        const curiosity = shippedQuestionBank.groups.find(g => g.id === 'curiosity')!;
        expect(curiosity.questions.map(q => q.id)).toEqual(['curosity_1', 'curosity_2', 'curosity_3', 'curosity_4', 'curosity_5', 'curosity_6']);
    });

    it('gives every question exactly three criteria, one per level, from eval_criteria_1..12, sets reused', () => {
        expect(shippedQuestionBank.criteria.map(c => c.id)).toEqual(Array.from({ length: 12 }, (_, i) => `eval_criteria_${i + 1}`));
        const groups = expandQuestionBank(shippedQuestionBank);
        const sets = new Set<string>();
        for (const question of groups.flatMap(g => g.questions)) {
            expect(question.criteria).toHaveLength(3);
            expect(question.criteria.map(c => c.level)).toEqual([...CRITERION_LEVELS]);
            expect(question.value).toBe(question.label);
            for (const c of question.criteria) expect(c.value).toBe(c.label);
            sets.add(question.criteria.map(c => c.id).join());
        }
        // Four sets of three cover the twelve criteria; 47 questions reuse them.
        expect(sets.size).toBe(4);
        const ids = groups.flatMap(g => g.questions.map(q => q.id));
        expect(new Set(ids).size).toBe(ids.length);
    });
});

describe('the check refuses', () => {
    it('a question with two criteria', () => {
        const bank = copy();
        bank.groups[0].questions[0].criteria.pop();
        expect(questionBankProblems(bank).join('\n')).toMatch(/\/groups\/0\/questions\/0\/criteria/);
    });
    it('criteria out of level order, or unknown', () => {
        const bank = copy();
        bank.groups[1].questions[0].criteria.reverse();
        bank.groups[2].questions[0].criteria[0] = 'eval_criteria_99';
        const problems = questionBankProblems(bank).join('\n');
        expect(problems).toMatch(/groups\/1\/questions\/0\/criteria: needs one criterion per level/);
        expect(problems).toMatch(/groups\/2\/questions\/0\/criteria: names a criterion/);
    });
    it('a wrong count, a missing group and a misspelt id', () => {
        const bank = copy();
        bank.groups[7].questions.pop();
        bank.groups[6].questions[0].id = 'curiosity_1';
        expect(questionBankProblems(bank).join('\n')).toMatch(/trustworthiness needs 3 questions, has 2/);
        expect(questionBankProblems(bank).join('\n')).toMatch(/expected curosity_1, found curiosity_1/);
        const fewer = copy();
        fewer.groups.splice(11, 1);
        expect(questionBankProblems(fewer).join('\n')).toMatch(/expected the twelve groups/);
    });
    it('communication with five questions but not with seven', () => {
        const bank = copy();
        const communication = bank.groups.find(g => g.id === 'communication')!;
        communication.questions.push({ ...communication.questions[0], id: 'communication_7' });
        expect(questionBankProblems(bank)).toEqual([]);
        communication.questions.splice(5, 2);
        expect(questionBankProblems(bank).join('\n')).toMatch(/communication needs at least 6 questions, has 5/);
    });
    it('a criterion id out of sequence and a value unlike its label', () => {
        const bank = copy();
        bank.criteria[3].id = 'eval_criteria_13';
        bank.groups[0].questions[1].value = 'something else';
        const problems = questionBankProblems(bank).join('\n');
        expect(problems).toMatch(/criteria\/3\/id: expected eval_criteria_4/);
        expect(problems).toMatch(/questions\/1\/value: must be the label's text/);
    });
    it('a file of the wrong shape', () => {
        expect(questionBankProblems({ groups: [] }).join('\n')).toMatch(/criteria/);
    });
});

describe('interview rules', () => {
    it('a meeting needs time, length and mode, with a link for video and a place in person', () => {
        expect(meetingRuleErrors({ type: 'PROFILE_REVIEW' })).toEqual({});
        expect(meetingRuleErrors({})).toEqual({ starts_at: scheduleMessages.startsAt, duration_minutes: scheduleMessages.duration, mode: scheduleMessages.mode });
        expect(meetingRuleErrors({ starts_at: '2030-01-01T10:00:00Z', duration_minutes: 30, mode: 'VIDEO', link: ' ' })).toEqual({ link: scheduleMessages.link });
        expect(meetingRuleErrors({ starts_at: '2030-01-01T10:00:00Z', duration_minutes: 30, mode: 'IN_PERSON' })).toEqual({ place: scheduleMessages.place });
        expect(meetingRuleErrors({ starts_at: '2030-01-01T10:00:00Z', duration_minutes: 30, mode: 'PHONE' })).toEqual({});
    });
    it('a submission needs a criterion of its own for every question and a recommendation', () => {
        const questions = [
            { id: 'a', criteria: [{ id: 'eval_criteria_1' }, { id: 'eval_criteria_2' }, { id: 'eval_criteria_3' }] },
            { id: 'b', criteria: [{ id: 'eval_criteria_4' }, { id: 'eval_criteria_5' }, { id: 'eval_criteria_6' }] },
        ];
        expect(feedbackRuleErrors(questions, [{ question_id: 'a', criterion_id: 'eval_criteria_1' }], undefined, false)).toEqual({});
        expect(feedbackRuleErrors(questions, [{ question_id: 'a', criterion_id: 'eval_criteria_1' }], undefined, true)).toEqual({
            recommendation: feedbackMessages.recommendation,
            'answers.b': feedbackMessages.missingCriterion,
        });
        expect(feedbackRuleErrors(questions, [{ question_id: 'b', criterion_id: 'eval_criteria_1' }], 'PASS', false)).toEqual({ 'answers.b': feedbackMessages.unknownCriterion });
        expect(feedbackRuleErrors(questions, [], 'NOT_APPEARED', true)).toEqual({});
        expect(feedbackRuleErrors(questions, [{ question_id: 'z', criterion_id: 'eval_criteria_1' }], 'FAIL', true)['answers.z']).toBe(feedbackMessages.unknownQuestion);
    });
});
