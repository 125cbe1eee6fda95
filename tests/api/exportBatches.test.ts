/**
 * An export's keyset batches of the whole cohort (server/lib/reports/drill.ts, cohortBatch) read
 * the period index from the cursor: batch by batch they give exactly the rows, in the order, of the
 * drill's page, ties on created_at included, with and without a source filter. So do the batches of
 * a narrower drill (a stage's applications), whose keyset runs over the chosen set's own order.
 * And the period index serves the keyset as an index condition, so a batch inside a run of one
 * created_at (an upload's rows share its transaction's now()) reads its own rows, not the whole run
 * (042_period_index_keyset.sql; docs/performance.md, "The export's batches").
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrillRow, ReportFilters } from '../../config/contracts/reports.js';
import { withSystem, withWorkspace } from '../../server/db/scope.js';
import type { AuthUser } from '../../server/lib/access.js';
import { drillBatches, drillPage, type DrillFilter } from '../../server/lib/reports/drill.js';
import { reportContext } from '../../server/lib/reports/reportContext.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
    t = await createTestApp();
    const row = (await sql<{ id: string; workspace_id: string; email: string; first_name: string; last_name: string | null }>`
        select id, workspace_id, email, first_name, last_name from users where lower(email) = 'admin@acme.example'`.execute(t.database.db)).rows[0];
    admin = { ...row, sessionId: '', role_name: 'CORPORATE', secondary_role: null, profile_image: null, permissions: {} };
    // Ties: several applications created at the same instant, so the keyset's id decides between them.
    await sql`update applications set created_at = date_trunc('day', now()) - interval '1 day'
        where id in (select id from applications where workspace_id = ${row.workspace_id} order by id limit 5)`.execute(t.database.db);
});
afterAll(() => t.close());

const workspaceOf = async () => (await sql<{ id: string }>`select workspace_id as id from users where lower(email) = 'admin@acme.example'`.execute(t.database.db)).rows[0].id;

async function batchesAndPage(filters: Omit<ReportFilters, 'period'> = {}, drill: DrillFilter = {}): Promise<{ batched: DrillRow[]; paged: DrillRow[] }> {
    const workspaceId = await workspaceOf();
    return withWorkspace(t.database.db, workspaceId, async tx => {
        const ctx = await reportContext(tx, admin, workspaceId, { period: 'this_year', ...filters });
        const batched: DrillRow[] = [];
        for await (const rows of drillBatches(ctx, drill, 2)) batched.push(...rows);
        const paged = (await drillPage(ctx, drill, 10_000, 0)).rows;
        return { batched, paged };
    });
}

describe('export batches of the whole cohort', () => {
    it('give the page rows in order, across batch boundaries and ties', async () => {
        const { batched, paged } = await batchesAndPage();
        expect(paged.length).toBeGreaterThan(4);
        expect(batched).toEqual(paged);
    });

    it('keep the source filter', async () => {
        const { batched, paged } = await batchesAndPage({ source: 'direct' });
        expect(batched).toEqual(paged);
        expect(batched.every(r => r.source === 'direct')).toBe(true);
    });
});

describe("export batches of a stage's applications", () => {
    it('give the page rows in order, across batch boundaries and ties', async () => {
        // The demo job with the most applications, and its first stage: every one of its applications reached it.
        const [busiest] = (await sql<{ job_id: string; stage_id: string }>`
            select a.job_id, (select s.id from pipeline_stages s where s.job_id = a.job_id order by s.position limit 1) as stage_id
            from applications a join users u on u.workspace_id = a.workspace_id and lower(u.email) = 'admin@acme.example'
            group by a.job_id order by count(*) desc limit 1`.execute(t.database.db)).rows;
        const { batched, paged } = await batchesAndPage({ job_id: busiest.job_id }, { stageId: busiest.stage_id });
        expect(paged.length).toBeGreaterThan(4);
        expect(batched).toEqual(paged);
        expect(new Set(batched.map(r => r.job_id))).toEqual(new Set([busiest.job_id]));
    });
});

describe('the period index', () => {
    it("reads a batch inside a run of one created_at through the keyset, with no sort", async () => {
        const workspaceId = await workspaceOf();
        const plan = await withSystem(t.database.db, async tx => {
            // A test database's tables are small: the planner is told to prefer the index, as it does at volume.
            await sql`set local enable_seqscan = off`.execute(tx);
            await sql`set local enable_bitmapscan = off`.execute(tx);
            // The second of the tied applications (beforeAll): the cursor sits inside the run.
            const [cursor] = (await sql<{ at: string; id: string }>`select created_at::text as at, id from applications
                where workspace_id = ${workspaceId} and created_at = date_trunc('day', now()) - interval '1 day' order by id desc offset 1 limit 1`.execute(tx)).rows;
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
});
