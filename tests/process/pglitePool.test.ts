/**
 * PGlite's single connection hands itself to the next holder as soon as a
 * transaction's commit is sent (server/db/pglitePool.ts): the next holder
 * still sees the committed work, and the committer still gets its commit's
 * own error.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connect.js';

describe('PGlite pool: the connection passes on at commit', () => {
    let database: Database;

    beforeAll(async () => {
        database = await openDatabase({});
        await sql`create table parent (id int primary key)`.execute(database.db);
        await sql`create table child (id int primary key, parent_id int references parent (id) deferrable initially deferred)`.execute(database.db);
    });
    afterAll(() => database.close());

    it('a transaction waiting for the connection sees the work of the one that committed before it', async () => {
        const first = database.db.transaction().execute(tx => sql`insert into parent values (1)`.execute(tx));
        const second = database.db.transaction().execute(async tx => (await sql<{ n: number }>`select count(*)::int as n from parent where id = 1`.execute(tx)).rows[0].n);
        await first;
        expect(await second).toBe(1);
    });

    it("a commit that fails (a deferred check) fails its own caller, and the next holder's work runs and commits", async () => {
        const failing = database.db.transaction().execute(tx => sql`insert into child values (1, 999)`.execute(tx));
        const next = database.db.transaction().execute(tx => sql`insert into parent values (2)`.execute(tx));
        await expect(failing).rejects.toMatchObject({ code: '23503' });
        await next;
        const rows = await sql<{ parents: number; children: number }>`
            select (select count(*)::int from parent where id = 2) as parents, (select count(*)::int from child) as children`.execute(database.db);
        expect(rows.rows[0]).toEqual({ parents: 1, children: 0 });
    });
});
