/**
 * Reports in a real browser, on a server of its own (the demo data; before
 * it starts the demo recruiter is given ONBOARD-REPORT VIEW without
 * EXPORT, as an admin would). The admin opens job analytics, opens a job's
 * stages, drills into a stage, exports the applications behind it as XLSX
 * and reads the file back: the same people as the list. The stage table's
 * CSV export matches the grid; the six reports of session 16 each load. The
 * recruiter sees the reports but no export button. axe finds no serious or critical violation.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { expectAccessible } from './axe.js';
import { downloadedBytes, launchBrowser, screenshot, signInAt } from './browser.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

let own: OwnServer;
let browser: Browser;
const url = (path: string) => `http://acme.localhost:${own.server.port}${path}`;

async function grantRecruiterView(dataDir: string): Promise<void> {
    const database = await openDatabase({ dataDir });
    try {
        await sql`update users set permissions = permissions || ${JSON.stringify({ 'ONBOARD-REPORT': ['VIEW'] })}::jsonb
            where email = 'recruiter@acme.example'`.execute(database.db);
    } finally {
        await database.close();
    }
}

beforeAll(async () => {
    own = await startOwnServer('reports', {}, grantRecruiterView);
    browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
    await browser?.close();
    await own?.close();
});

async function download(page: Page, button: ReturnType<Page['getByRole']>): Promise<Buffer> {
    const started = page.waitForEvent('download');
    await button.click();
    return downloadedBytes(await started);
}

describe('reports', () => {
    it("an admin opens a job's analytics, drills into a stage and exports it", async () => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
        await signInAt(page, url('/corporate-login'), 'admin@acme.example');
        await page.waitForURL(/\/corporate$/);
        await page.getByRole('link', { name: 'Reports' }).click();
        await page.waitForURL(/\/corporate\/reports/);
        const grid = page.getByRole('grid', { name: 'Report table' });
        const openJob = grid.getByRole('button', { name: /^Open .*'s analytics$/ }).first();
        await openJob.waitFor();
        const jobName = ((await openJob.textContent()) ?? '').trim();
        await screenshot(page, 'reports-job-analytics');

        await openJob.click();
        await page.waitForURL(/job_id=/);
        const applied = grid.getByRole('button', { name: /^Reached · Applied: \d+$/ });
        await applied.waitFor();
        const reached = Number(((await applied.textContent()) ?? '').trim());
        expect(reached).toBeGreaterThan(0);

        // The stage table's CSV is the grid's rows.
        const csv = (await download(page, page.getByRole('button', { name: 'Export CSV' }).first())).toString('utf8').replace(/^\uFEFF/, '');
        const lines = csv.trim().split('\r\n');
        expect(lines[0]).toBe('Stage,Reached,Conversion to next stage,Median days in stage');
        expect(lines[1]).toMatch(new RegExp(`^Applied,${reached},`));

        await applied.click();
        const list = page.getByRole('region', { name: 'Applications behind: Reached · Applied' });
        await list.getByRole('table').waitFor();
        await expect.poll(async () => list.getByRole('link').count()).toBe(Math.min(reached, 25));
        const names = (await list.getByRole('link').allTextContents()).map(name => name.trim()).sort();
        expect(await list.getByRole('link').first().getAttribute('href')).toMatch(/^\/corporate\/total-applications\//);
        await screenshot(page, 'reports-drill-down');

        const xlsx = await download(page, list.getByRole('button', { name: 'Export XLSX' }));
        await list.getByText(`Exported ${reached} rows.`).waitFor();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
        const rows = (workbook.worksheets[0].getSheetValues() as unknown[][]).filter(Boolean).map(row => row.slice(1));
        expect(rows[0]).toEqual(['Candidate', 'Job', 'Stage', 'Source', 'Applied on']);
        expect(rows.length - 1).toBe(reached);
        expect(rows.slice(1).every(row => row[1] === jobName)).toBe(true);
        expect(rows.slice(1, 26).map(row => String(row[0])).sort()).toEqual(names);
        await expectAccessible(page, 'reports');

        // The six reports of session 16 each load with their summary, chart and table on the demo data.
        for (const name of ['candidate-performance', 'requirement-overview', 'candidate-master', 'jobs', 'overview', 'consolidated']) {
            await page.goto(url(`/corporate/reports?report=${name}&period=this_year`));
            await page.getByRole('grid', { name: 'Report table' }).or(page.getByText('Nothing to report for these filters.')).first().waitFor();
            await screenshot(page, `reports-${name}`);
        }
        await page.getByRole('grid', { name: 'Report table' }).getByText('Jobs opened').waitFor();
        await page.close();
    });

    it('a recruiter without EXPORT reads reports but sees no export button', async () => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
        await signInAt(page, url('/corporate-login'), 'recruiter@acme.example');
        await page.waitForURL(/\/corporate$/);
        await page.goto(url('/corporate/reports?report=candidate-source'));
        await page.getByRole('grid', { name: 'Report table' }).waitFor();
        await page.getByText('Figures of the jobs you are assigned to.').waitFor();
        expect(await page.getByRole('button', { name: /^Export/ }).count()).toBe(0);
        await screenshot(page, 'reports-recruiter-no-export');
        await page.close();
    });
});
