/**
 * The shared bulk-upload dialog on its own: the caller's upload function and
 * texts, progress while uploading (no closing meanwhile), the success text,
 * and the refusal's row table (with the caller's field labels) and report.
 */
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { BulkUploadDialog, toBulkUploadFailure, type BulkUploadDialogProps } from '../../../ui/BulkUploadDialog';
import type { ProgressListener } from '../../../dataProvider/upload';

afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

type Counts = { created: number };

function renderDialog(props: Partial<BulkUploadDialogProps<Counts>> = {}) {
    const onClose = vi.fn();
    const onUploaded = vi.fn();
    const upload = vi.fn(async (_file: File, onProgress: ProgressListener): Promise<Counts> => {
        onProgress(100);
        return { created: 3 };
    });
    const element: ReactElement = (
        <BulkUploadDialog<Counts>
            title="Upload widgets"
            hint="One widget per row."
            reportName="widgets-errors.csv"
            upload={upload}
            successMessage={counts => `${counts.created} widgets created.`}
            onUploaded={onUploaded}
            onClose={onClose}
            {...props}
        />
    );
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                {element}
            </AdminContext>
        </MemoryRouter>,
    );
    return { dialog: screen.getByRole('dialog', { name: 'Upload widgets' }), upload, onClose, onUploaded };
}

function choose(dialog: HTMLElement, name = 'widgets.csv'): File {
    const file = new File(['name\nA\n'], name, { type: 'text/csv' });
    fireEvent.change(within(dialog).getByTestId('bulk-upload-file'), { target: { files: [file] } });
    return file;
}

const uploadButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Upload' });

const refusal = (report: string | null) =>
    new HttpError('2 rows have errors. Nothing was saved.', 400, {
        status: false,
        message: '2 rows have errors. Nothing was saved.',
        data: { rows: [{ row: 2, errors: { name: 'required' } }, { row: 4, errors: { size: 'must be a number', name: 'too short' } }], report },
    });

