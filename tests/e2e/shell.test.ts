import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, workspaceUrl, signInAt } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function withPage(width: number, run: (page: Page, context: BrowserContext) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    try {
        await run(await context.newPage(), context);
    } finally {
        await context.close();
    }
}

async function signIn(page: Page, loginPath: string, email: string) {
    await signInAt(page, workspaceUrl(ACME, loginPath), email);
}

describe('every audience signs in and lands on its dashboard', () => {
    it.each([
        ['/corporate-login', 'admin@acme.example', /\/corporate$/, 'corporate-shell'],
        ['/corporate-login', 'interviewer@acme.example', /\/interviewer\/dashboard$/, 'interviewer-shell'],
        ['/vendors/login', 'vendor@acme.example', /\/vendors\/dashboard$/, 'vendor-shell'],
        ['/recruit/employee/login', 'employee@acme.example', /\/employee\/dashboard$/, 'employee-shell'],
        ['/candidate/login', 'candidate@acme.example', /\/candidate\/jobs$/, 'candidate-shell'],
    ])('%s as %s', async (loginPath, email, landing, shot) => {
        await withPage(1280, async page => {
            await signIn(page, loginPath, email);
            await page.waitForURL(landing);
            await page.getByRole('button', { name: /account|profile|menu/i }).first().waitFor();
            await screenshot(page, shot);
        });
    });
});

describe("a page below each area, opened at its address, draws with the area's chunk", () => {
    // The area's chunk brings its page's (custom/routes/routePreload.ts); opened cold, the page must draw once, without an error.
    it.each([
        ['/corporate-login', 'interviewer@acme.example', /\/interviewer\/dashboard$/, '/interviewer/past-interviews'],
        ['/vendors/login', 'vendor@acme.example', /\/vendors\/dashboard$/, '/vendors/applications'],
        ['/recruit/employee/login', 'employee@acme.example', /\/employee\/dashboard$/, '/employee/job-openings'],
        ['/candidate/login', 'candidate@acme.example', /\/candidate\/jobs$/, '/candidate/applied-jobs'],
    ])('%s as %s lands on %s, then opens %s', async (loginPath, email, landing, deep) => {
        await withPage(1280, async page => {
            const errors: string[] = [];
            page.on('pageerror', error => errors.push(error.message));
            await signIn(page, loginPath, email);
            await page.waitForURL(landing);
            await page.goto(workspaceUrl(ACME, deep));
            await page.locator('h1').first().waitFor();
            await page.waitForLoadState('networkidle');
            expect(page.url()).toMatch(new RegExp(`${deep}$`));
            expect(await page.getByText('Something went wrong!').count()).toBe(0);
            expect(errors).toEqual([]);
        });
    });
});

