/**
 * Sessions and permissions, and the one way routes are declared: `route()`
 * wraps each handler in its workspace transaction, authenticates the caller
 * inside it and checks the route's role and permission before the handler
 * runs. A missing permission is a 403 that leaves the session alone.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { sql } from 'kysely';
import { allPermissions, hasPermission, type Permissions } from '../../config/index.js';
import type { Access, AuthUser } from '../lib/access.js';
import { withWorkspace, withWorkspaceReading, type Tx } from '../db/scope.js';
import type { User, Workspace } from '../db/schema.js';
import { forbidden, NotAuthenticated } from '../lib/http.js';
import { answerKey, dataVersion, keptAnswer, wantsFresh } from '../lib/keptAnswers.js';
import { localeOf, localizedAnswer } from '../lib/locale.js';
import { readCacheEpoch } from '../db/cacheEpoch.js';
import { sessionCache, type CachedSession, type EpochCache } from '../lib/sessions.js';
import type { TokenClaims, TokenSigner } from '../lib/tokens.js';
import { confirmWorkspace, workspaceReadAt } from './workspace.js';

/** What Fastify sends a serialised object as; a kept answer's bytes go out as the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What a role holds: CORPORATE everything, teammates their own set, the other areas none. */
export function effectivePermissions(user: Pick<User, 'role_name' | 'permissions'>): Permissions {
    if (user.role_name === 'CORPORATE') return allPermissions();
    if (user.role_name !== 'RECRUITER' && user.role_name !== 'LEAD_RECRUITER') return {};
    const all = allPermissions();
    const granted: Permissions = {};
    for (const [module, actions] of Object.entries(user.permissions ?? {})) {
        const known = (actions ?? []).filter(a => all[module]?.includes(a));
        if (known.length) granted[module] = known;
    }
    return granted;
}

function bearerToken(request: FastifyRequest): string | null {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    return match?.[1] ?? null;
}

/** A request's token is verified once (in onRequest) and its claims read again by the handler. */
const verifiedClaims = new WeakMap<FastifyRequest, TokenClaims | null>();

async function claimsOf(request: FastifyRequest, signer: TokenSigner): Promise<TokenClaims | null> {
    if (verifiedClaims.has(request)) return verifiedClaims.get(request) ?? null;
    const token = bearerToken(request);
    const claims = token ? await signer.verify(token) : null;
    verifiedClaims.set(request, claims);
    return claims;
}

/** The session cache of the database and the epoch the request's transaction read (withWorkspace). */
export interface SessionLookup {
    sessions: EpochCache<CachedSession>;
    epoch: number;
}

/**
 * The caller of a request, from its token and its row in `sessions`: one
 * query, or none when this process saw the session at the current cache
 * epoch (a logout, a role or permission change, a disabled account move the
 * epoch in their own transaction, so the next request reads the row again).
 */
export async function authenticate(tx: Tx, request: FastifyRequest, signer: TokenSigner, cache?: SessionLookup): Promise<AuthUser> {
    const claims = await claimsOf(request, signer);
    // A token issued for another workspace is refused on this host.
    if (!claims || claims.workspaceId !== request.workspace.id) throw new NotAuthenticated();
    const hit = cache?.sessions.get(claims.sessionId, cache.epoch)?.value;
    if (hit && hit.userId === claims.userId && hit.expiresAt > Date.now()) return hit.user;
    const row = await tx
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
            'users.id',
            'users.email',
            'users.first_name',
            'users.last_name',
            'users.role_name',
            'users.secondary_role',
            'users.profile_image',
            'users.permissions',
            'sessions.id as session_id',
            'sessions.expires_at',
        ])
        .where('sessions.id', '=', claims.sessionId)
        .where('sessions.user_id', '=', claims.userId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .where('users.status', '=', 'ACTIVE')
        .executeTakeFirst();
    if (!row) {
        cache?.sessions.delete(claims.sessionId);
        throw new NotAuthenticated();
    }
    const { session_id, permissions, expires_at, ...fields } = row;
    const user: AuthUser = { ...fields, sessionId: session_id, permissions: effectivePermissions({ role_name: fields.role_name, permissions }) };
    cache?.sessions.set(claims.sessionId, { user, userId: claims.userId, expiresAt: new Date(expires_at).getTime() }, cache.epoch);
    return user;
}

export interface RouteContext<Body, Query, Params, U> {
    request: FastifyRequest;
    reply: FastifyReply;
    tx: Tx;
    workspace: Workspace;
    user: U;
    body: Body;
    query: Query;
    params: Params;
}

/** Public routes have no user; every other route has one. */
type UserFor<A extends Access> = [A] extends ['public'] ? null : AuthUser;

/**
 * What the route's schema lets through, as the json-schema-to-ts type provider
 * derives it (the way Fastify types a request under `withTypeProvider`):
 * handlers do not restate their body, query and params by hand. A part the
 * schema lacks, or one built at run time (the config engine's), is `unknown`.
 */
