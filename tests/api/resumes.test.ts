/** Resumes: PDF and DOCX parsed for review, content checks (renamed files, ZIP bombs), storage and attachment-only download. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResumeText } from '../../server/lib/resume.js';
import { makeDocx, makeManyPartsDocx, makeNonWordZip, makePdf, makeZipBombDocx, SAMPLE_RESUME_LINES } from '../fixtures/resumes/build.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob, multipart } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let vendor: string;
let globexAdmin: string;
let uploadsDir: string;

beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = t.app.deps.config.uploadsDir;
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
});
afterAll(() => t.close());

const parse = (bytes: Buffer, name: string, token = recruiter, host = ACME) => t.call(host, { method: 'POST', url: '/api/parse-resume', token, ...multipart([['file', name, bytes]]) });
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const expected = {
    first_name: 'Jane',
    last_name: 'Q Doe',
    email: 'jane.doe@mail.example',
    phone: '+1 (415) 555-0134',
    experience_years: 7,
    current_title: 'Senior Software Engineer',
    city: 'San Francisco',
};

/** A plain one-page resume: title only in the experience section, city by another spelling on a Location line. */
const PLAIN_RESUME_LINES = [
    'RAHUL SHARMA',
    'rahul.sharma@mail.example | +91 98450 12345',
    'Location: Bangalore, Karnataka',
    'PROFESSIONAL EXPERIENCE',
    'Infosys | Jun 2018 - May 2021',
    'Junior Analyst',
    'Data Analyst | Wipro | Jun 2021 - Present',
    'EDUCATION',
    'B.Com, Christ University, 2015 - 2018',
];

