/**
 * Messages composed with values in the request's language (docs/decisions.md, "Hindi"): a
 * generated resource's success messages and its refusals (a reference to no record, a record in
 * use), a job's reference to no record, a search of too few letters or too many words, a picture
 * of the wrong kind, a recruiter's several CVs, an applicant linked to an existing candidate, a
 * locked sign-in and a sign-up code asked for again too soon. In Hindi from hi.server.json's
 * `composed` templates (a resource and a field by the console's Hindi names); in English word for
 * word as always.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/resumes/build.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { freshClient } from './candidatePortalSupport.js';
import { addApplicant, createJob, multipart } from './jobsSupport.js';
import { callIn, ENGLISH, HINDI, type Body, type Method } from './languageSupport.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp({ loginLockout: { threshold: 2, seconds: 60, maxSeconds: 3_600 } });
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

/** One request in `language`: its status and body. */
const call = (language: string, method: Method, url: string, payload?: object, token = admin) => callIn(t, language, { method, url, payload, token });
/** The same refusal asked for in Hindi and in English (it changes nothing, so it can be asked twice). */
async function both(method: Method, url: string, payload?: object, token = admin) {
    return { hi: await call(HINDI, method, url, payload, token), en: await call(ENGLISH, method, url, payload, token) };
}

describe("a generated resource's messages", () => {
    it('says a write succeeded naming the resource as the console does, in English as always', async () => {
        const created = await call(HINDI, 'POST', '/api/business-unit', { name: 'Composed Unit' });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        expect(created.body.message).toBe('बिज़नेस यूनिट: रिकॉर्ड सफलतापूर्वक बनाया गया!');
        const { id } = created.body.data as { id: string };
        const updated = await call(HINDI, 'PUT', `/api/business-unit/${id}`, { name: 'Composed Unit 2', version: 1 });
        expect(updated.body.message).toBe('बिज़नेस यूनिट: रिकॉर्ड सफलतापूर्वक अपडेट हुआ!');
        const switched = await call(HINDI, 'PATCH', `/api/business-unit/${id}/status`, { status: 'INACTIVE' });
        expect(switched.body.message).toBe('बिज़नेस यूनिट: रिकॉर्ड की स्थिति सफलतापूर्वक अपडेट हुई!');
        const deleted = await call(HINDI, 'DELETE', `/api/business-unit/${id}`);
        expect(deleted.body.message).toBe('बिज़नेस यूनिट: रिकॉर्ड सफलतापूर्वक हटाया गया!');

        const english = await call(ENGLISH, 'POST', '/api/business-unit', { name: 'Composed Unit English' });
        expect(english.body.message).toBe('Business Unit created successfully!');
        const englishId = (english.body.data as { id: string }).id;
        expect((await call(ENGLISH, 'PATCH', `/api/business-unit/${englishId}/status`, { status: 'INACTIVE' })).body.message).toBe('Business Unit status updated successfully!');
        expect((await call(ENGLISH, 'DELETE', `/api/business-unit/${englishId}`)).body.message).toBe('Business Unit deleted successfully!');
        // A resource file's own message is its words, in either language.
        expect((await call(HINDI, 'POST', '/api/department', { name: 'Composed Own Words' })).body.message).toBe('Department created successfully!');
    });

    it('refuses a reference to no record, naming the field by its Hindi title', async () => {
        const { hi, en } = await both('POST', '/api/onboard-employee', { first_name: 'Ref', email: 'ref.nobody@acme.example', department_id: '00000000-0000-4000-8000-000000000001' });
        expect(hi.status).toBe(400);
        expect(hi.body.errors).toEqual({ department_id: 'विभाग: ऐसा कोई रिकॉर्ड नहीं मिला' });
        expect(hi.body.message).toBe('विभाग: ऐसा कोई रिकॉर्ड नहीं मिला');
        expect(en.body.errors).toEqual({ department_id: 'Department not found' });
    });

    it('refuses to delete a record in use, naming who uses it', async () => {
        const department = (await call(ENGLISH, 'POST', '/api/department', { name: 'Composed In Use' })).body.data as { id: string };
        const onboarded = await call(ENGLISH, 'POST', '/api/onboard-employee', { first_name: 'Uma', email: 'uma.inuse@acme.example', department_id: department.id });
        expect(onboarded.status, JSON.stringify(onboarded.body)).toBe(200);
        const { hi, en } = await both('DELETE', `/api/department/${department.id}`);
        expect(hi.status).toBe(409);
        expect(hi.body.message).toBe('विभाग: यह रिकॉर्ड उपयोग में है (कर्मचारी इसका उपयोग करते हैं), इसलिए इसे हटाया नहीं जा सकता। वे संदर्भ हटाएँ या इसके बजाय इसे निष्क्रिय करें।');
        expect(en.body.message).toBe('This department is in use by employees and cannot be deleted. Remove those references or set it inactive instead.');
    });

    it('and by other records when no resource holds the reference (a job)', async () => {
        const department = (await call(ENGLISH, 'POST', '/api/department', { name: 'Composed Job Department' })).body.data as { id: string };
        await createJob(t, ACME, admin, { title: 'Composed department job', department_id: department.id });
        const { hi, en } = await both('DELETE', `/api/department/${department.id}`);
        expect(hi.status).toBe(409);
        expect(hi.body.message).toBe('विभाग: यह रिकॉर्ड दूसरे रिकॉर्ड में उपयोग में है, इसलिए इसे हटाया नहीं जा सकता। वे संदर्भ हटाएँ या इसके बजाय इसे निष्क्रिय करें।');
        expect(en.body.message).toBe('This department is in use by other records and cannot be deleted. Remove those references or set it inactive instead.');
    });
});

