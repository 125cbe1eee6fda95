/**
 * Row-level security holds for the tables' owner too (migration 005, server/crud/tables.ts,
 * docs/database.md): every workspace table has RLS enabled, FORCED and a workspace policy, the
 * start-up check refuses one that does not, and on PostgreSQL a server connecting as a
 * non-superuser owner starts, seeds and serves while a plain query outside any scope sees nothing.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import { assertRowLevelSecurity, RlsBypassError, withSystem, withWorkspace } from '../../server/db/scope.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink.js';
import { ACME, createTestApp, engine, GLOBEX, type TestApp } from '../helpers/testApp.js';

interface TableSecurity {
    table_name: string;
    rls: boolean;
    forced: boolean;
    /** Policies whose USING clause reads the request's workspace setting. */
    workspace_policies: number;
}

/** Straight from the catalog, independently of the server's own check: workspaces and every table with a workspace_id column. */
async function tableSecurity(db: Kysely<DB>): Promise<TableSecurity[]> {
    const result = await sql<TableSecurity>`
        select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
               (select count(*) from pg_policy p
                where p.polrelid = c.oid and pg_get_expr(p.polqual, p.polrelid) like '%app.workspace_id%')::int as workspace_policies
        from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and (c.relname = 'workspaces' or c.relname in (
                select table_name from information_schema.columns where table_schema = 'public' and column_name = 'workspace_id'))
        order by c.relname`.execute(db);
    return result.rows;
}

async function workspaceId(db: Kysely<DB>, host: string): Promise<string> {
    return withSystem(db, tx => tx.selectFrom('workspaces').select('id').where('host', '=', host).executeTakeFirstOrThrow()).then(w => w.id);
}

describe('row-level security on every workspace table', () => {
    let t: TestApp;
    beforeAll(async () => {
        t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is enabled, forced, and has a policy on the workspace, migrated and config-driven tables alike', async () => {
        const tables = await tableSecurity(t.database.db);
        const names = tables.map(r => r.table_name);
        // Platform (001), jobs (003) and resource tables from config (server/crud/tables.ts).
        for (const known of ['workspaces', 'users', 'sessions', 'email_outbox', 'jobs', 'applications', 'candidates', 'departments', 'clients']) {
            expect(names).toContain(known);
        }
        for (const table of tables) {
            expect({ table: table.table_name, rls: table.rls, forced: table.forced }).toEqual({ table: table.table_name, rls: true, forced: true });
            expect(table.workspace_policies, table.table_name).toBeGreaterThan(0);
        }
    });

    it('refuses to start when a workspace table is not forced or has no policy', async () => {
        const rogue = `rogue_${randomBytes(4).toString('hex')}`;
        const r = sql.table(rogue);
        await sql`create table ${r} (id int, workspace_id uuid)`.execute(t.database.db);
        try {
            await sql`alter table ${r} enable row level security`.execute(t.database.db);
            await expect(assertRowLevelSecurity(t.database.db)).rejects.toThrow(new RegExp(`${rogue} \\(not forced, no policy\\)`));
            await sql`alter table ${r} force row level security`.execute(t.database.db);
            await expect(assertRowLevelSecurity(t.database.db)).rejects.toThrow(new RegExp(`${rogue} \\(no policy\\)`));
            await sql`create policy workspace_isolation on ${r} using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)`.execute(t.database.db);
            await assertRowLevelSecurity(t.database.db);
            await sql`alter table ${r} no force row level security`.execute(t.database.db);
            await expect(assertRowLevelSecurity(t.database.db)).rejects.toThrow(RlsBypassError);
        } finally {
            await sql`drop table ${r}`.execute(t.database.db);
        }
    });

    it('keeps the system scope to the owner: a request that turns it on still sees its own workspace only', async () => {
        const acme = await workspaceId(t.database.db, ACME);
        const others = await withWorkspace(t.database.db, acme, async tx => {
            await sql`select set_config('app.system', 'on', true)`.execute(tx);
            return (await sql<{ n: number }>`select (select count(*) from users where workspace_id <> ${acme})
                + (select count(*) from workspaces where id <> ${acme})
                + (select count(*) from email_outbox where workspace_id <> ${acme}) as n`.execute(tx)).rows[0].n;
        });
        expect(Number(others)).toBe(0);
        // While the system scope of the owner does see both workspaces.
        const hosts = await withSystem(t.database.db, tx => tx.selectFrom('workspaces').select('host').orderBy('host').execute());
        expect(hosts.map(h => h.host)).toEqual([ACME, GLOBEX]);
    });
});

