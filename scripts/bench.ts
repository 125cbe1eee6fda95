/**
 * `npm run bench` — the measuring instrument of issue 10 (docs/performance.md).
 * (Over 400 lines on purpose: one script a person runs and reads top to bottom,
 * its phases in the order they print. The seeding lives in scripts/benchSeed.ts,
 * the browser figures in scripts/benchBrowser.ts, the results' shapes and the
 * printed table in scripts/benchResults.ts.)
 *
 * Per engine (PGlite in a temporary data directory; and, when DATABASE_URL is
 * set, a throwaway database created on that server and dropped afterwards):
 *   1. migrates and seeds a fresh database as `npm start` does, then tops the
 *      acme workspace up to the volume of issue 10 (scripts/benchSeed.ts);
 *   2. starts the real server (bundled by scripts/serverBuild.mjs, as `npm
 *      start` does) in a child process, so the load generator never shares
 *      the server's event loop;
 *   3. drives HTTP load with autocannon (10 connections, --duration seconds
 *      per endpoint after a short warm-up) and checks every answer's status;
 *   4. times the bulk imports of 10,000 rows (departments, jobs, applicants);
 *   5. reads the server's idle resident memory;
 *   6. measures the built console in headless Chromium (cold cache): script
 *      bytes on the wire and LCP of three pages; Lighthouse with --lighthouse;
 * and prints one table. Figures, never asserts, except that any non-2xx
 * answer or wrong answer fails the run: a benchmark of errors is worthless.
 *
 * Options: --duration N (seconds per endpoint, default 10), --no-browser,
 * --lighthouse (Lighthouse's mobile-preset performance score of the sign-in
 * and career pages), --json (the raw results too), --scale F (a fraction of
 * the volume, for a quick smoke run of the harness; not the issue's figures).
 * For working on one endpoint: --reuse (seed once, keep the databases:
 * `<tmp>/ats-bench-keep-<scale>` and `ats_bench_keep_<scale>` on DATABASE_URL's
 * server; drop them by hand), --engine pglite|postgres, --only key,key (the
 * endpoints' keys: public, me, jobs, board, more, move, search, departments,
 * dashboard; `reports` for issue 15's reports, their drill-down, the usage,
 * CS and placement dashboards and the export of every application, `export` for the export alone; `computed` for
 * the job list, the board, the dashboard and reports computed each time, with no kept answer, and while the
 * workspace changes every second),
 * --no-imports, --connections N (clients in flight, default 10; 1 times an answer computed
 * alone), --cpu-prof DIR (the server writes a V8 CPU profile there when
 * it stops; open it in Chrome's DevTools or read it with scripts/cpuProfile.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { prepareDatabase } from '../server/bootstrap.js';
import { configFromEnv, type ServerConfig } from '../server/config.js';
import { openDatabase, type Database } from '../server/db/connect.js';
import { withWorkspace } from '../server/db/scope.js';
import { DEMO_PASSWORD } from '../server/db/seed.js';
import { seedDemoJobs } from '../server/db/seedJobs.js';
import { seedDemoRecords } from '../server/db/seedRecords.js';
import { JOB_BULK_MAX_ROWS } from '../server/lib/jobBulkUpload.js';
import { EXPORT_ROWS_HEADER, REPORT_NAMES } from '../config/contracts/reports.js';
import { ADMIN_EMAIL, HOST, ISSUE_10_VOLUME, seededVolumeOf, seedInterviewsAndOffers, seedVolume, throwawayDatabase, type SeededVolume, type Volume } from './benchSeed.js';
import { browserFigures, buildConsole } from './benchBrowser.js';
import { ENGINE_LABEL, int, kb, table, unmet, type EngineName, type EngineResult, type ExportResult, type ImportResult, type LoadResult, type ReportedEndpoint } from './benchResults.js';
import { chromiumPath } from './chromium.mjs';
import { buildServer, SERVER_ENV } from './serverBuild.mjs';

// ---------------------------------------------------------------------------
// Options.

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
function numberOption(name: string, fallback: number): number {
    const i = args.indexOf(`--${name}`);
    const value = i >= 0 ? Number(args[i + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
    return value;
}
const DURATION_S = numberOption('duration', 10);
/** Discarded before each measured run: JIT, plan caches and connection pools warm up. */
const WARMUP_S = Math.min(2, Math.max(1, Math.round(DURATION_S / 5)));
/** Below 1 for a quick smoke run at a fraction of the volume (the table states the volume it ran on). */
const SCALE = scaleOption();
function scaleOption(): number {
    const i = args.indexOf('--scale');
    const value = i >= 0 ? Number(args[i + 1]) : 1;
    if (!(value > 0 && value <= 1)) throw new Error('--scale needs a number in (0, 1]');
    return value;
}
const VOLUME: Volume = {
    jobs: Math.max(20, Math.round(ISSUE_10_VOLUME.jobs * SCALE)),
    candidates: Math.round(ISSUE_10_VOLUME.candidates * SCALE),
    applications: Math.round(ISSUE_10_VOLUME.applications * SCALE),
    bigJob: Math.round(ISSUE_10_VOLUME.bigJob * SCALE),
};
/** Clients in flight per endpoint: 10 is issue 10's load; 1 reads one request's own time (an answer computed alone). */
const CONNECTIONS = numberOption('connections', 10);
const IMPORT_ROWS = 10_000;
/** The server rests this long after the load before its memory is read. */
const IDLE_MS = 5_000;
const CHROMIUM = chromiumPath;
const BROWSER = !flag('no-browser') && existsSync(CHROMIUM);
const LIGHTHOUSE = flag('lighthouse') && BROWSER;
const REUSE = flag('reuse');
const IMPORTS = !flag('no-imports');
function textOption(name: string): string | undefined {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
}
const ONLY = textOption('only')?.split(',');
const ENGINE_ONLY = textOption('engine');
const CPU_PROFILE_DIR = textOption('cpu-prof');
const scaleTag = String(Math.round(SCALE * 100));

