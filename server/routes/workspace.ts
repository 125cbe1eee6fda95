/** GET /api/check-workspace: the console's first call, before anyone signs in. */
import type { FastifyInstance } from 'fastify';
import { companyDetails, companyDetailsSchema } from '../lib/company.js';
import { findWorkspaceByHost, normaliseHost, workspaceMessages } from '../plugins/workspace.js';

export async function workspaceRoutes(app: FastifyInstance): Promise<void> {
    const { database, config } = app.deps;
    const answer = {
        type: 'object',
        properties: { status: { type: 'boolean' }, message: { type: 'string' }, companyDetails: companyDetailsSchema },
    } as const;

    app.get<{ Querystring: { workspace: string } }>(
        '/api/check-workspace',
        {
            schema: {
                tags: ['workspace'],
                summary: "A workspace's public details by its host (the console's first call, before sign-in)",
                querystring: {
                    type: 'object',
                    required: ['workspace'],
                    additionalProperties: false,
                    properties: { workspace: { type: 'string', minLength: 1, maxLength: 255 } },
                },
                response: { 200: answer, 403: answer, 404: answer },
            },
        },
        async (request, reply) => {
            const host = normaliseHost(request.query.workspace, config.hostAliases);
            const workspace = await findWorkspaceByHost(database.db, host);
            if (!workspace) return reply.code(404).send({ status: false, message: workspaceMessages.notFound, companyDetails: null });
            if (!workspace.is_active) {
                return reply.code(403).send({ status: false, message: workspaceMessages.inactive, companyDetails: null });
            }
            const csDashboard = config.csDashboardWorkspaces.includes(workspace.host);
            return { status: true, message: '', companyDetails: { ...companyDetails(workspace), cs_dashboard: csDashboard } };
        },
    );
}
