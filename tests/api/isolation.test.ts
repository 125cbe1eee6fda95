import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertRowLevelSecurity, RlsBypassError, withWorkspace } from '../../server/db/scope.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let acmeId: string;
let globexId: string;
beforeAll(async () => {
    t = await createTestApp();
    const workspaces = await t.database.db.selectFrom('workspaces').select(['id', 'host']).execute();
    acmeId = workspaces.find(w => w.host === ACME)!.id;
    globexId = workspaces.find(w => w.host === GLOBEX)!.id;
});
afterAll(() => t.close());

describe('tenant isolation', () => {
    it('refuses a token from acme on the globex host with the plain-text 401', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        const response = await t.call(GLOBEX, { method: 'GET', url: '/api/me', token });
        expect(response.statusCode).toBe(401);
        expect(response.body).toBe('Not AUTHENTICATED USER');
    });

    it('hides globex rows from an acme-scoped query that forgets its workspace_id filter', async () => {
        const rows = await withWorkspace(t.database.db, acmeId, async tx => (await sql<{ workspace_id: string; email: string }>`select workspace_id, email from users`.execute(tx)).rows);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every(r => r.workspace_id === acmeId)).toBe(true);
        const everyTable = await withWorkspace(t.database.db, acmeId, async tx =>
            (await sql<{ n: number }>`select (select count(*) from sessions where workspace_id <> ${acmeId})
                + (select count(*) from email_outbox where workspace_id <> ${acmeId})
                + (select count(*) from password_resets where workspace_id <> ${acmeId})
                + (select count(*) from workspaces where id <> ${acmeId}) as n`.execute(tx)).rows[0].n,
        );
        expect(Number(everyTable)).toBe(0);
    });

    it('refuses to write a row into another workspace', async () => {
        const attempt = withWorkspace(t.database.db, acmeId, tx =>
            tx.insertInto('users').values({ workspace_id: globexId, email: 'intruder@x.example', first_name: 'I', role_name: 'CORPORATE', permissions: '{}', last_name: null, password_hash: null, phone: null, profile_image: null, secondary_role: null, created_by: null }).execute(),
        );
        await expect(attempt).rejects.toThrow(/row-level security/);
        const count = await t.database.db.selectFrom('users').select('id').where('email', '=', 'intruder@x.example').execute();
        expect(count).toHaveLength(0);
    });

    it('answers another workspace’s record with 404 and leaves it unchanged', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        const globexVendor = await t.database.db.selectFrom('users').select(['id', 'status', 'version']).where('email', '=', 'vendor@globex.example').executeTakeFirstOrThrow();
        const response = await t.call(ACME, { method: 'PATCH', url: `/api/users/${globexVendor.id}/status`, token, payload: { status: 'INACTIVE' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: 'Record not found.' });
        const after = await t.database.db.selectFrom('users').select(['status', 'version']).where('id', '=', globexVendor.id).executeTakeFirstOrThrow();
        expect(after).toEqual({ status: globexVendor.status, version: globexVendor.version });
    });

    it('runs requests as a role that is neither superuser nor BYPASSRLS', async () => {
        const role = await withWorkspace(t.database.db, acmeId, async tx =>
            (await sql<{ rolsuper: boolean; rolbypassrls: boolean; name: string }>`select rolsuper, rolbypassrls, current_user as name from pg_roles where rolname = current_user`.execute(tx)).rows[0],
        );
        expect(role).toEqual({ rolsuper: false, rolbypassrls: false, name: 'ats_app' });
    });

    it('refuses to serve when the request role owns a workspace-owned table', async () => {
        await sql`create table rogue (id int, workspace_id uuid)`.execute(t.database.db);
        try {
            await expect(assertRowLevelSecurity(t.database.db)).rejects.toThrow(RlsBypassError);
            // Enabled, forced, with a policy (tests/api/rowSecurity.test.ts takes these one at a time).
            await sql`alter table rogue enable row level security`.execute(t.database.db);
            await sql`alter table rogue force row level security`.execute(t.database.db);
            await sql`create policy workspace_isolation on rogue using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)`.execute(t.database.db);
            await assertRowLevelSecurity(t.database.db);
            await sql`alter table rogue owner to ats_app`.execute(t.database.db);
            await expect(assertRowLevelSecurity(t.database.db)).rejects.toThrow(/rogue/);
        } finally {
            await sql`drop table rogue`.execute(t.database.db);
        }
    });

    it('refuses to serve when the request role could bypass RLS', async () => {
        // A throwaway role: ats_app is shared by every database of a server cluster.
        const probe = `ats_probe_${Math.random().toString(36).slice(2, 10)}`;
        await sql`create role ${sql.id(probe)} nologin bypassrls`.execute(t.database.db);
        await sql`grant ${sql.id(probe)} to current_user`.execute(t.database.db).catch(() => {});
        try {
            await expect(assertRowLevelSecurity(t.database.db, probe)).rejects.toThrow(/BYPASSRLS/);
        } finally {
            await sql`drop role ${sql.id(probe)}`.execute(t.database.db);
        }
    });
});