// ---------------------------------------------------------------------------
// What a run measures (what it produces: scripts/benchResults.ts).

interface Endpoint extends ReportedEndpoint {
    /** `--only` takes it as well as the key (the six reports and the drill-down are 'reports'). */
    group?: string;
    /** Sent without a token. */
    anonymous?: boolean;
    /** Absent: no such endpoint exists yet (the row says so). */
    request?: (ctx: RunContext) => autocannon.Request;
    /** Checks one answer before the load: a fast wrong answer is not a result. */
    verify?: (ctx: RunContext, status: number, body: unknown) => string | null;
    /** Measured while another client writes to the workspace once a second (changeEverySecond). */
    whileChanging?: boolean;
    /** Prepares the workspace for the endpoint (before its check and load); answers what undoes it. */
    around?: (ctx: RunContext) => Promise<() => Promise<void>>;
}

interface RunContext {
    port: number;
    token: string;
    seeded: SeededVolume;
    /** Cards of the big job's first two columns, for the card move. */
    cards: Card[];
}

interface Card {
    id: string;
    version: number;
    stage_id: string;
    inFlight: boolean;
}

// ---------------------------------------------------------------------------
// A small HTTP client for setup and checks (the load itself is autocannon's).

interface Answer {
    status: number;
    text: string;
    /** The parsed body, or the text when it is not JSON (a plain-text 401, say). */
    json: () => unknown;
}

function call(port: number, method: string, path: string, options: { token?: string; json?: unknown; body?: Buffer; contentType?: string } = {}): Promise<Answer> {
    const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
    const headers: Record<string, string | number> = { host: HOST };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (body) {
        headers['content-type'] = options.contentType ?? 'application/json';
        headers['content-length'] = body.length;
    }
    return new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, res => {
            const chunks: Buffer[] = [];
            res.on('data', chunk => chunks.push(chunk));
            res.on('end', () => {
                const text = Buffer.concat(chunks).toString('utf8');
                resolve({ status: res.statusCode ?? 0, text, json: () => parseOrText(text) });
            });
        });
        req.on('error', reject);
        req.end(body);
    });
}

function parseOrText(text: string): unknown {
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
}

function multipart(fileName: string, content: string, fields: Record<string, string> = {}): { body: Buffer; contentType: string } {
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
        ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
        Buffer.from(content, 'utf8'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Narrow reads of JSON answers, without trusting their shape. */
const field = (value: unknown, ...path: (string | number)[]): unknown =>
    path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined), value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// ---------------------------------------------------------------------------
// The server under test.

function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
        });
    });
}

interface ServerProcess {
    child: ChildProcess;
    port: number;
    stop: () => Promise<void>;
}

/** `npm start`'s server (the bundle of scripts/serverBuild.mjs); resolves once it printed its welcome. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
    const port = await freePort();
    const profile = CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR] : [];
    const child = spawn(process.execPath, [...profile, ...(await buildServer())], { env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', chunk => (output += chunk));
    child.stderr?.on('data', chunk => (output += chunk));
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
    const started = Date.now();
    while (!output.includes('Recruitment console is up')) {
        const state = await Promise.race([exited, new Promise(resolve => setTimeout(() => resolve('waiting'), 100))]);
        if (state !== 'waiting') throw new Error(`the server exited with ${String(state)}:\n${output}`);
        if (Date.now() - started > 120_000) throw new Error(`the server did not start in 120 s:\n${output}`);
    }
    return {
        child,
        port,
        stop: async () => {
            if (child.exitCode !== null) return;
            child.kill('SIGTERM');
            await exited;
        },
    };
}

/** Resident memory of a process, from /proc (Linux). */
function residentMb(pid: number | undefined): number | null {
    if (!pid || !existsSync(`/proc/${pid}/status`)) return null;
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
}

// ---------------------------------------------------------------------------
// The endpoints under load.

const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const boardPath = (ctx: RunContext) => `/api/${ctx.seeded.bigJobId}/get-user-applications`;

/** Issue 15's reports under load, every one of REPORT_NAMES and the big job's analytics: name, extra query, row label. The default period (last 90 days) holds about 60,000 applications. */
const REPORT_ROWS: [name: string, query: ((ctx: RunContext) => string) | null, label: string][] = [
    ...REPORT_NAMES.map((name): [string, null, string] => [name, null, `report: ${name.replaceAll('-', ' ')}${name === 'job-analytics' ? ', every job' : ''}`]),
    ['job-analytics', ctx => `&job_id=${ctx.seeded.bigJobId}`, 'report: job analytics, the big job'],
];
const selected = (e: Endpoint) => !ONLY || ONLY.includes(e.key) || (e.group !== undefined && ONLY.includes(e.group));

