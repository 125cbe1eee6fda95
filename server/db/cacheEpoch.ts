/**
 * The database's cache epoch (migration 008_cache_epoch.sql), which the session and workspace
 * caches (server/lib/sessions.ts, EpochCache) are checked against. On PostgreSQL it is read from
 * its table each time: another process may have moved it. PGlite's data directory is this
 * process's alone (lock.ts), so every change to the epoch is a statement of this process's pool,
 * which keeps the epoch it last read until a holder that may have written lets the connection go
 * (pglitePool.ts, `cacheEpoch`): a request then reads it without a trip to the engine's thread.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

const keptEpochs = new WeakMap<Kysely<DB>, () => Promise<number>>();

/** For a handle whose engine is this process's alone: `read` answers the epoch (connect.ts, PGlite). */
export function keepCacheEpoch(db: Kysely<DB>, read: () => Promise<number>): void {
    keptEpochs.set(db, read);
}

/** The database's cache epoch: kept by the engine when it can be, else one statement of its own (a transaction's too). */
export async function readCacheEpoch(db: Kysely<DB>): Promise<number> {
    const kept = keptEpochs.get(db);
    if (kept) return kept();
    const result = await sql<{ epoch: number }>`select epoch from cache_epoch`.execute(db);
    return result.rows[0].epoch;
}
