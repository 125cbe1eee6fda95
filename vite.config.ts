/// <reference types="vitest/config" />
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumPath, hasChromium } from './scripts/chromium.mjs';
import { consoleChunks } from './scripts/consoleChunks.js';
import { precompress } from './scripts/precompress.js';
import { LongestFirstSequencer } from './scripts/testSequencer.js';
import { ISOLATED_COMPONENT_FILES } from './tests/helpers/isolatedComponentFiles.js';

const apiPort = Number(process.env.PORT ?? 8080);
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasNginx = spawnSync('nginx', ['-v']).status === 0;

/** Say loudly what a run leaves out; CI must never leave anything out. */
function reportSkippedSuites(): void {
    const skipped: string[] = [];
    if (!hasChromium) {
        skipped.push(
            `browser suite (tests/e2e): no Chromium at ${chromiumPath}. ` +
                'Install it with `apt-get install chromium` or set CHROMIUM_PATH.',
        );
    }
    if (!hasPostgres) {
        skipped.push(
            'API suites on a PostgreSQL server: TEST_DATABASE_URL is not set. ' +
                'Install `postgresql`, start it and set TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres ' +
                '(the API suites still run on embedded PGlite).',
        );
    }
    if (!hasNginx || !hasPostgres) {
        skipped.push('rolling restart behind nginx (tests/process/rollingRestart.test.ts): it needs nginx on the PATH (`apt-get install nginx`) and TEST_DATABASE_URL.');
    }
    // The config is evaluated again in every worker: say it once.
    if (skipped.length === 0 || process.env.ATS_SKIPS_REPORTED) return;
    process.env.ATS_SKIPS_REPORTED = '1';
    const banner = ['', '!'.repeat(78), '!! SKIPPED SUITES', ...skipped.map(s => `!!  - ${s}`), '!'.repeat(78), ''];
    console.warn(banner.join('\n'));
    if (process.env.CI) throw new Error('CI must not skip suites: ' + skipped.join(' | '));
}

// A screen test takes up to 8 s on a quiet machine (a whole form filled and sent); one of 11 s went past
// 20 s in a CI run under load. A hang still fails.
const COMPONENT_TEST_TIMEOUT = 45_000;

function testProjects(): TestProjectInlineConfiguration[] {
    const projects: TestProjectInlineConfiguration[] = [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
        // The process tests' servers start from demo data seeded once (tests/process/globalSetup.ts).
        { extends: true, test: { name: 'process', include: ['tests/process/**/*.test.ts'], environment: 'node', globalSetup: ['tests/process/globalSetup.ts'] } },
        // The component files share their worker's modules too (isolate: false): importing MUI and
        // react-admin afresh for every file was half of that project's time (docs/testing.md). Stubbed
        // globals and spies are undone after each test; the files that replace or reload modules
        // keep a module graph of their own (tests/helpers/isolatedComponentFiles.ts).
        {
            extends: true,
            test: {
                name: 'component',
                include: ['tests/component/**/*.test.tsx'],
                exclude: ISOLATED_COMPONENT_FILES,
                environment: 'jsdom',
                setupFiles: ['tests/helpers/setupDom.ts'],
                testTimeout: COMPONENT_TEST_TIMEOUT,
                isolate: false,
                unstubGlobals: true,
                restoreMocks: true,
            },
        },
        {
            extends: true,
            test: {
                name: 'component-isolated',
                include: ISOLATED_COMPONENT_FILES,
                environment: 'jsdom',
                setupFiles: ['tests/helpers/setupDom.ts'],
                testTimeout: COMPONENT_TEST_TIMEOUT,
            },
        },
        // The API files share their worker's modules (isolate: false): each builds its own app on its
        // own database copy and mocks nothing, and loading the server's modules afresh for every file
        // was a third of the API suites' time (docs/testing.md).
        {
            extends: true,
            test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', isolate: false, env: { TEST_DB_ENGINE: 'pglite' }, globalSetup: ['tests/helpers/apiGlobalSetup.ts'] },
        },
    ];
    if (hasPostgres) {
        projects.push({
            extends: true,
            test: { name: 'api-pg', include: ['tests/api/**/*.test.ts'], environment: 'node', isolate: false, env: { TEST_DB_ENGINE: 'postgres' }, globalSetup: ['tests/helpers/apiGlobalSetup.ts'] },
        });
    }
    if (hasChromium) {
        projects.push({
            extends: true,
            test: {
                name: 'e2e',
                include: ['tests/e2e/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['tests/e2e/globalSetup.ts'],
                // A flow through several pages and audiences takes up to 55 s on a quiet machine (the
                // vendor portal's); one timed out at 60 s in a CI run under load. A hang still fails.
                testTimeout: 120_000,
                hookTimeout: 180_000,
                // A page answers a poll in well under a second on a quiet machine, but vitest's default
                // of one second failed CI runs on a loaded one (a PDF parsed, a list refetched).
                expect: { poll: { timeout: 15_000 } },
                fileParallelism: false,
                // One after another in one worker, the files share its modules (playwright-core, axe, the
                // helpers) rather than importing them afresh: about 60 s of a CI run's browser suite
                // (docs/testing.md). Each file still connects its own browser and opens its own contexts.
                isolate: false,
            },
        });
    }
    return projects;
}

const isTestRun = Boolean(process.env.VITEST);
if (isTestRun) reportSkippedSuites();

export default defineConfig({
    // Chunks by layer (boot, console, pages) and brotli / gzip copies served by server/app.ts (docs/performance.md).
    plugins: [react(), consoleChunks(), precompress()],
    build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 4000 },
    server: {
        port: 5173,
        // The API resolves the workspace from the host, so keep the browser's host header.
        proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
    test: {
        globals: true,
        testTimeout: 20_000,
        hookTimeout: 60_000,
        // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, so every
        // file ran alone while the second core idled. Files keep their own databases, temp dirs and
        // free ports (tests/helpers), so they can share the machine; the browser files stay serial.
        maxWorkers: availableParallelism(),
        sequence: { sequencer: LongestFirstSequencer },
        projects: testProjects(),
    },
});
