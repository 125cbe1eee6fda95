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

/**
 * The console as `npm start` builds it. Vitest runs with NODE_ENV=test, and Vite keeps a NODE_ENV it
 * finds, which would bundle React's development builds (twice the code; tests/e2e/budgets.test.ts
 * measures what ships).
 */
async function buildForProduction(outDir: string): Promise<void> {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
        await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } });
    } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
    }
}

let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
    const outDir = mkdtempSync(join(tmpdir(), 'ats-console-'));
    await buildForProduction(outDir);
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
