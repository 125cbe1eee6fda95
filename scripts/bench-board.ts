/**
 * `npm run bench:board` — how the applicant board holds up on a big job.
 *
 * Builds the app on a fresh in-memory PGlite (and, when DATABASE_URL is set, on
 * a throwaway database of that server: never on the database itself), seeds one
 * job with 2,000 applicants across 8 stages, then measures through app.inject:
 *   - board load: POST {job}/get-user-applications with limit 20 (all columns)
 *   - load more: one column from offset 20
 *   - card move: PATCH shift-applicant with the card's version
 *   - job list: GET get-jobs (12 to a page)
 * and prints p50 / p95 / mean / max per measure. Figures, never asserts: not run
 * by `npm test`.
 *
 * Options: --runs N (default 50), --applicants N (default 2000), --json (print
 * the results as JSON too).
 *
 * Extension point: `browserPhases` below. The console engineer adds the browser
 * part (headless Chromium: navigation to /corporate/total-applications/{id} →
 * board interactive, and a drag) as a Phase there; it receives the same context
 * (the running app, host, token, job and stages) and returns measurements that
 * are printed in the same table.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/app.js';
import { prepareDatabase } from '../server/bootstrap.js';
import { configFromEnv } from '../server/config.js';
import { openDatabase, type Database } from '../server/db/connect.js';
import { DEMO_PASSWORD } from '../server/db/seed.js';
import { withWorkspace } from '../server/db/scope.js';
import { analyze, applyToJob, EXTRA_STAGES, forgetSmallTablePlans, HOST, insertCandidates, recordArrivals, STAGE_NAMES, throwawayDatabase, workspaceIdOf } from './benchSeed.js';
import { chromiumPath } from './chromium.mjs';

// ---------------------------------------------------------------------------
// Options.

function option(name: string, fallback: number): number {
    const i = process.argv.indexOf(`--${name}`);
    const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
    return value;
}
const RUNS = option('runs', 50);
const APPLICANTS = option('applicants', 2000);
const WARMUP = 5;

// ---------------------------------------------------------------------------
// The shapes phases share.

export interface BenchContext {
    engine: string;
    app: FastifyInstance;
    database: Database;
    host: string;
    token: string;
    jobId: string;
    stages: { id: string; name: string }[];
    runs: number;
}

export interface Measurement {
    name: string;
    /** Milliseconds per run. */
    samples: number[];
    note?: string;
}

/** A group of measurements over a seeded context. */
export type Phase = (ctx: BenchContext) => Promise<Measurement[]>;

// ---------------------------------------------------------------------------
// API phases.

