/** The engine's start-up: load and validate the resource files, then create or extend their tables (once per database). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recalledState, recordState, SCHEMA_STEPS, schemaSignature } from '../db/schemaState.js';
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
 * Validates the directory's resource files (throwing ResourceConfigError) and makes their tables
 * match, unless this database already did it for the same configs: in this process (bootstrap and
 * the routes plugin both ask), or before, as the database records (a restart, another process, a
 * copy of a prepared database). Checking every table takes about a second of catalogue reads.
 */
export async function prepareResources(db: Kysely<DB>, dir?: string): Promise<PreparedResources> {
    const models = buildModels(loadResources(resourcesDirectory(dir)));
    const signature = schemaSignature(models.map(m => m.config));
    const done = prepared.get(db) ?? new Map<string, TableReport>();
    prepared.set(db, done);
    const known = done.get(signature);
    if (known) return { models, report: known };
    const warnings = await recalledState<string[]>(db, SCHEMA_STEPS.resourceTables, signature);
    if (warnings) {
        // Made to match before: nothing to create or add; a column type the engine will not change is still said.
        const report: TableReport = { created: [], addedColumns: [], warnings };
        done.set(signature, report);
        return { models, report };
    }
    const report = await ensureResourceTables(db, models);
    if (report.created.length || report.addedColumns.length) await assertRowLevelSecurity(db);
    await recordState(db, SCHEMA_STEPS.resourceTables, signature, report.warnings);
    done.set(signature, report);
    return { models, report };
}
