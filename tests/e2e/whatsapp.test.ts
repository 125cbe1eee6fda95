/**
 * WhatsApp consent in the browser: a recruiter opens an application, sees that
 * no consent is recorded and records the opt-in the candidate gave on the
 * phone; the demo candidate turns WhatsApp updates on and off on their profile.
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

describe('WhatsApp consent', () => {
    it('a recruiter records an opt-in on the application', async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `WhatsApp role ${unique}` });
            await pageApi(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'Wanda', last_name: 'Phone', email: `wanda.${unique}@mail.example`, phone: '+91 98765 12345' } });

            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            const card = page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').filter({ hasText: 'Wanda' });
            await card.getByRole('button', { name: 'Wanda Phone', exact: true }).click();
            const drawer = page.getByRole('dialog', { name: 'Application' });
            const state = drawer.getByTestId('whatsapp-opt-in-state');
            await expect.poll(() => state.textContent()).toBe('No WhatsApp consent recorded: the candidate is not messaged on WhatsApp.');
            await drawer.getByRole('button', { name: 'Record opt-in' }).click();
            await expect.poll(() => state.textContent()).toMatch(/^Opted in to WhatsApp messages on .+ \(recorded by a recruiter\)\.$/);
            await drawer.getByRole('button', { name: 'Record opt-out' }).waitFor();
            await state.scrollIntoViewIfNeeded();
            await screenshot(page, 'whatsapp-recruiter-opt-in');
            await expectAccessible(page, 'whatsapp-recruiter-opt-in');
        } catch (error) {
            await screenshot(page, 'whatsapp-recruiter-failure');
            throw error;
        } finally {
            await context.close();
        }
    });

    it('the candidate turns WhatsApp updates on and off on their profile', async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        try {
            await signInAt(page, workspaceUrl(ACME, '/candidate/login'), 'candidate@acme.example');
            await page.waitForURL(/\/candidate\/jobs$/);
            await page.goto(workspaceUrl(ACME, '/candidate/profile'));
            const toggle = page.getByRole('switch', { name: 'Send me updates about my applications on WhatsApp' });
            await toggle.waitFor();
            const wasOn = await toggle.isChecked();
            await toggle.click();
            await expect.poll(() => toggle.isChecked()).toBe(!wasOn);
            const state = page.getByTestId('whatsapp-opt-in-state');
            await expect.poll(() => state.textContent()).toMatch(wasOn ? /^Opted out .+\(on this page\)\.$/ : /^Opted in .+\(on this page\)\.$/);
            // The choice is kept: a reload shows it.
            await page.reload();
            await expect.poll(() => page.getByRole('switch', { name: 'Send me updates about my applications on WhatsApp' }).isChecked()).toBe(!wasOn);
            await page.getByRole('heading', { name: 'WhatsApp' }).scrollIntoViewIfNeeded();
            await screenshot(page, 'whatsapp-candidate-profile');
            await expectAccessible(page, 'whatsapp-candidate-profile');
        } catch (error) {
            await screenshot(page, 'whatsapp-candidate-failure');
            throw error;
        } finally {
            await context.close();
        }
    });
});
