/**
 * Backups of both engines, with the uploaded files (docs/operations.md, "Backup and restore").
 *
 * A backup is a folder: `manifest.json`, the database (`database.pgdump`, pg_dump's custom
 * format, for a PostgreSQL server; `database.tar`, PGlite's own data-directory tarball, for the
 * embedded engine) and `files/`, a copy of the uploads directory. The database is copied
 * first and the files after it: a file is written before the row that names it commits, so
 * every file the copied database names is in the copy. (PGlite's tarball holds its whole
 * directory, so uploads kept inside DATA_DIR, the default, are in it twice; the restore
 * keeps the files copy.)
 *
 * A PGlite data directory is locked by the server that runs on it. A consistent copy must come
 * from that process: the backup writes a request file and signals the server (SIGUSR2, so only
 * the server's own user can ask), which snapshots between transactions and writes the tarball.
 * With no server running, the backup opens the directory itself.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type Database } from './connect.js';
import { lockHolder } from './lock.js';

const run = promisify(execFile);

export interface BackupManifest {
    engine: 'pglite' | 'postgres';
    created_at: string;
    database: string;
    files: string;
}

export interface BackupSource {
    databaseUrl?: string;
    dataDir: string;
    uploadsDir: string;
}

const REQUEST_FILE = 'backup-request.json';
const ANSWER_FILE = 'backup-answer.json';
const SNAPSHOT_TIMEOUT_MS = 10 * 60_000;

/** Where the uploads directory is copied to and from (absent: nothing was uploaded yet). */
async function copyFiles(from: string, to: string): Promise<void> {
    if (!existsSync(from)) return mkdir(to, { recursive: true }).then(() => undefined);
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
}

async function writeAtomically(path: string, bytes: Uint8Array | string): Promise<void> {
    await writeFile(`${path}.partial`, bytes);
    await rename(`${path}.partial`, path);
}

/** In the server process: answers snapshot requests of `npm run backup` (SIGUSR2). */
export function serveSnapshotRequests(database: Database, dataDir: string, log: { error(message: object, text: string): void }): void {
    if (!database.snapshot) return;
    const snapshot = database.snapshot;
    process.on('SIGUSR2', () => {
        void (async () => {
            let id = '';
            try {
                const request = JSON.parse(await readFile(join(dataDir, REQUEST_FILE), 'utf8')) as { id: string; target: string };
                id = request.id;
                await writeAtomically(request.target, await snapshot());
                await writeAtomically(join(dataDir, ANSWER_FILE), JSON.stringify({ id, ok: true }));
            } catch (error) {
                log.error({ err: error }, 'backup snapshot failed');
                await writeAtomically(join(dataDir, ANSWER_FILE), JSON.stringify({ id, ok: false, error: (error as Error).message })).catch(() => {});
            }
        })();
    });
}

/** A PGlite snapshot to `target`: from the running server when one holds the directory, else opened here. */
async function snapshotPglite(dataDir: string, target: string): Promise<void> {
    const holder = lockHolder(dataDir);
    if (!holder) {
        const database = await openDatabase({ dataDir });
        try {
            await writeAtomically(target, await database.snapshot!());
        } finally {
            await database.close();
        }
        return;
    }
    const id = randomUUID();
    await rm(join(dataDir, ANSWER_FILE), { force: true });
    await writeAtomically(join(dataDir, REQUEST_FILE), JSON.stringify({ id, target }));
    process.kill(holder, 'SIGUSR2');
    const started = Date.now();
    for (;;) {
        const answer = await readFile(join(dataDir, ANSWER_FILE), 'utf8').then(text => JSON.parse(text) as { id: string; ok: boolean; error?: string }, () => null);
        if (answer?.id === id) {
            await rm(join(dataDir, REQUEST_FILE), { force: true });
            if (!answer.ok) throw new Error(`The server (pid ${holder}) could not take the snapshot: ${answer.error}`);
            return;
        }
        if (Date.now() - started > SNAPSHOT_TIMEOUT_MS) throw new Error(`The server (pid ${holder}) did not answer the snapshot request within ${SNAPSHOT_TIMEOUT_MS / 60_000} minutes.`);
        await new Promise(resolve => setTimeout(resolve, 200));
    }
}

export async function backup(source: BackupSource, folder: string): Promise<BackupManifest> {
    if (existsSync(folder) && (await readdir(folder)).length) throw new Error(`The backup folder ${folder} is not empty.`);
    await mkdir(folder, { recursive: true });
    const engine = source.databaseUrl ? 'postgres' : 'pglite';
    const database = engine === 'postgres' ? 'database.pgdump' : 'database.tar';
    if (source.databaseUrl) await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(folder, database)}`, source.databaseUrl]);
    else await snapshotPglite(source.dataDir, join(folder, database));
    await copyFiles(source.uploadsDir, join(folder, 'files'));
    const manifest: BackupManifest = { engine, created_at: new Date().toISOString(), database, files: 'files' };
    await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return manifest;
}

/** Refuses a target that holds anything: a restore never merges into data. */
async function assertEmptyDirectory(dir: string, what: string): Promise<void> {
    if (existsSync(dir) && (await readdir(dir)).length) throw new Error(`The ${what} ${dir} is not empty: restore into an empty one.`);
}

async function assertEmptyPostgres(url: string): Promise<void> {
    const database = await openDatabase({ url });
    try {
        const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_tables where schemaname = 'public'`.execute(database.db);
        if (rows[0].count > 0) throw new Error('The target database has tables: restore into an empty database.');
        // The role requests run as (001_platform.sql) belongs to the cluster, not the dump: its grants need it.
        await sql`do $$ begin
            if not exists (select 1 from pg_roles where rolname = 'ats_app') then create role ats_app nologin nosuperuser nobypassrls; end if;
        end $$`.execute(database.db);
    } finally {
        await database.close();
    }
}

export async function restore(folder: string, target: BackupSource): Promise<BackupManifest> {
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    if ((manifest.engine === 'postgres') !== Boolean(target.databaseUrl)) {
        throw new Error(`This backup is of ${manifest.engine === 'postgres' ? 'a PostgreSQL server' : 'PGlite'}: set ${manifest.engine === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR (and no DATABASE_URL)'} to restore it.`);
    }
    await assertEmptyDirectory(target.uploadsDir, 'uploads directory');
    if (target.databaseUrl) {
        await assertEmptyPostgres(target.databaseUrl);
        await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${target.databaseUrl}`, join(folder, manifest.database)]);
    } else {
        await assertEmptyDirectory(target.dataDir, 'data directory');
        const restored = await openDatabase({ dataDir: target.dataDir, snapshot: new Uint8Array(await readFile(join(folder, manifest.database))) });
        await restored.close();
        // PGlite's tarball is the whole directory: the old server's lock and request files, and the
        // uploads when they lived inside it. The files copy (taken after the database) replaces them.
        for (const leftover of ['server.lock', REQUEST_FILE, ANSWER_FILE]) await rm(join(target.dataDir, leftover), { force: true });
        await rm(target.uploadsDir, { recursive: true, force: true });
    }
    await copyFiles(join(folder, manifest.files), target.uploadsDir);
    return manifest;
}
