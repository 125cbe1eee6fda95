import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, screenshot, workspaceUrl, signInAt } from './browser.js';

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

describe('an account at another audience’s sign-in page', () => {
    it('a vendor at the workspace sign-in is sent to the vendor sign-in with the email kept, and signs in there', async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        try {
            // /login is the workspace's sign-in: where a vendor who types the short address lands.
            await signIn(page, 'acme.localhost', 'vendor@acme.example', '/login');
            await page.getByText('Your account signs in on another sign-in page.').waitFor();
            await screenshot(page, 'sign-in-other-page');
            await page.getByRole('link', { name: 'Go to the vendor sign-in' }).focus();
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/vendors\/login$/);
            await page.getByRole('heading', { name: 'Vendor sign in' }).waitFor();
            expect(await page.getByLabel('Email').inputValue()).toBe('vendor@acme.example');
            // The password field has the focus: typing it and Enter signs in.
            await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
            await page.keyboard.type(DEMO_PASSWORD);
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/vendors\/dashboard$/);
        } finally {
            await context.close();
        }
    });
});
