/**
 * The backup and restore drill on both engines: a seeded workspace with an uploaded file is
 * backed up while its server runs, restored into an empty target, and every table and file
 * compared (docs/operations.md, "Backup and restore").
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { withSystem } from '../../server/db/scope.js';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';
import { databaseUrl } from '../helpers/postgresAdmin.js';
import { copySeededDataDir, createSeededDatabase, serverNodeArgs } from './seededServer.js';

const run = promisify(execFile);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e5f3a10000000049454e44ae426082', 'hex');
const work = mkdtempSync(join(tmpdir(), 'ats-backup-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
    for (const server of servers) await server.stop();
    rmSync(work, { recursive: true, force: true });
});

/** Every table of the public schema: its row count and a digest of its rows in a fixed order. */
async function tableDigests(database: Database): Promise<Record<string, string>> {
    return withSystem(database.db, async tx => {
        const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(tx);
        const digests: Record<string, string> = {};
        for (const { name } of tables) {
            const { rows } = await sql<{ n: number; digest: string }>`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.table(name)} t`.execute(tx);
            digests[name] = `${rows[0].n}:${rows[0].digest}`;
        }
        return digests;
    });
}

function fileDigests(dir: string): Record<string, string> {
    const digests: Record<string, string> = {};
    const walk = (folder: string) => {
        for (const entry of readdirSync(folder)) {
            const path = join(folder, entry);
            if (statSync(path).isDirectory()) walk(path);
            else digests[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
        }
    };
    walk(dir);
    return digests;
}

/** Signs in as the demo admin and uploads a logo: a row that names a file. */
async function uploadLogo(port: number): Promise<void> {
    const login = await fetch(`http://127.0.0.1:${port}/api/corporate/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'acme.localhost' },
        body: JSON.stringify({ email: 'admin@acme.example', password: 'Demo@12345' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`http://127.0.0.1:${port}/api/company-profile/logo`, { method: 'POST', headers: { host: 'acme.localhost', authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(200);
}

const npmScript = (script: 'backup' | 'restore', folder: string, env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, folder], { env: { ...process.env, LOG_LEVEL: 'warn', ...env } });

async function refusedOutput(promise: Promise<unknown>): Promise<string> {
    try {
        await promise;
    } catch (error) {
        return String((error as { stderr?: string }).stderr);
    }
    throw new Error('expected the script to fail');
}

describe('backup and restore', () => {
    it('PGlite: a backup taken while the server runs restores into an empty directory with every row and file', async () => {
        const source = join(work, 'source');
        copySeededDataDir(source);
        const server = await startServer({ DATA_DIR: source, CONSOLE_DIR: '/nonexistent', AUTOMATION_INTERVAL_MS: '600000' }, undefined, serverNodeArgs());
        servers.push(server);
        await uploadLogo(server.port);

        const folder = join(work, 'pglite-backup');
        await npmScript('backup', folder, { DATA_DIR: source });
        expect(readdirSync(folder).sort()).toEqual(['database.tar', 'files', 'manifest.json']);
        expect((await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).status).toBe(200);
        await server.stop();

        const target = join(work, 'target');
        await npmScript('restore', folder, { DATA_DIR: target });
        const [before, after] = [await openDatabase({ dataDir: source }), await openDatabase({ dataDir: target })];
        try {
            const digests = await tableDigests(before);
            expect(Object.keys(digests).length).toBeGreaterThan(30);
            expect(digests.workspaces).toMatch(/^2:/);
            expect(await tableDigests(after)).toEqual(digests);
        } finally {
            await before.close();
            await after.close();
        }
        const files = fileDigests(join(source, 'uploads'));
        expect(Object.values(files)).toContain(createHash('sha256').update(PNG).digest('hex'));
        expect(fileDigests(join(target, 'uploads'))).toEqual(files);

        // A target that holds anything is refused, and left as it was.
        expect(await refusedOutput(npmScript('restore', folder, { DATA_DIR: target }))).toContain('is not empty: restore into an empty one');
    }, 240_000);

    it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: pg_dump and pg_restore carry every row, and the files, into an empty database', async () => {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const names = [`ats_backup_src_${randomBytes(4).toString('hex')}`, `ats_backup_dst_${randomBytes(4).toString('hex')}`];
        const uploads = join(work, 'pg-uploads');
        try {
            const sourceUrl = await createSeededDatabase(admin, names[0], uploads);
            await admin.query(`create database ${names[1]}`);
            const targetUrl = databaseUrl(names[1]);
            const server = await startServer({ DATABASE_URL: sourceUrl, UPLOADS_DIR: uploads, CONSOLE_DIR: '/nonexistent', AUTOMATION_INTERVAL_MS: '600000' }, undefined, serverNodeArgs());
            servers.push(server);
            await uploadLogo(server.port);
            const folder = join(work, 'pg-backup');
            await npmScript('backup', folder, { DATABASE_URL: sourceUrl, UPLOADS_DIR: uploads });
            expect(readdirSync(folder).sort()).toEqual(['database.pgdump', 'files', 'manifest.json']);
            await server.stop();

            const restoredUploads = join(work, 'pg-restored-uploads');
            await npmScript('restore', folder, { DATABASE_URL: targetUrl, UPLOADS_DIR: restoredUploads });
            const [before, after] = [await openDatabase({ url: sourceUrl }), await openDatabase({ url: targetUrl })];
            try {
                const digests = await tableDigests(before);
                expect(digests.workspaces).toMatch(/^2:/);
                expect(await tableDigests(after)).toEqual(digests);
            } finally {
                await before.close();
                await after.close();
            }
            expect(fileDigests(restoredUploads)).toEqual(fileDigests(uploads));
            expect(await refusedOutput(npmScript('restore', folder, { DATABASE_URL: targetUrl, UPLOADS_DIR: join(work, 'elsewhere') }))).toContain('The target database has tables');
        } finally {
            for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
            await admin.end();
        }
    }, 240_000);
});