const ENDPOINTS: Endpoint[] = [
    {
        key: 'public',
        label: 'public: GET check-workspace',
        target: 'reference for the ratio',
        anonymous: true,
        request: () => ({ method: 'GET', path: `/api/check-workspace?workspace=${HOST}` }),
        verify: (_ctx, status, body) => (status === 200 && field(body, 'companyDetails', 'workspace') === HOST ? null : 'not the acme workspace'),
    },
    {
        key: 'me',
        label: 'GET /api/me (authenticated, trivial)',
        target: '≥ 50% of public req/s',
        request: () => ({ method: 'GET', path: '/api/me' }),
        verify: (_ctx, status, body) => (status === 200 && String(field(body, 'data', 'email')).toLowerCase() === ADMIN_EMAIL ? null : 'not the admin'),
    },
    {
        key: 'jobs',
        label: 'job list, 12 to a page',
        target: 'p99 ≤ 20 ms (the kept answer)',
        p99Budget: 20,
        request: () => ({ method: 'GET', path: '/api/get-jobs?page=1&limit=12' }),
        verify: (ctx, status, body) => {
            const total = field(body, 'meta', 'total');
            if (status !== 200 || list(field(body, 'data')).length !== 12) return 'not 12 jobs';
            return total === ctx.seeded.totals.jobs ? null : `meta.total ${String(total)}, the workspace holds ${ctx.seeded.totals.jobs}`;
        },
    },
    {
        key: 'board',
        label: `board of the ${VOLUME.bigJob.toLocaleString('en')}-applicant job`,
        target: 'p99 ≤ 50 ms (the kept answer)',
        p99Budget: 50,
        request: ctx => ({ method: 'POST', path: boardPath(ctx), ...json({ type: 'APPLICANTS', recruiters: [], unassigned: false, limit: 20 }) }),
        verify: (ctx, status, body) => {
            const stages = list(field(body, 'data', 'stages'));
            const total = stages.reduce<number>((n, s) => n + Number(field(s, 'count')), 0);
            if (status !== 200 || stages.length !== ctx.seeded.bigJobStages.length) return `${stages.length} stages`;
            if (total !== ctx.seeded.totals.bigJob) return `counts add up to ${total}, not ${ctx.seeded.totals.bigJob}`;
            const short = stages.find(s => list(field(s, 'applications')).length !== Math.min(20, Number(field(s, 'count'))));
            return short ? `stage ${String(field(short, 'name'))} shows ${list(field(short, 'applications')).length} cards` : null;
        },
    },
    {
        key: 'more',
        label: "a column's load-more (offset 20)",
        target: 'p99 ≤ 20 ms (the kept answer)',
        p99Budget: 20,
        request: ctx => ({ method: 'POST', path: boardPath(ctx), ...json({ type: 'APPLICANTS', stage_id: ctx.seeded.bigJobStages[0].id, offset: 20, limit: 20 }) }),
        verify: (_ctx, status, body) => (status === 200 && list(field(body, 'data', 'applications')).length === 20 ? null : 'not 20 cards'),
    },
    {
        key: 'move',
        label: 'a card move (shift-applicant)',
        target: 'p99 ≤ 20 ms',
        p99Budget: 20,
        request: moveRequest,
    },
    {
        key: 'search',
        label: 'candidate search across the workspace',
        target: 'p99 ≤ 50 ms',
        p99Budget: 50,
        // A first name alone: one word matching about one candidate in 48 (3,125 at full volume), the widest common search.
        request: () => ({ method: 'GET', path: '/api/candidates/search?q=priya&page=1&limit=10' }),
        verify: (_ctx, status, body) => {
            const found = list(field(body, 'data'));
            if (status !== 200 || found.length !== 10) return `${found.length} candidates, not 10`;
            if (found.some(c => field(c, 'first_name') !== 'Priya')) return 'a candidate not named Priya';
            return Number(field(body, 'meta', 'total')) > 10 ? null : `meta.total ${String(field(body, 'meta', 'total'))}`;
        },
    },
    {
        key: 'dashboard',
        label: 'corporate dashboard, last 30 days',
        target: 'p99 ≤ 200 ms (the kept answer)',
        p99Budget: 200,
        request: () => ({ method: 'GET', path: '/api/get-corporate-dashboard?period=last_30_days' }),
        verify: (_ctx, status, body) => (status === 200 && Number(field(body, 'data', 'tiles', 'applications', 'value')) > 0 ? null : 'no applications in the period'),
    },
    ...REPORT_ROWS.map(
        ([name, query, label]): Endpoint => ({
            key: `report:${name}${query ? ':job' : ''}`,
            group: 'reports',
            label,
            target: 'p99 ≤ 200 ms',
            p99Budget: 200,
            request: ctx => ({ method: 'GET', path: `/api/reports/${name}?period=last_90_days${query ? query(ctx) : ''}` }),
            verify: (_ctx, status, body) => (status === 200 && list(field(body, 'data', 'rows')).length > 0 ? null : `${status}, no rows`),
        }),
    ),
    {
        key: 'usage',
        group: 'reports',
        label: "an admin's usage page, 12 months",
        target: 'p99 ≤ 200 ms',
        p99Budget: 200,
        request: () => ({ method: 'GET', path: '/api/usage' }),
        verify: (ctx, status, body) => {
            const months = list(field(body, 'data', 'months'));
            const applications = months.reduce<number>((n, m) => n + Number(field(m, 'applications')), 0);
            return status === 200 && months.length === 12 && applications >= ctx.seeded.totals.applications ? null : `${status}, ${months.length} months, ${applications} applications`;
        },
    },
    {
        key: 'cs-dashboard',
        group: 'reports',
        label: 'the CS dashboard, 12 months',
        target: 'p99 ≤ 200 ms',
        p99Budget: 200,
        request: () => ({ method: 'GET', path: '/api/cs-dashboard' }),
        verify: (_ctx, status, body) => (status === 200 && list(field(body, 'data', 'setup')).length > 0 ? null : `${status}, no setup checklist`),
    },
    {
        key: 'tpo-dashboard',
        group: 'reports',
        label: 'the placement dashboard (the workspace an institute for it), this academic year',
        target: 'p99 ≤ 200 ms',
        p99Budget: 200,
        around: asInstitute,
        request: () => ({ method: 'GET', path: '/api/tpo-dashboard' }),
        verify: (_ctx, status, body) => (status === 200 && Number(field(body, 'data', 'totals', 'students')) > 0 ? null : `${status}, no students counted`),
    },
    {
        key: 'report:drill',
        group: 'reports',
        label: "report drill-down: the big job's second stage, first page",
        target: 'p99 ≤ 200 ms',
        p99Budget: 200,
        request: ctx => ({ method: 'GET', path: `/api/reports/applications?period=last_90_days&job_id=${ctx.seeded.bigJobId}&stage_id=${ctx.seeded.bigJobStages[1].id}` }),
        verify: (_ctx, status, body) => (status === 200 && list(field(body, 'data')).length === 25 ? null : 'not a page of 25 applications'),
    },
    {
        key: 'departments',
        label: 'a generated list (departments)',
        target: 'p99 ≤ 20 ms',
        p99Budget: 20,
        request: () => ({ method: 'GET', path: '/api/departments?page=1&limit=10' }),
        verify: (_ctx, status, body) => {
            const total = Number(field(body, 'meta', 'total'));
            return status === 200 && total > 0 && list(field(body, 'data')).length === Math.min(10, total) ? null : 'not a page of departments';
        },
    },
];

