/**
 * Spreadsheets in and out are safe (docs/crud-engine.md):
 * - uploads hold ZIP archive limits before any parser unzips them
 *   (server/lib/archive.ts): bombs, archives that lie about their sizes, too
 *   many parts or too many bytes are a 400 on `file`, on every sheet upload
 *   (generated resources, jobs, applicants), and nothing is written; a
 *   genuine workbook still uploads;
 * - exports neutralise text a spreadsheet would run as a formula
 *   (server/lib/formulaGuard.ts), leading whitespace and full-width signs included.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeZipBombDocx } from '../fixtures/resumes/build.js';
import { bombSheet, makeXlsx, makeXlsxOfManyMegabytes, makeXlsxOfManyParts, xlsxWithSheet, type ZipPart } from '../fixtures/sheets/build.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { countRows, createJob, multipart } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let jobId: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    jobId = (await createJob(t, ACME, admin, { title: 'Archive limits job' })).id;
});
afterAll(() => t.close());

interface Upload {
    label: string;
    url: string;
    header: string[];
    filler: string[];
    fields?: () => Record<string, string>;
    /** Rows this upload would write, in the caller's workspace. */
    rows: () => Promise<number>;
}

const uploads: Upload[] = [
    { label: 'departments (generated resource)', url: '/api/departments/bulk-upload', header: ['name', 'code'], filler: ['Bomb department', 'BOMB'], rows: () => countRows(t, 'departments', ACME) },
    { label: 'jobs', url: '/api/job-bulk-upload', header: ['title'], filler: ['Bomb job'], rows: () => countRows(t, 'jobs', ACME) },
    {
        label: 'applicants',
        url: '/api/applicant-upload',
        header: ['First name', 'Email'],
        filler: ['Bomb', 'bomb@mail.example'],
        fields: () => ({ job_id: jobId }),
        rows: async () => (await countRows(t, 'candidates', ACME)) + (await countRows(t, 'applications', ACME)),
    },
];

function send(upload: Upload, bytes: Buffer, filename = 'sheet.xlsx') {
    return t.call(ACME, { method: 'POST', url: upload.url, token: admin, ...multipart([['file', filename, bytes]], upload.fields?.() ?? {}) });
}

/** Sends the file to every sheet upload and expects the same refusal on `file` from each, with nothing written. */
async function refusedEverywhere(file: (upload: Upload) => Buffer, message: RegExp, filename?: string) {
    for (const upload of uploads) {
        const before = await upload.rows();
        const response = await send(upload, file(upload), filename);
        expect(response.statusCode, `${upload.label}: ${response.body}`).toBe(400);
        const body = response.json();
        expect(body.message, upload.label).toMatch(message);
        expect(body.errors, upload.label).toEqual({ file: body.message });
        expect(await upload.rows(), upload.label).toBe(before);
    }
}

