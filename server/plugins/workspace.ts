/**
 * Resolves the workspace of every API call from the request's host. The
 * lookup runs in the system scope (withSystem): it happens before any
 * workspace is known, and row-level security on workspaces is forced.
 *
 * Each process keeps the workspace of a host in memory, good while the
 * database's cache epoch is unchanged (server/lib/sessions.ts EpochCache,
 * migration 008). A route declared with route() takes an active cached
 * workspace as it is and confirms it in its own transaction, whose first
 * statement reads the epoch anyway (confirmWorkspace): no extra round trip.
 * Any other path reads the epoch first (one statement) and looks the host up
 * again only when the epoch moved. docs/performance.md, "The engine".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { DB, Workspace } from '../db/schema.js';
import { withSystem, type Tx } from '../db/scope.js';
import { companyDetails, type WorkspaceCheckBody } from '../lib/company.js';
import { HttpProblem } from '../lib/http.js';
import { readCacheEpoch } from '../db/cacheEpoch.js';
import { cacheFor, EpochCache } from '../lib/sessions.js';

declare module 'fastify' {
    interface FastifyRequest {
        workspace: Workspace;
    }
    interface FastifyContextConfig {
        /** Set by route(): its transaction confirms a cached workspace (confirmWorkspace), so onRequest need not. */
        confirmsWorkspace?: boolean;
    }
}

export const workspaceMessages = {
    inactive: 'Workspace is inactive!',
    notFound: 'Workspace not found!',
} as const;

export interface WorkspaceCheckAnswer {
    code: 200 | 403 | 404;
    body: WorkspaceCheckBody;
}

/**
 * GET check-workspace's answer for the workspace found at a host (undefined: none there). The route
 * sends it, and the console's page carries it (server/lib/consoleHtml.ts), so the page need not ask.
 */
export function workspaceCheckAnswer(workspace: Workspace | undefined, config: Pick<ServerConfig, 'csDashboardWorkspaces'>): WorkspaceCheckAnswer {
    if (!workspace) return { code: 404, body: { status: false, message: workspaceMessages.notFound, companyDetails: null } };
    if (!workspace.is_active) return { code: 403, body: { status: false, message: workspaceMessages.inactive, companyDetails: null } };
    const csDashboard = config.csDashboardWorkspaces.includes(workspace.host);
    return { code: 200, body: { status: true, message: '', companyDetails: { ...companyDetails(workspace), cs_dashboard: csDashboard } } };
}

/** Paths that answer before, or without, a workspace. */
const WORKSPACE_FREE = ['/api/check-workspace', '/api/docs', '/api/health', '/api/webhooks'];

/** A path (no query) that answers without resolving a workspace: no 403/404 for an inactive or unknown one. */
export function isWorkspaceFree(path: string): boolean {
    return WORKSPACE_FREE.some(p => path === p || path.startsWith(p + '/'));
}

export function normaliseHost(raw: string, aliases: Record<string, string>): string {
    const host = raw.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '').replace(/:\d+$/, '');
    return aliases[host] ?? host;
}

export function requestHost(request: FastifyRequest, config: ServerConfig): string {
    const forwarded = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.hostname;
    return normaliseHost(raw, config.hostAliases);
}

const workspaceCaches = new WeakMap<Kysely<DB>, EpochCache<Workspace>>();

/** Hosts seen by this process on `db`: found workspaces only (an unknown host is never kept), at most 1,000. */
function hostCache(db: Kysely<DB>): EpochCache<Workspace> {
    return cacheFor(workspaceCaches, db, () => new EpochCache<Workspace>(1_000, 10 * 60_000));
}

/** The host a request's workspace was resolved for, and the epoch of that answer, for confirmWorkspace. */
const resolvedAt = new WeakMap<FastifyRequest, { host: string; epoch: number }>();

async function lookUp(db: Kysely<DB>, host: string, epoch: number): Promise<Workspace | undefined> {
    const workspace = await withSystem(db, tx => tx.selectFrom('workspaces').selectAll().where('host', '=', host).executeTakeFirst());
    if (workspace) hostCache(db).set(host, workspace, epoch);
    return workspace;
}

/** The workspace of a host, from this process's cache when the epoch has not moved since it was read. */
export async function findWorkspaceByHost(db: Kysely<DB>, host: string): Promise<Workspace | undefined> {
    const epoch = await readCacheEpoch(db);
    return hostCache(db).get(host, epoch)?.value ?? lookUp(db, host, epoch);
}

/** Whether the request's workspace was read at `epoch`: then confirmWorkspace has nothing to do. */
export function workspaceReadAt(request: FastifyRequest, epoch: number): boolean {
    return resolvedAt.get(request)?.epoch === epoch;
}

/**
 * In route()'s transaction, right after its first statement read `epoch`: a
 * workspace taken from the cache at another epoch is read again (as the
 * request's own row, under row-level security) and refused if it was
 * deactivated (403) or no longer has this host (404).
 */
export async function confirmWorkspace(db: Kysely<DB>, tx: Tx, request: FastifyRequest, epoch: number): Promise<void> {
    const seen = resolvedAt.get(request);
    if (!seen || seen.epoch === epoch) return;
    const current = await tx.selectFrom('workspaces').selectAll().where('id', '=', request.workspace.id).executeTakeFirst();
    if (!current || current.host !== seen.host) {
        hostCache(db).delete(seen.host);
        throw new HttpProblem(404, workspaceMessages.notFound);
    }
    hostCache(db).set(seen.host, current, epoch);
    if (!current.is_active) throw new HttpProblem(403, workspaceMessages.inactive);
    request.workspace = current;
    resolvedAt.set(request, { host: seen.host, epoch });
}

export function registerWorkspaceResolution(app: FastifyInstance, db: Kysely<DB>, config: ServerConfig): void {
    app.decorateRequest('workspace', null as unknown as Workspace);
    app.addHook('onRequest', async request => {
        const path = request.url.split('?')[0];
        if (!path.startsWith('/api/') || isWorkspaceFree(path)) return;
        const host = requestHost(request, config);
        // Only an active workspace is taken unconfirmed: a refusal is never answered from the cache.
        const provisional = request.routeOptions.config?.confirmsWorkspace ? hostCache(db).get(host) : undefined;
        let workspace: Workspace | undefined;
        let epoch: number;
        if (provisional?.value.is_active) {
            ({ value: workspace, epoch } = provisional);
        } else {
            epoch = await readCacheEpoch(db);
            workspace = hostCache(db).get(host, epoch)?.value ?? (await lookUp(db, host, epoch));
        }
        if (!workspace) throw new HttpProblem(404, workspaceMessages.notFound);
        if (!workspace.is_active) throw new HttpProblem(403, workspaceMessages.inactive);
        request.workspace = workspace;
        resolvedAt.set(request, { host, epoch });
    });
}
