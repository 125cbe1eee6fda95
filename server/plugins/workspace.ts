/**
 * Resolves the workspace of every API call from the request's host. The
 * lookup runs in the system scope (withSystem): it happens before any
 * workspace is known, and row-level security on workspaces is forced.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.js';
import type { DB, Workspace } from '../db/schema.js';
import { withSystem } from '../db/scope.js';
import { HttpProblem } from '../lib/http.js';

declare module 'fastify' {
    interface FastifyRequest {
        workspace: Workspace;
    }
}

export const workspaceMessages = {
    inactive: 'Workspace is inactive!',
    notFound: 'Workspace not found!',
} as const;

/** Paths that answer before, or without, a workspace. */
const WORKSPACE_FREE = ['/api/check-workspace', '/api/docs', '/api/health'];

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

export async function findWorkspaceByHost(db: Kysely<DB>, host: string): Promise<Workspace | undefined> {
    return withSystem(db, tx => tx.selectFrom('workspaces').selectAll().where('host', '=', host).executeTakeFirst());
}

export function registerWorkspaceResolution(app: FastifyInstance, db: Kysely<DB>, config: ServerConfig): void {
    app.decorateRequest('workspace', null as unknown as Workspace);
    app.addHook('onRequest', async request => {
        const path = request.url.split('?')[0];
        if (!path.startsWith('/api/') || isWorkspaceFree(path)) return;
        const workspace = await findWorkspaceByHost(db, requestHost(request, config));
        if (!workspace) throw new HttpProblem(404, workspaceMessages.notFound);
        if (!workspace.is_active) throw new HttpProblem(403, workspaceMessages.inactive);
        request.workspace = workspace;
    });
}
