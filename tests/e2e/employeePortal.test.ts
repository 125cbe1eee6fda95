/**
 * The employee portal in a real browser, on a server of its own whose mail
 * goes to a loopback SMTP sink. A recruiter posts a job shown to employees
 * and on the career page. The demo employee (employee@acme.example) signs in
 * at /recruit/employee/login and lands on the dashboard (the area's bar, no
 * corporate sidebar); finds the job by searching the job openings; applies
 * for themself with the screening answer and a PDF CV; a second application
 * from a page opened before the first is refused with the server's sentence;
 * Applied Jobs shows the stage in the API's outsiders' words; refers a friend
 * with a PDF CV (upload progress to 100%) and finds them under My referrals;
 * copies the job's share link (read back from the clipboard: refer_by is the
 * employee); changes their last name on the profile. A visitor opening the
 * copied link applies through the career page's flow (code read from the
 * mail); the recruiter sees source Referral on the board card and the
 * employee, by name, as "Referred by" in the application detail; the
 * employee's referrals list the visitor as "Through your link". axe on every
 * page and dialog; screenshots employee-* in test-artifacts/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EmployeeAppliedJob, Referral } from '../../config/contracts/employeePortal.js';
import { makePdf } from '../fixtures/resumes/build.js';
import { expectAccessible } from './axe.js';
import { useMailingServer } from './mailingServer.js';
import { pageApi, screenshot, signInAt } from './browser.js';

const mail = useMailingServer('employee-portal');
const url = mail.url;

async function check(page: Page, name: string): Promise<void> {
    await screenshot(page, name);
    await expectAccessible(page, name);
}

/** The 6-digit code of the newest verification mail to `email`. */
function codeMailedTo(email: string): string | null {
    const mails = mail.sink.received.filter(received => received.to.includes(email));
    const text = mails.at(-1)?.data.replace(/=\r?\n/g, '') ?? '';
    return /verification code is (\d{6})/.exec(text)?.[1] ?? null;
}

