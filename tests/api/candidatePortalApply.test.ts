/**
 * Applying and the candidate's lists through the API (docs/api-candidates.md,
 * "Applying", "Jobs", "Attribution", "Consent"): the job list with the
 * candidate job filter and the free-job toggle, apply into the first stage,
 * a second application refused, screening answers checked, consent required
 * and recorded with its version and text, attribution stored (an unknown
 * employee, vendor or partner ignored), what the recruiter sees, applied jobs
 * with public stage names; jobs of another workspace or off the career page
 * are never listed nor reachable; bad input is a 400 with nothing written.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLIED_JOB_IDS_MAX, joinJobIds } from '../../config/contracts/candidatePortal.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { careerJob, noticeVersion, signUp, type SignedUp } from './candidatePortalSupport.js';
import { board, countRows, createJob, optionId, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let globexAdmin: string;
let casey: SignedUp;
let version: number;

type Body = { status: boolean; message: string; data: any; meta?: any; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | undefined, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Body };
};
const jobsOf = (token: string, filter: object = {}) => call('POST', '/api/candidate/get-jobs-filter', token, { limit: 100, ...filter });
const applyTo = (token: string, jobId: string, extra: object = {}) => call('POST', '/api/candidate/apply', token, { job_id: jobId, consent: { accepted: true, version }, ...extra });

let categoryId: string;
let openJob: { id: string };
let screenedJob: { id: string };
let seniorJob: { id: string };
let hiddenJob: { id: string };
let closedJob: { id: string };
let globexJob: { id: string };

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    version = await noticeVersion(t, ACME);
    categoryId = await optionId(t, ACME, admin, 'position-categories', 'Software Engineering');
    openJob = await careerJob(t, ACME, admin, { title: 'Portal Free Analyst', position_category_id: categoryId, min_experience: 0, max_experience: 3 });
    screenedJob = await careerJob(t, ACME, admin, {
        title: 'Portal Screened Developer',
        min_experience: 2,
        max_experience: 5,
        screening_questions: [
            { question: 'Can you relocate?', type: 'YES_NO', required: true },
            { question: 'Why us?', type: 'TEXT', required: false },
        ],
    });
    seniorJob = await careerJob(t, ACME, admin, { title: 'Portal Principal Architect', min_experience: 12, max_experience: 20 });
    hiddenJob = await createJob(t, ACME, admin, { title: 'Portal Internal Only', show_on_career_page: false });
    closedJob = await careerJob(t, ACME, admin, { title: 'Portal Closed Role', job_type: 'CLOSED' });
    globexJob = await careerJob(t, GLOBEX, globexAdmin, { title: 'Portal Globex Role' });
    casey = await signUp(t, ACME, 'casey.portal@mail.example');
});
afterAll(() => t.close());

describe('the job list (candidate/get-jobs-filter)', () => {
    it('lists only open jobs on this workspace’s career page, each saying whether it is free and applied', async () => {
        const { status, body } = await jobsOf(casey.token, { keyword: 'portal' });
        expect(status).toBe(200);
        const titles = body.data.map((j: { title: string }) => j.title);
        expect(titles).toEqual(expect.arrayContaining(['Portal Free Analyst', 'Portal Screened Developer', 'Portal Principal Architect']));
        expect(titles).not.toContain('Portal Internal Only');
        expect(titles).not.toContain('Portal Closed Role');
        expect(titles).not.toContain('Portal Globex Role');
        const free = body.data.find((j: { id: string }) => j.id === openJob.id);
        expect(free).toMatchObject({ free: true, applied: false, screening_questions: [], position_category_name: 'Software Engineering' });
        const screened = body.data.find((j: { id: string }) => j.id === screenedJob.id);
        expect(screened).toMatchObject({ free: false, applied: false });
        expect(screened.screening_questions).toHaveLength(2);
        expect(body.meta).toMatchObject({ total: 3, perPage: 100, currentPage: 1, pageCount: 1 });
    });

    it('filters by experience (jobs whose range overlaps), category and the free toggle', async () => {
        const titles = async (filter: object) => (await jobsOf(casey.token, { keyword: 'portal', ...filter })).body.data.map((j: { title: string }) => j.title).sort();
        expect(await titles({ min_work_experience: 10, max_work_experience: 40 })).toEqual(['Portal Principal Architect']);
        expect(await titles({ min_work_experience: 0, max_work_experience: 1 })).toEqual(['Portal Free Analyst']);
        expect(await titles({ job_category: categoryId })).toEqual(['Portal Free Analyst']);
        expect(await titles({ free: true })).toEqual(['Portal Free Analyst', 'Portal Principal Architect']);
        expect(await titles({ free: true, min_work_experience: 4 })).toEqual(['Portal Principal Architect']);
    });

    it('pages by 10 with the list meta', async () => {
        const { body } = await call('POST', '/api/candidate/get-jobs-filter', casey.token, { page: 1 });
        expect(body.meta.perPage).toBe(10);
        expect(body.meta.pageCount).toBe(Math.ceil(body.meta.total / 10));
    });

    it('refuses a range out of 0 to 40 or upside down with a 400 naming the field', async () => {
        const high = await jobsOf(casey.token, { max_work_experience: 41 });
        expect(high.status).toBe(400);
        expect(high.body.errors).toHaveProperty('max_work_experience');
        const upside = await jobsOf(casey.token, { min_work_experience: 10, max_work_experience: 2 });
        expect(upside.status).toBe(400);
        expect(upside.body.errors).toEqual({ max_work_experience: 'Maximum experience must be at least the minimum experience.' });
    });

    it('gives the categories of listed jobs', async () => {
        const { body } = await call('GET', '/api/candidate/job-categories', casey.token);
        expect(body.data).toContainEqual({ id: categoryId, name: 'Software Engineering' });
    });
});

describe('apply', () => {
    it('lands in the job’s first stage, with consent recorded with its version and text, and the job then reads applied', async () => {
        const applied = await applyTo(casey.token, openJob.id);
        expect(applied.status).toBe(200);
        expect(applied.body.message).toBe('Application submitted successfully!');
        const stages = await stagesOf(t, ACME, admin, openJob.id);
        const row = await sql<{ stage_id: string; source: string; candidate_email: string }>`select a.stage_id, a.source, c.email as candidate_email
            from applications a join candidates c on c.id = a.candidate_id where a.id = ${applied.body.data.application_id}`.execute(t.database.db);
        expect(row.rows[0]).toEqual({ stage_id: stages[0].id, source: 'Career page', candidate_email: 'casey.portal@mail.example' });
        expect(applied.body.data).toMatchObject({ job_id: openJob.id, stage: stages[0].name });
        const consent = await sql<{ notice_version: number; notice_text: string; accepted_at: Date }>`select notice_version, notice_text, accepted_at
            from candidate_consents where application_id = ${applied.body.data.application_id}`.execute(t.database.db);
        expect(consent.rows).toHaveLength(1);
        expect(consent.rows[0].notice_version).toBe(version);
        expect(consent.rows[0].notice_text).toBe((await call('GET', '/api/privacy-notice', undefined)).body.data.text);
        expect(consent.rows[0].accepted_at).toBeInstanceOf(Date);
        // The recruiter reads the same consent on the application's detail.
        const detail = await call('GET', `/api/${applied.body.data.application_id}/application-detail`, admin);
        expect(detail.body.data.consent).toEqual({
            notice_version: version,
            notice_text: consent.rows[0].notice_text,
            accepted_at: consent.rows[0].accepted_at.toISOString(),
        });
        const listed = await jobsOf(casey.token, { keyword: 'free analyst' });
        expect(listed.body.data[0]).toMatchObject({ id: openJob.id, applied: true });
    });

    it('refuses a second application to the same job with a clear message, writing nothing', async () => {
        const before = await countRows(t, 'applications', ACME);
        const again = await applyTo(casey.token, openJob.id);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('You have already applied to this job.');
        expect(await countRows(t, 'applications', ACME)).toBe(before);
    });

    it('asks for consent unless the current version was accepted before, and refuses an outdated version', async () => {
        const newcomer = await signUp(t, ACME, 'consent.first@mail.example');
        const none = await call('POST', '/api/candidate/apply', newcomer.token, { job_id: seniorJob.id });
        expect(none.status).toBe(400);
        expect(none.body).toMatchObject({ message: 'Please accept the privacy notice to apply.', errors: { consent: 'Please accept the privacy notice to apply.' } });
        const old = await applyTo(newcomer.token, seniorJob.id, { consent: { accepted: true, version: version + 1 } });
        expect(old.status).toBe(400);
        expect(old.body.errors).toHaveProperty(['consent.version']);
        const refused = await applyTo(newcomer.token, seniorJob.id, { consent: { accepted: false, version } });
        expect(refused.status).toBe(400);
        expect(await countRows(t, 'applications', ACME, sql`job_id = ${seniorJob.id}`)).toBe(0);
        // Casey accepted this version with her first application: one click now (a free job, no consent body).
        const oneClick = await call('POST', '/api/candidate/apply', casey.token, { job_id: seniorJob.id });
        expect(oneClick.status).toBe(200);
        // Her earlier consent covers it, and the recruiter sees that one.
        const detail = await call('GET', `/api/${oneClick.body.data.application_id}/application-detail`, admin);
        expect(detail.body.data.consent).toMatchObject({ notice_version: version });
        // A newcomer's consent never covers another candidate's application, nor one a recruiter added.
        const added = await call('POST', '/api/add-user-application', admin, { job_id: seniorJob.id, candidate: { first_name: 'Walk', last_name: 'In', email: 'walk.in@mail.example' } });
        expect(added.status).toBe(200);
        const addedDetail = await call('GET', `/api/${added.body.data.id}/application-detail`, admin);
        expect(addedDetail.body.data.consent).toBeNull();
    });

    it('checks screening answers like the existing rules, naming each question, with nothing written', async () => {
        const questions = (await jobsOf(casey.token, { keyword: 'screened' })).body.data[0].screening_questions as { id: string; question: string }[];
        const relocate = questions.find(q => q.question === 'Can you relocate?')!.id;
        const why = questions.find(q => q.question === 'Why us?')!.id;
        const missing = await applyTo(casey.token, screenedJob.id, { screening_answers: [{ question_id: why, answer: 'Because.' }] });
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ [`screening_answers.${relocate}`]: 'This question must be answered.' });
        const wrongType = await applyTo(casey.token, screenedJob.id, { screening_answers: [{ question_id: relocate, answer: 'maybe' }] });
        expect(wrongType.body.errors).toEqual({ [`screening_answers.${relocate}`]: 'Answer yes or no.' });
        expect(await countRows(t, 'applications', ACME, sql`job_id = ${screenedJob.id}`)).toBe(0);
        const ok = await applyTo(casey.token, screenedJob.id, { screening_answers: [{ question_id: relocate, answer: true }, { question_id: why, answer: '  The mission.  ' }] });
        expect(ok.status).toBe(200);
        const stored = await sql<{ screening_answers: unknown }>`select screening_answers from applications where id = ${ok.body.data.application_id}`.execute(t.database.db);
        expect(stored.rows[0].screening_answers).toEqual([{ question_id: relocate, answer: true }, { question_id: why, answer: 'The mission.' }]);
    });

    it('answers 404 for a job off the career page, closed, of another workspace or unknown, writing nothing', async () => {
        const before = await countRows(t, 'applications', ACME);
        for (const id of [hiddenJob.id, closedJob.id, globexJob.id, '00000000-0000-4000-8000-000000000000']) {
            const refused = await applyTo(casey.token, id);
            expect(refused.status, id).toBe(404);
            expect(refused.body.message).toBe('Record not found.');
        }
        expect(await countRows(t, 'applications', ACME)).toBe(before);
        expect(await countRows(t, 'applications', GLOBEX, sql`job_id = ${globexJob.id}`)).toBe(0);
    });

    it('refuses bad input with a 400 naming the field', async () => {
        const bad = await call('POST', '/api/candidate/apply', casey.token, { job_id: 'not-a-uuid' });
        expect(bad.status).toBe(400);
        expect(bad.body.errors).toHaveProperty('job_id');
        const extra = await applyTo(casey.token, openJob.id, { attribution: { utm_source: 'x', surprise: 1 } });
        expect(extra.status).toBe(400);
    });
});

describe('attribution', () => {
    let employee: { id: string; user_id: string; name: string };
    let vendor: { id: string; name: string };
    let partnerId: string;

    beforeAll(async () => {
        const employees = (await call('GET', '/api/employees?limit=1', admin)).body.data[0];
        employee = { id: employees.id, user_id: employees.user_id, name: `${employees.first_name} ${employees.last_name ?? ''}`.trim() };
        const vendors = (await call('GET', '/api/vendors?limit=1', admin)).body.data[0];
        vendor = { id: vendors.id, name: vendors.company_name };
        const partner = await call('POST', '/api/partner-site', admin, { name: 'Jobs Hub', origin: 'https://jobs-hub.example' });
        expect(partner.status, JSON.stringify(partner.body)).toBe(200);
        partnerId = partner.body.data.id;
    });

    it('stores source, medium, campaign, the referring employee and the vendor; the recruiter sees them on the detail and the card', async () => {
        const job = await careerJob(t, ACME, admin, { title: 'Attribution role' });
        const person = await signUp(t, ACME, 'attributed@mail.example');
        const applied = await applyTo(person.token, job.id, {
            attribution: { utm_source: 'LinkedIn', utm_medium: 'social', utm_campaign: 'spring', refer_by: employee.user_id, vendor_id: vendor.id },
        });
        expect(applied.status).toBe(200);
        const detail = await call('GET', `/api/${applied.body.data.application_id}/application-detail`, admin);
        expect(detail.body.data.attribution).toEqual({
            source: 'LinkedIn',
            medium: 'social',
            campaign: 'spring',
            referred_by: { id: employee.id, name: employee.name },
            vendor: { id: vendor.id, name: vendor.name },
            partner: null,
            // A vendor's link is not a vendor's submission: no submission time, no ownership (docs/api-vendors.md).
            vendor_submitted_at: null,
            vendor_ownership_until: null,
        });
        const cards = (await board(t, ACME, admin, job.id)).json().data.stages[0].applications as { id: string; source: string }[];
        expect(cards.find(c => c.id === applied.body.data.application_id)).toMatchObject({ source: 'LinkedIn' });
    });

    it('ignores an unknown employee, vendor or partner instead of refusing the application', async () => {
        const job = await careerJob(t, ACME, admin, { title: 'Unknown referrer role' });
        const globexEmployee = (await call('GET', '/api/employees?limit=1', globexAdmin, undefined, GLOBEX)).body.data[0];
        const applied = await applyTo(casey.token, job.id, {
            attribution: { utm_campaign: 'autumn', refer_by: globexEmployee.id, vendor_id: 'not-an-id', partner_id: '00000000-0000-4000-8000-000000000001' },
        });
        expect(applied.status).toBe(200);
        const stored = await sql<{ source: string; utm_campaign: string; referred_by_employee_id: string | null; vendor_id: string | null; partner_id: string | null }>`
            select source, utm_campaign, referred_by_employee_id, vendor_id, partner_id from applications where id = ${applied.body.data.application_id}`.execute(t.database.db);
        expect(stored.rows[0]).toEqual({ source: 'Career page', utm_campaign: 'autumn', referred_by_employee_id: null, vendor_id: null, partner_id: null });
    });

    it('records a partner site as the source, with medium partner_site', async () => {
        const job = await careerJob(t, ACME, admin, { title: 'Partner role' });
        const applied = await applyTo(casey.token, job.id, { attribution: { utm_source: 'Jobs Hub', partner_id: partnerId } });
        const detail = await call('GET', `/api/${applied.body.data.application_id}/application-detail`, admin);
        expect(detail.body.data.attribution).toMatchObject({ source: 'Jobs Hub', medium: 'partner_site', partner: { id: partnerId, name: 'Jobs Hub' } });
    });

    it('names a referral by an employee as its source when the visit had no utm_source', async () => {
        const job = await careerJob(t, ACME, admin, { title: 'Referral role' });
        const applied = await applyTo(casey.token, job.id, { attribution: { refer_by: employee.id } });
        const detail = await call('GET', `/api/${applied.body.data.application_id}/application-detail`, admin);
        expect(detail.body.data.attribution).toMatchObject({ source: 'Employee referral', referred_by: { id: employee.id } });
    });
});

describe('applied jobs', () => {
    it('lists the candidate’s applications with stages in words fit for them', async () => {
        const job = await careerJob(t, ACME, admin, { title: 'Stage words role' });
        const person = await signUp(t, ACME, 'stage.words@mail.example');
        const applied = await applyTo(person.token, job.id);
        const stages = await stagesOf(t, ACME, admin, job.id);
        const list = async () => (await call('GET', '/api/candidate/applied-jobs', person.token)).body;
        expect((await list()).data).toEqual([expect.objectContaining({ application_id: applied.body.data.application_id, job: expect.objectContaining({ id: job.id, title: 'Stage words role', open: true }), stage: stages[0].name })]);

        const rejected = stages.find(s => s.name === 'Rejected')!;
        const card = (await board(t, ACME, admin, job.id)).json().data.stages[0].applications[0] as { id: string; version: number };
        const moved = await call('PATCH', '/api/shift-applicant', admin, { application_id: card.id, to_stage_id: rejected.id, version: card.version });
        expect(moved.status).toBe(200);
        expect((await list()).data[0].stage).toBe('Not selected');
        const named = await call('PUT', `/api/edit-pipeline/${rejected.id}`, admin, { name: 'Rejected', public_name: 'Closed for now', version: rejected.version });
        expect(named.status).toBe(200);
        expect(named.body.data).toMatchObject({ name: 'Rejected', public_name: 'Closed for now' });
        expect((await list()).data[0].stage).toBe('Closed for now');
        // A rename that leaves public_name out keeps it; null clears it.
        const renamed = await call('PUT', `/api/edit-pipeline/${rejected.id}`, admin, { name: 'Rejected', version: named.body.data.version });
        expect(renamed.body.data.public_name).toBe('Closed for now');
        const cleared = await call('PUT', `/api/edit-pipeline/${rejected.id}`, admin, { name: 'Rejected', public_name: null, version: renamed.body.data.version });
        expect(cleared.body.data.public_name).toBeNull();
        expect((await list()).data[0].stage).toBe('Not selected');
        expect((await list()).meta).toMatchObject({ total: 1, perPage: 10 });
    });

    it('shows one candidate nothing of another', async () => {
        const stranger = await signUp(t, ACME, 'stranger@mail.example');
        expect((await call('GET', '/api/candidate/applied-jobs', stranger.token)).body.data).toEqual([]);
    });

    it('answers only the application to one job with job_id, so a job page knows before the apply flow starts', async () => {
        const appliedTo = await careerJob(t, ACME, admin, { title: 'Asked-about role' });
        const other = await careerJob(t, ACME, admin, { title: 'Not applied role' });
        const person = await signUp(t, ACME, 'one.job@mail.example');
        await applyTo(person.token, other.id);
        const applied = await applyTo(person.token, appliedTo.id);
        const ofJob = async (token: string, jobId: string) => call('GET', `/api/candidate/applied-jobs?job_id=${jobId}`, token);

        const answer = await ofJob(person.token, appliedTo.id);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual([expect.objectContaining({ application_id: applied.body.data.application_id, job: expect.objectContaining({ id: appliedTo.id }) })]);
        expect(answer.body.meta).toMatchObject({ total: 1 });
        // Someone else's application to the job is not theirs; a job never applied to is none.
        const stranger = await signUp(t, ACME, 'one.job.stranger@mail.example');
        expect((await ofJob(stranger.token, appliedTo.id)).body).toMatchObject({ data: [], meta: { total: 0 } });
        expect((await ofJob(person.token, openJob.id)).body).toMatchObject({ data: [], meta: { total: 0 } });
        expect((await ofJob(person.token, 'not-a-job')).status).toBe(400);
    });

    it("answers the applications to a page of jobs with job_ids, in one request for the career page's cards", async () => {
        const first = await careerJob(t, ACME, admin, { title: 'Listed role one' });
        const second = await careerJob(t, ACME, admin, { title: 'Listed role two' });
        const never = await careerJob(t, ACME, admin, { title: 'Listed role never' });
        const elsewhere = await careerJob(t, ACME, admin, { title: 'Listed role off the page' });
        const person = await signUp(t, ACME, 'page.of.jobs@mail.example');
        for (const job of [first, second, elsewhere]) expect((await applyTo(person.token, job.id)).status).toBe(200);
        const ofJobs = (token: string, ids: string[], extra = '') => call('GET', `/api/candidate/applied-jobs?job_ids=${joinJobIds(ids)}${extra}`, token);

        const answer = await ofJobs(person.token, [first.id, never.id, second.id.toUpperCase()], '&limit=3');
        expect(answer.status).toBe(200);
        expect(answer.body.data.map((row: { job: { id: string } }) => row.job.id).sort()).toEqual([first.id, second.id].sort());
        expect(answer.body.meta).toMatchObject({ total: 2 });
        // Another candidate's applications to the same jobs are not theirs.
        const stranger = await signUp(t, ACME, 'page.of.jobs.stranger@mail.example');
        expect((await ofJobs(stranger.token, [first.id, second.id])).body).toMatchObject({ data: [], meta: { total: 0 } });
        // Ids only, a hundred at most; not a corporate user's door.
        expect((await ofJobs(person.token, [first.id, 'not-a-job'])).status).toBe(400);
        expect((await ofJobs(person.token, [])).status).toBe(400);
        expect((await ofJobs(person.token, Array.from({ length: APPLIED_JOB_IDS_MAX + 1 }, () => first.id))).status).toBe(400);
        expect((await ofJobs(person.token, Array.from({ length: APPLIED_JOB_IDS_MAX }, () => first.id))).status).toBe(200);
        expect((await ofJobs(admin, [first.id])).status).toBe(403);
    });
});

describe('the privacy notice', () => {
    it('is replaced by an admin with the version read; the version moves and applications must accept the new one', async () => {
        const before = (await call('GET', '/api/privacy-notice', undefined)).body.data;
        const text = 'Acme keeps your application details for twelve months to consider you for roles.';
        const stale = await call('PUT', '/api/privacy-notice', admin, { text, version: before.version + 5 });
        expect(stale.status).toBe(409);
        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        expect((await call('PUT', '/api/privacy-notice', recruiter, { text, version: before.version })).status).toBe(403);
        const short = await call('PUT', '/api/privacy-notice', admin, { text: 'too short', version: before.version });
        expect(short.status).toBe(400);
        expect(short.body.errors).toHaveProperty('text');

        const replaced = await call('PUT', '/api/privacy-notice', admin, { text, version: before.version });
        expect(replaced.status).toBe(200);
        expect(replaced.body.data).toMatchObject({ version: before.version + 1, text });
        expect((await call('GET', '/api/privacy-notice', undefined)).body.data).toMatchObject({ version: before.version + 1, text });
        // Another workspace's notice is its own.
        expect((await call('GET', '/api/privacy-notice', undefined, undefined, GLOBEX)).body.data.version).toBe(1);

        // Casey accepted the old version: a one-click application now needs the new one.
        const job = await careerJob(t, ACME, admin, { title: 'New notice role' });
        const none = await call('POST', '/api/candidate/apply', casey.token, { job_id: job.id });
        expect(none.status).toBe(400);
        expect(none.body.errors).toHaveProperty('consent');
        const old = await applyTo(casey.token, job.id);
        expect(old.body.errors).toHaveProperty(['consent.version']);
        const accepted = await applyTo(casey.token, job.id, { consent: { accepted: true, version: before.version + 1 } });
        expect(accepted.status).toBe(200);
        const consent = await sql<{ notice_text: string }>`select notice_text from candidate_consents where application_id = ${accepted.body.data.application_id}`.execute(t.database.db);
        expect(consent.rows[0].notice_text).toBe(text);
    });
});
