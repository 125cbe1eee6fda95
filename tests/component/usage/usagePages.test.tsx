/**
 * The placement dashboard (custom/tpo/TpoDashboard.tsx), the usage page and
 * the CS dashboard (custom/usage/) with their calls replaced (usageApi): the
 * URL's filters become the request and a change fetches again, the figures
 * read in words and money, the CS dashboard is absent for a workspace not
 * listed (no call made), and /corporate picks the placement dashboard for
 * an institute only.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardHome from '../../../custom/dashboard/DashboardHome';
import { i18nProvider, withMessages } from '../../../custom/i18nProvider';
import TpoDashboard from '../../../custom/tpo/TpoDashboard';
import CsDashboardPage from '../../../custom/usage/CsDashboardPage';
import UsagePage from '../../../custom/usage/UsagePage';
import { WorkspaceContext } from '../../../custom/workspaceContext';
import { formatDay } from '../../../ui/format';
import type { CompanyDetails } from '../../../dataProvider/session';
import { usageApi, type CsDashboard, type TpoDashboard as Tpo, type TpoFigures, type Usage, type UsageMonth } from '../../../dataProvider/usage';
import { clearCookies, LocationProbe, signIn } from '../shell/shellTestUtils';

await withMessages(Promise.resolve(null), 'usage');

const DEPARTMENT = '33333333-3333-4333-8333-333333333333';

const company = (patch: Partial<CompanyDetails> = {}): CompanyDetails => ({
    institute: 'Globex Institute of Technology',
    id: 'w1',
    theme_color: '#3f51b5',
    company_name: 'Globex Corporation',
    brand_name: null,
    company_profile_image: null,
    favicon: null,
    workspace: 'globex.localhost',
    is_recruit_agency: false,
    ...patch,
});

function month(name: string, patch: Partial<UsageMonth> = {}): UsageMonth {
    return {
        month: name,
        active_users: { CORPORATE: 1, LEAD_RECRUITER: 0, RECRUITER: 2, INTERVIEWER: 0, VENDOR: 0, EMPLOYEE: 0, CANDIDATE: 4 },
        jobs_posted: 1,
        applications: 3,
        interviews: 1,
        emails_sent: 7,
        whatsapp_sent: 2,
        storage_added_bytes: 2048,
        ...patch,
    };
}

const usage = (): Usage => ({ time_zone: 'UTC', months: [month('2026-10'), month('2026-11', { applications: 12, emails_sent: 9 })], storage: { files: 3, bytes: 1_572_864 } });

const figures: TpoFigures = { students: 6, students_placed: 3, companies_hiring: 3, offers_made: 6, offers_accepted: 3, offers_declined: 2, acceptance_rate: 0.6, median_salary: 800_000, highest_salary: 1_200_000 };
const none: TpoFigures = { students: 0, students_placed: 0, companies_hiring: 0, offers_made: 0, offers_accepted: 0, offers_declined: 0, acceptance_rate: null, median_salary: null, highest_salary: null };

function tpo(totals = figures): Tpo {
    return {
        year: { start_year: 2026, label: '2026-27', from: '2026-07-01', to: '2027-06-30', time_zone: 'UTC' },
        scope: 'workspace',
        currency: 'INR',
        totals,
        by_department: totals.students ? [{ department_id: DEPARTMENT, department: 'Computer Science', ...totals }] : [],
        by_year: [2022, 2023, 2024, 2025, 2026].map(y => ({ start_year: y, label: `${y}-${String((y + 1) % 100)}`, from: `${y}-07-01`, to: `${y + 1}-06-30`, ...(y === 2026 ? totals : none) })),
    };
}

const provider = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    getFilterList: vi.fn(async () => ({ departments: [{ id: DEPARTMENT, label: 'Computer Science' }] })),
} as unknown as DataProvider;

function renderAt(path: string, ui: ReactNode, details: CompanyDetails = company()) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={provider} i18nProvider={i18nProvider} store={memoryStore()}>
                <WorkspaceContext.Provider value={{ company: details, failureMessage: null }}>
                    {ui}
                    <LocationProbe />
                </WorkspaceContext.Provider>
            </AdminContext>
        </MemoryRouter>,
    );
}

async function choose(label: string, option: string) {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.restoreAllMocks());

describe('the usage page', () => {
    it('shows each month newest first, storage in words, and fetches again for another span kept in the URL', async () => {
        const call = vi.spyOn(usageApi, 'usage').mockImplementation(async () => usage());
        renderAt('/corporate/usage', <UsagePage />);
        expect(await screen.findByText('Stored files: 3, 1.5 MB in all.')).toBeTruthy();
        expect(call).toHaveBeenLastCalledWith({ months: 12 });
        const activity = screen.getByRole('table', { name: 'Activity' });
        const rows = within(activity).getAllByRole('row');
        expect(within(rows[0]).getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['Month', 'Jobs posted', 'Applications', 'Interviews', 'Emails sent', 'WhatsApp messages', 'Files uploaded']);
        // Newest first: November's 12 applications and 9 emails, then October's.
        expect(within(rows[1]).getAllByRole('cell').map(cell => cell.textContent)).toEqual(['1', '12', '1', '9', '2', '2 KB']);
        expect(within(rows[2]).getAllByRole('cell').map(cell => cell.textContent)).toEqual(['1', '3', '1', '7', '2', '2 KB']);
        const users = screen.getByRole('table', { name: 'Active users by role' });
        expect(within(users).getAllByRole('row')[1].textContent).toContain('Nov 2026');

        await choose('Months shown', 'Last 6 months');
        await waitFor(() => expect(call).toHaveBeenLastCalledWith({ months: 6 }));
        expect(screen.getByTestId('location').textContent).toBe('/corporate/usage?months=6');
    });

    it('offers a retry when the figures cannot be loaded', async () => {
        const call = vi.spyOn(usageApi, 'usage').mockRejectedValueOnce(new Error('Server down')).mockImplementation(async () => usage());
        renderAt('/corporate/usage', <UsagePage />);
        fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
        expect(await screen.findByText('Stored files: 3, 1.5 MB in all.')).toBeTruthy();
        expect(call).toHaveBeenCalledTimes(2);
    });
});

describe('the CS dashboard', () => {
    const cs = (): CsDashboard => ({
        workspace: { id: 'w1', company_name: 'Acme Talent Partners', host: 'acme.localhost' },
        usage: usage(),
        setup: [
            { step: 'departments', done: true, count: 5 },
            { step: 'teammates', done: true, count: 1 },
            { step: 'pipeline', done: false, count: 0 },
            { step: 'career_page', done: true, count: 2 },
            { step: 'templates', done: false, count: 0 },
        ],
    });

    it('shows the setup checklist and the usage of a listed workspace', async () => {
        vi.spyOn(usageApi, 'csDashboard').mockImplementation(async () => cs());
        renderAt('/corporate/cs-dashboard', <CsDashboardPage />, company({ cs_dashboard: true }));
        expect(await screen.findByText('3 of 5 steps done')).toBeTruthy();
        const checklist = screen.getByRole('list', { name: 'Setup checklist' });
        const items = within(checklist).getAllByRole('listitem');
        expect(items.map(item => item.textContent)).toEqual([
            'DoneDepartments added5 departments',
            'DoneTeammates invited1 recruiter or lead recruiter',
            'Not done yetHiring pipeline tailored0 jobs with their pipeline changed',
            'DoneJobs on the career page2 open jobs shown',
            'Not done yetEmail or WhatsApp templates0 active templates',
        ]);
        // Each step's state is read out first (the icon's title), then the step and its count.
        expect(screen.getByText('Acme Talent Partners (acme.localhost)')).toBeTruthy();
        expect(screen.getByText('Stored files: 3, 1.5 MB in all.')).toBeTruthy();
    });

    it('is absent for a workspace not listed, without asking the server', async () => {
        const call = vi.spyOn(usageApi, 'csDashboard');
        renderAt('/corporate/cs-dashboard', <CsDashboardPage />, company({ cs_dashboard: false }));
        expect(await screen.findByText('No CS dashboard here')).toBeTruthy();
        expect(call).not.toHaveBeenCalled();
    });
});

describe('the placement dashboard', () => {
    it('reads the year in figures, money and words, and fetches again for another year and a department', async () => {
        const call = vi.spyOn(usageApi, 'tpoDashboard').mockImplementation(async () => tpo());
        renderAt('/corporate?year=2026', <TpoDashboard />);
        expect(await screen.findByLabelText('Students placed: 3')).toBeTruthy();
        expect(call).toHaveBeenLastCalledWith({ year: 2026 });
        expect(screen.getByLabelText('Median salary offered: ₹800,000')).toBeTruthy();
        expect(screen.getByLabelText('Highest salary offered: ₹1,200,000')).toBeTruthy();
        expect(screen.getByText('60% accepted of those answered · 2 declined')).toBeTruthy();
        expect(screen.getByText('of 6 students who applied')).toBeTruthy();
        const byDepartment = screen.getByRole('table', { name: 'By department' });
        expect(within(byDepartment).getByRole('rowheader', { name: 'Computer Science' })).toBeTruthy();
        expect(screen.getByText(`Academic year 2026-27: ${formatDay('2026-07-01')} to ${formatDay('2027-06-30')}.`)).toBeTruthy();

        await choose('Academic year', '2025-26');
        await waitFor(() => expect(call).toHaveBeenLastCalledWith({ year: 2025 }));
        await choose('Department', 'Computer Science');
        await waitFor(() => expect(call).toHaveBeenLastCalledWith({ year: 2025, department_id: DEPARTMENT }));
        expect(screen.getByTestId('location').textContent).toBe(`/corporate?year=2025&department_id=${DEPARTMENT}`);
    });

    it('says so when no year shown has a student or an offer', async () => {
        vi.spyOn(usageApi, 'tpoDashboard').mockImplementation(async () => tpo(none));
        renderAt('/corporate', <TpoDashboard />);
        expect(await screen.findByText('No placements yet')).toBeTruthy();
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('is what /corporate shows for an institute only', async () => {
        // The home is the dashboard for a user who may view it (an admin here); custom/dashboard/DashboardHome.tsx.
        signIn({ role_name: 'CORPORATE' });
        vi.spyOn(usageApi, 'tpoDashboard').mockImplementation(async () => tpo());
        renderAt('/corporate', <DashboardHome />, company({ is_institute: true }));
        expect(await screen.findByRole('heading', { name: 'Placements' })).toBeTruthy();
        clearCookies();
    });
});
