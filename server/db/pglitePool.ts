/**
 * PGlite behind the small slice of pg's Pool API that Kysely's PostgresDialect
 * uses, so one query layer serves both engines. PGlite is a single connection:
 * `connect()` hands it out to one holder at a time, in arrival order, which is
 * what makes a Kysely transaction on PGlite safe.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
    const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
    const writes: Command[] = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'];
    return (writes.find(w => w === keyword) ?? 'SELECT') as Command;
}

export function pglitePool(pg: PGlite): PostgresPool {
    let tail: Promise<void> = Promise.resolve();

    async function connect(): Promise<PostgresPoolClient> {
        let release!: () => void;
        const released = new Promise<void>(resolve => (release = resolve));
        const previous = tail;
        tail = previous.then(() => released);
        await previous;

        let done = false;
        const client = {
            async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
                // Without parameters, run as a script so multi-statement migrations work (as pg does).
                const result =
                    parameters.length === 0
                        ? ((await pg.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
                        : await pg.query<R>(sql, [...parameters]);
                const rows = result.rows as R[];
                return { command: commandOf(sql), rowCount: result.affectedRows ?? rows.length, rows };
            },
            release() {
                if (done) return;
                done = true;
                release();
            },
        };
        return client as PostgresPoolClient;
    }

    return { connect, end: async () => {} };
}
