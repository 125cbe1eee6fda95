/**
 * "Save this report as a view": the dialog is a form, so Enter in its Name saves as Save does;
 * Save is busy while the save runs (ui/BusyButton.tsx), so a double click sends one save (the
 * server refused the second with 400), and it keeps the focus meanwhile.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { SavedViews } from '../../../custom/reports/SavedViews';
import type { ReportView, ReportViewBody } from '../../../dataProvider/reports';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';

const saved: ReportView = { id: 'v1', name: 'Mine', report: 'job-analytics', filters: { period: 'this_year' }, columns: [], shared: false, mine: true, owner_name: 'Asha Admin', created_at: '2026-11-20T10:00:00.000Z' };

function renderViews(saveReportView: (body: ReportViewBody) => Promise<ReportView>) {
    const dataProvider = { reportViews: vi.fn(async () => []), saveReportView: vi.fn(saveReportView), deleteReportView: vi.fn() } as unknown as DataProvider;
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <SavedViews report="job-analytics" filters={{ period: 'this_year' }} columns={null} onApply={vi.fn()} />
        </AdminContext>,
    );
    return (dataProvider as unknown as { saveReportView: ReturnType<typeof vi.fn> }).saveReportView;
}

async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    return screen.findByRole('textbox', { name: 'Name' });
}

describe('saving a report as a view', () => {
    it('saves on Enter in the Name field', async () => {
        const saveReportView = renderViews(async () => saved);
        const name = await openDialog();
        await userEvent.type(name, 'Mine{Enter}');
        await waitFor(() => expect(saveReportView).toHaveBeenCalledWith({ name: 'Mine', report: 'job-analytics', filters: { period: 'this_year' }, columns: [], shared: false }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('sends one save for a double click, Save keeping the focus while it runs', async () => {
        const answer = deferred<ReportView>();
        const saveReportView = renderViews(() => answer.promise);
        fireEvent.change(await openDialog(), { target: { value: 'Mine' } });
        const save = screen.getByRole('button', { name: 'Save' });
        act(() => save.focus());
        fireEvent.click(save);
        fireEvent.click(save);
        expect(saveReportView).toHaveBeenCalledTimes(1);
        expect(save.getAttribute('aria-busy')).toBe('true');
        expect(holdsFocus(save)).toBe(true);
        await act(async () => answer.resolve(saved));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(saveReportView).toHaveBeenCalledTimes(1);
    });
});
