/** `npm start`: one process serving the console and the API on one port. */
import { configFromEnv } from './config.js';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { openDatabase, type Database } from './db/connect.js';
import { DataDirectoryLockedError } from './db/lock.js';
import { RlsBypassError } from './db/scope.js';
import { demoLogins, demoWorkspaces } from './db/seed.js';
import { seedDemoJobs } from './db/seedJobs.js';
import { seedDemoRecords } from './db/seedRecords.js';

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
        const shutdown = async () => {
            await app.close();
            await database.close();
            process.exit(0);
        };
        process.once('SIGINT', shutdown);
        process.once('SIGTERM', shutdown);
        await app.listen({ port: config.port, host: config.listenHost });
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
