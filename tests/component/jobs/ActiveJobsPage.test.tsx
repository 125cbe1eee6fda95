import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ActiveJobsPage } from '../../../custom/jobs/ActiveJobsPage';
import { jobListFromSearch, searchWith } from '../../../custom/jobs/jobListModel';
import type { JobsDataProvider } from '../../../dataProvider/jobs';
import { session } from '../../../dataProvider/session';
import { fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';
import { LocationProbe } from '../shell/shellTestUtils';

beforeEach(() => {
    stubBrowserApis();
    vi.spyOn(session, 'getUser').mockReturnValue({ id: 'u1', first_name: 'Ada', last_name: 'Admin', role_name: 'CORPORATE' } as ReturnType<typeof session.getUser>);
});
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

function job(n: number) {
    return {
        id: `j${n}`, title: `Job ${n}`, description: '', client_id: null, department_id: null, business_unit_id: null, domain_id: null, position_category_id: null,
        recruiters: [{ id: 'r1', first_name: 'Rita', last_name: 'Recruiter' }], employment_type: 'FULL_TIME', position_type: 'NEW', priority: 'HIGH', job_locations: ['Pune'], skills: [],
        min_experience: 1, max_experience: 4, salary_min: null, salary_max: null, currency: null, openings: 1, posted_date: '2026-01-01', job_deadline: null, hiring_deadline: null,
        job_type: 'OPEN', show_to_vendors: false, show_to_employees: false, show_on_career_page: true, promoted_at: null, applicant_count: n, status: 'ACTIVE', version: 1, created_at: '', updated_at: '',
    };
}

function withJobs(total: number): FakeJobs {
    return fakeJobs({
        getJobs: vi.fn(async ({ page }: { page: number }) => {
            const all = Array.from({ length: total }, (_, i) => job(i + 1));
            const data = all.slice((page - 1) * 12, page * 12);
            const pageCount = Math.ceil(total / 12);
            return { data, meta: { total, perPage: 12, currentPage: page, nextPage: page < pageCount ? page + 1 : null, previousPage: page > 1 ? page - 1 : null, pageCount } };
        }),
        deleteJob: vi.fn(async () => 'Job deleted successfully!'),
        promoteJob: vi.fn(async () => job(1)),
        removeJobRecruiter: vi.fn(async () => job(1)),
    });
}

function renderList(dataProvider: FakeJobs) {
    return renderPage(<ActiveJobsPage />, { path: '/corporate/active-jobs', route: '/corporate/active-jobs' }, dataProvider);
}

describe('active jobs', () => {
    it('asks for 12 jobs a page and pages on', async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(30);
        renderList(dataProvider);
        await screen.findByText('Job 1');
        expect(screen.getAllByTestId('job-card')).toHaveLength(12);
        expect(dataProvider.getJobs).toHaveBeenLastCalledWith({ page: 1, limit: 12, filter: {} });
        await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
        await screen.findByText('Job 25');
        expect(dataProvider.getJobs).toHaveBeenLastCalledWith({ page: 3, limit: 12, filter: {} });
        expect(screen.getAllByTestId('job-card')).toHaveLength(6);
    });

    it('offers every SPEC filter key with get-filter-list options and sends them as the filter', async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(3);
        renderList(dataProvider);
        await screen.findByText('Job 1');
        await user.click(screen.getByRole('button', { name: 'Filters' }));
        const filters = await screen.findByRole('region', { name: 'Filters' });
        for (const label of ['Department', 'Job type', 'Recruiter', 'Employment type', 'Position type', 'Business unit', 'Priority', 'Domain', 'Position category', 'Job location']) {
            expect(within(filters).getByRole('combobox', { name: label })).toBeTruthy();
        }
        await user.click(within(filters).getByRole('combobox', { name: 'Recruiter' }));
        await user.click(await screen.findByRole('option', { name: 'Sam Sourcer' }));
        await user.click(within(filters).getByRole('combobox', { name: 'Employment type' }));
        await user.click(await screen.findByRole('option', { name: 'Full time' }));
        await user.type(within(filters).getByLabelText('Hiring deadline From'), '2026-05-01');
        await waitFor(() =>
            expect(dataProvider.getJobs).toHaveBeenLastCalledWith({
                page: 1,
                limit: 12,
                filter: { recruiter: 'r2', employement_type: 'FULL_TIME', hiring_deadline: { from: '2026-05-01' } },
            }),
        );
    });

    it('shows card skeletons while loading, then the empty state with the button that posts a job', async () => {
        renderList(withJobs(0));
        expect(screen.getByRole('progressbar', { name: 'Loading jobs' })).toBeTruthy();
        expect(await screen.findByText('No jobs yet')).toBeTruthy();
        expect(screen.queryByRole('progressbar', { name: 'Loading jobs' })).toBeNull();
        expect(within(screen.getByRole('status')).getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/corporate/post-a-job');
    });

    it('deletes a job only through the confirmation dialog', async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(2);
        renderList(dataProvider);
        const card = await screen.findByRole('article', { name: 'Job 2' });
        const openMenu = async () => {
            await user.click(within(card).getByRole('button', { name: 'More actions for Job 2' }));
            await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
        };
        await openMenu();
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Are you sure ?')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(dataProvider.deleteJob).not.toHaveBeenCalled();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await openMenu();
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(dataProvider.deleteJob).toHaveBeenCalledWith('j2'));
        expect(await screen.findByText('Job deleted successfully!')).toBeTruthy();
    });

    it("takes a recruiter off a job from the card's chip only through the confirmation dialog, by mouse or key", async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(2);
        renderList(dataProvider);
        const card = await screen.findByRole('article', { name: 'Job 2' });
        const chip = within(card).getByRole('button', { name: 'Rita Recruiter' });
        await user.click(chip.querySelector('.MuiChip-deleteIcon')!);
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Take Rita Recruiter off the job “Job 2”?')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(dataProvider.removeJobRecruiter).not.toHaveBeenCalled();

        // Delete on the focused chip asks the same.
        chip.focus();
        await user.keyboard('{Delete}');
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(dataProvider.removeJobRecruiter).toHaveBeenCalledWith('j2', 'r1'));
        expect(await screen.findByText('Recruiter removed.')).toBeTruthy();
    });
});

