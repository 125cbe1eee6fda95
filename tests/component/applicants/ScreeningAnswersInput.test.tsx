/**
 * A refused yes/no screening question takes the focus as a refused text answer does: its radio
 * group is marked invalid and described by its message, so ui/focusFirstInvalid finds it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ScreeningAnswersInput } from '../../../custom/applicants/ScreeningAnswersInput';
import { i18nProvider } from '../../../custom/i18nProvider';
import { focusFirstInvalid } from '../../../ui/focusFirstInvalid';

const questions = [
    { id: 'q1', question: 'Can you relocate?', type: 'YES_NO' as const, required: true },
    { id: 'q2', question: 'Years with SQL?', type: 'NUMBER' as const, required: false },
];

function renderQuestions(errors: Record<string, string>) {
    return render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <form data-testid="form">
                <ScreeningAnswersInput questions={questions} value={{}} onChange={() => undefined} errors={errors} />
            </form>
        </AdminContext>,
    );
}

describe('a yes/no screening question in error', () => {
    it('is marked invalid, described by its message, and takes the focus of a refused form', async () => {
        renderQuestions({ q1: 'This question must be answered.' });
        const group = screen.getByRole('radiogroup', { name: /Can you relocate\?/ });
        expect(group.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This question must be answered.');
        focusFirstInvalid(screen.getByTestId('form'));
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes' })));
    });

    it('is not marked when it has no error', () => {
        renderQuestions({});
        const group = screen.getByRole('radiogroup', { name: /Can you relocate\?/ });
        expect(group.hasAttribute('aria-invalid')).toBe(false);
        expect(group.hasAttribute('aria-describedby')).toBe(false);
    });
});
