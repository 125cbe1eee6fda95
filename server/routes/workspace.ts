/** GET /api/check-workspace: the console's first call, before anyone signs in. */
import type { FastifyInstance } from 'fastify';
import { workspaceCheckAnswerSchema } from '../lib/company.js';
import { findWorkspaceByHost, normaliseHost, workspaceCheckAnswer } from '../plugins/workspace.js';

export async function workspaceRoutes(app: FastifyInstance): Promise<void> {
    const { database, config } = app.deps;
    const answer = workspaceCheckAnswerSchema;

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
            const { code, body } = workspaceCheckAnswer(await findWorkspaceByHost(database.db, host), config);
            return reply.code(code).send(body);
        },
    );
}
