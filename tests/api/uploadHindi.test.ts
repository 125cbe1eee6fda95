/**
 * The uploads' own sentences in the request's language (docs/decisions.md, "Hindi"): a row
 * report's composed sentences ("Same email as row 2", "No active corporate user with the email
 * …") and fixed ones, and the success summary, in Hindi for a request naming Hindi first, from
 * hi.server.json; in English word for word as always. The columns and cells inside them are the
 * file's. And a generated resource's export (the teammates') headed and worded in the request's
 * language, which its upload reads back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, csv, multipart } from './jobsSupport.js';
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


/** Sends `content` as the file part (and `fields`), in `language`. */
function upload(url: string, content: string, language: string, token = admin, fields: Record<string, string> = {}) {
    const body = multipart([['file', 'upload.csv', content]], fields);
    return t.call(ACME, { method: 'POST', url, token, payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
}

describe("a generated resource's upload (employees)", () => {
    const header = ['Employee code', 'First name', 'Last name', 'Email', 'Department'];
    const file = csv([
        header,
        ['HIN-001', 'Asha', 'Upload', 'asha.upload@mail.example', 'Engineering'],
        ['HIN-002', 'Asha', 'Again', 'ASHA.UPLOAD@mail.example', 'Engineering'],
        ['ACM-0042', 'Code', 'Taken', 'code.taken@mail.example', 'Engineering'],
        ['HIN-004', 'Ravi', 'Twice', 'recruiter@acme.example', 'Sales'],
        ['HIN-005', 'No', 'Department', 'no.department@mail.example', 'Nowhere'],
        ['HIN-006', 'Gone', 'Department', 'gone.department@mail.example', '00000000-0000-4000-8000-000000000000'],
    ]);

    it('in Hindi: a reference not found, a row repeating another, a value another record holds (named by the column’s Hindi title), an email a user has', async () => {
        const response = await upload('/api/bulk-onboard-employees', file, HINDI);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('त्रुटियों वाली पंक्तियाँ: 5। कुछ भी सहेजा नहीं गया।');
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { email: 'पंक्ति 2 में भी यही ईमेल है' } },
            { row: 4, errors: { employee_code: 'कर्मचारी: इसी कर्मचारी कोड वाला रिकॉर्ड पहले से मौजूद है' } },
            { row: 5, errors: { email: 'इस ईमेल वाला उपयोगकर्ता पहले से मौजूद है' } },
            { row: 6, errors: { department_id: 'Department: "Nowhere" नाम का कोई रिकॉर्ड नहीं मिला' } },
            { row: 7, errors: { department_id: 'Department: ऐसा कोई रिकॉर्ड नहीं मिला' } },
        ]);
        expect(response.json().data.report).toContain('6,department_id,Department,"Department: ""Nowhere"" नाम का कोई रिकॉर्ड नहीं मिला"');
    });

    it('in English: word for word as always', async () => {
        const response = await upload('/api/bulk-onboard-employees', file, ENGLISH);
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { email: 'Same email as row 2' } },
            { row: 4, errors: { employee_code: 'An employee with this employee code already exists' } },
            { row: 5, errors: { email: 'A user with this email already exists' } },
            { row: 6, errors: { department_id: 'Department "Nowhere" not found' } },
            { row: 7, errors: { department_id: 'Department not found' } },
        ]);
    });

    it('the summary of a file saved, in either language', async () => {
        const hindi = await upload('/api/departments/bulk-upload', csv([['name', 'code'], ['Hindi Upload One', 'HU1'], ['Hindi Upload Two', 'HU2']]), HINDI);
        expect(hindi.statusCode, hindi.body).toBe(200);
        expect(hindi.json().message).toBe('अपलोड किए गए रिकॉर्ड (विभाग): 2 — 2 बनाए गए, 0 अपडेट हुए, 0 अपरिवर्तित।');
        const english = await upload('/api/departments/bulk-upload', csv([['name', 'code'], ['Hindi Upload One', 'HU1'], ['Hindi Upload Three', 'HU3']]), ENGLISH);
        expect(english.json().message).toBe('2 Departments uploaded: 1 created, 0 updated, 1 unchanged.');
    });
});

