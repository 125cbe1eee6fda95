/**
 * Named prepared statements on a PostgreSQL server (server/db/pgNamedStatements.ts): a text keeps
 * one name, two texts never share one, a pool names a bounded number of texts, and through
 * Database.reusingPlans a statement with parameters is parsed once per connection while the owner
 * handle's statements stay unnamed.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';
import { statementNames } from '../../../server/db/pgNamedStatements.js';

describe('statement names', () => {
    it('gives a text the same name each time and two texts two names', () => {
        const names = statementNames();
        const first = names.name('select $1::int');
        expect(first).toMatch(/^ats_[\w-]{24}$/);
        expect(names.name('select $1::int')).toBe(first);
        expect(names.name('select $1::text')).not.toBe(first);
    });

    it('names the first texts up to its limit; later texts go unnamed, the named keep their names', () => {
        const names = statementNames(3);
        const named = ['a', 'b', 'c'].map(text => names.name(`select '${text}', $1`));
        expect(named.every(name => name !== undefined)).toBe(true);
        expect(names.name(`select 'd', $1`)).toBeUndefined();
        expect(names.name(`select 'b', $1`)).toBe(named[1]);
    });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on a PostgreSQL server', () => {
    it('parses a statement of the reusing handle once per connection, under its name; the owner handle names none', async () => {
        // One connection, so the catalogue view below (per session) sees what the statements did.
        const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolSize: 1 });
        try {
            const prepared = async () =>
                (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by statement`.execute(database.db)).rows;
            for (const n of [1, 2, 3]) {
                const answer = await sql<{ next: number }>`select ${n}::int + 1 as next`.execute(database.reusingPlans!);
                expect(answer.rows).toEqual([{ next: n + 1 }]);
            }
            await sql`select ${'owner'}::text as handle`.execute(database.db);
            const kept = await prepared();
            expect(kept).toEqual([{ name: expect.stringMatching(/^ats_/), statement: 'select $1::int + 1 as next' }]);
            // In a transaction too, and an error in it leaves the connection and the kept statement usable.
            await expect(
                database.reusingPlans!.transaction().execute(async tx => {
                    await sql`select ${4}::int + 1 as next`.execute(tx);
                    await sql`select 1 / ${0}::int`.execute(tx);
                }),
            ).rejects.toThrow(/division by zero/);
            expect((await sql<{ next: number }>`select ${9}::int + 1 as next`.execute(database.reusingPlans!)).rows).toEqual([{ next: 10 }]);
            expect((await prepared()).map(row => row.statement)).toEqual(['select $1::int + 1 as next', 'select 1 / $1::int']);
        } finally {
            await database.close();
        }
    }, 30_000);
});
