/**
 * `npm run restore -- <folder>`: restores a backup of `npm run backup` into the empty database
 * of DATABASE_URL or the empty DATA_DIR, and its files into the empty UPLOADS_DIR. A target that
 * holds anything is refused. docs/operations.md, "Backup and restore".
 */
import { resolve } from 'node:path';
import { configFromEnv } from '../server/config.js';
import { restore } from '../server/db/backup.js';

const config = configFromEnv();
const folder = process.argv[2];
if (!folder) {
    console.error('Usage: npm run restore -- <backup folder>');
    process.exit(2);
}
restore(resolve(folder), { databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadsDir: config.uploadsDir })
    .then(manifest => console.log(`Restored the ${manifest.engine} backup of ${manifest.created_at} from ${resolve(folder)}`))
    .catch(error => {
        console.error(`Restore failed: ${(error as Error).message}`);
        process.exit(1);
    });
