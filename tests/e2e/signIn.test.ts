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
    it.each([
        ['acme.localhost', 'admin@acme.example', 'Acme Talent Partners', 'Alex Admin'],
        ['globex.localhost', 'admin@globex.example', 'Globex Careers', 'Alex Admin'],
    ])('on %s the demo admin signs in and lands on /corporate with the company name', async (host, email, company, name) => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        try {
            await signIn(page, host, email);
            await page.waitForURL(/\/corporate$/);
            await expect.poll(() => page.getByText(`You are signed in to ${company}.`).isVisible()).toBe(true);
            await expect.poll(() => page.getByText(`Welcome, ${name}`).isVisible()).toBe(true);
            expect(await page.title()).toBe(`${company} ATS`);
            await screenshot(page, `corporate-landing-${host.split('.')[0]}`);
        } finally {
            await context.close();
        }
    });
});
