/**
 * Workspace scoping. Every request's database work runs in one transaction
 * that sets the workspace and drops to the application role, so the
 * row-level security policies of every workspace-owned table apply even to a
 * query that forgets its workspace_id filter.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/** The role requests run as: neither superuser nor BYPASSRLS, never a table owner. */
export const APP_ROLE = 'ats_app';

export type Tx = Transaction<DB>;

export async function withWorkspace<T>(db: Kysely<DB>, workspaceId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction().execute(async tx => {
        await sql`select set_config('app.workspace_id', ${workspaceId}, true)`.execute(tx);
        await sql`set local role ${sql.id(APP_ROLE)}`.execute(tx);
        return work(tx);
    });
}

export class RlsBypassError extends Error {}

/**
 * Refuses to serve if the request role could see across workspaces: a
 * superuser, a BYPASSRLS role, or the owner of a workspace-owned table.
 */
export async function assertRowLevelSecurity(db: Kysely<DB>, appRole: string = APP_ROLE): Promise<void> {
    const role = await db.transaction().execute(async tx => {
        await sql`set local role ${sql.id(appRole)}`.execute(tx);
        const result = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>`
            select rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(tx);
        return result.rows[0];
    });
    if (!role || role.rolsuper || role.rolbypassrls) {
        throw new RlsBypassError(`Role ${appRole} is a superuser or has BYPASSRLS; row-level security would not apply.`);
    }
    const unprotected = await sql<{ table_name: string; owner: string; rls: boolean }>`
        select c.relname as table_name, pg_get_userbyid(c.relowner) as owner, c.relrowsecurity as rls
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and a.attname = 'workspace_id' and not a.attisdropped
          and (not c.relrowsecurity or pg_get_userbyid(c.relowner) = ${appRole})`.execute(db);
    if (unprotected.rows.length > 0) {
        const names = unprotected.rows.map(r => r.table_name).join(', ');
        throw new RlsBypassError(`Workspace-owned tables without enforced row-level security: ${names}.`);
    }
}
