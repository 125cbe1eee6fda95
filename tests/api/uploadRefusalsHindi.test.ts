/**
 * What an upload refuses before it reads a row, and the report of the rows it refuses, in the
 * request's language (docs/decisions.md, "Hindi"): a file's unknown, missing or repeated columns,
 * its row count and a cell the database cannot hold, in Hindi from hi.server.json's `composed`
 * templates with the columns as the file names them, in English word for word as always; the
 * error report's header row in either language, its Column the sheet's title in every upload.
 * And a generated resource's "A department with this code already exists" on a create or an
 * update, named in Hindi as the console names the resource and its field.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { createJob, csv, multipart } from './jobsSupport.js';
import { ENGLISH, HINDI } from './languageSupport.js';

let t: TestApp;
let admin: string;
let vendor: string;
let jobId: string;
let vendorJobId: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    jobId = (await createJob(t, ACME, admin, { title: 'Hindi refusals' })).id;
    vendorJobId = (await createJob(t, ACME, admin, { title: 'Hindi vendor refusals', job_type: 'OPEN' })).id;
});
afterAll(() => t.close());

const LANGUAGES = [
    ['Hindi', HINDI],
    ['English', ENGLISH],
] as const;

type Upload = 'departments' | 'jobs' | 'applicants' | 'vendor';

/** Sends `file` to one of the uploads, in `language`. */
function upload(kind: Upload, file: string | Buffer, language: string) {
    const [url, token, fields] = {
        departments: ['/api/departments/bulk-upload', admin, {}],
        jobs: ['/api/job-bulk-upload', admin, {}],
        applicants: ['/api/applicant-upload', admin, { job_id: jobId }],
        vendor: ['/api/vendor/add-applicant/bulk', vendor, { job_id: vendorJobId }],
    }[kind] as [string, string, Record<string, string>];
    const body = multipart([['file', Buffer.isBuffer(file) ? 'upload.xlsx' : 'upload.csv', file]], fields);
    return t.call(ACME, { method: 'POST', url, token, payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
}

/** An XLSX of `rows`, the first the header; exceljs decodes a cell's `_x0000_` escapes when it reads one back, as Excel does. */
async function xlsx(rows: string[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file of `count` rows of one cell under `header`. */
const rows = (header: string[], count: number, cell: (i: number) => string[]) => csv([header, ...Array.from({ length: count }, (_, i) => cell(i))]);

/** The refusal of a whole file: a 400 whose message is the file's error too. */
async function refusal(kind: Upload, file: string | Buffer, language: string): Promise<string> {
    const response = await upload(kind, file, language);
    expect(response.statusCode, response.body).toBe(400);
    const { message, errors } = response.json() as { message: string; errors: { file: string } };
    expect(errors.file).toBe(message);
    return message;
}

describe('a file refused as a whole', () => {
    const DEPARTMENT_COLUMNS = 'name, code, head_email, description';
    const cases: [what: string, kind: Upload, file: () => string | Buffer | Promise<Buffer>, hindi: string | RegExp, english: string | RegExp][] = [
        [
            'an unknown column',
            'departments',
            () => 'name,colour\nA,red\n',
            `अज्ञात कॉलम: "colour"। अपेक्षित कॉलम: ${DEPARTMENT_COLUMNS}।`,
            `Unknown column "colour". Expected: ${DEPARTMENT_COLUMNS}.`,
        ],
        [
            'unknown columns',
            'applicants',
            () => 'First name,Email,Colour,Size\nA,a@mail.example,red,L\n',
            /^अज्ञात कॉलम: "Colour", "Size"। अपेक्षित कॉलम: first_name, last_name, email, .*, recruiter।$/,
            /^Unknown columns "Colour", "Size"\. Expected: first_name, last_name, email, .*, recruiter\.$/,
        ],
        [
            "the job import's unknown column",
            'jobs',
            () => 'title,Colour\nA job,red\n',
            /^अज्ञात कॉलम: "Colour"। अपेक्षित कॉलम: title, description, .*, show_on_career_page।$/,
            /^Unknown column "Colour"\. Expected: title, description, .*, show_on_career_page\.$/,
        ],
        ['a missing column', 'departments', () => 'code\nX1\n', 'अनुपस्थित कॉलम: name।', 'Missing column: name.'],
        ["the job import's missing title", 'jobs', () => 'Department\nEngineering\n', 'अनुपस्थित कॉलम: title।', 'Missing column: title.'],
        ['missing columns', 'applicants', () => 'Last name\nOnly\n', 'अनुपस्थित कॉलम: first_name, email।', 'Missing columns: first_name, email.'],
        ["the vendor sheet's missing columns, by their titles", 'vendor', () => 'First name,Last name\nA,B\n', 'अनुपस्थित कॉलम: Email, Phone, Experience years।', 'Missing columns: Email, Phone, Experience years.'],
        ['a column twice', 'departments', () => 'name,Department name\nA,B\n', 'कॉलम "Department name" दो बार आया है।', 'The column "Department name" appears twice.'],
        ['no data rows', 'applicants', () => 'first_name,email\n', 'फ़ाइल में डेटा की कोई पंक्ति नहीं है।', 'The file has no data rows.'],
        [
            'too many rows',
            'departments',
            () => rows(['name'], 10_001, i => [`Too many ${i}`]),
            'फ़ाइल में 10001 पंक्तियाँ हैं; एक बार में अधिकतम 10000 पंक्तियाँ अपलोड की जा सकती हैं।',
            'The file has 10001 rows; at most 10000 can be uploaded at once.',
        ],
        [
            "too many rows for the vendor's sheet",
            'vendor',
            () => rows(['First name', 'Last name', 'Email', 'Phone', 'Experience years'], 1001, i => ['A', 'B', `many.${i}@mail.example`, '+1 555 300 0001', '1']),
            'फ़ाइल में 1001 पंक्तियाँ हैं; एक बार में अधिकतम 1000 पंक्तियाँ अपलोड की जा सकती हैं।',
            'The file has 1001 rows; at most 1000 can be uploaded at once.',
        ],
        [
            'a header with NUL',
            'departments',
            () => xlsx([['name', 'co_x0000_de'], ['A', 'B']]),
            'पंक्ति 1, कॉलम 2: शीर्षक में NUL अक्षर नहीं होने चाहिए।',
            'Row 1, column 2: the header must not contain NUL characters.',
        ],
        [
            'a header that is not Unicode text',
            'jobs',
            () => xlsx([['ti_xD800_tle'], ['A job']]),
            'पंक्ति 1, कॉलम 1: शीर्षक में मान्य यूनिकोड टेक्स्ट होना चाहिए।',
            'Row 1, column 1: the header must be valid Unicode text.',
        ],
        [
            'a cell with NUL',
            'applicants',
            () => xlsx([['First name', 'Email'], ['Ok', 'ok@mail.example'], ['Fu_x0000_zz', 'fuzz@mail.example']]),
            'पंक्ति 3, कॉलम "First name": सेल में NUL अक्षर नहीं होने चाहिए।',
            'Row 3, column "First name": the cell must not contain NUL characters.',
        ],
        [
            'a cell that is not Unicode text',
            'vendor',
            () => xlsx([['First name', 'Email'], ['A', 'x_xD800_y']]),
            'पंक्ति 2, कॉलम "Email": सेल में मान्य यूनिकोड टेक्स्ट होना चाहिए।',
            'Row 2, column "Email": the cell must be valid Unicode text.',
        ],
    ];

    it.each(cases)('%s (%s upload), in Hindi and in English', async (_what, kind, file, hindi, english) => {
        const content = await file();
        const inHindi = await refusal(kind, content, HINDI);
        const inEnglish = await refusal(kind, content, ENGLISH);
        if (typeof hindi === 'string') expect(inHindi).toBe(hindi);
        else expect(inHindi).toMatch(hindi);
        if (typeof english === 'string') expect(inEnglish).toBe(english);
        else expect(inEnglish).toMatch(english);
    });
});

describe("the error report's header and columns", () => {
    const HEADERS = { [HINDI]: 'पंक्ति,फ़ील्ड,कॉलम,त्रुटि', [ENGLISH]: 'Row,Field,Column,Error' };

    async function report(kind: Upload, file: string, language: string): Promise<string[]> {
        const response = await upload(kind, file, language);
        expect(response.statusCode, response.body).toBe(400);
        return (response.json().data.report as string).replace(/^\uFEFF/, '').split('\r\n');
    }

    it.each(LANGUAGES)("a generated resource's, in %s", async (_name, language) => {
        const [header, line] = await report('departments', csv([['name', 'Code'], ['Report Header', 'bad code!']]), language);
        expect(header).toBe(HEADERS[language]);
        expect(line).toMatch(/^2,code,Code,/);
    });

    it.each(LANGUAGES)("the job import's, in %s", async (_name, language) => {
        const [header, line] = await report('jobs', csv([['title', 'Min experience'], ['Report header job', 99]]), language);
        expect(header).toBe(HEADERS[language]);
        expect(line).toMatch(/^2,min_experience,Min experience,/);
    });

    it.each(LANGUAGES)("the applicant upload's, in %s, naming each column by the sheet's title", async (_name, language) => {
        const file = csv([
            ['first_name', 'Email', 'Experience years'],
            ['Report', 'report.header@mail.example', 99],
        ]);
        const [header, ...lines] = await report('applicants', file, language);
        expect(header).toBe(HEADERS[language]);
        expect(lines.filter(Boolean).map(line => line.split(',').slice(0, 3).join(','))).toEqual(['2,experience_years,Experience years']);
    });

    it("writes the applicant upload's Column as the sheet's title: First name, not first name", async () => {
        const file = csv([['First name', 'Email'], ['x'.repeat(300), 'not-an-email']]);
        const [, ...lines] = await report('applicants', file, ENGLISH);
        expect(lines.filter(Boolean).map(line => line.split(',').slice(0, 3).join(','))).toEqual(['2,first_name,First name', '2,email,Email']);
    });
});

describe("a generated resource's record that another holds the value of", () => {
    let taken: { id: string; version: number };
    beforeAll(async () => {
        const first = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Unique Hindi One', code: 'UH1' } });
        expect(first.statusCode, first.body).toBe(200);
        const second = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Unique Hindi Two', code: 'UH2' } });
        expect(second.statusCode, second.body).toBe(200);
        taken = second.json().data;
    });

    const create = (language: string) => t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Unique Hindi Three', code: 'uh1' }, headers: { 'accept-language': language } });
    const update = (language: string) =>
        t.call(ACME, { method: 'PUT', url: `/api/department/${taken.id}`, token: admin, payload: { code: 'UH1', version: taken.version }, headers: { 'accept-language': language } });

    it('is refused in Hindi by the names the console shows, on a create and an update', async () => {
        for (const response of [await create(HINDI), await update(HINDI)]) {
            expect(response.statusCode, response.body).toBe(400);
            expect(response.json()).toMatchObject({ message: 'विभाग: इसी कोड वाला रिकॉर्ड पहले से मौजूद है', errors: { code: 'विभाग: इसी कोड वाला रिकॉर्ड पहले से मौजूद है' } });
        }
    });

    it('is refused in English word for word, as always', async () => {
        for (const response of [await create(ENGLISH), await update(ENGLISH)]) {
            expect(response.statusCode, response.body).toBe(400);
            expect(response.json()).toMatchObject({ message: 'A department with this code already exists', errors: { code: 'A department with this code already exists' } });
        }
    });
});
