/**
 * The security headers of every answer (CSP, HSTS, X-Frame-Options and the rest of helmet's set),
 * worked out once at start. @fastify/helmet built helmet's middleware again on every request,
 * parsing the CSP's directives each time: 4% of a loaded server's CPU in a profile of the board
 * and the public route (docs/performance.md, "Security headers worked out once"). Routes that
 * answer with other headers (the career page's framing, a resume's sandbox) change them on the
 * response as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, read from one run of its middleware. */
export function securityHeaders(options: HelmetOptions): [name: string, value: string][] {
    const headers = new Map<string, string>();
    const response = {
        setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
        removeHeader: (name: string) => void headers.delete(name),
        getHeader: (name: string) => headers.get(name),
    };
    helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, error => {
        if (error) throw error;
    });
    return [...headers];
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
        for (const [name, value] of headers) reply.raw.setHeader(name, value);
        done();
    });
}
