/**
 * One full garbage collection on each thread (this one and PGlite's) once the server rests: no
 * request in flight and none begun for a second, after some. Under load V8 lets its heaps double before a full
 * collection (scripts/serverBuild.mjs), which keeps those pauses out of most requests; at rest
 * this gives back what the load left, so the idle footprint stays low (docs/performance.md,
 * "Garbage collected at rest"). A request that arrives during the collection waits for it, as it
 * would for any. Without --expose-gc it does nothing: scripts/serverBuild.mjs gives it to the
 * bundled server (`npm start`, the bench, the browser and process tests' servers), not to the API
 * and screen tests or `npm run dev`.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Database } from '../db/connect.js';

export const REST_MS = 1000;

/** Starts watching; answers a function that stops. `gc`: V8's, which --expose-gc gives; null without it. */
export function collectWhenIdle(server: Pick<Server, 'on'>, database: Pick<Database, 'collectGarbage'>, gc: (() => void) | null = (globalThis as { gc?: () => void }).gc ?? null): () => void {
    if (!gc) return () => {};
    let requests = 0;
    let inFlight = 0;
    let seen = 0;
    let since = false;
    server.on('request', (_request: unknown, response: Pick<ServerResponse, 'once'>) => {
        requests++;
        inFlight++;
        since = true;
        response.once('close', () => inFlight--);
    });
    const timer = setInterval(() => {
        // Requests came since the last collection; none is in flight and none began in the last REST_MS.
        if (since && inFlight === 0 && requests === seen) {
            since = false;
            gc();
            database.collectGarbage?.().catch(() => {});
        }
        seen = requests;
    }, REST_MS);
    timer.unref();
    return () => clearInterval(timer);
}
