import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { FeedbackForm } from '../../../custom/interviewer/FeedbackForm';
import type { Feedback, FeedbackBody, InterviewQuestion } from '../../../config/contracts/interviews';

const criteria = (first: number) =>
    (['STRONG', 'NEEDS_IMPROVEMENT', 'WEAK'] as const).map((level, index) => ({
        id: `eval_criteria_${first + index}`,
        label: ['Strong Response', 'Needs Improvement', 'Weak Response'][index],
        value: ['Strong Response', 'Needs Improvement', 'Weak Response'][index],
        level,
    }));

const questions: InterviewQuestion[] = [
    { id: 'communication_1', group_id: 'communication', group_label: 'Communication', label: 'Explain a hard idea simply.', value: 'Explain a hard idea simply.', criteria: criteria(1), custom: false },
    { id: 'ownership_2', group_id: 'ownership', group_label: 'Ownership', label: 'Tell us about a mistake you owned.', value: 'Tell us about a mistake you owned.', criteria: criteria(4), custom: false },
];

function renderForm(onSend = vi.fn(async (_body: FeedbackBody) => undefined), saved: Feedback | null = null) {
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <FeedbackForm interviewId="11111111-1111-4111-8111-111111111111" questions={questions} saved={saved} onSend={onSend} />
            </AdminContext>
        </MemoryRouter>,
    );
    return onSend;
}

/** The form as the candidate page holds it: a replaced question comes back through new props. */
function ReplacingForm({ replacement }: { replacement: InterviewQuestion }) {
    const [shown, setShown] = useState(questions);
    return (
        <FeedbackForm
            interviewId="11111111-1111-4111-8111-111111111111"
            questions={shown}
            saved={null}
            onSend={async () => undefined}
            onReplaceQuestion={async questionId => {
                await Promise.resolve();
                setShown(current => current.map(question => (question.id === questionId ? replacement : question)));
            }}
        />
    );
}

const group = (question: InterviewQuestion) => screen.getByRole('radiogroup', { name: `Response to: ${question.label}` });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));

describe('the feedback form', () => {
    it('is one Tab stop per question: the first response until one is chosen, then the chosen one', async () => {
        renderForm();
        const tabIndexes = () => within(group(questions[0])).getAllByRole('radio').map(radio => radio.tabIndex);
        expect(tabIndexes()).toEqual([0, -1, -1]);
        expect(screen.getAllByRole('radio', { name: /Shortlisted|Rejected|Waitlisted|Not appeared/ }).map(radio => radio.tabIndex).filter(index => index === 0)).toHaveLength(1);
        fireEvent.click(within(group(questions[0])).getByRole('radio', { name: 'Needs Improvement' }));
        await waitFor(() => expect(tabIndexes()).toEqual([-1, 0, -1]));
    });

    it('refuses to submit until every question has a criterion and a recommendation is chosen', async () => {
        const onSend = renderForm();
        submit();
        expect(await screen.findAllByText('Choose a response for this question.')).toHaveLength(2);
        expect(screen.getByText('Choose a recommendation.')).toBeTruthy();
        expect(group(questions[0]).getAttribute('aria-invalid')).toBe('true');
        expect(onSend).not.toHaveBeenCalled();

        // One question rated, a recommendation chosen: the other question still blocks.
        fireEvent.click(within(group(questions[0])).getByRole('radio', { name: 'Strong Response' }));
        fireEvent.click(screen.getByRole('radio', { name: 'Shortlisted' }));
        submit();
        expect(await screen.findAllByText('Choose a response for this question.')).toHaveLength(1);
        expect(group(questions[1]).getAttribute('aria-invalid')).toBe('true');
        expect(group(questions[0]).getAttribute('aria-invalid')).toBe('false');
        expect(screen.queryByText('Choose a recommendation.')).toBeNull();
        expect(onSend).not.toHaveBeenCalled();
    });

    it('refuses to submit every rating without a recommendation', async () => {
        const onSend = renderForm();
        fireEvent.click(within(group(questions[0])).getByRole('radio', { name: 'Needs Improvement' }));
        fireEvent.click(within(group(questions[1])).getByRole('radio', { name: 'Weak Response' }));
        submit();
        expect(await screen.findByText('Choose a recommendation.')).toBeTruthy();
        expect(screen.queryByText('Choose a response for this question.')).toBeNull();
        expect(onSend).not.toHaveBeenCalled();
    });

    it('sends one criterion per question, the notes and Shortlisted as PASS', async () => {
        const onSend = renderForm();
        fireEvent.click(within(group(questions[0])).getByRole('radio', { name: 'Strong Response' }));
        fireEvent.click(within(group(questions[1])).getByRole('radio', { name: 'Weak Response' }));
        fireEvent.change(screen.getAllByRole('textbox', { name: 'Note (optional)' })[1], { target: { value: '  Blamed the team.  ' } });
        fireEvent.click(screen.getByRole('radio', { name: 'Shortlisted' }));
        submit();
        await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
        expect(onSend.mock.calls[0][0]).toEqual({
            interview_id: '11111111-1111-4111-8111-111111111111',
            answers: [
                { question_id: 'communication_1', criterion_id: 'eval_criteria_1', note: null },
                { question_id: 'ownership_2', criterion_id: 'eval_criteria_6', note: 'Blamed the team.' },
            ],
            recommendation: 'PASS',
            overall_note: null,
        });
    });

    it('offers the four recommendations of the spec by their words', () => {
        renderForm();
        const options = within(screen.getByRole('radiogroup', { name: 'Recommendation' })).getAllByRole('radio');
        expect(options.map(option => option.getAttribute('value'))).toEqual(['PASS', 'FAIL', 'WAITLIST', 'NOT_APPEARED']);
        for (const label of ['Shortlisted', 'Rejected', 'Waitlisted', 'Not Appeared']) expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    });

    it("keeps the focus on the slot's Replace question button once the new question is in, rather than dropping it to the page", async () => {
        const replacement: InterviewQuestion = { ...questions[1], id: 'ownership_5', label: 'Describe a commitment you could not meet.', value: 'Describe a commitment you could not meet.' };
        render(
            <MemoryRouter>
                <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                    <ReplacingForm replacement={replacement} />
                </AdminContext>
            </MemoryRouter>,
        );
        const button = screen.getByRole('button', { name: `Replace question: ${questions[1].label}` });
        button.focus();
        fireEvent.click(button);
        const next = await screen.findByRole('button', { name: `Replace question: ${replacement.label}` });
        await waitFor(() => expect(document.activeElement).toBe(next));
        expect(screen.queryByRole('button', { name: `Replace question: ${questions[1].label}` })).toBeNull();
    });

    it('shows submitted feedback read-only, without inputs', () => {
        renderForm(undefined, {
            interviewer: { id: 'u1', name: 'Ivy Interviewer' },
            answers: [{ question_id: 'communication_1', question: questions[0].label, group_id: 'communication', criterion_id: 'eval_criteria_1', criterion: 'Strong Response', level: 'STRONG', note: 'Clear.' }],
            recommendation: 'PASS',
            overall_note: null,
            submitted_at: '2026-03-03T10:00:00Z',
        });
        expect(screen.getByTestId('submitted-feedback').textContent).toContain('Shortlisted');
        expect(screen.queryByRole('radio')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Submit feedback' })).toBeNull();
    });
});
