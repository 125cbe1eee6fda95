/**
 * Workspace scoping. Every request's database work runs in one transaction
 * that sets the workspace and drops to the application role, so the
 * row-level security policies of every workspace-owned table apply even to a
 * query that forgets its workspace_id filter.
 *
 * Row-level security is FORCED on those tables, so it holds for their owner
 * (the role the server connects as) too: a query on the plain handle, outside
 * any scope, sees no workspace's rows. Work that belongs to no one workspace
 * (the host lookup, seeding, the mail outbox, migrations) says so with
 * withSystem. See docs/database.md.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { readCacheEpoch } from './cacheEpoch.js';
import type { Database } from './connect.js';
import type { DB } from './schema.js';

/** The role requests run as: neither superuser nor BYPASSRLS, never a table owner. */
export const APP_ROLE = 'ats_app';

export type Tx = Transaction<DB>;

/**
 * `work` also receives the cache epoch (migration 008_cache_epoch.sql), read
 * in the same statement that sets the scope: route() checks its cached
 * session and workspace against it without a round trip of its own.
 */
export async function withWorkspace<T>(db: Kysely<DB>, workspaceId: string, work: (tx: Tx, cacheEpoch: number) => Promise<T>): Promise<T> {
    return db.transaction().execute(async tx => work(tx, await enterWorkspaceScope(tx, workspaceId)));
}

/** Sets the transaction's workspace and role (and, for a reader that asks, one generic plan); answers the cache epoch. */
async function enterWorkspaceScope(tx: Tx, workspaceId: string, genericPlans = false): Promise<number> {
    // One statement: set_config('role', ..., true) is SET LOCAL ROLE (the same membership check).
    const plans = genericPlans ? sql`set_config('plan_cache_mode', 'force_generic_plan', true),` : sql``;
    const scope = await sql<{ epoch: number }>`select set_config('app.workspace_id', ${workspaceId}, true),
        set_config('role', ${APP_ROLE}, true), ${plans} (select epoch from cache_epoch) as epoch`.execute(tx);
    return scope.rows[0].epoch;
}

/**
 * withWorkspace for a request that only reads, in the same scope. A write in it fails
 * ("cannot execute … in a read-only transaction") on both engines alike.
 * - PostgreSQL: one READ ONLY transaction.
 * - PGlite: each statement is a READ ONLY transaction of its own, the scope set again in it, sent
 *   to the engine's thread as one message. PGlite has one connection; a request's transaction held
 *   it from its first statement to its last, including every wait of this thread's event loop in
 *   between, so ten readers took turns at the pace of the event loop rather than of the engine.
 *   Now a reader holds it for its statements' own work. Each statement sees what was committed
 *   before it began, which is what PostgreSQL's READ COMMITTED gives statements of one transaction
 *   anyway (docs/performance.md, "Reads hold the connection for a statement").
 */
export async function withWorkspaceReading<T>(
    database: Database,
    workspaceId: string,
    work: (tx: Tx, cacheEpoch: number) => Promise<T>,
    { reusePlans = false, genericPlans = false }: ReadingOptions = {},
): Promise<T> {
    const generic = reusePlans && genericPlans;
    if (!database.readOnly) {
        const db = (reusePlans && database.reusingPlans) || database.db;
        return db.transaction().setAccessMode('read only').execute(async tx => work(tx, await enterWorkspaceScope(tx, workspaceId, generic)));
    }
    const plans = generic ? ", set_config('plan_cache_mode', 'force_generic_plan', true)" : '';
    const reader = database.readOnly({ sql: `select set_config('app.workspace_id', $1, true), set_config('role', $2, true)${plans}`, params: [workspaceId, APP_ROLE] }, reusePlans);
    // Kept by the engine's pool (cacheEpoch.ts): no trip of its own while nothing has written.
    const epoch = await readCacheEpoch(database.db);
    // The handle has a transaction's query methods; each statement is its own transaction.
    return work(reader as unknown as Tx, epoch);
}

export interface ReadingOptions {
    /**
     * The statements are lookups by key whose best plan does not depend on the values (a board's
     * column, a list's page), so they are kept parsed and a plan PostgreSQL judges as good for every
     * value is made once and reused (PGlite: PreparedStatements; a server: pgNamedStatements.ts).
     * Elsewhere a statement is parsed and planned each run: a plan made for no value in particular
     * read a report's period badly.
     */
    reusePlans?: boolean;
    /**
     * With reusePlans: one generic plan from the first run, whatever PostgreSQL's cost comparison
     * says (plan_cache_mode force_generic_plan, for the transaction alone). Its default (auto) plans
     * a statement again on every run when it costs the generic plan above the custom ones, as it
     * does a page whose LIMIT is a parameter (it assumes a tenth of the table) and whose rows carry
     * subqueries: the job list was planned on every request, about 40% of its time in the database
     * (docs/performance.md, "The job list planned once"). Only where the best plan is the same for
     * every value.
     */
    genericPlans?: boolean;
}

/**
 * The transaction-local setting that the `system_scope` policy of every
 * workspace-owned table honours for the table's owner only: ats_app may set
 * it too, but no policy of ats_app reads it.
 */
export const SYSTEM_SETTING = 'app.system';

/**
 * Work across workspaces, as the connecting role (the tables' owner), in one
 * transaction that turns the system scope on. Keep it to work that cannot
 * know its workspace first; anything a request does belongs in withWorkspace.
 */
export async function withSystem<T>(db: Kysely<DB>, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction().execute(async tx => {
        await enterSystemScope(tx);
        return work(tx);
    });
}

/** Turns the system scope on for the rest of a transaction the caller already holds (migrations). */
export async function enterSystemScope(tx: Tx): Promise<void> {
    await sql`select set_config(${SYSTEM_SETTING}, 'on', true)`.execute(tx);
}

export class RlsBypassError extends Error {}

/**
 * Refuses to serve if the request role could see across workspaces (a
 * superuser, a BYPASSRLS role, or the owner of a workspace-owned table), or
 * if a workspace-owned table (every table with a workspace_id column, and
 * workspaces itself) lacks row-level security, its FORCE flag, or a policy.
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
    const tables = await workspaceTables(db);
    const problems = tables.flatMap(t => {
        const wrong = [
            !t.rls && 'row-level security off',
            !t.forced && 'not forced',
            t.policies === 0 && 'no policy',
            t.owner === appRole && `owned by ${appRole}`,
        ].filter(Boolean);
        return wrong.length ? [`${t.table_name} (${wrong.join(', ')})`] : [];
    });
    if (problems.length > 0) {
        throw new RlsBypassError(`Workspace-owned tables without enforced row-level security: ${problems.join('; ')}.`);
    }
}

export interface WorkspaceTable {
    table_name: string;
    owner: string;
    rls: boolean;
    forced: boolean;
    policies: number;
}

/** Every workspace-owned table of the public schema with its row-level security state, from the catalog. */
export async function workspaceTables(db: Kysely<DB>): Promise<WorkspaceTable[]> {
    const result = await sql<WorkspaceTable>`
        select c.relname as table_name, pg_get_userbyid(c.relowner) as owner,
               c.relrowsecurity as rls, c.relforcerowsecurity as forced,
               (select count(*) from pg_policy p where p.polrelid = c.oid)::int as policies
        from pg_class c
        where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace
          and (c.relname = 'workspaces'
               or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped))
        order by c.relname`.execute(db);
    return result.rows;
}