async function inject(ctx: BenchContext, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    const response = await ctx.app.inject({ method, url, headers: { host: ctx.host, authorization: `Bearer ${ctx.token}` }, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json();
}

async function timed<T>(runs: number, work: (i: number) => Promise<T>, check?: (result: T) => void): Promise<number[]> {
    for (let i = 0; i < WARMUP; i++) check?.(await work(i));
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
        const start = performance.now();
        const result = await work(WARMUP + i);
        samples.push(performance.now() - start);
        check?.(result);
    }
    return samples;
}

const apiPhases: Phase[] = [
    async ctx => {
        const body = { type: 'APPLICANTS', recruiters: [], unassigned: false, limit: 20 };
        const samples = await timed(
            ctx.runs,
            () => inject(ctx, 'POST', `/api/${ctx.jobId}/get-user-applications`, body),
            result => {
                const stages = result.data.stages as { count: number; applications: unknown[] }[];
                const total = stages.reduce((n, s) => n + s.count, 0);
                if (stages.length !== STAGE_NAMES.length || total !== APPLICANTS) throw new Error(`board answered ${stages.length} stages, ${total} applicants`);
            },
        );
        return [{ name: 'board load (8 columns, 20 cards each)', samples }];
    },
    async ctx => {
        const samples = await timed(ctx.runs, () => inject(ctx, 'POST', `/api/${ctx.jobId}/get-user-applications`, { type: 'APPLICANTS', stage_id: ctx.stages[0].id, offset: 20, limit: 20 }));
        return [{ name: 'load more (one column, offset 20)', samples }];
    },
    async ctx => {
        // Cards of the first column, each moved once to the next stage with the version it was read at.
        const column = await inject(ctx, 'POST', `/api/${ctx.jobId}/get-user-applications`, { stage_id: ctx.stages[0].id, limit: Math.min(100, ctx.runs + WARMUP) });
        const cards = column.data.applications as { id: string; version: number }[];
        if (cards.length < ctx.runs + WARMUP) throw new Error('not enough cards in the first column to move');
        const samples = await timed(ctx.runs, i => inject(ctx, 'PATCH', '/api/shift-applicant', { application_id: cards[i].id, to_stage_id: ctx.stages[1].id, version: cards[i].version }));
        return [{ name: 'card move (shift-applicant + history)', samples }];
    },
    async ctx => {
        const samples = await timed(ctx.runs, () => inject(ctx, 'GET', '/api/get-jobs?page=1&limit=12'));
        return [{ name: 'job list (12 to a page)', samples }];
    },
];

/**
 * EXTENSION POINT for the browser timing (console engineer): push a Phase here
 * that drives headless Chromium (playwright-core, executablePath
 * /usr/bin/chromium) against a listening server — call `ctx.app.listen({ port: 0 })`
 * inside the phase — and measures navigation → board interactive and a drag.
 */
export const browserPhases: Phase[] = [
    // Browser part (console engineer): headless Chromium against the built console.
    async ctx => {
        if (process.argv.includes('--no-browser') || !existsSync(CHROMIUM)) return [];
        const dist = resolve('dist');
        if (!existsSync(join(dist, 'index.html'))) await (await import('vite')).build({ configFile: 'vite.config.ts', logLevel: 'warn' });
        await ctx.app.listen({ port: 0, host: '127.0.0.1' });
        const apiPort = (ctx.app.server.address() as AddressInfo).port;
        const front = await serveConsole(dist, apiPort);
        const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
        try {
            const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
            const base = `http://${ctx.host}:${front.port}`;
            await page.goto(`${base}/corporate-login`);
            await page.getByLabel('Email').fill('admin@acme.example');
            await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
            await page.getByRole('button', { name: 'Sign in' }).click();
            await page.waitForURL(/\/corporate$/);
            const runs = Math.min(ctx.runs, 20);
            const boardUrl = `${base}/corporate/total-applications/${ctx.jobId}`;
            const interactive = async () => {
                const start = performance.now();
                await page.goto(boardUrl);
                // Interactive: every column rendered with its first page of cards and their drag handles enabled.
                await page.waitForFunction(
                    stages => document.querySelectorAll('[data-testid="stage-column"]').length === stages &&
                        document.querySelectorAll('[data-testid="applicant-card"] [aria-disabled="false"]').length >= stages * 20,
                    ctx.stages.length,
                );
                return performance.now() - start;
            };
            await interactive(); // warm the cache once
            const navigation: number[] = [];
            for (let i = 0; i < runs; i++) navigation.push(await interactive());
            const drags: number[] = [];
            for (let i = 0; i < runs; i++) drags.push(await dragFirstCard(page, ctx.stages[0].name, ctx.stages[1].name));
            return [
                { name: 'browser: navigation → board interactive', samples: navigation, note: 'headless Chromium, built console' },
                { name: 'browser: mouse drag → card moved (200)', samples: drags },
            ];
        } finally {
            await browser.close();
            front.close();
        }
    },
];

const CHROMIUM = chromiumPath;

/** Serves the built console and forwards /api (with the Host header) to the app. */
function serveConsole(dist: string, apiPort: number): Promise<{ port: number; close: () => void }> {
    const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml', '.ico': 'image/x-icon' };
    const server = createServer((request, response) => {
        if (request.url?.startsWith('/api/')) {
            const upstream = httpRequest({ host: '127.0.0.1', port: apiPort, path: request.url, method: request.method, headers: request.headers }, answer => {
                response.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(response);
            });
            request.pipe(upstream);
            return;
        }
        const path = join(dist, (request.url ?? '/').split('?')[0]);
        const file = path.startsWith(dist) && existsSync(path) && statSync(path).isFile() ? path : join(dist, 'index.html');
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(readFileSync(file));
    });
    return new Promise(done => server.listen(0, '127.0.0.1', () => done({ port: (server.address() as AddressInfo).port, close: () => server.close() })));
}

/** Drags the first card of one column onto another with the mouse; ms from release to the server's 200 and the card shown there. */
async function dragFirstCard(page: Page, fromStage: string, toStage: string): Promise<number> {
    const card = page.getByRole('region', { name: fromStage }).getByTestId('applicant-card').first();
    const id = await card.getAttribute('data-application-id');
    const from = await card.boundingBox();
    const to = await page.getByRole('region', { name: toStage }).boundingBox();
    if (!from || !to || !id) throw new Error('board not ready for a drag');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 8 });
    const moved = page.waitForResponse(r => r.url().includes('/api/shift-applicant'));
    const start = performance.now();
    await page.mouse.up();
    if ((await moved).status() !== 200) throw new Error('the drag was refused');
    await page.getByRole('region', { name: toStage }).locator(`[data-application-id="${id}"]`).waitFor();
    return performance.now() - start;
}

