import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { QuestionBankDialog, criteriaSets } from '../../../custom/interviews/QuestionBankDialog';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { QuestionBank } from '../../../dataProvider/interviews';
import { ToastHost } from '../../../ui/toast';
import { holdsFocus } from '../../helpers/focus';
import { fakeInterviews } from '../interviewer/interviewerTestUtils';

const criterion = (n: number, label: string, level: 'STRONG' | 'NEEDS_IMPROVEMENT' | 'WEAK') => ({ id: `eval_criteria_${n}`, label, value: label, level });
const clarity = [criterion(1, 'Clear and concise', 'STRONG'), criterion(2, 'Wanders', 'NEEDS_IMPROVEMENT'), criterion(3, 'Disorganised', 'WEAK')];
const ownership = [criterion(4, 'Owns the outcome', 'STRONG'), criterion(5, 'Partly owns it', 'NEEDS_IMPROVEMENT'), criterion(6, 'Blames others', 'WEAK')];

function bank(extra: { id: string; label: string }[] = []): QuestionBank {
    return {
        groups: [
            {
                id: 'communication',
                label: 'Communication',
                questions: [
                    { id: 'communication_1', label: 'Explain a hard idea simply.', value: 'Explain a hard idea simply.', criteria: clarity, custom: false },
                    ...extra.map(q => ({ ...q, value: q.label, criteria: clarity, custom: true })),
                ],
            },
            { id: 'ownership', label: 'Ownership', questions: [{ id: 'ownership_1', label: 'A problem you fixed.', value: 'A problem you fixed.', criteria: ownership, custom: false }] },
        ],
        criteria: [...clarity, ...ownership],
    };
}

function renderDialog(canEdit: boolean, overrides: Parameters<typeof fakeInterviews>[0] = {}) {
    const dataProvider = fakeInterviews({ questionBank: vi.fn(async () => bank()), createQuestion: vi.fn(async () => ({})), deleteQuestion: vi.fn(async () => undefined), ...overrides });
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <QuestionBankDialog open onClose={() => undefined} canEdit={canEdit} />
            <ToastHost />
        </AdminContext>,
    );
    return dataProvider;
}

describe('the question bank dialog', () => {
    it('offers each distinct criteria set once, named by its strong criterion', () => {
        expect(criteriaSets(bank()).map(set => [set.label, set.ids])).toEqual([
            ['Clear and concise', ['eval_criteria_1', 'eval_criteria_2', 'eval_criteria_3']],
            ['Owns the outcome', ['eval_criteria_4', 'eval_criteria_5', 'eval_criteria_6']],
        ]);
    });

    it('lists a group with its criteria and, for a reader, offers no editing', async () => {
        renderDialog(false);
        const list = await screen.findByRole('list', { name: 'Communication' });
        expect(within(list).getByText('Explain a hard idea simply.')).toBeTruthy();
        expect(within(list).getByText('Clear and concise · Wanders · Disorganised')).toBeTruthy();
        expect(screen.queryByRole('form', { name: 'Add a question' })).toBeNull();
    });

    it('adds a question to the chosen group with the default criteria and reloads the bank', async () => {
        const questionBank = vi.fn().mockResolvedValueOnce(bank()).mockResolvedValue(bank([{ id: 'q-own', label: 'How do you run a retro?' }]));
        const dataProvider = renderDialog(true, { questionBank });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Question' }), { target: { value: '  How do you run a retro?  ' } });
        fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
        await waitFor(() => expect(dataProvider.createQuestion).toHaveBeenCalledWith({ group_id: 'communication', label: 'How do you run a retro?' }));
        expect(await screen.findByText('How do you run a retro?')).toBeTruthy();
        expect(questionBank).toHaveBeenCalledTimes(2);
    });

    it('after Add, which the emptied text disables, puts the focus in the text for the next question', async () => {
        const dataProvider = renderDialog(true);
        const text = await screen.findByRole('textbox', { name: 'Question' });
        fireEvent.change(text, { target: { value: 'How do you run a retro?' } });
        const add = screen.getByRole('button', { name: 'Add a question' });
        act(() => add.focus());
        fireEvent.click(add);
        await waitFor(() => expect(dataProvider.createQuestion).toHaveBeenCalledTimes(1));
        await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
        expect(add.hasAttribute('disabled')).toBe(true);
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Question' })));
    });

    it("shows the server's refusal beside the question", async () => {
        renderDialog(true, { createQuestion: vi.fn().mockRejectedValue({ status: 400, body: { status: false, message: 'Please correct the highlighted fields.', errors: { label: 'label must be at least 5 characters' } } }) });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Question' }), { target: { value: 'Why' } });
        fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
        expect(await screen.findByText('label must be at least 5 characters')).toBeTruthy();
    });

    it("deletes the workspace's own question only after confirmation", async () => {
        const dataProvider = renderDialog(true, { questionBank: vi.fn(async () => bank([{ id: 'q-own', label: 'How do you run a retro?' }])) });
        expect(screen.queryByRole('button', { name: /Explain a hard idea/ })).toBeNull();
        fireEvent.click(await screen.findByRole('button', { name: 'Delete the question “How do you run a retro?”' }));
        expect(dataProvider.deleteQuestion).not.toHaveBeenCalled();
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(dataProvider.deleteQuestion).toHaveBeenCalledWith('q-own'));
    });

    it("after a delete, puts the focus on the next own question's Delete, the previous one's after the last, then the question's text", async () => {
        let own = [
            { id: 'q-a', label: 'How do you run a retro?' },
            { id: 'q-b', label: 'How do you give feedback?' },
            { id: 'q-c', label: 'How do you say no?' },
        ];
        // Answered a moment later, as over the network: the confirmation has closed and given the focus back to the going Delete.
        const questionBank = vi.fn(() => new Promise<QuestionBank>(resolve => setTimeout(() => resolve(bank(own)), 20)));
        const deleteQuestion = vi.fn(async (id: string) => {
            own = own.filter(question => question.id !== id);
        });
        renderDialog(true, { questionBank, deleteQuestion });
        const deleteOf = (label: string) => screen.getByRole('button', { name: `Delete the question “${label}”` });
        const remove = async (label: string) => {
            const button = await screen.findByRole('button', { name: `Delete the question “${label}”` });
            act(() => button.focus());
            fireEvent.click(button);
            const confirm = within(await screen.findByRole('dialog', { name: 'Are you sure ?' })).getByRole('button', { name: 'Confirm' });
            act(() => confirm.focus());
            fireEvent.click(confirm);
            await waitFor(() => expect(screen.queryByText(label)).toBeNull());
        };

        await remove('How do you give feedback?');
        expect(deleteQuestion).toHaveBeenCalledWith('q-b');
        await waitFor(() => expect(holdsFocus(deleteOf('How do you say no?'))).toBe(true));
        // The last one went: the one before it.
        await remove('How do you say no?');
        await waitFor(() => expect(holdsFocus(deleteOf('How do you run a retro?'))).toBe(true));
        // No own question left: the text of a new one.
        await remove('How do you run a retro?');
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Question' })));
    });
});
