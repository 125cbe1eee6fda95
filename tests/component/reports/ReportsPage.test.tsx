/**
 * The reports page (custom/reports/ReportsPage.tsx) with a fake dataProvider:
 * the URL's report and filters become the request; a job's name opens its
 * stages; a figure, or its chart bar, lists the applications behind it (brought
 * into view, the focus on its heading); the export buttons show
 * only for a caller who may export, and an export shows its progress (the
 * button pressed keeps the focus meanwhile); a
 * RECRUITER (their own jobs' figures) gets no Recruiter filter.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ReportsPage } from '../../../custom/reports/ReportsPage';
import type { DrillPage, ExportProgress, Report, ReportFilterLists, ReportView } from '../../../dataProvider/reports';
import { holdsFocus } from '../../helpers/focus';
import { clearCookies, LocationProbe, signIn } from '../shell/shellTestUtils';

const JOB = '11111111-1111-4111-8111-111111111111';
const STAGE = '22222222-2222-4222-8222-222222222222';
const meta = (total: number) => ({ total, perPage: 25, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 });

function allJobs(): Report {
    return {
        report: 'job-analytics',
        period: { name: 'last_90_days', from: '2026-08-26', to: '2026-11-23', time_zone: 'UTC' },
        scope: 'workspace',
        summary: [
            { key: 'jobs', type: 'count', value: 1 },
            { key: 'hire_rate', type: 'percent', value: 0.333 },
        ],
        chart: { kind: 'bar', value_key: 'applications', labels: 'steps', points: [{ label: 'applied', value: 3 }, { label: 'hired', value: 1 }] },
        columns: [
            { key: 'job', type: 'text', drill: false },
            { key: 'applied', type: 'count', drill: true },
            { key: 'hire_rate', type: 'percent', drill: false },
        ],
        rows: [{ id: JOB, cells: { job: 'Backend Engineer', applied: 3, hire_rate: 0.333 }, drill: { job_id: JOB } }],
        meta: meta(1),
    };
}

function oneJob(): Report {
    return {
        ...allJobs(),
        summary: [{ key: 'applications', type: 'count', value: 3 }],
        // Applied's bar without a drill, to show a bar leads only where the server says.
        chart: { kind: 'bar', value_key: 'reached', labels: 'text', points: [{ label: 'Applied', value: 3 }, { label: 'Screening', value: 2, drill: { job_id: JOB, stage_id: STAGE } }] },
        columns: [
            { key: 'stage', type: 'text', drill: false },
            { key: 'reached', type: 'count', drill: true },
            { key: 'median_days', type: 'days', drill: false },
        ],
        rows: [{ id: STAGE, cells: { stage: 'Screening', reached: 2, median_days: 1.5 }, drill: { job_id: JOB, stage_id: STAGE } }],
    };
}

const lists = (canExport: boolean): ReportFilterLists => ({
    reports: ['job-analytics', 'candidate-source', 'time-to-fill', 'recruiter-performance'],
    periods: ['last_7_days', 'last_30_days', 'last_90_days', 'this_year'],
    clients: [],
    departments: [],
    jobs: [{ id: JOB, label: 'Backend Engineer' }],
    recruiters: [{ id: '44444444-4444-4444-8444-444444444444', label: 'Rita Recruiter' }],
    sources: ['career_page', 'vendor', 'referral', 'employee', 'campaign', 'direct', 'other'],
    locations: [{ id: '1259229', label: 'Pune' }],
    can_export: canExport,
});

const drillPage: DrillPage = {
    data: [{ application_id: 'a1', job_id: JOB, job_title: 'Backend Engineer', candidate_name: 'Asha Rao', stage_name: 'Offered', source: 'career_page', applied_at: '2026-11-13T10:00:00.000Z' }],
    meta: meta(1),
};

function provider(methods: { report: Mock; reportApplications?: Mock; exportReport?: Mock; canExport?: boolean; reportViews?: Mock; saveReportView?: Mock }) {
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
        reportFilters: vi.fn(async () => lists(methods.canExport ?? false)),
        report: methods.report,
        reportApplications: methods.reportApplications ?? vi.fn(async () => drillPage),
        exportReport: methods.exportReport ?? vi.fn(),
        reportViews: methods.reportViews ?? vi.fn(async () => []),
        saveReportView: methods.saveReportView ?? vi.fn(),
        deleteReportView: vi.fn(async () => undefined),
    } as unknown as DataProvider;
}

function renderAt(path: string, methods: Parameters<typeof provider>[0]) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={provider(methods)} i18nProvider={i18nProvider} store={memoryStore()}>
                <ReportsPage />
                <LocationProbe />
            </AdminContext>
        </MemoryRouter>,
    );
}

const reportFor = (query: { job_id?: string }) => (query.job_id ? oneJob() : allJobs());

beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
    vi.restoreAllMocks();
    // jsdom has no scrollIntoView: the tests that need it give it, and nothing after them keeps it.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ReportsPage', () => {
    it("asks for the URL's report and filters, and a job's name opens its stages", async () => {
        const report = vi.fn(async (_name: string, query: { job_id?: string }) => reportFor(query));
        renderAt('/corporate/reports?report=job-analytics&period=last_30_days&location=1259229', { report });
        await screen.findByRole('button', { name: "Open Backend Engineer's analytics" });
        expect(report).toHaveBeenLastCalledWith('job-analytics', { period: 'last_30_days', location: '1259229', page: 1, limit: 25 });
        expect(within(screen.getByRole('grid')).getByText('33.3%')).toBeTruthy();
        // The period in calendar days as every page writes them (ui/format.ts), a sentence of its own.
        const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
        expect(screen.getByText(`${day(2026, 8, 26)} to ${day(2026, 11, 23)}.`)).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: "Open Backend Engineer's analytics" }));
        await screen.findByText('1.5 days');
        expect(report).toHaveBeenLastCalledWith('job-analytics', { period: 'last_30_days', location: '1259229', job_id: JOB, page: 1, limit: 25 });
        expect(screen.getByTestId('location').textContent).toContain(`job_id=${JOB}`);
    });

    it('lists the applications behind a figure, each opening on its board', async () => {
        const reportApplications = vi.fn(async () => drillPage);
        renderAt(`/corporate/reports?job_id=${JOB}`, { report: vi.fn(async () => oneJob()), reportApplications });
        fireEvent.click(await screen.findByRole('button', { name: 'Reached · Screening: 2' }));
        const list = await screen.findByRole('region', { name: 'Applications behind: Reached · Screening' });
        const link = await within(list).findByRole('link', { name: 'Asha Rao' });
        expect(link.getAttribute('href')).toBe(`/corporate/total-applications/${JOB}?application=a1`);
        expect(reportApplications).toHaveBeenLastCalledWith({ period: 'last_90_days', job_id: JOB, stage_id: STAGE, page: 1, limit: 25 });
        expect(within(list).queryByRole('button', { name: 'Export CSV' })).toBeNull();
    });

    it('brings the list into view with the focus on its heading, again for the same figure, and Close gives the focus back', async () => {
        const scrolled = vi.fn();
        Element.prototype.scrollIntoView = scrolled;
        renderAt(`/corporate/reports?job_id=${JOB}`, { report: vi.fn(async () => oneJob()) });
        const figure = await screen.findByRole('button', { name: 'Reached · Screening: 2' });
        figure.focus();
        fireEvent.click(figure);
        const heading = await screen.findByRole('heading', { level: 2, name: 'Applications behind: Reached · Screening' });
        await waitFor(() => expect(document.activeElement).toBe(heading));
        expect(scrolled).toHaveBeenCalledTimes(1);
        expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Applications behind: Reached · Screening' }));
        expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'start' }));

        // Scrolled back up and chosen again: the list is brought back, not left where it was.
        figure.focus();
        fireEvent.click(figure);
        await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
        expect(document.activeElement).toBe(heading);

        fireEvent.click(screen.getByRole('button', { name: 'Close the list' }));
        await waitFor(() => expect(screen.queryByRole('region', { name: 'Applications behind: Reached · Screening' })).toBeNull());
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reached · Screening: 2' }));
    });

    it("a chart's bar opens the same list as its table figure; a bar the server gives no drill leads nowhere", async () => {
        Element.prototype.scrollIntoView = vi.fn();
        const reportApplications = vi.fn(async () => drillPage);
        renderAt(`/corporate/reports?job_id=${JOB}`, { report: vi.fn(async () => oneJob()), reportApplications });
        await screen.findByRole('button', { name: 'Reached · Screening: 2' });
        const chart = screen.getByRole('figure', { name: 'Job analytics' });
        const bars = Array.from(chart.querySelectorAll('[data-pickable]'));
        // Screening's bar only: Applied's point has no drill.
        expect(bars.map(bar => bar.textContent)).toEqual(['Screening2']);
        expect(within(bars[0] as HTMLElement).getByText('Screening').getAttribute('title')).toBe('List the applications behind this bar');
        fireEvent.click(within(chart).getAllByText('Applied')[0]);
        expect(screen.queryByRole('region', { name: /^Applications behind/ })).toBeNull();

        fireEvent.click(within(bars[0] as HTMLElement).getByText('2'));
        const list = await screen.findByRole('region', { name: 'Applications behind: Reached · Screening' });
        await within(list).findByRole('link', { name: 'Asha Rao' });
        expect(reportApplications).toHaveBeenLastCalledWith({ period: 'last_90_days', job_id: JOB, stage_id: STAGE, page: 1, limit: 25 });
        await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('heading', { level: 2 })));
    });

    it('shows no export button to a caller who may not export', async () => {
        renderAt('/corporate/reports', { report: vi.fn(async () => allJobs()), canExport: false });
        await screen.findByRole('button', { name: "Open Backend Engineer's analytics" });
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull());
        expect(screen.queryByRole('button', { name: 'Export XLSX' })).toBeNull();
    });

    it('exports with progress for a caller who may, and saves the file', async () => {
        let release: () => void = () => undefined;
        const exportReport = vi.fn(async (_what: string, _query: unknown, onProgress: (p: ExportProgress) => void) => {
            onProgress({ bytes: 2048, rows: 40, total: 100 });
            await new Promise<void>(resolve => (release = resolve));
            return { blob: new Blob(['x']), filename: 'job-analytics.csv', rows: 100 };
        });
        renderAt('/corporate/reports?period=this_year', { report: vi.fn(async () => allJobs()), exportReport, canExport: true });
        const csv = await screen.findByRole('button', { name: 'Export CSV' });
        act(() => csv.focus());
        fireEvent.click(csv);
        expect(await screen.findByText('Exporting… 40 of 100 rows')).toBeTruthy();
        expect(exportReport).toHaveBeenCalledWith('job-analytics', { period: 'this_year', format: 'csv' }, expect.any(Function));
        // The button pressed keeps the focus, unavailable, while the file comes (ui/BusyButton.tsx); the other waits, disabled.
        expect(holdsFocus(csv)).toBe(true);
        expect(csv.getAttribute('aria-disabled')).toBe('true');
        expect((screen.getByRole('button', { name: 'Export XLSX' }) as HTMLButtonElement).disabled).toBe(true);
        fireEvent.click(csv);
        expect(exportReport).toHaveBeenCalledTimes(1);
        release();
        expect(await screen.findByText('Exported 100 rows.')).toBeTruthy();
        expect(URL.createObjectURL).toHaveBeenCalled();
    });

    it('opens a shared view with its report, filters and columns, and saves the report as it is', async () => {
        const shared: ReportView = {
            id: 'v1', name: 'Backend stages', report: 'job-analytics', filters: { period: 'this_year', job_id: JOB }, columns: ['stage', 'reached'],
            shared: true, mine: false, owner_name: 'Asha Admin', created_at: '2026-11-20T10:00:00.000Z',
        };
        const report = vi.fn(async (_name: string, query: { job_id?: string }) => reportFor(query));
        const saveReportView = vi.fn(async () => ({ ...shared, id: 'v2', name: 'Mine', mine: true, shared: false }));
        renderAt('/corporate/reports?report=candidate-source', { report, reportViews: vi.fn(async () => [shared]), saveReportView });
        await screen.findByRole('grid');
        fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Saved views' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Backend stages (shared by Asha Admin)' }));
        await waitFor(() => expect(report).toHaveBeenLastCalledWith('job-analytics', { period: 'this_year', job_id: JOB, page: 1, limit: 25 }));
        expect(screen.getByTestId('location').textContent).toBe(`/corporate/reports?report=job-analytics&period=this_year&job_id=${JOB}`);
        const grid = await screen.findByRole('grid');
        await waitFor(() => expect(within(grid).queryByText('Median days in stage')).toBeNull());
        expect(within(grid).getByText('Reached')).toBeTruthy();
        expect(screen.queryByRole('button', { name: /^Delete the view/ })).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
        fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Mine' } });
        fireEvent.click(screen.getByRole('checkbox', { name: 'Share with the workspace' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(saveReportView).toHaveBeenCalledWith({ name: 'Mine', report: 'job-analytics', filters: { period: 'this_year', job_id: JOB }, columns: ['stage', 'reached'], shared: true }),
        );
    });
});

describe('the Recruiter filter', () => {
    afterEach(() => clearCookies());

    it('is offered to an admin and left out for a RECRUITER, who sees their own jobs', async () => {
        signIn({ role_name: 'CORPORATE' });
        const first = renderAt('/corporate/reports', { report: vi.fn(async () => allJobs()) });
        expect(await screen.findByRole('combobox', { name: 'Recruiter' })).toBeTruthy();
        first.unmount();

        signIn({ role_name: 'RECRUITER' });
        renderAt('/corporate/reports', { report: vi.fn(async () => ({ ...allJobs(), scope: 'own_jobs' as const })) });
        expect(await screen.findByRole('combobox', { name: 'Job' })).toBeTruthy();
        expect(screen.queryByRole('combobox', { name: 'Recruiter' })).toBeNull();
    });
});
