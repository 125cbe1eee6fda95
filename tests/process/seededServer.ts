/** What a process test starts its server from: the bundle and the demo data seeded once (globalSetup.ts). */
import { cpSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from '../helpers/postgresAdmin.js';

/** Node's arguments that run the bundled server. */
export const serverNodeArgs = (): string[] => inject('seededServerData').nodeArgs;

/** Fills the empty or new directory `dataDir` with a copy of the seeded PGlite data directory. */
export function copySeededDataDir(dataDir: string): void {
    cpSync(inject('seededServerData').dataDir, dataDir, { recursive: true });
}

/**
 * Creates the database `name` on TEST_DATABASE_URL as a copy of the seeded one, and copies the
 * files its rows name into `uploadsDir`; answers its URL. The caller drops it.
 */
export async function createSeededDatabase(admin: pg.Client, name: string, uploadsDir: string): Promise<string> {
    const seeded = inject('seededServerData');
    if (!seeded.database) throw new Error('no seeded database: TEST_DATABASE_URL is not set');
    await admin.query(`create database ${name} template ${seeded.database}`);
    cpSync(seeded.databaseUploadsDir, uploadsDir, { recursive: true });
    return databaseUrl(name);
}
