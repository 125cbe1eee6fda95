/** Bulk upload of departments: all rows or none, a per-row report, no duplicates on re-upload, CSV and XLSX. */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const URL = '/api/departments/bulk-upload';

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer | string, filename: string, contentType: string) {
    const boundary = `----ats${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(content: Buffer | string, filename = 'departments.csv', contentType = 'text/csv', host = ACME, token = admin) {
    return t.call(host, { method: 'POST', url: URL, token, ...multipart(content, filename, contentType) });
}

/** Departments of a workspace whose name starts with prefix (case-insensitive), counted as the owner. */
async function count(prefix: string, host = ACME): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from departments d join workspaces w on w.id = d.workspace_id
        where w.host = ${host} and d.name ilike ${`${prefix}%`}`.execute(t.database.db);
    return Number(result.rows[0].n);
}

function csv(rows: string[][]): string {
    return rows.map(r => r.map(c => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n';
}

const header = ['name', 'code', 'Head of department email', 'description'];
const thousand = (prefix: string) => Array.from({ length: 1000 }, (_, i) => [`${prefix} ${i + 1}`, `${prefix.slice(0, 3).toUpperCase()}${i + 1}`, `head${i + 1}@acme.example`, `Row ${i + 1}`]);

describe('bulk upload', () => {
    it('writes nothing when 2 of 1,000 rows fail, and reports both rows by number and field', async () => {
        const rows = thousand('Bulk');
        rows[4][2] = 'not-an-email'; // file row 6 (header is row 1)
        rows[799][0] = 'B'; // file row 801: shorter than minLength 2
        rows[799][1] = 'bad code!'; // and a pattern violation on the same row
        const response = await upload(csv([header, ...rows]));
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.status).toBe(false);
        expect(body.message).toBe('2 rows have errors. Nothing was saved.');
        expect(body.errors).toEqual({ file: body.message });
        expect(body.data.rows).toEqual([
            { row: 6, errors: { head_email: 'Invalid email address' } },
            { row: 801, errors: { name: 'Department name must be at least 2 characters', code: 'Code is not in the expected format' } },
        ]);
        const report: string = body.data.report;
        expect(report.replace(/^\uFEFF/, '').split('\r\n').slice(0, 4)).toEqual([
            'Row,Field,Column,Error',
            '6,head_email,Head of department email,Invalid email address',
            '801,name,Department name,Department name must be at least 2 characters',
            '801,code,Code,Code is not in the expected format',
        ]);
        expect(await count('Bulk')).toBe(0);
    });

    it('writes all 1,000 rows of the corrected file, and none again on re-upload', async () => {
        const file = csv([header, ...thousand('Bulk')]);
        const first = await upload(file);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json().data).toEqual({ created: 1000, updated: 0, unchanged: 0 });
        expect(await count('Bulk')).toBe(1000);

        const again = await upload(file);
        expect(again.statusCode).toBe(200);
        expect(again.json().data).toEqual({ created: 0, updated: 0, unchanged: 1000 });
        expect(await count('Bulk')).toBe(1000);

        // The key (name) is case-insensitive: a changed description updates, it does not duplicate.
        const edited = thousand('Bulk').slice(0, 3).map(r => [r[0].toUpperCase(), r[1], r[2], 'Changed']);
        const update = await upload(csv([header, ...edited]));
        expect(update.json().data).toEqual({ created: 0, updated: 3, unchanged: 0 });
        expect(await count('Bulk')).toBe(1000);
        const list = await t.call(ACME, { method: 'GET', url: '/api/departments?search=Bulk%201&limit=1&sort=name&order=asc', token: admin });
        expect(list.json().data[0]).toMatchObject({ name: 'BULK 1', description: 'Changed', version: 2 });
    });

    it('takes its own export back without changing anything', async () => {
        const exported = await t.call(ACME, { method: 'GET', url: '/api/departments/export?search=Bulk', token: admin });
        expect(exported.statusCode).toBe(200);
        expect(exported.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Department name,Code,Head of department email,Status,Updated at');
        const response = await upload(exported.body, 'export.csv');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 0, updated: 0, unchanged: 1000 });
    });

    it('refuses rows that duplicate each other or another record', async () => {
        const response = await upload(csv([header, ['Dup A', 'DUPA', '', ''], ['dup a', 'DUPB', '', ''], ['Dup C', 'BUL1', '', '']]));
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { name: 'Same name as row 2' } },
            { row: 4, errors: { code: 'A department with this code already exists' } },
        ]);
        expect(await count('Dup')).toBe(0);
    });

    it('reads XLSX (detected by content, whatever the file name), with typed cells and hyperlinks', async () => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Departments');
        sheet.addRow(['Department name', 'Code', 'head_email', 'status']);
        sheet.addRow(['Xlsx Finance', 'XFIN', { text: 'fin@acme.example', hyperlink: 'mailto:fin@acme.example' }, 'active']);
        sheet.addRow(['Xlsx Legal', 12345, null, 'INACTIVE']);
        const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
        const response = await upload(bytes, 'upload.bin', 'application/octet-stream');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });
        const list = await t.call(ACME, { method: 'GET', url: `/api/departments?search=Xlsx&sort=name`, token: admin });
        expect(list.json().data.map((d: Record<string, unknown>) => [d.name, d.code, d.head_email, d.status])).toEqual([
            ['Xlsx Finance', 'XFIN', 'fin@acme.example', 'ACTIVE'],
            ['Xlsx Legal', '12345', null, 'INACTIVE'],
        ]);
        const again = await upload(bytes, 'again.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(again.json().data).toEqual({ created: 0, updated: 0, unchanged: 2 });
    });

    it('refuses files it cannot use with a message on the file field', async () => {
        const cases: [Buffer | string, RegExp][] = [
            [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), /\.xls/],
            [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), /CSV or XLSX/],
            ['name,colour\nA,red\n', /Unknown column "colour"/],
            ['code\nX1\n', /Missing column: name/],
            ['name\n', /no data rows/],
        ];
        for (const [content, message] of cases) {
            const response = await upload(content);
            expect(response.statusCode, String(content)).toBe(400);
            expect(response.json().errors.file).toMatch(message);
        }
        const none = await t.call(ACME, { method: 'POST', url: URL, token: admin, payload: {} });
        expect(none.statusCode).toBe(400);
    });

    it('needs the module permission, and writes into the caller’s workspace only', async () => {
        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        const denied = await upload(csv([header, ['Recruiter Dept', 'RD1', '', '']]), 'd.csv', 'text/csv', ACME, recruiter);
        expect(denied.statusCode).toBe(403);
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        // Names acme already holds are new records in globex: uniqueness is per workspace.
        const globex = await upload(csv([header, ['Bulk 1', 'BUL1', '', '']]), 'd.csv', 'text/csv', GLOBEX, globexAdmin);
        expect(globex.json().data).toEqual({ created: 1, updated: 0, unchanged: 0 });
        expect(await count('Bulk 1', GLOBEX)).toBe(1);
        expect(await count('Bulk', ACME)).toBe(1000);
    });
});
