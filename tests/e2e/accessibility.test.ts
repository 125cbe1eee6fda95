/**
 * axe-core on six pages of the console in a real browser: sign-in, the
 * corporate dashboard (and its global search dialog, open), a generated list,
 * a generated create form, a seeded job's board and the job form; then sign-in and the generated list again
 * for a workspace whose colour is far too light to read as text; then every
 * signed-in area's main pages in the dark theme. A serious or
 * critical violation fails with its rule id, the offending elements and
 * axe's summary of what to fix (docs/accessibility.md). How axe gets into a
 * page under the console's CSP: tests/e2e/axe.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { launchBrowser, signInAt, workspaceUrl, pageApi } from './browser.js';

const ACME = 'acme.localhost';
const GLOBEX = 'globex.localhost';
const viewport = { width: 1440, height: 900 };

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedInPage(host: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInAt(page, workspaceUrl(host, '/corporate-login'), email);
    await page.waitForURL(/\/corporate$/);
    return { context, page };
}

async function checkSignInPage(host: string, name: string): Promise<void> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
        await page.goto(workspaceUrl(host, '/corporate-login'));
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await expectAccessible(page, name);
    } finally {
        await context.close();
    }
}

async function checkDepartmentList(page: Page, host: string, name: string): Promise<void> {
    await page.goto(workspaceUrl(host, '/corporate/department-onboarding'));
    await page.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, name);
}

describe('accessibility (axe-core): no serious or critical violation', () => {
    // One signed-in admin for the corporate pages of the default theme colour (#00bbb6).
    let session: { context: BrowserContext; page: Page };
    beforeAll(async () => {
        session = await signedInPage(ACME, 'admin@acme.example');
    });
    afterAll(() => session?.context.close());

    it('on the sign-in page', async () => {
        await checkSignInPage(ACME, 'sign-in');
    });

    it('on the corporate dashboard', async () => {
        const { page } = session;
        await page.goto(workspaceUrl(ACME, '/corporate'));
        await page.getByTestId('corporate-sidebar').waitFor();
        await page.getByRole('main').getByRole('heading').first().waitFor();
        await expectAccessible(page, 'dashboard');
    });

    // Its options once had an aria-label without the text they show: axe's label-content-name-mismatch
    // (experimental, so off by default) is asked for here.
    it('on the global search dialog (Ctrl K), open with a candidate and an application found', async () => {
        const { page } = session;
        await page.goto(workspaceUrl(ACME, '/corporate'));
        await page.getByTestId('corporate-sidebar').waitFor();
        await page.keyboard.press('Control+k');
        const field = page.getByRole('combobox', { name: 'Search jobs, candidates, applications and pages' });
        await field.waitFor();
        await page.keyboard.type('neha');
        await page.locator('[role="option"][data-kind="applications"]').first().waitFor();
        await expectAccessible(page, 'search-dialog', ['label-content-name-mismatch']);
        await page.keyboard.press('Escape');
        await field.waitFor({ state: 'detached' });
    });

    it('on a generated list (departments)', async () => {
        await checkDepartmentList(session.page, ACME, 'generated-list');
    });

    it('on a generated create form (departments)', async () => {
        const { page } = session;
        await page.goto(workspaceUrl(ACME, '/corporate/department-onboarding/create'));
        await page.getByRole('textbox', { name: /^Department name/ }).waitFor();
        await expectAccessible(page, 'generated-create');
    });

    it('on the board of a seeded job', async () => {
        const { page } = session;
        const jobs = await pageApi<{ id: string; title: string }[]>(page, 'GET', `get-jobs?search=${encodeURIComponent('Senior Backend Engineer')}`);
        const job = jobs.find(candidate => candidate.title === 'Senior Backend Engineer');
        if (!job) throw new Error('the seeded job "Senior Backend Engineer" is missing');
        await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
        await page.getByRole('region', { name: 'Screening' }).getByTestId('applicant-card').first().waitFor();
        await expectAccessible(page, 'board');
    });

    it('on the access-denied page (a recruiter opening the company profile)', async () => {
        const { context, page } = await signedInPage(ACME, 'recruiter@acme.example');
        try {
            await page.goto(workspaceUrl(ACME, '/corporate/company-profile'));
            await page.getByText('Access denied').waitFor();
            await expectAccessible(page, 'access-denied');
        } finally {
            await context.close();
        }
    });

    it('on the job form', async () => {
        const { page } = session;
        await page.goto(workspaceUrl(ACME, '/corporate/post-a-job'));
        await page.getByRole('textbox', { name: /^Job title/ }).waitFor();
        await expectAccessible(page, 'job-form');
    });

    it('with a workspace colour too light for text (#ffff00): sign-in and a generated list', async () => {
        const { context, page } = await signedInPage(GLOBEX, 'admin@globex.example');
        const original = await pageApi<{ theme_color: string; version: number }>(page, 'GET', 'get-company-profile');
        try {
            await pageApi(page, 'POST', 'update-company-profile', { version: original.version, theme_color: '#ffff00' });
            await checkSignInPage(GLOBEX, 'sign-in-yellow');
            await checkDepartmentList(page, GLOBEX, 'generated-list-yellow');
            // The page really is in the new colour: the contained Create-form Save fill is yellow.
            await page.goto(workspaceUrl(GLOBEX, '/corporate/department-onboarding/create'));
            const save = page.getByRole('button', { name: 'Save' });
            await save.waitFor();
            expect(await save.evaluate(element => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 0)');
            await expectAccessible(page, 'generated-create-yellow');
        } finally {
            // Other suites see globex in its own colour again, whatever happened above.
            const now = await pageApi<{ version: number }>(page, 'GET', 'get-company-profile');
            await pageApi(page, 'POST', 'update-company-profile', { version: now.version, theme_color: original.theme_color });
            await context.close();
        }
    });
});

/** Each signed-in area's main pages, as the system's dark setting shows them (the public pages stay light: docs/ui.md). */
const darkAreas = [
    { email: 'admin@acme.example', signIn: '/corporate-login', lands: /\/corporate$/, pages: ['/corporate', '/corporate/active-jobs', '/corporate/department-onboarding', '/corporate/department-onboarding/create', '/corporate/post-a-job', '/corporate/offer-letters'] },
    { email: 'interviewer@acme.example', signIn: '/corporate-login', lands: /\/interviewer\/dashboard$/, pages: ['/interviewer/dashboard', '/interviewer/upcoming-interviews'] },
    { email: 'vendor@acme.example', signIn: '/vendors/login', lands: /\/vendors\/dashboard$/, pages: ['/vendors/dashboard', '/vendors/job-openings', '/vendors/applications'] },
    { email: 'employee@acme.example', signIn: '/recruit/employee/login', lands: /\/employee\/dashboard$/, pages: ['/employee/dashboard', '/employee/job-openings'] },
    { email: 'candidate@acme.example', signIn: '/candidate/login', lands: /\/candidate\/jobs$/, pages: ['/candidate/jobs', '/candidate/applied-jobs', '/candidate/offers'] },
];

describe('accessibility (axe-core) in the dark theme: no serious or critical violation', () => {
    for (const area of darkAreas) {
        it(`as ${area.email}: ${area.pages.join(', ')}`, async () => {
            const context = await browser.newContext({ viewport, colorScheme: 'dark' });
            const page = await context.newPage();
            try {
                await signInAt(page, workspaceUrl(ACME, area.signIn), area.email);
                await page.waitForURL(area.lands);
                for (const path of area.pages) {
                    await page.goto(workspaceUrl(ACME, path));
                    await page.getByRole('heading', { level: 1 }).first().waitFor();
                    await page.waitForLoadState('networkidle');
                    // The page really is dark: the console follows the system's setting.
                    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
                    await expectAccessible(page, `dark${path.replaceAll('/', '-')}`);
                }
            } finally {
                await context.close();
            }
        });
    }
});
