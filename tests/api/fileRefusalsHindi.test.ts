/**
 * The refusals of an uploaded file's bytes in the request's language (docs/decisions.md, "Hindi"):
 * an archive's limits (server/lib/archive.ts) on an XLSX sheet and on a DOCX CV, the CSV parser's
 * refusal, a CV that cannot be read or has too many pages, a file over the size limit; in Hindi
 * from hi.server.json's `composed` templates, in English word for word as always. And an upload's
 * "… already exists" and "Same … as row 2" naming the field by its column's Hindi title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeManyPartsDocx, makePdf, makeZipBombDocx } from '../fixtures/resumes/build.js';
import { bombSheet, makeXlsx, makeXlsxOfManyMegabytes, makeXlsxOfManyParts, part, xlsxWithSheet } from '../fixtures/sheets/build.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { createJob, csv, multipart } from './jobsSupport.js';
import { uploadCv } from './vendorPortalSupport.js';
import { ENGLISH, HINDI } from './languageSupport.js';

let t: TestApp;
let admin: string;
let vendor: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
});
afterAll(() => t.close());


/** Sends `file` as the only part to `url`, in `language`. */
function send(url: string, token: string, filename: string, file: Buffer | string, language: string) {
    const body = multipart([['file', filename, file]]);
    return t.call(ACME, { method: 'POST', url, token, payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
}

/** The refusal of the file as a whole: its status and message, the message being the file's error too. */
async function refusal(url: string, token: string, filename: string, file: Buffer | string, language: string, status = 400): Promise<string> {
    const response = await send(url, token, filename, file, language);
    expect(response.statusCode, response.body).toBe(status);
    const { message, errors } = response.json() as { message: string; errors: { file: string } };
    expect(errors).toEqual({ file: message });
    return message;
}

// ---------------------------------------------------------------------------
// Archives that break a rule, made from a small genuine XLSX (no comment: its end record is its last 22 bytes).

const END_RECORD = 22;
const genuine = () => makeXlsx([['name'], ['Archive refusal']]);
/** The XLSX with `change` made to a copy of its bytes, given where its central directory starts. */
function patched(change: (bytes: Buffer, directory: number) => void): Buffer {
    const bytes = Buffer.from(genuine());
    change(bytes, bytes.readUInt32LE(bytes.length - END_RECORD + 16));
    return bytes;
}

describe('an XLSX archive refused, on a sheet upload', () => {
    const cases: [what: string, file: () => Buffer, hindi: string, english: string][] = [
        ['without its end record', () => genuine().subarray(0, -END_RECORD), 'XLSX फ़ाइल खराब है।', 'The XLSX file is damaged.'],
        [
            'a ZIP64 archive',
            () => patched(bytes => bytes.writeUInt16LE(0xffff, bytes.length - END_RECORD + 10)),
            'XLSX फ़ाइल बहुत बड़ी है (ZIP64 आर्काइव स्वीकार नहीं किए जाते)।',
            'The XLSX file is too large (ZIP64 archives are not accepted).',
        ],
        ['too many parts', () => makeXlsxOfManyParts(2001), 'XLSX फ़ाइल में 2006 भाग हैं; अधिकतम 2000 भाग स्वीकार किए जाते हैं।', 'The XLSX file holds 2006 parts; at most 2000 are accepted.'],
        ['an encrypted part', () => patched((bytes, directory) => bytes.writeUInt16LE(1, directory + 8)), 'एन्क्रिप्ट की गई XLSX फ़ाइलें स्वीकार नहीं की जातीं।', 'Encrypted XLSX files are not accepted.'],
        ['too many bytes unpacked', () => makeXlsxOfManyMegabytes(21), 'XLSX फ़ाइल खुलने पर 20 MB से अधिक हो जाती है।', 'The XLSX file unpacks to more than 20 MB.'],
        [
            'a bomb',
            () => xlsxWithSheet(bombSheet(['name'], ['Bomb'], 15)),
            'XLSX फ़ाइल संदिग्ध रूप से बहुत अधिक संपीड़ित है (ZIP बम?)।',
            'The XLSX file is compressed suspiciously far (a ZIP bomb?).',
        ],
        [
            'a part larger than it declares',
            () => xlsxWithSheet(part('xl/worksheets/sheet1.xml', '<worksheet>'.padEnd(4000, ' ') + '</worksheet>'), 100),
            'XLSX फ़ाइल खराब है या अपने भागों के आकार गलत बताती है।',
            'The XLSX file is damaged or declares false sizes.',
        ],
        [
            'a part in an unsupported compression method',
            () => patched((bytes, directory) => bytes.writeUInt16LE(12, directory + 10)),
            'XLSX फ़ाइल में असमर्थित संपीड़न विधि का उपयोग हुआ है।',
            'The XLSX file uses an unsupported compression method.',
        ],
    ];

    it.each(cases)('%s, in Hindi and in English', async (_what, file, hindi, english) => {
        const bytes = file();
        expect(await refusal('/api/departments/bulk-upload', admin, 'sheet.xlsx', bytes, HINDI)).toBe(hindi);
        expect(await refusal('/api/departments/bulk-upload', admin, 'sheet.xlsx', bytes, ENGLISH)).toBe(english);
    });
});

describe("the CSV parser's refusal", () => {
    const cases: [what: string, file: string, hindi: string, english: string][] = [
        [
            'a quote never closed',
            'name,code\n"Open quote,OQ\n',
            'CSV फ़ाइल पढ़ी नहीं जा सकती: पंक्ति 2 तक एक उद्धरण चिह्न (") खुला रह गया, बंद नहीं हुआ।',
            'The CSV file cannot be read: Quote Not Closed: the parsing is finished with an opening quote at line 2',
        ],
        [
            'a character after a closing quote',
            'name,code\n"Closed"x,CQ\n',
            'CSV फ़ाइल पढ़ी नहीं जा सकती: पंक्ति 2 में उद्धरण चिह्न (") गलत जगह है।',
            'The CSV file cannot be read: Invalid Closing Quote: got "x" at line 2 instead of delimiter, record delimiter, trimable character (if activated) or comment',
        ],
        [
            'a quote inside a value',
            'name,code\nok,OK\nA "quoted" word,QW\n',
            'CSV फ़ाइल पढ़ी नहीं जा सकती: पंक्ति 3 में उद्धरण चिह्न (") गलत जगह है।',
            'The CSV file cannot be read: Invalid Opening Quote: a quote is found on field 0 at line 3, value is "A "',
        ],
    ];

    it.each(cases)('%s, in Hindi and in English (the parser’s own words)', async (_what, file, hindi, english) => {
        expect(await refusal('/api/departments/bulk-upload', admin, 'sheet.csv', file, HINDI)).toBe(hindi);
        expect(await refusal('/api/departments/bulk-upload', admin, 'sheet.csv', file, ENGLISH)).toBe(english);
    });
});

// ---------------------------------------------------------------------------
// A CV: the vendor's, read before adding one candidate (vendor/parse-resume), and a recruiter's several.

/** A PDF of `count` empty pages, to be refused for its length. */
function pdfOfPages(count: number): Buffer {
    const pages = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${pages}] /Count ${count} >>`, ...Array.from({ length: count }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] >>')];
    let out = '%PDF-1.4\n';
    const offsets = objects.map((object, i) => {
        const offset = out.length;
        out += `${i + 1} 0 obj\n${object}\nendobj\n`;
        return offset;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
}

describe("the vendor's CV, read to add one candidate", () => {
    const cases: [what: string, file: () => Buffer | Promise<Buffer>, status: number, hindi: string, english: string][] = [
        ['a DOCX bomb', () => makeZipBombDocx(10), 400, 'DOCX फ़ाइल संदिग्ध रूप से बहुत अधिक संपीड़ित है (ZIP बम?)।', 'The DOCX file is compressed suspiciously far (a ZIP bomb?).'],
        ['a DOCX of too many parts', () => makeManyPartsDocx(2100), 400, 'DOCX फ़ाइल में 2106 भाग हैं; अधिकतम 2000 भाग स्वीकार किए जाते हैं।', 'The DOCX file holds 2106 parts; at most 2000 are accepted.'],
        ['a PDF that cannot be read', () => Buffer.from('%PDF-1.4\nnot a document at all\n'), 400, 'PDF फ़ाइल पढ़ी नहीं जा सकी।', 'The PDF file could not be read.'],
        ['a PDF of too many pages', () => pdfOfPages(51), 400, 'PDF में 51 पृष्ठ हैं; अधिकतम 50 पृष्ठों का रिज़्यूमे स्वीकार किया जाता है।', 'The PDF has 51 pages; a resume of at most 50 is accepted.'],
        ['a file over the size limit', () => Buffer.concat([makePdf(['Big']), Buffer.alloc(5 * 1024 * 1024)]), 413, 'फ़ाइल 5 MB से बड़ी है।', 'The file is larger than 5 MB.'],
    ];

    it.each(cases)('%s, in Hindi and in English', async (_what, file, status, hindi, english) => {
        const bytes = await file();
        expect(await refusal('/api/vendor/parse-resume', vendor, 'cv.bin', bytes, HINDI, status)).toBe(hindi);
        expect(await refusal('/api/vendor/parse-resume', vendor, 'cv.bin', bytes, ENGLISH, status)).toBe(english);
    });

    it('and the one refusal of a candidate already in process, in either language', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Hindi vendor single add', job_type: 'OPEN' });
        const person = { first_name: 'Kavya', last_name: 'Single', email: 'kavya.single@mail.example', phone: '+91 98111 22334', experience_years: 3 };
        const add = async (language: string) => {
            const resume_file_id = (await uploadCv(t, ACME, vendor)).body.data.file_id as string;
            return t.call(ACME, { method: 'POST', url: '/api/vendor/add-applicant', token: vendor, payload: { job_id: job.id, resume_file_id, ...person }, headers: { 'accept-language': language } });
        };
        expect((await add(ENGLISH)).statusCode).toBe(200);
        const hindi = await add(HINDI);
        expect(hindi.statusCode).toBe(409);
        const inProcess = 'यह उम्मीदवार इस नौकरी के लिए पहले से प्रक्रिया में है।';
        expect(hindi.json()).toEqual({ status: false, message: inProcess, errors: { email: inProcess } });
        const english = await add(ENGLISH);
        expect(english.json()).toEqual({ status: false, message: 'This candidate is already in process for this job.', errors: { email: 'This candidate is already in process for this job.' } });
    });
});

describe("a recruiter's several CVs (parse-resume/bulk)", () => {
    it("answers each file's error in the request's language", async () => {
        const bomb = await makeZipBombDocx(10);
        const read = async (language: string) => {
            const body = multipart([
                ['file', 'bomb.docx', bomb],
                ['file', 'empty.pdf', Buffer.alloc(0)],
            ]);
            const response = await t.call(ACME, { method: 'POST', url: '/api/parse-resume/bulk', token: admin, payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
            expect(response.statusCode, response.body).toBe(200);
            return (response.json().data as { error?: string }[]).map(result => result.error);
        };
        expect(await read(HINDI)).toEqual(['DOCX फ़ाइल संदिग्ध रूप से बहुत अधिक संपीड़ित है (ZIP बम?)।', 'फ़ाइल खाली है।']);
        expect(await read(ENGLISH)).toEqual(['The DOCX file is compressed suspiciously far (a ZIP bomb?).', 'The file is empty.']);
    });
});

// ---------------------------------------------------------------------------
// The row report's sentences about a value another row or record holds.

describe("an upload's row naming a value another holds", () => {
    beforeAll(async () => {
        const created = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Hindi Column Title', code: 'HCT1' } });
        expect(created.statusCode, created.body).toBe(200);
    });

    const file = csv([
        ['name', 'code'],
        ['Hindi Column One', 'HCT2'],
        ['Hindi Column Two', 'HCT2'],
        ['Hindi Column Three', 'hct1'],
    ]);

    it('names the field by its column title in Hindi', async () => {
        const response = await send('/api/departments/bulk-upload', admin, 'sheet.csv', file, HINDI);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { code: 'पंक्ति 2 में भी यही कोड है' } },
            { row: 4, errors: { code: 'विभाग: इसी कोड वाला रिकॉर्ड पहले से मौजूद है' } },
        ]);
    });

    it('in English word for word, as always', async () => {
        const response = await send('/api/departments/bulk-upload', admin, 'sheet.csv', file, ENGLISH);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { code: 'Same code as row 2' } },
            { row: 4, errors: { code: 'A department with this code already exists' } },
        ]);
    });
});