describe('employee portal', () => {
    it('an employee applies internally, refers a friend, shares a link; a visitor applying through it is credited to the employee', async () => {
        const unique = Date.now().toString(36);
        const title = `Referral Engineer ${unique}`;
        const city = `Riverside${unique}`;
        const friendLast = `Friend${unique}`;
        const visitorEmail = `vic.${unique}@mail.example`;
        const visitorLast = `Visitor${unique}`;
        const newLastName = `Emmerson${unique}`;

        // --- The recruiter posts a job shown to employees (the default) and on the career page.
        const recruiterContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const recruiter = await recruiterContext.newPage();
        await signInAt(recruiter, url('/corporate-login'), 'recruiter@acme.example');
        await recruiter.waitForURL(/\/corporate$/);
        const job = await pageApi<{ id: string }>(recruiter, 'POST', 'create-job', {
            title,
            description: 'Grow the team through referrals.\nWork with recruiting.',
            job_locations: [city],
            min_experience: 1,
            max_experience: 8,
            skills: ['TypeScript'],
            show_on_career_page: true,
            screening_questions: [{ question: 'Can you work from Riverside?', type: 'YES_NO', required: true }],
        });

        // --- The employee signs in and lands on the dashboard, with the area's bar.
        const origin = url('/');
        const employeeContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        await employeeContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(origin).origin });
        const employee = await employeeContext.newPage();
        await signInAt(employee, url('/recruit/employee/login'), 'employee@acme.example');
        await employee.waitForURL(/\/employee\/dashboard$/);
        await employee.getByRole('heading', { level: 1, name: 'Employee Dashboard' }).waitFor();
        expect(await employee.getByRole('navigation', { name: 'Section navigation' }).getByRole('link').allTextContents()).toEqual(['Dashboard', 'Job Openings', 'Applied Jobs', 'Refer & Share']);
        expect(await employee.getByText('Onboarding').count()).toBe(0);
        // The seeded application and referral (server/db/seedEmployee.ts) are counted.
        await expect.poll(async () => Number(await employee.getByTestId('employee-count-applications').locator('p').first().textContent())).toBeGreaterThanOrEqual(1);
        // The chart library arrives with the first chart (a lazy chunk of the area) and draws.
        await employee.getByRole('figure', { name: 'The last six months' }).locator('.apexcharts-canvas').waitFor();
        await check(employee, 'employee-dashboard');

        // --- Job openings: the search finds the job; the request carries it.
        await employee.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Job Openings' }).click();
        await employee.getByRole('heading', { level: 1, name: 'Job Openings' }).waitFor();
        await employee.getByTestId('employee-job').first().waitFor();
        const searched = employee.waitForResponse(response => response.url().endsWith('/api/employee/jobs') && (response.request().postDataJSON() as { search?: string }).search === unique);
        await employee.getByRole('searchbox', { name: 'Search jobs' }).fill(unique);
        expect((await searched).request().postDataJSON()).toEqual({ currentPage: 1, limit: 12, search: unique });
        const card = employee.getByRole('article', { name: title });
        await card.waitFor();
        await expect.poll(() => employee.getByTestId('employee-job').count()).toBe(1);
        await check(employee, 'employee-job-openings');

        // --- The job's page, opened twice: the second tab stays as it was before applying.
        await card.getByRole('link', { name: `View job: ${title}` }).click();
        await employee.waitForURL(new RegExp(`/employee/job-openings/${job.id}$`));
        await employee.getByRole('heading', { level: 1, name: title }).waitFor();
        await employee.getByText('Can you work from Riverside?').waitFor();
        await check(employee, 'employee-job');
        const staleTab = await employeeContext.newPage();
        await staleTab.goto(url(`/employee/job-openings/${job.id}`));
        await staleTab.getByRole('button', { name: 'Apply for myself' }).waitFor();

        // --- Apply for myself: the question answered, a PDF CV uploaded.
        await employee.getByRole('button', { name: 'Apply for myself' }).click();
        const dialog = employee.getByRole('dialog', { name: `Apply for ${title}` });
        await dialog.waitFor();
        await dialog.getByRole('radio', { name: 'Yes' }).check();
        await dialog.getByLabel('CV file (PDF or DOCX)').setInputFiles({ name: 'emma.pdf', mimeType: 'application/pdf', buffer: makePdf(['Emma Employee', 'Title: Account Manager', 'Skills: Sales, TypeScript']) });
        await dialog.getByText('emma.pdf').waitFor();
        await check(employee, 'employee-apply');
        await dialog.getByRole('button', { name: 'Submit application' }).click();
        await employee.getByText('Application submitted successfully!').waitFor();
        await dialog.waitFor({ state: 'detached' });
        await employee.getByRole('link', { name: 'See my applications' }).waitFor();

        // --- The second application, from the tab opened before: refused in the server's words, the dialog kept.
        await staleTab.getByRole('button', { name: 'Apply for myself' }).click();
        const staleDialog = staleTab.getByRole('dialog', { name: `Apply for ${title}` });
        await staleDialog.getByRole('radio', { name: 'Yes' }).check();
        await staleDialog.getByRole('button', { name: 'Submit application' }).click();
        await staleDialog.getByRole('alert').getByText('You have already applied to this job.').waitFor();
        await check(staleTab, 'employee-apply-refused');
        await staleTab.close();

        // --- Applied Jobs: the stage as the API words it for outsiders.
        await employee.getByRole('link', { name: 'See my applications' }).click();
        await employee.waitForURL(/\/employee\/applied-jobs$/);
        const applied = await pageApi<EmployeeAppliedJob[]>(employee, 'GET', 'employee/applied-jobs');
        const mine = applied.find(entry => entry.job.id === job.id);
        expect(mine).toBeTruthy();
        const row = employee.getByTestId('applied-job').filter({ hasText: title });
        await expect.poll(() => row.getByTestId('applied-job-stage').textContent()).toBe(mine?.stage);
        await check(employee, 'employee-applied-jobs');

        // --- Refer a friend for the job, with a PDF CV.
        await employee.goto(url(`/employee/job-openings/${job.id}`));
        await employee.getByRole('link', { name: 'Refer someone' }).click();
        await employee.waitForURL(/\/employee\/refer-and-share\?job=/);
        const form = employee.getByRole('region', { name: 'Refer a person' });
        await expect.poll(() => form.getByRole('combobox', { name: /^Job/ }).textContent()).toContain(title);
        await form.getByLabel(/^First name/).fill('Fran');
        await form.getByLabel(/^Last name/).fill(friendLast);
        await form.getByLabel(/^Email/).fill(`fran.${unique}@mail.example`);
        await form.getByLabel(/^Phone/).fill('+44 20 7946 0123');
        await form.getByLabel(/^Note for the recruiter/).fill('Fran and I built the billing system at Globex.');
        await form.getByLabel('Their CV (PDF or DOCX)').setInputFiles({ name: 'fran.pdf', mimeType: 'application/pdf', buffer: makePdf([`Fran ${friendLast}`, 'Title: Backend Engineer', 'Skills: Go, PostgreSQL']) });
        await check(employee, 'employee-refer-form');
        await form.getByRole('button', { name: 'Refer' }).click();
        await employee.getByText('Referral submitted successfully!').waitFor();
        await form.getByRole('status').getByText(`You referred Fran ${friendLast} for ${title}, with fran.pdf.`, { exact: false }).waitFor();
        const referralRow = employee.getByTestId('referral').filter({ hasText: friendLast });
        await referralRow.waitFor();
        const referrals = await pageApi<Referral[]>(employee, 'GET', 'employee/referrals');
        const friend = referrals.find(entry => entry.candidate_name.includes(friendLast));
        expect(friend?.channel).toBe('REFERRAL');
        expect(await referralRow.getByTestId('referral-stage').textContent()).toBe(friend?.stage);

        // --- Share the job: the link, copied to the clipboard, carries refer_by.
        const share = employee.getByRole('region', { name: 'Share a job' });
        const linkBox = share.getByRole('textbox', { name: 'Your link' });
        await expect.poll(() => linkBox.inputValue()).toContain(`/careerPage/job/${job.id}`);
        const link = await linkBox.inputValue();
        const profile = await pageApi<{ employee_id: string }>(employee, 'GET', 'employee/profile');
        expect(new URL(link).searchParams.get('refer_by')).toBe(profile.employee_id);
        expect(new URL(link).origin).toBe(new URL(origin).origin);
        const linkedIn = await share.getByRole('link', { name: /on LinkedIn/ }).getAttribute('href');
        expect(linkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
        // With the keyboard: from the link's field, Tab reaches Copy link and Enter copies.
        await linkBox.focus();
        await employee.keyboard.press('Tab');
        expect(await employee.evaluate(() => document.activeElement?.textContent)).toBe('Copy link');
        await employee.keyboard.press('Enter');
        await employee.getByText('Link copied to the clipboard').waitFor();
        const copied = await employee.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(link);
        await check(employee, 'employee-refer-and-share');

        // --- Profile: the last name changed ('Profile updated successfully!').
        await employee.getByRole('button', { name: 'Account menu' }).click();
        await employee.getByRole('menuitem', { name: 'Profile' }).click();
        await employee.waitForURL(/\/employee\/profile$/);
        await employee.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
        await employee.getByLabel(/^Last name/).fill(newLastName);
        await employee.getByRole('button', { name: 'Save' }).click();
        await employee.getByText('Profile updated successfully!').waitFor();
        await check(employee, 'employee-profile');

        // --- A visitor opens the copied link and applies through the career page's flow.
        const visitorContext = await mail.browser.newContext({ viewport: { width: 1280, height: 900 } });
        const visitor = await visitorContext.newPage();
        await visitor.goto(copied);
        await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
        const cookies = Object.fromEntries((await visitorContext.cookies()).map(cookie => [cookie.name, cookie.value]));
        expect(cookies.refer_by).toBe(profile.employee_id);
        await visitor.getByRole('button', { name: 'Apply' }).click();
        const apply = visitor.getByRole('dialog', { name: `Apply for ${title}` });
        await apply.getByLabel(/^Email/).fill(visitorEmail);
        await apply.getByRole('button', { name: 'Continue' }).click();
        await apply.getByLabel(/^6-digit code/).waitFor();
        await expect.poll(() => codeMailedTo(visitorEmail), { timeout: 15_000 }).toMatch(/^\d{6}$/);
        await apply.getByLabel(/^6-digit code/).fill(codeMailedTo(visitorEmail) ?? '');
        await apply.getByRole('button', { name: 'Verify' }).click();
        await apply.getByLabel(/^First name/).fill('Vic');
        await apply.getByLabel(/^Last name/).fill(visitorLast);
        await apply.getByLabel(/^Phone/).fill('+44 20 7946 0456');
        await apply.getByLabel(/^City/).fill(city);
        await apply.getByLabel(/^Experience \(years\)/).fill('3');
        await apply.getByLabel(/^Choose a password/).fill('Visitor#2026pass');
        await apply.getByRole('button', { name: 'Create account' }).click();
        await apply.getByLabel('CV file (PDF or DOCX)').setInputFiles({ name: 'vic.pdf', mimeType: 'application/pdf', buffer: makePdf([`Vic ${visitorLast}`, `Email: ${visitorEmail}`, 'Skills: TypeScript']) });
        await apply.getByRole('button', { name: 'Continue' }).click();
        await apply.getByRole('button', { name: 'Save and continue' }).click();
        await apply.getByRole('radio', { name: 'Yes' }).check();
        await apply.getByRole('button', { name: 'Continue' }).click();
        await apply.getByRole('checkbox', { name: /I have read and accept the privacy notice/ }).check();
        await apply.getByRole('button', { name: 'Submit application' }).click();
        await apply.getByText(`Your application for ${title} has been sent.`).waitFor();
        await visitorContext.close();

        // --- The recruiter: source Referral on the card, the employee by name as "Referred by" in the detail.
        await recruiter.goto(url(`/corporate/total-applications/${job.id}`));
        const visitorCard = recruiter.getByTestId('applicant-card').filter({ hasText: visitorLast });
        await visitorCard.waitFor();
        await expect.poll(() => visitorCard.textContent()).toContain('Referral');
        await visitorCard.getByRole('button', { name: `Vic ${visitorLast}`, exact: true }).click();
        const drawer = recruiter.getByRole('dialog', { name: 'Application' });
        await drawer.getByRole('heading', { name: 'Where they came from' }).waitFor();
        const attribution = drawer.locator('section').filter({ has: recruiter.getByRole('heading', { name: 'Where they came from' }) });
        await expect.poll(() => attribution.textContent()).toContain(`Emma ${newLastName}`);
        expect(await attribution.textContent()).toContain('Referred by');
        await screenshot(recruiter, 'employee-recruiter-detail');
        await recruiterContext.close();

        // --- The employee's referrals list the visitor, brought by the link.
        await employee.goto(url('/employee/refer-and-share'));
        const linkRow = employee.getByTestId('referral').filter({ hasText: visitorLast });
        await linkRow.waitFor();
        expect(await linkRow.textContent()).toContain('Through your link');
        await employeeContext.close();
    });
});
