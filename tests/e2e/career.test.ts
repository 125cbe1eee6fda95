/**
 * The career page in a real browser, on a server of its own whose mail goes
 * to a loopback SMTP sink: a recruiter publishes a job on the career page; a
 * visitor opens the career page with ?utm_source=LinkedIn&utm_campaign=spring,
 * filters by city and experience (the address keeps the filters), opens the
 * job, applies with the code read from the mail and a PDF CV, answers the
 * screening question, accepts the privacy notice, and finds the job in their
 * applied jobs; the recruiter finds the applicant on the board with source
 * LinkedIn. axe finds no serious or critical violation on the career page,
 * the job's page and each step of the apply dialog. The share URL's HTML,
 * fetched without a browser, carries the job's Open Graph tags and JobPosting
 * JSON-LD.
 */
import { get as httpGet } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/resumes/build.js';
import { expectAccessible } from './axe.js';
import { useMailingServer } from './mailingServer.js';
import { pageApi, screenshot, signInAt } from './browser.js';

const mail = useMailingServer('career');
const url = mail.url;

/** The 6-digit code of the newest verification mail to `email`. */
function codeMailedTo(email: string): string | null {
    const mails = mail.sink.received.filter(mail => mail.to.includes(email));
    const text = mails.at(-1)?.data.replace(/=\r?\n/g, '') ?? '';
    return /verification code is (\d{6})/.exec(text)?.[1] ?? null;
}

/** A plain HTTP GET of the acme host (Node does not resolve *.localhost): the HTML a crawler gets. */
function plainGet(path: string): Promise<string> {
    return new Promise((resolve, reject) => {
        const request = httpGet({ host: '127.0.0.1', port: mail.server.port, path, headers: { host: `acme.localhost:${mail.server.port}`, accept: 'text/html' } }, response => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', chunk => (body += chunk));
            response.on('end', () => (response.statusCode === 200 ? resolve(body) : reject(new Error(`GET ${path} answered ${response.statusCode}`))));
        });
        request.on('error', reject);
    });
}

async function check(page: Page, name: string): Promise<void> {
    await screenshot(page, name);
    await expectAccessible(page, name);
}

