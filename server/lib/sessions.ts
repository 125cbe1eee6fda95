/**
 * Server-side sessions: a token is only as alive as its row here. And the
 * caches that spare a request its session and workspace lookups, good only
 * while the database's cache epoch is the one they were read at
 * (migration 008_cache_epoch.sql; docs/performance.md, "The engine").
 */
import { sql, type Kysely } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { DB, User, Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import type { TokenSigner } from './tokens.js';

/**
 * Entries tagged with the cache epoch they were read at. An entry read at
 * another epoch than the caller's is a miss: every update or delete of
 * workspaces, users and sessions moves the epoch in its own transaction, so a
 * change is seen by the very next request of every process on the database.
 * The caller reads the epoch before the data it then stores (the order makes a
 * change that commits in between a later miss, never a stale hit). Bounded:
 * beyond `limit` entries the oldest goes first, and an entry older than
 * `ttlMs` is read again, so memory stays flat whatever tokens and hosts arrive.
 */
export class EpochCache<V> {
    private readonly entries = new Map<string, { value: V; epoch: number; at: number }>();

    constructor(
        private readonly limit: number,
        private readonly ttlMs: number,
    ) {}

    /** The entry if it was read at `epoch` (any epoch when `epoch` is undefined: the caller confirms it later). */
    get(key: string, epoch?: number): { value: V; epoch: number } | undefined {
        const entry = this.entries.get(key);
        if (!entry) return undefined;
        if (Date.now() - entry.at > this.ttlMs) {
            this.entries.delete(key);
            return undefined;
        }
        if (epoch !== undefined && entry.epoch !== epoch) return undefined;
        return entry;
    }

    set(key: string, value: V, epoch: number): void {
        this.entries.delete(key);
        if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, { value, epoch, at: Date.now() });
    }

    delete(key: string): void {
        this.entries.delete(key);
    }
}

/** One cache per database handle: tests run several databases in one process, each with its own epoch. */
export function cacheFor<V>(caches: WeakMap<Kysely<DB>, EpochCache<V>>, db: Kysely<DB>, make: () => EpochCache<V>): EpochCache<V> {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = make()));
    return cache;
}

/** A signed-in user as the session check found them, and until when the session runs. */
export interface CachedSession {
    user: AuthUser;
    userId: string;
    expiresAt: number;
}

const sessionCaches = new WeakMap<Kysely<DB>, EpochCache<CachedSession>>();

/** Sessions seen by this process on `db`: at most 10,000, each read again after a minute. */
export function sessionCache(db: Kysely<DB>): EpochCache<CachedSession> {
    return cacheFor(sessionCaches, db, () => new EpochCache<CachedSession>(10_000, 60_000));
}

export async function startSession(
    tx: Tx,
    signer: TokenSigner,
    user: Pick<User, 'id' | 'workspace_id'>,
    ttlHours: number,
    userAgent?: string,
): Promise<string> {
    const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
    const session = await tx
        .insertInto('sessions')
        .values({ workspace_id: user.workspace_id, user_id: user.id, expires_at: expiresAt, user_agent: userAgent?.slice(0, 300) ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
    return signer.sign({ userId: user.id, sessionId: session.id, workspaceId: user.workspace_id }, expiresAt);
}

export async function endSession(tx: Tx, sessionId: string): Promise<void> {
    await tx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Password change, reset and disabling end every session of the user at once. */
export async function endAllSessions(tx: Tx, userId: string): Promise<void> {
    await tx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** The user fields of SPEC.md section 3 and the account's profile image, as login and /me answer them (sessionUserSchema). */
export function sessionUser(user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'role_name' | 'secondary_role' | 'profile_image'>, workspace: Workspace) {
    return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        role_name: user.role_name,
        secondary_role: user.secondary_role,
        company_name: workspace.company_name,
        company_profile_image: workspace.company_profile_image,
        profile_image: user.profile_image,
    };
}

export const permissionsSchema = {
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;
