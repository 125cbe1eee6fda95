/**
 * One full garbage collection on each thread (this one and PGlite's) once the server rests: a
 * second with no request after some. Under load V8 lets its heaps double before a full
 * collection (scripts/serverBuild.mjs), which keeps those pauses out of most requests; at rest
 * this gives back what the load left, so the idle footprint stays low (docs/performance.md,
 * "Garbage collected at rest"). A request that arrives during the collection waits for it, as it
 * would for any. Without --expose-gc (scripts/serverBuild.mjs sets it for `npm start` and the
 * bench; the tests and `npm run dev` do not) it does nothing.
 */
import type { Server } from 'node:http';
import type { Database } from '../db/connect.js';

export const REST_MS = 1000;

/** Starts watching; answers a function that stops. `gc`: V8's, which --expose-gc gives; null without it. */
export function collectWhenIdle(server: Pick<Server, 'on'>, database: Pick<Database, 'collectGarbage'>, gc: (() => void) | null = (globalThis as { gc?: () => void }).gc ?? null): () => void {
    if (!gc) return () => {};
    let requests = 0;
    let seen = 0;
    let since = false;
    server.on('request', () => {
        requests++;
        since = true;
    });
    const timer = setInterval(() => {
        // Requests came since the last collection, and none in the last REST_MS.
        if (since && requests === seen) {
            since = false;
            gc();
            database.collectGarbage?.().catch(() => {});
        }
        seen = requests;
    }, REST_MS);
    timer.unref();
    return () => clearInterval(timer);
}
