/** Server-side sessions: a token is only as alive as its row here. */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { User, Workspace } from '../db/schema.js';
import type { TokenSigner } from './tokens.js';

export async function startSession(
    tx: Tx,
    signer: TokenSigner,
    user: Pick<User, 'id' | 'workspace_id'>,
    ttlHours: number,
    userAgent?: string,
): Promise<string> {
    const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
    const session = await tx
        .insertInto('sessions')
        .values({ workspace_id: user.workspace_id, user_id: user.id, expires_at: expiresAt, user_agent: userAgent?.slice(0, 300) ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
    return signer.sign({ userId: user.id, sessionId: session.id, workspaceId: user.workspace_id }, expiresAt);
}

export async function endSession(tx: Tx, sessionId: string): Promise<void> {
    await tx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Password change, reset and disabling end every session of the user at once. */
export async function endAllSessions(tx: Tx, userId: string): Promise<void> {
    await tx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** The user fields of SPEC.md section 3, as login and /me answer them. */
export function sessionUser(user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'role_name' | 'secondary_role'>, workspace: Workspace) {
    return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        role_name: user.role_name,
        secondary_role: user.secondary_role,
        company_name: workspace.company_name,
        company_profile_image: workspace.company_profile_image,
    };
}

export const sessionUserSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        first_name: { type: 'string' },
        last_name: { type: ['string', 'null'] },
        email: { type: 'string' },
        role_name: { type: 'string' },
        secondary_role: { type: ['string', 'null'] },
        company_name: { type: 'string' },
        company_profile_image: { type: ['string', 'null'] },
    },
} as const;

export const permissionsSchema = {
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;
