/**
 * The interviewer's lists: a past interview's card names its result in the
 * feedback form's words, a To day before the From day is said under To, and
 * on a phone the filters beside the search fold behind a "Filters" button.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InterviewerListPage } from '../../../custom/interviewer/InterviewerListPage';
import { fakeInterviews, interviewDetails, renderInArea, signedInAsInterviewer } from './interviewerTestUtils';

const meta = { total: 1, perPage: 12, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 };
const pastList = [{ path: 'past-interviews', element: <InterviewerListPage kind="past" /> }];

describe("the interviewer's lists", () => {
    signedInAsInterviewer();

    it('shows a rejected interview as "Rejected", the word the interviewer chose, not the code FAIL', async () => {
        const { interview } = interviewDetails({ isPast: true });
        const getInterviewerInterviews = vi.fn(async () => ({ data: [{ ...interview, result: 'FAIL' as const }], meta }));
        renderInArea(fakeInterviews({ getInterviewerInterviews }), '/interviewer/past-interviews', pastList);
        const badge = await screen.findByTestId('interview-result');
        expect(badge.textContent).toBe('Rejected');
        expect(badge.getAttribute('aria-label')).toBe('Interview result: Rejected');
        expect(screen.queryByText('FAIL')).toBeNull();
    });

    it('says under To that it ends before From, and says nothing once the days are in order', async () => {
        const getInterviewerInterviews = vi.fn(async () => ({ data: [], meta: { ...meta, total: 0 } }));
        renderInArea(fakeInterviews({ getInterviewerInterviews }), '/interviewer/past-interviews', pastList);
        const search = await screen.findByRole('search');
        const from = within(search).getByLabelText('From');
        const to = within(search).getByLabelText('To');
        fireEvent.change(from, { target: { value: '2026-05-10' } });
        fireEvent.change(to, { target: { value: '2026-05-01' } });
        expect(await within(search).findByText('Ends before “From”.')).toBeTruthy();
        expect(to.getAttribute('aria-invalid')).toBe('true');
        fireEvent.change(to, { target: { value: '2026-05-20' } });
        await waitFor(() => expect(within(search).queryByText('Ends before “From”.')).toBeNull());
        expect(to.getAttribute('aria-invalid')).toBe('false');
    });

    it('folds the filters beside the search behind a button that counts the ones set (on a phone it alone shows)', async () => {
        const getInterviewerInterviews = vi.fn(async () => ({ data: [], meta: { ...meta, total: 0 } }));
        renderInArea(fakeInterviews({ getInterviewerInterviews }), '/interviewer/past-interviews', pastList);
        const search = await screen.findByRole('search');
        // Drawn only below 600 px (a media query jsdom does not apply), so found by its words.
        const toggle = within(search).getByText('Filters').closest('button') as HTMLButtonElement;
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
        // The search words stay beside the button; the days, status and type are in the fold.
        expect(within(panel).queryByRole('searchbox')).toBeNull();
        expect(within(panel).getByLabelText('From')).toBeTruthy();
        expect(within(panel).getByRole('combobox', { name: 'Status' })).toBeTruthy();
        expect(within(panel).getByRole('combobox', { name: 'Type' })).toBeTruthy();

        fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2026-05-10' } });
        fireEvent.change(within(search).getByRole('searchbox'), { target: { value: 'Jane' } });
        expect(toggle.textContent).toBe('Filters (1)');
        fireEvent.click(toggle);
        expect(toggle.getAttribute('aria-expanded')).toBe('true');
    });
});
