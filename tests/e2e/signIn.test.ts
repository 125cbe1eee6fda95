import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, workspaceUrl, signInAt } from './browser.js';

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signIn(page: Page, host: string, email: string, path = '/corporate-login') {
    await signInAt(page, workspaceUrl(host, path), email);
}

describe('platform entry in the browser', () => {
    // Globex is the demo institute: its /corporate is the placement dashboard (TPO mode, docs/decisions.md).
    it.each([
        ['acme.localhost', 'admin@acme.example', 'Acme Talent Partners', ['You are signed in to Acme Talent Partners.', 'Welcome, Alex Admin']],
        ['globex.localhost', 'admin@globex.example', 'Globex Careers', ['Globex Institute of Technology: placements of the academic year']],
    ])('on %s the demo admin signs in and lands on /corporate with the company name', async (host, email, company, landing) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        try {
            await signIn(page, host, email);
            await page.waitForURL(/\/corporate$/);
            for (const text of landing) await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
            // The tab names the page by its menu entry, then the workspace.
            expect(await page.title()).toBe(`Dashboard | ${company} ATS`);
            await screenshot(page, `corporate-landing-${host.split('.')[0]}`);
        } finally {
            await context.close();
        }
    });
});