type Validated<S> = [S] extends [undefined] ? unknown : (JsonSchemaToTsProvider & { schema: S })['validator'];

export interface RouteSpec<S extends FastifySchema, A extends Access, Body, Query, Params> {
    method: HTTPMethods;
    url: string;
    access: A;
    /** Request and answer schemas (config/contracts/ for the hand-written domains): validation, handler types and the OpenAPI document. */
    schema?: S;
    /**
     * Requests per window per client and workspace, for sign-in style routes,
     * counted in the database so every process shares the budget
     * (server/plugins/signInThrottle.ts). Routes naming the same `bucket`
     * share one budget; the bucket defaults to the route's URL.
     */
    rateLimit?: { max: number; timeWindowMs: number; bucket?: string };
    /** @fastify/multipart options of this route (more files than the app's one, a smaller size). */
    multipart?: { limits?: { files?: number; parts?: number; fileSize?: number }; throwFileSizeLimit?: boolean };
    /**
     * Access checks that need the caller or the workspace beyond `access` (a
     * resource's module, a feature the workspace lacks). They run, like
     * `access`, before the request's validation errors are reported, so a
     * caller who may not use the route learns nothing about its schema.
     */
    authorize?(ctx: { request: FastifyRequest; workspace: Workspace; user: UserFor<A> }): void;
    handler(ctx: RouteContext<Body, Query, Params, UserFor<A>>): Promise<unknown>;
    /**
     * The handler only reads (the default for GET): it runs in a read-only scope
     * (withWorkspaceReading), where a write fails. Say `false` for a GET that writes,
     * `true` for a POST that only reads (a search or listing with a body).
     */
    readOnly?: boolean;
    /**
     * The handler's statements are lookups by key: on both engines they are kept parsed and their
     * plans may be reused (a reader's: scope.ts, ReadingOptions; a writer's transaction runs on
     * Database.reusingPlans). A function says it per request, from its query string (read before
     * validation: a query that fails it is refused whatever the answer).
     */
    reusePlans?: boolean | ((query: Query) => boolean);
    /** With reusePlans on a reading route: one generic plan from the first run (scope.ts, ReadingOptions.genericPlans). */
    genericPlans?: boolean;
    /**
     * The answer is kept per data version (server/lib/keptAnswers.ts) under what this returns:
     * everything it depends on besides the workspace's data (the caller's scope, the query or a
     * reading route's body). For reading routes whose answer is costly at volume and needs nothing
     * of the caller beyond that; the handler must set no header on the reply (a kept answer is sent
     * without running it).
     */
    keepAnswer?(ctx: Pick<RouteContext<Body, Query, Params, UserFor<A>>, 'workspace' | 'user' | 'query' | 'params' | 'body'>): unknown;
    /** Set by sessionRoute(): the answer when the cached session gives it without a transaction; null runs the transaction. */
    cachedAnswer?(request: FastifyRequest, reply: FastifyReply): Promise<{ answer: unknown } | null>;
}

export function assertAllowed(user: AuthUser, access: Exclude<Access, 'public'>): void {
    if (access.roles && !access.roles.includes(user.role_name)) throw forbidden();
    if (access.permission && !hasPermission(user.permissions, access.permission[0], access.permission[1])) {
        throw forbidden();
    }
    if (access.anyPermission && !access.anyPermission.some(([module, action]) => hasPermission(user.permissions, module, action))) {
        throw forbidden();
    }
}

/**
 * Declares a route. Body, Query and Params follow from `schema`; only routes
 * whose schema is built at run time (the config engine) name them.
 */
export function route<
    const S extends FastifySchema = FastifySchema,
    A extends Access = Exclude<Access, 'public'>,
    Body = Validated<S['body']>,
    Query = Validated<S['querystring']>,
    Params = Validated<S['params']>,