describe('the career page', () => {
    it('a visitor from LinkedIn filters, opens a job, applies with a mailed code and a PDF CV; the recruiter sees source LinkedIn', async () => {
        const unique = Date.now().toString(36);
        const city = `Lakeside${unique}`;
        const title = `Career Engineer ${unique}`;
        const email = `grace.${unique}@mail.example`;
        const lastName = `Hopper${unique}`;

        // --- The recruiter publishes a job on the career page.
        const recruiterContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const recruiter = await recruiterContext.newPage();
        await signInAt(recruiter, url('/corporate-login'), 'recruiter@acme.example');
        await recruiter.waitForURL(/\/corporate$/);
        const job = await pageApi<{ id: string }>(recruiter, 'POST', 'create-job', {
            title,
            description: 'Build the career page.\nWork with a small team.',
            job_locations: [city],
            min_experience: 3,
            max_experience: 5,
            salary_min: 600000,
            salary_max: 900000,
            currency: 'INR',
            skills: ['React', 'TypeScript'],
            show_on_career_page: true,
            screening_questions: [{ question: 'Can you work from Lakeside?', type: 'YES_NO', required: true }],
        });

        // --- The visitor arrives from LinkedIn and filters by city and experience.
        const visitorContext = await mail.browser.newContext({ viewport: { width: 1280, height: 900 } });
        const visitor = await visitorContext.newPage();
        await visitor.goto(url('/careerPage?utm_source=LinkedIn&utm_campaign=spring'));
        await visitor.getByRole('heading', { level: 1, name: /^Careers at / }).waitFor();
        await visitor.getByRole('heading', { level: 2, name: /open jobs?$/ }).waitFor();
        const cookies = Object.fromEntries((await visitorContext.cookies()).map(cookie => [cookie.name, cookie.value]));
        expect(cookies).toMatchObject({ utm_source: 'LinkedIn', utm_campaign: 'spring' });
        expect(cookies.utm_medium).toBeUndefined();
        await check(visitor, 'career-page');

        await expect.poll(() => visitor.getByLabel('City').locator('option', { hasText: city }).count()).toBe(1);
        await visitor.getByLabel('City').selectOption(city);
        await visitor.waitForURL(new RegExp(`city_id=${city}`));
        await visitor.getByLabel('Work experience').selectOption('3-5');
        await visitor.waitForURL(/work_exp_id=3-5/);
        expect(new URL(visitor.url()).searchParams.get('utm_source')).toBe('LinkedIn');
        const jobLink = visitor.getByRole('link', { name: title });
        await jobLink.waitFor();
        await expect.poll(() => visitor.getByRole('heading', { level: 2, name: /open jobs?$/ }).textContent()).toBe('1 open job');
        await check(visitor, 'career-page-filtered');
        // The back button undoes the last filter.
        await visitor.goBack();
        await visitor.waitForURL(url => !url.search.includes('work_exp_id'));
        await visitor.goForward();
        await jobLink.click();

        // --- The job's page.
        await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
        await visitor.getByText('3 to 5 years').waitFor();
        await visitor.getByText(/INR 600,000 to 900,000 a year/).first().waitFor();
        await check(visitor, 'career-job-page');

        // --- Apply: email, code from the mail, account, CV, review, question, consent.
        await visitor.getByRole('button', { name: 'Apply' }).click();
        const dialog = visitor.getByRole('dialog', { name: `Apply for ${title}` });
        await dialog.waitFor();
        await dialog.getByLabel(/^Email/).fill(email);
        await check(visitor, 'career-apply-email');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByLabel(/^6-digit code/).waitFor();
        await expect.poll(() => codeMailedTo(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
        await check(visitor, 'career-apply-code');
        await dialog.getByLabel(/^6-digit code/).fill(codeMailedTo(email) ?? '');
        await dialog.getByRole('button', { name: 'Verify' }).click();

        await dialog.getByLabel(/^First name/).fill('Grace');
        await dialog.getByLabel(/^Last name/).fill(lastName);
        await dialog.getByLabel(/^Phone/).fill('+44 20 7946 0000');
        await dialog.getByLabel(/^City/).fill(city);
        await dialog.getByLabel(/^Experience \(years\)/).fill('4');
        await dialog.getByLabel(/^Choose a password/).fill('Career#2026pass');
        await dialog.getByLabel(/^Skills/).fill('React, TypeScript');
        await check(visitor, 'career-apply-account');
        await dialog.getByRole('button', { name: 'Create account' }).click();

        await dialog.getByText(/Upload your CV/).waitFor();
        await dialog.getByLabel('CV file (PDF or DOCX)').setInputFiles({
            name: 'grace.pdf',
            mimeType: 'application/pdf',
            buffer: makePdf([`Grace ${lastName}`, 'Title: Frontend Engineer', `Email: ${email}`, 'Skills: React, TypeScript, GraphQL', 'Experience: 4 years']),
        });
        await check(visitor, 'career-apply-cv');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByText(/We filled in your profile from your CV/).waitFor();
        await dialog.getByText('100%').waitFor();
        await check(visitor, 'career-apply-review');
        await dialog.getByRole('button', { name: 'Save and continue' }).click();

        await dialog.getByRole('radio', { name: 'Yes' }).check();
        await check(visitor, 'career-apply-questions');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByRole('checkbox', { name: /I have read and accept the privacy notice/ }).check();
        await check(visitor, 'career-apply-consent');
        await dialog.getByRole('button', { name: 'Submit application' }).click();
        await dialog.getByText(`Your application for ${title} has been sent.`).waitFor();
        await check(visitor, 'career-apply-done');

        // --- The candidate's applied jobs list the job.
        const applied = await pageApi<Array<{ job: { id: string; title: string }; stage: string }>>(visitor, 'GET', 'candidate/applied-jobs');
        expect(applied.map(entry => entry.job.id)).toContain(job.id);
        await dialog.getByRole('link', { name: 'See your applied jobs' }).click();
        await visitor.waitForURL(/\/candidate\/applied-jobs/);
        await visitor.getByText(title).first().waitFor({ timeout: 30_000 });
        await screenshot(visitor, 'career-applied-jobs');

        // --- The recruiter finds the applicant on the board, with source LinkedIn.
        await recruiter.goto(url(`/corporate/total-applications/${job.id}`));
        const card = recruiter.getByTestId('applicant-card').filter({ hasText: lastName });
        await card.waitFor();
        await expect.poll(() => card.textContent()).toContain('LinkedIn');
        await screenshot(recruiter, 'career-board-source');

        // --- The share URL without a browser: Open Graph and JobPosting JSON-LD name the job.
        const html = await plainGet(`/careerPage/job/${job.id}`);
        expect(html).toMatch(new RegExp(`<meta property="og:title" content="[^"]*${title}`));
        const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        expect(ld).toBeTruthy();
        expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'JobPosting', title });

        await recruiterContext.close();
        await visitorContext.close();
    });
});
