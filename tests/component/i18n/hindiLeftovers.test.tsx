/**
 * English a walk of the Hindi pages found (docs/decisions.md, "Hindi"), gone: the career page's
 * fixed filter options (job type, work experience, CTC range, the sorts after the first) and its
 * language switch; the reports' data grid (pager, column menu) and MUI's pager buttons elsewhere
 * (Interviews, Offers, the drill-down), from the theme's Hindi defaults (config/i18n/hi.mui.json);
 * the application's source on a board card and in the application drawer, in the dashboard's words.
 * The modules load afresh after the choice is stored, as the reload after a switch does.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CAREER_SORTS, CTC_BANDS, WORK_EXPERIENCE_BANDS } from '../../../config/contracts/career';
import { EMPLOYMENT_TYPES } from '../../../config/contracts/jobs';
import type { CareerFilters } from '../../../dataProvider/career';
import type { Report } from '../../../dataProvider/reports';
import type { JobsDataProvider } from '../../../dataProvider/jobs';

localStorage.setItem('ats-locale', 'hi');
vi.resetModules();
const i18n = await import('../../../custom/i18nProvider');
await i18n.loadPublicLocaleMessages();
await i18n.loadConsoleMessages();
i18n.addReactAdminMessages(englishMessages);
const { AdminContext, I18nContext, memoryStore } = await import('react-admin');
const { MemoryRouter } = await import('react-router-dom');
const { createTheme, ThemeProvider } = await import('@mui/material/styles');
const { default: TablePagination } = await import('@mui/material/TablePagination');
const { themeFor } = await import('../../../custom/shell/theme');
const { CareerFiltersBar } = await import('../../../custom/career/CareerFiltersBar');
const { CareerShell } = await import('../../../custom/career/CareerShell');
const { default: ReportGrid } = await i18n.withMessages(import('../../../custom/reports/ReportGrid'), 'reports');
const { ApplicantCard } = await import('../../../custom/board/ApplicantCard');
const { ApplicationDetailDrawer } = await import('../../../custom/applicants/ApplicationDetailDrawer');
const board = await import('../board/boardTestUtils');

afterAll(() => localStorage.removeItem('ats-locale'));

const slow = { timeout: 10_000 };
const consoleTheme = () => createTheme(themeFor('#00bbb6'));
const english = (text: string | null) => /[A-Za-z]{2}/.test(text ?? '');

/** GET career/filters as the server answers it: every fixed list, labelled in English. */
const filters: CareerFilters = {
    company: { name: 'Acme Corp', brand_name: null, logo: null, theme_color: '#123456', website: null, industry: null, about: null },
    role_groups: [],
    cities: [],
    job_types: EMPLOYMENT_TYPES.map(id => ({ id, label: id.charAt(0) + id.slice(1).toLowerCase().replace('_', ' ') })),
    industries: [],
    work_experience: WORK_EXPERIENCE_BANDS.map(({ id, label, min, max }) => ({ id, label, min, max })),
    ctc: CTC_BANDS.map(({ id, label, min, max }) => ({ id, label, min, max })),
    sort_by: CAREER_SORTS.map(({ id, label }) => ({ id, label })),
};

