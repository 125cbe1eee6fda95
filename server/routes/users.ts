/** Enabling and disabling a user account; disabling ends its sessions at once. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RoleName } from '../../config/index.js';
import type { Tx } from '../db/scope.js';
import type { UserStatus } from '../db/schema.js';
import { forbidden, HttpProblem, messages, notFound, ok } from '../lib/http.js';
import { endAllSessions } from '../lib/sessions.js';
import { route } from '../plugins/auth.js';

/** The roles of teammate accounts (config/resources/teammates.json role_name). */
const teammateRoles: readonly RoleName[] = ['RECRUITER', 'LEAD_RECRUITER'];

/** Shared by every user-type entity (teammates, interviewers, vendors, employees). */
export async function setUserStatus(tx: Tx, userId: string, status: UserStatus, version?: number) {
    let update = tx
        .updateTable('users')
        .set({ status, updated_at: sql`now()`, version: sql`version + 1` })
        .where('id', '=', userId);
    if (version !== undefined) update = update.where('version', '=', version);
    const updated = await update.returning(['id', 'status', 'version']).executeTakeFirst();
    if (!updated) {
        const exists = await tx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        throw exists ? new HttpProblem(409, messages.stale) : notFound();
    }
    if (status === 'INACTIVE') await endAllSessions(tx, userId);
    return updated;
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
    route<{ status: UserStatus; version?: number }, unknown, { id: string }>(app, {
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
