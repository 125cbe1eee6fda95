/**
 * Hindi in the browser (docs/decisions.md, "Hindi"): the sign-in page's switch reloads it in
 * Hindi, the choice is remembered into the console, and the account menu switches back.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, screenshot, workspaceUrl } from './browser.js';

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the language switch', () => {
    it('an admin switches the sign-in page to Hindi, signs in to a Hindi console and switches back to English', async () => {
        const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
        const page = await context.newPage();
        try {
            await page.goto(workspaceUrl('acme.localhost', '/corporate-login'));
            await page.getByRole('heading', { name: 'Sign in to your workspace' }).waitFor();
            await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
            await page.getByRole('heading', { name: 'अपने वर्कस्पेस में साइन इन करें' }).waitFor();
            expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
            await screenshot(page, 'hindi-sign-in');

            await page.getByLabel('ईमेल').fill('admin@acme.example');
            await page.getByLabel('पासवर्ड').first().fill(DEMO_PASSWORD);
            await page.getByRole('button', { name: 'साइन इन करें' }).click();
            await page.waitForURL(/\/corporate$/);
            await page.getByRole('link', { name: 'जॉब पोस्टिंग' }).first().waitFor();
            await screenshot(page, 'hindi-corporate');

            await page.getByRole('button', { name: 'खाता मेनू' }).click();
            await page.getByRole('menuitem', { name: 'भाषा: English' }).click();
            await page.getByRole('link', { name: 'Job Postings' }).first().waitFor();
            expect(await page.evaluate(() => localStorage.getItem('ats-locale'))).toBe('en');
        } finally {
            await context.close();
        }
    });
});
