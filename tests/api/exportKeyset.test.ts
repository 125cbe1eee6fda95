/**
 * An export streams the period's applications in keyset batches of 1,000 ordered by (created_at, id)
 * (server/lib/reports/drill.ts). An applicant upload writes its rows in one transaction, so they
 * share one created_at: the batches must cross such a run without losing or repeating a row, and
 * the period index must serve the keyset as an index condition, so a batch inside the run reads
 * its own rows rather than the whole run (042_period_index_keyset.sql; docs/performance.md, "The
 * export's batches").
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { createJob, stagesOf } from './jobsSupport.js';

/** More than two batches, all with one created_at. */
const ROWS = 2_500;

let t: TestApp;
let admin: string;
let jobId: string;
let workspaceId: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    const job = await createJob(t, ACME, admin, { title: 'Keyset export' });
    jobId = job.id;
    const [applied] = await stagesOf(t, ACME, admin, jobId);
    workspaceId = await withSystem(t.database.db, async tx => {
        const workspace = (await tx.selectFrom('workspaces').select('id').where('host', '=', ACME).executeTakeFirstOrThrow()).id;
        const candidates = await sql<{ id: string }>`insert into candidates (workspace_id, first_name, last_name, email)
            select ${workspace}, 'Tie', lpad(i::text, 4, '0'), 'tie' || i || '@keyset.example' from generate_series(1, ${ROWS}) i returning id`.execute(tx);
        // One statement, one now(): the upload's shape.
        await sql`insert into applications (workspace_id, job_id, candidate_id, stage_id, created_at, stage_entered_at)
            select ${workspace}, ${jobId}, c, ${applied.id}, now() - interval '1 day', now() - interval '1 day' from unnest(${candidates.rows.map(r => r.id)}::uuid[]) c`.execute(tx);
        return workspace;
    });
}, 120_000);
afterAll(() => t.close());

it(`exports all ${ROWS} applications that share one created_at, each once, newest id first`, async () => {
    const response = await t.call(ACME, { method: 'GET', url: `/api/reports/applications/export?period=last_30_days&job_id=${jobId}&format=csv`, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-report-rows']).toBe(String(ROWS));
    const names = response.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map(line => line.split(',')[0]);
    const expected = await withSystem(t.database.db, async tx =>
        (await sql<{ name: string }>`select c.first_name || ' ' || c.last_name as name from applications a join candidates c on c.id = a.candidate_id
            where a.job_id = ${jobId} order by a.created_at desc, a.id desc`.execute(tx)).rows.map(r => r.name),
    );
    expect(names).toHaveLength(ROWS);
    expect(names).toEqual(expected);
});

it("reads a batch inside the run through the period index's keyset, with no sort", async () => {
    const plan = await withSystem(t.database.db, async tx => {
        // A test database's tables are small: the planner is told to prefer the index, as it does at volume.
        await sql`set local enable_seqscan = off`.execute(tx);
        await sql`set local enable_bitmapscan = off`.execute(tx);
        const [cursor] = (await sql<{ at: string; id: string }>`select created_at::text as at, id from applications where job_id = ${jobId}
            order by created_at desc, id desc offset 999 limit 1`.execute(tx)).rows;
        const rows = await sql<{ 'QUERY PLAN': string }>`explain (costs off) select a.id from applications a
            where a.workspace_id = ${workspaceId} and a.created_at >= now() - interval '30 days' and a.created_at < now()
                and (a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)
            order by a.created_at desc, a.id desc limit 1000`.execute(tx);
        return rows.rows.map(r => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan Backward using applications_ws_created/);
    expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW/);
    expect(plan).not.toMatch(/Sort/);
});