describe('sessions and areas', () => {
    it('a revoked session shows Session Expired! and returns to the sign-in page', async () => {
        await withPage(1280, async (page, context) => {
            await signIn(page, '/corporate-login', 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const token = (await context.cookies()).find(c => c.name === 'ats_token')?.value;
            expect(token).toBeTruthy();
            // Revoke it server side, as an admin disabling the account or a logout elsewhere would.
            const revoked = await page.evaluate(
                async bearer => (await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${bearer}` } })).status,
                token,
            );
            expect(revoked).toBe(200);

            await page.reload();
            await page.getByText('Session Expired!').waitFor();
            await page.getByText('Your session has been expired, kindly login again').waitFor();
            await page.waitForURL(/\/corporate-login/, { timeout: 10_000 });
            expect((await context.cookies()).find(c => c.name === 'ats_token')).toBeUndefined();
        });
    });

    it('a vendor who opens /corporate is sent to the vendor area', async () => {
        await withPage(1280, async page => {
            await signIn(page, '/vendors/login', 'vendor@acme.example');
            await page.waitForURL(/\/vendors\/dashboard$/);
            await page.goto(workspaceUrl(ACME, '/corporate/department-onboarding'));
            await page.waitForURL(/\/vendors\/dashboard$/);
        });
    });
});

describe('long pages', () => {
    it('the sidebar stays in view while a long page scrolls, as the bar does', async () => {
        await withPage(1366, async page => {
            await signIn(page, '/corporate-login', 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            await page.goto(workspaceUrl(ACME, '/corporate/company-profile'));
            await page.getByRole('button', { name: 'Save' }).waitFor();
            const scrolled = await page.evaluate(() => {
                window.scrollTo(0, document.documentElement.scrollHeight);
                return window.scrollY;
            });
            expect(scrolled).toBeGreaterThan(200);
            const nav = page.getByTestId('corporate-sidebar');
            const top = await nav.getByRole('link', { name: 'Dashboard' }).evaluate(link => link.getBoundingClientRect().top);
            expect(top).toBeGreaterThanOrEqual(0);
            expect(await page.getByTestId('sidebar-company-name').isVisible()).toBe(true);
            expect(await page.getByTestId('sidebar-company-name').evaluate(name => name.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
            await screenshot(page, 'corporate-long-page-scrolled');
        });
    });
});

describe('narrow screens', () => {
    it('at 1000 px the sidebar shows icons without labels', async () => {
        await withPage(1000, async page => {
            await signIn(page, '/corporate-login', 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            const nav = page.getByRole('navigation').first();
            await nav.getByRole('link', { name: 'Job Postings' }).waitFor();
            expect(await nav.getByText('Job Postings', { exact: true }).isVisible()).toBe(false);
            const width = await nav.evaluate(el => el.getBoundingClientRect().width);
            expect(width).toBeLessThanOrEqual(90);
            await screenshot(page, 'corporate-shell-1000px');
        });
    });

    it('at 700 px wrapped pages show the mobile notice', async () => {
        await withPage(700, async page => {
            await signIn(page, '/corporate-login', 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            await page.getByText('Oops! We do not support mobile browsers yet. Please use your desktop.').waitFor();
            await screenshot(page, 'corporate-shell-700px');
        });
    });

    it('on a 390 px phone the candidate, employee, interviewer and vendor areas are used as on a desktop, and every bar fits', async () => {
        const notice = 'Oops! We do not support mobile browsers yet. Please use your desktop.';
        const fitsThePhone = async (page: Page) => {
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
            const account = (await page.getByRole('button', { name: /account|profile|menu/i }).first().boundingBox())!;
            expect(account.x + account.width).toBeLessThanOrEqual(390);
            // Every link of the area's bar is whole on the screen (they wrap; none is cut at the edge).
            const links = await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link').evaluateAll(all => all.map(link => link.getBoundingClientRect().right));
            expect(links.length).toBeGreaterThan(1);
            expect(links.filter(right => right > 390)).toEqual([]);
            // Only the first row (logo, account) stays at the top: kept there, the links and the title took
            // ~190 px of an 844 px screen through every long form. --ats-page-top (the toast, scroll padding) is that row.
            const bar = await page.getByRole('banner').evaluate(banner => ({
                height: (banner as HTMLElement).offsetHeight,
                pageTop: getComputedStyle(document.documentElement).getPropertyValue('--ats-page-top'),
                inside: banner.querySelectorAll('a, h1').length,
            }));
            expect(bar.height).toBeLessThanOrEqual(56);
            expect(bar).toEqual({ height: bar.height, pageTop: `${bar.height}px`, inside: 0 });
        };
        await withPage(390, async page => {
            await signIn(page, '/candidate/login', 'candidate@acme.example');
            await page.waitForURL(/\/candidate\/jobs$/);
            await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
            // The job filters fold behind a button under the search.
            const minimum = page.getByRole('spinbutton', { name: 'Min experience (years)' });
            expect(await minimum.isVisible()).toBe(false);
            await page.getByRole('button', { name: 'Filters', exact: true }).click();
            await minimum.waitFor();
            await fitsThePhone(page);
            await screenshot(page, 'candidate-jobs-phone-filters');
            await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Offers' }).click();
            await page.getByRole('heading', { level: 1, name: 'Offer letters' }).waitFor();
            await page.getByRole('link', { name: /view and answer/i }).first().click();
            await page.getByRole('button', { name: 'Accept offer' }).waitFor();
            expect(await page.getByText(notice).count()).toBe(0);
            await fitsThePhone(page);
            await screenshot(page, 'candidate-offer-phone');
        });
        await withPage(390, async page => {
            await signIn(page, '/recruit/employee/login', 'employee@acme.example');
            await page.waitForURL(/\/employee\/dashboard$/);
            await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Job Openings' }).click();
            await page.getByRole('link', { name: /^Refer/ }).first().waitFor();
            expect(await page.getByRole('combobox', { name: 'City' }).isVisible()).toBe(false);
            expect(await page.getByText(notice).count()).toBe(0);
            await fitsThePhone(page);
            await screenshot(page, 'employee-jobs-phone');
        });
        await withPage(390, async page => {
            await signIn(page, '/corporate-login', 'interviewer@acme.example');
            await page.waitForURL(/\/interviewer\/dashboard$/);
            await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Past Interviews' }).click();
            await page.getByRole('heading', { level: 1, name: 'Past Interviews' }).waitFor();
            expect(await page.getByText(notice).count()).toBe(0);
            await fitsThePhone(page);
            await screenshot(page, 'interviewer-past-phone');
        });
        await withPage(390, async page => {
            await signIn(page, '/vendors/login', 'vendor@acme.example');
            await page.waitForURL(/\/vendors\/dashboard$/);
            await page.getByRole('heading', { level: 2, name: 'By job' }).waitFor();
            expect(await page.getByText(notice).count()).toBe(0);
            await fitsThePhone(page);
            const nav = page.getByRole('navigation', { name: 'Section navigation' });
            await nav.getByRole('link', { name: 'Job Openings' }).click();
            await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
            expect(await page.getByRole('combobox', { name: 'Skill' }).isVisible()).toBe(false);
            await fitsThePhone(page);
            // The applicants' seven columns become one card per submission, its lines labelled.
            await nav.getByRole('link', { name: 'Applicants' }).click();
            const card = page.getByTestId('vendor-applicant').first();
            await card.waitFor();
            // The head is out of sight, and still there for screen readers.
            expect(await page.locator('thead').first().boundingBox()).toMatchObject({ width: 1, height: 1 });
            expect(await page.getByRole('columnheader', { name: 'Stage' }).count()).toBe(1);
            const [job, stage] = [await card.getByRole('cell').nth(0).boundingBox(), await page.getByTestId('vendor-applicant-stage').first().boundingBox()];
            expect(stage!.y).toBeGreaterThanOrEqual(job!.y + job!.height);
            expect(await page.getByTestId('vendor-applicant-stage').first().evaluate(cell => getComputedStyle(cell, '::before').content)).toBe('"Stage"');
            await fitsThePhone(page);
            await screenshot(page, 'vendor-applicants-phone');
        });
    });
});
