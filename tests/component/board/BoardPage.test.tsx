import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardPage } from '../../../custom/board/BoardPage';
import { holdsFocus } from '../../helpers/focus';
import { boardStages, card, deferred, fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from './boardTestUtils';

let browser: ReturnType<typeof stubBrowserApis>;
beforeEach(() => {
    browser = stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

function renderBoard(dataProvider: FakeJobs) {
    return renderPage(<BoardPage />, { path: '/corporate/total-applications/j1', route: '/corporate/total-applications/:id' }, dataProvider);
}

const column = (name: string) => screen.getByRole('region', { name });
const cardNames = (name: string) => within(column(name)).queryAllByTestId('applicant-card').map(card => card.getAttribute('data-application-id'));
const handles = () => screen.getAllByRole('button', { name: /^Move Person/ });

async function moveViaMenu(user: ReturnType<typeof userEvent.setup>, cardLabel: string, stage: string) {
    await user.click(screen.getByRole('button', { name: `Actions for ${cardLabel}` }));
    await user.click(await screen.findByRole('menuitem', { name: stage }));
}

describe('applicant board', () => {
    it('leads back to the job list as it was filtered when it opened the board, also after a drawer was opened', async () => {
        const user = userEvent.setup();
        renderPage(
            <BoardPage />,
            { path: { pathname: '/corporate/total-applications/j1', state: { listSearch: '?search=backend&page=2' } }, route: '/corporate/total-applications/:id' },
            fakeJobs(),
        );
        // hidden: the open drawer is modal, so the page under it is aria-hidden.
        const back = () => screen.getByRole('link', { name: 'Job Postings', hidden: true }).getAttribute('href');
        await screen.findByText('Person A1');
        expect(back()).toBe('/corporate/active-jobs?search=backend&page=2');
        await user.click(screen.getByRole('button', { name: 'Person A1' }));
        await screen.findByRole('dialog', { name: 'Application' });
        expect(back()).toBe('/corporate/active-jobs?search=backend&page=2');
    });

    it('leads to the whole job list when opened from elsewhere', async () => {
        renderBoard(fakeJobs());
        await screen.findByText('Person A1');
        expect(screen.getByRole('link', { name: 'Job Postings' }).getAttribute('href')).toBe('/corporate/active-jobs');
    });

    it('shows one column per stage with its count, and cards with name, title, experience, source and days in stage', async () => {
        renderBoard(fakeJobs());
        await screen.findByText('Person A1');
        expect(screen.getAllByTestId('stage-column').map(c => within(c).getByRole('heading').textContent)).toEqual(['Applied', 'Screening', 'Interview']);
        expect(within(column('Applied')).getByLabelText('2 applicants')).toBeTruthy();
        const card = within(column('Applied')).getAllByTestId('applicant-card')[0];
        expect(card.textContent).toContain('Engineer');
        expect(card.textContent).toContain('3 yrs · LinkedIn');
        expect(card.textContent).toContain('4 days in stage');
        expect(within(column('Screening')).getByText('No applicants in this stage')).toBeTruthy();
    });

    it('lists the cards of a column as list items only, and shows the text of an empty column outside any list', async () => {
        renderBoard(fakeJobs());
        await screen.findByText('Person A1');
        const applied = within(column('Applied')).getByRole('list');
        const items = within(applied).getAllByRole('listitem');
        expect(items).toHaveLength(2);
        expect([...applied.children].every(child => child.tagName === 'LI')).toBe(true);
        expect(items.every(item => within(item).queryByTestId('applicant-card') !== null)).toBe(true);
        expect(within(column('Screening')).queryByRole('list')).toBeNull();
        expect(within(column('Screening')).getByText('No applicants in this stage')).toBeTruthy();
    });

    it('selecting applicants disables drag and shows bulk actions; clearing the selection re-enables drag', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        expect(handles().map(h => h.getAttribute('aria-disabled'))).toEqual(['false', 'false']);

        await user.click(screen.getByRole('checkbox', { name: 'Select Person A1' }));
        expect(handles().map(h => h.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
        const bulk = screen.getByRole('region', { name: 'Bulk actions' });
        expect(within(bulk).getByText('1 selected')).toBeTruthy();

        await user.click(within(bulk).getByRole('button', { name: 'Clear selection' }));
        expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
        expect(handles().map(h => h.getAttribute('aria-disabled'))).toEqual(['false', 'false']);
    });

    it('bulk move sends update-bulk-current-pipeline with ids and versions, then reloads', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await user.click(screen.getByRole('checkbox', { name: 'Select Person A1' }));
        await user.click(screen.getByRole('checkbox', { name: 'Select Person A2' }));
        await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('combobox', { name: 'Move to stage' }));
        await user.click(await screen.findByRole('option', { name: 'Interview' }));
        await waitFor(() => expect(dataProvider.updateBulkCurrentPipeline).toHaveBeenCalledWith('j1', 's3', [{ id: 'a1', version: 1 }, { id: 'a2', version: 1 }]));
        await waitFor(() => expect(dataProvider.getUserApplications).toHaveBeenCalledTimes(2));
        expect(await screen.findByText('2 applicants moved.')).toBeTruthy();
    });

    it("after a bulk move, whose bar goes with the selection, puts the focus on the heading of the stage the applicants went to", async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await user.click(screen.getByRole('checkbox', { name: 'Select Person A1' }));
        const move = within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('combobox', { name: 'Move to stage' });
        act(() => move.focus());
        await user.keyboard('{ArrowDown}');
        await user.click(await screen.findByRole('option', { name: 'Interview' }));
        await waitFor(() => expect(dataProvider.updateBulkCurrentPipeline).toHaveBeenCalledTimes(1));
        await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(within(column('Interview')).getByRole('heading', { name: 'Interview' })));
    });

    it('after a bulk assignment puts the focus on the first filter, which takes the bulk bar\'s place', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await user.click(screen.getByRole('checkbox', { name: 'Select Person A1' }));
        await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('combobox', { name: 'Assign recruiter' }));
        await user.click(await screen.findByRole('option', { name: 'Sam Sourcer' }));
        await waitFor(() => expect(dataProvider.bulkApplications).toHaveBeenCalledTimes(1));
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Recruiters' })));
    });

    it('keeps the focus on the bulk select chosen from while its request runs: unavailable, it opens no menu meanwhile', async () => {
        const user = userEvent.setup();
        const answer = deferred<number>();
        const dataProvider = fakeJobs({ bulkApplications: vi.fn(() => answer.promise) });
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await user.click(screen.getByRole('checkbox', { name: 'Select Person A1' }));
        const bulk = () => within(screen.getByRole('region', { name: 'Bulk actions' }));
        const assign = bulk().getByRole('combobox', { name: 'Assign recruiter' });
        await user.click(assign);
        await user.click(await screen.findByRole('option', { name: 'Sam Sourcer' }));
        await waitFor(() => expect(dataProvider.bulkApplications).toHaveBeenCalledTimes(1));
        // The menu gave the focus back to the select, which stays focusable (not disabled) and says it is busy.
        await waitFor(() => expect(document.activeElement).toBe(assign));
        expect(holdsFocus(assign)).toBe(true);
        expect(assign.getAttribute('aria-disabled')).toBe('true');
        expect(assign.getAttribute('aria-busy')).toBe('true');
        const move = bulk().getByRole('combobox', { name: 'Move to stage' });
        expect(move.getAttribute('tabindex')).toBe('0');
        expect(move.getAttribute('aria-disabled')).toBe('true');
        // Neither opens while the request runs, by the keyboard or the mouse.
        await user.keyboard('{ArrowDown}');
        await user.click(move);
        expect(screen.queryByRole('listbox')).toBeNull();
        expect(dataProvider.bulkApplications).toHaveBeenCalledTimes(1);
        expect(dataProvider.updateBulkCurrentPipeline).not.toHaveBeenCalled();

        await act(async () => answer.resolve(1));
        expect(await screen.findByText('1 applicant assigned.')).toBeTruthy();
    });

    it('moves a card at once and keeps it there when the server agrees', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await moveViaMenu(user, 'Person A1', 'Screening');
        expect(cardNames('Screening')).toEqual(['a1']);
        await waitFor(() => expect(dataProvider.shiftApplicant).toHaveBeenCalledWith('a1', 's2', 1));
        expect(cardNames('Applied')).toEqual(['a2']);
    });

    it('rolls a failed move back to where the card was and says why', async () => {
        const user = userEvent.setup();
        const answer = deferred<never>();
        const dataProvider = fakeJobs({ shiftApplicant: vi.fn(() => answer.promise) });
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await moveViaMenu(user, 'Person A1', 'Interview');
        expect(cardNames('Interview')).toEqual(['a1']);
        expect(cardNames('Applied')).toEqual(['a2']);

        answer.reject(new HttpError('Stage not found', 404, { status: false, message: 'Stage not found' }));
        await waitFor(() => expect(cardNames('Applied')).toEqual(['a1', 'a2']));
        expect(cardNames('Interview')).toEqual([]);
        expect(within(column('Applied')).getByLabelText('2 applicants')).toBeTruthy();
        expect(await screen.findByText('Stage not found')).toBeTruthy();
    });

    it('a stale move (409) reloads the card where the server has it and tells who moved it', async () => {
        const user = userEvent.setup();
        const message = 'Moved by Lea Lead to Interview at 10:42. Reloaded.';
        const current = card('a1', 's3', { version: 5 });
        const dataProvider = fakeJobs({
            shiftApplicant: vi.fn(async () => {
                throw new HttpError(message, 409, { status: false, message, data: current });
            }),
        });
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await moveViaMenu(user, 'Person A1', 'Screening');
        await waitFor(() => expect(cardNames('Interview')).toEqual(['a1']));
        expect(cardNames('Screening')).toEqual([]);
        expect(cardNames('Applied')).toEqual(['a2']);
        expect(await screen.findByText(message)).toBeTruthy();

        // The next move uses the version the server reported.
        await moveViaMenu(user, 'Person A1', 'Applied');
        await waitFor(() => expect(dataProvider.shiftApplicant).toHaveBeenLastCalledWith('a1', 's1', 5));
    });

    it('the filter (recruiters, unassigned, limit per pipeline) drives the get-user-applications body', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        expect(dataProvider.getUserApplications).toHaveBeenLastCalledWith('j1', { type: 'APPLICANTS', recruiters: [], unassigned: false, limit: 20 });

        await user.click(screen.getByRole('checkbox', { name: 'Unassigned only' }));
        await waitFor(() => expect(dataProvider.getUserApplications).toHaveBeenLastCalledWith('j1', { type: 'APPLICANTS', recruiters: [], unassigned: true, limit: 20 }));

        await user.click(screen.getByRole('combobox', { name: 'Per stage' }));
        await user.click(await screen.findByRole('option', { name: '50' }));
        await waitFor(() => expect(dataProvider.getUserApplications).toHaveBeenLastCalledWith('j1', { type: 'APPLICANTS', recruiters: [], unassigned: true, limit: 50 }));

        await user.click(screen.getByRole('combobox', { name: 'Recruiters' }));
        await user.click(await screen.findByRole('option', { name: 'Sam Sourcer' }));
        await waitFor(() => expect(dataProvider.getUserApplications).toHaveBeenLastCalledWith('j1', { type: 'APPLICANTS', recruiters: ['r2'], unassigned: true, limit: 50 }));
    });

    it('a column loads its next page when its sentinel scrolls into view', async () => {
        const dataProvider = fakeJobs({
            getUserApplications: vi.fn(async () => boardStages(3)),
            getStageApplications: vi.fn(async () => ({ stage_id: 's1', count: 3, applications: [card('a3', 's1')] })),
        });
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        expect(within(column('Applied')).getByTestId('load-more')).toBeTruthy();
        expect(within(column('Screening')).queryByTestId('load-more')).toBeNull();

        // The sentinel's observer starts in an effect: fire until the column asks for more.
        await waitFor(() => {
            act(() => browser.intersect());
            expect(dataProvider.getStageApplications).toHaveBeenCalled();
        });
        await waitFor(() => expect(cardNames('Applied')).toEqual(['a1', 'a2', 'a3']));
        expect(dataProvider.getStageApplications).toHaveBeenCalledWith('j1', { type: 'APPLICANTS', recruiters: [], unassigned: false, limit: 20 }, 's1', 2);
        // Everything is loaded: no sentinel any more.
        expect(within(column('Applied')).queryByTestId('load-more')).toBeNull();
    });

    it('a "load more" pressed for the last page gives the focus to the first card it brought', async () => {
        const user = userEvent.setup();
        const page = deferred<{ stage_id: string; count: number; applications: ReturnType<typeof card>[] }>();
        const dataProvider = fakeJobs({ getUserApplications: vi.fn(async () => boardStages(3)), getStageApplications: vi.fn(() => page.promise) });
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        const more = within(column('Applied')).getByTestId('load-more');
        await user.click(more);
        await waitFor(() => expect(more.getAttribute('aria-busy')).toBe('true'));
        expect(holdsFocus(more)).toBe(true);
        await act(async () => page.resolve({ stage_id: 's1', count: 3, applications: [card('a3', 's1')] }));
        await waitFor(() => expect(cardNames('Applied')).toEqual(['a1', 'a2', 'a3']));
        // Everything is loaded, so "load more" went: the card that came has the focus, at its first control.
        expect(within(column('Applied')).queryByTestId('load-more')).toBeNull();
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Person A3' }));
    });

    it('a "load more" whose last page brings no card gives the focus to the column heading', async () => {
        const user = userEvent.setup();
        // One applicant left the stage meanwhile: the count drops and nothing is left to load.
        const dataProvider = fakeJobs({ getUserApplications: vi.fn(async () => boardStages(3)), getStageApplications: vi.fn(async () => ({ stage_id: 's1', count: 2, applications: [] })) });
        renderBoard(dataProvider);
        await screen.findByText('Person A1');
        await user.click(within(column('Applied')).getByTestId('load-more'));
        await waitFor(() => expect(within(column('Applied')).queryByTestId('load-more')).toBeNull());
        expect(document.activeElement).toBe(within(column('Applied')).getByRole('heading', { name: 'Applied' }));
    });

    it('opens the drawer of the applicant the address names (?application=, as the global search links), and a card opens and closes it there', async () => {
        const user = userEvent.setup();
        const pending = new Promise<never>(() => undefined);
        const dataProvider = fakeJobs({ applicationDetail: vi.fn(() => pending), getTimeline: vi.fn(() => pending) });
        renderPage(<BoardPage />, { path: '/corporate/total-applications/j1?application=a1', route: '/corporate/total-applications/:id' }, dataProvider);
        await screen.findByRole('dialog', { name: 'Application' });
        expect(dataProvider.applicationDetail).toHaveBeenCalledWith('a1');
        await user.click(screen.getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Application' })).toBeNull());
        await user.click(await screen.findByRole('button', { name: 'Person A2' }));
        await screen.findByRole('dialog', { name: 'Application' });
        expect(dataProvider.applicationDetail).toHaveBeenLastCalledWith('a2');
    });
});
