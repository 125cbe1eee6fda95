/** `npm start`: one process serving the console and the API on one port. */
import type { FastifyInstance } from 'fastify';
import { configFromEnv, type ServerConfig } from './config.js';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { serveSnapshotRequests } from './db/backup.js';
import { openDatabase, type Database } from './db/connect.js';
import { DataDirectoryLockedError } from './db/lock.js';
import { RlsBypassError } from './db/scope.js';
import { demoLogins, demoWorkspaces } from './db/seed.js';
import { seedDemoJobs } from './db/seedJobs.js';
import { seedDemoRecords } from './db/seedRecords.js';
import { collectWhenIdle } from './lib/idleCollection.js';

function printWelcome(port: number, seeded: boolean): void {
    const lines = [
        '',
        `Recruitment console is up${seeded ? ' (demo data seeded)' : ''}.`,
        ...demoWorkspaces.map(w => `  ${w.company_name.padEnd(24)} http://${w.host}:${port}`),
        `  (http://localhost:${port} serves ${demoWorkspaces[0].host})`,
        '',
        'Demo logins (workspace host, role, email, password):',
        ...demoLogins().map(l => `  ${l.host.padEnd(18)} ${l.role.padEnd(15)} ${l.email.padEnd(26)} ${l.password}`),
        '',
    ];
    console.log(lines.join('\n'));
}

/**
 * SIGTERM or SIGINT: report not ready at once, keep serving for the drain period (a load
 * balancer polling readiness takes the process out), then stop taking connections and let
 * requests in flight finish within the grace period. Closing the app stops the background
 * workers (a claimed message is finished or its claim lapses for another process), then the
 * database closes, which releases PGlite's data-directory lock. docs/operations.md.
 */
async function shutDownGracefully(app: FastifyInstance, database: Database, config: ServerConfig, signal: NodeJS.Signals): Promise<void> {
    app.deps.lifecycle.startDraining();
    app.log.info({ signal, drainMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs }, 'shutting down: not ready; finishing requests in flight');
    if (config.shutdownDrainMs > 0) await new Promise(resolve => setTimeout(resolve, config.shutdownDrainMs));
    const cut = setTimeout(() => {
        app.log.warn('shutdown grace period over: cutting the connections still open');
        app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    try {
        await app.close();
        await database.close();
    } catch (error) {
        console.error('Shutdown failed:', error);
        process.exit(1);
    } finally {
        clearTimeout(cut);
    }
    process.exit(0);
}

async function main(): Promise<void> {
    const config = configFromEnv();
    let database: Database;
    try {
        database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    } catch (error) {
        if (error instanceof DataDirectoryLockedError) {
            console.error(`Cannot start: ${error.message}`);
            process.exit(1);
        }
        throw error;
    }
    try {
        const prepared = await prepareDatabase(database, { seed: process.env.SEED_DEMO !== 'false', jwtSecret: config.jwtSecret });
        const app = await buildApp({ database, config, jwtSecret: prepared.jwtSecret });
        if (prepared.seeded) await seedDemoRecords(app, config.resourcesDir);
        if (prepared.seeded && !config.resourcesDir) await seedDemoJobs(app);
        const shutdown = (signal: NodeJS.Signals) => void shutDownGracefully(app, database, config, signal);
        process.once('SIGINT', shutdown);
        process.once('SIGTERM', shutdown);
        // `npm run backup` asks this process for a consistent copy of its PGlite directory (server/db/backup.ts).
        if (!config.databaseUrl) serveSnapshotRequests(database, config.dataDir, app.log);
        await app.listen({ port: config.port, host: config.listenHost });
        collectWhenIdle(app.server, database);
        printWelcome(config.port, prepared.seeded);
    } catch (error) {
        await database.close().catch(() => {});
        if (error instanceof RlsBypassError) {
            console.error(`Refusing to start: ${error.message}`);
            process.exit(1);
        }
        throw error;
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
