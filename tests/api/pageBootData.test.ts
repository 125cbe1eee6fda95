/**
 * The answers the console's page carries for its first render (server/lib/consoleHtml.ts,
 * config/contracts/boot.ts, docs/performance.md "Console loading"): every client route's HTML
 * holds GET check-workspace's answer for the request's host, the very body that route sends (a
 * host without a workspace, or with an inactive one, included); the career page's HTML also holds
 * its landing answers (the first page of jobs only when opened without filters, the filter
 * options and the skill list), equal to what the career API answers; a value cannot end the data
 * block early; a failed workspace lookup sends the page without the block, never an error.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_SKILL_LIST_SIZE } from '../../config/contracts/boot.js';
import { CAREER_PAGE_SIZE } from '../../config/contracts/career.js';
import type { Database } from '../../server/db/connect.js';
import type { Workspace } from '../../server/db/schema.js';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { createJob } from './jobsSupport.js';

/** The console's index.html as Vite writes it (as in careerPages.test.ts). */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
    <head>
        <meta charset="UTF-8" />
        <title>ATS</title>
        <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    </head>
    <body>
        <div id="root"></div>
    </body>
</html>
`;

const BLOCK = /<script type="application\/json" id="ats-boot">([\s\S]*?)<\/script>/g;
const NASTY = 'Boot </script><script>alert(1)</script> & <!-- \u2028 \u2029 Role';

interface Boot {
    workspace?: { status: boolean; message: string; companyDetails: Record<string, unknown> | null };
    career?: { jobs?: { query: Record<string, unknown>; data: unknown[]; meta: Record<string, unknown> }; filters: unknown; skills: string[] };
}

let t: TestApp;
let admin: string;
let consoleDir: string;

/** The page's one data block, raw. */
function rawBlock(html: string): string | undefined {
    const blocks = [...html.matchAll(BLOCK)].map(match => match[1]);
    expect(blocks.length).toBeLessThanOrEqual(1);
    return blocks[0];
}
const bootOf = (html: string): Boot => JSON.parse(rawBlock(html) ?? 'null') as Boot;

const page = (url: string, host = ACME) => t.call(host, { method: 'GET', url });
const api = async (url: string, host = ACME) => (await t.call(host, { method: 'GET', url })).json();
const check = (host: string) => api(`/api/check-workspace?workspace=${encodeURIComponent(`http://${host}`)}`);

type WorkspaceChange = Partial<Pick<Workspace, 'is_active' | 'brand_name' | 'theme_color'>>;

/** `change` on the workspace at `host`, undone after `run` (each update moves the cache epoch: no stale host cache). */
async function withWorkspaceChanged(host: string, change: WorkspaceChange, run: () => Promise<void>): Promise<void> {
    const { db } = t.database;
    const before = await withSystem(db, tx => tx.selectFrom('workspaces').selectAll().where('host', '=', host).executeTakeFirstOrThrow());
    await withSystem(db, tx => tx.updateTable('workspaces').set(change).where('host', '=', host).execute());
    try {
        await run();
    } finally {
        const restored: WorkspaceChange = { is_active: before.is_active, brand_name: before.brand_name, theme_color: before.theme_color };
        await withSystem(db, tx => tx.updateTable('workspaces').set(restored).where('host', '=', host).execute());
    }
}

beforeAll(async () => {
    consoleDir = mkdtempSync(join(tmpdir(), 'ats-console-boot-'));
    writeFileSync(join(consoleDir, 'index.html'), BUILT_INDEX);
    t = await createTestApp({ consoleDir });
    admin = await t.login(ACME, 'admin@acme.example');
    // Newest first on the career page: this job is on its first page.
    await createJob(t, ACME, admin, { title: NASTY, show_on_career_page: true, job_type: 'OPEN', job_locations: ['Pune'], posted_date: '2099-01-01', job_deadline: '2099-06-30' });
});
afterAll(async () => {
    await t.close();
    rmSync(consoleDir, { recursive: true, force: true });
});

describe("every client route's page carries the workspace check's answer", () => {
    it.each(['/', '/corporate-login', '/corporate/department-onboarding?tab=2', '/candidate/login', '/careerPage', '/careerPage/job/00000000-0000-4000-8000-000000000000'])(
        '%s: the body GET check-workspace sends for the host',
        async url => {
            const response = await page(url);
            expect(response.headers['content-type']).toMatch(/^text\/html/);
            expect(response.headers['cache-control']).toBe('no-cache');
            expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
            const { workspace } = bootOf(response.body);
            expect(workspace).toEqual(await check(ACME));
            expect(workspace).toMatchObject({ status: true, message: '', companyDetails: { workspace: ACME, cs_dashboard: false } });
        },
    );

    it('before </head>, so the entry script finds it in the document', async () => {
        const html = (await page('/corporate-login')).body;
        expect(html.indexOf('id="ats-boot"')).toBeLessThan(html.indexOf('</head>'));
        expect(html.match(/<\/head>/g)).toHaveLength(1);
    });

    it.each(['/corporate-login', '/', '/careerPage', '/careerPage/job/00000000-0000-4000-8000-000000000000'])(
        '%s on an unknown host carries the failure answer (the console goes to company-not-found without asking)',
        async url => {
            const response = await page(url, 'nowhere.localhost');
            expect(response.statusCode).toBe(url.startsWith('/careerPage') ? 404 : 200);
            const boot = bootOf(response.body);
            expect(boot.workspace).toEqual({ status: false, message: 'Workspace not found!', companyDetails: null });
            expect(boot.workspace).toEqual(await check('nowhere.localhost'));
            expect(boot.career).toBeUndefined();
        },
    );

    it("an inactive workspace's page carries the inactive answer, and no career data", async () => {
        await withWorkspaceChanged(GLOBEX, { is_active: false }, async () => {
            for (const url of ['/corporate-login', '/careerPage']) {
                const boot = bootOf((await page(url, GLOBEX)).body);
                expect(boot.workspace, url).toEqual({ status: false, message: 'Workspace is inactive!', companyDetails: null });
                expect(boot.workspace, url).toEqual(await check(GLOBEX));
                expect(boot.career, url).toBeUndefined();
            }
        });
        // Active again: the next page says so (the epoch moved with the update).
        expect(bootOf((await page('/corporate-login', GLOBEX)).body).workspace).toMatchObject({ status: true, companyDetails: { workspace: GLOBEX } });
    });

    /** Runs `during` with every database read of the app throwing, then puts the database back. */
    async function withDatabaseDown(during: () => Promise<void>): Promise<void> {
        const deps = t.app.deps as { database: Database };
        const real = deps.database;
        deps.database = { ...real, db: new Proxy(real.db, { get: () => { throw new Error('the database is down'); } }) };
        try {
            await during();
        } finally {
            deps.database = real;
        }
    }

    it('a failed workspace lookup sends the page without the data block (the console asks), not an error', async () => {
        await withDatabaseDown(async () => {
            const response = await page('/corporate-login');
            expect(response.statusCode).toBe(200);
            expect(response.body).toContain('/assets/index-AbC123.js');
            expect(rawBlock(response.body)).toBeUndefined();
        });
        expect(bootOf((await page('/corporate-login')).body).workspace?.status).toBe(true);
    });

    it('a career page whose lookups fail is the page without its data (503, the console asks and says what failed), not an error body', async () => {
        await withDatabaseDown(async () => {
            for (const path of ['/careerPage', `/careerPage/job/${randomUUID()}`]) {
                const response = await page(path);
                expect(response.statusCode, path).toBe(503);
                expect(response.headers['content-type'], path).toMatch(/^text\/html/);
                expect(response.body, path).toContain('/assets/index-AbC123.js');
                expect(rawBlock(response.body), path).toBeUndefined();
            }
        });
        expect((await page('/careerPage')).statusCode).toBe(200);
    });

    it('is sent compressed as the client accepts, and reads back the same', async () => {
        const plain = (await page('/corporate-login')).body;
        for (const [accept, decode] of [
            ['br', brotliDecompressSync],
            ['gzip', gunzipSync],
        ] as const) {
            const response = await t.call(ACME, { method: 'GET', url: '/corporate-login', headers: { 'accept-encoding': accept } });
            expect(response.headers['content-encoding']).toBe(accept);
            expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
            expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
        }
    });
});

describe("the career page's landing answers", () => {
    it('opened without filters: the first page of jobs, the filters and the skills, as the career API answers them', async () => {
        const boot = bootOf((await page('/careerPage?utm_source=LinkedIn&embed=1')).body);
        const jobs = await api(`/api/career/jobs?currentPage=1&limit=${CAREER_PAGE_SIZE}`);
        expect(jobs.data.length).toBeGreaterThan(0);
        expect(boot.career?.jobs).toEqual({ query: { currentPage: 1, limit: CAREER_PAGE_SIZE }, data: jobs.data, meta: jobs.meta });
        expect(boot.career?.filters).toEqual((await api('/api/career/filters')).data);
        expect(boot.career?.skills).toEqual((await api(`/api/career/get-skills?limit=${CAREER_SKILL_LIST_SIZE}`)).data);
        expect(boot.career?.skills.length).toBeGreaterThan(0);
    });

    it("is the page's own workspace's: globex's page lists globex's jobs", async () => {
        const boot = bootOf((await page('/careerPage', GLOBEX)).body);
        expect(boot.career?.jobs?.data).toEqual((await api(`/api/career/jobs?currentPage=1&limit=${CAREER_PAGE_SIZE}`, GLOBEX)).data);
        expect(boot.career?.jobs?.data).not.toContainEqual(expect.objectContaining({ title: NASTY }));
    });

    it.each(['/careerPage?keyword=x', '/careerPage?currentPage=2', '/careerPage?city_id=1259229', '/careerPage?sort_by=title', '/careerPage?currentPage=abc'])(
        '%s carries no jobs (the page asks for its own), but the filters and skills',
        async url => {
            const boot = bootOf((await page(url)).body);
            expect(boot.career).toBeDefined();
            expect(boot.career?.jobs).toBeUndefined();
            expect(boot.career?.filters).toEqual((await api('/api/career/filters')).data);
            expect(boot.career?.skills).toEqual((await api(`/api/career/get-skills?limit=${CAREER_SKILL_LIST_SIZE}`)).data);
        },
    );

    it("a job's page carries no career data", async () => {
        const html = (await page('/careerPage/job/00000000-0000-4000-8000-000000000000')).body;
        expect(bootOf(html).career).toBeUndefined();
    });
});

describe('a value cannot break out of the data block', () => {
    it("a job title with </script>, <!-- and line separators: escaped as \\u sequences, read back intact", async () => {
        const html = (await page('/careerPage')).body;
        const raw = rawBlock(html)!;
        expect(raw).not.toMatch(/[<>\u2028\u2029]/);
        expect(raw).toContain('\\u003c/script\\u003e');
        // The console's entry script and the data block: the title's <script> is not an element.
        expect(html.match(/<script/g)).toHaveLength(2);
        const titles = (bootOf(html).career?.jobs?.data as { title: string }[]).map(job => job.title);
        expect(titles).toContain(NASTY);
    });

    it("a company's brand name with </script> on every client route", async () => {
        await withWorkspaceChanged(GLOBEX, { brand_name: NASTY }, async () => {
            const html = (await page('/corporate-login', GLOBEX)).body;
            expect(rawBlock(html)).not.toMatch(/[<>\u2028\u2029]/);
            expect(html.match(/<script/g)).toHaveLength(2);
            expect(bootOf(html).workspace?.companyDetails?.brand_name).toBe(NASTY);
            expect(bootOf(html).workspace).toEqual(await check(GLOBEX));
        });
    });
});

describe('with the database', () => {
    it('every page read the cache epoch it answered at (no stale workspace after an update)', async () => {
        const epoch = async () => (await withSystem(t.database.db, tx => sql<{ epoch: number }>`select epoch from cache_epoch`.execute(tx))).rows[0].epoch;
        const before = await epoch();
        await withWorkspaceChanged(ACME, { theme_color: '#102030' }, async () => {
            expect(await epoch()).toBeGreaterThan(before);
            expect(bootOf((await page('/corporate-login')).body).workspace?.companyDetails?.theme_color).toBe('#102030');
        });
        expect(bootOf((await page('/corporate-login')).body).workspace?.companyDetails?.theme_color).not.toBe('#102030');
    });
});
