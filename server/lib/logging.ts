/**
 * The server log's options. Logs are read by more people than the secrets in
 * a request are meant for (a token read from a log once set a vendor's
 * password), so bearer tokens, cookies, passwords and single-use tokens are
 * censored before a line is written, whatever the level and whether or not
 * SMTP is configured. Mail is logged by recipient and subject only
 * (server/lib/mailer.ts).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger settings: its own plus pino's (redact, stream). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export const REDACTED = '[redacted]';

/**
 * Paths censored in every log object. pino's redaction matches exact paths
 * with one-level wildcards, so the usual places are named: top level, one
 * level down, and request/response headers.
 */
export const REDACTED_LOG_PATHS = [
    'authorization',
    'cookie',
    'password',
    'token',
    '*.authorization',
    '*.cookie',
    '*.password',
    '*.new_password',
    '*.old_password',
    '*.password_hash',
    '*.token',
    '*.token_hash',
    'headers.authorization',
    'headers.cookie',
    '*.headers.authorization',
    '*.headers.cookie',
    'headers["set-cookie"]',
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
];

/**
 * Query parameters whose values are secrets: a browser opening the console's
 * reset or invite link asks the server for `/reset-password?token=...`, and
 * the request line is logged.
 */
const SECRET_QUERY_PARAM = /([?&][^=&#]*(?:token|password|secret|signature|api[_-]?key)[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
    if (typeof url !== 'string') return url;
    return url.replace(SECRET_QUERY_PARAM, `$1${encodeURIComponent(REDACTED)}`);
}

/** Where log lines go when not to stdout (tests capture them). */
export interface LogDestination {
    write(line: string): void;
}

export function loggerOptions(level: string, destination?: LogDestination): LoggerOptions {
    return {
        level,
        redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
        serializers: {
            // Fastify's own request serializer, with secrets taken out of the query string.
            req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
            }),
        },
        ...(destination ? { stream: destination } : {}),
    };
}