/**
 * The job list, the board, the dashboard and the reports answer from the answer kept for the
 * workspace's data version (server/lib/keptAnswers.ts), so repeating one request measures the kept
 * answer. Those four and the costliest report run again while another client writes once a
 * second (each write ends the kept answer; the requests that arrive meanwhile wait for one
 * computation), and each runs with `Cache-Control: no-cache`, which computes every answer: ten
 * different figures asked at once after a change. `--only computed` selects these rows.
 */
const KEPT_AND_CHANGING = ['jobs', 'board', 'dashboard', 'report:job-analytics:job'];
ENDPOINTS.push(
    // Again while the kept answer ends every second.
    ...ENDPOINTS.filter(e => KEPT_AND_CHANGING.includes(e.key)).map(
        (e): Endpoint => ({
            ...e,
            key: `${e.key}:changing`,
            group: 'computed',
            label: `${e.label}, while the workspace changes every second`,
            target: `p99 ≤ ${e.p99Budget} ms (a write each second)`,
            whileChanging: true,
        }),
    ),
    ...ENDPOINTS.filter(e => e.key === 'jobs' || e.key === 'board' || e.key === 'dashboard' || e.group === 'reports').map(
        (e): Endpoint => ({
            ...e,
            key: `${e.key}:computed`,
            group: 'computed',
            label: `${e.label}, computed (no-cache)`,
            target: 'the first view after a change (no p99 target)',
            p99Budget: undefined,
            request: ctx => {
                const request = e.request!(ctx);
                return { ...request, headers: { ...request.headers, 'cache-control': 'no-cache' } };
            },
        }),
    ),
);

/**
 * Each request moves a card of the big job's first two columns to the other
 * of the two stages with the version it was last seen at; answers
 * update the card, so cards cycle back and forth for as long as the run lasts.
 * A card whose move is still under way is skipped.
 */
function moveRequest(ctx: RunContext): autocannon.Request {
    const [first, second] = ctx.seeded.bigJobStages;
    const byId = new Map(ctx.cards.map(card => [card.id, card]));
    let next = 0;
    return {
        method: 'PATCH',
        path: '/api/shift-applicant',
        headers: { 'content-type': 'application/json' },
        setupRequest: request => {
            for (let tries = 0; tries < ctx.cards.length; tries++) {
                const card = ctx.cards[next++ % ctx.cards.length];
                if (card.inFlight) continue;
                card.inFlight = true;
                return { ...request, body: JSON.stringify({ application_id: card.id, to_stage_id: card.stage_id === first.id ? second.id : first.id, version: card.version }) };
            }
            throw new Error('every card is being moved');
        },
        onResponse: (_status, body) => {
            // 200 answers the moved card, 409 the card as it is now: either way its id, stage and version.
            let data: unknown;
            try {
                data = field(JSON.parse(body), 'data');
            } catch {
                return;
            }
            const card = byId.get(String(field(data, 'id')));
            if (!card) return;
            card.inFlight = false;
            card.version = Number(field(data, 'version'));
            card.stage_id = String(field(data, 'stage_id'));
        },
    };
}

