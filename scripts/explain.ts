/**
 * `npm run explain`: the plans of issue 10's hot queries at volume, on each
 * engine (docs/performance.md, "Queries at volume"). Not part of `npm test`.
 *
 * Per engine it prepares a database as the bench does (migrations, demo
 * workspaces, records and jobs, then seedVolume), then runs the product's own
 * query functions (the board, a column's load-more, a card move, the job list,
 * a generated list, the candidate search; since issue 13 and 15 the vendor's
 * and the employee's lists and dashboards and the corporate dashboard; the
 * reports of issue 15) in one
 * workspace transaction as the
 * request role, so row-level security applies as it does for a request. Every
 * statement they send is recorded (a Kysely plugin) and run again under
 * EXPLAIN (ANALYZE, BUFFERS); the transaction is rolled back, so the card move
 * writes nothing.
 *
 *   npm run explain                                  # PGlite, full volume, temporary directory
 *   DATABASE_URL=postgres://… npm run explain        # PGlite, then PostgreSQL (a throwaway database)
 *   npm run explain -- --scale 0.2 --only board      # a fraction of the volume; one section
 *   npm run explain -- --reuse                       # keep the seeded databases between runs (see below)
 *
 * --reuse keeps PGlite's directory (`<tmp>/ats-explain-<scale>`) and the
 * PostgreSQL database (`ats_explain_<scale>`) and reuses them on the next run:
 * migrations that landed since are applied, the seeding is skipped. Drop
 * them by hand when done. --summary prints each statement's execution time
 * and the plan's top lines only. --warm S runs each section untimed for S
 * seconds first: on PGlite a code path's first runs are several times slower
 * until V8 has optimised the engine's WebAssembly for it (docs/performance.md,
 * "A trap in the explain harness's PGlite figures").
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow, createQueryId } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app.js';
import { prepareDatabase } from '../server/bootstrap.js';
import { configFromEnv } from '../server/config.js';
import { prepareResources } from '../server/crud/index.js';
import { listRecords } from '../server/crud/query.js';
import { openDatabase, type Database } from '../server/db/connect.js';
import type { Workspace } from '../server/db/schema.js';
import { seedDemoJobs } from '../server/db/seedJobs.js';
import { seedDemoRecords } from '../server/db/seedRecords.js';
import { withWorkspace, type Tx } from '../server/db/scope.js';
import { getApplication } from '../server/lib/applications.js';
import { loadBoard, loadColumn, moveApplications } from '../server/lib/board.js';
import { candidateSearchWords } from '../config/contracts/candidates.js';
import { REPORT_NAMES } from '../config/contracts/reports.js';
import { searchCandidates } from '../server/lib/candidates.js';
import { listOffers, offerApplicationOptions } from '../server/lib/offers.js';
import { listWorkspaceInterviews } from '../server/lib/interviews.js';
import { corporateDashboard } from '../server/lib/dashboard.js';
import { tpoDashboard } from '../server/lib/tpoDashboard.js';
import { csDashboard, workspaceUsage } from '../server/lib/usage.js';
import { jobScopeOf } from '../server/lib/dashboardScope.js';
import { drillBatches, drillPage } from '../server/lib/reports/drill.js';
import { REPORTS } from '../server/lib/reports/index.js';
import { reportContext } from '../server/lib/reports/reportContext.js';
import { listEmployeeJobs } from '../server/lib/employeeJobs.js';
import { employeeDashboard, listReferrals } from '../server/lib/employeeReferrals.js';
import { listJobs } from '../server/lib/jobFilters.js';
import { vendorDashboard } from '../server/lib/vendorDashboard.js';
import { listVendorJobs } from '../server/lib/vendorJobs.js';
import { vendorSubmissions } from '../server/lib/vendorSubmissions.js';
import { jobReferenceTables } from '../server/lib/jobs.js';
import { ADMIN_EMAIL, ISSUE_10_VOLUME, seedInterviewsAndOffers, seedVolume, throwawayDatabase, workspaceIdOf, type Volume } from './benchSeed.js';

// The demo seed goes through the real routes: their request log is noise here.
process.env.LOG_LEVEL ??= 'warn';

const args = process.argv.slice(2);
const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
};
const SCALE = Number(option('scale') ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('--scale takes a fraction: 0 < F <= 1');
const ONLY = option('only');
const REUSE = args.includes('--reuse');
const SUMMARY = args.includes('--summary');
/** Seconds each section runs untimed before it is measured (see the header). */
const WARM_SECONDS = Number(option('warm') ?? 0);
if (!(WARM_SECONDS >= 0)) throw new Error('--warm takes a number of seconds');
const VOLUME: Volume = {
    jobs: Math.max(10, Math.round(ISSUE_10_VOLUME.jobs * SCALE)),
    candidates: Math.round(ISSUE_10_VOLUME.candidates * SCALE),
    applications: Math.round(ISSUE_10_VOLUME.applications * SCALE),
    bigJob: Math.round(ISSUE_10_VOLUME.bigJob * SCALE),
};
const scaleTag = String(Math.round(SCALE * 100));

