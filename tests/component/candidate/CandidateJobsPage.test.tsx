/**
 * /candidate/jobs: the candidate job filter (SPEC.md section 3: job_category,
 * min_work_experience 0, max_work_experience 40) and the free-job toggle
 * become candidate/get-jobs-filter's body; bounds outside 0 to 40 or min above
 * max are named on their field and not sent; a free job is applied to in one
 * click (after the privacy notice when the server asks for consent; a profile
 * without a CV is told first), any other job links to its public page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CandidateJobsPage from '../../../custom/candidate/CandidateJobsPage';
import { candidatePortalMessages } from '../../../config/contracts/candidatePortal';
import { toHttpError } from '../../../dataProvider/httpClient';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeCandidatePortal, job, page, profile, renderCandidateArea, USER_ID } from './candidateTestUtils';

const routes = [{ path: 'jobs', element: <CandidateJobsPage /> }];
const CATEGORY = '66666666-6666-4666-8666-666666666666';

describe('candidate jobs', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'CANDIDATE', first_name: 'Chris', last_name: 'Candidate' });
    });
    afterEach(() => clearCookies());

    it('asks for page 1 with the filter keys at their defaults, and nothing about free jobs until the toggle is on', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenCalledTimes(1));
        expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 40 });
        expect(await screen.findByText('No jobs open right now')).toBeTruthy();

        fireEvent.click(screen.getByRole('switch', { name: 'Free jobs only' }));
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 40, free: true }));
        expect(await screen.findByText('No jobs match these filters')).toBeTruthy();

        // Off again: the key goes, it is not sent as false (which would mean "only jobs that are not free").
        fireEvent.click(screen.getByRole('switch', { name: 'Free jobs only' }));
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 40 }));
    });

    it('sends the category, the experience range and the keyword under their SPEC keys, and goes back to page 1 on a change', async () => {
        const jobs = Array.from({ length: 10 }, (_, index) => job({ id: `job-${index}`, title: `Job ${index}` }));
        const dataProvider = fakeCandidatePortal({
            jobCategories: vi.fn(async () => [{ id: CATEGORY, name: 'Engineering' }]),
            candidateJobs: vi.fn(async (body: { page: number }) => page(jobs, body.page, 25)),
        });
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        await screen.findByText('25 jobs');
        fireEvent.click(screen.getByRole('button', { name: 'Page 2 of 3' }));
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));

        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Job category' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Engineering' }));
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Min experience (years)' }), { target: { value: '3' } });
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Max experience (years)' }), { target: { value: '8' } });
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: '  platform ' } });
        await waitFor(() =>
            expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, job_category: CATEGORY, min_work_experience: 3, max_work_experience: 8, keyword: 'platform' }),
        );
        // The phones' Filters button (shown by a media query only, so hidden in jsdom) counts the
        // three set beside the search, and controls the panel that holds them.
        const toggle = screen.getByText('Filters (3)').closest('button')!;
        expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.contains(screen.getByRole('spinbutton', { name: 'Min experience (years)' }))).toBe(true);
        fireEvent.click(toggle);
        expect(toggle.getAttribute('aria-expanded')).toBe('true');

        // Clear filters goes with the filters it cleared: the focus moves to the search, not to the page's top.
        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 40 }));
        expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
        expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search jobs' }));
    });

    it('names a bound outside 0 to 40, or a minimum above the maximum, on its field and does not ask', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenCalledTimes(1));
        const max = screen.getByRole('spinbutton', { name: 'Max experience (years)' });
        expect(max.getAttribute('min')).toBe('0');
        expect(max.getAttribute('max')).toBe('40');

        fireEvent.change(max, { target: { value: '41' } });
        expect(await screen.findByText('Enter whole years from 0 to 40.')).toBeTruthy();
        expect(max.getAttribute('aria-invalid')).toBe('true');
        fireEvent.change(max, { target: { value: '5' } });
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Min experience (years)' }), { target: { value: '9' } });
        expect(await screen.findByText('Maximum experience must be at least the minimum experience.')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 400));
        expect(dataProvider.candidateJobs).toHaveBeenCalledTimes(1);
    });

    it('reads an emptied bound as no limit: no error, and the list still follows the other bound', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenCalledTimes(1));
        const min = screen.getByRole('spinbutton', { name: 'Min experience (years)' });
        const max = screen.getByRole('spinbutton', { name: 'Max experience (years)' });

        fireEvent.change(max, { target: { value: '8' } });
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 8 }));
        fireEvent.change(min, { target: { value: '3' } });
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 3, max_work_experience: 8 }));

        fireEvent.change(min, { target: { value: '' } });
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 8 }));
        expect(screen.queryByText('Enter whole years from 0 to 40.')).toBeNull();
        expect(min.getAttribute('aria-invalid')).toBe('false');

        fireEvent.change(min, { target: { value: '3' } });
        fireEvent.change(max, { target: { value: '' } });
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 3, max_work_experience: 40 }));
        expect(screen.queryByText('Enter whole years from 0 to 40.')).toBeNull();
        expect(max.getAttribute('aria-invalid')).toBe('false');

        // Both empty is no filter at all: nothing to clear, nothing counted on the phones' button.
        fireEvent.change(min, { target: { value: '' } });
        await waitFor(() => expect(dataProvider.candidateJobs).toHaveBeenLastCalledWith({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 40 }));
        expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
        expect(screen.getByText('Filters').closest('button')).toBeTruthy();
    });

    it('applies to a free job in one click and links any other job to its public page', async () => {
        const free = job({ id: 'free-1', title: 'Support Engineer', free: true });
        const screened = job({ id: 'screened-1', title: 'Data Engineer', free: false, screening_questions: [{ id: 'q1', question: 'Notice period?', type: 'TEXT', required: true, options: [] } as never] });
        const dataProvider = fakeCandidatePortal({ candidateJobs: vi.fn(async () => page([free, screened])) });
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        const [freeCard, screenedCard] = await screen.findAllByTestId('candidate-job');
        expect(within(screenedCard).queryByRole('button', { name: /Apply now/ })).toBeNull();
        expect(within(screenedCard).getByRole('link', { name: 'View job: Data Engineer' }).getAttribute('href')).toBe('/careerPage/job/screened-1');

        fireEvent.click(within(freeCard).getByRole('button', { name: 'Apply now to Support Engineer' }));
        await waitFor(() => expect(dataProvider.applyToJob).toHaveBeenCalledWith({ job_id: 'free-1' }));
        expect(await screen.findByText('Application submitted successfully!')).toBeTruthy();
        expect(within(freeCard).getByText('Applied')).toBeTruthy();
        expect(within(freeCard).queryByRole('button', { name: /Apply now/ })).toBeNull();
        // The focus, on the button now gone, moves to the link in its place.
        expect(document.activeElement).toBe(within(freeCard).getByRole('link', { name: 'My applications' }));
    });

    it('shows the privacy notice when the server asks for consent, and applies again with the version accepted', async () => {
        const refusal = toHttpError(400, JSON.stringify({ status: false, message: candidatePortalMessages.consentRequired, errors: { consent: candidatePortalMessages.consentRequired } }));
        const applyToJob = vi
            .fn()
            .mockRejectedValueOnce(refusal)
            .mockResolvedValueOnce({ data: { application_id: 'a1', job_id: 'free-1', stage: 'Applied', applied_at: '2026-03-12T10:00:00.000Z' }, message: 'Application submitted successfully!' });
        const dataProvider = fakeCandidatePortal({ candidateJobs: vi.fn(async () => page([job({ id: 'free-1', title: 'Support Engineer' })])), applyToJob });
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Apply now to Support Engineer' }));
        const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
        expect(await within(dialog).findByText('We keep your details to consider you for jobs.')).toBeTruthy();
        const accept = within(dialog).getByRole('button', { name: 'Accept and apply' });
        expect(accept.hasAttribute('disabled')).toBe(true);
        fireEvent.click(within(dialog).getByRole('checkbox'));
        fireEvent.click(accept);
        await waitFor(() => expect(applyToJob).toHaveBeenLastCalledWith({ job_id: 'free-1', consent: { accepted: true, version: 2 } }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByText('Applied')).toBeTruthy();
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My applications' })));
    });

    it('tells a candidate whose profile has no CV before applying: upload one first, or apply without', async () => {
        const dataProvider = fakeCandidatePortal({
            candidateJobs: vi.fn(async () => page([job({ id: 'free-1', title: 'Support Engineer' })])),
            candidateProfile: vi.fn(async () => profile({ resume: null })),
        });
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Apply now to Support Engineer' }));
        const dialog = await screen.findByRole('dialog', { name: 'Apply without a CV?' });
        expect(within(dialog).getByText('Your profile has no CV, so the recruiter would see only your profile details.')).toBeTruthy();
        expect(within(dialog).getByRole('link', { name: 'Upload a CV first' }).getAttribute('href')).toBe('/candidate/profile');
        expect(dataProvider.candidateProfile).toHaveBeenCalledWith(USER_ID);
        expect(dataProvider.applyToJob).not.toHaveBeenCalled();

        // Cancel sends nothing; asked again on the next press.
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(dataProvider.applyToJob).not.toHaveBeenCalled();
        fireEvent.click(screen.getByRole('button', { name: 'Apply now to Support Engineer' }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: 'Apply without a CV?' })).getByRole('button', { name: 'Apply without CV' }));
        await waitFor(() => expect(dataProvider.applyToJob).toHaveBeenCalledWith({ job_id: 'free-1' }));
        expect(await screen.findByText('Application submitted successfully!')).toBeTruthy();
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('applies at once when the profile holds a CV, asking nothing', async () => {
        const dataProvider = fakeCandidatePortal({ candidateJobs: vi.fn(async () => page([job({ id: 'free-1', title: 'Support Engineer' })])) });
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Apply now to Support Engineer' }));
        await waitFor(() => expect(dataProvider.applyToJob).toHaveBeenCalledWith({ job_id: 'free-1' }));
        expect(screen.queryByRole('dialog', { name: 'Apply without a CV?' })).toBeNull();
    });

    it('says what went wrong with the server message and asks again on Try again', async () => {
        const candidateJobs = vi.fn().mockRejectedValueOnce(toHttpError(500, JSON.stringify({ status: false, message: 'Something went wrong! Please try again later' }))).mockResolvedValue(page([job()]));
        const dataProvider = fakeCandidatePortal({ candidateJobs });
        renderCandidateArea(dataProvider, '/candidate/jobs', routes);
        expect(await screen.findByText('Something went wrong! Please try again later')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByText('Platform Engineer')).toBeTruthy();
    });
});