describe('the job import', () => {
    const header = ['title', 'Department', 'recruiters', 'min_experience', 'max_experience', 'salary_min', 'currency', 'posted_date', 'employment_type', 'show_on_career_page'];
    const file = csv([
        header,
        ['Hindi Import Job', 'No Such Department', 'nobody@acme.example', 50, '', '', '', 'tomorrow', 'SOMETIMES', 'maybe'],
        ['', 'Engineering', '', '', '', 'lots', 'RUPEES', '', '', ''],
    ]);

    it("in Hindi: an unknown recruiter, a reference not found and each cell's refusal", async () => {
        const response = await upload('/api/job-bulk-upload', file, HINDI);
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([
            {
                row: 2,
                errors: {
                    department: 'Department: "No Such Department" नाम का कोई रिकॉर्ड नहीं मिला',
                    recruiters: 'nobody@acme.example ईमेल वाला कोई सक्रिय कॉर्पोरेट उपयोगकर्ता नहीं है',
                    min_experience: 'min_experience का मान 0 से 40 तक की पूर्ण संख्या होना चाहिए',
                    posted_date: 'posted_date का मान तारीख (YYYY-MM-DD) होना चाहिए',
                    employment_type: expect.stringMatching(/^employment_type का मान इनमें से एक होना चाहिए: FULL_TIME, /),
                    show_on_career_page: 'show_on_career_page का मान yes या no होना चाहिए',
                },
            },
            {
                row: 3,
                errors: {
                    title: 'title आवश्यक है',
                    salary_min: 'salary_min का मान 0 या अधिक की संख्या होना चाहिए',
                    currency: 'currency का मान USD जैसा तीन अक्षरों का कोड होना चाहिए',
                },
            },
        ]);
    });

    it('in English: word for word as always', async () => {
        const response = await upload('/api/job-bulk-upload', file, ENGLISH);
        expect(response.json().data.rows).toEqual([
            {
                row: 2,
                errors: {
                    department: 'Department "No Such Department" not found',
                    recruiters: 'No active corporate user with the email nobody@acme.example',
                    min_experience: 'min_experience must be a whole number from 0 to 40',
                    posted_date: 'posted_date must be a date (YYYY-MM-DD)',
                    employment_type: expect.stringMatching(/^employment_type must be one of FULL_TIME, /),
                    show_on_career_page: 'show_on_career_page must be yes or no',
                },
            },
            { row: 3, errors: { title: 'title is required', salary_min: 'salary_min must be a number of at least 0', currency: 'currency must be a three-letter code such as USD' } },
        ]);
    });

    it('the summary of a file saved, in either language', async () => {
        const good = csv([['title', 'recruiters'], ['Hindi Import Saved', 'recruiter@acme.example']]);
        const hindi = await upload('/api/job-bulk-upload', good, HINDI);
        expect(hindi.statusCode, hindi.body).toBe(200);
        expect(hindi.json().message).toBe('नई नौकरियाँ: 1, पहले से मौजूद: 0।');
        expect((await upload('/api/job-bulk-upload', good, ENGLISH)).json().message).toBe('0 jobs created, 1 already there.');
    });
});

describe('the applicant upload', () => {
    const header = ['First name', 'Last name', 'Email', 'Stage', 'Recruiter'];
    let jobId: string;
    beforeAll(async () => {
        jobId = (await createJob(t, ACME, admin, { title: 'Hindi applicant upload' })).id;
        expect((await addApplicant(t, ACME, admin, jobId, { first_name: 'Already', email: 'already.here@mail.example' })).statusCode).toBe(200);
    });
    const file = csv([
        header,
        ['Mira', 'One', 'mira.one@mail.example', '', ''],
        ['Mira', 'Dup', 'MIRA.ONE@mail.example', '', ''],
        ['Nobody', 'Known', 'nobody.known@mail.example', 'Nowhere', 'nobody@acme.example'],
        ['Already', 'Here', 'already.here@mail.example', '', ''],
    ]);

    it('in Hindi: the same person twice, a stage and a recruiter unknown, a person who applied already', async () => {
        const response = await upload('/api/applicant-upload', file, HINDI, admin, { job_id: jobId });
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { email: 'यही उम्मीदवार पंक्ति 2 में भी है' } },
            { row: 4, errors: { stage: 'इस नौकरी में "Nowhere" नाम का कोई चरण नहीं है', recruiter: 'nobody@acme.example ईमेल वाला कोई सक्रिय कॉर्पोरेट उपयोगकर्ता नहीं है' } },
            { row: 5, errors: { email: 'यह उम्मीदवार इस नौकरी के लिए पहले ही आवेदन कर चुका है।' } },
        ]);
    });

    it('in English: word for word as always', async () => {
        const response = await upload('/api/applicant-upload', file, ENGLISH, admin, { job_id: jobId });
        expect(response.json().data.rows).toEqual([
            { row: 3, errors: { email: 'The same candidate as row 2' } },
            { row: 4, errors: { stage: 'This job has no stage "Nowhere"', recruiter: 'No active corporate user with the email nobody@acme.example' } },
            { row: 5, errors: { email: 'This candidate has already applied to this job.' } },
        ]);
    });

    it('the summary of a file saved, in either language', async () => {
        const hindi = await upload('/api/applicant-upload', csv([header, ['Mira', 'One', 'mira.one@mail.example', '', 'recruiter@acme.example']]), HINDI, admin, { job_id: jobId });
        expect(hindi.statusCode, hindi.body).toBe(200);
        expect(hindi.json().message).toBe('अपलोड किए गए आवेदक: 1 — 1 नए, 0 पहले से वर्कस्पेस में।');
        const english = await upload('/api/applicant-upload', csv([header, ['Mira', 'Two', 'mira.two@mail.example', '', '']]), ENGLISH, admin, { job_id: jobId });
        expect(english.json().message).toBe('1 applicant uploaded: 1 new, 0 already in the workspace.');
    });
});

