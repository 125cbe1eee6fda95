/**
 * One query layer over two engines: Kysely on pg's API, backed either by a
 * PostgreSQL server (DATABASE_URL) or by embedded PGlite. See docs/database.md.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { keepCacheEpoch } from './cacheEpoch.js';
import { lockDataDirectory } from './lock.js';
import { namingPool } from './pgNamedStatements.js';
import { maintainOnce, scheduleMaintenance } from './pgliteMaintenance.js';
import { startPgliteWorker, type Statement } from './pglitePool.js';
import type { DB } from './schema.js';
import { wireTypes } from './wireTypes.js';

export type Engine = 'pglite' | 'postgres';

export interface Database {
    engine: Engine;
    /** The owner's handle: migrations, workspace lookup, seeding. Requests use withWorkspace(). */
    db: Kysely<DB>;
    close(): Promise<void>;
    /** PGlite only: the whole data directory as a tarball, consistent (taken between transactions). */
    snapshot?(): Promise<Uint8Array>;
    /**
     * PGlite only: a handle for a request that only reads, on which each statement runs as a READ
     * ONLY transaction of its own after `scope` (scope.ts, withWorkspaceReading).
     */
    readOnly?(scope: Statement, reusePlans?: boolean): Kysely<DB>;
    /**
     * The owner's handle for a request whose statements are lookups by key (a route's
     * `reusePlans`): its transactions' statements are kept parsed (PGlite: pgliteWire.ts; a
     * PostgreSQL server: pgNamedStatements.ts). On PGlite a reading request uses readOnly instead.
     */
    reusingPlans?: Kysely<DB>;
    /** PGlite only: one full garbage collection of the engine's thread (server/lib/idleCollection.ts). */
    collectGarbage?(): Promise<void>;
}

export interface DatabaseOptions {
    /** A PostgreSQL server; when absent, PGlite is used. */
    url?: string;
    /** PGlite's data directory; absent means in memory (tests). */
    dataDir?: string;
    /** PostgreSQL only: connections in the pool (default DATABASE_POOL_SIZE, else 10). */
    poolSize?: number;
    /** PGlite only: start from this snapshot (Database.snapshot) instead of an empty cluster. */
    snapshot?: Uint8Array;
    /**
     * PGlite with a data directory: do autovacuum's work at open and in pauses (pgliteMaintenance.ts;
     * default true). The API tests' copies of their seeded template turn it off, so that a test's
     * statistics and plans are the ones its own statements left, as in memory.
     */
    maintain?: boolean;
}

function openPostgres(url: string, poolSize?: number): Database {
    // The same JavaScript types as PGlite's answers are decoded with (wireTypes.ts).
    const pool = new pg.Pool({ connectionString: url, max: poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 10), types: wireTypes });
    // An idle connection the server ends (a restart, an administrator, a dropped database) is
    // reported on the pool; unheard, that event would crash the process. The pool replaces it.
    let closing = false;
    pool.on('error', error => {
        if (!closing) console.error(`PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed.`);
    });
    // No JIT compilation: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost, and a report over
    // 100,000 applications does; compiling took about 45 ms of a 130 ms report, more than it saved (docs/performance.md,
    // "No JIT"). Set when the pool opens a connection, before the connection runs anything else (node-postgres queues them);
    // a connection that fails it fails its next query too, which reports the error, so this one is not left unhandled.
    pool.on('connect', client => {
        client.query('set jit = off').catch(() => {});
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const reusingPlans = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    return {
        engine: 'postgres',
        db,
        reusingPlans,
        close: () => {
            closing = true;
            return db.destroy();
        },
    };
}

async function openPglite({ dataDir, snapshot, maintain = true }: DatabaseOptions): Promise<Database> {
    // The lock is this process's (its pid), taken before the worker thread opens anything.
    const release = dataDir ? lockDataDirectory(dataDir) : () => {};
    try {
        const pool = await startPgliteWorker(dataDir, snapshot);
        // A data directory gets autovacuum's work done (pgliteMaintenance.ts): at open, before any
        // request, what an earlier process left (a bulk load's unvacuumed tables), then in pauses.
        // In memory (tests) the databases are small and short-lived.
        const maintained = Boolean(dataDir) && maintain;
        if (maintained) await maintainOnce(pool).catch(error => console.error('PGlite maintenance at open failed (the server starts anyway):', error));
        const stopMaintenance = maintained ? scheduleMaintenance(pool, pool.idleForMs) : async () => {};
        const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
        const close = async () => {
            await stopMaintenance();
            await db.destroy();
            await pool.close();
            release();
        };
        const readOnly = (scope: Statement, reusePlans?: boolean) => new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool.readOnly(scope, reusePlans) }) });
        const reusingPlans = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool.reusingPlans }) });
        keepCacheEpoch(db, pool.cacheEpoch);
        return { engine: 'pglite', db, close, snapshot: () => pool.snapshot(), readOnly, reusingPlans, collectGarbage: () => pool.collectGarbage() };
    } catch (error) {
        release();
        throw error;
    }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
    return options.url ? openPostgres(options.url, options.poolSize) : openPglite(options);
}
