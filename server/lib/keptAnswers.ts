/**
 * Answers kept per data version (migration 035_data_versions.sql; docs/performance.md, "Answers
 * kept per data version"). A dashboard or report at volume costs up to a second of database time
 * and is the same answer until the workspace's data changes, so each process keeps the answers it
 * computed, tagged with the workspace's data version, which every committed write to the
 * workspace's data moves. The version is read before the answer is computed: a change that commits
 * in between leaves an answer tagged with the older version, which the next request no longer takes.
 *
 * Bounded: at most KEPT_ANSWERS answers per database, the oldest going first, and none older than
 * KEPT_FOR_MS: the figures that follow the clock (a period's bounds, an applicant's days in a stage)
 * are then at most a minute behind it. A request saying `Cache-Control: no-cache` (the bench's
 * computed rows, an operator checking a figure) is computed and kept again.
 */
import { sql, type Kysely } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { DB } from '../db/schema.js';
import { cacheFor, EpochCache } from './sessions.js';

export const KEPT_ANSWERS = 256;
export const KEPT_FOR_MS = 60_000;
/** The row that work without a workspace (the system scope) moves: every workspace's version includes it. */
const EVERY_WORKSPACE = '00000000-0000-0000-0000-000000000000';

const kept = new WeakMap<Kysely<DB>, EpochCache<unknown>>();
const computing = new WeakMap<Kysely<DB>, Map<string, Promise<unknown>>>();

/** The workspace's data version: its own counter plus every workspace's. */
export async function dataVersion(tx: Tx, workspaceId: string): Promise<number> {
    const result = await sql<{ version: string }>`select coalesce(sum(version), 0)::text as version
        from data_versions where workspace_id in (${workspaceId}::uuid, ${EVERY_WORKSPACE}::uuid)`.execute(tx);
    return Number(result.rows[0].version);
}

export interface KeptAnswerRequest {
    /** The database handle the answers are kept for (tests run several databases in one process). */
    db: Kysely<DB>;
    workspaceId: string;
    /** The workspace's data version (dataVersion), read before the answer is computed. */
    version: number;
    /** Everything the answer depends on besides the workspace's data: the route, the caller's scope, the query. */
    key: string;
    /** Compute it even when an answer of this version is kept (and keep the new one). */
    fresh: boolean;
}

/**
 * The kept answer of this version, else `compute()`'s, kept. Requests that miss at once wait for
 * the first one's computation rather than each running their own; if it fails, each computes.
 * Kept answers are shared between requests: callers must not change them.
 */
export async function keptAnswer<T>({ db, workspaceId, version, key, fresh }: KeptAnswerRequest, compute: () => Promise<T>): Promise<T> {
    const answers = cacheFor(kept, db, () => new EpochCache<unknown>(KEPT_ANSWERS, KEPT_FOR_MS));
    const fullKey = `${workspaceId} ${key}`;
    const flightKey = `${version} ${fullKey}`;
    let flights = computing.get(db);
    if (!flights) computing.set(db, (flights = new Map()));
    if (!fresh) {
        const hit = answers.get(fullKey, version);
        if (hit) return hit.value as T;
        const pending = flights.get(flightKey);
        if (pending) {
            try {
                return (await pending) as T;
            } catch {
                // The first request's failure is its own (its transaction, its client gone): compute here.
            }
        }
    }
    const flight = compute();
    flights.set(flightKey, flight);
    try {
        const answer = await flight;
        answers.set(fullKey, answer, version);
        return answer;
    } finally {
        if (flights.get(flightKey) === flight) flights.delete(flightKey);
    }
}

/** The request asks for a computed answer (`Cache-Control: no-cache` or `no-store`). */
export const wantsFresh = (cacheControl: string | undefined): boolean => /\bno-(cache|store)\b/i.test(cacheControl ?? '');

/** A key from what an answer depends on: the same filters in any order give the same key. */
export const answerKey = (value: unknown): string =>
    JSON.stringify(value, (_key, part: unknown) =>
        part && typeof part === 'object' && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : part,
    );
