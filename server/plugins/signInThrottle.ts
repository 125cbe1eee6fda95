/**
 * Sign-in limits that hold for every server process on one database
 * (docs/decisions.md, "sign-in limits"). Two counters, both in workspace
 * tables (migration 006), so processes sharing a PostgreSQL server share them:
 *
 * - a per-client budget: each route declared with `rateLimit` draws on a
 *   bucket (the four sign-in routes share one), counted per client address
 *   and per resolved workspace, so host spellings and aliases of one
 *   workspace share one budget. Counted in onRequest, in its own short
 *   transaction, before the body is read; over budget: 429.
 * - a per-account backoff: consecutive failed sign-ins for one email lock
 *   that email's sign-in for a growing while. It is keyed on the email as
 *   typed (lower-cased), whether or not an account has it, so the refusal is
 *   the same for both and tells nobody which addresses exist.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { LoginLockout } from '../config.js';
import type { DB } from '../db/schema.js';
import { withWorkspace, type Tx } from '../db/scope.js';
import { HttpProblem } from '../lib/http.js';
import { composedText, type ServerLocale } from '../lib/locale.js';

export interface SignInLimit {
    /** Attempts per window per client and workspace. */
    max: number;
    timeWindowMs: number;
    /** Routes with the same bucket share one budget. */
    bucket: string;
}

declare module 'fastify' {
    interface FastifyContextConfig {
        /** Set by route() for routes declared with `rateLimit`. */
        signInLimit?: SignInLimit;
    }
}

export const throttleMessages = {
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    /** The lock's refusal in `locale`, its wait in whole minutes. */
    accountLocked(seconds: number, locale: ServerLocale): string {
        const minutes = Math.max(1, Math.ceil(seconds / 60));
        const english = `Too many failed sign-ins for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`;
        return composedText(locale, 'sign_in_locked', { minutes }, english);
    },
} as const;

/** A failure this old no longer counts towards a lock. */
const FAILURE_MEMORY = '24 hours';
/** Expired rows removed per counted attempt, so the tables stay small without a timer. */
const CLEANUP_BATCH = 200;
/** First key of the per-account advisory lock (the second is a hash of workspace and email). */
const ACCOUNT_LOCK_CLASS = 7_421_006;

/** Counts one attempt of `client` at `limit.bucket`; answers the attempts in the window and the seconds until it resets. */
export async function countClientAttempt(
    tx: Tx,
    workspaceId: string,
    limit: SignInLimit,
    client: string,
): Promise<{ attempts: number; retryAfterSeconds: number }> {
    // One atomic upsert: concurrent attempts from several processes each get their own count.
    const { rows } = await sql<{ attempts: number; retry_after: number }>`
        insert into sign_in_attempts as a (workspace_id, bucket, client, attempts, resets_at)
        values (${workspaceId}, ${limit.bucket}, ${client}, 1, now() + make_interval(secs => ${limit.timeWindowMs / 1000}::float8))
        on conflict (workspace_id, bucket, client) do update set
            attempts = case when a.resets_at <= now() then 1 else a.attempts + 1 end,
            resets_at = case when a.resets_at <= now() then excluded.resets_at else a.resets_at end
        returning attempts, greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after`.execute(tx);
    // Cleanup after the upsert and with skip locked: it never waits, so it cannot deadlock with another attempt.
    await sql`
        delete from sign_in_attempts where (workspace_id, bucket, client) in (
            select workspace_id, bucket, client from sign_in_attempts
            where resets_at < now() limit ${CLEANUP_BATCH} for update skip locked)`.execute(tx);
    await sql`
        delete from sign_in_failures where (workspace_id, email) in (
            select workspace_id, email from sign_in_failures
            where last_failure_at < now() - ${FAILURE_MEMORY}::interval
              and (locked_until is null or locked_until < now())
            limit ${CLEANUP_BATCH} for update skip locked)`.execute(tx);
    return { attempts: rows[0].attempts, retryAfterSeconds: rows[0].retry_after };
}

/** The per-client budget of every route whose config carries a `signInLimit` (see route()). */
export function registerSignInThrottle(app: FastifyInstance, db: Kysely<DB>): void {
    app.addHook('onRequest', async (request, reply) => {
        const limit = request.routeOptions.config.signInLimit;
        // The workspace hook ran first; without a workspace there is nothing to count against.
        if (!limit || !request.workspace) return;
        const workspaceId = request.workspace.id;
        // Its own transaction, committed before the handler's: a refused sign-in still counts.
        const { attempts, retryAfterSeconds } = await withWorkspace(db, workspaceId, tx => countClientAttempt(tx, workspaceId, limit, request.ip));
        if (attempts > limit.max) {
            reply.header('retry-after', String(retryAfterSeconds));
            throw new HttpProblem(429, throttleMessages.tooManyAttempts);
        }
    });
}

/** The email as the backoff knows it. */
export function accountKey(email: string): string {
    return email.trim().toLowerCase();
}

/**
 * Takes the email's advisory lock for the rest of the transaction, so attempts
 * at one account run one at a time on every process (the count cannot be
 * outrun by parallel guesses), and answers how many seconds its lock has
 * left (0: not locked).
 */
export async function lockedSeconds(tx: Tx, workspaceId: string, email: string): Promise<number> {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}::int, hashtext(${`${workspaceId}:${email}`}))`.execute(tx);
    // clock_timestamp(), not now(): the transaction may have waited for the lock.
    const { rows } = await sql<{ seconds: number }>`
        select ceil(extract(epoch from locked_until - clock_timestamp()))::int as seconds
        from sign_in_failures
        where workspace_id = ${workspaceId} and email = ${email} and locked_until > clock_timestamp()`.execute(tx);
    return rows[0]?.seconds ?? 0;
}

/** Seconds a lock lasts after `failures` consecutive failures: none below the threshold, then doubling up to the cap. */
export function lockoutSeconds(failures: number, policy: LoginLockout): number {
    if (failures < policy.threshold) return 0;
    return Math.min(policy.maxSeconds, policy.seconds * 2 ** (failures - policy.threshold));
}

/** Records a failed sign-in for `email`, locking it when the policy says so. Answers the lock's seconds (0: none). */
export async function recordSignInFailure(tx: Tx, workspaceId: string, email: string, policy: LoginLockout): Promise<number> {
    const { rows } = await sql<{ failures: number }>`
        insert into sign_in_failures as f (workspace_id, email, failures, last_failure_at)
        values (${workspaceId}, ${email}, 1, clock_timestamp())
        on conflict (workspace_id, email) do update set
            failures = case when f.last_failure_at < clock_timestamp() - ${FAILURE_MEMORY}::interval then 1 else f.failures + 1 end,
            last_failure_at = clock_timestamp()
        returning failures`.execute(tx);
    const seconds = lockoutSeconds(rows[0].failures, policy);
    if (seconds > 0) {
        await tx
            .updateTable('sign_in_failures')
            .set({ locked_until: sql<Date>`clock_timestamp() + make_interval(secs => ${seconds}::float8)` })
            .where('workspace_id', '=', workspaceId)
            .where('email', '=', email)
            .execute();
    }
    return seconds;
}

/** A successful sign-in forgets the email's failures. */
export async function clearSignInFailures(tx: Tx, workspaceId: string, email: string): Promise<void> {
    await tx.deleteFrom('sign_in_failures').where('workspace_id', '=', workspaceId).where('email', '=', email).execute();
}
