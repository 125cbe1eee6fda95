/**
 * The schedule-interview dialog keeps what was typed: Escape or a click beside it, once anything
 * changed, asks "Discard your changes?" first (ui/useDiscardGuard.tsx), Keep editing focused; an
 * unchanged form, the first round it picks itself included, closes at once, and so does Cancel. Schedule
 * with required fields missing puts the focus on the first of them (ui/focusFirstInvalid.ts), not
 * on Schedule at the dialog's foot.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Round } from '../../../config/contracts/interviews';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ScheduleInterviewDialog } from '../../../custom/interviews/ScheduleInterviewDialog';
import { ToastHost } from '../../../ui/toast';
import { fakeInterviews } from '../interviewer/interviewerTestUtils';

const rounds: Round[] = [{ id: 'r1', job_id: 'j1', name: 'Technical', position: 1, interview_count: 0, version: 1 }];

function renderDialog() {
    const onClose = vi.fn();
    const scheduleInterview = vi.fn();
    const dataProvider = fakeInterviews({
        getRounds: vi.fn(async () => rounds),
        interviewerOptions: vi.fn(async () => [{ id: 'p1', first_name: 'Ivy', last_name: 'Interviewer', email: 'ivy@example.test', role_name: 'INTERVIEWER', secondary_role: null }]),
        questionBank: vi.fn(async () => ({ groups: [], criteria: [] })),
        scheduleInterview,
    });
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <ScheduleInterviewDialog applicationId="a1" jobId="j1" jobTitle="Backend Engineer" candidateName="Asha Rao" onClose={onClose} onDone={vi.fn()} />
            <ToastHost />
        </AdminContext>,
    );
    return { onClose, scheduleInterview };
}

/** The dialog once its first round is chosen (the form's own choice, not the user's). */
async function opened() {
    const dialog = await screen.findByRole('dialog', { name: /Schedule an interview with Asha Rao/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Round/ }).textContent).toContain('Technical'));
    return dialog;
}

const escape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape' });
const confirmation = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });

describe('closing the schedule-interview dialog', () => {
    it('closes at once on Escape when nothing was changed', async () => {
        const { onClose } = renderDialog();
        await opened();
        escape(screen.getByRole('textbox', { name: 'Note for the interviewers' }));
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(confirmation()).toBeNull();
    });

    it('asks first once something was typed: Keep editing keeps it, Discard closes', async () => {
        const { onClose } = renderDialog();
        await opened();
        const note = screen.getByRole('textbox', { name: 'Note for the interviewers' }) as HTMLTextAreaElement;
        fireEvent.change(note, { target: { value: 'Ask about the cache design.' } });
        escape(note);
        expect(onClose).not.toHaveBeenCalled();
        const asking = await screen.findByRole('dialog', { name: 'Discard your changes?' });
        const keep = screen.getByRole('button', { name: 'Keep editing' });
        // Enter or Escape right away keeps the work.
        await waitFor(() => expect(document.activeElement).toBe(keep));
        escape(keep);
        await waitFor(() => expect(confirmation()).toBeNull());
        expect(asking.isConnected).toBe(false);
        expect(onClose).not.toHaveBeenCalled();
        expect(note.value).toBe('Ask about the cache design.');

        // A click beside the dialog asks too; Discard closes.
        // MUI's dialog takes a press that starts and ends on its container, around the paper, as a backdrop click.
        const beside = document.querySelector('.MuiDialog-container') as HTMLElement;
        fireEvent.mouseDown(beside);
        fireEvent.click(beside);
        await screen.findByRole('dialog', { name: 'Discard your changes?' });
        fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
        await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    });

    it('closes at once on Cancel, the explicit choice to drop what was typed', async () => {
        const { onClose } = renderDialog();
        await opened();
        fireEvent.change(screen.getByRole('textbox', { name: 'Note for the interviewers' }), { target: { value: 'Ask about the cache design.' } });
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(onClose).toHaveBeenCalledTimes(1);
        expect(confirmation()).toBeNull();
    });
});

describe('Schedule with fields missing', () => {
    it('puts the focus on the first field in error, not on Schedule', async () => {
        const { scheduleInterview } = renderDialog();
        await opened();
        const schedule = screen.getByRole('button', { name: 'Schedule' });
        act(() => schedule.focus());
        fireEvent.click(schedule);
        expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
        const interviewers = screen.getByRole('combobox', { name: /^Interviewers/ });
        expect(interviewers.getAttribute('aria-invalid')).toBe('true');
        await waitFor(() => expect(document.activeElement).toBe(interviewers));
        expect(scheduleInterview).not.toHaveBeenCalled();
    });
});
