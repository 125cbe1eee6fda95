/**
 * What a start-up step found when it last made the catalogue match (the config engine's tables,
 * the jobs' references to them), recorded in `system_settings` with the signature of what it
 * matched: a later start, another process or a copy of the database with the same signature
 * skips the catalogue reads (about a second on PGlite). Any new migration changes every
 * signature, so the checks run again after one. Deleting the `schema_state:` rows forces them.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { migrationFiles } from './migrate.js';
import type { DB } from './schema.js';

interface Recorded<T> {
    signature: string;
    value: T;
}

/** The steps that record: the config engine's tables (server/crud), then the jobs' references to them (server/lib/jobs.ts). */
export const SCHEMA_STEPS = { resourceTables: 'resource_tables', jobReferences: 'job_references' } as const;
type Step = (typeof SCHEMA_STEPS)[keyof typeof SCHEMA_STEPS];

const settingKey = (step: Step) => `schema_state:${step}`;

/** A hash of `input` and the migrations this code has. */
export function schemaSignature(input: unknown): string {
    return createHash('sha256')
        .update(JSON.stringify({ input, migrations: migrationFiles() }))
        .digest('hex');
}

/** What `step` last recorded, with the signature it recorded it for. */
export async function recorded<T>(db: Kysely<DB>, step: Step): Promise<Recorded<T> | undefined> {
    const row = await db.selectFrom('system_settings').select('value').where('key', '=', settingKey(step)).executeTakeFirst();
    return row ? (JSON.parse(row.value) as Recorded<T>) : undefined;
}

/** What `step` recorded, when it recorded it for `signature`. */
export async function recalledState<T>(db: Kysely<DB>, step: Step, signature: string): Promise<T | undefined> {
    const state = await recorded<T>(db, step);
    return state?.signature === signature ? state.value : undefined;
}

export async function recordState<T>(db: Kysely<DB>, step: Step, signature: string, value: T): Promise<void> {
    const text = JSON.stringify({ signature, value } satisfies Recorded<T>);
    await db
        .insertInto('system_settings')
        .values({ key: settingKey(step), value: text })
        .onConflict(oc => oc.column('key').doUpdateSet({ value: text }))
        .execute();
}
