import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobCard } from '../../../custom/jobs/JobCard';
import type { Job } from '../../../dataProvider/jobsTypes';
import { fakeJobs, renderPage, stubBrowserApis } from '../board/boardTestUtils';

beforeEach(() => stubBrowserApis());
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

const longTitle = 'Principal Site Reliability Engineer for the Payments and Settlements Platform';

const job = {
    id: 'j7', title: longTitle, description: '', client_id: null, department_id: null, business_unit_id: null, domain_id: null, position_category_id: null,
    recruiters: [{ id: 'r1', first_name: 'Rita', last_name: 'Recruiter' }], employment_type: 'FULL_TIME', position_type: 'NEW', priority: 'URGENT', job_locations: ['Pune'], skills: [],
    min_experience: 1, max_experience: 4, salary_min: null, salary_max: null, currency: null, openings: 1, posted_date: '2026-01-01', job_deadline: null, hiring_deadline: null,
    job_type: 'ON_HOLD', show_to_vendors: false, show_to_employees: false, show_on_career_page: true, promoted_at: null, applicant_count: 3, status: 'ACTIVE', version: 1, created_at: '', updated_at: '',
} as unknown as Job;

function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCard(canEdit: boolean, shown: Job = job) {
    const onAction = vi.fn();
    renderPage(
        <Routes>
            <Route path="/corporate/active-jobs" element={<JobCard job={shown} canEdit={canEdit} onAction={onAction} onRemoveRecruiter={vi.fn()} />} />
            <Route path="*" element={<Where />} />
        </Routes>,
        { path: '/corporate/active-jobs', route: '*' },
        fakeJobs(),
    );
    return { onAction };
}

describe('job card', () => {
    it('has one text button, the board; status and priority are chips with words; the long title is cut with the whole title on hover', async () => {
        renderCard(true);
        const card = await screen.findByRole('article', { name: longTitle });
        const buttons = within(card).getAllByRole('button').concat(within(card).getAllByRole('link'));
        const textButtons = buttons.filter(node => node.classList.contains('MuiButton-root'));
        expect(textButtons.map(node => node.textContent)).toEqual(['Applicants']);
        expect(within(card).getByText('On hold')).toBeTruthy();
        expect(within(card).getByText('Urgent priority')).toBeTruthy();
        expect(within(card).queryByText('ON_HOLD')).toBeNull();
        const title = within(card).getByRole('link', { name: longTitle });
        expect(title.getAttribute('title')).toBe(longTitle);
        expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    });

    it('says the experience asked as a range of years', async () => {
        renderCard(false);
        expect((await screen.findByRole('article', { name: longTitle })).textContent).toContain('Pune · 1–4 yrs · Full time');
    });

    it('says any experience for a job open to the whole scale (a job imported without experience columns)', async () => {
        renderCard(false, { ...job, min_experience: 0, max_experience: 40 });
        expect((await screen.findByRole('article', { name: longTitle })).textContent).toContain('Pune · Any experience · Full time');
    });

    it('opens the overflow menu from the keyboard and runs the chosen action', async () => {
        const user = userEvent.setup();
        const { onAction } = renderCard(true);
        const more = await screen.findByRole('button', { name: `More actions for ${longTitle}` });
        more.focus();
        await user.keyboard('{Enter}');
        const menu = await screen.findByRole('menu');
        expect(within(menu).getAllByRole('menuitem').map(item => item.textContent)).toEqual(['Edit', 'Promote', 'Hiring deadline', 'Assign recruiter', 'Delete']);
        expect(more.getAttribute('aria-expanded')).toBe('true');
        // MUI focuses the first item; arrows move, Enter chooses.
        await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
        expect(onAction).toHaveBeenCalledWith('deadline', job);
        expect(screen.queryByRole('menu')).toBeNull();
    });

    it('Edit in the menu goes to the job form', async () => {
        const user = userEvent.setup();
        renderCard(true);
        await user.click(await screen.findByRole('button', { name: `More actions for ${longTitle}` }));
        await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
        expect((await screen.findByTestId('where')).textContent).toBe('/corporate/post-a-job/j7');
    });

    it('a reader without the right to edit gets no menu', async () => {
        renderCard(false);
        const card = await screen.findByRole('article', { name: longTitle });
        expect(within(card).queryByRole('button', { name: /More actions/ })).toBeNull();
        expect(within(card).getByRole('link', { name: 'Applicants' })).toBeTruthy();
    });
});