/**
 * Cards of the big job's first two columns, the first's first: each run moves them one way or the
 * other, so --reuse runs find cards in one column or both.
 */
async function prefetchCards(ctx: RunContext, count: number): Promise<Card[]> {
    const cards: Card[] = [];
    for (const stage of ctx.seeded.bigJobStages.slice(0, 2)) {
        for (let offset = 0; cards.length < count; offset += 100) {
            const answer = await call(ctx.port, 'POST', boardPath(ctx), { token: ctx.token, json: { type: 'APPLICANTS', stage_id: stage.id, offset, limit: 100 } });
            if (answer.status !== 200) throw new Error(`load-more answered ${answer.status}: ${answer.text.slice(0, 300)}`);
            const page = list(field(answer.json(), 'data', 'applications'));
            if (!page.length) break;
            for (const a of page) cards.push({ id: String(field(a, 'id')), version: Number(field(a, 'version')), stage_id: String(field(a, 'stage_id')), inFlight: false });
        }
    }
    if (cards.length < CONNECTIONS * 10) throw new Error(`only ${cards.length} cards to move in the big job's first two columns`);
    return cards;
}

async function runLoad(ctx: RunContext, request: autocannon.Request, anonymous: boolean, duration: number): Promise<LoadResult> {
    const result = await autocannon({
        url: `http://127.0.0.1:${ctx.port}`,
        connections: CONNECTIONS,
        duration,
        // The slowest endpoints on the slowest engine take seconds under load; a timeout would hide that.
        timeout: 60,
        headers: { host: HOST, ...(anonymous ? {} : { authorization: `Bearer ${ctx.token}` }) },
        requests: [request],
    });
    const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
    return {
        reqPerSec: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        statusCodes,
    };
}

/** The company profile's institute set (tpo-dashboard exists only for an institute); the undo clears it again. */
async function asInstitute(ctx: RunContext): Promise<() => Promise<void>> {
    const setInstitute = async (institute: string | null) => {
        const current = await call(ctx.port, 'GET', '/api/get-company-profile', { token: ctx.token });
        const version = Number(field(current.json(), 'data', 'version'));
        const saved = await call(ctx.port, 'POST', '/api/update-company-profile', { token: ctx.token, json: { institute, version } });
        if (saved.status !== 200) throw new Error(`setting the institute answered ${saved.status}: ${saved.text}`);
    };
    await setInstitute('Bench Institute of Technology');
    return () => setInstitute(null);
}

/**
 * One write to the workspace a second (a department's status set to what it is: the record's
 * version moves, and with it the workspace's data version), from one client beside the load:
 * the kept dashboard and reports answers end with each, as they would in a busy workspace.
 */
