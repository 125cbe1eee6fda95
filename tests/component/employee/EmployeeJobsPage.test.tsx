/**
 * /employee/job-openings and a job's page: the search and the filters
 * (city, employment type, department, applied) become employee/jobs's body,
 * only when set, back to page 1 on a change; a job's page applies for the
 * employee with the screening answers (the contract's check names a missing
 * answer first, nothing sent), and a refusal (a second application) stays in
 * the dialog in the server's words. A job that does not load is a headed page
 * with the server's words and the way back.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EmployeeJobPage from '../../../custom/employee/EmployeeJobPage';
import EmployeeJobsPage from '../../../custom/employee/EmployeeJobsPage';
import { employeePortalMessages } from '../../../config/contracts/employeePortal';
import { screeningMessages } from '../../../config/contracts/screening';
import { toHttpError } from '../../../dataProvider/httpClient';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { DEPARTMENT_ID, fakeEmployeePortal, job, JOB_ID, jobDetail, page, QUESTION_ID, renderEmployeeArea, USER_ID } from './employeeTestUtils';

const routes = [
    { path: 'job-openings', element: <EmployeeJobsPage /> },
    { path: 'job-openings/:id', element: <EmployeeJobPage /> },
];

const choose = async (label: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('employee job openings', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'EMPLOYEE', first_name: 'Emma', last_name: 'Employee' });
    });
    afterEach(() => clearCookies());

    it('asks for page 1 of 12 with no filter, then sends each filter set under its contract key and returns to page 1', async () => {
        const jobs = Array.from({ length: 12 }, (_, index) => job({ id: `job-${index}`, title: `Job ${index}` }));
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async (body: { currentPage: number }) => page(jobs, body.currentPage, 30)) });
        renderEmployeeArea(dataProvider, '/employee/job-openings', routes);
        await screen.findByText('30 jobs');
        expect(dataProvider.employeeJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 12 });
        expect(screen.getAllByTestId('employee-job')).toHaveLength(12);

        fireEvent.click(screen.getByRole('button', { name: 'Page 2 of 3' }));
        await waitFor(() => expect(dataProvider.employeeJobs).toHaveBeenLastCalledWith({ currentPage: 2, limit: 12 }));

        await choose('City', 'Pune');
        await choose('Employment type', 'Contract');
        await choose('Department', 'Engineering');
        await choose('My applications', 'Jobs I have not applied to');
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: '  platform go ' } });
        await waitFor(() =>
            expect(dataProvider.employeeJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 12, search: 'platform go', city: 'Pune', employment_type: 'CONTRACT', department_id: DEPARTMENT_ID, applied: false }),
        );

        // "Any" is not sent at all; applied: true is "jobs I applied to".
        await choose('City', 'Any city');
        await choose('My applications', 'Jobs I applied to');
        await waitFor(() => expect(dataProvider.employeeJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 12, search: 'platform go', employment_type: 'CONTRACT', department_id: DEPARTMENT_ID, applied: true }));
        // The phones' Filters button (a media query shows it, so hidden in jsdom) counts the three set beside the search.
        expect(screen.getByText('Filters (3)').closest('button')!.getAttribute('aria-expanded')).toBe('false');

        fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(dataProvider.employeeJobs).toHaveBeenLastCalledWith({ currentPage: 1, limit: 12 }));
    });

    it("links each job to its page and to the referral form with the job, and shows what the employee did with it", async () => {
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job({ applied: true, referred: 2 })])) });
        renderEmployeeArea(dataProvider, '/employee/job-openings', routes);
        const card = await screen.findByRole('article', { name: 'Platform Engineer' });
        expect(within(card).getByRole('link', { name: 'View job: Platform Engineer' }).getAttribute('href')).toBe(`/employee/job-openings/${JOB_ID}`);
        expect(within(card).getByRole('link', { name: 'Refer someone for Platform Engineer' }).getAttribute('href')).toBe(`/employee/refer-and-share?job=${JOB_ID}`);
        expect(within(card).getByText('Applied')).toBeTruthy();
        expect(within(card).getByText('You referred 2')).toBeTruthy();
        // The facts are items that wrap whole (ui/FactsLine.tsx): read as one line.
        expect(within(card).getByTestId('job-facts').textContent).toBe('Backend · Pune · 2–6 years');
    });

    it('says when nothing matches, and shows a failure with Try again', async () => {
        const employeeJobs = vi.fn().mockRejectedValueOnce(toHttpError(500, JSON.stringify({ status: false, message: 'Something went wrong! Please try again later' }))).mockResolvedValue(page([]));
        const dataProvider = fakeEmployeePortal({ employeeJobs });
        renderEmployeeArea(dataProvider, '/employee/job-openings', routes);
        expect(await screen.findByText('Something went wrong! Please try again later')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByText('No jobs open right now')).toBeTruthy();
        fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'zzz' } });
        expect(await screen.findByText('No jobs match these filters')).toBeTruthy();
    });
});

describe("a job's page: apply for myself", () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'EMPLOYEE', first_name: 'Emma', last_name: 'Employee' });
    });
    afterEach(() => clearCookies());

    it('names an unanswered required question and sends nothing, then applies with the answer and offers My applications', async () => {
        const dataProvider = fakeEmployeePortal();
        renderEmployeeArea(dataProvider, `/employee/job-openings/${JOB_ID}`, routes);
        await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' });
        expect(dataProvider.employeeJob).toHaveBeenCalledWith(JOB_ID);
        expect(screen.getByText(/Can you work from Pune\?/)).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: 'Apply for myself' }));
        const dialog = await screen.findByRole('dialog', { name: 'Apply for Platform Engineer' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
        expect(await within(dialog).findByText(screeningMessages.required)).toBeTruthy();
        expect(dataProvider.employeeApply).not.toHaveBeenCalled();

        fireEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
        await waitFor(() => expect(dataProvider.employeeApply).toHaveBeenCalledWith({ job_id: JOB_ID, screening_answers: [{ question_id: QUESTION_ID, answer: true }] }));
        expect(await screen.findByText('Application submitted successfully!')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByRole('link', { name: 'See my applications' }).getAttribute('href')).toBe('/employee/applied-jobs');
        expect(screen.queryByRole('button', { name: 'Apply for myself' })).toBeNull();
        // The button pressed is gone: the focus is on the link in its place, not on the page's top.
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'See my applications' })));
    });

    it("keeps a refused application's dialog open with the server's sentence, and puts an answer's error beside its question", async () => {
        const employeeApply = vi
            .fn()
            .mockRejectedValueOnce(toHttpError(400, JSON.stringify({ status: false, message: 'Please correct the answers.', errors: { [`screening_answers.${QUESTION_ID}`]: 'Answer yes or no.' } })))
            .mockRejectedValueOnce(toHttpError(409, JSON.stringify({ status: false, message: employeePortalMessages.alreadyApplied })));
        const dataProvider = fakeEmployeePortal({ employeeApply });
        renderEmployeeArea(dataProvider, `/employee/job-openings/${JOB_ID}`, routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Apply for myself' }));
        const dialog = await screen.findByRole('dialog', { name: 'Apply for Platform Engineer' });
        fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
        expect(await within(dialog).findByText('Answer yes or no.')).toBeTruthy();

        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
        expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', employeePortalMessages.alreadyApplied);
        expect(employeeApply).toHaveBeenCalledTimes(2);
        expect(screen.getByRole('dialog', { name: 'Apply for Platform Engineer' })).toBeTruthy();
    });

    it('moves the focus to an answer the server refuses (Submit, disabled while sending, had it)', async () => {
        const employeeApply = vi.fn().mockRejectedValue(toHttpError(400, JSON.stringify({ status: false, message: 'Please correct the answers.', errors: { [`screening_answers.${QUESTION_ID}`]: 'Give a number of days.' } })));
        const employeeJob = vi.fn(async () => jobDetail({ screening_questions: [{ id: QUESTION_ID, question: 'Notice period?', type: 'TEXT', required: true }] }));
        renderEmployeeArea(fakeEmployeePortal({ employeeApply, employeeJob }), `/employee/job-openings/${JOB_ID}`, routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Apply for myself' }));
        const dialog = await screen.findByRole('dialog', { name: 'Apply for Platform Engineer' });
        fireEvent.change(within(dialog).getByRole('textbox', { name: /Notice period\?/ }), { target: { value: 'soon' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
        expect(await within(dialog).findByText('Give a number of days.')).toBeTruthy();
        await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Notice period\?/ })));
    });

    it("puts the job in the frame's bar under Job Openings with Apply for myself, and shows an HTML description as its text", async () => {
        const dataProvider = fakeEmployeePortal({ employeeJob: vi.fn(async () => jobDetail({ description: '<h2>About the role</h2><p>Build the <strong>platform</strong>.</p>' })) });
        renderEmployeeArea(dataProvider, `/employee/job-openings/${JOB_ID}`, routes);
        await screen.findByRole('heading', { level: 1, name: 'Platform Engineer' });
        const bar = screen.getByRole('banner');
        expect(screen.getAllByRole('heading', { level: 1 })).toEqual([within(bar).getByRole('heading', { level: 1 })]);
        expect(within(within(bar).getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Job Openings' }).getAttribute('href')).toBe('/employee/job-openings');
        expect(within(bar).getByRole('button', { name: 'Apply for myself' })).toBeTruthy();
        const about = screen.getByRole('heading', { name: 'About the job' }).parentElement as HTMLElement;
        expect(about.textContent).toContain('Build the platform.');
        expect(about.textContent).not.toContain('<p>');
    });

    it('applies with no question asked and shows a job the server refuses as its message', async () => {
        const employeeJob = vi
            .fn()
            .mockResolvedValueOnce(jobDetail({ screening_questions: [] }))
            .mockRejectedValueOnce(toHttpError(404, JSON.stringify({ status: false, message: 'Job not found' })));
        const dataProvider = fakeEmployeePortal({ employeeJob });
        const view = renderEmployeeArea(dataProvider, `/employee/job-openings/${JOB_ID}`, routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Apply for myself' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText(/This job asks no questions/)).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit application' }));
        await waitFor(() => expect(dataProvider.employeeApply).toHaveBeenCalledWith({ job_id: JOB_ID }));
        view.unmount();

        renderEmployeeArea(dataProvider, `/employee/job-openings/${JOB_ID}`, routes);
        expect(await screen.findByText('Job not found')).toBeTruthy();
        // A page of its own: the bar's one h1 names it (an alert alone left no heading), its trail and a button lead back.
        const bar = screen.getByRole('banner');
        expect(screen.getAllByRole('heading', { level: 1 })).toEqual([within(bar).getByRole('heading', { level: 1, name: 'Job not available' })]);
        expect(within(within(bar).getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Job Openings' }).getAttribute('href')).toBe('/employee/job-openings');
        expect(screen.getByRole('link', { name: 'Back to job openings' }).getAttribute('href')).toBe('/employee/job-openings');
    });
});
