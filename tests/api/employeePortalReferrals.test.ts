/**
 * Referrals, share links and the dashboard of the employee portal through the
 * API (docs/api-employees.md): a CV checked by content, a referral recorded
 * with source Referral and the referring employee (the person matched to the
 * workspace's candidates by the applicant matcher), a person already in the
 * job refused without saying who brought them, bad input 400 with nothing
 * written, each employee's referrals their own, the share link credited when
 * a visitor applies through it, and the dashboard's counts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf, SAMPLE_RESUME_LINES } from '../fixtures/resumes/build.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { noticeVersion, signUp } from './candidatePortalSupport.js';
import { demoEmployee, employeeJob, onboardEmployee, type SignedInEmployee } from './employeePortalSupport.js';
import { countRows, multipart, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let emma: SignedInEmployee;
let noor: SignedInEmployee;
let job: { id: string };
let otherJob: { id: string };
let hiddenJob: { id: string };

type Body = { status: boolean; message: string; data: any; meta?: any; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | undefined, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Body };
};
const refer = (token: string, payload: object) => call('POST', '/api/employee/referrals', token, payload);
const upload = (token: string, name: string, bytes: Buffer | string) => t.call(ACME, { method: 'POST', url: '/api/employee/upload-cv', token, ...multipart([['file', name, bytes]]) });
const referralsOf = async (token: string, query = '') => (await call('GET', `/api/employee/referrals${query}`, token)).body;

/** Moves an application to the named stage of its job, as a recruiter does on the board. */
async function moveTo(applicationId: string, jobId: string, stageName: string) {
    const stage = (await stagesOf(t, ACME, admin, jobId)).find(s => s.name === stageName)!;
    const version = (await sql<{ version: number }>`select version from applications where id = ${applicationId}`.execute(t.database.db)).rows[0].version;
    const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: applicationId, to_stage_id: stage.id, version } });
    expect(moved.statusCode).toBe(200);
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    job = await employeeJob(t, ACME, admin, { title: 'Referral Designer', show_on_career_page: true });
    otherJob = await employeeJob(t, ACME, admin, { title: 'Referral Writer' });
    hiddenJob = await employeeJob(t, ACME, admin, { title: 'Referral Hidden', show_to_employees: false });
    emma = await demoEmployee(t, ACME, 'employee@acme.example');
    noor = await onboardEmployee(t, ACME, admin, 'noor.referrals@acme.example', { first_name: 'Noor' });
});
afterAll(() => t.close());

describe('a CV (employee/upload-cv)', () => {
    it('stores a PDF or a DOCX, checked by content', async () => {
        const pdf = await upload(emma.token, 'friend.pdf', makePdf(SAMPLE_RESUME_LINES));
        expect(pdf.statusCode).toBe(200);
        expect(pdf.json().data).toMatchObject({ file_name: 'friend.pdf' });
        const docx = await upload(emma.token, 'friend.docx', await makeDocx(SAMPLE_RESUME_LINES));
        expect(docx.statusCode).toBe(200);
    });

    it('refuses anything else, whatever its name, and stores nothing', async () => {
        const before = await countRows(t, 'stored_files', ACME);
        const text = await upload(emma.token, 'friend.pdf', 'plain text pretending to be a PDF');
        expect(text.statusCode).toBe(400);
        expect(text.json().errors.file).toBe('The resume must be a PDF or DOCX file.');
        const png = await upload(emma.token, 'friend.docx', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]));
        expect(png.statusCode).toBe(400);
        const none = await t.call(ACME, { method: 'POST', url: '/api/employee/upload-cv', token: emma.token, ...multipart([], { note: 'no file' }) });
        expect(none.statusCode).toBe(400);
        expect(await countRows(t, 'stored_files', ACME)).toBe(before);
    });
});

