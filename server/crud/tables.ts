/**
 * Resource tables from config, at start: created when missing, extended when
 * the config gained fields. Additive only: a column is never dropped,
 * renamed or retyped here (a changed type is reported, not applied), so
 * editing a resource file can never lose data.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { inDependencyOrder } from '../../config/resources.js';
import type { DB } from '../db/schema.js';
import { APP_ROLE, SYSTEM_SETTING } from '../db/scope.js';
import type { ResourceModel, SqlType } from './model.js';

// The key migrate.ts holds: schema changes by several starting processes run one at a time.
const SCHEMA_LOCK_KEY = 7_421_001;

export interface TableReport {
    created: string[];
    addedColumns: string[];
    /** Differences the engine will not apply (a column's type changed in config). */
    warnings: string[];
}

type Exec = Kysely<DB>;

const WORKSPACE_SETTING = sql`nullif(current_setting('app.workspace_id', true), '')::uuid`;
const SYSTEM_SCOPE_ON = sql`current_setting(${sql.lit(SYSTEM_SETTING)}, true) = 'on'`;

/** A Postgres identifier of at most 63 bytes, stable for the same input. */
export function shortName(...parts: string[]): string {
    const name = parts.join('_');
    if (name.length <= 63) return name;
    const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
    return `${name.slice(0, 54)}_${hash}`;
}

export const uniqueIndexName = (table: string, set: string[]) => shortName(table, 'uq', ...set);
export const foreignKeyName = (table: string, column: string) => shortName(table, column, 'fk');

/** SQL type names as information_schema spells them. */
const catalogName: Record<SqlType, string> = {
    text: 'text',
    date: 'date',
    timestamptz: 'timestamp with time zone',
    uuid: 'uuid',
    integer: 'integer',
    bigint: 'bigint',
    numeric: 'numeric',
    boolean: 'boolean',
    jsonb: 'jsonb',
};

