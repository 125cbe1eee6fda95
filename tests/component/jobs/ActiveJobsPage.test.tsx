import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActiveJobsPage } from '../../../custom/jobs/ActiveJobsPage';
import { session } from '../../../dataProvider/session';
import { fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';

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