describe('referring a person (POST employee/referrals)', () => {
    it('adds the person to the job with source Referral, the employee as referrer, the note and the CV', async () => {
        const cv = (await upload(emma.token, 'priya.pdf', makePdf(SAMPLE_RESUME_LINES))).json().data.file_id as string;
        const { status, body } = await refer(emma.token, { job_id: job.id, first_name: 'Priya', last_name: 'Friend', email: 'priya.friend@mail.example', phone: '+91 98000 12345', resume_file_id: cv, note: 'Worked with her for 3 years.' });
        expect(status).toBe(200);
        expect(body.message).toBe('Referral submitted successfully!');
        expect(body.data).toMatchObject({ candidate_name: 'Priya Friend', job: { id: job.id, title: 'Referral Designer' }, stage: 'Applied', channel: 'REFERRAL', note: 'Worked with her for 3 years.', hired: false });
        const stored = await sql<{ source: string; utm_medium: string; referred_by_employee_id: string; resume_file_id: string; candidate_source: string }>`
            select a.source, a.utm_medium, a.referred_by_employee_id, a.resume_file_id, c.source as candidate_source
            from applications a join candidates c on c.id = a.candidate_id where a.id = ${body.data.application_id}`.execute(t.database.db);
        expect(stored.rows[0]).toEqual({ source: 'Referral', utm_medium: 'Employee portal', referred_by_employee_id: emma.recordId, resume_file_id: cv, candidate_source: 'Referral' });
        const notes = await sql<{ text: string }>`select text from application_notes where application_id = ${body.data.application_id}`.execute(t.database.db);
        expect(notes.rows.map(n => n.text)).toEqual(['Referral note: Worked with her for 3 years.']);
        // The recruiter reads the referrer in the application's attribution.
        const detail = await t.call(ACME, { method: 'GET', url: `/api/${body.data.application_id}/application-detail`, token: admin });
        expect(JSON.stringify(detail.json().data)).toContain(emma.recordId);
    });

    it('links a person the workspace already knows (same phone) instead of adding them again', async () => {
        const before = await countRows(t, 'candidates', ACME);
        const { status } = await refer(noor.token, { job_id: otherJob.id, first_name: 'Priya', email: 'priya.other@mail.example', phone: '9800012345' });
        expect(status).toBe(200);
        expect(await countRows(t, 'candidates', ACME)).toBe(before);
    });

    it('refuses a person already in the job, through any channel, without saying who brought them; nothing written', async () => {
        const added = await t.call(ACME, { method: 'POST', url: '/api/add-user-application', token: admin, payload: { job_id: job.id, source: 'Vendor', candidate: { first_name: 'Vik', email: 'vik.taken@mail.example' } } });
        expect(added.statusCode).toBe(200);
        const applications = await countRows(t, 'applications', ACME);
        const referrals = await countRows(t, 'employee_referrals', ACME);
        for (const [token, email] of [[noor.token, 'VIK.taken@mail.example'], [noor.token, 'priya.friend@mail.example']]) {
            const { status, body } = await refer(token, { job_id: job.id, first_name: 'Again', email });
            expect(status).toBe(409);
            expect(body.message).toBe('This person has already applied to this job.');
            expect(body.errors).toEqual({ email: 'This person has already applied to this job.' });
            expect(JSON.stringify(body)).not.toMatch(/Vendor|Emma|Employee/);
        }
        expect(await countRows(t, 'applications', ACME)).toBe(applications);
        expect(await countRows(t, 'employee_referrals', ACME)).toBe(referrals);
    });

    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
        const applications = await countRows(t, 'applications', ACME);
        const candidates = await countRows(t, 'candidates', ACME);
        const cases: [object, string][] = [
            [{ job_id: job.id, first_name: 'No Email' }, 'email'],
            [{ job_id: job.id, first_name: 'Bad', email: 'not-an-email' }, 'email'],
            [{ job_id: job.id, first_name: 'Bad', email: 'bad.phone@mail.example', phone: 'call me' }, 'phone'],
            [{ job_id: job.id, first_name: '  ', email: 'blank.name@mail.example' }, 'first_name'],
            [{ job_id: job.id, first_name: 'Long', email: 'long.note@mail.example', note: 'x'.repeat(2001) }, 'note'],
            [{ job_id: job.id, first_name: 'Emma', email: 'EMPLOYEE@acme.example' }, 'email'],
            [{ job_id: job.id, first_name: 'Cv', email: 'cv.missing@mail.example', resume_file_id: '00000000-0000-4000-8000-000000000000' }, 'resume_file_id'],
        ];
        for (const [payload, field] of cases) {
            const { status, body } = await refer(emma.token, payload);
            expect(status, JSON.stringify(payload)).toBe(400);
            expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toContain(field);
        }
        expect(await countRows(t, 'applications', ACME)).toBe(applications);
        expect(await countRows(t, 'candidates', ACME)).toBe(candidates);
    });

    it('answers 404 for a job not shown to employees or of another workspace, with nothing written', async () => {
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        const globexJob = await employeeJob(t, GLOBEX, globexAdmin, { title: 'Referral Globex' });
        const applications = await countRows(t, 'applications', ACME);
        for (const target of [hiddenJob, globexJob]) {
            expect((await refer(emma.token, { job_id: target.id, first_name: 'Hidden', email: 'hidden.person@mail.example' })).status).toBe(404);
        }
        expect(await countRows(t, 'applications', ACME)).toBe(applications);
    });
});

