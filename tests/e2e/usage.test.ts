/**
 * Usage, the CS dashboard and the placement dashboard in a real browser, on
 * a server of its own that lists acme in CS_DASHBOARD_WORKSPACES. Acme's
 * admin opens Usage from the menu and shows six months (a new request, the
 * URL keeps it), then the CS dashboard with its setup checklist. Globex's
 * admin (the demo institute, not listed) lands on the placement dashboard
 * with the demo placements, and has no CS dashboard entry. axe finds no
 * serious or critical violation on the two new pages.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { launchBrowser, screenshot, signInAt } from './browser.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

let own: OwnServer;
let browser: Browser;
const url = (host: string, path: string) => `http://${host}:${own.server.port}${path}`;

beforeAll(async () => {
    own = await startOwnServer('usage', { CS_DASHBOARD_WORKSPACES: 'acme.localhost' });
    browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
    await browser?.close();
    await own?.close();
});

describe('usage and the CS dashboard', () => {
    it("an admin reads their workspace's usage, then the CS dashboard of a listed workspace", async () => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        await signInAt(page, url('acme.localhost', '/corporate-login'), 'admin@acme.example');
        await page.waitForURL(/\/corporate$/);
        await page.getByRole('link', { name: 'Usage' }).click();
        await page.waitForURL(/\/corporate\/usage$/);
        const activity = page.getByRole('table', { name: 'Activity' });
        await activity.waitFor();
        // Twelve months and the header row. The demo data was seeded when the suite began (globalSetup),
        // usually this month, the newest row, but last month when the run crossed midnight on the 1st.
        expect(await activity.getByRole('row').count()).toBe(13);
        // The month is the row's header; Applications is the second figure (USAGE_COUNTS).
        const applicationCells = await activity.getByRole('row').evaluateAll(rows =>
            rows.slice(1).map(row => row.querySelectorAll('td')[1]?.textContent ?? ''));
        const applications = applicationCells.reduce((sum, cell) => sum + Number(cell.replace(/,/g, '')), 0);
        expect(applications).toBeGreaterThan(0);
        await expect.poll(() => page.getByText(/^Stored files: \d+/).count()).toBe(1);

        await page.getByRole('combobox', { name: 'Months shown' }).click();
        const answered = page.waitForResponse(response => response.url().includes('/api/usage?months=6'));
        await page.getByRole('option', { name: 'Last 6 months' }).click();
        await answered;
        await page.waitForURL(/\/corporate\/usage\?months=6$/);
        await expect.poll(() => activity.getByRole('row').count()).toBe(7);
        await screenshot(page, 'usage-six-months');
        await expectAccessible(page, 'usage');

        await page.getByRole('link', { name: 'CS Dashboard' }).click();
        await page.waitForURL(/\/corporate\/cs-dashboard$/);
        const checklist = page.getByRole('list', { name: 'Setup checklist' });
        await checklist.waitFor();
        expect(await checklist.getByRole('listitem').count()).toBe(5);
        await expect.poll(() => page.getByText(/^\d of 5 steps done$/).count()).toBe(1);
        await screenshot(page, 'cs-dashboard');
        await expectAccessible(page, 'cs-dashboard');
        await page.close();
    });

    it("an institute's admin lands on the placement dashboard, without the CS dashboard", async () => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        await signInAt(page, url('globex.localhost', '/corporate-login'), 'admin@globex.example');
        await page.waitForURL(/\/corporate$/);
        await page.getByRole('heading', { name: 'Placements' }).waitFor();
        // The demo placements: two of three offers accepted, one declined.
        await page.getByLabel('Students placed: 2').waitFor();
        await page.getByRole('table', { name: 'By department' }).waitFor();
        expect(await page.getByRole('link', { name: 'CS Dashboard' }).count()).toBe(0);
        await screenshot(page, 'tpo-dashboard');
        await expectAccessible(page, 'tpo-dashboard');
        await page.close();
    });
});
