/**
 * GET /api/health (alive) and GET /api/health/ready (takes traffic): the probes a
 * load balancer or an orchestrator uses. Neither needs a workspace (isWorkspaceFree).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/migrate.js';

const answer = { type: 'object', properties: { status: { type: 'boolean' }, message: { type: 'string' } } } as const;

export const readinessMessages = {
    ready: 'ready',
    draining: 'Shutting down: not taking new work.',
    databaseDown: 'The database does not answer.',
    migrationsPending: (names: string[]) => `Migrations not applied: ${names.join(', ')}.`,
} as const;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
    const { database, lifecycle } = app.deps;

    app.get(
        '/api/health',
        {
            schema: {
                tags: ['system'],
                summary: 'Liveness: 200 while this process serves (no workspace, no database call)',
                response: { 200: answer },
            },
        },
        async () => ({ status: true, message: 'ok' }),
    );

    app.get(
        '/api/health/ready',
        {
            schema: {
                tags: ['system'],
                summary: 'Readiness: 200 when the database answers and its migrations are current; 503 while shutting down or otherwise',
                response: { 200: answer, 503: answer },
            },
        },
        async (_request, reply) => {
            const notReady = (message: string) => reply.code(503).send({ status: false, message });
            if (lifecycle.draining) return notReady(readinessMessages.draining);
            let pending: string[];
            try {
                await sql`select 1`.execute(database.db);
                pending = await pendingMigrations(database.db);
            } catch (error) {
                app.log.warn({ err: error }, 'readiness: database check failed');
                return notReady(readinessMessages.databaseDown);
            }
            if (pending.length) return notReady(readinessMessages.migrationsPending(pending));
            return { status: true, message: readinessMessages.ready };
        },
    );
}