describe("the employee's referrals (GET employee/referrals)", () => {
    it("lists only the employee's own, newest first, each job's stage in outsiders' words", async () => {
        // The demo employee also has the seeded referral (server/db/seedEmployee.ts): newest first.
        const all = await referralsOf(emma.token);
        expect(all.data[0].candidate_name).toBe('Priya Friend');
        expect(all.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['Priya Friend', 'Sofia Reyes']);
        const mine = await referralsOf(emma.token, `?job_id=${job.id}`);
        expect(mine.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['Priya Friend']);
        expect(mine.meta).toMatchObject({ total: 1, perPage: 10 });
        const theirs = await referralsOf(noor.token);
        expect(theirs.data.map((r: { job: { id: string } }) => r.job.id)).toEqual([otherJob.id]);
        expect((await referralsOf(emma.token, `?job_id=${otherJob.id}`)).data).toEqual([]);

        const forJob = async () => (await referralsOf(emma.token, `?job_id=${job.id}`)).data[0];
        await moveTo(mine.data[0].application_id, job.id, 'Rejected');
        expect(await forJob()).toMatchObject({ stage: 'Not selected', hired: false });
        await moveTo(mine.data[0].application_id, job.id, 'Hired');
        expect(await forJob()).toMatchObject({ stage: 'Hired', hired: true });
    });
});

describe('sharing a job (share-link) and applying through it', () => {
    it('answers the career page link that credits the employee; a job not shown to employees is a 404', async () => {
        const { status, body } = await call('GET', `/api/employee/share-link/${job.id}`, noor.token);
        expect(status).toBe(200);
        expect(body.data).toEqual({ job_id: job.id, title: 'Referral Designer', url: `http://${ACME}/careerPage/job/${job.id}?refer_by=${noor.recordId}&utm_source=Referral&utm_medium=Share` });
        expect((await call('GET', `/api/employee/share-link/${hiddenJob.id}`, noor.token)).status).toBe(404);
    });

    it('an application made through the link is attributed to the employee and listed among their referrals', async () => {
        const link = new URL((await call('GET', `/api/employee/share-link/${job.id}`, noor.token)).body.data.url);
        const visitor = await signUp(t, ACME, 'link.visitor@mail.example');
        const attribution = Object.fromEntries(['refer_by', 'utm_source', 'utm_medium'].map(k => [k, link.searchParams.get(k)]));
        const applied = await call('POST', '/api/candidate/apply', visitor.token, { job_id: job.id, consent: { accepted: true, version: await noticeVersion(t, ACME) }, attribution });
        expect(applied.status).toBe(200);
        const stored = await sql<{ source: string; utm_medium: string; referred_by_employee_id: string }>`select source, utm_medium, referred_by_employee_id from applications
            where id = ${applied.body.data.application_id}`.execute(t.database.db);
        expect(stored.rows[0]).toEqual({ source: 'Referral', utm_medium: 'Share', referred_by_employee_id: noor.recordId });
        const listed = (await referralsOf(noor.token)).data.find((r: { application_id: string }) => r.application_id === applied.body.data.application_id);
        expect(listed).toMatchObject({ candidate_name: 'Casey Applicant', channel: 'SHARE_LINK', note: null, stage: 'Applied' });
        expect((await referralsOf(emma.token)).data.map((r: { application_id: string }) => r.application_id)).not.toContain(applied.body.data.application_id);
    });
});

