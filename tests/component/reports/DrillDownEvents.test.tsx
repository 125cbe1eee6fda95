/**
 * The drill-down of a figure that counts interviews or offers (custom/reports/DrillDown.tsx): its
 * rows are the applications behind the figure, fewer than it when one application has two, so
 * the list says what it holds ("2 applications with 3 interviews.") and each application's own
 * count in a column; a drill of applications shows neither.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { DrillDown } from '../../../custom/reports/DrillDown';
import type { DrillPage, ReportDrill } from '../../../dataProvider/reports';

const meta = (total: number) => ({ total, perPage: 25, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 });
const row = (id: string, name: string, events?: number) => ({
    application_id: id,
    job_id: 'j1',
    job_title: 'Backend Engineer',
    candidate_name: name,
    stage_name: 'Interview',
    source: 'career_page' as const,
    applied_at: '2026-11-13T10:00:00.000Z',
    ...(events === undefined ? {} : { events }),
});

function renderDrill(drill: ReportDrill, figure: string, page: DrillPage) {
    const dataProvider = { reportApplications: vi.fn(async () => page) } as unknown as DataProvider;
    return render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <DrillDown filters={{ period: 'last_30_days' }} drill={drill} figure={figure} opened={1} canExport={false} onClose={() => undefined} />
            </AdminContext>
        </MemoryRouter>,
    );
}

describe('the drill-down of interviews or offers', () => {
    it('says how many applications hold how many interviews, and each one its own', async () => {
        renderDrill({ outcome: 'interviewed' }, 'This period · Interviews', {
            data: [row('a1', 'Asha Rao', 2), row('a2', 'Ravi Kumar', 1)],
            meta: meta(2),
            events: { kind: 'interviews', total: 3 },
        });
        await screen.findByText('Asha Rao');
        const section = screen.getByRole('region', { name: 'Applications behind: This period · Interviews' });
        expect(within(section).getByText('2 applications with 3 interviews.')).toBeTruthy();
        // The section and its table are described by the sentence, for a screen reader landing on the heading.
        expect(section.getAttribute('aria-describedby')).toBeTruthy();
        const table = within(section).getByRole('table');
        expect(within(table).getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['Candidate', 'Job', 'Stage', 'Source', 'Applied on', 'Interviews']);
        expect(within(within(table).getByRole('row', { name: /Asha Rao/ })).getAllByRole('cell').at(-1)?.textContent).toBe('2');
        expect(within(within(table).getByRole('row', { name: /Ravi Kumar/ })).getAllByRole('cell').at(-1)?.textContent).toBe('1');
    });

    it('words one application and offers sent in the singular and plural', async () => {
        renderDrill({ outcome: 'offer_sent' }, 'This period · Offers sent', { data: [row('a1', 'Asha Rao', 2)], meta: meta(1), events: { kind: 'offers_sent', total: 2 } });
        await screen.findByText('Asha Rao');
        expect(screen.getByText('1 application with 2 offers sent.')).toBeTruthy();
        expect(screen.getByRole('columnheader', { name: 'Offers sent' })).toBeTruthy();
    });

    it('shows neither for a figure of applications', async () => {
        renderDrill({}, 'This period · Applications', { data: [row('a1', 'Asha Rao')], meta: meta(1) });
        await screen.findByText('Asha Rao');
        expect(screen.queryByText(/applications? with/)).toBeNull();
        expect(screen.getAllByRole('columnheader').map(cell => cell.textContent)).toEqual(['Candidate', 'Job', 'Stage', 'Source', 'Applied on']);
    });
});
