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
 * JSON-LD. A white-label partner's page, on an origin of its own, embeds the
 * job list with the one script tag, in the partner's colour; a job opens in
 * a tab of its own with the partner as its source; a site that is not a
 * partner cannot frame the page. On a 390 px phone the filters fold behind a
 * "Filters" button naming how many are set.
 */
import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
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
        // A city of the list (server/db/cities.ts) that no demo job is in: the filter leaves this job alone.
        const city = 'Coimbatore';
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
        await visitor.waitForURL(/city_id=\d+/);
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

    it('on a phone, the filters fold behind a button that says how many are set, and the first jobs show under the search', async () => {
        const phone = await mail.browser.newContext({ viewport: { width: 390, height: 844 } });
        try {
            const visitor = await phone.newPage();
            await visitor.goto(url('/careerPage'));
            const firstJob = visitor.getByRole('main').getByRole('listitem').first();
            await firstJob.waitFor();
            const city = visitor.getByLabel('City');
            expect(await city.isVisible()).toBe(false);
            // The first job starts within the first screen.
            expect((await firstJob.boundingBox())!.y).toBeLessThan(844);
            // The Search button lines up with its field, top and height.
            const searchField = (await visitor.getByRole('searchbox').boundingBox())!;
            const searchButton = (await visitor.getByRole('search').getByRole('button', { name: 'Search' }).boundingBox())!;
            expect(Math.abs(searchButton.y - searchField.y)).toBeLessThanOrEqual(1);
            expect(Math.abs(searchButton.height - searchField.height)).toBeLessThanOrEqual(1);
            await screenshot(visitor, 'career-page-phone');

            const toggle = visitor.getByRole('button', { name: 'Filters', exact: true });
            expect(await toggle.getAttribute('aria-expanded')).toBe('false');
            await toggle.click();
            expect(await toggle.getAttribute('aria-expanded')).toBe('true');
            await city.waitFor();
            await expect.poll(() => city.locator('option').count()).toBeGreaterThan(1);
            await city.selectOption({ index: 1 });
            await visitor.waitForURL(/city_id=\d+/);
            await visitor.getByRole('button', { name: 'Filters (1)' }).waitFor();
            await check(visitor, 'career-page-phone-filters');

            // Folded again by the keyboard; a shared link with filters opens folded, naming them.
            await visitor.getByRole('button', { name: 'Filters (1)' }).press('Enter');
            await city.waitFor({ state: 'hidden' });
            await visitor.goto(url('/careerPage?work_exp_id=3-5&sort_by=oldest'));
            await visitor.getByRole('button', { name: 'Filters (2)' }).waitFor();
            expect(await visitor.getByLabel('Work experience').isVisible()).toBe(false);

            // Wider than a phone, the selects show and the button does not.
            await visitor.setViewportSize({ width: 800, height: 900 });
            await visitor.getByLabel('Work experience').waitFor();
            expect(await visitor.getByRole('button', { name: 'Filters (2)' }).isVisible()).toBe(false);
        } finally {
            await phone.close();
        }
    });
});


/** A web page on http://{host}:{port}/ carrying the workspace's one embed script tag (set once the partner exists). */
async function embeddingSite(): Promise<{ port: number; embed: (scriptSrc: string) => void; close: () => void }> {
    let scriptSrc = '';
    const server = createServer((_request, response) =>
        response
            .writeHead(200, { 'content-type': 'text/html' })
            .end(`<!doctype html><html lang="en"><head><title>Partner jobs</title></head><body><h1>Jobs Hub</h1><script src="${scriptSrc}"></script></body></html>`),
    );
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, embed: src => (scriptSrc = src), close: () => server.close() };
}

describe('white-label partner sites', () => {
    it("a partner's page embeds the job list in its colour with one script tag; a job opens with the partner as source; others cannot frame it", async () => {
        const unique = Date.now().toString(36);
        const title = `Partner Analyst ${unique}`;
        const adminContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await adminContext.newPage();
        await signInAt(admin, url('/corporate-login'), 'admin@acme.example');
        await admin.waitForURL(/\/corporate$/);
        await pageApi(admin, 'POST', 'create-job', { title, description: 'Work with partners.', job_locations: ['Pune'], min_experience: 1, max_experience: 4, show_on_career_page: true });

        const site = await embeddingSite();
        const stranger = await embeddingSite();
        const partnerOrigin = `http://partner.localhost:${site.port}`;
        const partner = await pageApi<{ id: string }>(admin, 'POST', 'partner-site', { name: `Jobs Hub ${unique}`, origin: partnerOrigin, brand_color: '#aa3300' });
        for (const page of [site, stranger]) page.embed(url(`/embed/jobs.js?partner=${partner.id}`));
        const visitorContext = await mail.browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
            const visitor = await visitorContext.newPage();
            await visitor.goto(`${partnerOrigin}/`);
            const frame = visitor.frameLocator('iframe[title^="Jobs at "]');
            const jobLink = frame.getByRole('link', { name: title });
            await jobLink.waitFor({ timeout: 30_000 });
            // The frame's theme is built from the partner's brand colour.
            await expect.poll(() => jobLink.evaluate(element => getComputedStyle(element).color)).toBe('rgb(170, 51, 0)');
            await screenshot(visitor, 'career-partner-embed');

            // A job opens in a tab of its own, carrying the partner and its attribution.
            const [tab] = await Promise.all([visitorContext.waitForEvent('page'), jobLink.click()]);
            await tab.getByRole('heading', { level: 1, name: title }).waitFor();
            const opened = new URL(tab.url()).searchParams;
            expect(Object.fromEntries(['partner', 'utm_source', 'utm_medium'].map(key => [key, opened.get(key)]))).toEqual({
                partner: partner.id,
                utm_source: `Jobs Hub ${unique}`,
                utm_medium: 'partner_site',
            });
            const cookies = Object.fromEntries((await visitorContext.cookies(url('/'))).map(cookie => [cookie.name, cookie.value]));
            expect(cookies.utm_medium).toBe('partner_site');

            // A site that is not a partner has the frame refused (frame-ancestors): the job list never shows there.
            const elsewhere = await visitorContext.newPage();
            const refused = elsewhere.waitForEvent('console', message => /frame-ancestors/.test(message.text()));
            await elsewhere.goto(`http://stranger.localhost:${stranger.port}/`);
            await refused;
            expect(await elsewhere.frameLocator('iframe').getByRole('link', { name: title }).count()).toBe(0);
        } finally {
            site.close();
            stranger.close();
            await visitorContext.close();
            await adminContext.close();
        }
    });
});
