/**
 * A server of a test file's own, for suites that change what the shared server must not see
 * (aged data, a permission granted in the database, mail delivered to a sink, an extra resource):
 * on a copy of the suite's seeded data directory (globalSetup.ts), run as `npm start` runs it
 * (the bundled server), so no file pays for seeding the demo workspaces again.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';

export interface OwnServer {
    server: ServerProcess;
    dataDir: string;
    /** Stops the server and removes its data directory. */
    close(): Promise<void>;
}

/**
 * Copies the seeded data directory, lets `prepare` change it while no server holds it, then
 * starts the server on it with `env` added to the suite's usual settings.
 */
export async function startOwnServer(name: string, env: Record<string, string> = {}, prepare?: (dataDir: string) => Promise<void>): Promise<OwnServer> {
    const dataDir = mkdtempSync(join(tmpdir(), `ats-${name}-data-`));
    cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    try {
        await prepare?.(dataDir);
        const server = await startServer({ DATA_DIR: dataDir, CONSOLE_DIR: inject('consoleDir'), LOGIN_RATE_LIMIT: '1000', ...env }, 120_000, inject('serverNodeArgs'));
        return {
            server,
            dataDir,
            async close() {
                await server.stop();
                rmSync(dataDir, { recursive: true, force: true });
            },
        };
    } catch (error) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
    }
}
