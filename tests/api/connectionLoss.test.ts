/**
 * PostgreSQL ending an idle connection (a restart, an administrator) must not
 * crash the server: the pool hears the error and opens a new connection on the
 * next query. Without the pool's error listener, the event is an uncaught
 * exception, which fails this run. Every connection the pool opens runs
 * without JIT compilation (server/db/connect.ts).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, engine, type TestApp } from '../helpers/testApp.js';

// PGlite has no server to end a connection: there this file is listed as skipped.
describe.runIf(engine === 'postgres')('an idle connection ended by the PostgreSQL server', () => {
    let t: TestApp;
    beforeAll(async () => {
        t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is replaced, and the API keeps answering', async () => {
        await sql`select 1`.execute(t.database.db);
        const name = new URL(t.databaseUrl!).pathname.slice(1);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
            const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
            expect(ended.rowCount).toBeGreaterThan(0);
        } finally {
            await admin.end();
        }
        await new Promise(resolve => setTimeout(resolve, 200));
        const answer = await t.call(ACME, { method: 'GET', url: '/api/check-workspace?workspace=http://acme.localhost' });
        expect(answer.statusCode).toBe(200);
    });

    it('sets up every connection of the pool, the replacements included, without JIT compilation', async () => {
        // Five at once hold five connections of the pool, at least one of them opened after the one above was ended.
        const settings = await Promise.all(
            Array.from({ length: 5 }, () => sql<{ jit: string }>`select current_setting('jit') as jit, pg_sleep(0.05)`.execute(t.database.db)),
        );
        expect(settings.map(r => r.rows[0].jit)).toEqual(['off', 'off', 'off', 'off', 'off']);
    });
});
