/**
 * The corporate dashboard in a real browser, on a server of its own: the demo
 * data is all made today, so before that server starts a third of acme's
 * applications (and their stage moves) are moved 60 days back.
 * The admin opens /corporate (last 30 days), picks "Last 90 days": the
 * request changes, the URL keeps the period, the Applications tile and the
 * funnel count the older applications too. axe finds no serious or critical
 * violation.
 */
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { expectAccessible } from './axe.js';
import { launchBrowser, screenshot, signInAt } from './browser.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

let own: OwnServer;
let browser: Browser;
let moved = 0;
const url = (path: string) => `http://acme.localhost:${own.server.port}${path}`;

/** Every third acme application, with its stage moves, 60 days older. */
async function ageApplications(dataDir: string): Promise<number> {
    const database = await openDatabase({ dataDir });
    try {
        const aged = await sql<{ id: string }>`
            with picked as (
                select a.id from applications a join workspaces w on w.id = a.workspace_id
                where w.host = 'acme.localhost' and (select count(*) from applications b where b.workspace_id = a.workspace_id and b.id < a.id) % 3 = 0
            )
            update applications a set created_at = a.created_at - interval '60 days', stage_entered_at = a.stage_entered_at - interval '60 days'
            from picked where picked.id = a.id returning a.id`.execute(database.db);
        const ids = aged.rows.map(row => row.id);
        if (ids.length) await sql`update application_stage_history set moved_at = moved_at - interval '60 days' where application_id in (${sql.join(ids)})`.execute(database.db);
        return ids.length;
    } finally {
        await database.close();
    }
}

beforeAll(async () => {
    own = await startOwnServer('dashboard', {}, async dataDir => {
        moved = await ageApplications(dataDir);
    });
    browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
    await browser?.close();
    await own?.close();
});

async function tileValue(page: Page, key: string): Promise<number> {
    const text = await page.getByTestId(`tile-${key}`).locator('p').first().textContent();
    return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

describe('corporate dashboard', () => {
    it('an admin changes the period and the figures change', async () => {
        expect(moved).toBeGreaterThan(0);
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        const requests: string[] = [];
        page.on('request', request => request.url().includes('/api/get-corporate-dashboard') && requests.push(new URL(request.url()).search));
        await signInAt(page, url('/corporate-login'), 'admin@acme.example');
        await page.waitForURL(/\/corporate$/);
        await page.getByTestId('tile-applications').waitFor();
        const thirtyDays = await tileValue(page, 'applications');
        expect(requests.at(-1)).toBe('?period=last_30_days');
        await screenshot(page, 'dashboard-last-30-days');

        await page.getByRole('combobox', { name: 'Period' }).click();
        const answered = page.waitForResponse(response => response.url().includes('/api/get-corporate-dashboard?period=last_90_days'));
        await page.getByRole('option', { name: 'Last 90 days' }).click();
        await answered;
        await page.waitForURL(/\/corporate\?period=last_90_days$/);
        await page.getByTestId('tile-applications').waitFor();
        expect(requests.at(-1)).toBe('?period=last_90_days');
        const ninetyDays = await tileValue(page, 'applications');
        expect(ninetyDays).toBe(thirtyDays + moved);
        // The funnel's first step is the period's applications.
        await page.getByRole('figure', { name: 'Pipeline funnel' }).getByText('Show the figures as a table').click();
        const applied = page.getByRole('table', { name: 'Pipeline funnel' }).getByRole('row', { name: /Applied/ });
        await expect.poll(async () => (await applied.textContent())?.replace('Applied', '')).toBe(String(ninetyDays));
        // apexcharts is fetched when the series over time scrolls into view, and draws an SVG.
        await page.getByRole('figure', { name: 'Applications over time' }).scrollIntoViewIfNeeded();
        await page.locator('.apexcharts-canvas').first().waitFor();
        await screenshot(page, 'dashboard-last-90-days');
        await expectAccessible(page, 'corporate-dashboard');
        await page.close();
    });
});
