/**
 * PGlite's single connection hands itself to the next holder as soon as a
 * transaction's commit is sent (server/db/pglitePool.ts): the next holder
 * still sees the committed work, and the committer still gets its commit's
 * own error. Statements cross to PGlite's thread as wire-protocol bytes and
 * come back as bytes decoded here (server/db/pgliteWire.ts): the types,
 * parameters, errors and batches below are what callers rely on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheEpoch } from '../../server/db/cacheEpoch.js';
import { PreparedStatements } from '../../server/db/pgliteWire.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import type { Tx } from '../../server/db/scope.js';

// One engine for the file: an in-memory cluster's creation (initdb) cost about 8 s of CPU each. Each
// group drops the tables it made, so the next starts from an empty database, as it did on its own.
let database: Database;
beforeAll(async () => {
    database = await openDatabase({});
});
afterAll(() => database.close());

describe('PGlite pool: a collection of the engine thread at rest (idleCollection.ts)', () => {
    it('is answered, and the engine serves the next statement', async () => {
        await expect(database.collectGarbage?.()).resolves.toBeUndefined();
        expect((await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows[0].n).toBe(1);
    });
});

describe('PGlite pool: the connection passes on at commit', () => {
    beforeAll(async () => {
        await sql`create table parent (id int primary key)`.execute(database.db);
        await sql`create table child (id int primary key, parent_id int references parent (id) deferrable initially deferred)`.execute(database.db);
    });
    afterAll(() => sql`drop table child, parent`.execute(database.db));

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

describe('PGlite pool: statements as wire-protocol bytes', () => {
    beforeAll(async () => {
        await sql`create table note (id int primary key, body text not null)`.execute(database.db);
    });
    afterAll(() => sql`drop table note`.execute(database.db));

    it("answers the engines' shared JavaScript types (server/db/wireTypes.ts)", async () => {
        const row = (
            await sql<Record<string, unknown>>`select 9007199254740991::int8 as big, 12.5::numeric as amount, '2026-11-28'::date as day,
                '2026-11-28T10:00:00Z'::timestamptz as at, '{"a": [1, null]}'::jsonb as doc, array['x', 'y']::text[] as tags,
                decode('0102', 'hex') as bytes, true as yes, null::text as nothing`.execute(database.db)
        ).rows[0];
        expect(row).toEqual({
            big: 9007199254740991,
            amount: 12.5,
            day: '2026-11-28',
            at: new Date('2026-11-28T10:00:00Z'),
            doc: { a: [1, null] },
            tags: ['x', 'y'],
            bytes: Buffer.from([1, 2]),
            yes: true,
            nothing: null,
        });
    });

    it('prepares parameters as node-postgres does: arrays as arrays, objects as JSON, dates as instants', async () => {
        const at = new Date('2026-01-02T03:04:05.678Z');
        const row = (
            await sql<{ n: number; key: unknown; same: boolean }>`select cardinality(${['a', 'b,c', 'd"e']}::text[]) as n,
                ${{ k: 'v' }}::jsonb -> 'k' as key, ${at}::timestamptz = '2026-01-02T03:04:05.678Z'::timestamptz as same`.execute(database.db)
        ).rows[0];
        expect(row).toEqual({ n: 3, key: 'v', same: true });
    });

    it('counts the rows a write touched, and answers a script by its last statement', async () => {
        const inserted = await sql`insert into note values (${1}, ${'one'}), (${2}, ${'two'})`.execute(database.db);
        expect(inserted.numAffectedRows).toBe(2n);
        const script = await sql<{ n: number }>`update note set body = upper(body); select count(*)::int as n from note where body = upper(body)`.execute(database.db);
        expect(script.rows).toEqual([{ n: 2 }]);
    });

    it("throws a database error with its fields, and the connection's next statement runs", async () => {
        await expect(sql`insert into note values (${1}, ${'again'})`.execute(database.db)).rejects.toMatchObject({ code: '23505', constraint: 'note_pkey', table: 'note' });
        const rows = await sql<{ n: number }>`select count(*)::int as n from note`.execute(database.db);
        expect(rows.rows[0].n).toBe(2);
    });

    it('a read-only handle runs each statement after its scope, in a read-only transaction that a failure ends', async () => {
        const reader = database.readOnly!({ sql: "select set_config('app.note', $1, true)", params: ['scoped'] });
        const scoped = await sql<{ note: string; readOnly: string }>`select current_setting('app.note') as note, current_setting('transaction_read_only') as "readOnly"`.execute(reader);
        expect(scoped.rows).toEqual([{ note: 'scoped', readOnly: 'on' }]);
        await expect(sql`insert into note values (${3}, ${'three'})`.execute(reader)).rejects.toMatchObject({ code: '25006' });
        await expect(sql`select 1 / ${0}::int`.execute(reader)).rejects.toMatchObject({ code: '22012' });
        // Nothing was left open: a transaction on the connection begins and commits as usual.
        await database.db.transaction().execute(tx => sql`insert into note values (${3}, ${'three'})`.execute(tx));
        expect((await sql<{ n: number }>`select count(*)::int as n from note`.execute(reader)).rows[0].n).toBe(3);
    });
});

describe('PGlite pool: the cache epoch, kept between writes (server/db/cacheEpoch.ts)', () => {
    const setEpoch = (epoch: number) => database.db.transaction().execute(tx => sql`update cache_epoch set epoch = ${epoch}`.execute(tx));
    /** The epoch, or 'waited' when reading it needed the connection (a trip to the engine) and did not get it within 300 ms. */
    const epochWithoutTheConnection = () => Promise.race([readCacheEpoch(database.db), new Promise<'waited'>(resolve => setTimeout(() => resolve('waited'), 300))]);

    beforeAll(async () => {
        await sql`create table cache_epoch (epoch int not null)`.execute(database.db);
        await sql`insert into cache_epoch values (1)`.execute(database.db);
    });
    afterAll(() => sql`drop table cache_epoch`.execute(database.db));

    it('is read once, then answered without the engine while nothing has written, read-only batches included', async () => {
        expect(await readCacheEpoch(database.db)).toBe(1);
        const reader = database.readOnly!({ sql: "select set_config('app.note', $1, true)", params: ['scoped'] });
        await sql`select epoch from cache_epoch`.execute(reader);
        // A transaction holds the connection: a read that needed the engine would wait for it.
        await database.db.transaction().execute(async () => {
            expect(await epochWithoutTheConnection()).toBe(1);
        });
    });

    it('is read again after a write lets the connection go, and an uncommitted change is not seen', async () => {
        // The transaction above let the connection go too: read again, then kept.
        expect(await readCacheEpoch(database.db)).toBe(1);
        await database.db.transaction().execute(async tx => {
            await sql`update cache_epoch set epoch = 2`.execute(tx);
            expect(await epochWithoutTheConnection()).toBe(1);
        });
        expect(await readCacheEpoch(database.db)).toBe(2);
        await setEpoch(3);
        expect(await readCacheEpoch(database.db)).toBe(3);
    });

    it('a read posted before a write commits is not kept past that write', async () => {
        await setEpoch(4);
        const reading = readCacheEpoch(database.db); // queued for the connection ahead of the write
        const writing = setEpoch(5);
        expect(await reading).toBe(4);
        await writing;
        expect(await readCacheEpoch(database.db)).toBe(5);
    });

    it('on a handle the pool does not keep it for (a plugin, another engine), it is read from the table', async () => {
        await setEpoch(6);
        expect(await readCacheEpoch(database.db.withoutPlugins())).toBe(6);
    });
});

