/**
 * `npm run backup -- [folder]`: backs up the database of DATABASE_URL (pg_dump) or of DATA_DIR
 * (a consistent PGlite snapshot, from the running server when there is one) and UPLOADS_DIR
 * into `folder` (default ./backups/<time>). docs/operations.md, "Backup and restore".
 */
import { join, resolve } from 'node:path';
import { configFromEnv } from '../server/config.js';
import { backup } from '../server/db/backup.js';

const config = configFromEnv();
const folder = resolve(process.argv[2] ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadsDir: config.uploadsDir }, folder)
    .then(manifest => console.log(`Backed up (${manifest.engine}) to ${folder}`))
    .catch(error => {
        console.error(`Backup failed: ${(error as Error).message}`);
        process.exit(1);
    });
