/** Enabling and disabling a user account; disabling ends its sessions at once. */
import type { FastifyInstance } from 'fastify';
import type { RoleName } from '../../config/index.js';
import { forbidden, HttpProblem, ok } from '../lib/http.js';
import { setUserStatus } from '../lib/users.js';
import { route } from '../plugins/auth.js';

/** The roles of teammate accounts (config/resources/teammates.json role_name). */
const teammateRoles: readonly RoleName[] = ['RECRUITER', 'LEAD_RECRUITER'];

export async function userRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'PATCH',
        url: '/api/users/:id/status',
        access: { roles: ['CORPORATE', 'LEAD_RECRUITER', 'RECRUITER'], permission: ['USERS-TEAM-MATE', 'CREATE'] },
        schema: {
            tags: ['users'],
            summary: "Set a user ACTIVE or INACTIVE (INACTIVE ends the user's sessions)",
            params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['status'],
                properties: { status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] }, version: { type: 'integer', minimum: 1 } },
            },
        },
        async handler({ tx, params, body, user }) {
            if (params.id === user.id && body.status === 'INACTIVE') {
                throw new HttpProblem(400, 'You cannot disable your own account.', { status: 'You cannot disable your own account.' });
            }
            // USERS-TEAM-MATE is about teammates: a teammate holding it switches teammate accounts only.
            // The admin's account is not theirs to lock, and portal accounts (interviewers, vendors,
            // employees) change through their own resource, under its own rules.
            if (user.role_name !== 'CORPORATE') {
                const target = await tx.selectFrom('users').select('role_name').where('id', '=', params.id).executeTakeFirst();
                if (target && !teammateRoles.includes(target.role_name)) throw forbidden();
            }
            return ok(await setUserStatus(tx, params.id, body.status, body.version), 'Status updated successfully!');
        },
    });
}
