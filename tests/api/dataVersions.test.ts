/**
 * The workspaces' data versions (migration 035) and the answers kept per version
 * (server/lib/keptAnswers.ts): every committed write to a workspace's data moves its version once,
 * and nothing else does; a dashboard or report answer is kept until then, per workspace and per
 * the caller's scope, and `Cache-Control: no-cache` computes it again.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import { withSystem, withWorkspace, workspaceTables } from '../../server/db/scope.js';
import { dataVersion } from '../../server/lib/keptAnswers.js';
import { ACME, GLOBEX, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, stagesOf } from './jobsSupport.js';

/** Tables whose writes leave the version alone (035's list): no kept answer reads them, or another table's statement marks the change. */
/** Tables whose added rows alone move it: the usage pages count them; background passes and requests update them. */
const MARKED_ON_INSERT = ['email_outbox', 'sessions', 'whatsapp_outbox'];
const UNMARKED = [
    'application_day_counts',
    'automation_events',
    'automation_sends',
    'candidate_search_terms',
    'data_change_marks',
    'data_versions',
    'otp_challenges',
    'password_resets',
    'report_views',
    'sign_in_attempts',
    'sign_in_failures',
    'stored_file_bytes',
];

let t: TestApp;
let admin: string;
let recruiter: string;
const ids: Record<string, string> = {};

const db = (): Kysely<DB> => t.database.db;
const versionOf = (host: string) => withWorkspace(db(), ids[host], tx => dataVersion(tx, ids[host]));
const dashboard = (token: string, host = ACME, headers: Record<string, string> = {}) =>
    t.call(host, { method: 'GET', url: '/api/get-corporate-dashboard?period=last_30_days', token, headers });
const applicationsTile = (response: Awaited<ReturnType<typeof dashboard>>): number => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.tiles.applications.value as number;
};

/**
 * One more application in the dashboard's applications tile, as a change the version does not
 * see: the tile reads the kept day counts (027), a table whose writes mark nothing (the
 * applications' own statements do).
 */
async function countOneMoreUnmarked(): Promise<void> {
    await withSystem(db(), tx =>
        sql`update application_day_counts set count = count + 1 where ctid = (select ctid from application_day_counts
            where workspace_id = ${ids[ACME]} and day >= current_date - 7 and count > 0 order by day desc limit 1)`.execute(tx),
    );
}

beforeAll(async () => {
    t = await createTestApp();
    for (const host of [ACME, GLOBEX]) {
        ids[host] = (await withSystem(db(), tx => tx.selectFrom('workspaces').select('id').where('host', '=', host).executeTakeFirstOrThrow())).id;
    }
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
});
afterAll(() => t.close());

