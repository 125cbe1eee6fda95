/**
 * The corporate dashboard page (custom/dashboard/CorporateDashboard.tsx)
 * with a fake dataProvider: the URL's filters become the request, changing
 * one fetches again and keeps it in the URL, the tiles say their change in
 * words, a new workspace reads an empty state, a failure offers a retry; a
 * RECRUITER (who sees their own jobs' figures) gets no Recruiter filter.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CorporateDashboard } from '../../../custom/dashboard/CorporateDashboard';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { CorporateDashboard as Dashboard, DashboardQuery } from '../../../dataProvider/dashboard';
import { clearCookies, LocationProbe, signIn } from '../shell/shellTestUtils';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const DEPARTMENT = '33333333-3333-4333-8333-333333333333';
const RECRUITER = '44444444-4444-4444-8444-444444444444';

function dashboard(patch: Partial<Dashboard['tiles']> = {}): Dashboard {
    const zero = { value: 0, previous: 0 };
    return {
        period: { name: 'last_30_days', from: '2026-10-25', to: '2026-11-23', previous_from: '2026-09-25', previous_to: '2026-10-24', time_zone: 'UTC' },
        scope: 'workspace',
        tiles: {
            open_jobs: { value: 3, previous: 2 },
            applications: { value: 6, previous: 8 },
            in_process: { value: 3, previous: 3 },
            interviews_this_week: { value: 1, previous: 0 },
            offers_out: zero,
            hires: { value: 2, previous: 1 },
            median_days_to_fill: { value: 4, previous: 65 },
            ...patch,
        },
        funnel: [
            { step: 'applied', count: 6 },
            { step: 'screening', count: 5 },
            { step: 'interview', count: 4 },
            { step: 'offer', count: 3 },
            { step: 'hired', count: 2 },
        ],
        applications_over_time: { bucket: 'day', points: [{ date: '2026-11-22', count: 2 }, { date: '2026-11-23', count: 4 }] },
        source_mix: { buckets: [{ source: 'career_page', count: 4 }, { source: 'vendor', count: 2 }], campaigns: [] },
        deadlines: [{ id: 'j1', title: 'Dash A', deadline: '2026-11-28', open_applications: 1 }],
        needs_you: { stuck_days: 14, feedback_pending: { total: 0, items: [] }, stuck: { total: 1, items: [{ application_id: 'a3', job_id: 'j1', job_title: 'Dash A', candidate_name: 'Dash A3', stage_name: 'Applied', days_in_stage: 20 }] } },
    };
}

function emptyDashboard(): Dashboard {
    const zero = { value: 0, previous: 0 };
    const base = dashboard();
    return {
        ...base,
        tiles: { open_jobs: zero, applications: zero, in_process: zero, interviews_this_week: zero, offers_out: zero, hires: zero, median_days_to_fill: { value: null, previous: null } },
        funnel: base.funnel.map(step => ({ ...step, count: 0 })),
        applications_over_time: { bucket: 'day', points: [] },
        source_mix: { buckets: [], campaigns: [] },
        deadlines: [],
        needs_you: { stuck_days: 14, feedback_pending: { total: 0, items: [] }, stuck: { total: 0, items: [] } },
    };
}

function fakeProvider(corporateDashboard: Mock) {
    const options = (label: string, id: string) => [{ id, label }];
    return {
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getOne: vi.fn(),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        create: vi.fn(),
        update: vi.fn(),
        updateMany: vi.fn(),
        delete: vi.fn(),
        deleteMany: vi.fn(),
        getFilterList: vi.fn(async () => ({ clients: options('Northwind', CLIENT), departments: options('Engineering', DEPARTMENT), recruiters: options('Rita Recruiter', RECRUITER) })),
        corporateDashboard,
    } as unknown as DataProvider;
}

function renderAt(path: string, corporateDashboard: Mock) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={fakeProvider(corporateDashboard)} i18nProvider={i18nProvider} store={memoryStore()}>
                <CorporateDashboard />
                <LocationProbe />
            </AdminContext>
        </MemoryRouter>,
    );
}

const lastQuery = (mock: Mock): DashboardQuery => mock.mock.calls.at(-1)?.[0] as DashboardQuery;

async function choose(label: string, option: string) {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CorporateDashboard', () => {
    it("sends the URL's filters, and fetches again with a changed filter kept in the URL", async () => {
        const corporateDashboard = vi.fn(async () => dashboard());
        renderAt(`/corporate?period=last_7_days&client_id=${CLIENT}`, corporateDashboard);
        await screen.findByTestId('tile-open_jobs');
        expect(lastQuery(corporateDashboard)).toEqual({ period: 'last_7_days', client_id: CLIENT });

        await choose('Period', 'This year');
        await waitFor(() => expect(lastQuery(corporateDashboard)).toEqual({ period: 'this_year', client_id: CLIENT }));
        expect(screen.getByTestId('location').textContent).toBe(`/corporate?period=this_year&client_id=${CLIENT}`);

        await choose('Department', 'Engineering');
        await waitFor(() => expect(lastQuery(corporateDashboard)).toEqual({ period: 'this_year', client_id: CLIENT, department_id: DEPARTMENT }));

        await choose('Client', 'All');
        await waitFor(() => expect(lastQuery(corporateDashboard)).toEqual({ period: 'this_year', department_id: DEPARTMENT }));
        expect(corporateDashboard).toHaveBeenCalledTimes(4);
    });

    it('asks for the default period when the URL has none, and leaves the default out of the URL', async () => {
        const corporateDashboard = vi.fn(async () => dashboard());
        renderAt('/corporate?period=last_7_days', corporateDashboard);
        await screen.findByTestId('tile-open_jobs');
        await choose('Period', 'Last 30 days');
        await waitFor(() => expect(lastQuery(corporateDashboard)).toEqual({ period: 'last_30_days' }));
        expect(screen.getByTestId('location').textContent).toBe('/corporate');
    });

    it('shows each tile with its change against the previous period in words', async () => {
        renderAt('/corporate', vi.fn(async () => dashboard()));
        const open = await screen.findByTestId('tile-open_jobs');
        expect(within(open).getByText('3')).toBeTruthy();
        expect(within(open).getByText('50%')).toBeTruthy();
        expect(screen.getByTestId('change-open_jobs').textContent).toBe('Up 50% from 2 against the previous period');
        expect(screen.getByTestId('change-applications').textContent).toBe('Down 25% from 8 against the previous period');
        expect(screen.getByTestId('change-in_process').textContent).toBe('No change from 3 against the previous period');
        expect(screen.getByTestId('change-interviews_this_week').textContent).toBe('Up from 0 against last week');
        expect(within(screen.getByTestId('tile-median_days_to_fill')).getByText('4 days')).toBeTruthy();
        expect(screen.getByTestId('change-median_days_to_fill').textContent).toBe('Down 94% from 65 days against the previous period');
    });

    it('states the periods as calendar days in words, a sentence of its own', async () => {
        renderAt('/corporate', vi.fn(async () => dashboard()));
        // Calendar days in the reader's format, as every page writes them (ui/format.ts), never ISO dates.
        const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
        expect(await screen.findByText(`${day(2026, 10, 25)} to ${day(2026, 11, 23)}, compared with ${day(2026, 9, 25)} to ${day(2026, 10, 24)}.`)).toBeTruthy();
    });

    it('says when a tile has nothing to compare with', async () => {
        renderAt('/corporate', vi.fn(async () => dashboard({ median_days_to_fill: { value: null, previous: 12 } })));
        const tile = await screen.findByTestId('tile-median_days_to_fill');
        expect(within(tile).getByText('Not enough data')).toBeTruthy();
        expect(screen.getByTestId('change-median_days_to_fill').textContent).toBe('Nothing to compare with');
    });

    it('lists deadlines and stuck applications with links to the job board and the applicant, and the charts as tables', async () => {
        renderAt('/corporate', vi.fn(async () => dashboard()));
        const deadlines = await screen.findByRole('region', { name: 'Hiring deadlines in the next 14 days' });
        expect(within(deadlines).getByRole('link', { name: 'Dash A' }).getAttribute('href')).toBe('/corporate/total-applications/j1');
        const needs = screen.getByRole('region', { name: 'Needs you' });
        expect(within(needs).getByText('Stuck longer than 14 days (1)')).toBeTruthy();
        expect(within(needs).getByText('Dash A3 · Applied for 20 days')).toBeTruthy();
        // A stuck applicant's line opens that applicant on the board.
        expect(within(needs).getByRole('link', { name: 'Dash A' }).getAttribute('href')).toBe('/corporate/total-applications/j1?application=a3');
        const funnel = screen.getByRole('table', { name: 'Pipeline funnel' });
        expect(within(funnel).getByRole('rowheader', { name: 'Screening' }).nextSibling?.textContent).toBe('5');
    });

    it('shows an empty state to a workspace with nothing to count', async () => {
        renderAt('/corporate', vi.fn(async () => emptyDashboard()));
        expect(await screen.findByText('No figures yet')).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Post a Job' }).getAttribute('href')).toBe('/corporate/post-a-job');
        expect(screen.queryByTestId('tile-open_jobs')).toBeNull();
    });

    it('shows zeros, not the empty state, when a filter narrows to nothing', async () => {
        renderAt(`/corporate?client_id=${CLIENT}`, vi.fn(async () => emptyDashboard()));
        expect(await screen.findByTestId('tile-open_jobs')).toBeTruthy();
        expect(screen.queryByText('No figures yet')).toBeNull();
    });

    describe('the Recruiter filter', () => {
        afterEach(() => clearCookies());

        it('is offered to an admin, who sees the workspace', async () => {
            signIn({ role_name: 'CORPORATE' });
            renderAt('/corporate', vi.fn(async () => dashboard()));
            expect(await screen.findByRole('combobox', { name: 'Recruiter' })).toBeTruthy();
        });

        it('is left out for a RECRUITER, who sees their own jobs', async () => {
            signIn({ role_name: 'RECRUITER' });
            renderAt('/corporate', vi.fn(async () => ({ ...dashboard(), scope: 'own_jobs' as const })));
            expect(await screen.findByRole('combobox', { name: 'Department' })).toBeTruthy();
            expect(screen.queryByRole('combobox', { name: 'Recruiter' })).toBeNull();
        });
    });

    it('offers a retry after a failure, which fetches again', async () => {
        const corporateDashboard = vi.fn().mockRejectedValueOnce(new Error('Server unavailable')).mockResolvedValue(dashboard());
        renderAt('/corporate', corporateDashboard);
        expect(await screen.findByText('Server unavailable')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByTestId('tile-open_jobs')).toBeTruthy();
        expect(corporateDashboard).toHaveBeenCalledTimes(2);
    });
});