describe('parsing', () => {
    it('reads a PDF into the review fields and keeps the file under a generated name', async () => {
        const response = await parse(makePdf(SAMPLE_RESUME_LINES), 'Jane Doe CV.pdf');
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data;
        expect(data.file_name).toBe('Jane Doe CV.pdf');
        expect(data.parsed).toMatchObject(expected);
        expect(data.parsed.skills).toEqual(expect.arrayContaining(['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'AWS']));
        expect(data.parsed.skills).not.toContain('Go');
        expect(data.parsed.education).toEqual(['B.Tech in Computer Science, State University, 2013 - 2017']);
        const row = (await sql<{ stored_name: string; kind: string; size_bytes: number }>`select stored_name, kind, size_bytes from stored_files where id = ${data.file_id}`.execute(t.database.db)).rows[0];
        expect(row).toMatchObject({ kind: 'pdf' });
        expect(row.stored_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
        const workspaceId = (await sql<{ id: string }>`select id from workspaces where host = ${ACME}`.execute(t.database.db)).rows[0].id;
        expect(existsSync(join(uploadsDir, workspaceId, 'resumes', row.stored_name))).toBe(true);
        expect(readdirSync(join(uploadsDir, workspaceId, 'resumes'))).not.toContain('Jane Doe CV.pdf');
    });

    it('reads a DOCX the same way', async () => {
        const response = await parse(await makeDocx(SAMPLE_RESUME_LINES), 'jane.docx');
        expect(response.statusCode, response.body).toBe(200);
        const { parsed, file_id } = response.json().data;
        expect(parsed).toMatchObject(expected);
        expect(parsed.skills).toEqual(expect.arrayContaining(['TypeScript', 'Node.js', 'AWS']));
        expect((await sql<{ kind: string }>`select kind from stored_files where id = ${file_id}`.execute(t.database.db)).rows[0].kind).toBe('docx');
    });

    it('derives experience from dated roles when none is stated, leaving education dates out', () => {
        const parsed = parseResumeText(
            ['RAVI KUMAR', 'ravi@mail.example', 'Phone: 98450 11223', 'Acme, Engineer, Jan 2018 - Dec 2019', 'Globex, Senior Engineer, Jan 2020 - Dec 2022', 'MBA, 2010 - 2012'].join('\n'),
        );
        expect(parsed).toMatchObject({ first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@mail.example', phone: '98450 11223', experience_years: 5, education: ['MBA, 2010 - 2012'] });
        expect(parseResumeText('Sam\nno contact details here')).toMatchObject({ first_name: 'Sam', last_name: null, email: null, phone: null, experience_years: null, skills: [] });
    });

    it('reads the current title and the city from a plain one-page PDF', async () => {
        const response = await parse(makePdf(PLAIN_RESUME_LINES), 'rahul.pdf');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.parsed).toMatchObject({ first_name: 'Rahul', last_name: 'Sharma', current_title: 'Data Analyst', city: 'Bengaluru' });
    });

    it.each([
        ['a labelled title and city', ['Maria Garcia', 'Current role: Product Manager', 'City: Madrid', 'maria@mail.example'], 'Product Manager', 'Madrid'],
        ['a city the list lacks, when labelled City', ['Ana Lopez', 'Designation: UX Designer', 'City: Springfield'], 'UX Designer', 'Springfield'],
        ['the title under the name and the city in the contact line', ['Wei Chen', 'Lead Data Scientist', 'wei@mail.example · New Delhi, India'], 'Lead Data Scientist', 'New Delhi'],
        ['an address line naming a known city', ['Tom Hardy', 'Address: 221B Baker Street, London NW1 6XE', 'tom@mail.example'], null, 'London'],
        ['the latest role when none is still running', ['Priya Nair', 'priya@mail.example', 'Experience', 'Lead Engineer at Globex, 2019 - 2022', 'Software Engineer at Initech, 2016 - 2019'], 'Lead Engineer', null],
        ['the running role, its dates on the next line', ['Li Wei', 'li@mail.example', 'Work Experience', 'Engineer', 'Globex | 2017 - 2019', 'Senior Engineer', 'Acme | Jan 2020 - Present'], 'Senior Engineer', null],
        // A person named like a city, a city in an email address or in prose below the header: no city.
        ['no false city', ['Austin Miller', 'austin.miller@mail.example', 'Summary', 'Grew up in Chennai.'], null, null],
        ['an address without a known city', ['Jane Roe', 'Address: 12 Main St, Springfield, IL'], null, null],
    ])('parses %s', (_case, lines, title, city) => {
        expect(parseResumeText(lines.join('\n'))).toMatchObject({ current_title: title, city });
    });

    it('refuses files that are not PDF or DOCX by content, whatever their name', async () => {
        const before = await countRows(t, 'stored_files', ACME);
        for (const [bytes, name] of [
            [Buffer.from('Jane Doe\njane@mail.example\n'), 'resume.pdf'],
            [PNG, 'resume.docx'],
            [await makeNonWordZip(), 'resume.docx'],
            [Buffer.from('%PDF-1.4\nthis is not really a pdf'), 'broken.pdf'],
        ] as const) {
            const response = await parse(bytes, name);
            expect(response.statusCode, name).toBe(400);
            expect(response.json().errors.file).toBeDefined();
        }
        expect((await parse(Buffer.from('hello'), 'resume.pdf')).json().message).toBe('The resume must be a PDF or DOCX file.');
        expect(await countRows(t, 'stored_files', ACME)).toBe(before);
    });

    it('refuses ZIP bombs and oversized archives before unpacking them', async () => {
        const before = await countRows(t, 'stored_files', ACME);
        const bomb = await makeZipBombDocx(20);
        expect(bomb.length).toBeLessThan(200_000);
        const bombAnswer = await parse(bomb, 'bomb.docx');
        expect(bombAnswer.statusCode).toBe(400);
        expect(bombAnswer.json().message).toMatch(/ZIP bomb/);
        const many = await parse(await makeManyPartsDocx(2100), 'many.docx');
        expect(many.statusCode).toBe(400);
        expect(many.json().message).toMatch(/at most 2000/);
        // A ZIP that lies about its sizes: the declared size of document.xml shrunk in the central directory.
        const liar = await makeDocx(SAMPLE_RESUME_LINES);
        const eocd = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
        let p = liar.readUInt32LE(eocd + 16);
        while (liar.toString('utf8', p + 46, p + 46 + liar.readUInt16LE(p + 28)) !== 'word/document.xml') p += 46 + liar.readUInt16LE(p + 28) + liar.readUInt16LE(p + 30) + liar.readUInt16LE(p + 32);
        liar.writeUInt32LE(10, p + 24);
        const lied = await parse(liar, 'liar.docx');
        expect(lied.statusCode).toBe(400);
        expect(lied.json().message).toMatch(/false sizes/);
        expect(await countRows(t, 'stored_files', ACME)).toBe(before);
    });

    it('refuses a file over 5 MB (413) and needs a permitted user', async () => {
        const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
        expect((await parse(big, 'big.pdf')).statusCode).toBe(413);
        expect((await parse(makePdf(['Vendor upload']), 'v.pdf', vendor)).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: vendor })).statusCode).toBe(200);
        expect((await t.call(ACME, { method: 'POST', url: '/api/parse-resume', ...multipart([['file', 'x.pdf', makePdf(['x'])]]) })).statusCode).toBe(401);
        const none = await t.call(ACME, { method: 'POST', url: '/api/parse-resume', token: recruiter, payload: {} });
        expect(none.statusCode).toBe(400);
        expect(none.json().errors.file).toBeDefined();
    });
});

describe('bulk parsing', () => {
    it('answers one result per file, with an error for those refused', async () => {
        const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
        const response = await t.call(ACME, {
            method: 'POST',
            url: '/api/parse-resume/bulk',
            token: recruiter,
            ...multipart([
                ['file', 'one.pdf', makePdf(['Ann Lee', 'ann.lee@mail.example', 'Skills: Python, SQL'])],
                ['file', 'two.docx', await makeDocx(['Bo Chen', 'bo.chen@mail.example', '3 years of experience in Java'])],
                ['file', 'fake.pdf', Buffer.from('not a pdf at all')],
                ['file', 'big.pdf', big],
            ]),
        });
        expect(response.statusCode, response.body).toBe(200);
        const results = response.json().data;
        expect(results).toHaveLength(4);
        expect(results[0]).toMatchObject({ file_name: 'one.pdf', file_id: expect.any(String), parsed: { first_name: 'Ann', email: 'ann.lee@mail.example', skills: ['Python', 'SQL'] } });
        expect(results[1]).toMatchObject({ file_name: 'two.docx', parsed: { first_name: 'Bo', last_name: 'Chen', experience_years: 3, skills: ['Java'] } });
        expect(results[2]).toEqual({ file_name: 'fake.pdf', error: 'The resume must be a PDF or DOCX file.' });
        expect(results[3]).toEqual({ file_name: 'big.pdf', error: 'The file is larger than 5 MB.' });
    });

    it('takes at most 20 files', async () => {
        const files: [string, string, Buffer][] = Array.from({ length: 21 }, (_, i) => ['file', `r${i}.pdf`, makePdf([`Person ${i}`])]);
        const before = await countRows(t, 'stored_files', ACME);
        const response = await t.call(ACME, { method: 'POST', url: '/api/parse-resume/bulk', token: recruiter, ...multipart(files) });
        expect(response.statusCode).toBe(413);
        expect(await countRows(t, 'stored_files', ACME)).toBe(before);
    });
});

describe('stored resumes', () => {
    let fileId: string;
    const pdf = makePdf(['Dana Fox', 'dana.fox@mail.example']);

    beforeAll(async () => {
        fileId = (await parse(pdf, 'Dana Fox résumé.pdf')).json().data.file_id;
    });

    it('attach to an application and show in its detail', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Resume job' });
        const added = await addApplicant(t, ACME, recruiter, job.id, { first_name: 'Dana', email: 'dana.fox@mail.example' }, { resume_file_id: fileId });
        expect(added.statusCode, added.body).toBe(200);
        const detail = (await t.call(ACME, { method: 'GET', url: `/api/${added.json().data.id}/application-detail`, token: recruiter })).json().data;
        expect(detail.resume).toEqual({ file_id: fileId, name: 'Dana Fox résumé.pdf', url: `/api/files/resume/${fileId}` });
        expect(detail.candidate.resume_file_id).toBe(fileId);
        const foreignFile = await addApplicant(t, GLOBEX, globexAdmin, (await createJob(t, GLOBEX, globexAdmin, { title: 'Globex resume job' })).id, { first_name: 'X', email: 'x@mail.example' }, { resume_file_id: fileId });
        expect(foreignFile.statusCode).toBe(400);
        expect(foreignFile.json().errors.resume_file_id).toBeDefined();
    });

    it('download only as an attachment, to users who may read applications', async () => {
        const response = await t.call(ACME, { method: 'GET', url: `/api/files/resume/${fileId}`, token: recruiter });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="Dana Fox r_sum_.pdf"; filename*=UTF-8''${encodeURIComponent('Dana Fox résumé.pdf')}`);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.rawPayload.equals(pdf)).toBe(true);
        expect((await t.call(ACME, { method: 'GET', url: `/api/files/resume/${fileId}`, token: vendor })).statusCode).toBe(403);
        expect((await t.call(GLOBEX, { method: 'GET', url: `/api/files/resume/${fileId}`, token: globexAdmin })).statusCode).toBe(404);
        expect((await t.call(ACME, { method: 'GET', url: `/api/files/resume/${fileId}` })).statusCode).toBe(401);
        expect((await t.call(ACME, { method: 'GET', url: '/api/files/resume/00000000-0000-4000-8000-000000000000', token: admin })).statusCode).toBe(404);
        expect((await t.call(ACME, { method: 'GET', url: '/api/files/resume/..%2F..%2Fetc%2Fpasswd', token: admin })).statusCode).toBe(400);
    });
});