describe('spreadsheet archive limits', () => {
    // Per upload, a sheet with its own header and a row it would accept: only the size gives the bomb away.
    let gib: Map<string, ZipPart>;
    beforeAll(() => {
        gib = new Map(uploads.map(u => [u.url, bombSheet(u.header, u.filler, 1024)]));
    });

    it('refuses an XLSX bomb (a few MB that unpack to 1 GiB of rows) from its central directory, on every sheet upload', async () => {
        for (const sheet of gib.values()) {
            expect(sheet.size).toBeGreaterThan(10 ** 9);
            expect(xlsxWithSheet(sheet).length).toBeLessThan(4 * 1024 * 1024);
        }
        await refusedEverywhere(u => xlsxWithSheet(gib.get(u.url)!), /^The XLSX file unpacks to more than 20 MB\.$/);
    });

    it('refuses a small bomb under the size limit by its compression ratio', async () => {
        // 15 MiB of one repeated row: under the 20 MB total, but about 300 times smaller packed than unpacked.
        await refusedEverywhere(u => xlsxWithSheet(bombSheet(u.header, u.filler, 15)), /^The XLSX file is compressed suspiciously far \(a ZIP bomb\?\)\.$/);
    });

    it('refuses a DOCX bomb sent as a sheet', async () => {
        // The resume suite's bomb: 10 MB of zeros in a part, under the total, far beyond the ratio.
        const docx = await makeZipBombDocx(10);
        expect(docx.length).toBeLessThan(100_000);
        await refusedEverywhere(() => docx, /^The XLSX file is compressed suspiciously far \(a ZIP bomb\?\)\.$/, 'sheet.xlsx');
    });

    it('refuses an archive that declares false sizes without inflating past them', async () => {
        // 1 GiB of rows declared as 1 MiB: no limit trips on the directory, inflating stops at the declared size.
        await refusedEverywhere(u => xlsxWithSheet(gib.get(u.url)!, 1024 * 1024), /^The XLSX file is damaged or declares false sizes\.$/);
    });

    it('refuses too many parts, and too many bytes in parts that are each unremarkable', async () => {
        await refusedEverywhere(() => makeXlsxOfManyParts(2001), /^The XLSX file holds 2006 parts; at most 2000 are accepted\.$/);
        await refusedEverywhere(() => makeXlsxOfManyMegabytes(21), /^The XLSX file unpacks to more than 20 MB\.$/);
    });

    it('refuses a ZIP that is not a workbook before unpacking it', async () => {
        const docx = await makeZipBombDocx(0);
        await refusedEverywhere(() => docx, /^The file is not a readable XLSX workbook\.$/);
    });

    it('still reads genuine workbooks: one from exceljs, and the bombs’ own skeleton with a few rows', async () => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Departments');
        sheet.addRow(['name', 'code', 'description']);
        sheet.addRow(['Archive Genuine One', 'AG1', 'From exceljs']);
        sheet.addRow(['Archive Genuine Two', 'AG2', 'From exceljs']);
        const genuine = Buffer.from(await workbook.xlsx.writeBuffer());
        const departments = uploads[0];
        const first = await send(departments, genuine);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });

        const skeleton = makeXlsx([['name', 'code'], ['Archive Skeleton One', 'AS1'], ['Archive Skeleton Two', 'AS2']]);
        const second = await send(departments, skeleton);
        expect(second.statusCode, second.body).toBe(200);
        expect(second.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });
        expect(await countRows(t, 'departments', ACME, sql`x.name like 'Archive %'`)).toBe(4);

        const jobs = await send(uploads[1], makeXlsx([['title'], ['Archive skeleton job']]));
        expect(jobs.statusCode, jobs.body).toBe(200);
        const applicants = await send(uploads[2], makeXlsx([['First name', 'Email'], ['Skeleton', 'skeleton.applicant@mail.example']]));
        expect(applicants.statusCode, applicants.body).toBe(200);
    });
});

describe('formula-safe exports', () => {
    const names = [' =1+1 Formula', '＝1+1 Formula', '＋1 Formula', '－1 Formula', '＠SUM(1) Formula', '=HYPERLINK("http://x.example") Formula'];

    it('exports formula-like names neutralised, leading whitespace and full-width signs included', async () => {
        for (const name of names) {
            const created = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name } });
            expect(created.statusCode, created.body).toBe(200);
            expect(created.json().data.name).toBe(name);
        }
        const exported = await t.call(ACME, { method: 'GET', url: '/api/departments/export?search=Formula', token: admin });
        expect(exported.statusCode).toBe(200);
        const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n').slice(1).filter(Boolean);
        const firstCells = lines.map(line => (line.startsWith('"') ? line.slice(1, line.indexOf('",')).replace(/""/g, '"') : line.slice(0, line.indexOf(','))));
        expect(firstCells.sort()).toEqual(names.map(n => `'${n}`).sort());
    });

    it('takes its own export back: the guard comes off again on upload', async () => {
        const exported = await t.call(ACME, { method: 'GET', url: `/api/departments/export?search=${encodeURIComponent('＝1+1 Formula')}`, token: admin });
        expect(exported.body).toContain("'＝1+1 Formula");
        const again = await send(uploads[0], Buffer.from(exported.body), 'export.csv');
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json().data).toEqual({ created: 0, updated: 0, unchanged: 1 });
        expect(await countRows(t, 'departments', ACME, sql`x.name = ${'＝1+1 Formula'}`)).toBe(1);
    });
});
