/**
 * PGlite behind the small slice of pg's Pool API that Kysely's PostgresDialect
 * uses, so one query layer serves both engines. PGlite runs in a worker thread
 * (pgliteWorker.mjs) so that its synchronous WASM work never holds the event
 * loop that serves HTTP. It is a single connection: `connect()` hands it out
 * to one holder at a time, in arrival order, which is what makes a Kysely
 * transaction on PGlite safe. See docs/database.md and docs/performance.md.
 */
import { Worker } from 'node:worker_threads';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { batch, decodeAnswer, encodeStatement, PgliteError, PreparedStatements, type Encoded, type ErrorFields, type Outcome } from './pgliteWire.js';

// The protocol of pgliteWorker.mjs (its header says the same in prose).
interface WorkerOptions {
    /** Absent: in memory (tests). */
    dataDir?: string;
    /** A data directory as PGlite's dumpDataDir tarball: the engine starts from it (in memory when dataDir is absent). */
    snapshot?: Uint8Array;
    settings: Record<string, string>;
}
export interface Statement {
    sql: string;
    /** Absent: run as a script. */
    params?: unknown[];
}
/** A statement's or a batch's wire messages (pgliteWire.ts); the backend's answer comes back as bytes. */
interface WireRequest {
    wire: Uint8Array;
}
type Body = WireRequest | { snapshot: true } | { close: true } | { collect: true };
type Request = Body & { id: number };
type Answer = { id: number; ok: true; wire?: ArrayBuffer; snapshot?: ArrayBuffer } | { id: number; ok: false; error: ErrorFields };

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
    const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
    const writes: Command[] = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'];
    return (writes.find(w => w === keyword) ?? 'SELECT') as Command;
}

/**
 * The embedded server's memory settings. PGlite's WASM heap only grows, and
 * every page it has touched stays resident, so these set the idle footprint
 * (docs/performance.md, "The engine"): shared_buffers 128 MB by default is
 * touched at start; the data directory's files are in the operating system's
 * page cache anyway, so a read that misses these buffers is a copy, not a disk
 * read. maintenance_work_mem (64 MB) is reached by every index build of a
 * migration, once, for the rest of the process's life.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
    shared_buffers: '16MB',
    maintenance_work_mem: '16MB',
    work_mem: '4MB',
    temp_buffers: '4MB',
    // One connection ever (single-user mode); 100 sizes lock and process tables for a hundred.
    max_connections: '5',
};

/**
 * The thread's own V8 heap. Its JavaScript only relays messages, yet V8's young
 * generation grows to 16 MB semi-spaces and keeps them: with 4 MB the thread holds
 * about 12 MB less when idle (docs/performance.md, "Memory"). The old generation
 * keeps V8's default.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };

export interface PgliteWorkerPool extends PostgresPool {
    /**
     * A pool for a request that only reads: each statement runs as a READ ONLY transaction of its
     * own after `scope` (the request's workspace and role), in one message to the worker. The
     * connection is taken only to post that message, so readers hold it for the worker's work
     * alone, not across this thread's event loop between two statements (docs/performance.md,
     * "Reads hold the connection for a statement").
     */
    readOnly(scope: Statement, reusePlans?: boolean): PostgresPool;
    /**
     * The pool for transactions whose statements are lookups by key (a writing route's `reusePlans`):
     * they are kept parsed (PreparedStatements), as a reusing reader's are.
     */
    reusingPlans: PostgresPool;
    /** Closes PGlite (its files are consistent afterwards) and ends the thread. */
    close(): Promise<void>;
    /** The whole data directory as an uncompressed tarball, taken between transactions (startPgliteWorker's `snapshot` opens it). */
    snapshot(): Promise<Uint8Array>;
    /** How long the connection has been free and nobody waiting for it (0 while held): maintenance waits for a pause. */
    idleForMs(): number;
    /** One full garbage collection of the engine thread's heap (the server at rest: idleCollection.ts); nothing without --expose-gc. */
    collectGarbage(): Promise<void>;
    /**
     * The cache epoch (migration 008), read once and kept until a holder of the connection that may
     * have written lets it go: this process is the data directory's only writer (lock.ts), so
     * nothing else moves it (cacheEpoch.ts).
     */
    cacheEpoch(): Promise<number>;
}

const BEGIN = encodeStatement('begin');
const BEGIN_READ_ONLY = encodeStatement('begin read only');
const COMMIT = encodeStatement('commit');
const CACHE_EPOCH = 'select epoch from cache_epoch';
const READ_CACHE_EPOCH = batch(BEGIN_READ_ONLY, encodeStatement(CACHE_EPOCH, []), COMMIT);

