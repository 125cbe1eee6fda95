/**
 * /vendors/applications (Applicants): each submission with the stage exactly
 * as the server words it for outsiders (a stage's public name, "Not
 * selected" for an internal Rejected) and never an internal name, the
 * interview dates, when it was submitted and until when it is the vendor's
 * (ended ones marked); the search and the job filter become the request;
 * the screening answers given open on demand; an empty list says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VendorApplicantsPage from '../../../custom/vendor/VendorApplicantsPage';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeVendorPortal, JOB_ID, page, renderVendorArea, submission, VENDOR_USER_ID } from './vendorTestUtils';

const routes = [{ path: 'applications', element: <VendorApplicantsPage /> }];

describe('vendor applicants', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it("lists the vendor's submissions with the public stage names, interview dates and ownership", async () => {
        const vendorApplicants = vi.fn(async () =>
            page([
                submission({ application_id: 'a1', candidate_name: 'Priya Shah', stage: 'Interviewing', interviews: [{ starts_at: '2026-03-10T09:30:00.000Z', ends_at: '2026-03-10T10:30:00.000Z', round: 'Technical' }] }),
                submission({ application_id: 'a2', candidate_name: 'Arjun Mehta', email: 'arjun@example.test', phone: null, stage: 'Not selected', ownership_until: '2026-01-31T10:00:00.000Z', ownership_active: false }),
            ]),
        );
        const dataProvider = fakeVendorPortal({ vendorApplicants });
        renderVendorArea(dataProvider, '/vendors/applications', routes);
        const rows = await screen.findAllByTestId('vendor-applicant');
        expect(vendorApplicants).toHaveBeenCalledWith({ currentPage: 1, limit: 10 });
        expect(screen.getByRole('heading', { name: 'Applicants', level: 1 })).toBeTruthy();
        expect(rows.map(row => within(row).getByTestId('vendor-applicant-stage').textContent)).toEqual(['Interviewing', 'Not selected']);
        // The stage is shown as sent: no internal word appears anywhere on the page.
        expect(screen.queryByText('Rejected')).toBeNull();
        expect(within(rows[0]).getByText(/Technical/)).toBeTruthy();
        expect(within(rows[0]).getByText('Priya Shah')).toBeTruthy();
        // The phone on a line of its own that never cuts it (it had shared a clipped line with the email); none, no line.
        const phone = within(rows[0]).getByTestId('vendor-applicant-phone');
        expect(phone.textContent).toBe('+91 98765 43210');
        expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
        expect(getComputedStyle(phone).textOverflow).not.toBe('ellipsis');
        expect(within(rows[1]).queryByTestId('vendor-applicant-phone')).toBeNull();
        expect(within(rows[1]).getByText('arjun@example.test')).toBeTruthy();
        expect(within(rows[1]).getByText('Ended')).toBeTruthy();
        expect(within(rows[0]).queryByText('Ended')).toBeNull();
        expect(screen.getByText('2 applicants')).toBeTruthy();
        // Below 900 px each row is a card whose lines are labelled from their cells (ui/stackedTable.ts): the column's header, the actions cell and the row header unlabelled.
        const headers = within(screen.getByRole('table', { name: 'Applicants' })).getAllByRole('columnheader').map(cell => cell.textContent);
        expect(within(rows[0]).getAllByRole('cell').map(cell => cell.getAttribute('data-label'))).toEqual([...headers.slice(1, -1), null]);
        // The bar of the area, with Applicants as SPEC.md's menu label.
        expect(within(screen.getByRole('navigation', { name: 'Section navigation' })).getAllByRole('link').map(link => link.textContent)).toEqual(['Dashboard', 'Job Openings', 'Applicants']);
    });

    it('sends the search and the job filter, from page 1', async () => {
        const dataProvider = fakeVendorPortal();
        renderVendorArea(dataProvider, '/vendors/applications', routes);
        await screen.findAllByTestId('vendor-applicant');
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search name, email or phone' }), { target: { value: '  priya ' } });
        await waitFor(() => expect(dataProvider.vendorApplicants).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10, search: 'priya' }));
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Job' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Platform Engineer' }));
        await waitFor(() => expect(dataProvider.vendorApplicants).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10, search: 'priya', job_id: JOB_ID }));
    });

    it("clears a search that matched nobody and keeps the focus on the search, not on the page's top", async () => {
        const vendorApplicants = vi.fn(async (body: { search?: string }) => page(body.search ? [] : [submission()]));
        renderVendorArea(fakeVendorPortal({ vendorApplicants }), '/vendors/applications', routes);
        await screen.findAllByTestId('vendor-applicant');
        const search = screen.getByRole('searchbox', { name: 'Search name, email or phone' });
        fireEvent.change(search, { target: { value: 'nobody' } });
        expect(await screen.findByText('No applicants match')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        await screen.findAllByTestId('vendor-applicant');
        expect(vendorApplicants).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10 });
        expect(document.activeElement).toBe(search);
    });

    it('opens the screening answers given for a submission', async () => {
        const vendorScreeningResponse = vi.fn(async () => ({ candidateResponse: [{ question_id: 'q1', question: 'Notice period in days?', answer: '30' }] }));
        const dataProvider = fakeVendorPortal({ vendorScreeningResponse });
        renderVendorArea(dataProvider, '/vendors/applications', routes);
        await screen.findAllByTestId('vendor-applicant');
        fireEvent.click(screen.getByRole('button', { name: 'Screening answers of Priya Shah' }));
        const dialog = await screen.findByRole('dialog', { name: 'Answers for Priya Shah, Platform Engineer' });
        expect(await within(dialog).findByText('Notice period in days?')).toBeTruthy();
        expect(within(dialog).getByText('30')).toBeTruthy();
        expect(vendorScreeningResponse).toHaveBeenCalledWith(JOB_ID, submission().user_id);
    });

    it('says when there is nobody yet, and shows a failure with a retry', async () => {
        const vendorApplicants = vi.fn().mockRejectedValueOnce(new Error('Something went wrong')).mockResolvedValueOnce(page([]));
        renderVendorArea(fakeVendorPortal({ vendorApplicants }), '/vendors/applications', routes);
        expect(await screen.findByText('Something went wrong')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByText('No applicants yet')).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Browse job openings' }).getAttribute('href')).toBe('/vendors/job-openings');
    });
});