describe('a referred person who erases their data', () => {
    it('takes the referral note with them; the referral stays, under the erased name', async () => {
        const made = await refer(noor.token, { job_id: job.id, first_name: 'Rita', last_name: 'Gone', email: 'rita.gone@mail.example', note: 'Rita is my cousin.' });
        expect(made.status).toBe(200);
        const rita = await signUp(t, ACME, 'rita.gone@mail.example', { first_name: 'Rita' });
        const erased = await call('POST', '/api/candidate/erase-account', rita.token, { password: 'Sunny-Day-42' });
        expect(erased.status).toBe(200);
        const stored = await sql<{ note: string | null }>`select note from employee_referrals where application_id = ${made.body.data.application_id}`.execute(t.database.db);
        expect(stored.rows).toEqual([{ note: null }]);
        const listed = (await referralsOf(noor.token)).data.find((r: { application_id: string }) => r.application_id === made.body.data.application_id);
        expect(listed.note).toBeNull();
        expect(listed.candidate_name).not.toContain('Rita');
    });
});

describe('the dashboard (employee/dashboard)', () => {
    it('counts the employee’s applications, referrals and referrals hired, by stage and month', async () => {
        const zed = await onboardEmployee(t, ACME, admin, 'zed.referrals@acme.example', { first_name: 'Zed' });
        const empty = (await call('GET', '/api/employee/dashboard', zed.token)).body.data;
        expect(empty).toMatchObject({ applications: 0, referrals: 0, referrals_hired: 0, referrals_by_stage: [] });
        expect(empty.over_time).toHaveLength(6);

        expect((await call('POST', '/api/employee/apply', zed.token, { job_id: otherJob.id })).status).toBe(200);
        const first = await refer(zed.token, { job_id: otherJob.id, first_name: 'Ana', email: 'ana.zed@mail.example' });
        expect((await refer(zed.token, { job_id: job.id, first_name: 'Ben', email: 'ben.zed@mail.example' })).status).toBe(200);
        await moveTo(first.body.data.application_id, otherJob.id, 'Hired');

        const { status, body } = await call('GET', '/api/employee/dashboard', zed.token);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ applications: 1, referrals: 2, referrals_hired: 1 });
        expect(body.data.referrals_by_stage).toEqual([
            { stage: 'Applied', count: 1 },
            { stage: 'Hired', count: 1 },
        ]);
        const months = body.data.over_time as { month: string; applications: number; referrals: number }[];
        expect(months.at(-1)).toMatchObject({ applications: 1, referrals: 2 });
        expect(months.slice(0, 5).every(m => m.applications === 0 && m.referrals === 0)).toBe(true);
        expect(months.map(m => m.month)).toEqual([...months.map(m => m.month)].sort());
        // Another employee's dashboard is untouched by Zed's.
        expect((await call('GET', '/api/employee/dashboard', noor.token)).body.data.referrals).toBe(3);
    });
});