async function changeEverySecond(ctx: RunContext, duration: number): Promise<LoadResult> {
    const page = await call(ctx.port, 'GET', '/api/departments?page=1&limit=1', { token: ctx.token });
    const id = String(field(list(field(page.json(), 'data'))[0], 'id'));
    const result = await autocannon({
        url: `http://127.0.0.1:${ctx.port}`,
        connections: 1,
        overallRate: 1,
        duration,
        headers: { host: HOST, authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
        requests: [{ method: 'PATCH', path: `/api/department/${id}/status`, body: JSON.stringify({ status: 'ACTIVE' }) }],
    });
    return { reqPerSec: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, statusCodes: {} };
}

// ---------------------------------------------------------------------------
// Bulk imports.

async function timedUpload(ctx: RunContext, label: string, path: string, fileName: string, rows: number, csv: string, fields: Record<string, string> = {}): Promise<ImportResult> {
    const { body, contentType } = multipart(fileName, csv, fields);
    const start = performance.now();
    const answer = await call(ctx.port, 'POST', path, { token: ctx.token, body, contentType });
    const ms = performance.now() - start;
    const message = String(field(answer.json(), 'message') ?? answer.text.slice(0, 300));
    return { label, rows, ms: answer.status === 200 ? ms : null, status: answer.status, message };
}

async function imports(ctx: RunContext): Promise<ImportResult[]> {
    const departments = ['name,code,head_email,description'];
    for (let i = 1; i <= IMPORT_ROWS; i++) departments.push(`Bench department ${i},BD${i},head.${i}@corp.example,Imported by the benchmark`);
    const jobRows = Math.min(IMPORT_ROWS, JOB_BULK_MAX_ROWS);
    // A department by name and a recruiter by email on most rows: the file's reference lookups are part of the time.
    // The titles carry this run's tag: on a kept database (--reuse) the upload creates its jobs, not finds the last run's.
    const tag = randomBytes(2).readUInt16BE() % 10_000;
    const jobs = ['title,department,recruiters,employment_type,job_locations,skills,min_experience,max_experience,openings'];
    for (let i = 1; i <= jobRows; i++) {
        jobs.push(`Imported role ${tag}-${i},${i % 4 ? 'Engineering' : ''},${i % 3 ? 'recruiter@acme.example' : ''},FULL_TIME,Pune;Remote,TypeScript;PostgreSQL,${i % 5},${(i % 5) + 4},${1 + (i % 3)}`);
    }
    return [
        await timedUpload(ctx, `import ${IMPORT_ROWS.toLocaleString('en')} departments (generated bulkUpload, CSV)`, '/api/departments/bulk-upload', 'departments.csv', IMPORT_ROWS, departments.join('\n')),
        await timedUpload(ctx, `import ${jobRows.toLocaleString('en')} jobs (job-bulk-upload, CSV)`, '/api/job-bulk-upload', 'jobs.csv', jobRows, jobs.join('\n')),
        await applicantUpload(ctx),
    ];
}

/**
 * New people for a new job (applicant-upload), two in three with a phone. The emails and phones
 * carry this run's tag, so a run on a kept database (--reuse) adds people rather than linking the
 * last run's; the phones (+44 20…) match none of the seeded ones (+91 7, 8 or 9…).
 */
async function applicantUpload(ctx: RunContext): Promise<ImportResult> {
    const created = await call(ctx.port, 'POST', '/api/create-job', { token: ctx.token, json: { title: 'Benchmark applicant upload' } });
    const jobId = String(field(created.json(), 'data', 'id'));
    const tag = randomBytes(2).readUInt16BE() % 10_000;
    const people = ['First name,Last name,Email,Phone,Current title,Experience years,Skills,City'];
    for (let i = 1; i <= IMPORT_ROWS; i++) {
        const phone = i % 3 ? `+44 20 ${String(tag).padStart(4, '0')} ${String(i).padStart(4, '0')}` : '';
        people.push(`Uploaded${i},Person,uploaded.${tag}.${i}@bench.example,${phone},Engineer,${i % 15},TypeScript;SQL,${i % 2 ? 'Pune' : 'Bengaluru'}`);
    }
    const label = `import ${IMPORT_ROWS.toLocaleString('en')} applicants (applicant-upload, CSV)`;
    return timedUpload(ctx, label, '/api/applicant-upload', 'applicants.csv', IMPORT_ROWS, people.join('\n'), { job_id: jobId });
}

// ---------------------------------------------------------------------------
// The export of every application of the year (issue 15).

const EXPORT_PATH = '/api/reports/applications/export?period=this_year&format=csv';
const EXPORT_SAMPLE_MS = 25;

/** Downloads the export as a browser would (reading as it arrives), sampling the server's resident memory meanwhile. */
function timedExport(ctx: RunContext, pid: number | undefined): Promise<ExportResult> {
    const rssBeforeMb = residentMb(pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
        const now = residentMb(pid);
        if (now !== null && (rssPeakMb === null || now > rssPeakMb)) rssPeakMb = now;
    }, EXPORT_SAMPLE_MS);
    const start = performance.now();
    return new Promise<ExportResult>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: ctx.port, method: 'GET', path: EXPORT_PATH, headers: { host: HOST, authorization: `Bearer ${ctx.token}` } }, res => {
            let bytes = 0;
            let lines = 0;
            res.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
            });
            res.on('end', () => {
                clearInterval(sampler);
                const ok = res.statusCode === 200;
                // Every line but the header is an application (names hold no line breaks).
                resolve({ rows: lines - 1, announced: Number(res.headers[EXPORT_ROWS_HEADER.toLowerCase()]), bytes, ms: ok ? performance.now() - start : null, status: res.statusCode ?? 0, rssBeforeMb, rssPeakMb });
            });
        });
        req.on('error', error => {
            clearInterval(sampler);
            reject(error);
        });
        req.end();
    });
}

// ---------------------------------------------------------------------------
// Clean-up that an interrupted run (Ctrl-C) still does.

const undo = new Set<() => Promise<void> | void>();

/** Registers a clean-up step; the returned function runs it (once) and forgets it. */
function onExit(step: () => Promise<void> | void): () => Promise<void> {
    undo.add(step);
    return async () => {
        if (!undo.delete(step)) return;
        await step();
    };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
        console.error(`\n${signal}: removing the server, the throwaway database and temporary files...`);
        // Dropping the database ends the seeding connections still open; their errors no longer matter.
        process.on('uncaughtException', () => {});
        void (async () => {
            for (const step of [...undo].reverse()) await Promise.resolve().then(step).catch(error => console.error(error));
            process.exit(130);
        })();
    });
}

// ---------------------------------------------------------------------------
// One engine, end to end.

