// PGlite in its own thread. The WASM engine runs every query synchronously on
// the thread that owns it, so on the main thread a 50 ms board query would
// hold every other request (and the HTTP parser) for 50 ms. Here it holds
// only this thread; the main thread keeps serving while it waits for the
// answer. Started by pglitePool.ts, which holds the types of this protocol:
//
//   workerData: { dataDir?: string, snapshot?: Uint8Array, settings: { [name]: value } }
//     (snapshot: a data directory as PGlite's dumpDataDir tarball, to start from in memory)
//   first message out: { id: 0, ok: true } once PGlite is open, or { id: 0, ok: false, error }
//   in:  { id, statements: [{ sql, params? }] }  -> out { id, ok: true, outcome: { rows, affectedRows } }
//                                                   or  { id, ok: false, error: { message, code, ... } }
//   in:  { id, statements, readOnlyScope: { sql, params? } }
//        -> the statements in a READ ONLY transaction of their own, after the scope statement
//           (workspace and role, transaction-local), committed, or rolled back on an error; answers as above
//   in:  { id, snapshot: true }                  -> out { id, ok: true, snapshot: ArrayBuffer } (dumpDataDir, uncompressed)
//   in:  { id, close: true }                     -> out { id, ok: true }, after PGlite closed
//
// Several statements in one message (a deferred `begin` and the statement
// after it) run in order; the answer is the last one's. A statement without
// parameters runs as a script, so multi-statement migrations work (as pg does).
//
// Plain JavaScript on purpose: a worker thread does not inherit tsx's loader,
// and registering tsx inside the thread costs about 60 MB resident for the
// life of the process (docs/performance.md, "The engine"). It needs nothing
// but PGlite.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

// Same JavaScript types as the pg driver is given in connect.ts: int8 and numeric as numbers, date as text.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = value => Number(value);
const keepText = value => value;

// PGlite's own start parameters (its defaultStartParams); ours are added after them.
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

// A database error's own fields (code, constraint, detail...) cross the thread; structured cloning keeps only the message.
function errorFields(error) {
    if (!(error instanceof Error)) return { message: String(error) };
    const fields = { message: error.message, name: error.name };
    for (const [key, value] of Object.entries(error)) {
        if (value !== null && value !== undefined && typeof value !== 'object' && typeof value !== 'function') fields[key] = value;
    }
    return fields;
}

async function run(pg, statement) {
    if (!statement.params || statement.params.length === 0) {
        const last = (await pg.exec(statement.sql)).at(-1);
        return { rows: last?.rows ?? [], affectedRows: last?.affectedRows ?? 0 };
    }
    const result = await pg.query(statement.sql, statement.params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? result.rows.length };
}

const port = parentPort;
const startParams = [...BASE_PARAMS, ...Object.entries(workerData.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
let pg;
try {
    pg = await PGlite.create(workerData.dataDir ?? 'memory://', {
        parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: keepText },
        startParams,
        ...(workerData.snapshot ? { loadDataDir: new Blob([workerData.snapshot]) } : {}),
    });
    port.postMessage({ id: 0, ok: true });
} catch (error) {
    port.postMessage({ id: 0, ok: false, error: errorFields(error) });
}

if (pg) {
    // The pool hands the connection to one holder at a time, but a message may still
    // arrive while a statement runs: keep them in order.
    let queue = Promise.resolve();
    port.on('message', request => {
        queue = queue.then(async () => {
            if (request.close) {
                await pg.close();
                port.postMessage({ id: request.id, ok: true });
                port.close();
                return;
            }
            if (request.snapshot) {
                const tarball = await (await pg.dumpDataDir('none')).arrayBuffer();
                port.postMessage({ id: request.id, ok: true, snapshot: tarball }, [tarball]);
                return;
            }
            const readOnly = request.readOnlyScope;
            try {
                if (readOnly) {
                    await pg.exec('begin read only');
                    await run(pg, readOnly);
                }
                let outcome = { rows: [], affectedRows: 0 };
                for (const statement of request.statements) outcome = await run(pg, statement);
                if (readOnly) await pg.exec('commit');
                port.postMessage({ id: request.id, ok: true, outcome });
            } catch (error) {
                // A read's own transaction never outlives its message: the next message may be anyone's.
                if (readOnly) await pg.exec('rollback').catch(() => {});
                port.postMessage({ id: request.id, ok: false, error: errorFields(error) });
            }
        });
    });
}
