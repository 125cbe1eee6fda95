/**
 * The corporate interviews page (/corporate/interviews-scheduled): a profile review has no meeting,
 * so the list's When says when it was asked for (the list's order), and its calendar entry and
 * details say what it is, with no length or mode. The search box asks once typing pauses.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Interview, InterviewListQuery } from '../../../config/contracts/interviews';
import InterviewsScheduledPage from '../../../custom/interviews/InterviewsScheduledPage';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ToastHost } from '../../../ui/toast';
import { fakeInterviews, interviewDetails } from '../interviewer/interviewerTestUtils';

const today = new Date();
const at = (hour: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour)).toISOString();
const { questions: _questions, ...meeting } = interviewDetails().interview;
const interview: Interview = { ...meeting, id: 'i-meeting', time_zone: 'UTC', starts_at: at(15), ends_at: at(16) };
const review: Interview = {
    ...meeting,
    id: 'i-review',
    type: 'PROFILE_REVIEW',
    profile_status: 'PENDING',
    candidate: { ...meeting.candidate, first_name: 'Ravi', last_name: 'Kumar' },
    time_zone: 'UTC',
    starts_at: at(9),
    ends_at: at(9),
    mode: null,
    link: null,
};

function renderPage() {
    const getInterviews = vi.fn(async (_query: InterviewListQuery) => ({ data: [interview, review], meta: { total: 2, perPage: 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 } }));
    const dataProvider = fakeInterviews({
        getInterviews,
        allJobsByCompany: vi.fn(async () => []),
        interviewerOptions: vi.fn(async () => []),
        getRounds: vi.fn(async () => []),
    } as never);
    render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <InterviewsScheduledPage />
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
    return getInterviews;
}

describe('the interviews page', () => {
    it("lists a profile review with when it was asked for, and a meeting with its time", async () => {
        renderPage();
        const rows = await screen.findAllByTestId('interview-row');
        const when = (row: HTMLElement) => within(row).getAllByRole('cell')[3].textContent;
        expect(when(rows[0])).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, 3:00\sPM$/);
        expect(when(rows[1])).toMatch(/^Profile review, asked [A-Z][a-z]{2} \d{1,2}, \d{4}, 9:00\sAM$/);
    });

    it('opens a profile review from the week as what it is: asked on, no length or mode', async () => {
        renderPage();
        await screen.findAllByTestId('interview-row');
        fireEvent.click(screen.getByRole('button', { name: /Week/ }));
        const entry = (await screen.findAllByRole('button', { name: /Ravi Kumar/ }))[0];
        expect(entry.textContent).toContain('Profile review · Platform Engineer · Technical');
        fireEvent.click(entry);
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Asked on')).toBeTruthy();
        expect(within(dialog).getByText('Profile review')).toBeTruthy();
        expect(within(dialog).queryByText('When')).toBeNull();
        expect(within(dialog).queryByText(/Duration/)).toBeNull();
    });

    it('searches by candidate, job or round once typing pauses, and clears the search with the filters', async () => {
        const getInterviews = renderPage();
        await screen.findAllByTestId('interview-row');
        expect(getInterviews).toHaveBeenCalledTimes(1);
        const box = screen.getByRole('searchbox', { name: 'Search candidate, job or round' });
        for (const typed of ['r', 'ra', 'ravi']) fireEvent.change(box, { target: { value: typed } });
        await waitFor(() => expect(getInterviews).toHaveBeenCalledTimes(2));
        expect(getInterviews.mock.calls[1][0]).toMatchObject({ search: 'ravi', page: 1 });
        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(getInterviews).toHaveBeenCalledTimes(3));
        expect(getInterviews.mock.calls[2][0].search).toBeUndefined();
        expect((box as HTMLInputElement).value).toBe('');
    });
});
