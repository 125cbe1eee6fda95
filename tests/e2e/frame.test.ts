/**
 * The page frame's story (docs/ui.md): signed in at 1366x800, Ctrl K opens the search, typing a
 * job's name, an arrow and Enter land on that job's board, and a candidate's name and Enter on their
 * application with its drawer open; the account menu's switch turns the
 * console dark (and the choice survives a reload); axe finds no serious or critical violation in
 * either theme; a system's reduced motion turns the transitions off.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { launchBrowser, screenshot, signInAt, workspaceUrl } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
let page: Page;

beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, colorScheme: 'light' });
    page = await context.newPage();
    await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'admin@acme.example');
    await page.waitForURL(/\/corporate$/);
});
afterAll(() => browser?.close());

const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the page frame', () => {
    it('Ctrl K, a job name typed at once, an arrow and Enter open that job; the bar carries its title', async () => {
        await page.getByRole('banner').getByRole('button', { name: /^Search/ }).waitFor();
        await page.keyboard.press('Control+k');
        // Typed at once, as a quick hand does on the first Ctrl K of a page: no key is lost while the
        // dialog's chunk arrives and React shows it.
        await page.keyboard.type('senior backend', { delay: 15 });
        const field = page.getByRole('combobox', { name: 'Search jobs, candidates, applications and pages' });
        await expect.poll(() => field.inputValue()).toBe('senior backend');
        const job = page.getByRole('option', { name: /^Senior Backend Engineer/ });
        await job.waitFor();
        await screenshot(page, 'frame-search');
        // The first line is the job; one step down and back up, then Enter.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        expect(await job.getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/corporate\/total-applications\/[0-9a-f-]+$/);
        const title = page.getByRole('banner').getByRole('heading', { level: 1 });
        await expect.poll(() => title.textContent()).toBe('Senior Backend Engineer');
        expect(await page.getByRole('banner').getByRole('link', { name: 'Job Postings' }).count()).toBe(1);
        await screenshot(page, 'frame-board');
    });

    it('Ctrl K, a candidate’s name and Enter open their application on its board, the drawer open', async () => {
        await page.getByRole('banner').getByRole('button', { name: /^Search/ }).waitFor();
        await page.keyboard.press('Control+k');
        await page.keyboard.type('chris cand', { delay: 15 });
        // Named by its text and hidden words; Chromium puts a space before the hidden comma (a screen reader does not say it).
        const candidate = page.getByRole('option', { name: /^Chris Candidate ?, .*\(Candidates\)$/ });
        await candidate.waitFor();
        // The candidate is the first line (no job or page matches): Enter opens it.
        expect(await candidate.getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/corporate\/total-applications\/[0-9a-f-]+\?application=[0-9a-f-]+$/);
        // Found by its role: the drawer is not aria-hidden. Opened on the board already shown (the first
        // test's), it was, while the search dialog still closed: a screen reader could not reach it.
        await page.getByRole('dialog', { name: 'Application' }).getByText('Chris Candidate').first().waitFor();
    });

    it('switches to dark from the account menu, keeps it after a reload, and is accessible in both themes', async () => {
        await page.goto(workspaceUrl(ACME, '/corporate/active-jobs'));
        await page.getByRole('banner').getByRole('heading', { level: 1, name: 'Job Postings' }).waitFor();
        const light = await background();
        await expectAccessible(page, 'frame-light');

        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Dark mode' }).click();
        await expect.poll(background).not.toBe(light);
        await page.reload();
        await page.getByRole('banner').getByRole('heading', { level: 1, name: 'Job Postings' }).waitFor();
        expect(await background()).not.toBe(light);
        await expectAccessible(page, 'frame-dark');

        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Light mode' }).click();
        await expect.poll(background).toBe(light);
    });

    it("follows the system's reduced motion: the account menu opens without a transition, and with one for a user who did not ask", async () => {
        /** The open account menu's transition durations, each in ms. */
        const menuDurations = async () => {
            await page.getByRole('button', { name: 'Account menu' }).click();
            const menu = page.getByRole('menu');
            await menu.waitFor();
            const durations = await menu.evaluate(element => getComputedStyle(element.closest('.MuiPaper-root') ?? element).transitionDuration);
            await page.keyboard.press('Escape');
            await menu.waitFor({ state: 'detached' });
            return durations.split(',').map(duration => parseFloat(duration) * (duration.trim().endsWith('ms') ? 1 : 1000));
        };
        // The suite's Chromium asks for reduced motion (browser.ts).
        expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
        expect(await menuDurations()).toEqual([0, 0]);
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        try {
            expect(Math.max(...(await menuDurations()))).toBeGreaterThan(0);
        } finally {
            await page.emulateMedia({ reducedMotion: 'reduce' });
        }
    });
});
