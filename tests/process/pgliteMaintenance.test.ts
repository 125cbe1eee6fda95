/** PGlite's stand-in for autovacuum (server/db/pgliteMaintenance.ts): what a pass picks, what it leaves, and that it waits for a pause. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { maintainOnce, scheduleMaintenance, tablesNeedingWork } from '../../server/db/pgliteMaintenance.js';
import { startPgliteWorker, type PgliteWorkerPool } from '../../server/db/pglitePool.js';

const relation = async (pool: PgliteWorkerPool, table: string) => {
    const client = await pool.connect();
    try {
        const result = await client.query<{ relpages: number; relallvisible: number; reltuples: number }>(
            'select relpages, relallvisible, reltuples from pg_class where relname = $1',
            [table],
        );
        return result.rows[0];
    } finally {
        client.release();
    }
};

const run = async (pool: PgliteWorkerPool, statement: string) => {
    const client = await pool.connect();
    try {
        await client.query(statement, []);
    } finally {
        client.release();
    }
};

describe('PGlite maintenance', () => {
    let pool: PgliteWorkerPool;

    beforeAll(async () => {
        pool = await startPgliteWorker(undefined);
        await run(pool, 'create table bulk (id int primary key, v text)');
        await run(pool, 'create table quiet (id int primary key)');
        await run(pool, "insert into bulk select g, repeat('x', 50) from generate_series(1, 20000) g");
        await run(pool, 'insert into quiet values (1)');
    });
    afterAll(() => pool.close());

    it('picks a table that took many rows and leaves one that took few', async () => {
        const needs = await tablesNeedingWork(pool);
        expect(needs.find(t => t.name === 'public.bulk')).toMatchObject({ vacuum: true });
        expect(needs.find(t => t.name === 'public.quiet')).toBeUndefined();
    });

    it('vacuums and analyses it: the visibility map is set and the planner knows its size; then there is nothing to do', async () => {
        expect((await relation(pool, 'bulk')).relallvisible).toBe(0);
        expect(await maintainOnce(pool)).toContain('public.bulk');
        const after = await relation(pool, 'bulk');
        expect(after.relallvisible).toBeGreaterThan(0);
        expect(after.relallvisible).toBe(after.relpages);
        expect(after.reltuples).toBe(20000);
        expect(await tablesNeedingWork(pool)).toEqual([]);
    });

    it('picks a table again once a fifth of it changed, and only analyses one that changed a little', async () => {
        await run(pool, "update bulk set v = 'y' where id <= 5000");
        expect((await tablesNeedingWork(pool)).find(t => t.name === 'public.bulk')).toMatchObject({ vacuum: true, analyze: true });
        await maintainOnce(pool);
        await run(pool, "update bulk set v = 'z' where id <= 2500");
        expect((await tablesNeedingWork(pool)).find(t => t.name === 'public.bulk')).toEqual({ name: 'public.bulk', vacuum: false, analyze: true });
    });

    it('runs on schedule only once the connection has been free for the pause it asks for', async () => {
        await run(pool, 'insert into quiet select g from generate_series(2, 5000) g');
        let busy = true;
        const stop = scheduleMaintenance(pool, () => (busy ? 0 : pool.idleForMs()), { everyMs: 20, idleMs: 1 });
        try {
            await new Promise(resolve => setTimeout(resolve, 200));
            expect((await relation(pool, 'quiet')).relallvisible).toBe(0);
            busy = false;
            for (let i = 0; i < 100 && (await relation(pool, 'quiet')).relallvisible === 0; i++) await new Promise(resolve => setTimeout(resolve, 50));
        } finally {
            await stop();
        }
        expect((await relation(pool, 'quiet')).relallvisible).toBeGreaterThan(0);
    });

    it('counts the connection as busy while it is held or awaited', async () => {
        const client = await pool.connect();
        expect(pool.idleForMs()).toBe(0);
        client.release();
        await new Promise(resolve => setTimeout(resolve, 30));
        expect(pool.idleForMs()).toBeGreaterThan(0);
    });
});

describe('a PGlite data directory', () => {
    let dir: string;
    let database: Database;

    beforeAll(async () => {
        dir = mkdtempSync(join(tmpdir(), 'ats-maintenance-'));
        const first = await openDatabase({ dataDir: dir });
        await sql`create table loaded (id int primary key)`.execute(first.db);
        await sql`insert into loaded select g from generate_series(1, 20000) g`.execute(first.db);
        await first.close();
    });
    afterAll(async () => {
        await database?.close();
        rmSync(dir, { recursive: true, force: true });
    });

    it('is vacuumed when opened after a process left a table unvacuumed (statistics do not survive a restart; the visibility map does)', async () => {
        database = await openDatabase({ dataDir: dir });
        const row = await sql<{ relpages: number; relallvisible: number }>`select relpages, relallvisible from pg_class where relname = 'loaded'`.execute(database.db);
        expect(row.rows[0].relpages).toBeGreaterThan(0);
        expect(row.rows[0].relallvisible).toBe(row.rows[0].relpages);
    });
});
