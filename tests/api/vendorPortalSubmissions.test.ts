/**
 * Vendor submissions through the API (docs/api-vendors.md, "Adding
 * applicants", "Ownership"): a CV parsed to prefill the form, a person
 * submitted with screening answers (source Vendor, the vendor, the submission
 * time and ownership end, shown to the recruiter), the vendor's own list with
 * public stage names and interview dates, the screening response; duplicates
 * refused with one message that never names the holder and recorded for the
 * recruiter; ownership lapsing moves the submission; bad input a 400 with
 * nothing written; the sheet all or nothing; the dashboard; isolation.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob, csv, multipart, stagesOf } from './jobsSupport.js';
import { caller, onboardVendor, uploadCv, vendorRecordId } from './vendorPortalSupport.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let vendor: string;
let vendorId: string;
let rival: { id: string; token: string };
let globexVendor: string;
let job: { id: string };
let plainJob: { id: string };
let hiddenJob: { id: string };
let questionId: string;

const DUPLICATE = 'This candidate is already in process for this job.';
const person = (n: string, extra: object = {}) => ({
    first_name: 'Nina',
    last_name: `Vendorcase${n}`,
    email: `nina.${n}@mail.example`,
    phone: `+91 98${n.padStart(3, '0')} 0${n.padStart(4, '0')}`,
    experience_years: 4,
    skills: ['Go'],
    city: 'Pune',
    ...extra,
});
const cvId = async (token: string) => (await uploadCv(t, ACME, token)).body.data.file_id as string;
const submit = async (token: string, body: object, jobId = job.id) =>
    call(ACME, 'POST', '/api/vendor/add-applicant', token, {
        job_id: jobId,
        resume_file_id: await cvId(token),
        ...(jobId === job.id ? { screening_answers: [{ question_id: questionId, answer: 30 }] } : {}),
        ...body,
    });
const bulk = (token: string, jobId: string, sheet: string) =>
    t.call(ACME, { method: 'POST', url: '/api/vendor/add-applicant/bulk', token, ...multipart([['file', 'people.csv', sheet]], { job_id: jobId }) });
const applications = (jobId: string) => countRows(t, 'applications', ACME, sql`job_id = ${jobId}`);

beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    admin = await t.login(ACME, 'admin@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    vendorId = await vendorRecordId(t, 'vendor@acme.example');
    globexVendor = await t.login(GLOBEX, 'vendor@globex.example', 'vendor');
    rival = await onboardVendor(t, ACME, admin, 'vendor@acme.example', { company_name: 'Rival Staffing', first_name: 'Rita', email: 'rita@rivalstaffing.example' });
    job = await createJob(t, ACME, admin, { title: 'VS Platform Engineer', job_type: 'OPEN', screening_questions: [{ question: 'Notice period in days?', type: 'NUMBER', required: true }] });
    questionId = (await call(ACME, 'GET', `/api/vendor/jobs/${job.id}`, vendor)).body.data.screening_questions[0].id;
    plainJob = await createJob(t, ACME, admin, { title: 'VS Support Analyst', job_type: 'OPEN' });
    hiddenJob = await createJob(t, ACME, admin, { title: 'VS Hidden Role', job_type: 'OPEN', vendor_access: 'NONE' });
});
afterAll(() => t.close());

describe('parsing a CV (vendor/parse-resume)', () => {
    it('stores the file and answers the fields read from it, for review', async () => {
        const { status, body } = await uploadCv(t, ACME, vendor, ['Nina Nadir', 'nina.nadir@mail.example | +91 98765 43210', 'Skills: Go, Kubernetes']);
        expect(status).toBe(200);
        expect(body.data.file_id).toMatch(/^[0-9a-f-]{36}$/);
        expect(body.data.parsed).toMatchObject({ first_name: 'Nina', email: 'nina.nadir@mail.example' });
        expect(body.data.parsed.skills).toEqual(expect.arrayContaining(['Go', 'Kubernetes']));
    });

    it('refuses a file that is not a PDF or DOCX', async () => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/vendor/parse-resume', token: vendor, ...multipart([['file', 'cv.pdf', 'plain text, not a pdf']]) });
        expect(response.statusCode).toBe(400);
    });
});

describe('submitting one person (vendor/add-applicant)', () => {
    let submitted: { application_id: string; user_id: string };

    it('adds the person to the first stage as the vendor’s submission, owned for the default 90 days', async () => {
        const { status, body } = await submit(vendor, person('1'));
        expect(status).toBe(200);
        expect(body.message).toBe('Applicant submitted successfully!');
        expect(body.data).toMatchObject({ candidate_name: 'Nina Vendorcase1', job: { id: job.id, title: 'VS Platform Engineer' }, stage: 'Applied', ownership_active: true });
        const days = (Date.parse(body.data.ownership_until) - Date.parse(body.data.submitted_at)) / 86_400_000;
        expect(days).toBeCloseTo(90, 3);
        submitted = body.data;
        const stored = await sql<{ source: string; vendor_id: string; created_by: string; screening_answers: unknown; resume_file_id: string | null }>`select source, vendor_id, created_by, screening_answers, resume_file_id
            from applications where id = ${submitted.application_id}`.execute(t.database.db);
        expect(stored.rows[0]).toMatchObject({ source: 'Vendor', vendor_id: vendorId, screening_answers: [{ question_id: questionId, answer: 30 }] });
        expect(stored.rows[0].resume_file_id).toBeTruthy();
    });

    it('shows the recruiter who submitted whom and when, the vendor as the card’s source', async () => {
        const detail = await call(ACME, 'GET', `/api/${submitted.application_id}/application-detail`, admin);
        expect(detail.status).toBe(200);
        expect(detail.body.data.attribution).toMatchObject({ source: 'Vendor', vendor: { id: vendorId } });
        expect(detail.body.data.attribution.vendor_submitted_at).toBeTruthy();
        expect(detail.body.data.attribution.vendor_ownership_until).toBeTruthy();
        expect(detail.body.data.application.source).toBe('Vendor');
    });

    it('refuses another vendor’s submission of the same person (by email or phone) without naming the holder, and records it', async () => {
        const byEmail = await submit(rival.token, person('1', { phone: '+1 555 999 0001' }));
        expect(byEmail.status).toBe(409);
        expect(byEmail.body.message).toBe(DUPLICATE);
        expect(JSON.stringify(byEmail.body)).not.toMatch(/Acme|Victor|vendor@acme/i);
        const byPhone = await submit(rival.token, person('1', { email: 'someone.else@mail.example' }));
        expect(byPhone.status).toBe(409);
        expect(byPhone.body).toEqual({ status: false, message: DUPLICATE, errors: { phone: DUPLICATE } });
        const refused = await call(ACME, 'GET', `/api/vendor/${rival.id}/refused-submissions`, admin);
        expect(refused.status).toBe(200);
        expect(refused.body.meta.total).toBe(2);
        expect(refused.body.data[0]).toMatchObject({ job: { id: job.id, title: 'VS Platform Engineer' }, email: 'someone.else@mail.example', reason: 'HELD_BY_OTHER_VENDOR', existing_application_id: submitted.application_id });
        expect(await applications(job.id)).toBe(1);
    });

    it('refuses the same vendor submitting the same person twice, and a person already in the job through any channel', async () => {
        const again = await submit(vendor, person('1'));
        expect(again.status).toBe(409);
        expect(again.body.message).toBe(DUPLICATE);
        await addApplicant(t, ACME, admin, plainJob.id, { first_name: 'Dora', last_name: 'Direct', email: 'dora.direct@mail.example' });
        const direct = await submit(rival.token, { ...person('2'), email: 'dora.direct@mail.example' }, plainJob.id);
        expect(direct.status).toBe(409);
        expect(direct.body.message).toBe(DUPLICATE);
        const refused = await call(ACME, 'GET', `/api/vendor/${vendorId}/refused-submissions`, admin);
        expect(refused.body.data.map((r: { reason: string }) => r.reason)).toEqual(['SAME_VENDOR_AGAIN']);
        const rivals = await call(ACME, 'GET', `/api/vendor/${rival.id}/refused-submissions`, admin);
        expect(rivals.body.data[0]).toMatchObject({ reason: 'ALREADY_IN_JOB', email: 'dora.direct@mail.example' });
    });

    it('lets another vendor submit once the period lapsed: the application moves to them, stage kept', async () => {
        const stages = await stagesOf(t, ACME, admin, job.id);
        const screening = stages.find(s => s.name === 'Screening')!;
        await sql`update applications set stage_id = ${screening.id}, vendor_ownership_until = now() - interval '1 day' where id = ${submitted.application_id}`.execute(t.database.db);
        const lapsed = (await call(ACME, 'POST', '/api/vendor/applicants', vendor, { job_id: job.id })).body.data[0];
        expect(lapsed.ownership_active).toBe(false);
        const moved = await submit(rival.token, person('1'));
        expect(moved.status).toBe(200);
        expect(moved.body.data).toMatchObject({ application_id: submitted.application_id, stage: 'Screening', ownership_active: true });
        expect(await applications(job.id)).toBe(1);
        const mine = await call(ACME, 'POST', '/api/vendor/applicants', vendor, { job_id: job.id });
        expect(mine.body.meta.total).toBe(0);
        const detail = await call(ACME, 'GET', `/api/${submitted.application_id}/application-detail`, admin);
        expect(detail.body.data.attribution.vendor.id).toBe(rival.id);
        // And now the first vendor is the one refused.
        expect((await submit(vendor, person('1'))).status).toBe(409);
    });

    it('uses the workspace’s own period when the company profile sets one', async () => {
        const profile = (await call(ACME, 'GET', '/api/get-company-profile', admin)).body.data;
        const set = await call(ACME, 'POST', '/api/update-company-profile', admin, { version: profile.version, vendor_ownership_days: 30 });
        expect(set.status).toBe(200);
        expect(set.body.data.vendor_ownership_days).toBe(30);
        const { body } = await submit(vendor, person('3'), plainJob.id);
        expect((Date.parse(body.data.ownership_until) - Date.parse(body.data.submitted_at)) / 86_400_000).toBeCloseTo(30, 3);
        const bad = await call(ACME, 'POST', '/api/update-company-profile', admin, { version: set.body.data.version, vendor_ownership_days: 0 });
        expect(bad.status).toBe(400);
        await call(ACME, 'POST', '/api/update-company-profile', admin, { version: set.body.data.version, vendor_ownership_days: null });
    });

    it('refuses bad input with a 400 naming the field, nothing written', async () => {
        const before = await applications(job.id);
        const candidates = await countRows(t, 'candidates', ACME);
        const cases: [object, string][] = [
            [{ experience_years: 41 }, 'experience_years'],
            [{ email: 'not-an-email' }, 'email'],
            [{ resume_file_id: '00000000-0000-4000-8000-000000000000' }, 'resume_file_id'],
            [{ screening_answers: [] }, `screening_answers.${questionId}`],
            [{ screening_answers: [{ question_id: questionId, answer: 'soon' }] }, `screening_answers.${questionId}`],
        ];
        for (const [change, field] of cases) {
            const response = await submit(vendor, { ...person('4'), ...change });
            expect(response.status, field).toBe(400);
            expect(Object.keys(response.body.errors ?? {})).toContain(field);
        }
        const { resume_file_id: _r, ...withoutCv } = { ...person('4'), resume_file_id: undefined };
        const noCv = await call(ACME, 'POST', '/api/vendor/add-applicant', vendor, { job_id: job.id, ...withoutCv });
        expect(noCv.status).toBe(400);
        expect(await applications(job.id)).toBe(before);
        expect(await countRows(t, 'candidates', ACME)).toBe(candidates);
    });

    it('a job not shown to the vendor is a 404, nothing written', async () => {
        const response = await submit(vendor, person('5'), hiddenJob.id);
        expect(response.status).toBe(404);
        expect(await applications(hiddenJob.id)).toBe(0);
        expect(await countRows(t, 'vendor_refused_submissions', ACME, sql`job_id = ${hiddenJob.id}`)).toBe(0);
    });
});

describe('the vendor’s own submissions (vendor/applicants, get-screening-response)', () => {
    it('lists only this vendor’s submissions, stages in outsiders’ words, with interview dates', async () => {
        const { body } = await submit(vendor, person('6'), plainJob.id);
        const stages = await stagesOf(t, ACME, admin, plainJob.id);
        const rejected = stages.find(s => s.name === 'Rejected')!;
        await sql`update applications set stage_id = ${rejected.id} where id = ${body.data.application_id}`.execute(t.database.db);
        const mine = await call(ACME, 'POST', '/api/vendor/applicants', vendor, { search: 'vendorcase6' });
        expect(mine.status).toBe(200);
        expect(mine.body.data).toHaveLength(1);
        expect(mine.body.data[0]).toMatchObject({ candidate_name: 'Nina Vendorcase6', stage: 'Not selected', interviews: [] });
        expect(mine.body.data[0]).not.toHaveProperty('notes');
        const all = await call(ACME, 'POST', '/api/vendor/applicants', vendor, {});
        const names = all.body.data.map((s: { candidate_name: string }) => s.candidate_name);
        expect(names).not.toContain('Dora Direct');
        expect(names).not.toContain('Nina Vendorcase1');
        const theirs = await call(ACME, 'POST', '/api/vendor/applicants', rival.token, {});
        expect(theirs.body.data.map((s: { candidate_name: string }) => s.candidate_name)).toEqual(['Nina Vendorcase1']);
    });

    it('answers the screening response of their own submission only (candidateResponse)', async () => {
        const theirs = (await call(ACME, 'POST', '/api/vendor/applicants', rival.token, {})).body.data[0];
        const response = await call(ACME, 'GET', `/api/vendor/${job.id}/get-screening-response?user_id=${theirs.user_id}`, rival.token);
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ candidateResponse: [{ question_id: questionId, question: 'Notice period in days?', answer: '30' }] });
        expect((await call(ACME, 'GET', `/api/vendor/${job.id}/get-screening-response?user_id=${theirs.user_id}`, vendor)).status).toBe(404);
        expect((await call(ACME, 'GET', `/api/vendor/${job.id}/get-screening-response`, rival.token)).status).toBe(400);
    });

    it('shows nothing of this workspace to another workspace’s vendor', async () => {
        expect((await call(GLOBEX, 'POST', '/api/vendor/applicants', globexVendor, {})).body.meta.total).toBe(0);
        expect((await call(GLOBEX, 'GET', `/api/vendor/jobs/${job.id}`, globexVendor)).status).toBe(404);
        expect((await t.call(ACME, { method: 'POST', url: '/api/vendor/applicants', token: globexVendor, payload: {} })).statusCode).toBe(401);
        expect((await call(GLOBEX, 'GET', `/api/vendor/${vendorId}/refused-submissions`, await t.login(GLOBEX, 'admin@globex.example'))).status).toBe(404);
    });
});

describe('a sheet of people (vendor/add-applicant/bulk)', () => {
    const header = ['First name', 'Last name', 'Email', 'Phone', 'Experience years', 'Skills', 'City'];

    it('checks every row first: one bad row and nothing is saved, with a per-row report', async () => {
        const before = await applications(plainJob.id);
        const sheet = csv([
            header,
            ['Ada', 'Sheet', 'ada.sheet@mail.example', '+1 555 200 0001', 3, 'Go; SQL', 'Pune'],
            ['Bo', 'Sheet', 'not-an-email', '+1 555 200 0002', 3, '', ''],
            ['Cy', 'Sheet', 'cy.sheet@mail.example', '+1 555 200 0003', 55, '', ''],
            ['Dora', 'Direct', 'dora.direct@mail.example', '+1 555 200 0004', 2, '', ''],
        ]);
        const response = await bulk(vendor, plainJob.id, sheet);
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.message).toBe('3 rows have errors. Nothing was saved.');
        expect(body.data.rows).toEqual([
            { row: 3, field: 'email', message: 'Invalid email address' },
            // Called by its column's title, as the vendor's sheet names it.
            { row: 4, field: 'experience_years', message: 'Experience years must be 40 or less' },
            { row: 5, field: 'email', message: DUPLICATE },
        ]);
        expect(await applications(plainJob.id)).toBe(before);
        expect(await countRows(t, 'candidates', ACME, sql`email = 'ada.sheet@mail.example'`)).toBe(0);
    });

    it('saves every row of a clean sheet as the vendor’s submissions', async () => {
        const sheet = csv([header, ['Ada', 'Sheet', 'ada.sheet@mail.example', '+1 555 200 0001', 3, 'Go; SQL', 'Pune'], ['Eve', 'Sheet', 'eve.sheet@mail.example', '+1 555 200 0005', 6, '', '']]);
        const response = await bulk(vendor, plainJob.id, sheet);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.created).toBe(2);
        const mine = await call(ACME, 'POST', '/api/vendor/applicants', vendor, { search: 'sheet' });
        expect(mine.body.data.map((s: { candidate_name: string }) => s.candidate_name).sort()).toEqual(['Ada Sheet', 'Eve Sheet']);
    });

    it('refuses a sheet for a job with required screening questions, a hidden job, a missing column', async () => {
        const sheet = csv([header, ['Fay', 'Sheet', 'fay.sheet@mail.example', '+1 555 200 0006', 1, '', '']]);
        expect((await bulk(vendor, job.id, sheet)).statusCode).toBe(400);
        expect((await bulk(vendor, hiddenJob.id, sheet)).statusCode).toBe(404);
        const missing = await bulk(vendor, plainJob.id, csv([['First name', 'Email'], ['Fay', 'fay.sheet@mail.example']]));
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors.file).toMatch(/Missing columns/);
        expect(await countRows(t, 'candidates', ACME, sql`email = 'fay.sheet@mail.example'`)).toBe(0);
    });
});

describe('the dashboard (vendor/dashboard)', () => {
    it('counts this vendor’s submissions by where they are now, per job and per week and month', async () => {
        const { status, body } = await call(ACME, 'GET', '/api/vendor/dashboard', vendor);
        expect(status).toBe(200);
        // plainJob: Nina 3 (Applied), Nina 6 (Rejected), Ada and Eve (Applied); the demo seed's submissions are on other jobs.
        expect(body.data.per_job.find((j: { job_id: string }) => j.job_id === plainJob.id)).toEqual({
            job_id: plainJob.id,
            title: 'VS Support Analyst',
            submissions: 4,
            in_process: 3,
            interviews: 0,
            offers: 0,
            hires: 0,
        });
        const sum = (key: string) => body.data.per_job.reduce((n: number, j: Record<string, number>) => n + j[key], 0);
        for (const key of ['submissions', 'in_process', 'interviews', 'offers', 'hires']) expect(body.data.totals[key]).toBe(sum(key));
        expect(body.data.weekly).toHaveLength(12);
        expect(body.data.monthly).toHaveLength(12);
        // Summed, not the last week alone: the seed's submissions fall in the week before when a run crosses Monday 00:00.
        expect(body.data.weekly.reduce((n: number, p: { submissions: number }) => n + p.submissions, 0)).toBe(body.data.totals.submissions);
        expect(body.data.monthly.reduce((n: number, p: { submissions: number }) => n + p.submissions, 0)).toBe(body.data.totals.submissions);
        expect(body.data.totals.submissions).toBeGreaterThanOrEqual(4);
    });
});
