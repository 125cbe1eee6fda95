/**
 * The employee portal through the API (docs/api-employees.md): the jobs shown
 * to employees (open, active, shown to employees, within the deadline; never
 * another workspace's) with their filters and detail, applying for oneself
 * (utm_source Employee, utm_medium Internal; twice refused; the employee's
 * candidate record matched by email), applied jobs in outsiders' words, the
 * profile, bad input refused with nothing written, and a disabled employee.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { makePdf, SAMPLE_RESUME_LINES } from '../fixtures/resumes/build.js';
import { demoEmployee, employeeJob, onboardEmployee, type SignedInEmployee, DEMO_PASSWORD } from './employeePortalSupport.js';
import { countRows, createJob, multipart, optionId, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let globexAdmin: string;
let emma: SignedInEmployee;
let noor: SignedInEmployee;

type Body = { status: boolean; message: string; data: any; meta?: any; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | undefined, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Body };
};
const jobsOf = (token: string, filter: object = {}, host = ACME) => call('POST', '/api/employee/jobs', token, { limit: 100, ...filter }, host);
const titles = (body: Body) => body.data.map((j: { title: string }) => j.title);

let engineering: string;
let openJob: { id: string };
let screenedJob: { id: string };
let hiddenJob: { id: string };
let closedJob: { id: string };
let expiredJob: { id: string };
let globexJob: { id: string };

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    engineering = await optionId(t, ACME, admin, 'departments', 'Engineering');
    openJob = await employeeJob(t, ACME, admin, { title: 'Inside Platform Engineer', department_id: engineering, job_locations: ['Pune', 'Remote'], skills: ['Go'], employment_type: 'FULL_TIME' });
    screenedJob = await employeeJob(t, ACME, admin, {
        title: 'Inside Support Lead',
        job_locations: ['Chicago'],
        employment_type: 'CONTRACT',
        screening_questions: [
            { question: 'Can you relocate?', type: 'YES_NO', required: true },
            { question: 'Why this team?', type: 'TEXT', required: false },
        ],
    });
    hiddenJob = await employeeJob(t, ACME, admin, { title: 'Inside Hidden Role', show_to_employees: false, job_locations: ['Hidden City'] });
    closedJob = await employeeJob(t, ACME, admin, { title: 'Inside Closed Role', job_type: 'CLOSED' });
    expiredJob = await employeeJob(t, ACME, admin, { title: 'Inside Expired Role', posted_date: '2020-01-01', job_deadline: '2020-02-01' });
    globexJob = await employeeJob(t, GLOBEX, globexAdmin, { title: 'Inside Globex Role', job_locations: ['Gotham'] });
    emma = await demoEmployee(t, ACME, 'employee@acme.example');
    noor = await onboardEmployee(t, ACME, admin, 'noor.inside@acme.example', { first_name: 'Noor', last_name: 'Inside' });
});
afterAll(() => t.close());

describe('jobs shown to employees (employee/jobs, get-filters, jobs/{id})', () => {
    it('a new job is shown to employees unless the recruiter says no', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Inside Default Flag' });
        expect(job.show_to_employees).toBe(true);
        expect((await createJob(t, ACME, admin, { title: 'Inside Flag Off', show_to_employees: false })).show_to_employees).toBe(false);
    });

    it('lists only open, active jobs shown to employees of this workspace, within their deadline', async () => {
        const { status, body } = await jobsOf(emma.token, { search: 'inside' });
        expect(status).toBe(200);
        expect(titles(body)).toEqual(expect.arrayContaining(['Inside Platform Engineer', 'Inside Support Lead']));
        for (const hidden of ['Inside Hidden Role', 'Inside Closed Role', 'Inside Expired Role', 'Inside Globex Role', 'Inside Flag Off']) expect(titles(body)).not.toContain(hidden);
        const platform = body.data.find((j: { id: string }) => j.id === openJob.id);
        expect(platform).toMatchObject({ department_name: 'Engineering', employment_type: 'FULL_TIME', job_locations: ['Pune', 'Remote'], applied: false, referred: 0 });
        expect(body.meta).toMatchObject({ perPage: 100, currentPage: 1 });
    });

    it('pages with currentPage and limit (12 a page by default)', async () => {
        const first = await call('POST', '/api/employee/jobs', emma.token, { search: 'inside', limit: 1 });
        const second = await call('POST', '/api/employee/jobs', emma.token, { search: 'inside', limit: 1, currentPage: 2 });
        expect(first.body.meta).toMatchObject({ perPage: 1, currentPage: 1, nextPage: 2 });
        expect(second.body.meta).toMatchObject({ currentPage: 2, previousPage: 1 });
        expect(first.body.data[0].id).not.toBe(second.body.data[0].id);
        expect((await call('POST', '/api/employee/jobs', emma.token, {})).body.meta.perPage).toBe(12);
    });

    it('filters by city, employment type, department and search words', async () => {
        expect(titles((await jobsOf(emma.token, { search: 'inside', city: 'Pune' })).body)).toEqual(['Inside Platform Engineer']);
        expect(titles((await jobsOf(emma.token, { search: 'inside', employment_type: 'CONTRACT' })).body)).toEqual(['Inside Support Lead']);
        expect(titles((await jobsOf(emma.token, { search: 'inside', department_id: engineering })).body)).toEqual(['Inside Platform Engineer']);
        expect(titles((await jobsOf(emma.token, { search: 'inside go' })).body)).toEqual(['Inside Platform Engineer']);
    });

    it('offers the filter choices of the jobs shown to employees only', async () => {
        const { status, body } = await call('GET', '/api/employee/get-filters', emma.token);
        expect(status).toBe(200);
        expect(body.data.locations).toEqual(expect.arrayContaining(['Pune', 'Remote', 'Chicago']));
        expect(body.data.departments).toEqual(expect.arrayContaining([{ id: engineering, name: 'Engineering' }]));
        expect(body.data.employment_types).toEqual(expect.arrayContaining(['FULL_TIME', 'CONTRACT']));
        expect(body.data.locations).not.toContain('Hidden City');
        expect(body.data.locations).not.toContain('Gotham');
    });

    it('shows a job with its screening questions and the share link; any other job is a 404', async () => {
        const { status, body } = await call('GET', `/api/employee/jobs/${screenedJob.id}`, emma.token);
        expect(status).toBe(200);
        expect(body.data.screening_questions).toHaveLength(2);
        expect(body.data.share_link).toBe(`http://${ACME}/careerPage/job/${screenedJob.id}?refer_by=${emma.recordId}&utm_source=Referral&utm_medium=Share`);
        for (const job of [hiddenJob, closedJob, expiredJob, globexJob]) {
            expect((await call('GET', `/api/employee/jobs/${job.id}`, emma.token)).status).toBe(404);
        }
    });

    it('refuses unknown filter fields and bad values with a 400 naming them', async () => {
        const unknown = await jobsOf(emma.token, { job_type: 'CLOSED' });
        expect(unknown.status).toBe(400);
        const bad = await jobsOf(emma.token, { employment_type: 'FOREVER' });
        expect(bad.status).toBe(400);
        expect(Object.keys(bad.body.errors ?? {})).toContain('employment_type');
    });

    it('gives another workspace’s employee none of these jobs', async () => {
        const globexEmployee = await t.login(GLOBEX, 'employee@globex.example', 'employee');
        const { body } = await jobsOf(globexEmployee, { search: 'inside' }, GLOBEX);
        expect(titles(body)).toEqual(['Inside Globex Role']);
        expect((await call('GET', `/api/employee/jobs/${openJob.id}`, globexEmployee, undefined, GLOBEX)).status).toBe(404);
    });
});

describe('applying for oneself (employee/apply, applied-jobs)', () => {
    it('applies into the first stage with utm_source Employee and utm_medium Internal, on a record matched by email', async () => {
        // The workspace already knows Noor as a candidate (an earlier application by a recruiter).
        const known = await t.call(ACME, { method: 'POST', url: '/api/add-user-application', token: admin, payload: { job_id: hiddenJob.id, candidate: { first_name: 'Noor', email: 'NOOR.inside@acme.example' } } });
        expect(known.statusCode).toBe(200);
        const { status, body } = await call('POST', '/api/employee/apply', noor.token, { job_id: openJob.id });
        expect(status).toBe(200);
        expect(body.message).toBe('Application submitted successfully!');
        expect(body.data).toMatchObject({ job_id: openJob.id, stage: 'Applied' });
        const stored = await sql<{ source: string; utm_medium: string; referred_by_employee_id: string | null; candidate_id: string; user_id: string | null }>`
            select a.source, a.utm_medium, a.referred_by_employee_id, a.candidate_id, c.user_id from applications a join candidates c on c.id = a.candidate_id
            where a.id = ${body.data.application_id}`.execute(t.database.db);
        expect(stored.rows[0]).toMatchObject({ source: 'Employee', utm_medium: 'Internal', referred_by_employee_id: null, user_id: noor.userId });
        const earlier = await sql<{ candidate_id: string }>`select candidate_id from applications where id = ${known.json().data.id}`.execute(t.database.db);
        expect(stored.rows[0].candidate_id).toBe(earlier.rows[0].candidate_id);
        const listed = await jobsOf(noor.token, { search: 'inside platform' });
        expect(listed.body.data[0].applied).toBe(true);
        expect(titles((await jobsOf(noor.token, { search: 'inside', applied: false })).body)).not.toContain('Inside Platform Engineer');
    });

    it('refuses a second application with a clear message and writes nothing', async () => {
        const before = await countRows(t, 'applications', ACME);
        const { status, body } = await call('POST', '/api/employee/apply', noor.token, { job_id: openJob.id });
        expect(status).toBe(409);
        expect(body.message).toBe('You have already applied to this job.');
        expect(await countRows(t, 'applications', ACME)).toBe(before);
    });

    it('checks the screening answers before writing anything (400 naming the question)', async () => {
        const before = await countRows(t, 'applications', ACME);
        const candidates = await countRows(t, 'candidates', ACME);
        const { status, body } = await call('POST', '/api/employee/apply', emma.token, { job_id: screenedJob.id });
        expect(status).toBe(400);
        expect(Object.keys(body.errors ?? {}).some(k => k.startsWith('screening_answers.'))).toBe(true);
        expect(await countRows(t, 'applications', ACME)).toBe(before);
        expect(await countRows(t, 'candidates', ACME)).toBe(candidates);
    });

    it('applies with answers and a CV the employee uploaded; the recruiter sees the answers and the CV', async () => {
        const detail = await call('GET', `/api/employee/jobs/${screenedJob.id}`, emma.token);
        const [relocate] = detail.body.data.screening_questions as { id: string }[];
        const upload = await t.call(ACME, { method: 'POST', url: '/api/employee/upload-cv', token: emma.token, ...multipart([['file', 'emma.pdf', makePdf(SAMPLE_RESUME_LINES)]]) });
        expect(upload.statusCode).toBe(200);
        const fileId = upload.json().data.file_id as string;
        const { status, body } = await call('POST', '/api/employee/apply', emma.token, { job_id: screenedJob.id, screening_answers: [{ question_id: relocate.id, answer: true }], resume_file_id: fileId });
        expect(status).toBe(200);
        const stored = await sql<{ resume_file_id: string; screening_answers: unknown[] }>`select resume_file_id, screening_answers from applications where id = ${body.data.application_id}`.execute(t.database.db);
        expect(stored.rows[0].resume_file_id).toBe(fileId);
        expect(stored.rows[0].screening_answers).toHaveLength(1);
    });

    it('refuses a CV uploaded by someone else (400 naming resume_file_id, nothing written)', async () => {
        const upload = await t.call(ACME, { method: 'POST', url: '/api/employee/upload-cv', token: noor.token, ...multipart([['file', 'noor.pdf', makePdf(SAMPLE_RESUME_LINES)]]) });
        const before = await countRows(t, 'applications', ACME);
        const other = await employeeJob(t, ACME, admin, { title: 'Inside CV Check' });
        const { status, body } = await call('POST', '/api/employee/apply', emma.token, { job_id: other.id, resume_file_id: upload.json().data.file_id });
        expect(status).toBe(400);
        expect(body.errors).toHaveProperty('resume_file_id');
        expect(await countRows(t, 'applications', ACME)).toBe(before);
    });

    it('answers 404 for a job not shown to employees, with nothing written', async () => {
        const before = await countRows(t, 'applications', ACME);
        for (const job of [hiddenJob, closedJob, expiredJob, globexJob]) {
            expect((await call('POST', '/api/employee/apply', emma.token, { job_id: job.id })).status).toBe(404);
        }
        expect(await countRows(t, 'applications', ACME)).toBe(before);
    });

    it("lists the employee's own applications with each stage in outsiders' words", async () => {
        const stages = await stagesOf(t, ACME, admin, openJob.id);
        const rejected = stages.find(s => s.name === 'Rejected')!;
        const applied = await call('GET', '/api/employee/applied-jobs', noor.token);
        const mine = applied.body.data.find((a: { job: { id: string } }) => a.job.id === openJob.id);
        const version = (await sql<{ version: number }>`select version from applications where id = ${mine.application_id}`.execute(t.database.db)).rows[0].version;
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: mine.application_id, to_stage_id: rejected.id, version } });
        expect(moved.statusCode).toBe(200);
        const { status, body } = await call('GET', '/api/employee/applied-jobs', noor.token);
        expect(status).toBe(200);
        const row = body.data.find((a: { job: { id: string } }) => a.job.id === openJob.id);
        expect(row).toMatchObject({ stage: 'Not selected', job: { title: 'Inside Platform Engineer' } });
        // Another employee's list holds none of Noor's.
        const others = await call('GET', '/api/employee/applied-jobs', emma.token);
        expect(others.body.data.map((a: { application_id: string }) => a.application_id)).not.toContain(mine.application_id);
    });
});

describe('the demo employee (server/db/seedEmployee.ts)', () => {
    it('has an internal application and a referral, so the portal is not empty', async () => {
        const applied = (await call('GET', '/api/employee/applied-jobs', emma.token)).body.data as { job: { title: string }; stage: string }[];
        expect(applied).toEqual(expect.arrayContaining([expect.objectContaining({ job: expect.objectContaining({ title: 'Enterprise Account Executive' }), stage: 'Applied' })]));
        const referrals = (await call('GET', '/api/employee/referrals', emma.token)).body.data;
        expect(referrals).toEqual([expect.objectContaining({ candidate_name: 'Sofia Reyes', channel: 'REFERRAL', job: expect.objectContaining({ title: 'Enterprise Account Executive' }) })]);
        const dashboard = (await call('GET', '/api/employee/dashboard', emma.token)).body.data;
        expect(dashboard).toMatchObject({ referrals: 1 });
        expect(dashboard.applications).toBeGreaterThanOrEqual(1);
    });
});

describe('the profile (employee/profile)', () => {
    it('reads the employee’s own profile', async () => {
        const { status, body } = await call('GET', '/api/employee/profile', noor.token);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ id: noor.userId, employee_id: noor.recordId, first_name: 'Noor', last_name: 'Inside', email: 'noor.inside@acme.example', profile_image: null });
    });

    it('changes only the fields sent, keeps the record’s name in step, and refuses a stale version', async () => {
        const before = (await call('GET', '/api/employee/profile', noor.token)).body.data;
        const { status, body } = await call('PUT', '/api/employee/profile', noor.token, { first_name: ' Nour ', profile_image: 'nour.png', version: before.version });
        expect(status).toBe(200);
        expect(body.message).toBe('Profile updated successfully!');
        expect(body.data).toMatchObject({ first_name: 'Nour', last_name: 'Inside', profile_image: 'nour.png', version: before.version + 1 });
        const record = await sql<{ first_name: string; last_name: string }>`select first_name, last_name from employees where id = ${noor.recordId}`.execute(t.database.db);
        expect(record.rows[0]).toEqual({ first_name: 'Nour', last_name: 'Inside' });
        const stale = await call('PUT', '/api/employee/profile', noor.token, { last_name: 'Other', version: before.version });
        expect(stale.status).toBe(409);
        expect((await call('GET', '/api/employee/profile', noor.token)).body.data.last_name).toBe('Inside');
    });

    it('refuses a blank first name or an unknown field with a 400 and changes nothing', async () => {
        const before = (await call('GET', '/api/employee/profile', noor.token)).body.data;
        const blank = await call('PUT', '/api/employee/profile', noor.token, { first_name: '   ', version: before.version });
        expect(blank.status).toBe(400);
        expect(blank.body.errors).toHaveProperty('first_name');
        const unknown = await call('PUT', '/api/employee/profile', noor.token, { email: 'x@y.example', version: before.version });
        expect(unknown.status).toBe(400);
        expect((await call('GET', '/api/employee/profile', noor.token)).body.data).toEqual(before);
    });

    it('uploads a profile image checked by content', async () => {
        const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
        const ok = await t.call(ACME, { method: 'POST', url: '/api/employee/profile-image', token: noor.token, ...multipart([['file', 'me.png', png]]) });
        expect(ok.statusCode).toBe(200);
        expect(ok.json().data.profile_image).toMatch(/^[0-9a-f-]{36}\.png$/);
        const text = await t.call(ACME, { method: 'POST', url: '/api/employee/profile-image', token: noor.token, ...multipart([['file', 'me.png', 'not an image']]) });
        expect(text.statusCode).toBe(400);
    });

    it('changes the password through corporate/change-password', async () => {
        const changed = await call('PATCH', '/api/corporate/change-password', noor.token, { old_password: DEMO_PASSWORD, new_password: 'Inside@2026' });
        expect(changed.status).toBe(200);
        const login = await t.call(ACME, { method: 'POST', url: '/api/employee/login', payload: { email: noor.email, password: 'Inside@2026' } });
        expect(login.statusCode).toBe(200);
        noor = { ...noor, token: login.json().data.token };
    });
});

describe('a disabled employee', () => {
    it('is signed out at once and cannot sign in; the portal answers 401', async () => {
        const ivy = await onboardEmployee(t, ACME, admin, 'ivy.inside@acme.example', { first_name: 'Ivy' });
        expect((await call('GET', '/api/employee/dashboard', ivy.token)).status).toBe(200);
        const disabled = await t.call(ACME, { method: 'PATCH', url: `/api/employee/${ivy.recordId}/status`, token: admin, payload: { status: 'INACTIVE' } });
        expect(disabled.statusCode).toBe(200);
        const after = await t.call(ACME, { method: 'POST', url: '/api/employee/jobs', token: ivy.token, payload: {} });
        expect(after.statusCode).toBe(401);
        expect(after.body).toBe('Not AUTHENTICATED USER');
        const login = await t.call(ACME, { method: 'POST', url: '/api/employee/login', payload: { email: ivy.email, password: DEMO_PASSWORD } });
        expect(login.statusCode).toBe(403);
    });

    it('an employee whose record is gone may do nothing here (403, session kept)', async () => {
        const kai = await onboardEmployee(t, ACME, admin, 'kai.inside@acme.example', { first_name: 'Kai' });
        await sql`update employees set user_id = null where id = ${kai.recordId}`.execute(t.database.db);
        expect((await call('GET', '/api/employee/profile', kai.token)).status).toBe(403);
        expect((await call('GET', '/api/me', kai.token)).status).toBe(200);
    });
});
