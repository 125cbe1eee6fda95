import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMenuGroup, screenshot, workspaceUrl, signInAt } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string, run: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
        await signInAt(page, workspaceUrl(ACME, '/corporate-login'), email);
        await page.waitForURL(/\/(corporate|interviewer\/dashboard)$/);
        await run(page);
    } finally {
        await context.close();
    }
}

describe('generated master-data screens', () => {
    it('an admin creates a department, sees it listed, edits it and deactivates it through the confirmation dialog', async () => {
        await signedIn('admin@acme.example', async page => {
            await openMenuGroup(page, 'Onboarding');
            await page.getByRole('link', { name: 'Departments' }).click();
            await page.waitForURL(/\/corporate\/department-onboarding$/);
            await page.getByText('Engineering').first().waitFor();

            await page.getByRole('link', { name: 'Create' }).click();
            await page.getByRole('textbox', { name: /^Department name/ }).fill('Quality Assurance');
            await page.getByRole('textbox', { name: /^Code/ }).fill('QA');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/corporate\/department-onboarding(\/[\w-]+)?(\/show)?$/);
            await page.goto(workspaceUrl(ACME, '/corporate/department-onboarding'));
            const row = page.getByRole('row', { name: /Quality Assurance/ });
            await row.waitFor();

            await row.getByRole('link', { name: 'Edit' }).click();
            const name = page.getByRole('textbox', { name: /^Department name/ });
            await expect.poll(() => name.inputValue()).toBe('Quality Assurance');
            await name.fill('Quality Engineering');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.goto(workspaceUrl(ACME, '/corporate/department-onboarding'));
            const edited = page.getByRole('row', { name: /Quality Engineering/ });
            await edited.waitFor();

            const toggle = edited.getByRole('switch', { name: /Change status of Quality Engineering/ }).or(edited.getByRole('checkbox', { name: /Change status of Quality Engineering/ }));
            expect(await toggle.isChecked()).toBe(true);
            await toggle.click();
            const dialog = page.getByRole('dialog');
            await dialog.getByText('Are you sure ?').waitFor();
            await dialog.getByText('performing above action can affect the features of this asset').waitFor();
            await screenshot(page, 'department-deactivate-confirm');
            await dialog.getByRole('button', { name: 'Confirm' }).click();
            await dialog.waitFor({ state: 'detached' });
            await expect.poll(() => toggle.isChecked()).toBe(false);

            // The server agrees after a reload.
            await page.reload();
            const reloaded = page.getByRole('row', { name: /Quality Engineering/ });
            await reloaded.waitFor();
            await expect.poll(() => reloaded.getByRole('switch').or(reloaded.getByRole('checkbox')).first().isChecked()).toBe(false);
            await screenshot(page, 'department-list');
        });
    });

    it('a recruiter without ONBOARD-DEPARTMENT does not see the Departments entry; a lead recruiter with it does', async () => {
        await signedIn('recruiter@acme.example', async page => {
            const nav = page.getByRole('navigation').first();
            await nav.getByRole('link', { name: 'Job Postings' }).waitFor();
            const onboarding = nav.getByRole('button', { name: 'Onboarding' });
            if (await onboarding.count()) await onboarding.click();
            expect(await nav.getByRole('link', { name: 'Departments' }).count()).toBe(0);
        });
        await signedIn('lead@acme.example', async page => {
            // The lead's secondary role is INTERVIEWER: she lands in the interviewer area and switches.
            await page.getByRole('button', { name: 'Account menu' }).click();
            await page.getByRole('menuitem', { name: /Switch To/ }).click();
            await page.waitForURL(/\/corporate$/);
            const nav = page.getByRole('navigation').first();
            await openMenuGroup(nav, 'Onboarding');
            await nav.getByRole('link', { name: 'Departments' }).waitFor();
        });
    });

    it('an admin updates the company profile', async () => {
        await signedIn('admin@acme.example', async page => {
            await page.goto(workspaceUrl(ACME, '/corporate/company-profile'));
            const industry = page.getByLabel('Industry');
            await industry.waitFor();
            await industry.fill('Recruitment and staffing');
            const zone = page.getByRole('combobox', { name: 'Time zone' });
            await zone.fill('Europe/Lon');
            await page.getByRole('option', { name: 'Europe/London' }).click();
            await page.getByRole('button', { name: 'Save' }).click();
            await page.getByText('Profile updated successfully!').waitFor();
            await page.reload();
            await expect.poll(() => page.getByLabel('Industry').inputValue()).toBe('Recruitment and staffing');
            await expect.poll(() => page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Europe/London');
        });
    });
});