describe("the vendor's sheet of people", () => {
    const header = ['First name', 'Last name', 'Email', 'Phone', 'Experience years', 'Skills', 'City'];
    const people = [
        ['Ada', 'Hindi', 'ada.hindi@mail.example', '+1 555 300 0001', 3, 'Go', 'Pune'],
        ['Bo', 'Hindi', 'bo.hindi@mail.example', '+1 555 300 0002', 2, '', ''],
    ];
    let jobId: string;
    beforeAll(async () => {
        jobId = (await createJob(t, ACME, admin, { title: 'Hindi vendor sheet', job_type: 'OPEN' })).id;
    });
    const send = (rows: (string | number)[][], language: string) => upload('/api/vendor/add-applicant/bulk', csv([header, ...rows]), language, vendor, { job_id: jobId });

    it('in Hindi: the same person twice; in English as always', async () => {
        const twice = [people[0], ['Ada', 'Again', 'ADA.HINDI@mail.example', '+1 555 300 0009', 3, '', '']];
        expect((await send(twice, HINDI)).json().data.rows).toEqual([{ row: 3, field: 'email', message: 'यही उम्मीदवार पंक्ति 2 में भी है' }]);
        expect((await send(twice, ENGLISH)).json().data.rows).toEqual([{ row: 3, field: 'email', message: 'The same candidate as row 2' }]);
    });

    it('the summary of a sheet saved in Hindi; sent again, each person refused in Hindi', async () => {
        const saved = await send(people, HINDI);
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().message).toBe('सफलतापूर्वक जमा किए गए आवेदक: 2।');
        const again = await send(people, HINDI);
        expect(again.json().data.rows).toEqual([
            { row: 2, field: 'email', message: 'यह उम्मीदवार इस नौकरी के लिए पहले से प्रक्रिया में है।' },
            { row: 3, field: 'email', message: 'यह उम्मीदवार इस नौकरी के लिए पहले से प्रक्रिया में है।' },
        ]);
    });

    it('the summary in English, as always', async () => {
        const saved = await send([['Cy', 'English', 'cy.english@mail.example', '+1 555 300 0003', 1, '', '']], ENGLISH);
        expect(saved.json().message).toBe('1 applicant submitted successfully!');
    });
});

describe("a generated resource's export", () => {
    const exported = async (url: string, language: string) => {
        const response = await t.call(ACME, { method: 'GET', url, token: admin, headers: { 'accept-language': language } });
        expect(response.statusCode, response.body).toBe(200);
        return response.body.replace(/^\uFEFF/, '').split('\r\n');
    };

    it("the teammates': headers in the request's language, each role by its name as the console shows it", async () => {
        const [header, lead] = await exported('/api/teammates/export?search=lead%40acme.example', ENGLISH);
        expect(header).toBe('First name,Last name,Email,Role,Permissions,Status,Updated at');
        expect(lead).toMatch(/^Lena,Lead,lead@acme\.example,Lead Recruiter,"/);
        const [, recruiter] = await exported('/api/teammates/export?search=recruiter%40acme.example', ENGLISH);
        expect(recruiter).toMatch(/^Ravi,Recruiter,recruiter@acme\.example,Recruiter,"/);

        const [hindiHeader, hindiLead] = await exported('/api/teammates/export?search=lead%40acme.example', HINDI);
        expect(hindiHeader).toBe('पहला नाम,उपनाम,ईमेल,भूमिका,अनुमतियाँ,स्थिति,अपडेट किया गया');
        expect(hindiLead).toMatch(/^Lena,Lead,lead@acme\.example,लीड रिक्रूटर,"/);
    });

    it('exported in Hindi, uploads back unchanged', async () => {
        const lines = await exported('/api/departments/export', HINDI);
        expect(lines[0]).toBe('विभाग का नाम,कोड,विभाग प्रमुख का ईमेल,स्थिति,अपडेट किया गया');
        const rows = lines.filter(Boolean).length - 1;
        const back = await upload('/api/departments/bulk-upload', lines.join('\r\n'), HINDI);
        expect(back.statusCode, back.body).toBe(200);
        expect(back.json().data).toEqual({ created: 0, updated: 0, unchanged: rows });
    });
});
