/**
 * The six reports added in session 16 on the reports page: the picker lists
 * every report in REPORT_NAMES' order and asks for the one chosen; the
 * overview reads its figure and status keys as words, leads from the
 * period's applications to the applications behind them (the row's drill
 * with the figure's outcome), and shows jobs opened as plain numbers (a
 * row that is not applications leads nowhere).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ReportsPage } from '../../../custom/reports/ReportsPage';
import type { DrillPage, Report, ReportFilterLists } from '../../../dataProvider/reports';
import { LocationProbe } from '../shell/shellTestUtils';

const meta = (total: number) => ({ total, perPage: 25, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 });

const overview: Report = {
    report: 'overview',
    period: { name: 'last_30_days', from: '2026-10-25', to: '2026-11-23', time_zone: 'UTC' },
    scope: 'workspace',
    summary: [{ key: 'jobs_opened', type: 'count', value: 2 }],
    chart: { kind: 'bar', value_key: 'current', labels: 'columns', points: [{ label: 'jobs_opened', value: 2 }, { label: 'interviews', value: 4 }] },
    columns: [
        { key: 'figure', type: 'text', drill: false },
        { key: 'current', type: 'count', drill: true },
        { key: 'previous', type: 'count', drill: false },
        { key: 'change', type: 'percent', drill: false },
    ],
    rows: [
        { id: 'jobs_opened', cells: { figure: 'jobs_opened', current: 2, previous: 1, change: 1 }, drill: {}, drillable: false },
        { id: 'interviews', cells: { figure: 'interviews', current: 4, previous: 0, change: null }, drill: { outcome: 'interviewed' } },
    ],
    meta: meta(2),
};

const jobs: Report = {
    ...overview,
    report: 'jobs',
    columns: [
        { key: 'job', type: 'text', drill: false },
        { key: 'status', type: 'text', drill: false },
    ],
    rows: [{ id: 'j1', cells: { job: 'Backend Engineer', status: 'ON_HOLD' }, drill: { job_id: 'j1' } }],
    meta: meta(1),
};

const lists: ReportFilterLists = {
    reports: [],
    periods: ['last_7_days', 'last_30_days', 'last_90_days', 'this_year'],
    clients: [],
    departments: [],
    jobs: [],
    recruiters: [],
    sources: ['career_page', 'vendor', 'referral', 'employee', 'campaign', 'direct', 'other'],
    locations: [],
    can_export: false,
};

const drillPage: DrillPage = {
    data: [{ application_id: 'a1', job_id: 'j1', job_title: 'Backend Engineer', candidate_name: 'Asha Rao', stage_name: 'Interview', source: 'career_page', applied_at: '2026-11-13T10:00:00.000Z' }],
    meta: meta(1),
};

function renderAt(path: string, report: Mock, reportApplications: Mock = vi.fn(async () => drillPage)) {
    const dataProvider = {
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getOne: vi.fn(),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        create: vi.fn(),
        update: vi.fn(),
        updateMany: vi.fn(),
        delete: vi.fn(),
        deleteMany: vi.fn(),
        reportFilters: vi.fn(async () => lists),
        report,
        reportApplications,
        exportReport: vi.fn(),
        reportViews: vi.fn(async () => []),
        saveReportView: vi.fn(),
        deleteReportView: vi.fn(async () => undefined),
    } as unknown as DataProvider;
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <ReportsPage />
                <LocationProbe />
            </AdminContext>
        </MemoryRouter>,
    );
}

describe('the six new reports', () => {
    it('are listed by the picker in order, and the one chosen is asked for', async () => {
        const report = vi.fn(async (name: string) => (name === 'jobs' ? jobs : overview));
        renderAt('/corporate/reports?report=overview&period=last_30_days', report);
        fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Report' }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option').map(option => option.textContent);
        expect(options).toEqual([
            'Job analytics',
            'Candidate source',
            'Time to fill',
            'Recruiter performance',
            'Offer letters',
            'Interviews',
            'Candidate performance',
            'Requirement overview',
            'Candidate master',
            'Jobs',
            'Overview',
            'Consolidated',
        ]);
        fireEvent.click(screen.getByRole('option', { name: 'Jobs' }));
        await waitFor(() => expect(report).toHaveBeenLastCalledWith('jobs', { period: 'last_30_days', page: 1, limit: 25 }));
        expect(screen.getByTestId('location').textContent).toContain('report=jobs');
        expect(await within(await screen.findByRole('grid')).findByText('On hold')).toBeTruthy();
    });

    it("reads the overview's figures as words and drills only into applications", async () => {
        const reportApplications = vi.fn(async () => drillPage);
        renderAt('/corporate/reports?report=overview&period=last_30_days', vi.fn(async () => overview), reportApplications);
        const grid = await screen.findByRole('grid');
        expect(await within(grid).findByText('Jobs opened')).toBeTruthy();
        // Jobs are not applications: their figure is a number, not a button.
        expect(within(grid).queryByRole('button', { name: /Jobs opened: 2/ })).toBeNull();
        fireEvent.click(within(grid).getByRole('button', { name: 'This period · Interviews: 4' }));
        await screen.findByText('Asha Rao');
        expect(reportApplications).toHaveBeenLastCalledWith({ period: 'last_30_days', outcome: 'interviewed', page: 1, limit: 25 });
    });
});