describe('BulkUploadDialog', () => {
    it('uploads the chosen CSV/XLSX with progress, cannot be closed meanwhile, then shows the success text and reports the result', async () => {
        let report: ProgressListener = () => undefined;
        let finish: (counts: Counts) => void = () => undefined;
        const upload = vi.fn((_file: File, onProgress: ProgressListener) => {
            report = onProgress;
            onProgress(1);
            return new Promise<Counts>(resolve => (finish = resolve));
        });
        const { dialog, onClose, onUploaded } = renderDialog({ upload });
        expect(within(dialog).getByText('One widget per row.')).toBeTruthy();
        expect(within(dialog).getByText('No file chosen')).toBeTruthy();
        expect(uploadButton(dialog).hasAttribute('disabled')).toBe(true);
        expect(within(dialog).getByTestId<HTMLInputElement>('bulk-upload-file').accept).toBe(
            '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );

        const file = choose(dialog);
        expect(within(dialog).getByText('widgets.csv')).toBeTruthy();
        act(() => uploadButton(dialog).focus());
        fireEvent.click(uploadButton(dialog));
        expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
        expect((await within(dialog).findByTestId('upload-progress')).textContent).toBe('1%');
        report(57);
        await waitFor(() => expect(within(dialog).getByTestId('upload-progress').textContent).toBe('57%'));
        expect(uploadButton(dialog).getAttribute('aria-busy')).toBe('true');
        expect(within(dialog).getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
        fireEvent.keyDown(dialog, { key: 'Escape' });
        expect(onClose).not.toHaveBeenCalled();

        // The file is sent (the bar stops at the cap): a line says the rows are being checked and saved.
        expect(within(dialog).queryByRole('status')).toBeNull();
        report(99);
        expect((await within(dialog).findByRole('status')).textContent).toBe('File received. Every row is being checked, then saved: a large file can take a minute.');

        report(100);
        finish({ created: 3 });
        await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('3 widgets created.'));
        expect(within(dialog).getByTestId('upload-progress').textContent).toBe('100%');
        expect(onUploaded).toHaveBeenCalledWith({ created: 3 });
        // The file went in: a second press would send it again, so Upload waits for a file chosen anew.
        expect(uploadButton(dialog).hasAttribute('disabled')).toBe(true);
        // Upload had the focus and is disabled now: the success text takes it.
        await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('status')));
        choose(dialog, 'more-widgets.csv');
        expect(uploadButton(dialog).hasAttribute('disabled')).toBe(false);
        expect(within(dialog).queryByRole('status')).toBeNull();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('on refusal lists each row error with the caller’s field labels and downloads the report under the given name', async () => {
        const upload = vi.fn(async (_file: File, onProgress: ProgressListener): Promise<Counts> => {
            onProgress(1);
            onProgress(0);
            throw refusal('row,errors\n2,name: required\n');
        });
        const downloads: string[] = [];
        vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            downloads.push(this.download);
        });
        const labels: Record<string, string> = { name: 'Widget name', size: 'Size' };
        const { dialog, onUploaded } = renderDialog({ upload, fieldLabel: field => labels[field] ?? field });
        choose(dialog);
        fireEvent.click(uploadButton(dialog));

        const alert = await within(dialog).findByRole('alert');
        expect(alert.textContent).toContain('2 rows have errors. Nothing was saved.');
        expect(within(dialog).queryByTestId('upload-progress')).toBeNull();
        const rows = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row').slice(1);
        expect(rows.map(row => within(row).getAllByRole('cell').map(cell => cell.textContent))).toEqual([
            ['2', 'Widget name', 'required'],
            ['4', 'Size', 'must be a number'],
            ['4', 'Widget name', 'too short'],
        ]);
        fireEvent.click(within(alert).getByRole('button', { name: 'Download error report' }));
        expect(downloads).toEqual(['widgets-errors.csv']);
        expect(onUploaded).not.toHaveBeenCalled();

        // Choosing another file clears the old outcome.
        choose(dialog, 'fixed.csv');
        expect(within(dialog).queryByRole('alert')).toBeNull();
        expect(within(dialog).getByText('fixed.csv')).toBeTruthy();
    });

    it('without a report or row errors shows the message alone; a failure without a message falls back to the generic text', async () => {
        const upload = vi
            .fn<(file: File, onProgress: ProgressListener) => Promise<Counts>>()
            .mockRejectedValueOnce(refusal(null))
            .mockRejectedValueOnce(new Error(''));
        const { dialog } = renderDialog({ upload });
        choose(dialog);
        fireEvent.click(uploadButton(dialog));
        const alert = await within(dialog).findByRole('alert');
        expect(within(alert).queryByRole('button', { name: 'Download error report' })).toBeNull();
        // Field names are shown as they are when no labels are given.
        expect(within(dialog).getAllByRole('row')[1].textContent).toContain('name');

        fireEvent.click(uploadButton(dialog));
        await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Something went wrong! Please try again later'));
        expect(within(dialog).queryByRole('table')).toBeNull();
    });
});

describe('toBulkUploadFailure', () => {
    it('reads message, rows and report from the error body and ignores malformed parts', () => {
        expect(toBulkUploadFailure(refusal('r'), 'fallback')).toEqual({
            message: '2 rows have errors. Nothing was saved.',
            rows: [
                { row: 2, errors: { name: 'required' } },
                { row: 4, errors: { size: 'must be a number', name: 'too short' } },
            ],
            report: 'r',
        });
        const odd = { body: { message: '', data: { rows: ['x', { row: '7', errors: null }], report: '' } } };
        expect(toBulkUploadFailure(odd, 'fallback')).toEqual({ message: 'fallback', rows: [{ row: 7, errors: {} }], report: null });
        expect(toBulkUploadFailure(null, 'fallback')).toEqual({ message: 'fallback', rows: [], report: null });
    });
});

describe('the file picker', () => {
    it('keeps its hidden file input out of the tab order, so Tab from the dialog reaches Choose file', () => {
        const { dialog } = renderDialog();
        expect(within(dialog).getByTestId('bulk-upload-file').tabIndex).toBe(-1);
        // A real button that clicks the input, not a label drawn as one (axe's aria-allowed-role).
        const choose = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Choose file' });
        expect([choose.tagName, choose.tabIndex]).toEqual(['BUTTON', 0]);
    });
});