describe('in Hindi', () => {
    it("the career page's job types, experience and CTC bands and sorts", () => {
        render(
            <I18nContext.Provider value={i18n.i18nProvider}>
                <CareerFiltersBar filter={{}} options={filters} onChange={() => undefined} onClear={() => undefined} />
            </I18nContext.Provider>,
        );
        const options = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map(option => option.textContent);
        expect(options('नौकरी का प्रकार')).toEqual(['कोई भी', 'पूर्णकालिक', 'अंशकालिक', 'अनुबंध', 'इंटर्नशिप']);
        expect(options('कार्य अनुभव')).toEqual(['कोई भी', '0 से 1 वर्ष', '1 से 3 वर्ष', '3 से 5 वर्ष', '5 से 10 वर्ष', '10 वर्ष या अधिक']);
        expect(options('CTC सीमा')).toEqual(['कोई भी', '3,00,000 तक', '3,00,000 से 6,00,000', '6,00,000 से 10,00,000', '10,00,000 से 20,00,000', '20,00,000 या अधिक']);
        expect(options('क्रम')).toEqual(['नई पहले', 'पुरानी पहले', 'पद का नाम (A से Z)', 'सबसे अधिक वेतन', 'जल्द बंद होने वाली']);
    });

    it('the career page offers the language switch of the sign-in pages, and an embedded one no chrome', () => {
        const shell = (path: string) =>
            render(
                <MemoryRouter initialEntries={[path]}>
                    <I18nContext.Provider value={i18n.i18nProvider}>
                        <CareerShell>
                            <p>the page</p>
                        </CareerShell>
                    </I18nContext.Provider>
                </MemoryRouter>,
            );
        const { unmount } = shell('/careerPage');
        const languages = within(screen.getByRole('navigation', { name: 'भाषा' }));
        expect(languages.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-current')).toBe('true');
        expect(languages.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
        unmount();
        shell('/careerPage?embed=1');
        expect(screen.getByText('the page')).toBeTruthy();
        expect(screen.queryByRole('navigation')).toBeNull();
    });

    it("the reports' table: its pager and column menu", async () => {
        const report: Report = {
            report: 'job-analytics',
            period: { name: 'last_90_days', from: '2026-08-26', to: '2026-11-23', time_zone: 'UTC' },
            scope: 'workspace',
            summary: [],
            chart: { kind: 'bar', value_key: 'applied', labels: 'text', points: [] },
            columns: [
                { key: 'job', type: 'text', drill: false },
                { key: 'applied', type: 'count', drill: false },
            ],
            rows: ['Backend Engineer', 'Designer', 'Analyst'].map((job, i) => ({ id: `j${i}`, cells: { job, applied: i + 1 }, drill: {} })),
            meta: { total: 3, perPage: 25, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 },
        };
        render(
            <I18nContext.Provider value={i18n.i18nProvider}>
                <ThemeProvider theme={consoleTheme()}>
                    <ReportGrid
                        report={report}
                        loading={false}
                        pagination={{ page: 0, pageSize: 25 }}
                        onPagination={() => undefined}
                        onDrill={() => undefined}
                        onOpenJob={() => undefined}
                        visibleColumns={null}
                        onVisibleColumns={() => undefined}
                    />
                </ThemeProvider>
            </I18nContext.Provider>,
        );
        await screen.findByText('Designer', {}, slow);
        expect(screen.getByText('प्रति पेज पंक्तियाँ:')).toBeTruthy();
        expect(screen.getByText('3 में से 1–3')).toBeTruthy();
        expect(screen.getByRole('button', { name: 'पिछले पेज पर जाएँ' })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'अगले पेज पर जाएँ' })).toBeTruthy();
        expect(screen.queryByText('Rows per page:')).toBeNull();

        const menuButtons = screen.getAllByLabelText(/कॉलम का मेनू$/);
        expect(menuButtons).toHaveLength(2);
        fireEvent.click(menuButtons[0]);
        const items = (await screen.findAllByRole('menuitem', {}, slow)).map(item => item.textContent);
        expect(items.length).toBeGreaterThan(0);
        expect(items.filter(english)).toEqual([]);
        expect(items).toEqual(expect.arrayContaining(['कॉलम छिपाएँ', 'कॉलम प्रबंधित करें']));
        // No filter in the grid: it holds one page of the report (custom/reports/ReportGrid.tsx).
        expect(items).not.toContain('फ़िल्टर');
    });

    it("MUI's pager outside the grid (Interviews, Offers, the drill-down) names its buttons in Hindi", () => {
        render(
            <ThemeProvider theme={consoleTheme()}>
                <table>
                    <tfoot>
                        <tr>
                            <TablePagination count={30} page={1} rowsPerPage={10} onPageChange={() => undefined} showFirstButton showLastButton />
                        </tr>
                    </tfoot>
                </table>
            </ThemeProvider>,
        );
        for (const name of ['पहले पेज पर जाएँ', 'पिछले पेज पर जाएँ', 'अगले पेज पर जाएँ', 'आखिरी पेज पर जाएँ']) expect(screen.getByRole('button', { name })).toBeTruthy();
    });

    it("a board card and the application drawer say the product's sources as the dashboard does; other sources as written", async () => {
        board.stubBrowserApis();
        const handlers = { onOpen: () => undefined, onToggle: () => undefined, onMoveMenu: () => undefined };
        const cards = [board.card('a1', 's1', { source: 'Career page' }), board.card('a2', 's1', { source: 'Vendor' }), board.card('a3', 's1', { source: 'Employee referral' }), board.card('a4', 's1', { source: 'Naukri' })];
        const { unmount } = render(
            <AdminContext i18nProvider={i18n.i18nProvider} store={memoryStore()}>
                {cards.map(card => (
                    <ApplicantCard key={card.id} application={card} selected={false} dragDisabled pending={false} handlers={handlers} />
                ))}
            </AdminContext>,
        );
        for (const text of ['करियर पेज', 'वेंडर', 'रेफ़रल', 'Naukri']) expect(screen.getByText(new RegExp(` · ${text}$`))).toBeTruthy();
        unmount();

        const app = board.application('a1', 's1', { source: 'Referral' });
        const dataProvider = board.fakeJobs({
            applicationDetail: vi.fn(async () => board.applicationDetail({}, app)),
            getTimeline: vi.fn(async () => []),
            resumeCompatibility: vi.fn(async () => null),
        });
        const emptyPage = { data: [], meta: { total: 0, perPage: 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 } };
        Object.assign(dataProvider, { getInterviews: vi.fn(async () => emptyPage), offers: vi.fn(async () => emptyPage) });
        render(
            <MemoryRouter>
                <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18n.i18nProvider} store={memoryStore()}>
                    <ApplicationDetailDrawer applicationId="a1" onClose={() => undefined} />
                </AdminContext>
            </MemoryRouter>,
        );
        const term = await screen.findByText(i18n.i18nProvider.translate('ats.applicants.source'), {}, slow);
        await waitFor(() => expect(term.nextElementSibling?.textContent).toBe('रेफ़रल'));
    });
});
