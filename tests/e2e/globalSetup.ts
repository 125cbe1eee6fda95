/**
 * The browser suite runs against the real thing: the console built by Vite
 * and served by `server/main.ts` on a fresh embedded database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrlPort: number;
        dataDir: string;
        /** The built console, for suites that start a server of their own. */
        consoleDir: string;
    }
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
    const outDir = mkdtempSync(join(tmpdir(), 'ats-console-'));
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    dataDir = mkdtempSync(join(tmpdir(), 'ats-e2e-data-'));
    server = await startServer({ DATA_DIR: dataDir, CONSOLE_DIR: outDir, LOGIN_RATE_LIMIT: '1000' }, 120_000);
    project.provide('baseUrlPort', server.port);
    project.provide('dataDir', dataDir);
    project.provide('consoleDir', outDir);
}

export async function teardown(): Promise<void> {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
