/**
 * The recruiter's path through the jobs feature in a real browser: post a job
 * (its description written in the rich-text editor, then read on the career
 * page), add an applicant from a PDF resume (fields prefilled by the parser), drag
 * the card from Applied to Screening with the mouse, reload, and find the move
 * on the board and in the application's timeline.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/resumes/build.js';
import { launchBrowser, screenshot, workspaceUrl, signInAt } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signIn(page: Page, email: string) {
    await signInAt(page, workspaceUrl(ACME, '/corporate-login'), email);
    await page.waitForURL(/\/corporate$/);
}

/** Presses on the card, moves past the 5 px activation distance, then over the target column, and releases. */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
    const from = await card.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('card or column not visible');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
}

describe('jobs and the applicant board', () => {
    it('a recruiter posts a job, adds an applicant from a PDF resume, drags the card to Screening, and finds it there after a reload and in the timeline', async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        const email = `jane.${unique}@mail.example`;
        const problems: string[] = [];
        page.on('console', message => message.type() === 'error' && problems.push(message.text()));
        page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
        try {
            await signIn(page, 'recruiter@acme.example');
            await page.goto(workspaceUrl(ACME, '/corporate/post-a-job'));
            await page.getByRole('textbox', { name: /^Job title/ }).fill(`Platform Engineer ${unique}`);
            await page.getByRole('spinbutton', { name: /^Max experience/ }).fill('10');
            // The description in the rich-text editor: a heading and a bulleted list, from its toolbar.
            await page.getByRole('textbox', { name: 'Description' }).click();
            await page.getByRole('button', { name: 'Heading' }).click();
            await page.keyboard.type('What you will do');
            await page.keyboard.press('Enter');
            await page.getByRole('button', { name: 'Bulleted list' }).click();
            await page.keyboard.type('Run the platform');
            await page.keyboard.press('Enter');
            await page.keyboard.type('Mentor engineers');
            await page.getByRole('button', { name: 'Post job' }).click();
            await page.waitForURL(/\/corporate\/total-applications\/[\w-]+$/);
            const jobId = new URL(page.url()).pathname.split('/').pop()!;

            // A visitor of the career page reads the description as it was written.
            const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
            try {
                const jobPage = await visitor.newPage();
                await jobPage.goto(workspaceUrl(ACME, `/careerPage/job/${jobId}`));
                await jobPage.getByRole('heading', { level: 3, name: 'What you will do' }).waitFor();
                const about = jobPage.getByRole('region', { name: 'About the job' });
                expect(await about.getByRole('listitem').allTextContents()).toEqual(['Run the platform', 'Mentor engineers']);
                await screenshot(jobPage, 'career-job-description-phone');
            } finally {
                await visitor.close();
            }
            const applied = page.getByRole('region', { name: 'Applied' });
            const screening = page.getByRole('region', { name: 'Screening' });
            await applied.getByText('No applicants in this stage').waitFor();

            // Add an applicant: the PDF is parsed and prefills the form.
            await page.getByRole('button', { name: 'Add applicant' }).click();
            const dialog = page.getByRole('dialog');
            const pdf = makePdf(['Jane Q Doe', 'Senior Software Engineer', `${email} | +1 (415) 555-0134`, 'Summary: 7 years of experience.', 'Skills: TypeScript, React, PostgreSQL']);
            await dialog.getByTestId('resume-file').setInputFiles({ name: 'jane-doe.pdf', mimeType: 'application/pdf', buffer: pdf });
            const firstName = dialog.getByRole('textbox', { name: /^First name/ });
            await expect.poll(() => firstName.inputValue()).toBe('Jane');
            expect(await dialog.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(email);
            expect(await dialog.getByRole('textbox', { name: /^Skills/ }).inputValue()).toContain('TypeScript');
            await dialog.getByText('100%').waitFor();
            await screenshot(page, 'board-add-applicant-prefilled');
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            await dialog.waitFor({ state: 'detached' });

            const card = applied.getByTestId('applicant-card').filter({ hasText: 'Jane' });
            await card.waitFor();
            expect(await applied.getByLabel('1 applicant').count()).toBe(1);

            // Drag it to Screening with the mouse.
            const moved = page.waitForResponse(response => response.url().includes('/api/shift-applicant') && response.request().method() === 'PATCH');
            await dragWithMouse(page, card, screening);
            expect((await moved).status()).toBe(200);
            await screening.getByTestId('applicant-card').filter({ hasText: 'Jane' }).waitFor();
            await screenshot(page, 'board-after-drag');

            // After a reload the server has it in Screening.
            await page.reload();
            const reloaded = page.getByRole('region', { name: 'Screening' }).getByTestId('applicant-card').filter({ hasText: 'Jane' });
            await reloaded.waitFor();
            expect(await page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').count()).toBe(0);

            // The move is in the application's timeline.
            await reloaded.getByRole('button', { name: 'Jane Q Doe', exact: true }).click();
            const drawer = page.getByRole('dialog', { name: 'Application' });
            await drawer.getByTestId('timeline').getByText(/moved the applicant from Applied to Screening/).waitFor();
            await drawer.getByText('Resume compatibility').waitFor();
            await screenshot(page, 'board-application-detail');
        } catch (error) {
            await screenshot(page, 'jobs-failure');
            throw new Error(`${String(error)}\nbrowser problems:\n${problems.join('\n')}`);
        } finally {
            await context.close();
        }
    });
});
