/**
 * Issue 10's budgets of JavaScript on the wire, cold cache, per page
 * (config/performance.json), on the console as built for this run and served
 * by the real server: a page that outgrows its budget fails npm test. The
 * measure (scripts/pageWeight.ts) is the one npm run bench prints.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureColdLoad, scriptBudgets } from '../../scripts/pageWeight.js';
import { launchBrowser, signInAt, workspaceUrl } from './browser.js';

const HOST = 'acme.localhost';
const KB = 1024;
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('JavaScript on the wire with a cold cache', () => {
    it.each(scriptBudgets.map(budget => [budget.page, budget] as const))('%s stays within its budget', async (_page, budget) => {
        const weight = await measureColdLoad(browser, workspaceUrl(HOST, budget.path), async page => {
            if (!budget.signedIn) return;
            await signInAt(page, workspaceUrl(HOST, '/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
        });
        const report = `${budget.page}: ${(weight.scriptWireBytes / KB).toFixed(1)} KB on the wire (${(weight.scriptDecodedBytes / KB).toFixed(1)} KB decoded) in ${weight.scripts.length} scripts, budget ${budget.kb} KB:\n  ${weight.scripts.join('\n  ')}`;
        console.info(report);
        // The page did load its code, compressed: a measure of nothing passes no budget.
        expect(weight.scripts.length, report).toBeGreaterThan(0);
        expect(weight.scriptWireBytes, report).toBeLessThan(weight.scriptDecodedBytes / 2);
        expect(weight.scriptWireBytes, report).toBeLessThanOrEqual(budget.kb * KB);
    });

    it('the sign-in page loads no part of the signed-in console', async () => {
        const weight = await measureColdLoad(browser, workspaceUrl(HOST, '/corporate-login'));
        expect(weight.scripts.filter(url => /\/assets\/(ConsoleApp|CorporateDashboard|BoardPage|FormView|ListView)-/.test(url))).toEqual([]);
    });

    // The two pages share the entry; what one of them alone runs is not in it (docs/performance.md, "Room on the
    // sign-in and career entry"). The words the code names survive minifying: the sign-in form's button, the
    // apply flow's one-time code request.
    it('the career page downloads neither the sign-in form nor the apply flow', async () => {
        const weight = await measureColdLoad(browser, workspaceUrl(HOST, '/careerPage'));
        const page = await browser.newPage();
        try {
            await page.goto(workspaceUrl(HOST, '/careerPage'));
            const texts = await page.evaluate(urls => Promise.all(urls.map(url => fetch(url).then(response => response.text()))), weight.scripts);
            const carrying = (word: string) => weight.scripts.filter((_url, i) => texts[i].includes(word));
            expect(carrying('ats.login.sign_in')).toEqual([]);
            expect(carrying('otp-challenge')).toEqual([]);
        } finally {
            await page.close();
        }
    });

    it("the apply dialog downloads no part of the console's own chunk", async () => {
        const page = await browser.newPage();
        try {
            await page.goto(workspaceUrl(HOST, '/careerPage'));
            await page.locator('a[href*="/careerPage/job/"], a[href*="/job/"]').first().click();
            const scripts: string[] = [];
            page.on('response', response => {
                if (response.request().resourceType() === 'script') scripts.push(response.url());
            });
            await page.getByRole('button', { name: 'Apply' }).click();
            await page.getByRole('dialog', { name: /^Apply for / }).getByLabel(/^Email/).waitFor();
            expect(scripts.some(url => /\/assets\/ApplyDialog-/.test(url)), scripts.join('\n')).toBe(true);
            expect(scripts.filter(url => /\/assets\/console-/.test(url))).toEqual([]);
        } finally {
            await page.close();
        }
    });

    it('/corporate after sign-in loads no part of the sign-in page', async () => {
        const weight = await measureColdLoad(browser, workspaceUrl(HOST, '/corporate'), async page => {
            await signInAt(page, workspaceUrl(HOST, '/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
        });
        expect(weight.scripts.filter(url => /\/assets\/sign-in-/.test(url))).toEqual([]);
    });
});
