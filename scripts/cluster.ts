/**
 * `npm run cluster -- [processes]`: N API processes (default 3) on one PostgreSQL server behind
 * nginx, to try the multi-process setup locally. Uses DATABASE_URL, or starts a private
 * PostgreSQL; CLUSTER_PORT sets nginx's port (default 8080). Ctrl+C stops everything.
 * docs/operations.md, "Several processes behind nginx".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, startPrivatePostgres } from './cluster/cluster.js';

const processes = Number(process.argv[2] ?? 3);
const privatePostgres = process.env.DATABASE_URL ? null : await startPrivatePostgres();
const databaseUrl = process.env.DATABASE_URL ?? privatePostgres!.url;
try {
    const cluster = await startCluster({
        processes,
        databaseUrl,
        port: Number(process.env.CLUSTER_PORT ?? 8080),
        uploadsDir: process.env.UPLOADS_DIR ?? mkdtempSync(join(tmpdir(), 'ats-cluster-uploads-')),
        env: { CONSOLE_DIR: process.env.CONSOLE_DIR ?? join(process.cwd(), 'dist') },
    });
    console.log(`${processes} API processes (ports ${cluster.ports.join(', ')}) behind nginx at ${cluster.url} on ${privatePostgres ? 'a private PostgreSQL' : 'DATABASE_URL'}.`);
    console.log('Workspaces are hosts: http://acme.localhost:PORT needs acme.localhost to resolve to 127.0.0.1 (most systems do). Ctrl+C stops.');
    const stop = async () => {
        await cluster.stop();
        privatePostgres?.stop();
        process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
} catch (error) {
    privatePostgres?.stop();
    console.error(error);
    process.exit(1);
}
