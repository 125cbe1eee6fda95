/**
 * The refusals the server composes from a schema's validation (server/plugins/errors.ts) in the
 * request's language: in Hindi for a request naming Hindi first, from hi.server.json's `composed`
 * templates with the field, the limit and the allowed values; in English, for every other
 * request, word for word what they always were (SPEC.md's "Invalid email address" and "Invalid URL"
 * included). The same in an API answer's `message` and `errors` and in an upload's row report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsFromValidation } from '../../server/plugins/errors.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097F]/;

/** A vendor refused on five fields at once: too long, missing, a phone, a web address, an email. */
const badVendor = {
    method: 'POST' as const,
    url: '/api/onboard-vendor',
    payload: { company_name: 'X'.repeat(161), email: 'not-an-email', phone: '12', website: 'acme.com', commission_percent: 'ten' },
};
/** A job refused on an enum, a whole number and a range. */
const badJob = { method: 'POST' as const, url: '/api/create-job', payload: { title: 'A role', priority: 'BOSS', min_experience: 41, openings: 'two' } };

describe('a JSON body refused by its schema', () => {
    it('in Hindi: each field named with its limit or its values, and the message is the first of them', async () => {
        const vendor = await t.call(ACME, { ...badVendor, token: admin, headers: HINDI });
        expect(vendor.statusCode).toBe(400);
        const body = vendor.json();
        expect(body.errors).toEqual({
            company_name: 'company_name में 160 से अधिक अक्षर नहीं होने चाहिए',
            first_name: 'first_name आवश्यक है',
            email: 'अमान्य ईमेल पता',
            phone: 'phone में फ़ोन नंबर होना चाहिए: अंक, स्पेस, + ( ) और -',
            website: 'अमान्य URL',
            commission_percent: 'commission_percent का मान संख्या या null होना चाहिए',
        });
        // The first field's message, left as it is by the locale hook (it is no English key).
        expect(body.message).toBe(Object.values(body.errors)[0]);
        expect(body.message).toMatch(DEVANAGARI);

        const job = await t.call(ACME, { ...badJob, token: admin, headers: HINDI });
        expect(job.statusCode).toBe(400);
        expect(job.json().errors).toEqual({
            priority: 'priority का मान इनमें से एक होना चाहिए: LOW, MEDIUM, HIGH, URGENT',
            min_experience: 'min_experience का मान 40 या कम होना चाहिए',
            openings: 'openings का मान पूर्ण संख्या होना चाहिए',
        });
    });

    it('in English: word for word as always', async () => {
        const vendor = await t.call(ACME, { ...badVendor, token: admin, headers: { 'accept-language': 'en-IN,hi;q=0.9' } });
        expect(vendor.statusCode).toBe(400);
        const body = vendor.json();
        expect(body.errors).toEqual({
            company_name: 'company_name must be at most 160 characters',
            first_name: 'first_name is required',
            email: 'Invalid email address',
            phone: 'phone must be a phone number: digits, spaces, + ( ) and -',
            website: 'Invalid URL',
            commission_percent: 'commission_percent must be a number or null',
        });
        expect(body.message).toBe(Object.values(body.errors)[0]);

        const job = await t.call(ACME, { ...badJob, token: admin });
        expect(job.json().errors).toEqual({
            priority: 'priority must be one of: LOW, MEDIUM, HIGH, URGENT',
            min_experience: 'min_experience must be 40 or less',
            openings: 'openings must be a whole number',
        });
    });
});

