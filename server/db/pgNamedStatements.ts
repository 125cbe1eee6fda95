/**
 * PostgreSQL server: the statements of a route that says `reusePlans` (lookups by key: a board's
 * columns, a list's page, a card move) go as named prepared statements, so each connection parses
 * and plans one of them once, then only binds and executes it, and PostgreSQL may reuse a generic
 * plan. Planning was 40 to 50% of the server's time for the board and the job list at the issue-10
 * volume (docs/performance.md, "PostgreSQL keeps the lookups' statements parsed"). PGlite does the
 * same its own way (pgliteWire.ts, PreparedStatements).
 *
 * A name is its text's digest, so one name never stands for two texts. node-postgres remembers, per
 * connection, which names the server has parsed, and nothing closes them, so each pool names at
 * most NAMED_STATEMENTS texts (the first it meets) and sends later ones unnamed, planned each run
 * as every other route's are. The kept statements name their columns at the top level (none is a
 * `select *`): a column that a later start adds does not change what a kept one answers.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const NAMED_STATEMENTS = 256;

/** Names texts, the first `limit` of them; `name(text)` is undefined for a text past the limit. */
export function statementNames(limit = NAMED_STATEMENTS): { name(text: string): string | undefined } {
    const names = new Map<string, string>();
    return {
        name(text) {
            const known = names.get(text);
            if (known !== undefined || names.size >= limit) return known;
            const name = `ats_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
            names.set(text, name);
            return name;
        },
    };
}

/** A client whose statements with parameters go as named prepared statements. */
function naming(client: pg.PoolClient, names: ReturnType<typeof statementNames>): pg.PoolClient {
    const query = ((text: unknown, values?: unknown[]) => {
        const name = typeof text === 'string' && values && values.length > 0 ? names.name(text) : undefined;
        // Anything else (a statement without parameters, a cursor) goes as it came.
        return name ? client.query({ name, text: text as string, values }) : client.query(text as string, values);
    }) as pg.PoolClient['query'];
    return Object.assign(Object.create(client) as pg.PoolClient, { query, release: (error?: Error | boolean) => client.release(error) });
}

/** A pool for Kysely's PostgresDialect: `pool`'s connections, naming their statements. Ending it leaves `pool` to its owner. */
export function namingPool(pool: pg.Pool): { connect(): Promise<pg.PoolClient>; end(): Promise<void> } {
    const names = statementNames();
    // One wrapper per connection, so Kysely (which keeps its connection objects by client) finds it again.
    const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
    return {
        connect: async () => {
            const client = await pool.connect();
            let named = wrapped.get(client);
            if (!named) wrapped.set(client, (named = naming(client, names)));
            return named;
        },
        end: async () => {},
    };
}