// ---------------------------------------------------------------------------
// Seeding.

async function seed(app: FastifyInstance, database: Database): Promise<Omit<BenchContext, 'engine' | 'runs'>> {
    const call = async (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) => {
        const response = await app.inject({ method, url, headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload } : {}) });
        if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
        return response.json();
    };
    const token = (await call('POST', '/api/corporate/login', null, { email: 'admin@acme.example', password: DEMO_PASSWORD })).data.token as string;
    const job = (await call('POST', '/api/create-job', token, { title: 'Benchmark: Senior Engineer', skills: ['TypeScript', 'PostgreSQL'], min_experience: 3, max_experience: 8 })).data as { id: string };
    for (const name of EXTRA_STAGES) await call('POST', `/api/${job.id}/create-hiring-pipeline`, token, { name });
    const stages = (await call('GET', `/api/get-hiring-pipelines/${job.id}`, token)).data as { id: string; name: string }[];
    if (stages.length !== STAGE_NAMES.length) throw new Error(`expected ${STAGE_NAMES.length} stages, got ${stages.length}`);

    // Bulk insert in one workspace transaction (scripts/benchSeed.ts): candidates, applications over the funnel, one history row and event each.
    const workspaceId = await workspaceIdOf(database, HOST);
    await forgetSmallTablePlans(database);
    await withWorkspace(database.db, workspaceId, async tx => {
        await insertCandidates(tx, workspaceId, 'board', 1, APPLICANTS);
        await applyToJob(tx, workspaceId, job.id, stages.map(s => s.id), 'board', 1, APPLICANTS);
        await recordArrivals(tx, [job.id]);
    });
    await analyze(database);
    return { app, database, host: HOST, token, jobId: job.id, stages };
}

// ---------------------------------------------------------------------------
// Engines and the report.

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summarise(m: Measurement) {
    const sorted = [...m.samples].sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    return { name: m.name, runs: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean, max: sorted[sorted.length - 1], note: m.note };
}

async function runEngine(engine: 'pglite' | 'postgres', serverUrl?: string) {
    const throwaway = serverUrl ? await throwawayDatabase(serverUrl) : null;
    const database = await openDatabase({ url: throwaway?.url });
    try {
        const prepared = await prepareDatabase(database, { seed: true });
        const uploadsDir = mkdtempSync(join(tmpdir(), 'ats-bench-board-'));
        const config = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, uploadsDir };
        const app = await buildApp({ database, config, jwtSecret: prepared.jwtSecret });
        try {
            const seedStart = performance.now();
            const base = await seed(app, database);
            const ctx: BenchContext = { ...base, engine, runs: RUNS };
            console.log(`[${engine}] seeded ${APPLICANTS} applicants over ${ctx.stages.length} stages in ${Math.round(performance.now() - seedStart)} ms`);
            const results = [];
            for (const phase of [...apiPhases, ...browserPhases]) for (const m of await phase(ctx)) results.push({ engine, ...summarise(m) });
            return results;
        } finally {
            await app.close();
            rmSync(uploadsDir, { recursive: true, force: true });
        }
    } finally {
        await database.close();
        await throwaway?.drop();
    }
}

async function main() {
    const engines: ['pglite' | 'postgres', string | undefined][] = [['pglite', undefined]];
    if (process.env.DATABASE_URL) engines.push(['postgres', process.env.DATABASE_URL]);
    const all = [];
    for (const [engine, url] of engines) all.push(...(await runEngine(engine, url)));
    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log(`\nBoard benchmark: one job, ${APPLICANTS} applicants, ${STAGE_NAMES.length} stages, ${RUNS} runs after ${WARMUP} warm-up (ms, through app.inject)\n`);
    console.log(`${'engine'.padEnd(9)} ${'measure'.padEnd(42)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'mean'.padStart(8)} ${'max'.padStart(8)}`);
    for (const r of all) console.log(`${r.engine.padEnd(9)} ${r.name.padEnd(42)} ${f(r.p50)} ${f(r.p95)} ${f(r.mean)} ${f(r.max)}${r.note ? `  ${r.note}` : ''}`);
    if (!process.env.DATABASE_URL) console.log('\n(set DATABASE_URL to also measure on a PostgreSQL server; a throwaway database is created and dropped there)');
    if (process.argv.includes('--json')) console.log(JSON.stringify(all, null, 2));
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
