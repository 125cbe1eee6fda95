/**
 * FILE_STORAGE=database: uploaded files kept in PostgreSQL are checked, stored and served exactly
 * as files on disk are (docs/operations.md, "Files").
 */
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { configFromEnv } from '../../server/config.js';
import { makePdf, SAMPLE_RESUME_LINES } from '../fixtures/resumes/build.js';
import { ACME, createTestApp, engine, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { multipart } from './jobsSupport.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e5f3a10000000049454e44ae426082', 'hex');
/** Response headers that describe the file (the rest, date and request id, differ by nature). */
const FILE_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-length', 'content-security-policy'];

describe('the file storage setting', () => {
    it('refuses an unknown backend, and the database backend without a database server', async () => {
        expect(() => configFromEnv({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE must be "disk" or "database", not "s3".');
        const config = { ...configFromEnv({ FILE_STORAGE: 'database' }), databaseUrl: undefined };
        await expect(buildApp({ database: { engine: 'pglite' } as never, config, jwtSecret: 'x' })).rejects.toThrow('FILE_STORAGE=database needs DATABASE_URL');
    });
});

/** Defined only where it applies (files in the database need a PostgreSQL server), so it never shows up as skipped. */
const describeWhen = (condition: boolean) => (condition ? describe : () => undefined);

describeWhen(engine === 'postgres')('files kept in the PostgreSQL database', () => {
    let disk: TestApp;
    let database: TestApp;
    beforeAll(async () => {
        [disk, database] = [await createTestApp(), await createTestApp({ fileStorage: 'database' })];
    });
    afterAll(async () => {
        await disk?.close();
        await database?.close();
    });

    /** One upload and its download through `app`: status, the describing headers and the bytes. */
    async function roundTrip(t: TestApp, upload: { url: string; field: string; name: string; bytes: Buffer }, download: (answer: { data: Record<string, unknown> }) => string, role = 'admin@acme.example') {
        const token = await t.login(ACME, role);
        const stored = await t.call(ACME, { method: 'POST', url: upload.url, token, ...multipart([[upload.field, upload.name, upload.bytes]]) });
        expect(stored.statusCode, stored.body).toBe(200);
        const url = download(stored.json());
        const served = await t.call(ACME, { method: 'GET', url, token });
        const foreign = await t.call(GLOBEX, { method: 'GET', url, token: await t.login(GLOBEX, 'admin@globex.example') });
        return {
            status: served.statusCode,
            headers: Object.fromEntries(FILE_HEADERS.map(h => [h, served.headers[h]])),
            bytes: served.rawPayload,
            foreign: foreign.statusCode,
        };
    }

    it('serves a logo and a resume with the same status, headers and bytes as from disk, and keeps them from another workspace', async () => {
        const logo = { url: '/api/company-profile/logo', field: 'file', name: 'logo.png', bytes: PNG };
        const logoUrl = (answer: { data: Record<string, unknown> }) => `/api/files/public/${String(answer.data.company_profile_image)}`;
        const resume = { url: '/api/parse-resume', field: 'file', name: 'Jane Doe CV.pdf', bytes: makePdf(SAMPLE_RESUME_LINES) };
        const resumeUrl = (answer: { data: Record<string, unknown> }) => `/api/files/resume/${String(answer.data.file_id)}`;
        for (const [upload, download] of [[logo, logoUrl], [resume, resumeUrl]] as const) {
            const fromDisk = await roundTrip(disk, upload, download);
            const fromDatabase = await roundTrip(database, upload, download);
            expect(fromDisk.status).toBe(200);
            expect(fromDatabase.headers).toEqual(fromDisk.headers);
            expect(fromDatabase.bytes.equals(upload.bytes)).toBe(true);
            expect(fromDisk.bytes.equals(upload.bytes)).toBe(true);
            expect(fromDatabase.foreign).toBe(fromDisk.foreign);
        }
        // The bytes are in the database, nothing in the uploads directory.
        const rows = await sql<{ area: string; size: number }>`select area, length(bytes) as size from stored_file_bytes order by area`.execute(database.database.db);
        expect(rows.rows).toEqual([
            { area: 'public', size: PNG.length },
            { area: 'resumes', size: resume.bytes.length },
        ]);
        expect(readdirSync(database.app.deps.config.uploadsDir)).toEqual([]);
    });

    it('refuses a file of the wrong kind with the same answer, storing nothing', async () => {
        const answers = [];
        for (const t of [disk, database]) {
            const token = await t.login(ACME, 'admin@acme.example');
            const refused = await t.call(ACME, { method: 'POST', url: '/api/company-profile/logo', token, ...multipart([['file', 'logo.png', Buffer.from('not an image')]]) });
            answers.push({ status: refused.statusCode, body: refused.json() });
        }
        expect(answers[0].status).toBe(400);
        expect(answers[1]).toEqual(answers[0]);
        expect((await sql<{ n: number }>`select count(*)::int as n from stored_file_bytes where area = 'public'`.execute(database.database.db)).rows[0].n).toBe(1);
    });
});
