/**
 * Screening questions end to end: a job asks a required yes/no question, an
 * applicant cannot be added without the answer, and the answer shows in the
 * application detail.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, workspaceUrl, signInAt } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('screening questions', () => {
    it('are asked when an applicant is added and shown in the application detail', async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);

            await page.goto(workspaceUrl(ACME, '/corporate/post-a-job'));
            await page.getByRole('textbox', { name: /^Job title/ }).fill(`Field Engineer ${unique}`);
            await page.getByRole('spinbutton', { name: /^Max experience/ }).fill('8');
            await page.getByRole('button', { name: 'Add question' }).click();
            await page.getByRole('textbox', { name: 'Question 1' }).fill('Are you willing to travel?');
            const questions = page.getByRole('group', { name: 'Screening questions' });
            await questions.getByRole('combobox', { name: 'Answer' }).click();
            await page.getByRole('option', { name: 'Yes or no' }).click();
            await questions.getByRole('switch', { name: 'Required' }).check();
            await page.getByRole('button', { name: 'Post job' }).click();
            await page.waitForURL(/\/corporate\/total-applications\/[\w-]+$/);

            await page.getByRole('button', { name: 'Add applicant' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByRole('textbox', { name: /^First name/ }).fill('Tariq');
            await dialog.getByRole('textbox', { name: /^Email/ }).fill(`tariq.${unique}@mail.example`);
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            // Required and unanswered: the dialog stays, saying so beside the question.
            await dialog.getByRole('radiogroup', { name: /Are you willing to travel\?/ }).waitFor();
            await dialog.getByText('This question must be answered.', { exact: true }).first().waitFor();
            await dialog.getByRole('radio', { name: 'Yes' }).check();
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            await dialog.waitFor({ state: 'detached' });

            const card = page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').filter({ hasText: 'Tariq' });
            await card.getByRole('button', { name: 'Tariq', exact: true }).click();
            const drawer = page.getByRole('dialog', { name: 'Application' });
            await drawer.getByText('Are you willing to travel?').waitFor();
            await expect.poll(() => drawer.getByText('Yes', { exact: true }).count()).toBeGreaterThan(0);
            await screenshot(page, 'screening-answers-detail');
        } catch (error) {
            await screenshot(page, 'screening-failure');
            throw error;
        } finally {
            await context.close();
        }
    });
});