/** Migrations, the demo data and the volume; with --reuse, a database seeded by an earlier run is only migrated. */
async function seedOnce(database: Database, config: ServerConfig, seedStart: number, log: (message: string) => void): Promise<SeededVolume> {
    const prepared = await prepareDatabase(database, { seed: true });
    const kept = REUSE && !prepared.seeded ? await seededVolumeOf(database, VOLUME) : null;
    if (kept) {
        log('reusing the database seeded by an earlier --reuse run');
        // Seeded before the volume had interviews and offers: add them (nothing when it has them).
        await withWorkspace(database.db, kept.workspaceId, tx => seedInterviewsAndOffers(tx, kept.workspaceId));
        return kept;
    }
    if (!prepared.seeded) throw new Error('--reuse: the kept database holds demo data but not the volume (an interrupted seeding?): drop it and run again');
    const app = await buildApp({ database, config, jwtSecret: prepared.jwtSecret });
    try {
        await seedDemoRecords(app);
        await seedDemoJobs(app);
    } finally {
        await app.close();
    }
    log(`demo data seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; seeding the volume...`);
    return seedVolume(database, VOLUME, undefined, (step, ms) => log(`  ${step}: ${(ms / 1000).toFixed(1)} s`));
}

/** --reuse on PostgreSQL: one database per scale, created once and kept (never the server's own database). */
async function keptDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
    const name = `ats_bench_keep_${scaleTag}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: async () => {} };
}

async function runEngine(engine: EngineName, consoleDir: string | null): Promise<EngineResult> {
    const log = (message: string) => console.log(`[${engine}] ${message}`);
    const throwaway = engine === 'postgres' ? await (REUSE ? keptDatabase : throwawayDatabase)(process.env.DATABASE_URL!) : null;
    const dropDatabase = onExit(async () => throwaway?.drop());
    const scratch = REUSE ? join(tmpdir(), `ats-bench-keep-${scaleTag}`) : mkdtempSync(join(tmpdir(), `ats-bench-${engine}-`));
    const removeFiles = onExit(() => (REUSE ? undefined : rmSync(scratch, { recursive: true, force: true })));
    const env: Record<string, string> = {
        DATABASE_URL: throwaway?.url ?? '',
        DATA_DIR: join(scratch, 'data'),
        UPLOADS_DIR: join(scratch, 'uploads'),
        // No console: an empty directory; the browser part passes the fresh build.
        CONSOLE_DIR: consoleDir ?? join(scratch, 'no-console'),
        LISTEN_HOST: '127.0.0.1',
        // Every request logged to a pipe would measure the pipe.
        LOG_LEVEL: 'warn',
        // The CS dashboard exists only for the listed workspaces.
        CS_DASHBOARD_WORKSPACES: HOST,
        JWT_SECRET: '',
    };
    const problems: string[] = [];
    try {
        // 1. A fresh database as `npm start` leaves it (migrations, demo workspaces, records and jobs), then the volume.
        const seedStart = performance.now();
        const config = { ...configFromEnv(env), consoleDir: undefined };
        const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
        let seeded: SeededVolume;
        try {
            seeded = await seedOnce(database, config, seedStart, log);
        } finally {
            // PGlite's data directory is locked to one process: the server opens it next.
            await database.close();
        }
        const seedMs = performance.now() - seedStart;
        log(`seeded ${JSON.stringify(seeded.totals)} in ${(seedMs / 1000).toFixed(1)} s`);

        // 2. The real server.
        const server = await startServer(env);
        const stopServer = onExit(server.stop);
        try {
            const signIn = await call(server.port, 'POST', '/api/corporate/login', { json: { email: ADMIN_EMAIL, password: DEMO_PASSWORD } });
            if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);
            const ctx: RunContext = { port: server.port, token: String(field(signIn.json(), 'data', 'token')), seeded, cards: [] };
            // Only the moves need the cards (and use them up: a --reuse database runs out after a few runs).
            if (ENDPOINTS.some(e => e.key === 'move' && selected(e))) ctx.cards = await prefetchCards(ctx, 2_000);

            // 3. Load, endpoint by endpoint.
            const loads: Record<string, LoadResult> = {};
            for (const endpoint of ENDPOINTS) {
                if (!endpoint.request || !selected(endpoint)) continue;
                const undo = await endpoint.around?.(ctx);
                try {
                    const request = endpoint.request(ctx);
                    if (endpoint.verify) {
                        const answer = await call(ctx.port, request.method ?? 'GET', request.path ?? '/', {
                            token: endpoint.anonymous ? undefined : ctx.token,
                            body: request.body ? Buffer.from(String(request.body)) : undefined,
                        });
                        const wrong = endpoint.verify(ctx, answer.status, answer.json());
                        if (wrong) problems.push(`${endpoint.label}: wrong answer (${answer.status}): ${wrong}`);
                    }
                    await runLoad(ctx, request, Boolean(endpoint.anonymous), WARMUP_S);
                    if (endpoint.whileChanging) {
                        const [load, writes] = await Promise.all([runLoad(ctx, request, false, DURATION_S), changeEverySecond(ctx, DURATION_S)]);
                        loads[endpoint.key] = load;
                        log(`  beside it: ${writes.requests} writes, non-2xx ${writes.non2xx}; the slowest read ${Math.round(load.max)} ms`);
                        if (writes.non2xx || writes.requests < DURATION_S - 1) problems.push(`${endpoint.label}: the writes beside it: ${writes.requests} sent, ${writes.non2xx} non-2xx`);
                    } else {
                        loads[endpoint.key] = await runLoad(ctx, request, Boolean(endpoint.anonymous), DURATION_S);
                    }
                    const l = loads[endpoint.key];
                    log(`${endpoint.label}: ${Math.round(l.reqPerSec)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, non-2xx ${l.non2xx}`);
                    if (l.non2xx || l.errors || l.timeouts) problems.push(`${endpoint.label}: ${l.non2xx} non-2xx ${JSON.stringify(l.statusCodes)}, ${l.errors} errors, ${l.timeouts} timeouts`);
                } finally {
                    await undo?.();
                }
            }

            // 5 (before the imports, which grow the heap). Memory after the load and a short rest.
            await new Promise(resolve => setTimeout(resolve, IDLE_MS));
            const idleRssMb = residentMb(server.child.pid);
            log(`idle resident memory ${idleRssMb ?? '?'} MB`);

            // 4a. The export of every application of the year (after the idle reading: it grows the heap).
            const exported = !ONLY || ONLY.includes('reports') || ONLY.includes('export') ? await timedExport(ctx, server.child.pid) : null;
            if (exported) {
                log(`export of ${int(exported.rows)} applications (CSV, ${kb(exported.bytes)} KB): ${exported.ms === null ? `answered ${exported.status}` : `${Math.round(exported.ms)} ms`}, resident ${exported.rssBeforeMb} → peak ${exported.rssPeakMb} MB`);
                if (exported.ms === null) problems.push(`export: answered ${exported.status}`);
                else if (exported.rows !== exported.announced || exported.rows < seeded.totals.applications * 0.9) problems.push(`export: ${exported.rows} rows received, ${exported.announced} announced, ${seeded.totals.applications} in the workspace`);
            }

            // 4. Imports.
            const importResults = IMPORTS ? await imports(ctx) : [];
            for (const r of importResults) {
                log(`${r.label}: ${r.ms === null ? `answered ${r.status}` : `${Math.round(r.ms)} ms`} (${r.message})`);
                if (r.ms === null) problems.push(`${r.label}: answered ${r.status}: ${r.message}`);
            }

            // 6. The browser.
            const pages = consoleDir ? await browserFigures(server.port, LIGHTHOUSE) : [];
            for (const p of pages) log(`${p.label}: ${kb(p.scriptWireBytes)} KB of script on the wire (${kb(p.scriptDecodedBytes)} KB decoded, ${p.scripts} files), LCP ${p.lcpMs === null ? '?' : Math.round(p.lcpMs)} ms`);
            return { engine, seedMs, totals: seeded.totals, loads, exported, imports: importResults, idleRssMb, pages, problems };
        } finally {
            await stopServer();
        }
    } finally {
        await dropDatabase();
        await removeFiles();
    }
}


async function main(): Promise<void> {
    const engines = (['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])] as EngineName[]).filter(e => !ENGINE_ONLY || e === ENGINE_ONLY);
    console.log(`Benchmark of issue 10: ${engines.map(e => ENGINE_LABEL[e]).join(' and ')}; ${CONNECTIONS} connections, ${DURATION_S} s per endpoint after ${WARMUP_S} s of warm-up.`);
    let consoleDir: string | null = null;
    let removeConsole = async () => {};
    if (BROWSER) {
        console.log('Building the console (vite build into a temporary directory)...');
        const dir = await buildConsole();
        consoleDir = dir;
        removeConsole = onExit(() => rmSync(dir, { recursive: true, force: true }));
    } else {
        console.log(flag('no-browser') ? 'Browser figures skipped (--no-browser).' : `Browser figures skipped: no Chromium at ${CHROMIUM}.`);
    }
    const results: EngineResult[] = [];
    try {
        for (const engine of engines) results.push(await runEngine(engine, consoleDir));
    } finally {
        await removeConsole();
    }

    const t = results[0].totals;
    console.log(
        `\nIssue 10 benchmark, ${new Date().toISOString().slice(0, 10)}: acme workspace with ${int(t.jobs)} jobs, ${int(t.candidates)} candidates, ` +
            `${int(t.applications)} applications (${int(t.bigJob)} on one job of 8 stages); ${CONNECTIONS} concurrent connections over HTTP, ${DURATION_S} s per endpoint; ` +
            `latencies in ms; browser figures with a cold cache in headless Chromium.\n`,
    );
    const shape = { endpoints: ENDPOINTS, durationS: DURATION_S, importRows: IMPORT_ROWS };
    console.log(table(results, shape));
    console.log(
        '\nFigures taken in different runs must not be compared (the machine, its load and the data differ); compare ratios and budgets only.' +
            (process.env.DATABASE_URL ? '' : '\n(set DATABASE_URL to also measure a PostgreSQL server: a throwaway database is created there and dropped)'),
    );
    const notMet = unmet(results, shape);
    if (notMet.length) console.log(`\nTargets not met yet:\n${notMet.map(m => `  - ${m}`).join('\n')}`);
    if (flag('json')) console.log(JSON.stringify(results, null, 2));
    const problems = results.flatMap(r => r.problems.map(p => `${ENGINE_LABEL[r.engine]}: ${p}`));
    if (problems.length) {
        console.error(`\nFAILED: answers that were errors or wrong; the figures above are not valid:\n${problems.map(p => `  - ${p}`).join('\n')}`);
        process.exitCode = 1;
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
