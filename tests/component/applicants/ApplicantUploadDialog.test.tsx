/**
 * Bulk applicant upload for one job, through the shared bulk-upload dialog:
 * applicant-upload gets the job id, file and progress listener; the counts
 * show on success; a refusal lists its rows and saves applicants-errors.csv.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicantUploadDialog } from '../../../custom/applicants/ApplicantUploadDialog';
import type { ProgressListener } from '../../../dataProvider/upload';
import { fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';

beforeEach(() => {
    stubBrowserApis();
});
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

function renderDialog(dataProvider: FakeJobs) {
    const onClose = vi.fn();
    const onUploaded = vi.fn();
    renderPage(
        <ApplicantUploadDialog jobId="j1" onClose={onClose} onUploaded={onUploaded} />,
        { path: '/corporate/total-applications/j1', route: '/corporate/total-applications/:id' },
        dataProvider,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bulk upload applicants' });
    const file = new File(['first_name,email\nAna,ana@mail.example\n'], 'applicants.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByTestId('bulk-upload-file'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return { dialog, file, onUploaded };
}

describe('applicant bulk upload', () => {
    it('sends the file for the job with progress and shows the counts', async () => {
        const dataProvider = fakeJobs({
            applicantUpload: vi.fn(async (_job: string, _file: Blob, onProgress: ProgressListener) => {
                onProgress(100);
                return { created: 2, linked: 1 };
            }),
        });
        const { dialog, file, onUploaded } = renderDialog(dataProvider);
        expect((await within(dialog).findByRole('status')).textContent).toBe('Upload complete: 2 created, 1 linked to existing candidates.');
        // The one cap of every upload (config/constants.json), as the server applies it.
        expect(within(dialog).getByText(/^A CSV or XLSX file with one applicant per row, at most 10,000 rows\./)).toBeTruthy();
        expect(dataProvider.applicantUpload).toHaveBeenCalledWith('j1', file, expect.any(Function));
        expect(within(dialog).getByTestId('upload-progress').textContent).toBe('100%');
        expect(onUploaded).toHaveBeenCalledTimes(1);
    });

    it('on refusal lists the rows and saves applicants-errors.csv', async () => {
        const message = '1 row has errors. Nothing was saved.';
        const dataProvider = fakeJobs({
            applicantUpload: vi.fn(async () =>
                Promise.reject(new HttpError(message, 400, { status: false, message, data: { rows: [{ row: 2, errors: { email: 'This candidate has already applied to this job.' } }], report: 'row,errors\n' } })),
            ),
        });
        const downloads: string[] = [];
        vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            downloads.push(this.download);
        });
        const { dialog, onUploaded } = renderDialog(dataProvider);
        const alert = await within(dialog).findByRole('alert');
        expect(alert.textContent).toContain(message);
        const row = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row')[1];
        expect(within(row).getAllByRole('cell').map(cell => cell.textContent)).toEqual(['2', 'email', 'This candidate has already applied to this job.']);
        fireEvent.click(within(alert).getByRole('button', { name: 'Download error report' }));
        expect(downloads).toEqual(['applicants-errors.csv']);
        expect(onUploaded).not.toHaveBeenCalled();
    });
});
