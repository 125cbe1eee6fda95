/**
 * Adding a sheet of applicants from a job's page: the upload's progress in
 * the dialog (1, capped at 99, 100), the server's count on success; a refused
 * sheet (all or nothing) lists each row's problems under the sheet's column
 * names, from the server's {row, field, message}; a job with required
 * screening questions takes people one at a time.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VendorJobPage from '../../../custom/vendor/VendorJobPage';
import { withRowReport } from '../../../custom/vendor/BulkAddDialog';
import { toHttpError } from '../../../dataProvider/httpClient';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeVendorPortal, JOB_ID, renderVendorArea, vendorJobDetail, VENDOR_USER_ID } from './vendorTestUtils';

const routes = [{ path: 'job-openings/:id', element: <VendorJobPage /> }];
const path = `/vendors/job-openings/${JOB_ID}`;
const optionalQuestionsOnly = () => vendorJobDetail({ screening_questions: [{ id: 'q2', question: 'Willing to relocate?', type: 'YES_NO', required: false }] });

function chooseSheet() {
    const dialog = screen.getByRole('dialog', { name: 'Add applicants in bulk: Platform Engineer' });
    const input = within(dialog).getByTestId('bulk-upload-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['First name,Last name\n'], 'people.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return dialog;
}

describe('vendor: bulk add from a job', () => {
    let xhr: FakeXhr;
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
        xhr = new FakeXhr();
        vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
            return xhr;
        });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('uploads the sheet with the job and its progress, and says how many were submitted', async () => {
        renderVendorArea(fakeVendorPortal({ vendorJob: vi.fn(async () => optionalQuestionsOnly()) }), path, routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Add in bulk (CSV/XLSX)' }));
        const dialog = chooseSheet();
        expect(xhr.url).toMatch(/\/api\/vendor\/add-applicant\/bulk$/);
        expect(xhr.sentBody?.get('job_id')).toBe(JOB_ID);
        expect((xhr.sentBody?.get('file') as File).name).toBe('people.csv');
        expect((await within(dialog).findByTestId('upload-progress')).textContent).toBe('1%');
        act(() => xhr.progress(100, 100));
        await waitFor(() => expect(within(dialog).getByTestId('upload-progress').textContent).toBe('99%'));
        act(() => xhr.respond(200, JSON.stringify({ status: true, message: '2 applicants submitted successfully!', data: { created: 2, application_ids: ['a1', 'a2'] } })));
        await waitFor(() => expect(within(dialog).getByTestId('upload-progress').textContent).toBe('100%'));
        // The answer's message renders after the 100% (the request's promise settles in a later task).
        expect(await within(dialog).findByText('2 applicants submitted successfully!')).toBeTruthy();
    });

    it("lists a refused sheet's problems by row and column; nothing was saved", async () => {
        renderVendorArea(fakeVendorPortal({ vendorJob: vi.fn(async () => optionalQuestionsOnly()) }), path, routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Add in bulk (CSV/XLSX)' }));
        const dialog = chooseSheet();
        const rows = [
            { row: 2, field: 'email', message: 'Invalid email address' },
            { row: 3, field: 'phone', message: 'This candidate is already in process for this job.' },
        ];
        act(() => xhr.respond(400, JSON.stringify({ status: false, message: '2 rows have errors. Nothing was saved.', errors: { file: '2 rows have errors. Nothing was saved.' }, data: { rows } })));
        expect(await within(dialog).findByText('2 rows have errors. Nothing was saved.')).toBeTruthy();
        expect(within(dialog).queryByTestId('upload-progress')).toBeNull();
        const table = within(dialog).getByRole('table');
        const lines = within(table).getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell').map(cell => cell.textContent));
        expect(lines).toEqual([
            ['2', 'Email', 'Invalid email address'],
            ['3', 'Phone', 'This candidate is already in process for this job.'],
        ]);
    });

    it('offers no sheet for a job with required screening questions', async () => {
        renderVendorArea(fakeVendorPortal(), path, routes);
        const button = await screen.findByRole('button', { name: 'Add in bulk (CSV/XLSX)' });
        expect((button as HTMLButtonElement).disabled).toBe(true);
        expect(screen.getByText('This job asks required screening questions: add its applicants one at a time to answer them.')).toBeTruthy();
        // The detail lists the questions the vendor answers on the candidate's behalf.
        expect(within(screen.getByTestId('vendor-job-questions')).getAllByRole('listitem').map(item => item.textContent)).toEqual([
            '1. Notice period in days?Number · Required',
            '2. Willing to relocate?Yes or no · Optional',
        ]);
        // The page frame: the job is the bar's one h1, under Job Openings, with Add applicant as its action.
        const bar = screen.getByRole('banner');
        expect(screen.getAllByRole('heading', { level: 1 })).toEqual([within(bar).getByRole('heading', { level: 1, name: 'Platform Engineer' })]);
        expect(within(within(bar).getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Job Openings' }).getAttribute('href')).toBe('/vendors/job-openings');
        expect(within(bar).getByRole('link', { name: 'Add applicant' }).getAttribute('href')).toBe(`/vendors/job-openings/${JOB_ID}/add-applicant`);
    });

    it('says a job not shown to the vendor is not open to them, with the way back and nothing to retry', async () => {
        const vendorJob = vi.fn(async () => {
            throw toHttpError(404, JSON.stringify({ status: false, message: 'Record not found.' }));
        });
        renderVendorArea(fakeVendorPortal({ vendorJob }), path, routes);
        expect(await screen.findByText('This job is not open to you: it may have closed, or the recruiter shares it with other vendors only.')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
        expect(screen.getByRole('link', { name: 'All job openings' }).getAttribute('href')).toBe('/vendors/job-openings');
    });

    it('groups several problems of one row and leaves other errors as they are', () => {
        const error = { status: 400, body: { status: false, message: 'x', data: { rows: [{ row: 4, field: 'email', message: 'Required' }, { row: 4, field: 'phone', message: 'Required' }, { row: 2, field: '', message: 'Empty row' }] } } };
        expect((withRowReport(error) as typeof error & { body: { data: { rows: unknown } } }).body.data.rows).toEqual([
            { row: 2, errors: { row: 'Empty row' } },
            { row: 4, errors: { email: 'Required', phone: 'Required' } },
        ]);
        const plain = new Error('network');
        expect(withRowReport(plain)).toBe(plain);
    });
});
