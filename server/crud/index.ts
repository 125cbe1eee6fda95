/** The engine's start-up: load and validate the resource files, then create or extend their tables (once per database). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { assertRowLevelSecurity } from '../db/scope.js';
import { loadResources, resourcesDirectory } from './loadResources.js';
import { buildModels, type ResourceModel } from './model.js';
import { ensureResourceTables, type TableReport } from './tables.js';

const prepared = new WeakMap<Kysely<DB>, Map<string, TableReport>>();

export interface PreparedResources {
    models: ResourceModel[];
    report: TableReport;
}

/**
 * Validates the directory's resource files (throwing ResourceConfigError) and
 * makes their tables match, unless this database already did it for the same
 * configs in this process (bootstrap and the routes plugin both ask).
 */
export async function prepareResources(db: Kysely<DB>, dir?: string): Promise<PreparedResources> {
    const models = buildModels(loadResources(resourcesDirectory(dir)));
    const signature = JSON.stringify(models.map(m => m.config));
    const done = prepared.get(db) ?? new Map<string, TableReport>();
    prepared.set(db, done);
    const known = done.get(signature);
    if (known) return { models, report: known };
    const report = await ensureResourceTables(db, models);
    done.set(signature, report);
    if (report.created.length || report.addedColumns.length) await assertRowLevelSecurity(db);
    return { models, report };
}
