// PGlite in its own thread. The WASM engine runs every query synchronously on
// the thread that owns it, so on the main thread a 50 ms board query would
// hold every other request (and the HTTP parser) for 50 ms. Here it holds
// only this thread; the main thread keeps serving while it waits for the
// answer. Started by pglitePool.ts, which holds the types of this protocol:
//
//   workerData: { dataDir?: string, snapshot?: Uint8Array, settings: { [name]: value } }
//     (snapshot: a data directory as PGlite's dumpDataDir tarball, to start from in memory)
//   first message out: { id: 0, ok: true } once PGlite is open, or { id: 0, ok: false, error }
//   in:  { id, wire: Uint8Array }: a statement's frontend protocol messages, or a batch of
//        statements' (pgliteWire.ts), given to PGlite as they are
//        -> out { id, ok: true, wire: ArrayBuffer }: the backend's messages, transferred; the
//           calling thread decodes them (a database error is an ErrorResponse among them)
//        or { id, ok: false, error } when PGlite itself throws
//   in:  { id, snapshot: true }                  -> out { id, ok: true, snapshot: ArrayBuffer } (dumpDataDir, uncompressed)
//   in:  { id, close: true }                     -> out { id, ok: true }, after PGlite closed
//   in:  { id, collect: true }                   -> out { id, ok: true }, after a full garbage collection of this thread
//
// The rows are neither parsed nor cloned here: this thread is the one every request waits
// for, and parsing them is the calling thread's work (docs/performance.md, "PGlite speaks the
// wire protocol").
//
// Plain JavaScript on purpose: a worker thread does not inherit tsx's loader,
// and registering tsx inside the thread costs about 60 MB resident for the
// life of the process (docs/performance.md, "The engine"). It needs nothing
// but PGlite and pgliteFileSizes.mjs (plain JavaScript too).
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { keepFileSizes } from './pgliteFileSizes.mjs';

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

/**
 * PGlite's answer to a statement's (or a batch's) messages, as bytes. Streamed to a callback of ours: its
 * execProtocolRaw also parses every message and keeps them all, for an execProtocol call that
 * never comes. The chunks are views of PGlite's memory, so each is copied. No sync: the files are
 * a directory on disk or in memory.
 */
async function exchange(pg, message) {
    const chunks = [];
    let size = 0;
    const onRawData = bytes => {
        chunks.push(bytes.slice());
        size += bytes.byteLength;
    };
    await pg.execProtocolRawStream(message, { syncToFs: false, onRawData });
    if (chunks.length === 1) return chunks[0];
    const answer = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
        answer.set(chunk, at);
        at += chunk.byteLength;
    }
    return answer;
}

const port = parentPort;
const startParams = [...BASE_PARAMS, ...Object.entries(workerData.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
let pg;
try {
    pg = await PGlite.create(workerData.dataDir ?? 'memory://', {
        startParams,
        ...(workerData.snapshot ? { loadDataDir: new Blob([workerData.snapshot]) } : {}),
    });
    // A data directory's files are NODEFS's (an in-memory one's are MEMFS's, whose lengths cost nothing).
    if (workerData.dataDir) keepFileSizes(pg.Module.NODEFS);
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
            if (request.collect) {
                // The server at rest (idleCollection.ts): one full collection of this thread's heap, when --expose-gc gave the function.
                globalThis.gc?.();
                port.postMessage({ id: request.id, ok: true });
                return;
            }
            if (request.snapshot) {
                const tarball = await (await pg.dumpDataDir('none')).arrayBuffer();
                port.postMessage({ id: request.id, ok: true, snapshot: tarball }, [tarball]);
                return;
            }
            try {
                const bytes = await exchange(pg, request.wire);
                // The answer's buffer is its own (exchange), so it is moved rather than cloned.
                const wire = bytes.buffer;
                port.postMessage({ id: request.id, ok: true, wire }, [wire]);
            } catch (error) {
                port.postMessage({ id: request.id, ok: false, error: errorFields(error) });
            }
        });
    });
}