/** Records every statement sent through the transaction it is plugged into. */
class Recorder implements KyselyPlugin {
    nodes: RootOperationNode[] = [];
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        this.nodes.push(args.node);
        return args.node;
    }
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        return args.result;
    }
}

class Rollback extends Error {}

interface Section {
    name: string;
    run: (tx: Tx) => Promise<unknown>;
}

async function explainSections(database: Database, sections: Section[]): Promise<void> {
    const workspaceId = await workspaceIdOf(database);
    for (const section of sections) {
        if (ONLY && !section.name.includes(ONLY)) continue;
        console.log(`\n=== ${database.engine}: ${section.name}`);
        try {
            await withWorkspace(database.db, workspaceId, async tx => {
                // Untimed runs first: V8 compiles PGlite's WebAssembly with its optimising compiler only once
                // a code path has run for a while, and until then PGlite's figures read several times too high.
                for (const warmUntil = performance.now() + WARM_SECONDS * 1000; performance.now() < warmUntil; ) {
                    await sql`savepoint explain_warm`.execute(tx);
                    await section.run(tx);
                    await sql`rollback to savepoint explain_warm`.execute(tx);
                }
                const recorder = new Recorder();
                // The section runs once to learn its statements, inside a savepoint undone at once, so
                // each statement below sees the data the section saw (a move finds its card where it was).
                await sql`savepoint explain_section`.execute(tx);
                await section.run(tx.withPlugin(recorder));
                await sql`rollback to savepoint explain_section`.execute(tx);
                for (const node of recorder.nodes) {
                    const compiled = tx.getExecutor().compileQuery(node, createQueryId());
                    const text = compiled.sql.replace(/\s+/g, ' ').trim();
                    const parameters = [...compiled.parameters];
                    // Wall time of the statement itself, without EXPLAIN's per-node timing (which costs much on PGlite): median of 5.
                    const times: number[] = [];
                    for (let i = 0; i < 5; i++) {
                        await sql`savepoint explain_statement`.execute(tx);
                        const started = performance.now();
                        await tx.executeQuery(CompiledQuery.raw(compiled.sql, parameters));
                        times.push(performance.now() - started);
                        await sql`rollback to savepoint explain_statement`.execute(tx);
                    }
                    times.sort((a, b) => a - b);
                    await sql`savepoint explain_statement`.execute(tx);
                    const plan = await tx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, parameters));
                    await sql`rollback to savepoint explain_statement`.execute(tx);
                    const lines = plan.rows.map(r => r['QUERY PLAN']);
                    const execution = lines.find(l => l.startsWith('Execution Time')) ?? '';
                    console.log(`\n-- ${text.length > 220 ? `${text.slice(0, 220)}…` : text}`);
                    console.log(`-- ${execution}; measured without EXPLAIN: median ${times[2].toFixed(2)} ms of 5`);
                    for (const line of SUMMARY ? lines.slice(0, 6) : lines) console.log(`   ${line}`);
                }
                throw new Rollback();
            });
        } catch (error) {
            if (!(error instanceof Rollback)) throw error;
        }
    }
}