describe('the words of the other keywords', () => {
    const issues = [
        { instancePath: '/skills', keyword: 'maxItems', message: 'must NOT have more than 5 items', params: { limit: 5 } },
        { instancePath: '/tags', keyword: 'uniqueItems', message: 'must NOT have duplicate items (items ## 1 and 0 are identical)', params: { i: 1, j: 0 } },
        { instancePath: '/note', keyword: 'type', message: 'must be string,null', params: { type: 'string,null' } },
        { instancePath: '/start', keyword: 'format', message: 'must match format "date-time"', params: { format: 'date-time' } },
        { instancePath: '/name', keyword: 'minLength', message: 'must NOT have fewer than 1 characters', params: { limit: 1 } },
        { instancePath: '/answer', keyword: 'const', message: 'must be equal to constant', params: { allowedValue: true } },
    ];

    it('in Hindi, with a word for the keywords English leaves to ajv', () => {
        expect(fieldErrorsFromValidation(issues, 'hi')).toEqual({
            skills: 'skills में 5 से अधिक आइटम नहीं होने चाहिए',
            tags: 'tags में हर मान केवल एक बार होना चाहिए',
            note: 'note का मान टेक्स्ट या null होना चाहिए',
            start: 'start मान्य तारीख और समय नहीं है',
            name: 'name में कम से कम 1 अक्षर चाहिए',
            answer: 'answer का मान अमान्य है',
        });
    });

    it('in English, as always (and by default)', () => {
        const english = {
            skills: 'skills must NOT have more than 5 items',
            tags: 'tags must NOT have duplicate items (items ## 1 and 0 are identical)',
            note: 'note must be text or null',
            start: 'start must be a valid date-time',
            name: 'name must be at least 1 character',
            answer: 'answer must be equal to constant',
        };
        expect(fieldErrorsFromValidation(issues, 'en')).toEqual(english);
        expect(fieldErrorsFromValidation(issues)).toEqual(english);
    });
});

/** A multipart/form-data body with one CSV file part (tests/api/bulkUpload.test.ts). */
function csvUpload(content: string, headers: Record<string, string> = {}) {
    const boundary = `----ats${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="departments.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    );
    return t.call(ACME, {
        method: 'POST',
        url: '/api/departments/bulk-upload',
        token: admin,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    });
}

describe("an upload's row report", () => {
    const file = ['name,code,Head of department email', 'Hindi Report Sales,HRS,head@acme.example', 'B,bad code!,not-an-email', `${'L'.repeat(121)},HRL,`].join('\n') + '\n';

    it("in Hindi, calling each field by its column's title", async () => {
        const response = await csvUpload(file, HINDI);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'त्रुटियों वाली पंक्तियाँ: 2। कुछ भी सहेजा नहीं गया।', errors: { file: 'त्रुटियों वाली पंक्तियाँ: 2। कुछ भी सहेजा नहीं गया।' } });
        const { rows, report } = response.json().data as { rows: unknown; report: string };
        expect(rows).toEqual([
            { row: 3, errors: { name: 'Department name में कम से कम 2 अक्षर चाहिए', code: 'Code अपेक्षित प्रारूप में नहीं है', head_email: 'अमान्य ईमेल पता' } },
            { row: 4, errors: { name: 'Department name में 120 से अधिक अक्षर नहीं होने चाहिए' } },
        ]);
        expect(report.replace(/^\uFEFF/, '').split('\r\n').slice(0, 5)).toEqual([
            'पंक्ति,फ़ील्ड,कॉलम,त्रुटि',
            '3,name,Department name,Department name में कम से कम 2 अक्षर चाहिए',
            '3,code,Code,Code अपेक्षित प्रारूप में नहीं है',
            '3,head_email,Head of department email,अमान्य ईमेल पता',
            '4,name,Department name,Department name में 120 से अधिक अक्षर नहीं होने चाहिए',
        ]);
    });

    it('in English, as always', async () => {
        const response = await csvUpload(file);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: '2 rows have errors. Nothing was saved.', errors: { file: '2 rows have errors. Nothing was saved.' } });
        expect(response.json().data.rows).toEqual([
            {
                row: 3,
                errors: { name: 'Department name must be at least 2 characters', code: 'Code is not in the expected format', head_email: 'Invalid email address' },
            },
            { row: 4, errors: { name: 'Department name must be at most 120 characters' } },
        ]);
    });
});