// A superuser (PGlite's, or CI's postgres) bypasses even forced policies: the owner here is an ordinary role.
// Defined only on PostgreSQL, so the PGlite run lists nothing as skipped (as the generated suite does).
if (engine === 'postgres') describe('a server connecting as a non-superuser owner (PostgreSQL)', () => {
    const suffix = randomBytes(5).toString('hex');
    const owner = `ats_owner_${suffix}`;
    const database = `ats_rls_${suffix}`;
    const password = randomBytes(12).toString('hex');
    const adminUrl = process.env.TEST_DATABASE_URL!;
    let t: TestApp;
    let smtp: SmtpSink | undefined;

    async function asAdmin(...statements: string[]): Promise<void> {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
            for (const statement of statements) await client.query(statement);
        } finally {
            await client.end();
        }
    }

    beforeAll(async () => {
        // No superuser, no BYPASSRLS, not even CREATEROLE: the least an owner can be. ats_app is one
        // role per server cluster, so an administrator makes it (if no database has yet) and lets the owner use it.
        await asAdmin(
            `create role ${owner} login password '${password}' nosuperuser nobypassrls nocreaterole nocreatedb`,
            `do $$ begin create role ats_app nologin nosuperuser nobypassrls; exception when duplicate_object or unique_violation then null; end $$`,
            `grant ats_app to ${owner}`,
            `create database ${database} owner ${owner}`,
        );
        smtp = await startSmtpSink();
        const url = new URL(adminUrl);
        url.username = owner;
        url.password = password;
        url.pathname = `/${database}`;
        t = await createTestApp({ smtpUrl: smtp.url, mailIntervalMs: 100 }, { databaseUrl: url.toString() });
    });
    afterAll(async () => {
        await t?.close();
        await smtp?.close();
        await asAdmin(`drop database if exists ${database} with (force)`, `drop role if exists ${owner}`);
    });

    it('connects as an ordinary role that owns every table', async () => {
        const me = await sql<{ name: string; rolsuper: boolean; rolbypassrls: boolean }>`
            select current_user as name, rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(t.database.db);
        expect(me.rows[0]).toEqual({ name: owner, rolsuper: false, rolbypassrls: false });
        const foreign = await sql<{ relname: string }>`select relname from pg_class
            where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_get_userbyid(relowner) <> current_user`.execute(t.database.db);
        expect(foreign.rows).toEqual([]);
    });

    it('starts, seeds and serves: the host lookup, sign-in and lists work', async () => {
        const check = await t.call(ACME, { method: 'GET', url: `/api/check-workspace?workspace=${GLOBEX}` });
        expect(check.statusCode).toBe(200);
        expect(check.json().companyDetails.workspace).toBe(GLOBEX);
        const token = await t.login(ACME, 'admin@acme.example');
        const jobs = await t.call(ACME, { method: 'GET', url: '/api/get-jobs', token });
        expect(jobs.statusCode, jobs.body).toBe(200);
        expect(jobs.json().data.length).toBeGreaterThan(0);
        // Seeded through the API as each workspace's admin, records of both workspaces exist.
        expect(await t.login(GLOBEX, 'recruiter@globex.example')).toEqual(expect.any(String));
    });

    it('lets a plain query outside any scope see no row of any workspace', async () => {
        const tables = await tableSecurity(t.database.db);
        expect(tables.length).toBeGreaterThan(10);
        for (const { table_name } of tables) {
            const plain = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(t.database.db);
            expect({ table: table_name, rows: plain.rows[0].n }).toEqual({ table: table_name, rows: 0 });
        }
        // The rows are there: the system scope sees both workspaces' people, a request scope its own.
        const everyone = await withSystem(t.database.db, tx => tx.selectFrom('users').select('workspace_id').distinct().execute());
        expect(everyone).toHaveLength(2);
        const acme = await workspaceId(t.database.db, ACME);
        const scoped = await withWorkspace(t.database.db, acme, tx => tx.selectFrom('users').select('workspace_id').distinct().execute());
        expect(scoped).toEqual([{ workspace_id: acme }]);
    });

    it('delivers the mail outbox from the system scope', async () => {
        const asked = await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'recruiter@acme.example' } });
        expect(asked.statusCode).toBe(200);
        const resetMail = () => smtp!.received.filter(m => m.to.includes('recruiter@acme.example') && m.data.includes('Subject: Reset your'));
        await expect.poll(() => resetMail().length, { timeout: 10_000 }).toBe(1);
        await expect
            .poll(
                () =>
                    withSystem(t.database.db, tx =>
                        tx.selectFrom('email_outbox').select('sent_at').where('to_address', '=', 'recruiter@acme.example').where('subject', 'like', 'Reset your%').executeTakeFirstOrThrow(),
                    ).then(r => r.sent_at),
                { timeout: 5_000 },
            )
            .not.toBeNull();
    });
});
