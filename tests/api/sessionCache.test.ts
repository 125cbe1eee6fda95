/**
 * The session and workspace caches (server/lib/sessions.ts EpochCache,
 * server/plugins/workspace.ts, migration 008_cache_epoch.sql): a logout, a
 * permission or role change, a disabled account, a deactivated workspace and
 * changed company details take effect on the very next request, on the
 * process that made the change and (PostgreSQL) on a second process sharing
 * the database; and the caches are really used (with the epoch's trigger
 * switched off, a revoked session still passes), so the tests above are not
 * passing merely because nothing is cached.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { prepareDatabase } from '../../server/bootstrap.js';
import { configFromEnv, type ServerConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, engine, GLOBEX, scratchUploadsDir, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

type Call = (host: string, options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;

const me = (call: Call, token: string) => call(ACME, { method: 'GET', url: '/api/me', token });

async function teammate(token: string, email: string): Promise<{ id: string; version: number; role_name: string }> {
    const response = await t.call(ACME, { method: 'GET', url: `/api/teammates?search=${email}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0];
}

async function setTeammate(adminToken: string, email: string, changes: { role_name?: string; permissions: Record<string, string[]> }) {
    const current = await teammate(adminToken, email);
    const response = await t.call(ACME, {
        method: 'PUT',
        url: `/api/teammate/${current.id}`,
        token: adminToken,
        payload: { version: current.version, role_name: changes.role_name ?? current.role_name, permissions: changes.permissions },
    });
    expect(response.statusCode, response.body).toBe(200);
}

/** The same checks, whichever process (app) serves the request after the change. */
function cacheSuite(reader: () => Call) {
    it('a logout ends the session on the very next request', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        expect((await me(reader(), token)).statusCode).toBe(200);
        expect((await me(reader(), token)).statusCode).toBe(200);
        expect((await t.call(ACME, { method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
        expect((await me(reader(), token)).statusCode).toBe(401);
    });

    it('a permission change and a role change apply to the very next request', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const token = await t.login(ACME, 'recruiter@acme.example');
        await setTeammate(admin, 'recruiter@acme.example', { permissions: { 'ONBOARD-DEPARTMENT': ['VIEW'] } });
        const departments = () => reader()(ACME, { method: 'GET', url: '/api/departments?page=1&limit=5', token });
        expect((await departments()).statusCode).toBe(200);
        expect((await departments()).statusCode).toBe(200);

        await setTeammate(admin, 'recruiter@acme.example', { permissions: {} });
        expect((await departments()).statusCode).toBe(403);
        const permissions = await reader()(ACME, { method: 'GET', url: '/api/get-user-permissions', token });
        expect(permissions.json().permissions).toEqual({});

        await setTeammate(admin, 'recruiter@acme.example', { role_name: 'LEAD_RECRUITER', permissions: { 'ONBOARD-DEPARTMENT': ['VIEW'] } });
        expect((await me(reader(), token)).json().data.role_name).toBe('LEAD_RECRUITER');
        expect((await departments()).statusCode).toBe(200);
        await setTeammate(admin, 'recruiter@acme.example', { role_name: 'RECRUITER', permissions: { 'ONBOARD-DEPARTMENT': ['VIEW'] } });
        expect((await me(reader(), token)).json().data.role_name).toBe('RECRUITER');
    });

    it('disabling an account ends its sessions on the very next request', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const token = await t.login(ACME, 'recruiter@acme.example');
        const mine = await me(reader(), token);
        expect(mine.statusCode).toBe(200);
        const id = mine.json().data.id as string;
        const off = await t.call(ACME, { method: 'PATCH', url: `/api/users/${id}/status`, token: admin, payload: { status: 'INACTIVE' } });
        expect(off.statusCode, off.body).toBe(200);
        expect((await me(reader(), token)).statusCode).toBe(401);
        const on = await t.call(ACME, { method: 'PATCH', url: `/api/users/${id}/status`, token: admin, payload: { status: 'ACTIVE' } });
        expect(on.statusCode, on.body).toBe(200);
    });

    it('changed company details and a deactivated workspace apply to the very next request', async () => {
        const token = await t.login(GLOBEX, 'admin@globex.example');
        const check = () => reader()(GLOBEX, { method: 'GET', url: '/api/check-workspace?workspace=globex.localhost' });
        const globexMe = () => reader()(GLOBEX, { method: 'GET', url: '/api/me', token });
        expect((await check()).json().companyDetails.company_name).toBe('Globex Corporation');
        expect((await globexMe()).json().data.company_name).toBe('Globex Corporation');

        await withSystem(t.database.db, tx => tx.updateTable('workspaces').set({ company_name: 'Globex Renamed' }).where('host', '=', GLOBEX).execute());
        expect((await check()).json().companyDetails.company_name).toBe('Globex Renamed');
        expect((await globexMe()).json().data.company_name).toBe('Globex Renamed');

        await withSystem(t.database.db, tx => tx.updateTable('workspaces').set({ is_active: false }).where('host', '=', GLOBEX).execute());
        expect((await globexMe()).statusCode).toBe(403);
        expect((await check()).statusCode).toBe(403);
        // A public route declared with route() too.
        const login = await reader()(GLOBEX, { method: 'POST', url: '/api/corporate/login', payload: { email: 'admin@globex.example', password: 'x' } });
        expect(login.statusCode).toBe(403);

        await withSystem(t.database.db, tx =>
            tx.updateTable('workspaces').set({ is_active: true, company_name: 'Globex Corporation' }).where('host', '=', GLOBEX).execute(),
        );
        expect((await globexMe()).statusCode).toBe(200);
        expect((await check()).json().companyDetails.company_name).toBe('Globex Corporation');
    });
}

describe('on the process that made the change', () => {
    cacheSuite(() => t.call);

    it('serves a known session from the cache: without the epoch trigger, a revoked session would still pass', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        expect((await me(t.call, token)).statusCode).toBe(200);
        await sql`alter table sessions disable trigger sessions_cache_epoch`.execute(t.database.db);
        try {
            await withSystem(t.database.db, tx => tx.updateTable('sessions').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute());
            expect((await me(t.call, token)).statusCode).toBe(200);
        } finally {
            await sql`alter table sessions enable trigger sessions_cache_epoch`.execute(t.database.db);
        }
        // Any later change moves the epoch, and the revocation is seen.
        await withSystem(t.database.db, tx => tx.updateTable('workspaces').set({ updated_at: sql`now()` }).where('host', '=', ACME).execute());
        expect((await me(t.call, token)).statusCode).toBe(401);
    });

    it('moves the epoch once per changing transaction, at commit, and not for a read or a sign-in', async () => {
        const epoch = async () => (await sql<{ epoch: number }>`select epoch from cache_epoch`.execute(t.database.db)).rows[0].epoch;
        const before = await epoch();
        const token = await t.login(ACME, 'lead@acme.example');
        expect((await me(t.call, token)).statusCode).toBe(200);
        expect(await epoch()).toBe(before);
        await withSystem(t.database.db, async tx => {
            await tx.updateTable('users').set({ updated_at: sql`now()` }).where('email', '=', 'lead@acme.example').execute();
            await tx.updateTable('users').set({ updated_at: sql`now()` }).where('email', '=', 'recruiter@acme.example').execute();
        });
        expect(await epoch()).toBe(before + 1);
    });
});

/** Defined only where it applies (a second process needs a database server), so it never shows up as skipped. */
function describeWhen(applies: boolean) {
    return (name: string, suite: () => void) => {
        if (applies) describe(name, suite);
    };
}

describeWhen(engine === 'postgres')('on a second process sharing the PostgreSQL database', () => {
    let second: { app: FastifyInstance; database: Database };
    beforeAll(async () => {
        // What a second process does at start: open the database, find it migrated, read the shared secret.
        const database = await openDatabase({ url: t.databaseUrl });
        const prepared = await prepareDatabase(database, { seed: false });
        const config: ServerConfig = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, uploadsDir: scratchUploadsDir() };
        second = { app: await buildApp({ database, config, jwtSecret: prepared.jwtSecret }), database };
    });
    afterAll(async () => {
        await second.app.close();
        await second.database.close();
        rmSync(second.app.deps.config.uploadsDir, { recursive: true, force: true });
    });

    cacheSuite(() => (host, { token, headers, ...options }) =>
        second.app.inject({ ...options, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }),
    );
});
