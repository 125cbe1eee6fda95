/**
 * Bulk mail in a real browser: a recruiter selects three applicants on the
 * board, chooses "Send mail", picks a template, reads the first recipient's
 * preview, sends, and reads the report; the three messages are then in the
 * Communication Log (menu: Set Communication) and in an applicant's drawer.
 * axe finds no serious or critical violation on the dialog and the log.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { launchBrowser, pageApi, screenshot, signInAt, workspaceUrl } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('bulk mail', () => {
    it('a recruiter mails three selected applicants from the board, and the three messages appear in the log', async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        const problems: string[] = [];
        page.on('console', message => message.type() === 'error' && problems.push(message.text()));
        page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Mailed Engineer ${unique}` });
            const names = ['Ann', 'Ben', 'Cal'].map(first => ({ first, last: `Mail${unique}` }));
            for (const { first, last } of names) {
                await pageApi(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: first, last_name: last, email: `${first.toLowerCase()}.${unique}@mail.example` } });
            }
            await pageApi(page, 'POST', 'email/templates', { name: `Bulk note ${unique}`, subject: `Next steps, {{candidate.first_name}} ${unique}`, body: '<p>Dear {{candidate.name}}, thank you for applying to {{job.title}}.</p>' });

            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            for (const { first, last } of names) await page.getByRole('checkbox', { name: `Select ${first} ${last}` }).check();
            const bulk = page.getByRole('region', { name: 'Bulk actions' });
            await bulk.getByText('3 selected').waitFor();
            await bulk.getByRole('button', { name: 'Send mail' }).click();

            const dialog = page.getByRole('dialog', { name: 'Send mail to 3 applicants' });
            await dialog.getByRole('combobox', { name: 'Email template' }).click();
            await page.getByRole('option', { name: `Bulk note ${unique}` }).click();
            await dialog.getByText(/^As (Ann|Ben|Cal) Mail\w+ \(.+@mail\.example\) will get it$/).waitFor();
            expect(await dialog.getByTestId('preview-subject').textContent()).toMatch(new RegExp(`Next steps, (Ann|Ben|Cal) ${unique}`));
            const body = dialog.frameLocator('iframe[title="Mail body"]');
            await body.getByText(/Dear (Ann|Ben|Cal) Mail\w+, thank you for applying to Mailed Engineer/).waitFor();
            await expectAccessible(page, 'bulk-mail-dialog');
            await screenshot(page, 'bulk-mail-preview');
            await dialog.getByRole('button', { name: 'Send to 3 applicants' }).click();
            await dialog.getByText('3 of 3 queued, 0 not sent.').waitFor();
            await screenshot(page, 'bulk-mail-report');
            await dialog.getByRole('button', { name: 'Close' }).click();

            // The Communication Log, from the menu's Set Communication group.
            await page.getByRole('button', { name: 'Set Communication' }).click();
            await page.getByRole('link', { name: 'Communication Log' }).click();
            await page.waitForURL(/\/corporate\/communication-log$/);
            await page.getByRole('searchbox', { name: 'Recipient' }).fill(unique);
            await page.getByRole('searchbox', { name: 'Recipient' }).press('Enter');
            const rows = page.getByTestId('log-row');
            await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
            expect(await page.getByText(/^\d+ messages?$/).textContent()).toBe('3 messages');
            for (const { first, last } of names) {
                const row = rows.filter({ hasText: `${first.toLowerCase()}.${unique}@mail.example` });
                await row.getByText(`Next steps, ${first} ${unique}`).waitFor();
                await row.getByText(`${first} ${last}`).waitFor();
                await row.getByText(`Template Bulk note ${unique}`, { exact: false }).waitFor();
                await row.getByText('Queued').waitFor();
            }
            await expectAccessible(page, 'communication-log');
            await screenshot(page, 'communication-log');

            // And in one applicant's drawer, under Messages.
            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            await page.getByRole('button', { name: `Ben Mail${unique}`, exact: true }).click();
            const drawer = page.getByRole('dialog', { name: 'Application' });
            await drawer.getByRole('heading', { name: 'Messages' }).waitFor();
            await drawer.getByText(`Next steps, Ben ${unique}`).waitFor();
            await screenshot(page, 'application-messages');
            expect(problems).toEqual([]);
        } catch (error) {
            await screenshot(page, 'bulk-mail-failure');
            throw new Error(`${String(error)}\nproblems: ${problems.join('; ')}`);
        } finally {
            await context.close();
        }
    }, 180_000);
});
