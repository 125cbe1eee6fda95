/** Applies server/db/migrations/*.sql in name order, once each, recorded in schema_migrations. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { loadCities } from './cities.js';
import type { DB } from './schema.js';
import { enterSystemScope } from './scope.js';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Several API processes may start at once on one server: one migrates, the others wait.
const MIGRATION_LOCK_KEY = 7_421_001;

export const migrationFiles = (): string[] => readdirSync(migrationsDir).filter(f => f.endsWith('.sql')).sort();

/** The migration files this code has that the database has not applied (the readiness check reads it). */
export async function pendingMigrations(db: Kysely<DB>): Promise<string[]> {
    const done = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map(r => r.name));
    return migrationFiles().filter(f => !done.has(f));
}

export async function migrate(db: Kysely<DB>): Promise<string[]> {
    const files = migrationFiles();
    return db.transaction().execute(async tx => {
        await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(tx);
        // Row-level security is forced for the owner too (005_force_rls.sql): a migration that moves
        // data must see every workspace's rows.
        await enterSystemScope(tx);
        await sql`create table if not exists schema_migrations (
            name text primary key, applied_at timestamptz not null default now())`.execute(tx);
        const done = new Set((await tx.selectFrom('schema_migrations').select('name').execute()).map(r => r.name));
        const applied: string[] = [];
        for (const file of files.filter(f => !done.has(f))) {
            await sql.raw(readFileSync(join(migrationsDir, file), 'utf8')).execute(tx);
            await tx.insertInto('schema_migrations').values({ name: file }).execute();
            applied.push(file);
        }
        // Reference data a migration cannot hold (the city list, 025): loaded once per dataset version.
        await loadCities(tx);
        return applied;
    });
}
