/**
 * PGlite in its own thread. The WASM engine runs every query synchronously on
 * the thread that owns it, so on the main thread a 50 ms board query would
 * hold every other request (and the HTTP parser) for 50 ms. Here it holds
 * only this thread; the main thread keeps serving while it waits for the
 * answer. Started by pglitePool.ts, which speaks the protocol below.
 *
 * One message may carry several statements (a deferred `begin` and the
 * statement after it): they run in order, and the answer is the last one's.
 */
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

export interface WorkerOptions {
    /** Absent: in memory (tests). */
    dataDir?: string;
    /** `-c name=value` settings of the embedded server (pglitePool.ts says why each). */
    settings: Record<string, string>;
}

export interface Statement {
    sql: string;
    /** Absent: run as a script (several statements allowed, as pg does without parameters). */
    params?: unknown[];
}

export type Request = { id: number; statements: Statement[] } | { id: number; close: true };

export interface Outcome {
    rows: unknown[];
    affectedRows: number;
}

/** A database error's own fields (code, constraint, detail...) survive the thread boundary; structured cloning keeps only the message. */
export type ErrorFields = Record<string, unknown> & { message: string };

export type Answer = { id: number; ok: true; outcome?: Outcome } | { id: number; ok: false; error: ErrorFields };

// Same JavaScript types as the pg driver is given in connect.ts: int8 and numeric as numbers, date as text.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (value: string) => Number(value);
const keepText = (value: string) => value;

// PGlite's own start parameters (its defaultStartParams), plus ours.
const BASE_PARAMS = [
    '--single', '-F', '-O', '-j',
    '-c', 'search_path=public',
    '-c', 'exit_on_error=false',
    '-c', 'log_checkpoints=false',
    '-c', 'max_worker_processes=0',
    '-c', 'max_parallel_workers=0',
    '-c', 'max_parallel_workers_per_gather=0',
    '-c', 'io_method=sync',
    '-c', 'max_parallel_maintenance_workers=0',
];

function errorFields(error: unknown): ErrorFields {
    if (!(error instanceof Error)) return { message: String(error) };
    const fields: ErrorFields = { message: error.message, name: error.name };
    for (const [key, value] of Object.entries(error)) {
        if (value === undefined || typeof value === 'function') continue;
        // Only plain data crosses: a nested object of the protocol layer is not needed by anyone.
        if (typeof value !== 'object' || value === null) fields[key] = value;
    }
    return fields;
}

async function run(pg: PGlite, statement: Statement): Promise<Outcome> {
    if (statement.params === undefined || statement.params.length === 0) {
        const results = await pg.exec(statement.sql);
        const last = results.at(-1);
        return { rows: last?.rows ?? [], affectedRows: last?.affectedRows ?? 0 };
    }
    const result = await pg.query(statement.sql, statement.params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? result.rows.length };
}

async function start(): Promise<void> {
    const port = parentPort;
    if (!port) throw new Error('pgliteWorker.ts runs only as a worker thread (server/db/pglitePool.ts starts it).');
    const options = workerData as WorkerOptions;
    const startParams = [...BASE_PARAMS, ...Object.entries(options.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    let pg: PGlite;
    try {
        pg = await PGlite.create(options.dataDir ?? 'memory://', {
            parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: keepText },
            startParams,
        });
    } catch (error) {
        port.postMessage({ id: 0, ok: false, error: errorFields(error) } satisfies Answer);
        return;
    }
    port.postMessage({ id: 0, ok: true } satisfies Answer);

    // The pool hands the connection to one holder at a time, but messages may still
    // arrive while a statement runs: keep them in order.
    let queue: Promise<void> = Promise.resolve();
    port.on('message', (request: Request) => {
        queue = queue.then(async () => {
            if ('close' in request) {
                await pg.close();
                port.postMessage({ id: request.id, ok: true } satisfies Answer);
                port.close();
                return;
            }
            try {
                let outcome: Outcome = { rows: [], affectedRows: 0 };
                for (const statement of request.statements) outcome = await run(pg, statement);
                port.postMessage({ id: request.id, ok: true, outcome } satisfies Answer);
            } catch (error) {
                port.postMessage({ id: request.id, ok: false, error: errorFields(error) } satisfies Answer);
            }
        });
    });
}

void start();