function BoardStandIn() {
    const navigate = useNavigate();
    return (
        <button type="button" onClick={() => navigate(-1)}>
            Back
        </button>
    );
}

/** The list at `path`, a stand-in board with the browser's Back, and the URL in sight. */
function renderAt(path: string, dataProvider: FakeJobs) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/corporate/active-jobs" element={<ActiveJobsPage />} />
                    <Route path="/corporate/total-applications/:id" element={<BoardStandIn />} />
                </Routes>
                <LocationProbe />
            </AdminContext>
        </MemoryRouter>,
    );
}

const location = () => screen.getByTestId('location').textContent;
const filtersRegion = () => screen.getByRole('region', { name: 'Filters' });

describe('the job list in the URL', () => {
    const narrowed = '/corporate/active-jobs?search=node&recruiter=r2&hiring_deadline_from=2026-05-01&page=2';
    const narrowedRequest = { page: 2, limit: 12, search: 'node', filter: { recruiter: 'r2', hiring_deadline: { from: '2026-05-01' } } };

    it("opens with the URL's search, filters and page, the filters in sight", async () => {
        const dataProvider = withJobs(30);
        renderAt(narrowed, dataProvider);
        await screen.findByText('Job 13');
        expect(dataProvider.getJobs).toHaveBeenCalledTimes(1);
        expect(dataProvider.getJobs).toHaveBeenLastCalledWith(narrowedRequest);
        expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('node');
        expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
        await waitFor(() => expect(within(filtersRegion()).getByRole('combobox', { name: 'Recruiter' }).textContent).toBe('Sam Sourcer'));
        expect((within(filtersRegion()).getByLabelText('Hiring deadline From') as HTMLInputElement).value).toBe('2026-05-01');
        expect(screen.getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    });

    it('writes each change into the URL, a new search or filter starting at the first page', async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(30);
        renderAt('/corporate/active-jobs', dataProvider);
        await screen.findByText('Job 1');
        await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
        await waitFor(() => expect(location()).toBe('/corporate/active-jobs?page=3'));

        await user.click(screen.getByRole('button', { name: 'Filters' }));
        await user.click(within(filtersRegion()).getByRole('combobox', { name: 'Recruiter' }));
        await user.click(await screen.findByRole('option', { name: 'Sam Sourcer' }));
        await waitFor(() => expect(location()).toBe('/corporate/active-jobs?recruiter=r2'));
        await user.type(within(filtersRegion()).getByLabelText('Posted date To'), '2026-06-30');
        await waitFor(() => expect(location()).toBe('/corporate/active-jobs?recruiter=r2&posted_date_to=2026-06-30'));

        // Typing is written once it pauses, and asked for once.
        const calls = dataProvider.getJobs.mock.calls.length;
        await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'node');
        await waitFor(() => expect(location()).toBe('/corporate/active-jobs?recruiter=r2&posted_date_to=2026-06-30&search=node'));
        await waitFor(() => expect(dataProvider.getJobs).toHaveBeenLastCalledWith({ page: 1, limit: 12, search: 'node', filter: { recruiter: 'r2', posted_date: { to: '2026-06-30' } } }));
        expect(dataProvider.getJobs.mock.calls.length).toBe(calls + 1);

        await user.click(within(filtersRegion()).getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(location()).toBe('/corporate/active-jobs?search=node'));
    });

    it("shows the same list on Back from a job's board", async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(30);
        renderAt(narrowed, dataProvider);
        const card = await screen.findByRole('article', { name: 'Job 13' });
        await user.click(within(card).getByRole('link', { name: 'Job 13' }));
        await user.click(await screen.findByRole('button', { name: 'Back' }));
        await screen.findByRole('article', { name: 'Job 13' });
        expect(location()).toBe(narrowed);
        expect(dataProvider.getJobs).toHaveBeenLastCalledWith(narrowedRequest);
        expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('node');
        expect((within(filtersRegion()).getByLabelText('Hiring deadline From') as HTMLInputElement).value).toBe('2026-05-01');
    });

    it('follows a change of the URL made elsewhere (the menu\'s link to the whole list)', async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(3);
        function MenuLink() {
            const navigate = useNavigate();
            return (
                <button type="button" onClick={() => navigate('/corporate/active-jobs')}>
                    Job Postings
                </button>
            );
        }
        render(
            <MemoryRouter initialEntries={['/corporate/active-jobs?search=node']}>
                <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                    <MenuLink />
                    <Routes>
                        <Route path="/corporate/active-jobs" element={<ActiveJobsPage />} />
                    </Routes>
                    <LocationProbe />
                </AdminContext>
            </MemoryRouter>,
        );
        await screen.findByText('Job 1');
        expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe('node');
        await user.click(screen.getByRole('button', { name: 'Job Postings' }));
        await waitFor(() => expect((screen.getByRole('searchbox', { name: 'Search jobs' }) as HTMLInputElement).value).toBe(''));
        await waitFor(() => expect(dataProvider.getJobs).toHaveBeenLastCalledWith({ page: 1, limit: 12, filter: {} }));
        // The box's emptied text is not written back over the new URL, nor the old text.
        await act(() => new Promise(resolve => setTimeout(resolve, 400)));
        expect(location()).toBe('/corporate/active-jobs');
    });

    it('keeps two changes made before the router has shown the first', async () => {
        const dataProvider = withJobs(3);
        renderAt('/corporate/active-jobs?priority=HIGH', dataProvider);
        await screen.findByText('Job 1');
        // One act: both handlers run on the render from before either change, as a quick second change does in the browser.
        act(() => {
            fireEvent.change(within(filtersRegion()).getByLabelText('Posted date From'), { target: { value: '2026-01-01' } });
            fireEvent.change(within(filtersRegion()).getByLabelText('Job deadline To'), { target: { value: '2026-12-31' } });
        });
        await waitFor(() => expect(location()).toBe('/corporate/active-jobs?priority=HIGH&posted_date_from=2026-01-01&job_deadline_to=2026-12-31'));
    });

    it('reads only what it owns from the URL, and leaves out what a hand-edited link gets wrong', () => {
        expect(jobListFromSearch(new URLSearchParams('page=0&posted_date_from=tomorrow&department=d1&other=x'))).toEqual({ search: '', page: 1, filter: { department: 'd1' } });
        expect(searchWith(new URLSearchParams('other=x&page=4'), { filter: { priority: 'HIGH' } }).toString()).toBe('other=x&priority=HIGH');
    });
});

describe('the date filters', () => {
    it('say under To when it is before From, as the interview lists do', async () => {
        const user = userEvent.setup();
        const dataProvider = withJobs(3);
        renderAt('/corporate/active-jobs?job_deadline_from=2026-05-10', dataProvider);
        await screen.findByText('Job 1');
        const to = within(filtersRegion()).getByLabelText('Job deadline To');
        await user.type(to, '2026-05-01');
        await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
        expect(document.getElementById(to.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ends before “From”.');
        expect(within(filtersRegion()).getByLabelText('Job deadline From').getAttribute('aria-invalid')).toBe('false');
        // The other ranges are untouched, and a To on or after the From is fine.
        expect(within(filtersRegion()).getByLabelText('Posted date To').getAttribute('aria-invalid')).toBe('false');
        await user.clear(to);
        await user.type(to, '2026-05-10');
        await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('false'));
        expect(screen.queryByText('Ends before “From”.')).toBeNull();
    });
});