describe('data versions', () => {
    it("mark every workspace table's writes but the listed ones", async () => {
        // tgtype bits (pg_trigger.h): 4 insert, 8 delete, 16 update, 32 truncate.
        const triggers = await sql<{ table_name: string; every_write: boolean }>`select c.relname as table_name, (g.tgtype & 60) = 60 as every_write
            from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgfoid = 'data_change_mark'::regproc`.execute(db());
        const marked = triggers.rows.filter(r => r.every_write).map(r => r.table_name).sort();
        const onInsert = triggers.rows.filter(r => !r.every_write).map(r => r.table_name).sort();
        const tables = (await workspaceTables(db())).map(r => r.table_name);
        // Migrated and generated tables alike. A new workspace table is marked by its migration, or listed in 035 with a reason.
        expect(onInsert).toEqual(MARKED_ON_INSERT);
        expect(tables.filter(name => !marked.includes(name) && !onInsert.includes(name)).sort()).toEqual(UNMARKED);
        expect(marked).toEqual(expect.arrayContaining(['applications', 'application_stage_history', 'jobs', 'pipeline_stages', 'interviews', 'offer_letters', 'workspaces', 'users', 'departments', 'clients']));
    });

    it("move once per committed write, in the writer's workspace only", async () => {
        const [acme, globex] = [await versionOf(ACME), await versionOf(GLOBEX)];
        const created = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Versioned' } });
        expect(created.statusCode, created.body).toBe(200);
        expect(await versionOf(ACME)).toBe(acme + 1);
        expect(await versionOf(GLOBEX)).toBe(globex);
        // Reading moves nothing.
        expect((await t.call(ACME, { method: 'GET', url: '/api/departments', token: admin })).statusCode).toBe(200);
        expect(await versionOf(ACME)).toBe(acme + 1);
    });

    it('move for a sign-in (a session added), which the usage pages count', async () => {
        const before = await versionOf(ACME);
        await t.login(ACME, 'interviewer@acme.example');
        expect(await versionOf(ACME)).toBe(before + 1);
    });

    it('stay put for a rolled-back write, a statement that changed no row, and an unmarked table', async () => {
        const before = await versionOf(ACME);
        await expect(
            withWorkspace(db(), ids[ACME], async tx => {
                await sql`update departments set name = name || '.' where workspace_id = ${ids[ACME]}`.execute(tx);
                throw new Error('rolled back');
            }),
        ).rejects.toThrow('rolled back');
        await withWorkspace(db(), ids[ACME], tx => sql`update departments set name = name where false`.execute(tx));
        const saved = await t.call(ACME, { method: 'POST', url: '/api/reports/views', token: admin, payload: { name: 'Mine', report: 'jobs', filters: { period: 'last_30_days' }, columns: [], shared: false } });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(await versionOf(ACME)).toBe(before);
    });

    it("move every workspace's for a write in the system scope, which names none", async () => {
        const [acme, globex] = [await versionOf(ACME), await versionOf(GLOBEX)];
        await withSystem(db(), tx => sql`update departments set name = name where workspace_id = ${ids[GLOBEX]}`.execute(tx));
        expect(await versionOf(ACME)).toBe(acme + 1);
        expect(await versionOf(GLOBEX)).toBe(globex + 1);
    });

    it("are read by a request for its own workspace only", async () => {
        const seen = await withWorkspace(db(), ids[ACME], async tx => {
            await sql`set local role ats_app`.execute(tx);
            return (await sql<{ workspace_id: string }>`select workspace_id from data_versions`.execute(tx)).rows.map(r => r.workspace_id);
        });
        expect(seen).not.toContain(ids[GLOBEX]);
        await expect(withWorkspace(db(), ids[ACME], tx => sql`update data_versions set version = 0 where workspace_id = ${ids[ACME]}`.execute(tx))).rejects.toThrow(/permission denied/);
    });
});

