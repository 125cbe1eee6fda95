/**
 * /candidate/applied-jobs: each application with its job, the day it was sent
 * and the stage in words fit for a candidate, exactly as the server words it
 * (a stage's public name; "Not selected" for an internal Rejected), never an
 * internal name; an empty list points to the jobs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppliedJobsPage from '../../../custom/candidate/AppliedJobsPage';
import { NOT_SELECTED, publicStageName, type AppliedJob } from '../../../config/contracts/candidatePortal';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeCandidatePortal, page, renderCandidateArea, USER_ID } from './candidateTestUtils';

const routes = [{ path: 'applied-jobs', element: <AppliedJobsPage /> }];

function application({ title, ...patch }: Partial<AppliedJob> & { title: string; stage: string }): AppliedJob {
    return {
        application_id: `app-${title}`,
        job: { id: `job-${title}`, title, job_locations: ['Pune'], open: true },
        applied_at: '2026-03-02T10:00:00.000Z',
        stage_updated_at: '2026-03-05T10:00:00.000Z',
        ...patch,
    };
}

describe('applied jobs', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'CANDIDATE' });
    });
    afterEach(() => clearCookies());

    it('shows each application with its job, date and the public stage name the server sends', async () => {
        // What the server would send for stages named "Technical round" (public name "Interviewing") and "Rejected".
        const interviewing = publicStageName({ name: 'Technical round', public_name: 'Interviewing' });
        const rejected = publicStageName({ name: 'Rejected', public_name: null });
        expect(rejected).toBe(NOT_SELECTED);
        const appliedJobs = vi.fn(async () =>
            page([application({ title: 'Platform Engineer', stage: interviewing }), application({ title: 'Data Engineer', stage: rejected, job: { id: 'j2', title: 'Data Engineer', job_locations: [], open: false } })]),
        );
        const dataProvider = fakeCandidatePortal({ appliedJobs });
        renderCandidateArea(dataProvider, '/candidate/applied-jobs', routes);
        const rows = await screen.findAllByTestId('applied-job');
        expect(appliedJobs).toHaveBeenCalledWith({ page: 1, limit: 10 });
        expect(within(rows[0]).getByRole('link', { name: 'Platform Engineer' }).getAttribute('href')).toBe('/careerPage/job/job-Platform Engineer');
        expect(within(rows[0]).getByTestId('applied-job-stage').textContent).toBe('Interviewing');
        expect(within(rows[0]).getByText(new Date('2026-03-02T10:00:00.000Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }))).toBeTruthy();
        // A closed job is named without a link to a page that no longer exists.
        expect(within(rows[1]).queryByRole('link')).toBeNull();
        expect(within(rows[1]).getByTestId('applied-job-stage').textContent).toBe('Not selected');
        expect(screen.queryByText('Rejected')).toBeNull();
        expect(screen.queryByText('Technical round')).toBeNull();
        // On a phone each row is a card (ui/stackedTable): the job is its title, every other value is labelled.
        expect(within(rows[0]).getByRole('rowheader').textContent).toContain('Platform Engineer');
        const labels = Array.from(rows[0].querySelectorAll('[data-label]')).map(cell => cell.getAttribute('data-label'));
        expect(labels).toEqual(['Applied on', 'Status', 'Last update']);
    });

    it('pages through applications', async () => {
        const appliedJobs = vi.fn(async ({ page: current }: { page: number }) => page([application({ title: `Job ${current}`, stage: 'Applied' })], current, 11));
        const dataProvider = fakeCandidatePortal({ appliedJobs });
        renderCandidateArea(dataProvider, '/candidate/applied-jobs', routes);
        await screen.findByText('Job 1');
        fireEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
        await screen.findByText('Job 2');
        expect(appliedJobs).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    });

    it('points to the jobs when nothing was applied to', async () => {
        renderCandidateArea(fakeCandidatePortal(), '/candidate/applied-jobs', routes);
        expect(await screen.findByText('No applications yet')).toBeTruthy();
        await waitFor(() => expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/candidate/jobs'));
    });
});