async function seeded(database: Database, resourcesDir: string | undefined): Promise<void> {
    const config = { ...configFromEnv(process.env), consoleDir: undefined };
    const prepared = await prepareDatabase(database, { seed: true, resourcesDir });
    const workspaceId = await workspaceIdOf(database);
    const jobs = await withWorkspace(database.db, workspaceId, async tx => (await sql<{ n: number }>`select count(*)::int as n from jobs`.execute(tx)).rows[0].n);
    if (jobs >= VOLUME.jobs) {
        console.log(`${database.engine}: reusing the seeded database (${jobs} jobs)`);
        // A database seeded before the volume had interviews and offers gets them now (nothing when it has them).
        await withWorkspace(database.db, workspaceId, tx => seedInterviewsAndOffers(tx, workspaceId));
        await sql`analyze`.execute(database.db);
        return;
    }
    const app = await buildApp({ database, config, jwtSecret: prepared.jwtSecret });
    try {
        await seedDemoRecords(app, resourcesDir);
        await seedDemoJobs(app);
    } finally {
        await app.close();
    }
    const started = Date.now();
    const result = await seedVolume(database, VOLUME);
    await portalShares(database);
    console.log(`${database.engine}: seeded ${JSON.stringify(result.totals)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The volume's applications come from no portal: one in 20 becomes the demo
 * vendor's submission and one in 20 the demo employee's referral, so the
 * portals' lists and dashboards are planned over data of their own.
 */
async function portalShares(database: Database): Promise<void> {
    const workspaceId = await workspaceIdOf(database);
    await withWorkspace(database.db, workspaceId, async tx => {
        await sql`update applications set vendor_id = (select id from vendors where lower(email) = 'vendor@acme.example'), vendor_submitted_at = created_at,
                vendor_ownership_until = created_at + interval '90 days', source = 'Vendor'
            where ('x' || substr(md5(id::text), 1, 4))::bit(16)::int % 20 = 0`.execute(tx);
        await sql`update applications set referred_by_employee_id = (select id from employees where lower(email) = 'employee@acme.example'), source = 'Referral'
            where ('x' || substr(md5(id::text), 1, 4))::bit(16)::int % 20 = 1`.execute(tx);
    });
    await sql`analyze`.execute(database.db);
}

async function sectionsFor(database: Database): Promise<Section[]> {
    const workspaceId = await workspaceIdOf(database);
    const refs = await jobReferenceTables(database.db);
    const { models } = await prepareResources(database.db);
    const departments = models.find(m => m.config.name === 'departments');
    if (!departments) throw new Error('no departments resource');
    const facts = await withWorkspace(database.db, workspaceId, async tx => {
        const job = (await sql<{ id: string }>`select id from jobs where title like 'Benchmark: %' order by created_at desc limit 1`.execute(tx)).rows[0];
        if (!job) throw new Error('no benchmark job: seeding failed');
        const stages = (await sql<{ id: string }>`select id from pipeline_stages where job_id = ${job.id} order by position`.execute(tx)).rows;
        const card = (await sql<{ id: string; version: number }>`select id, version from applications where stage_id = ${stages[0].id} order by stage_entered_at desc limit 1`.execute(tx)).rows[0];
        const recruiter = (await sql<{ id: string }>`select id from users where lower(email) = 'recruiter@acme.example'`.execute(tx)).rows[0];
        const admin = (await sql<{ id: string; first_name: string; last_name: string | null; email: string }>`
            select id, first_name, last_name, email from users where lower(email) = ${ADMIN_EMAIL}`.execute(tx)).rows[0];
        const vendor = (await sql<{ id: string }>`select id from vendors where lower(email) = 'vendor@acme.example'`.execute(tx)).rows[0];
        const employee = (await sql<{ id: string; user_id: string; workspace_id: string; first_name: string; last_name: string | null; email: string }>`
            select id, user_id, workspace_id, first_name, last_name, email from employees where lower(email) = 'employee@acme.example'`.execute(tx)).rows[0];
        const workspace = (await sql<Workspace>`select * from workspaces where id = ${workspaceId}`.execute(tx)).rows[0];
        return { jobId: job.id, stageIds: stages.map(s => s.id), card, recruiterId: recruiter?.id, admin, vendorId: vendor.id, employee, workspace };
    });
    const actor = { ...facts.admin, sessionId: '', role_name: 'CORPORATE' as const, secondary_role: null, profile_image: null, permissions: {} };
    const all = { recruiters: [], unassigned: false };
    const firstPage = { perPage: 10, offset: 0 };
    const tables = new Set(refs.map(r => r.table));
    const categories = tables.has('position_categories');
    const employeeNames = { departments: tables.has('departments'), categories };
    return [
        { name: 'board: first page of every column', run: tx => loadBoard(tx, workspaceId, facts.jobId, all, 20) },
        { name: 'board: filtered by a recruiter or unassigned', run: tx => loadBoard(tx, workspaceId, facts.jobId, { recruiters: facts.recruiterId ? [facts.recruiterId] : [], unassigned: true }, 20) },
        { name: 'board: searched by name', run: tx => loadBoard(tx, workspaceId, facts.jobId, { ...all, search: 'priya' }, 20) },
        { name: 'board: searched by a full name', run: tx => loadBoard(tx, workspaceId, facts.jobId, { ...all, search: 'priya sharma' }, 20) },
        { name: 'board: searched by one letter', run: tx => loadBoard(tx, workspaceId, facts.jobId, { ...all, search: 's' }, 20) },
        { name: 'board: load-more of a searched column (offset 20)', run: tx => loadColumn(tx, workspaceId, facts.jobId, facts.stageIds[0], { ...all, search: 'priya' }, 20, 20) },
        { name: 'board: load-more of the first column (offset 20)', run: tx => loadColumn(tx, workspaceId, facts.jobId, facts.stageIds[0], all, 20, 20) },
        {
            name: 'card move (shift-applicant)',
            run: async tx => {
                await moveApplications(tx, workspaceId, actor, facts.stageIds[1], sql`a.id = ${facts.card.id} and a.version = ${facts.card.version}`);
                await getApplication(tx, facts.card.id);
            },
        },
        { name: 'job list: first page of 12', run: tx => listJobs(tx, refs, { page: 1, limit: 12 }, 12, 0) },
        { name: 'job list: searched and filtered', run: tx => listJobs(tx, refs, { page: 1, limit: 12, search: 'engineer', filter: JSON.stringify({ job_type: ['OPEN'], priority: ['HIGH', 'URGENT'] }) }, 12, 0) },
        { name: 'generated list: departments, first page of 10', run: tx => listRecords(tx, departments, workspaceId, { page: 1, limit: 10 }, 10, 0) },
        { name: 'candidate search: a first name', run: tx => searchCandidates(tx, workspaceId, candidateSearchWords('priya'), 20, 0) },
        { name: 'candidate search: a name and a skill', run: tx => searchCandidates(tx, workspaceId, candidateSearchWords('priya python'), 20, 0) },
        { name: 'candidate search: an email', run: tx => searchCandidates(tx, workspaceId, candidateSearchWords('priya.sharma'), 20, 0) },
        { name: 'candidate search: a phone number', run: tx => searchCandidates(tx, workspaceId, candidateSearchWords('98765'), 20, 0) },
        { name: 'offer letter: the application picker, a name', run: tx => offerApplicationOptions(tx, workspaceId, 'priya', 20) },
        { name: 'offer letter: the application picker, a full name', run: tx => offerApplicationOptions(tx, workspaceId, 'priya sharma', 20) },
        { name: 'offer letter: the application picker, a job title and a name', run: tx => offerApplicationOptions(tx, workspaceId, 'analyst priya', 20) },
        { name: 'offer letter: the application picker, nothing typed', run: tx => offerApplicationOptions(tx, workspaceId, undefined, 20) },
        { name: 'interviews: the list searched by a full name', run: tx => listWorkspaceInterviews(tx, workspaceId, { search: 'priya sharma' }) },
        { name: 'interviews: the list, first page', run: tx => listWorkspaceInterviews(tx, workspaceId, {}) },
        { name: 'offer letters: the list searched by a full name', run: tx => listOffers(tx, { search: 'priya sharma' }) },
        { name: 'corporate dashboard: the workspace, last 30 days', run: tx => corporateDashboard(tx, jobScopeOf(actor, workspaceId, {}), 'last_30_days', false) },
        // Narrowed to some jobs, the period's applications are counted from their rows rather than the kept day counts.
        {
            name: "corporate dashboard: a recruiter's jobs, last 30 days",
            run: tx => corporateDashboard(tx, jobScopeOf(actor, workspaceId, { recruiter_id: facts.recruiterId }), 'last_30_days', false),
        },
        // The route answers only for an institute; the query is the same on any workspace's offers (the bench seeds some).
        { name: 'placement dashboard (TPO mode): the current academic year', run: tx => tpoDashboard(tx, jobScopeOf(actor, workspaceId, {}), undefined, false) },
        { name: 'usage: the last 12 months', run: tx => workspaceUsage(tx, workspaceId, 12) },
        { name: 'CS dashboard: usage and the setup checklist', run: tx => csDashboard(tx, facts.workspace, 12) },
        { name: 'vendor: jobs shown to the vendor, first page', run: tx => listVendorJobs(tx, facts.workspace, facts.vendorId, {}, categories, firstPage) },
        { name: "vendor: the vendor's submissions, first page", run: tx => vendorSubmissions(tx, workspaceId, facts.vendorId, {}, firstPage) },
        { name: "vendor: the vendor's dashboard", run: tx => vendorDashboard(tx, workspaceId, facts.vendorId) },
        { name: 'employee: jobs shown to employees, first page', run: tx => listEmployeeJobs(tx, facts.workspace, facts.employee, {}, employeeNames, firstPage) },
        { name: "employee: the employee's referrals, first page", run: tx => listReferrals(tx, facts.employee, firstPage) },
        { name: "employee: the employee's dashboard", run: tx => employeeDashboard(tx, facts.workspace, facts.employee) },
        ...REPORT_NAMES.map(name => ({ name: `report: ${name}, the workspace, last 90 days`, run: async (tx: Tx) => REPORTS[name].run(await reportContext(tx, actor, workspaceId, { period: 'last_90_days' })) })),
        { name: 'report: job-analytics, the big job, last 90 days', run: async tx => REPORTS['job-analytics'].run(await reportContext(tx, actor, workspaceId, { period: 'last_90_days', job_id: facts.jobId })) },
        {
            name: "report: the applications behind the big job's second stage, first page",
            run: async tx => drillPage(await reportContext(tx, actor, workspaceId, { period: 'last_90_days', job_id: facts.jobId }), { stageId: facts.stageIds[1] }, 25, 0),
        },
        { name: "report: the period's hires, first page", run: async tx => drillPage(await reportContext(tx, actor, workspaceId, { period: 'last_90_days' }), { outcome: 'hired' }, 25, 0) },
        {
            name: "report: an export's second batch of the period's applications (keyset)",
            run: async tx => {
                const batches = drillBatches(await reportContext(tx, actor, workspaceId, { period: 'last_90_days' }), {}, 1000);
                await batches.next();
                await batches.next();
            },
        },
    ];
}

async function run(engine: 'pglite' | 'postgres'): Promise<void> {
    let cleanup = async () => {};
    let database: Database;
    if (engine === 'pglite') {
        const dir = join(tmpdir(), `ats-explain-${scaleTag}${REUSE ? '' : `-${process.pid}`}`);
        mkdirSync(dir, { recursive: true });
        database = await openDatabase({ dataDir: dir });
        if (!REUSE) cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
        const serverUrl = process.env.DATABASE_URL!;
        if (REUSE) {
            const name = `ats_explain_${scaleTag}`;
            const admin = new pg.Client({ connectionString: serverUrl });
            await admin.connect();
            const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
            if (!exists.rows.length) await admin.query(`create database ${name}`);
            await admin.end();
            const url = new URL(serverUrl);
            url.pathname = `/${name}`;
            database = await openDatabase({ url: url.toString() });
        } else {
            const throwaway = await throwawayDatabase(serverUrl);
            database = await openDatabase({ url: throwaway.url });
            cleanup = throwaway.drop;
        }
    }
    try {
        await seeded(database, undefined);
        await explainSections(database, await sectionsFor(database));
    } finally {
        await database.close();
        await cleanup();
    }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
