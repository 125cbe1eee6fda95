/**
 * The process tests' servers run as `npm start` runs them (the bundle of scripts/serverBuild.mjs)
 * and start from demo data seeded once here: a PGlite data directory, and on TEST_DATABASE_URL a
 * database the tests copy with `create database … template`. A first start seeds through the
 * server, about 12 s of CPU each; five tests used to pay it (docs/testing.md). The bundled
 * server's own first start on an empty directory stays tested (serverBundle.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/serverBuild.mjs';
import { startServer } from '../helpers/serverProcess.js';
import { adminQuery, databaseUrl } from '../helpers/postgresAdmin.js';

export interface SeededServerData {
    /** Node's arguments that run the bundled server. */
    nodeArgs: string[];
    /** A PGlite data directory with the demo workspaces, never served: tests copy it. */
    dataDir: string;
    /** A database on TEST_DATABASE_URL with the demo workspaces, never served: tests make theirs from it. */
    database?: string;
    /** The files that database's rows name (the demo offer letters): a test copies them into its uploads directory. */
    databaseUploadsDir: string;
}

declare module 'vitest' {
    export interface ProvidedContext {
        seededServerData: SeededServerData;
    }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
    const nodeArgs = await buildServer();
    const scratch = mkdtempSync(join(tmpdir(), 'ats-process-seeded-'));
    const dataDir = join(scratch, 'data');
    const databaseUploadsDir = join(scratch, 'pg-uploads');
    mkdirSync(databaseUploadsDir);
    const database = process.env.TEST_DATABASE_URL ? `ats_process_seeded_${randomBytes(4).toString('hex')}` : undefined;
    const seed = async (env: Record<string, string>) => (await startServer({ ...env, CONSOLE_DIR: '/nonexistent', AUTOMATION_INTERVAL_MS: '600000' }, 180_000, nodeArgs)).stop();
    const teardown = async () => {
        rmSync(scratch, { recursive: true, force: true });
        if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    };
    try {
        await Promise.all([
            seed({ DATA_DIR: dataDir }),
            database ? adminQuery(`create database ${database}`).then(() => seed({ DATABASE_URL: databaseUrl(database), UPLOADS_DIR: databaseUploadsDir })) : undefined,
        ]);
    } catch (error) {
        await teardown();
        throw error;
    }
    project.provide('seededServerData', { nodeArgs, dataDir, database, databaseUploadsDir });
    return teardown;
}
