/**
 * A job's pipeline managed from the board in a real browser: add a stage,
 * move it up with the keyboard (update-pipeline-order), and delete a stage
 * that holds an applicant by moving the applicant first, all behind the
 * confirmation dialog; the server's order and counts are checked after.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, workspaceUrl, signInAt, pageApi, pickUpWithKeyboard } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Stage {
    id: string;
    name: string;
    applicant_count: number;
}

describe('pipeline stages on the board', () => {
    it('adds a stage, reorders it by keyboard and deletes an occupied stage by moving its applicants', async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Stage job ${unique}`, max_experience: 5 });
            await pageApi(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'Olu', email: `olu.${unique}@mail.example` } });

            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            await page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').waitFor();
            await page.getByRole('button', { name: 'Stages' }).click();
            const manager = page.getByRole('dialog', { name: 'Stages' });
            await manager.getByRole('textbox', { name: 'New stage name' }).fill('Assessment');
            await manager.getByRole('button', { name: 'Add stage' }).click();
            const handle = manager.getByRole('button', { name: 'Reorder Assessment' });
            await handle.waitFor();

            // Last of seven; Space, ArrowUp five times, Space puts it right after Applied.
            await handle.focus();
            await pickUpWithKeyboard(page);
            // dnd-kit's one live region keeps the last message: the pick-up is followed at once by the place.
            await page.getByText('Assessment is at position 7 of 7.').waitFor({ state: 'attached' });
            // Each step waits for its announcement: the sensor measures the list between moves.
            for (let position = 6; position >= 2; position--) {
                await page.keyboard.press('ArrowUp');
                await page.getByText(`Assessment is at position ${position} of 7.`).waitFor({ state: 'attached' });
            }
            const saved = page.waitForResponse(response => response.url().includes('/api/update-pipeline-order/'));
            await page.keyboard.press('Space');
            expect((await saved).status()).toBe(200);
            await expect
                .poll(async () => (await pageApi<Stage[]>(page, 'GET', `get-hiring-pipelines/${job.id}`)).map(s => s.name).slice(0, 3))
                .toEqual(['Applied', 'Assessment', 'Screening']);

            // Applied holds the applicant: it can be deleted only once a stage to move them to is chosen.
            const deleteApplied = manager.getByRole('button', { name: 'Delete Applied' });
            expect(await deleteApplied.isDisabled()).toBe(true);
            await manager.getByRole('combobox', { name: /^Move its 1 applicant to/ }).click();
            await page.getByRole('option', { name: 'Assessment' }).click();
            await deleteApplied.click();
            const confirm = page.getByRole('dialog', { name: 'Are you sure ?' });
            await confirm.getByText(/Move the applicants of “Applied” to “Assessment”/).waitFor();
            await screenshot(page, 'stages-delete-move');
            await confirm.getByRole('button', { name: 'Confirm' }).click();
            await confirm.waitFor({ state: 'detached' });
            const stages = await pageApi<Stage[]>(page, 'GET', `get-hiring-pipelines/${job.id}`);
            expect(stages.map(s => s.name)).not.toContain('Applied');
            expect(stages.find(s => s.name === 'Assessment')?.applicant_count).toBe(1);
        } catch (error) {
            await screenshot(page, 'stages-failure');
            throw error;
        } finally {
            await context.close();
        }
    });
});