describe('kept answers', () => {
    it('answer from the kept answer until the data version moves; no-cache computes it', async () => {
        const first = applicationsTile(await dashboard(admin));
        await countOneMoreUnmarked();
        // The change moved no version: the kept answer is served.
        expect(applicationsTile(await dashboard(admin))).toBe(first);
        // Asked for a computed answer, the server reads the database (and keeps that answer).
        expect(applicationsTile(await dashboard(admin, ACME, { 'cache-control': 'no-cache' }))).toBe(first + 1);
        expect(applicationsTile(await dashboard(admin))).toBe(first + 1);
        // A write through the API moves the version: the next answer is computed.
        await countOneMoreUnmarked();
        const created = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Moves the version' } });
        expect(created.statusCode).toBe(200);
        expect(applicationsTile(await dashboard(admin))).toBe(first + 2);
    });

    it("keep one answer per caller's scope and per workspace", async () => {
        const workspaceWide = applicationsTile(await dashboard(admin));
        const ownJobs = applicationsTile(await dashboard(recruiter));
        expect(ownJobs).toBeLessThan(workspaceWide);
        expect(applicationsTile(await dashboard(admin))).toBe(workspaceWide);
        // globex's answer is its own, not acme's kept one (the two differ, so a shared key would show).
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        const globex = applicationsTile(await dashboard(globexAdmin, GLOBEX));
        expect(applicationsTile(await dashboard(globexAdmin, GLOBEX, { 'cache-control': 'no-cache' }))).toBe(globex);
        expect(globex).not.toBe(workspaceWide);
    });

    it("keep a job's board per job and per request body, behind the job's access, until a card moves", async () => {
        const job = await createJob(t, ACME, admin, { title: 'Kept board' });
        const [first, second] = await stagesOf(t, ACME, admin, job.id);
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Kept', last_name: 'Card', email: 'kept.card@example.org' });
        expect(added.statusCode, added.body).toBe(200);
        const columns = async (token: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
            const response = await t.call(ACME, { method: 'POST', url: `/api/${job.id}/get-user-applications`, token, payload: { type: 'APPLICANTS', ...body }, headers });
            expect(response.statusCode, response.body).toBe(200);
            return response.json().data.stages as { id: string; count: number; applications: { id: string; version: number; candidate: { first_name: string } }[] }[];
        };
        const card = (await columns(admin))[0].applications[0];
        const kept = await t.call(ACME, { method: 'POST', url: `/api/${job.id}/get-user-applications`, token: recruiter, payload: { type: 'APPLICANTS' } });
        // Sent as the bytes serialised once, as Fastify sends any answer.
        expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(kept.json().data.stages[0].applications[0]).toEqual(card);
        expect(card.candidate.first_name).toBe('Kept');
        // A change no statement trigger sees (replica mode fires none) moves no version: the kept board is served.
        await withSystem(db(), async tx => {
            await sql`set local session_replication_role = replica`.execute(tx);
            await sql`update candidates set first_name = 'Renamed' where email = 'kept.card@example.org'`.execute(tx);
        });
        expect((await columns(recruiter))[0].applications[0].candidate.first_name).toBe('Kept');
        // Another body is another answer, and no-cache computes.
        expect((await columns(admin, { limit: 5 }))[0].applications[0].candidate.first_name).toBe('Renamed');
        expect((await columns(admin, {}, { 'cache-control': 'no-cache' }))[0].applications[0].candidate.first_name).toBe('Renamed');
        // The job's access is checked before any kept answer, and another workspace never reads it.
        const interviewer = await t.login(ACME, 'interviewer@acme.example');
        expect((await t.call(ACME, { method: 'POST', url: `/api/${job.id}/get-user-applications`, token: interviewer, payload: { type: 'APPLICANTS' } })).statusCode).toBe(403);
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        expect((await t.call(GLOBEX, { method: 'POST', url: `/api/${job.id}/get-user-applications`, token: globexAdmin, payload: { type: 'APPLICANTS' } })).statusCode).toBe(404);
        // A move commits a new version: the next board shows the card in its new column.
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: card.id, to_stage_id: second.id, version: card.version } });
        expect(moved.statusCode, moved.body).toBe(200);
        const after = await columns(recruiter);
        expect(after.find(s => s.id === first.id)?.count).toBe(0);
        expect(after.find(s => s.id === second.id)?.applications.map(a => a.id)).toEqual([card.id]);
    });

    it('keep the job list per query until a job changes', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Kept listing' });
        const titles = async (query: string, token = admin) => {
            const response = await t.call(ACME, { method: 'GET', url: `/api/get-jobs?${query}`, token });
            expect(response.statusCode, response.body).toBe(200);
            return (response.json().data as { id: string; title: string }[]).filter(j => j.id === job.id).map(j => j.title);
        };
        const search = 'search=Kept%20listing';
        expect(await titles(search)).toEqual(['Kept listing']);
        await withSystem(db(), async tx => {
            await sql`set local session_replication_role = replica`.execute(tx);
            await sql`update jobs set title = 'Kept listing, renamed' where id = ${job.id}`.execute(tx);
        });
        expect(await titles(search, recruiter)).toEqual(['Kept listing']);
        expect(await titles(`${search}&limit=5`)).toEqual(['Kept listing, renamed']);
        const edited = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Moves the job list' } });
        expect(edited.statusCode).toBe(200);
        expect(await titles(search)).toEqual(['Kept listing, renamed']);
    });

    it("follow a message queued, which moves no other table, on the usage page", async () => {
        const emailsThisMonth = async () => {
            const usage = await t.call(ACME, { method: 'GET', url: '/api/usage?months=1', token: admin });
            expect(usage.statusCode, usage.body).toBe(200);
            return usage.json().data.months[0].emails_sent as number;
        };
        const before = await emailsThisMonth();
        await withWorkspace(db(), ids[ACME], tx =>
            sql`insert into email_outbox (workspace_id, to_address, subject, body_text) values (${ids[ACME]}, 'someone@example.org', 'Kept', 'Kept')`.execute(tx),
        );
        expect(await emailsThisMonth()).toBe(before + 1);
        // A dispatcher's update of it moves nothing (and changes no figure).
        const version = await versionOf(ACME);
        await withSystem(db(), tx => sql`update email_outbox set claimed_at = now() where workspace_id = ${ids[ACME]} and subject = 'Kept'`.execute(tx));
        expect(await versionOf(ACME)).toBe(version);
    });
});
