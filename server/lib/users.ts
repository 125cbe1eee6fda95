/** User accounts' status, shared by the users route and every user-type entity's account hook. */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { UserStatus } from '../db/schema.js';
import { HttpProblem, messages, notFound } from './http.js';
import { endAllSessions } from './sessions.js';

/** Shared by every user-type entity (teammates, interviewers, vendors, employees). Disabling ends the account's sessions. */
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