/**
 * Kysely's result from the worker's answer, decoded in this thread (a database error thrown): the
 * result `fromEnd` places before the last (0: the last statement's, a script's last statement's).
 */
function resultOf<R>(sql: string, answer: Extract<Answer, { ok: true }>, fromEnd = 0): PostgresQueryResult<R> {
    const results: Outcome[] = answer.wire ? decodeAnswer(new Uint8Array(answer.wire)) : [];
    const outcome = results[results.length - 1 - fromEnd] ?? { rows: [], affectedRows: 0 };
    return { command: commandOf(sql), rowCount: outcome.affectedRows, rows: outcome.rows as R[] };
}

/** Starts PGlite on `dataDir` (absent: in memory), from `snapshot` if given, in a worker thread; resolves once it is ready. */
export async function startPgliteWorker(dataDir: string | undefined, snapshot?: Uint8Array): Promise<PgliteWorkerPool> {
    const options: WorkerOptions = { dataDir, snapshot, settings: PGLITE_SETTINGS };
    const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: options, resourceLimits: WORKER_LIMITS });
    const pending = new Map<number, { resolve(answer: Extract<Answer, { ok: true }>): void; reject(error: Error): void }>();
    let nextId = 1;
    let failure: Error | null = null;

    const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
    worker.on('message', (answer: Answer) => {
        const waiter = pending.get(answer.id);
        if (!waiter) return;
        pending.delete(answer.id);
        if (pending.size === 0) worker.unref();
        if (answer.ok) waiter.resolve(answer);
        else waiter.reject(new PgliteError(answer.error));
    });
    // A dead engine fails every waiting and later query loudly instead of leaving requests hanging.
    const fail = (error: Error) => {
        failure ??= error;
        for (const waiter of pending.values()) waiter.reject(error);
        pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', code => fail(new Error(`The PGlite worker thread ended (exit code ${code}).`)));

    function send(body: Body): Promise<Extract<Answer, { ok: true }>> {
        if (failure) return Promise.reject(failure);
        const id = nextId++;
        const request: Request = { ...body, id };
        return new Promise((resolve, reject) => {
            pending.set(id, { resolve, reject });
            // A waiting query keeps the process alive, as a pg socket would; an idle engine does not.
            worker.ref();
            worker.postMessage(request);
        });
    }

    try {
        await ready;
    } catch (error) {
        await worker.terminate();
        throw error;
    }
    worker.unref();

    const prepared = new PreparedStatements();
    /**
     * The statements posted as one message, `before` and `after` around them; their result `fromEnd`
     * places before the last. Should the answer be an error, what they parsed is forgotten: it may
     * not have been.
     */
    async function run<R>(sql: string, statements: Encoded[], { before = [], after = [], fromEnd = 0 }: { before?: Uint8Array[]; after?: Uint8Array[]; fromEnd?: number }, posted?: () => void): Promise<PostgresQueryResult<R>> {
        const answer = send({ wire: batch(...before, ...statements.map(s => s.wire), ...after) });
        posted?.();
        try {
            return resultOf<R>(sql, await answer, fromEnd);
        } catch (error) {
            for (const { parsed } of statements) if (parsed) prepared.forget(parsed);
            throw error;
        }
    }

    let tail: Promise<void> = Promise.resolve();
    /** Holders and waiters of the connection, and when the last one let it go. */
    let wanted = 0;
    let freeSince = Date.now();
    /** Holders of the connection let go so far, but for read-only batches: each may have written. */
    let writers = 0;
    /** The cache epoch as read when `writers` was `at`; good while no writer has let go since. */
    let epoch: { value: number; at: number } | null = null;

    /** Waits for the connection; answers the function that lets it go. */
    async function acquire(): Promise<() => void> {
        let release!: () => void;
        wanted++;
        const released = new Promise<void>(resolve => (release = resolve)).then(() => {
            if (--wanted === 0) freeSince = Date.now();
        });
        const previous = tail;
        tail = previous.then(() => released);
        await previous;
        return release;
    }

    /** `reusePlans`: the transaction's statements are kept parsed; otherwise each is parsed and planned for its run. */
    async function connect(reusePlans = false): Promise<PostgresPoolClient> {
        const release = await acquire();
        let done = false;
        // Kysely's `begin` is sent together with the transaction's first statement:
        // one message to the worker instead of two, and the answer of `begin` is never read.
        let deferredBegin = false;
        const client = {
            async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
                if (done) {
                    // Kysely answers a failed commit with a rollback. The commit ended the transaction
                    // already (a failed COMMIT rolls back), and the connection is the next holder's
                    // by now: sent, this rollback would undo the next holder's transaction.
                    if (parameters.length === 0 && /^\s*rollback\s*;?\s*$/i.test(sql)) return { command: 'SELECT', rowCount: 0, rows: [] } as PostgresQueryResult<R>;
                    throw new Error('A statement was sent on a PGlite connection after its transaction ended.');
                }
                if (parameters.length === 0 && /^\s*begin\s*;?\s*$/i.test(sql) && !deferredBegin) {
                    deferredBegin = true;
                    return { command: 'SELECT', rowCount: 0, rows: [] } as PostgresQueryResult<R>;
                }
                // Unnamed, as node-postgres sends it, planned for this run, unless the route's statements are lookups by key
                // (a kept statement's generic plan suits those only). Kept, nothing is closed: the transaction may have failed.
                const statement = reusePlans ? prepared.keep(sql, parameters, false) : prepared.once(sql, parameters);
                const begin = deferredBegin ? [BEGIN] : [];
                deferredBegin = false;
                // The transaction's last statement is on its way once posted: the next holder may send its own
                // then. The worker runs messages in order, so they run after this one, and this caller still
                // gets the commit's own outcome (a deferred constraint's error, say). Saves the next
                // request a trip through this thread's event loop while the connection sits idle.
                const ends = parameters.length === 0 && /^\s*(commit|rollback)\s*;?\s*$/i.test(sql);
                return run<R>(sql, [statement], { before: begin }, ends ? () => client.release() : undefined);
            },
            release() {
                if (done) return;
                done = true;
                // Its commit, if any, is posted by now: an epoch read after this runs after it.
                writers++;
                release();
            },
        };
        return client as unknown as PostgresPoolClient;
    }

    async function cacheEpoch(): Promise<number> {
        if (epoch && epoch.at === writers) return epoch.value;
        const release = await acquire();
        // The connection is this reader's: no write is under way, and whatever was posted before runs first.
        const at = writers;
        const answer = send({ wire: READ_CACHE_EPOCH });
        release();
        const value = Number(resultOf<{ epoch: number }>(CACHE_EPOCH, await answer, 1).rows[0].epoch);
        if (!epoch || epoch.at <= at) epoch = { value, at };
        return value;
    }

    /**
     * One statement as a read-only transaction of its own; the connection is let go once the message is
     * posted. `reusePlans`: the scope and the statement are kept parsed (PreparedStatements).
     */
    async function readStatement<R>(scope: Statement, sql: string, parameters: ReadonlyArray<unknown>, reusePlans: boolean): Promise<PostgresQueryResult<R>> {
        if (parameters.length === 0 && /^\s*(begin|start|commit|rollback)\b/i.test(sql)) {
            throw new Error('A read-only scope runs each statement in a transaction of its own: it takes no transaction statements.');
        }
        const release = await acquire();
        // The worker runs messages in order: whoever takes the connection next is queued behind this one.
        // One batch: should the scope or the statement fail, the transaction is aborted and its COMMIT rolls back.
        // A fresh transaction: the statements to close may go first. The statement's result comes before the COMMIT's.
        const encode = (statement: string, params: readonly unknown[] | undefined, closing: boolean) => (reusePlans ? prepared.keep(statement, params, closing) : prepared.once(statement, params));
        const statements = [encode(scope.sql, scope.params, true), encode(sql, parameters, false)];
        return run<R>(sql, statements, { before: [BEGIN_READ_ONLY], after: [COMMIT], fromEnd: 1 }, release);
    }

    function readOnly(scope: Statement, reusePlans = false): PostgresPool {
        const client = { query: <R>(sql: string, parameters: ReadonlyArray<unknown>) => readStatement<R>(scope, sql, parameters, reusePlans), release() {} };
        return { connect: async () => client as unknown as PostgresPoolClient, end: async () => {} };
    }

    return {
        connect: () => connect(),
        readOnly,
        reusingPlans: { connect: () => connect(true), end: async () => {} },
        cacheEpoch,
        idleForMs: () => (wanted > 0 ? 0 : Date.now() - freeSince),
        async collectGarbage() {
            await send({ collect: true });
        },
        async snapshot() {
            // Held like a transaction, so the copy never falls in the middle of one.
            const holder = await connect();
            try {
                const { snapshot } = await send({ snapshot: true });
                if (!snapshot) throw new Error('The PGlite worker answered a snapshot request without one.');
                return new Uint8Array(snapshot);
            } finally {
                holder.release();
            }
        },
        end: async () => {},
        async close() {
            if (!failure) await send({ close: true }).catch(() => {});
            await worker.terminate();
        },
    };
}
