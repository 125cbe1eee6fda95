/**
 * The browser suite runs against the real thing: the console built by Vite
 * and the server bundled as `npm start` runs it, on an embedded database seeded
 * once: a first server seeds a template data directory, and the shared server
 * and every file's own server (ownServer.ts) start from a copy of it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/serverBuild.mjs';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';
import { CHROMIUM_OPTIONS } from './browser.js';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrlPort: number;
        dataDir: string;
        /** The built console, for suites that start a server of their own. */
        consoleDir: string;
        /** The demo workspaces as a first start seeds them, never served: copied by ownServer.ts. */
        seededDataDir: string;
        /** Node's arguments that run the bundled server. */
        serverNodeArgs: string[];
        /** The suite's one Chromium, which every file connects to (browser.ts, launchBrowser). */
        browserEndpoint: string;
    }
}

let server: ServerProcess | undefined;
let browserServer: BrowserServer | undefined;

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
let seededDataDir: string | undefined;
let consoleDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
    const outDir = mkdtempSync(join(tmpdir(), 'ats-console-'));
    consoleDir = outDir;
    const [serverNodeArgs] = await Promise.all([buildServer(), buildForProduction(outDir)]);
    browserServer = await chromium.launchServer(CHROMIUM_OPTIONS);
    const env = { CONSOLE_DIR: outDir, LOGIN_RATE_LIMIT: '1000' };
    seededDataDir = mkdtempSync(join(tmpdir(), 'ats-e2e-seeded-'));
    await (await startServer({ ...env, DATA_DIR: seededDataDir }, 120_000, serverNodeArgs)).stop();
    dataDir = mkdtempSync(join(tmpdir(), 'ats-e2e-data-'));
    cpSync(seededDataDir, dataDir, { recursive: true });
    server = await startServer({ ...env, DATA_DIR: dataDir }, 120_000, serverNodeArgs);
    project.provide('baseUrlPort', server.port);
    project.provide('dataDir', dataDir);
    project.provide('consoleDir', outDir);
    project.provide('seededDataDir', seededDataDir);
    project.provide('serverNodeArgs', serverNodeArgs);
    project.provide('browserEndpoint', browserServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
    await server?.stop();
    await browserServer?.close();
    for (const dir of [dataDir, seededDataDir, consoleDir]) if (dir) rmSync(dir, { recursive: true, force: true });
}
