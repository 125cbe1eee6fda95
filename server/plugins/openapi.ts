/**
 * The OpenAPI document (`GET /api/docs/json`), completed in one place rather
 * than route by route (docs/api.md, "OpenAPI document"):
 *   - every operation gets a stable operationId derived from its method and
 *     path (a route may name its own with `schema.operationId`);
 *   - its security: `route()` states it (bearer, or none for `access:
 *     'public'`); a route registered without `route()` authenticates no one,
 *     so it is public;
 *   - its error answers in the one error shape (`components.schemas.Problem`),
 *     and the plain-text 401, by rules that follow from how the server works;
 *   - schemas made valid for OpenAPI 3.0 (no `contentMediaType`; file parts
 *     of multipart bodies are `format: binary`).
 * Only the document changes: the schemas Fastify validates and serialises
 * with are never touched.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { UNAUTHENTICATED_BODY } from '../lib/http.js';
import { isWorkspaceFree } from './workspace.js';

/** The error statuses the document lists. */
export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

declare module 'fastify' {
    interface FastifySchema {
        /**
         * Documentation only: error answers this route gives beyond the rules
         * below (status → when), or a better description of one they give.
         */
        'x-problems'?: Partial<Record<ProblemStatus, string>>;
        /** Set by `route()` for routes with a request budget: the document lists their 429. */
        'x-rate-limited'?: boolean;
    }
}

/** `components.schemas.Problem`: the body of every JSON failure (server/plugins/errors.ts). */
export const problemSchema = {
    $id: 'Problem',
    type: 'object',
    description: 'A refusal: `message` is for people, `errors` names each invalid field.',
    required: ['status', 'message'],
    properties: {
        status: { type: 'boolean', enum: [false] },
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field → message' },
    },
} as const;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function pascal(word: string): string {
    return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * camelCase of the method and the path's words, path parameters last as
 * `By<Name>`: `PATCH /api/:id/promote-job` → `patchPromoteJobById`. A first
 * word equal to the method is not repeated (`GET /api/get-jobs` → `getJobs`),
 * nor a `By<Name>` the words already end with (`/api/get-job-by-id/:id` →
 * `getJobById`). A function of method and path only: stable across restarts
 * and registration order.
 */
export function operationIdOf(method: string, url: string): string {
    const verb = method.toLowerCase();
    const words: string[] = [];
    const params: string[] = [];
    for (const segment of url.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean)) {
        const param = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
        if (param) params.push(param[1] ?? param[2]);
        else words.push(...segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
    }
    if (words[0]?.toLowerCase() === verb) words.shift();
    let id = verb + words.map(pascal).join('');
    for (const param of params) {
        const by = `By${pascal(param)}`;
        if (!id.endsWith(by)) id += by;
    }
    return id;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a JSON schema valid in OpenAPI 3.0, which has no
 * `contentMediaType`: a text type becomes the string's `format` (text/html →
 * `html`), anything else `binary`. Unchanged parts are shared, not copied.
 */
function openApi30(schema: unknown): unknown {
    if (Array.isArray(schema)) {
        const items = schema.map(openApi30);
        return items.some((item, i) => item !== schema[i]) ? items : schema;
    }
    if (!isObject(schema)) return schema;
    let out: Json | null = null;
    for (const [key, value] of Object.entries(schema)) {
        const next = openApi30(value);
        if (next !== value) (out ??= { ...schema })[key] = next;
    }
    if (typeof schema.contentMediaType === 'string') {
        const { contentMediaType, ...rest } = out ?? schema;
        const media = String(contentMediaType);
        return { ...rest, format: rest.format ?? (media.startsWith('text/') ? media.slice('text/'.length) : 'binary') };
    }
    return out ?? schema;
}

/**
 * A multipart body as a client sends it. With `attachFieldsToBody` a route's
 * schema describes parts as @fastify/multipart hands them over: a text field
 * is `{ value }` (documented as its value), anything else is a file part.
 */
function multipartBody(body: unknown): Json {
    const schema = isObject(body) ? body : {};
    const properties = isObject(schema.properties) ? schema.properties : {};
    const parts = Object.fromEntries(
        Object.entries(properties).map(([name, part]) => {
            const declared = isObject(part) ? part : {};
            const value = isObject(declared.properties) ? declared.properties.value : undefined;
            if (isObject(value)) return [name, { ...value, description: value.description ?? declared.description }];
            return [name, { type: 'string', format: 'binary', ...(declared.description ? { description: declared.description } : {}) }];
        }),
    );
    return { ...schema, type: 'object', properties: parts };
}

const problemResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: 'Problem#' } } } });

