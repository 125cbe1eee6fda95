/**
 * The question bank from the interviews page, as an admin and as a recruiter
 * would use it: read a group's questions with their criteria, add the
 * workspace's own question (keyboard), find it in the bank, delete it behind
 * the confirmation; a recruiter without USERS-INTERVIEWERS only reads.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signInAt, workspaceUrl } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function bankAs(email: string, run: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    try {
        await signInAt(page, workspaceUrl(ACME, '/corporate-login'), email);
        await page.waitForURL(/\/corporate$/);
        await page.goto(workspaceUrl(ACME, '/corporate/interviews-scheduled'));
        await page.getByRole('button', { name: 'Question bank' }).click();
        await page.getByRole('dialog', { name: 'Question bank' }).getByRole('list', { name: 'Core Values' }).waitFor();
        // Nothing behind the dialog widens the page (a visually hidden label once measured 100% of it).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
        await run(page);
    } finally {
        await context.close();
    }
}

describe('the interview question bank', () => {
    it('an admin adds a question of their own to a group and deletes it after confirming', async () => {
        await bankAs('admin@acme.example', async page => {
            const dialog = page.getByRole('dialog', { name: 'Question bank' });
            await dialog.getByRole('combobox', { name: 'Competency group' }).click();
            await page.getByRole('option', { name: /^Ownership/ }).click();
            const list = dialog.getByRole('list', { name: 'Ownership' });
            await list.waitFor();
            const before = await list.getByRole('listitem').count();

            await dialog.getByRole('textbox', { name: 'Question' }).fill('Tell us about a promise you kept when it cost you.');
            await dialog.getByRole('button', { name: 'Add a question' }).focus();
            await page.keyboard.press('Enter');
            await page.getByText('Question added to the bank.').waitFor();
            await expect.poll(() => list.getByRole('listitem').count()).toBe(before + 1);
            await list.getByText('Tell us about a promise you kept when it cost you.').waitFor();
            await screenshot(page, 'question-bank-own-question');

            await dialog.getByRole('button', { name: 'Delete the question “Tell us about a promise you kept when it cost you.”' }).click();
            await page.getByRole('button', { name: 'Confirm' }).click();
            await expect.poll(() => list.getByRole('listitem').count()).toBe(before);
        });
    });

    it('a recruiter reads the bank without the means to change it', async () => {
        await bankAs('recruiter@acme.example', async page => {
            const dialog = page.getByRole('dialog', { name: 'Question bank' });
            expect(await dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
            expect(await dialog.getByRole('button', { name: 'Add a question' }).count()).toBe(0);
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'hidden' });
        });
    });
});