>(app: FastifyInstance, spec: RouteSpec<S, A, Body, Query, Params>): void {
    const { database, signer } = app.deps;
    const readOnly = spec.readOnly ?? spec.method === 'GET';
    const reusesPlans = (request: FastifyRequest) => (typeof spec.reusePlans === 'function' ? spec.reusePlans(request.query as Query) : spec.reusePlans);
    const inScope = <T>(request: FastifyRequest, work: (tx: Tx, epoch: number) => Promise<T>) => {
        const reusePlans = reusesPlans(request);
        return readOnly
            ? withWorkspaceReading(database, request.workspace.id, work, { reusePlans, genericPlans: spec.genericPlans })
            : withWorkspace((reusePlans && database.reusingPlans) || database.db, request.workspace.id, work);
    };
    app.route({
        method: spec.method,
        url: spec.url,
        // The OpenAPI document states who may call the route and that it has a request budget (server/plugins/openapi.ts).
        schema: {
            ...spec.schema,
            security: spec.access === 'public' ? [] : [{ bearer: [] }],
            ...(spec.rateLimit ? { 'x-rate-limited': true } : {}),
        },
        // Validation errors wait until the caller is known to be allowed (403 first, then 400).
        attachValidation: true,
        // Refuse a request without a valid token before its body (an upload, say) is read;
        // the session itself is checked in the handler's transaction.
        onRequest: spec.access === 'public' ? undefined : async request => {
            const claims = await claimsOf(request, signer);
            if (!claims || claims.workspaceId !== request.workspace?.id) throw new NotAuthenticated();
        },
        config: {
            // The handler's transaction confirms a cached workspace (server/plugins/workspace.ts).
            confirmsWorkspace: true,
            ...(spec.rateLimit
                ? {
                      signInLimit: {
                          max: spec.rateLimit.max,
                          timeWindowMs: spec.rateLimit.timeWindowMs,
                          bucket: spec.rateLimit.bucket ?? spec.url,
                      },
                  }
                : {}),
            ...(spec.multipart ? { multipartOptions: spec.multipart } : {}),
        },
        handler: async (request, reply) => {
            const cached = await spec.cachedAnswer?.(request, reply);
            if (cached) return cached.answer;
            return inScope(request, async (tx, epoch) => {
                await confirmWorkspace(database.db, tx, request, epoch);
                let user: AuthUser | null = null;
                if (spec.access !== 'public') {
                    user = await authenticate(tx, request, signer, { sessions: sessionCache(database.db), epoch });
                    assertAllowed(user, spec.access as Exclude<Access, 'public'>);
                }
                spec.authorize?.({ request, workspace: request.workspace, user: user as UserFor<A> });
                if (request.validationError) throw request.validationError;
                const ctx: RouteContext<Body, Query, Params, UserFor<A>> = {
                    request,
                    reply,
                    tx,
                    workspace: request.workspace,
                    user: user as UserFor<A>,
                    body: request.body as Body,
                    query: request.query as Query,
                    params: request.params as Params,
                };
                if (!spec.keepAnswer) return spec.handler(ctx);
                // Kept as the bytes sent, serialised once in the caller's language: at volume a
                // board's or report's serialisation and length cost more than the rest of a kept answer.
                const locale = localeOf(request);
                const key = `${spec.method} ${spec.url} ${locale} ${answerKey(spec.keepAnswer(ctx))}`;
                const fresh = wantsFresh(request.headers['cache-control']);
                const version = await dataVersion(tx, request.workspace.id);
                // The route's response schema serialises to a string (fast-json-stringify); Fastify's type allows a custom serialiser's bytes too.
                const bytes = await keptAnswer({ db: database.db, workspaceId: request.workspace.id, version, key, fresh }, async () =>
                    Buffer.from(reply.serialize(localizedAnswer(await spec.handler(ctx), locale)) as string),
                );
                reply.type(JSON_CONTENT_TYPE);
                return bytes;
            });
        },
    });
}

/** What a sessionRoute() handler gets: the caller and the workspace, no transaction. */
export type SessionRouteContext<Query> = Omit<RouteContext<unknown, Query, unknown, AuthUser>, 'tx' | 'body' | 'params'>;

/**
 * Declares an authenticated route whose answer needs nothing from the
 * database but the caller and the workspace (GET /api/me): when this process
 * holds the session and the workspace at the current cache epoch, the request
 * costs one statement (reading the epoch, as the public check-workspace does)
 * instead of a transaction of three; otherwise it runs as any route() does.
 * The cache rules are authenticate()'s (a logout, a role or permission change,
 * a disabled account move the epoch), so the answer is the same either way.
 * Row-level security is not involved: nothing is read under it.
 * docs/performance.md, "The Node side".
 */
export function sessionRoute<const S extends FastifySchema, Query = Validated<S['querystring']>>(
    app: FastifyInstance,
    spec: Omit<RouteSpec<S, Exclude<Access, 'public'>, unknown, Query, unknown>, 'handler' | 'cachedCaller' | 'rateLimit' | 'multipart'> & {
        handler(ctx: SessionRouteContext<Query>): Promise<unknown>;
    },
): void {
    const { database, signer } = app.deps;
    route<S, Exclude<Access, 'public'>, unknown, Query, unknown>(app, {
        ...spec,
        handler: ({ tx: _tx, body: _body, params: _params, ...ctx }) => spec.handler(ctx),
        async cachedAnswer(request, reply) {
            const claims = await claimsOf(request, signer);
            if (!claims || claims.workspaceId !== request.workspace.id) return null;
            const epoch = await readCacheEpoch(database.db);
            if (!workspaceReadAt(request, epoch)) return null;
            const hit = sessionCache(database.db).get(claims.sessionId, epoch)?.value;
            if (!hit || hit.userId !== claims.userId || hit.expiresAt <= Date.now()) return null;
            // The checks of route()'s transaction, in its order: access (403), then the request's validation (400).
            assertAllowed(hit.user, spec.access);
            spec.authorize?.({ request, workspace: request.workspace, user: hit.user });
            if (request.validationError) throw request.validationError;
            return { answer: await spec.handler({ request, reply, workspace: request.workspace, user: hit.user, query: request.query as Query }) };
        },
    });
}