/** The success of a route that declares no answer schema: the envelope, its data not described. */
const successResponse = {
    description: 'Done: the success envelope',
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'boolean', enum: [true] }, message: { type: 'string' }, data: {} },
};

const unauthenticatedResponse = {
    description: 'No live session: the token is missing, expired, revoked or of another workspace. Plain text, always this body.',
    content: { 'text/plain': { schema: { type: 'string', enum: [UNAUTHENTICATED_BODY] } } },
};

function hasVersion(body: unknown): boolean {
    return isObject(body) && isObject(body.properties) && 'version' in body.properties;
}

/** The error answers of one route, by the rules of docs/api.md; the route's own `x-problems` refine them. */
function problemsOf(method: string, url: string, schema: FastifySchema, authenticated: boolean): Partial<Record<ProblemStatus, string>> {
    const workspaceBound = !isWorkspaceFree(url);
    const takesBody = schema.body !== undefined || BODY_METHODS.has(method);
    const hasParams = /[:{]/.test(url);
    const problems: Partial<Record<ProblemStatus, string>> = {};
    if (takesBody || schema.querystring !== undefined || schema.params !== undefined || hasParams) {
        problems[400] = 'Invalid input: `message` says what is wrong, `errors` names each field.';
    }
    if (workspaceBound) {
        problems[403] = authenticated
            ? "The caller's role or permissions do not allow this (the session stays valid), or the workspace is inactive."
            : 'The workspace is inactive.';
        problems[404] = hasParams
            ? "No such record in this workspace (another workspace's record answers the same), or no workspace at this host."
            : 'No workspace at this host, or a record the request names does not exist in it.';
    }
    if (hasVersion(schema.body)) problems[409] = 'The record changed since it was read (stale `version`): reload it and try again.';
    if (takesBody) problems[413] = 'The body, or an uploaded file, is larger than allowed.';
    if (schema['x-rate-limited']) problems[429] = 'Too many attempts: wait a minute and try again.';
    return { ...problems, ...schema['x-problems'] };
}

/** @fastify/swagger's per-route transform: the route's schema as the document shows it. */
export function documentRoute({ schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
    const own: FastifySchema = schema ?? {};
    const method = (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
    // Only route() authenticates, and it always states its security.
    const security = own.security ?? [];
    const authenticated = security.length > 0;
    const { 'x-problems': _problems, 'x-rate-limited': _limited, ...documented } = own;
    const responses: Record<string, unknown> = {};
    for (const [status, description] of Object.entries(problemsOf(method, url, own, authenticated))) responses[status] = problemResponse(description);
    // A dead session is the one failure that is not JSON (a sign-in's wrong password is, via x-problems).
    if (authenticated) responses[401] = unauthenticatedResponse;
    const multipart = own.consumes?.includes('multipart/form-data') ?? false;
    const ownResponses = isObject(own.response) ? own.response : {};
    const succeeds = Object.keys(ownResponses).some(status => /^2/.test(status));
    return {
        url,
        schema: {
            ...documented,
            operationId: own.operationId ?? operationIdOf(method, url),
            security,
            ...(own.body !== undefined ? { body: openApi30(multipart ? multipartBody(own.body) : own.body) } : {}),
            ...(own.querystring !== undefined ? { querystring: openApi30(own.querystring) } : {}),
            ...(own.params !== undefined ? { params: openApi30(own.params) } : {}),
            // The route's own answers win: they may carry more than the error shape (a stale card, say).
            response: openApi30({ ...(succeeds ? {} : { 200: successResponse }), ...responses, ...ownResponses }),
        },
    };
}

/**
 * Registers @fastify/swagger with the transform above; call before any route.
 * Every API route is documented: hiding one is refused when it is registered.
 */
export async function registerOpenApi(app: FastifyInstance, info: { title: string; version: string }): Promise<void> {
    app.addSchema(problemSchema);
    app.addHook('onRoute', route => {
        if (route.url.startsWith('/api/') && route.schema?.hide) {
            throw new Error(`${String(route.method)} ${route.url}: API routes are not hidden from the OpenAPI document (docs/api.md)`);
        }
    });
    await app.register(swagger, {
        openapi: {
            info: { ...info, description: 'The workspace is the request host; see docs/api.md for the envelope, errors and sign-in.' },
            // Each workspace is its own host: the API is on the host that served this document.
            servers: [{ url: '/', description: 'The workspace host this document was fetched from' }],
            components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
        transform: documentRoute,
        // Shared schemas by their $id (components.schemas.Problem), not def-0.
        refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
}