describe('PGlite pool: statements kept parsed by their text (PreparedStatements)', () => {
    /** A read-only handle whose statements are kept parsed (a route's reusePlans). */
    const keeping = () => database.readOnly!({ sql: 'select $1::int', params: [1] }, true);
    const noteOf = async (id: number) => (await sql<{ body: string }>`select body from note where id = ${id}`.execute(keeping())).rows[0]?.body;

    beforeAll(async () => {
        await sql`create table note (id int primary key, body text not null)`.execute(database.db);
        await sql`insert into note values (1, 'one'), (2, 'two')`.execute(database.db);
    });
    afterAll(() => sql`drop table note`.execute(database.db));

    it('parses a statement the first time only, then binds its name, with each run its own values; unkept, it goes unnamed', () => {
        const prepared = new PreparedStatements();
        const first = prepared.keep('select $1::int as n', [1], true);
        const second = prepared.keep('select $1::int as n', [2], true);
        expect(first.parsed?.name).toMatch(/^ats_\d+$/);
        expect(messageTypes(first.wire)).toEqual(['P', 'B', 'D', 'E', 'S']);
        expect(second.parsed).toBeUndefined();
        expect(messageTypes(second.wire)).toEqual(['B', 'D', 'E', 'S']);
        // Without parameters: a simple query, never kept.
        expect(messageTypes(prepared.keep('select 1', [], true).wire)).toEqual(['Q']);
        const unkept = prepared.once('select $1::int as m', [1]);
        expect(unkept.parsed).toBeUndefined();
        expect(messageTypes(unkept.wire)).toEqual(['P', 'B', 'D', 'E', 'S']);
        expect(prepared.size).toBe(1);
    });

    it('closes the least recently used beyond its limit, and a forgotten one, with the next statement that may close', () => {
        const prepared = new PreparedStatements(2);
        prepared.keep('select $1::int as a', [1], true);
        prepared.keep('select $1::int as b', [1], true);
        prepared.keep('select $1::int as a', [1], true); // a is used again: b is now the oldest
        const third = prepared.keep('select $1::int as c', [1], true);
        expect(messageTypes(third.wire)).toEqual(['P', 'B', 'D', 'E', 'S']);
        // In a transaction that may have failed nothing is closed; the next statement that may, closes b.
        expect(messageTypes(prepared.keep('select $1::int as a', [1], false).wire)).toEqual(['B', 'D', 'E', 'S']);
        expect(messageTypes(prepared.keep('select $1::int as a', [1], true).wire)).toEqual(['C', 'B', 'D', 'E', 'S']);
        expect(prepared.keep('select $1::int as b', [1], true).parsed).toBeDefined();

        prepared.forget(third.parsed!);
        expect(messageTypes(prepared.keep('select $1::int as c', [1], true).wire)).toEqual(['C', 'C', 'P', 'B', 'D', 'E', 'S']);
    });

    it('forgets every statement after a change of the schema', () => {
        const prepared = new PreparedStatements();
        prepared.keep('select * from note where id = $1', [1], true);
        prepared.once('alter table note add column extra text');
        expect(prepared.size).toBe(0);
        expect(prepared.keep('select * from note where id = $1', [1], true).parsed).toBeDefined();
    });

    it('answers each run with its own values, the same statement many times', async () => {
        for (let round = 0; round < 8; round++) {
            expect(await noteOf(1)).toBe('one');
            expect(await noteOf(2)).toBe('two');
            expect(await noteOf(3)).toBeUndefined();
        }
    });

    it('a statement whose parse failed with its batch is parsed again, not bound unparsed', async () => {
        const failing = database.readOnly!({ sql: 'select 1 / $1::int', params: [0] }, true);
        // The scope fails, the transaction is aborted, and the statement's parse is refused with it.
        await expect(sql`select body from note where id = ${1} and body <> ${'x'}`.execute(failing)).rejects.toMatchObject({ code: '22012' });
        expect((await sql<{ body: string }>`select body from note where id = ${1} and body <> ${'x'}`.execute(keeping())).rows).toEqual([{ body: 'one' }]);
    });

    it('a table that gains a column answers `select *` with it, the statement parsed again', async () => {
        const all = async () => (await sql<Record<string, unknown>>`select * from note where id = ${1}`.execute(keeping())).rows[0];
        expect(Object.keys(await all())).toEqual(['id', 'body']);
        await sql`alter table note add column extra text`.execute(database.db);
        expect(Object.keys(await all())).toEqual(['id', 'body', 'extra']);
    });

    it("a writer's transaction on the reusing handle keeps its statements parsed, each run with its own values", async () => {
        const write = (id: number, body: string) =>
            database.reusingPlans!.transaction().execute(async tx => {
                await sql`insert into note (id, body) values (${id}, ${body})`.execute(tx);
                return (await sql<{ body: string }>`select body from note where id = ${id}`.execute(tx)).rows[0].body;
            });
        expect(await write(10, 'ten')).toBe('ten');
        expect(await write(11, 'eleven')).toBe('eleven');
        const kept = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like 'insert into note%'`.execute(database.db);
        expect(kept.rows).toHaveLength(1);
        // On the owner's plain handle a transaction's statements go unnamed, as before.
        await database.db.transaction().execute(tx => sql`update note set body = ${'TEN'} where id = ${10}`.execute(tx));
        const unkept = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like 'update note%'`.execute(database.db);
        expect(unkept.rows[0].n).toBe(0);
    });

    it("a writer's kept statement in a transaction that failed is rolled back with it, and runs in the next one", async () => {
        const insert = (tx: Tx, id: number) => sql`insert into note (id, body) values (${id}, ${'kept'})`.execute(tx);
        await expect(
            database.reusingPlans!.transaction().execute(async tx => {
                await insert(tx, 20);
                await insert(tx, 1); // a duplicate key: the transaction fails
            }),
        ).rejects.toMatchObject({ code: '23505' });
        expect(await noteOf(20)).toBeUndefined();
        await database.reusingPlans!.transaction().execute(tx => insert(tx, 21));
        expect(await noteOf(21)).toBe('kept');
    });

    it('a failed statement in a transaction leaves the next transaction able to run it', async () => {
        await expect(database.db.transaction().execute(tx => sql`insert into note (id, body) values (${1}, ${'dup'})`.execute(tx))).rejects.toMatchObject({ code: '23505' });
        await database.db.transaction().execute(tx => sql`insert into note (id, body) values (${5}, ${'five'})`.execute(tx));
        expect(await noteOf(5)).toBe('five');
    });
});

/** The frontend message types of a wire buffer (P parse, B bind, D describe, E execute, S sync, C close, Q query). */
function messageTypes(wire: Uint8Array): string[] {
    const types: string[] = [];
    for (let at = 0; at < wire.length; ) {
        types.push(String.fromCharCode(wire[at]));
        at += 1 + new DataView(wire.buffer, wire.byteOffset + at + 1, 4).getInt32(0);
    }
    return types;
}
