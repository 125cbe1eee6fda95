import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import { fakeAuthProvider, fakeDataProvider, renderGenerated, stubBrowser, teamsConfig, unitsConfig } from './resourceTestUtils';

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearResources();
});

const report = 'row,name,errors\n2,,Team name: required\n3,X,Team name: too short\n';
const refusal = () =>
    new HttpError('2 rows have errors. Nothing was saved.', 400, {
        status: false,
        message: '2 rows have errors. Nothing was saved.',
        errors: { file: '2 rows have errors. Nothing was saved.' },
        data: {
            rows: [
                { row: 2, errors: { name: 'Team name is required' } },
                { row: 3, errors: { name: 'Team name must be at least 2 characters', lead_email: 'Invalid email address' } },
            ],
            report,
        },
    });

async function openAndUpload() {
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload: Teams' });
    const file = new File(['name\nPlatform\n'], 'teams.csv', { type: 'text/csv' });
    const input = screen.getByTestId('bulk-upload-file') as HTMLInputElement;
    expect(input.accept).toContain('.csv');
    expect(input.accept).toContain('.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    expect(within(dialog).getByText('teams.csv')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return { dialog, file };
}

describe('bulk upload', () => {
    it('on failure lists every row error and saves the server report as CSV', async () => {
        const dataProvider = fakeDataProvider();
        dataProvider.upload.mockImplementationOnce(async (_resource: string, params: { onProgress?: (n: number) => void }) => {
            params.onProgress?.(1);
            params.onProgress?.(0);
            throw refusal();
        });
        const blobs: Blob[] = [];
        vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'), revokeObjectURL: () => undefined }));
        const downloads: string[] = [];
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            downloads.push(this.download);
        });
        renderGenerated({ path: '/corporate/teams', dataProvider });

        const { dialog, file } = await openAndUpload();
        const alert = await within(dialog).findByRole('alert');
        expect(alert.textContent).toContain('2 rows have errors. Nothing was saved.');
        expect(dataProvider.upload).toHaveBeenCalledWith('corporate/teams', expect.objectContaining({ file }));

        const rows = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row').slice(1);
        expect(rows.map(row => within(row).getAllByRole('cell').map(cell => cell.textContent))).toEqual([
            ['2', 'Team name', 'Team name is required'],
            ['3', 'Team name', 'Team name must be at least 2 characters'],
            ['3', 'Lead email', 'Invalid email address'],
        ]);

        fireEvent.click(within(alert).getByRole('button', { name: 'Download error report' }));
        expect(downloads).toEqual(['teams-errors.csv']);
        expect(await blobs[0].text()).toBe(report);
        expect(blobs[0].type).toContain('text/csv');
    });

    it('on success shows the counts and refreshes the list', async () => {
        const dataProvider = fakeDataProvider();
        // The upload stays at 40% until the test has seen it there (a timer raced a busy machine).
        let finish = () => {};
        const seenAt40 = new Promise<void>(resolve => (finish = resolve));
        dataProvider.upload.mockImplementationOnce(async (_resource: string, params: { onProgress?: (n: number) => void }) => {
            params.onProgress?.(40);
            await seenAt40;
            params.onProgress?.(100);
            return { data: { created: 2, updated: 1, unchanged: 4 } };
        });
        renderGenerated({ path: '/corporate/teams', dataProvider });
        await screen.findByText('Platform');
        const listCalls = dataProvider.getList.mock.calls.length;

        const { dialog } = await openAndUpload();
        await waitFor(() => expect(within(dialog).getByTestId('upload-progress').textContent).toContain('40%'));
        finish();
        const done = await within(dialog).findByRole('status');
        expect(done.textContent).toBe('Upload complete: 2 created, 1 updated, 4 unchanged.');
        expect(within(dialog).getByTestId('upload-progress').textContent).toContain('100%');
        await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(listCalls));
    });

    it("says the file's cap: the resource's own, else the one the server falls back to", async () => {
        renderGenerated({ path: '/corporate/teams' });
        fireEvent.click(await screen.findByRole('button', { name: 'Bulk upload' }));
        const dialog = await screen.findByRole('dialog', { name: 'Bulk upload: Teams' });
        expect(within(dialog).getByText('Choose a CSV or XLSX file whose first row names the columns, at most 10,000 rows.')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('says a resource’s own cap', async () => {
        renderGenerated({ path: '/corporate/teams', configs: [{ ...teamsConfig, bulkUpload: { key: ['name'], maxRows: 250 } }, unitsConfig] });
        fireEvent.click(await screen.findByRole('button', { name: 'Bulk upload' }));
        const dialog = await screen.findByRole('dialog', { name: 'Bulk upload: Teams' });
        expect(within(dialog).getByText('Choose a CSV or XLSX file whose first row names the columns, at most 250 rows.')).toBeTruthy();
    });

    it('is offered only with the CREATE permission', async () => {
        renderGenerated({ path: '/corporate/teams', authProvider: fakeAuthProvider(['VIEW']) });
        await screen.findByText('Platform');
        expect(screen.queryByRole('button', { name: 'Bulk upload' })).toBeNull();
    });
});
