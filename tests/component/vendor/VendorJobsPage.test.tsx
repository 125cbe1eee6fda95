/**
 * /vendors/job-openings: the filters of vendor/get-filters (job, skill,
 * location) and the search become the vendor/jobs request, back on page 1;
 * an empty choice is left out; each job links to its detail and to adding
 * an applicant; no match says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VendorJobsPage from '../../../custom/vendor/VendorJobsPage';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeVendorPortal, JOB_ID, page, renderVendorArea, vendorJob, VENDOR_USER_ID } from './vendorTestUtils';

const routes = [{ path: 'job-openings', element: <VendorJobsPage /> }];

async function choose(label: string, option: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('vendor job openings', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('turns the search and the three filters into the request', async () => {
        const vendorJobs = vi.fn(async () => page([vendorJob()], 1, 14));
        const dataProvider = fakeVendorPortal({ vendorJobs });
        renderVendorArea(dataProvider, '/vendors/job-openings', routes);
        await screen.findByTestId('vendor-job');
        expect(vendorJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10 });
        expect(screen.getByText('14 jobs')).toBeTruthy();

        // Page 2, then a filter: back to page 1.
        fireEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
        await waitFor(() => expect(vendorJobs).toHaveBeenLastCalledWith({ currentPage: 2, limit: 10 }));
        await screen.findByTestId('vendor-job');
        await choose('Skill', 'Kubernetes');
        await waitFor(() => expect(vendorJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10, skill: 'Kubernetes' }));
        await screen.findByTestId('vendor-job');
        await choose('Location', 'Mumbai');
        await screen.findByTestId('vendor-job');
        await choose('Job', 'Platform Engineer');
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: ' golang ' } });
        await waitFor(() => expect(vendorJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10, search: 'golang', job_id: JOB_ID, skill: 'Kubernetes', location: 'Mumbai' }));
        // The phones' Filters button (a media query shows it, so hidden in jsdom) counts the three set beside the search, and controls their panel.
        const toggle = screen.getByText('Filters (3)').closest('button')!;
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
        expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.contains(screen.getByRole('combobox', { name: 'Skill' }))).toBe(true);

        await screen.findByTestId('vendor-job');
        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(vendorJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10 }));
        // The button went with the filters: the focus is on the search, not lost to the page's top.
        expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
        expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search jobs' }));
    });

    it('links each job to its detail and to adding an applicant, with its screening questions counted', async () => {
        renderVendorArea(fakeVendorPortal(), '/vendors/job-openings', routes);
        const card = await screen.findByTestId('vendor-job');
        expect(within(card).getByRole('heading', { name: 'Platform Engineer' })).toBeTruthy();
        expect(within(card).getByText('2 screening questions')).toBeTruthy();
        expect(within(card).getByRole('link', { name: 'View job: Platform Engineer' }).getAttribute('href')).toBe(`/vendors/job-openings/${JOB_ID}`);
        expect(within(card).getByRole('link', { name: 'Add applicant to Platform Engineer' }).getAttribute('href')).toBe(`/vendors/job-openings/${JOB_ID}/add-applicant`);
    });

    it('says when no job matches the filters', async () => {
        const vendorJobs = vi.fn(async (body: { skill?: string }) => page(body.skill ? [] : [vendorJob()]));
        renderVendorArea(fakeVendorPortal({ vendorJobs }), '/vendors/job-openings', routes);
        await screen.findByTestId('vendor-job');
        await choose('Skill', 'Go');
        expect(await screen.findByText('No jobs match these filters')).toBeTruthy();
        // The empty state's Clear filters: the list comes back and the focus is on the search.
        const empty = screen.getByText('No jobs match these filters').parentElement!;
        fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
        await screen.findByTestId('vendor-job');
        expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search jobs' }));
    });
});
