import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect.js';

describe('a PGlite snapshot', () => {
    it('holds the committed rows, and a database opened from it starts with them and goes its own way', async () => {
        const original = await openDatabase({});
        await sql`create table notes (id int primary key, body text not null)`.execute(original.db);
        await sql`insert into notes values (1, 'kept')`.execute(original.db);
        const snapshot = await original.snapshot!();
        await sql`insert into notes values (2, 'after the snapshot')`.execute(original.db);

        const copy = await openDatabase({ snapshot });
        try {
            expect((await sql<{ body: string }>`select body from notes order by id`.execute(copy.db)).rows).toEqual([{ body: 'kept' }]);
            await sql`insert into notes values (3, 'only in the copy')`.execute(copy.db);
            expect((await sql<{ id: number }>`select id from notes order by id`.execute(original.db)).rows).toEqual([{ id: 1 }, { id: 2 }]);
        } finally {
            await copy.close();
            await original.close();
        }
    }, 60_000);

    it('is not offered by a PostgreSQL server connection (pg_dump is its backup)', async () => {
        const url = process.env.TEST_DATABASE_URL;
        if (!url) return;
        const database = await openDatabase({ url });
        try {
            expect(database.snapshot).toBeUndefined();
        } finally {
            await database.close();
        }
    });
});