async function existingColumns(db: Exec, table: string): Promise<Map<string, string> | null> {
    const rows = await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = ${table}`.execute(db);
    return rows.rows.length ? new Map(rows.rows.map(r => [r.column_name, r.data_type])) : null;
}

async function constraintExists(db: Exec, table: string, name: string): Promise<boolean> {
    const rows = await sql`select 1 from pg_constraint where conname = ${name} and conrelid = ${sql.lit(`public.${table}`)}::regclass`.execute(db);
    return rows.rows.length > 0;
}

async function policyExists(db: Exec, table: string, policy: 'workspace_isolation' | 'system_scope'): Promise<boolean> {
    const rows = await sql`select 1 from pg_policies where schemaname = 'public' and tablename = ${table} and policyname = ${policy}`.execute(db);
    return rows.rows.length > 0;
}

async function tableOwner(db: Exec, table: string): Promise<string> {
    const rows = await sql<{ owner: string }>`select pg_get_userbyid(relowner) as owner from pg_class where oid = ${sql.lit(`public.${table}`)}::regclass`.execute(db);
    return rows.rows[0].owner;
}

function uniqueExpression(model: ResourceModel, set: string[]): RawBuilder<unknown> {
    const parts = set.map(field => (model.column.get(field)?.sqlType === 'text' ? sql`lower(${sql.ref(field)})` : sql.ref(field)));
    return sql.join([sql.ref('workspace_id'), ...parts]);
}

async function ensureTable(db: Exec, model: ResourceModel, report: TableReport): Promise<void> {
    const { table } = model;
    const t = sql.table(table);
    let existing = await existingColumns(db, table);
    if (!existing) {
        await sql`create table ${t} (
            id uuid primary key default gen_random_uuid(),
            workspace_id uuid not null references workspaces(id) on delete cascade,
            status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now(),
            created_by uuid,
            version integer not null default 1,
            constraint ${sql.id(shortName(table, 'workspace_id_id_key'))} unique (workspace_id, id)
        )`.execute(db);
        report.created.push(table);
        existing = new Map();
    }
    const wanted: { name: string; type: SqlType; extra?: RawBuilder<unknown> }[] = model.columns.map(c => ({ name: c.name, type: c.sqlType }));
    if (model.config.account) wanted.push({ name: 'user_id', type: 'uuid', extra: sql`references users(id)` });
    for (const column of wanted) {
        const current = existing.get(column.name);
        if (current === undefined) {
            // Nullable always: a NOT NULL column cannot be added to a table with rows. The API enforces `required`.
            await sql`alter table ${t} add column ${sql.ref(column.name)} ${sql.raw(column.type)} ${column.extra ?? sql``}`.execute(db);
            if (!report.created.includes(table)) report.addedColumns.push(`${table}.${column.name}`);
        } else if (current !== catalogName[column.type]) {
            report.warnings.push(
                `${table}.${column.name} is ${current} in the database but ${catalogName[column.type]} in config/resources/${model.name}.json; ` +
                    'the engine never changes a column type: migrate it by hand or use a new field name.',
            );
        }
    }
    if (model.config.account) await sql`create index if not exists ${sql.id(shortName(table, 'user_id_idx'))} on ${t} (user_id)`.execute(db);

    for (const column of model.columns) {
        if (!column.references) continue;
        const name = foreignKeyName(table, column.name);
        if (await constraintExists(db, table, name)) continue;
        // (workspace_id, ref) → (workspace_id, id): a record can only ever point into its own workspace.
        await sql`alter table ${t} add constraint ${sql.id(name)}
            foreign key (workspace_id, ${sql.ref(column.name)}) references ${sql.table(column.references.table)} (workspace_id, id)
            on delete restrict`.execute(db);
        await sql`create index if not exists ${sql.id(shortName(table, column.name, 'idx'))} on ${t} (workspace_id, ${sql.ref(column.name)})`.execute(db);
    }

    for (const set of model.uniqueSets) {
        const name = uniqueIndexName(table, set);
        try {
            await sql`create unique index if not exists ${sql.id(name)} on ${t} (${uniqueExpression(model, set)})`.execute(db);
        } catch (error) {
            throw new Error(
                `Cannot enforce unique [${set.join(', ')}] of resource "${model.name}": the table already holds duplicates ` +
                    `(${(error as Error).message}). Resolve them, then start again.`,
            );
        }
    }
    await sql`create index if not exists ${sql.id(shortName(table, 'ws_created_idx'))} on ${t} (workspace_id, created_at desc)`.execute(db);

    // As 005_force_rls.sql does for every workspace table: forced, so the owner is held too, and
    // seen whole by the owner only in the system scope (withSystem, docs/database.md).
    await sql`alter table ${t} enable row level security`.execute(db);
    await sql`alter table ${t} force row level security`.execute(db);
    if (!(await policyExists(db, table, 'workspace_isolation'))) {
        await sql`create policy workspace_isolation on ${t}
            using (workspace_id = ${WORKSPACE_SETTING})
            with check (workspace_id = ${WORKSPACE_SETTING})`.execute(db);
    }
    if (!(await policyExists(db, table, 'system_scope'))) {
        await sql`create policy system_scope on ${t} to ${sql.id(await tableOwner(db, table))}
            using (${SYSTEM_SCOPE_ON}) with check (${SYSTEM_SCOPE_ON})`.execute(db);
    }
    await sql`grant select, insert, update, delete on ${t} to ${sql.id(APP_ROLE)}`.execute(db);
    // Its writes move the workspace's data version, as every migrated table's do (035_data_versions.sql).
    await sql`create or replace trigger ${sql.id(shortName(table, 'data_change'))} after insert or update or delete or truncate on ${t}
        for each statement execute function data_change_mark()`.execute(db);
}

/** Creates or extends every resource's table, referenced tables first, in one transaction under the schema lock. */
export async function ensureResourceTables(db: Kysely<DB>, models: ResourceModel[]): Promise<TableReport> {
    const report: TableReport = { created: [], addedColumns: [], warnings: [] };
    const ordered = inDependencyOrder(models.map(m => ({ ...m.config, model: m }))).map(r => r.model);
    await db.transaction().execute(async tx => {
        await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`.execute(tx);
        for (const model of ordered) await ensureTable(tx, model, report);
    });
    return report;
}
