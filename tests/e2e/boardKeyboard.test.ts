/**
 * Moving a card on the board with the keyboard only, in a real browser: a job
 * and an applicant are created through the API (from the signed-in page, with
 * the session cookie's token), the card's handle is focused, Space picks it
 * up, ArrowRight goes to the next stage, Space drops it. The screen-reader
 * announcements (ats.board.announce_*) follow each step. After a reload the
 * card is in Screening and the timeline shows the move.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, workspaceUrl, signInAt, pickUpWithKeyboard } from './browser.js';

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

interface ApiAnswer {
    status: number;
    data: { id?: string } | null;
}

/** One API call from the page, as the signed-in user (Bearer token from the `ats_token` cookie). */
async function api(page: Page, token: string, path: string, body: object): Promise<ApiAnswer> {
    return page.evaluate(
        async ({ bearer, url, payload }) => {
            const response = await fetch(`/api/${url}`, {
                method: 'POST',
                headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json' },
                body: JSON.stringify(payload),
            });
            const json = (await response.json()) as { data?: { id?: string } };
            return { status: response.status, data: json.data ?? null };
        },
        { bearer: token, url: path, payload: body },
    );
}

/** Creates a job (default stages Applied, Screening, …) with one applicant in Applied; answers the job id. */
async function jobWithApplicant(page: Page, unique: string, email: string): Promise<string> {
    const token = (await page.context().cookies()).find(cookie => cookie.name === 'ats_token')?.value;
    if (!token) throw new Error('no ats_token cookie after sign-in');
    const job = await api(page, token, 'create-job', { title: `Keyboard Engineer ${unique}`, min_experience: 0, max_experience: 10 });
    expect(job.status).toBe(200);
    const jobId = job.data?.id;
    if (!jobId) throw new Error('create-job answered no id');
    const candidate = { first_name: 'Kim', last_name: `Keys ${unique}`, email, current_title: 'Frontend Engineer' };
    const added = await api(page, token, 'add-user-application', { job_id: jobId, source: 'Referral', candidate });
    expect(added.status).toBe(200);
    return jobId;
}

declare global {
    interface Window {
        boardAnnouncements?: string[];
    }
}

/** dnd-kit has one live region whose text each step replaces; keep every text it shows. */
async function recordAnnouncements(page: Page): Promise<void> {
    await page.evaluate(() => {
        const seen: string[] = [];
        window.boardAnnouncements = seen;
        const region = document.querySelector('[id^="DndLiveRegion"]');
        if (!region) throw new Error('no dnd-kit live region');
        new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });
}

function announcements(page: Page): Promise<string[]> {
    return page.evaluate(() => window.boardAnnouncements ?? []);
}

describe('keyboard drag on the applicant board', () => {
    it('a recruiter moves a card from Applied to Screening with Space, ArrowRight and Space, and finds it there, counted, after a reload and in the timeline', async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        const name = `Kim Keys ${unique}`;
        const problems: string[] = [];
        page.on('console', message => message.type() === 'error' && problems.push(message.text()));
        page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
        try {
            await signIn(page, 'recruiter@acme.example');
            const jobId = await jobWithApplicant(page, unique, `kim.${unique}@mail.example`);
            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${jobId}`));
            const applied = page.getByRole('region', { name: 'Applied' });
            const card = applied.getByTestId('applicant-card').filter({ hasText: name });
            await card.waitFor();

            // Keyboard only: focus the handle, pick up, next column, drop.
            await recordAnnouncements(page);
            const handle = card.getByRole('button', { name: `Move ${name}` });
            await handle.focus();
            await pickUpWithKeyboard(page);
            await expect.poll(() => announcements(page)).toContain(`Picked up ${name}. ${name} is over Applied.`);
            await page.keyboard.press('ArrowRight');
            await expect.poll(() => announcements(page)).toContain(`${name} is over Screening.`);
            await screenshot(page, 'board-keyboard-over-screening');
            const moved = page.waitForResponse(response => response.url().includes('/api/shift-applicant') && response.request().method() === 'PATCH');
            await page.keyboard.press('Space');
            expect((await moved).status()).toBe(200);
            await expect.poll(() => announcements(page)).toContain(`${name} dropped in Screening.`);
            await page.getByRole('region', { name: 'Screening' }).getByTestId('applicant-card').filter({ hasText: name }).waitFor();

            // After a reload the server has it in Screening.
            await page.reload();
            const reloaded = page.getByRole('region', { name: 'Screening' }).getByTestId('applicant-card').filter({ hasText: name });
            await reloaded.waitFor();
            expect(await page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').count()).toBe(0);
            // The columns' counts, which the database keeps and writes at the move's commit (045), followed it.
            await page.getByRole('region', { name: 'Screening' }).getByLabel('1 applicant', { exact: true }).waitFor();
            await page.getByRole('region', { name: 'Applied' }).getByLabel('0 applicants', { exact: true }).waitFor();

            // The move is in the application's timeline.
            await reloaded.getByRole('button', { name, exact: true }).click();
            const drawer = page.getByRole('dialog', { name: 'Application' });
            await drawer.getByTestId('timeline').getByText(/moved the applicant from Applied to Screening/).waitFor();
            await screenshot(page, 'board-keyboard-timeline');
        } catch (error) {
            await screenshot(page, 'board-keyboard-failure');
            throw new Error(`${String(error)}\nbrowser problems:\n${problems.join('\n')}`);
        } finally {
            await context.close();
        }
    });
});