describe("a job's reference to no record", () => {
    it('names the field as the job form labels it', async () => {
        const { hi, en } = await both('POST', '/api/create-job', { title: 'Composed job', department_id: '00000000-0000-4000-8000-000000000002' });
        expect(hi.status).toBe(400);
        expect(hi.body.errors?.department_id).toBe('विभाग: ऐसा कोई रिकॉर्ड नहीं मिला');
        expect(en.body.errors?.department_id).toBe('Department not found');
    });
});

describe('a search refused', () => {
    it('for too few letters, naming the field by its key', async () => {
        const { hi, en } = await both('GET', '/api/candidates/search?q=a+b');
        expect(hi.status).toBe(400);
        expect(hi.body.errors).toEqual({ q: 'q में कम से कम दो अक्षर या अंक चाहिए।' });
        expect(en.body.errors).toEqual({ q: 'q needs at least two letters or digits.' });
    });

    it('for too many words', async () => {
        const { hi, en } = await both('GET', `/api/search?q=${encodeURIComponent('ab cd ef gh ij kl mn')}`);
        expect(hi.status).toBe(400);
        expect(hi.body.errors).toEqual({ q: 'एक खोज में अधिकतम 6 शब्द हो सकते हैं।' });
        expect(en.body.errors).toEqual({ q: 'A search may have at most 6 words.' });
    });
});

describe('files', () => {
    it('refuses a picture of another kind, naming it and the kinds accepted', async () => {
        const send = async (language: string) => {
            const body = multipart([['file', 'logo.png', '<svg/>']]);
            const response = await t.call(ACME, { method: 'POST', url: '/api/company-profile/logo', token: admin, payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
            expect(response.statusCode).toBe(400);
            return response.json() as Body;
        };
        expect((await send(HINDI)).errors).toEqual({ file: 'लोगो की फ़ाइल PNG, JPG, GIF, WEBP या ICO होनी चाहिए।' });
        expect((await send(ENGLISH)).errors).toEqual({ file: 'The logo must be PNG, JPG, GIF, WEBP or ICO.' });
    });

    it("sums up a recruiter's several CVs", async () => {
        const read = async (language: string) => {
            const body = multipart([
                ['file', 'one.pdf', makePdf(['Composed Reader', 'composed.reader@mail.example'])],
                ['file', 'empty.pdf', Buffer.alloc(0)],
            ]);
            const response = await t.call(ACME, { method: 'POST', url: '/api/parse-resume/bulk', token: admin, payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
            expect(response.statusCode, response.body).toBe(200);
            return (response.json() as Body).message;
        };
        expect(await read(HINDI)).toBe('2 में से 1 रिज़्यूमे पढ़े गए।');
        expect(await read(ENGLISH)).toBe('1 of 2 resumes parsed.');
    });
});

describe('an applicant added', () => {
    it('who was already a candidate: both sentences in Hindi', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Composed linking job' });
        const other = await createJob(t, ACME, admin, { title: 'Composed linking job 2' });
        const candidate = { first_name: 'Lina', last_name: 'Linked', email: 'lina.linked@mail.example' };
        expect((await addApplicant(t, ACME, admin, job.id, candidate)).statusCode).toBe(200);
        const linked = await t.call(ACME, { method: 'POST', url: '/api/add-user-application', token: admin, payload: { job_id: other.id, candidate }, headers: { 'accept-language': HINDI } });
        expect(linked.statusCode, linked.body).toBe(200);
        expect(linked.json().message).toBe('आवेदक सफलतापूर्वक जोड़ा गया! यह व्यक्ति पहले से वर्कस्पेस में था: मौजूदा उम्मीदवार जोड़ दिया गया।');
        const third = await createJob(t, ACME, admin, { title: 'Composed linking job 3' });
        const english = await addApplicant(t, ACME, admin, third.id, candidate);
        expect(english.json().message).toBe('Applicant added successfully! This person was already in the workspace: the existing candidate was linked.');
    });
});

describe('waits', () => {
    it('a sign-in locked after failures, with its wait in minutes', async () => {
        const signIn = (language: string, password: string) =>
            t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'recruiter@acme.example', password }, remoteAddress: freshClient(), headers: { 'accept-language': language } });
        for (let i = 0; i < 2; i++) expect((await signIn(ENGLISH, 'wrong-pass')).statusCode).toBe(401);
        const hindi = await signIn(HINDI, 'wrong-pass');
        expect(hindi.statusCode).toBe(429);
        expect(hindi.json().message).toBe('इस ईमेल से बहुत अधिक असफल साइन-इन हुए। कृपया 1 मिनट बाद फिर से कोशिश करें या अपना पासवर्ड रीसेट करें।');
        expect((await signIn(ENGLISH, 'wrong-pass')).json().message).toBe('Too many failed sign-ins for this email. Please try again in 1 minute or reset your password.');
    });

    it('a sign-up code asked for again too soon, with its wait in seconds', async () => {
        const ask = (language: string) =>
            t.call(ACME, { method: 'POST', url: '/api/otp-challenge', payload: { email: 'composed.code@mail.example' }, remoteAddress: freshClient(), headers: { 'accept-language': language } });
        expect((await ask(ENGLISH)).statusCode).toBe(200);
        const hindi = await ask(HINDI);
        expect(hindi.statusCode).toBe(429);
        expect(hindi.json().message).toMatch(/^नया कोड माँगने से पहले कृपया \d+ सेकंड रुकें।$/);
        expect((await ask(ENGLISH)).json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    });
});
