/**
 * The vendor's jobs, profile and sign-in through the API (docs/api-vendors.md,
 * "Jobs", "Profile"): only open jobs shown to this vendor are listed or
 * reachable (vendor_access ALL, CHOSEN with them; never NONE, closed or another
 * workspace's), the filters, the job's vendor fields on the recruiter's side,
 * the profile (only the fields sent change, the version guards), and a
 * disabled vendor signed out at once and refused at sign-in.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, DEMO_PASSWORD, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { createJob } from './jobsSupport.js';
import { caller, onboardVendor, vendorRecordId } from './vendorPortalSupport.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let globexAdmin: string;
let vendor: string;
let vendorId: string;
let other: { id: string; token: string };
const jobs: Record<string, { id: string }> = {};

const listed = async (token: string, body: object = {}) => call(ACME, 'POST', '/api/vendor/jobs', token, { limit: 100, search: 'vj', ...body });
const titles = (data: { title: string }[]) => data.map(j => j.title).sort();

beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    admin = await t.login(ACME, 'admin@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    vendorId = await vendorRecordId(t, 'vendor@acme.example');
    other = await onboardVendor(t, ACME, admin, 'vendor@acme.example', { company_name: 'Other Staffing', first_name: 'Olga', email: 'olga@otherstaffing.example' });
    const open = { job_type: 'OPEN', min_experience: 1, max_experience: 5 };
    jobs.all = await createJob(t, ACME, admin, { ...open, title: 'VJ Go Developer', skills: ['Go', 'Kubernetes'], job_locations: ['Pune'], screening_questions: [{ question: 'Notice period in days?', type: 'NUMBER', required: true }] });
    jobs.chosen = await createJob(t, ACME, admin, { ...open, title: 'VJ Chosen Analyst', skills: ['SQL'], job_locations: ['Remote'], vendor_access: 'CHOSEN', vendor_ids: [vendorId] });
    jobs.none = await createJob(t, ACME, admin, { ...open, title: 'VJ Internal Only', vendor_access: 'NONE' });
    jobs.closed = await createJob(t, ACME, admin, { ...open, title: 'VJ Closed Role', job_type: 'CLOSED' });
    jobs.globex = await createJob(t, GLOBEX, globexAdmin, { ...open, title: 'VJ Globex Role' });
});
afterAll(() => t.close());

describe('the jobs shown to a vendor (vendor/jobs, vendor/jobs/{id}, vendor/get-filters)', () => {
    it('lists open jobs shown to all vendors and those chosen for this vendor, never hidden, closed or another workspace’s', async () => {
        const mine = await listed(vendor);
        expect(mine.status).toBe(200);
        expect(titles(mine.body.data)).toEqual(['VJ Chosen Analyst', 'VJ Go Developer']);
        expect(mine.body.meta).toMatchObject({ total: 2, perPage: 100, currentPage: 1 });
        const go = mine.body.data.find((j: { id: string }) => j.id === jobs.all.id);
        expect(go).toMatchObject({ skills: ['Go', 'Kubernetes'], job_locations: ['Pune'], screening_question_count: 1, my_submissions: 0 });
        expect(go).not.toHaveProperty('recruiters');
        const theirs = await listed(other.token);
        expect(titles(theirs.body.data)).toEqual(['VJ Go Developer']);
    });

    it('filters by job, skill, location and keyword; pages with currentPage and limit', async () => {
        expect(titles((await listed(vendor, { skill: 'sql' })).body.data)).toEqual(['VJ Chosen Analyst']);
        expect(titles((await listed(vendor, { location: 'pune' })).body.data)).toEqual(['VJ Go Developer']);
        expect(titles((await listed(vendor, { job_id: jobs.chosen.id })).body.data)).toEqual(['VJ Chosen Analyst']);
        expect(titles((await listed(vendor, { search: 'kubernetes' })).body.data)).toEqual(['VJ Go Developer']);
        const paged = await listed(vendor, { limit: 1, currentPage: 2 });
        expect(paged.body.data).toHaveLength(1);
        expect(paged.body.meta).toMatchObject({ total: 2, perPage: 1, currentPage: 2, previousPage: 1, nextPage: null });
        expect((await listed(vendor, { limit: 0 })).status).toBe(400);
    });

    it('opens a shown job with its screening questions; any other job is a 404', async () => {
        const detail = await call(ACME, 'GET', `/api/vendor/jobs/${jobs.all.id}`, vendor);
        expect(detail.status).toBe(200);
        expect(detail.body.data.title).toBe('VJ Go Developer');
        expect(detail.body.data.screening_questions).toEqual([expect.objectContaining({ question: 'Notice period in days?', type: 'NUMBER', required: true })]);
        for (const job of [jobs.none, jobs.closed, jobs.globex]) expect((await call(ACME, 'GET', `/api/vendor/jobs/${job.id}`, vendor)).status).toBe(404);
        expect((await call(ACME, 'GET', `/api/vendor/jobs/${jobs.chosen.id}`, other.token)).status).toBe(404);
    });

    it('offers the shown jobs, their skills and locations as filter choices (SPEC.md section 3 names)', async () => {
        const { status, body } = await call(ACME, 'GET', '/api/vendor/get-filters', other.token);
        expect(status).toBe(200);
        expect(Object.keys(body.data).sort()).toEqual(['jobs', 'locations', 'skillNames']);
        const ids = body.data.jobs.map((j: { id: string }) => j.id);
        expect(ids).toContain(jobs.all.id);
        expect(ids).not.toContain(jobs.chosen.id);
        expect(ids).not.toContain(jobs.none.id);
        expect(body.data.skillNames).toEqual(expect.arrayContaining(['Go', 'Kubernetes']));
        expect(body.data.skillNames).not.toContain('SQL');
        expect(body.data.locations).toContain('Pune');
    });

    it('is for vendors only: a recruiter is refused with 403 and keeps the session', async () => {
        expect((await call(ACME, 'POST', '/api/vendor/jobs', admin, {})).status).toBe(403);
        expect((await call(ACME, 'GET', '/api/me', admin)).status).toBe(200);
    });
});

describe('the demo seed', () => {
    it('gives the demo vendor two submissions, so the portal is not empty', async () => {
        const { body } = await call(ACME, 'POST', '/api/vendor/applicants', vendor, {});
        expect(body.data.map((s: { candidate_name: string }) => s.candidate_name).sort()).toEqual(['Aisha Khan', 'Marco Bianchi']);
        expect(body.data[0]).toMatchObject({ stage: 'Applied', ownership_active: true });
    });
});

describe("the job's vendor fields (create-job, update-job)", () => {
    it('defaults to ALL, keeps show_to_vendors in step, and stores the chosen vendors', async () => {
        const created = await createJob(t, ACME, admin, { title: 'Default Access Role' });
        const read = await call(ACME, 'GET', `/api/get-job-by-id/${created.id}`, admin);
        expect(read.body.data).toMatchObject({ vendor_access: 'ALL', vendor_ids: [], show_to_vendors: true });
        const chosen = await call(ACME, 'GET', `/api/get-job-by-id/${jobs.chosen.id}`, admin);
        expect(chosen.body.data).toMatchObject({ vendor_access: 'CHOSEN', vendor_ids: [vendorId], show_to_vendors: true });
        const none = await call(ACME, 'GET', `/api/get-job-by-id/${jobs.none.id}`, admin);
        expect(none.body.data).toMatchObject({ vendor_access: 'NONE', show_to_vendors: false });
    });

    it('changes the chosen vendors on update; an unknown vendor is a 400 with nothing written', async () => {
        const before = (await call(ACME, 'GET', `/api/get-job-by-id/${jobs.chosen.id}`, admin)).body.data;
        const bad = await call(ACME, 'PUT', `/api/update-job/${jobs.chosen.id}`, admin, { version: before.version, vendor_ids: ['00000000-0000-4000-8000-000000000000'] });
        expect(bad.status).toBe(400);
        expect(bad.body.errors?.vendor_ids).toBeTruthy();
        const unchanged = (await call(ACME, 'GET', `/api/get-job-by-id/${jobs.chosen.id}`, admin)).body.data;
        expect(unchanged).toMatchObject({ version: before.version, vendor_ids: [vendorId] });
        const moved = await call(ACME, 'PUT', `/api/update-job/${jobs.chosen.id}`, admin, { version: before.version, vendor_ids: [other.id] });
        expect(moved.status).toBe(200);
        expect(moved.body.data.vendor_ids).toEqual([other.id]);
        expect(titles((await listed(other.token)).body.data)).toEqual(['VJ Chosen Analyst', 'VJ Go Developer']);
        expect(titles((await listed(vendor)).body.data)).toEqual(['VJ Go Developer']);
        const back = await call(ACME, 'PUT', `/api/update-job/${jobs.chosen.id}`, admin, { version: moved.body.data.version, vendor_ids: [vendorId] });
        expect(back.status).toBe(200);
    });
});

describe('the profile (GET and PUT vendor/profile)', () => {
    it('reads the account and the company; changes only the fields sent', async () => {
        const read = await call(ACME, 'GET', '/api/vendor/profile', vendor);
        expect(read.status).toBe(200);
        expect(read.body.data).toMatchObject({ email: 'vendor@acme.example', first_name: 'Victor', vendor_id: vendorId });
        const before = read.body.data;
        const updated = await call(ACME, 'PUT', '/api/vendor/profile', vendor, { version: before.version, first_name: 'Vic', website: 'https://vendor.example', city: 'Pune' });
        expect(updated.status).toBe(200);
        expect(updated.body.message).toBe('Profile updated successfully!');
        expect(updated.body.data).toMatchObject({ first_name: 'Vic', website: 'https://vendor.example', city: 'Pune', company_name: before.company_name, last_name: before.last_name, phone: before.phone });
        const record = await sql<{ first_name: string; city: string }>`select first_name, city from vendors where id = ${vendorId}`.execute(t.database.db);
        expect(record.rows[0]).toEqual({ first_name: 'Vic', city: 'Pune' });
        const stale = await call(ACME, 'PUT', '/api/vendor/profile', vendor, { version: before.version, first_name: 'Stale' });
        expect(stale.status).toBe(409);
    });

    it('refuses bad input with a 400 naming the field, nothing written', async () => {
        const before = (await call(ACME, 'GET', '/api/vendor/profile', vendor)).body.data;
        const bad = await call(ACME, 'PUT', '/api/vendor/profile', vendor, { version: before.version, first_name: 'Ok', website: 'not a url' });
        expect(bad.status).toBe(400);
        expect(bad.body.errors?.website).toBeTruthy();
        const image = await call(ACME, 'PUT', '/api/vendor/profile', vendor, { version: before.version, profile_image: 'javascript:alert(1)' });
        expect(image.status).toBe(400);
        expect(image.body.errors?.profile_image).toBeTruthy();
        expect((await call(ACME, 'GET', '/api/vendor/profile', vendor)).body.data).toEqual(before);
    });

    it('changes the password through the shared change-password route', async () => {
        const changed = await call(ACME, 'PATCH', '/api/corporate/change-password', other.token, { old_password: DEMO_PASSWORD, new_password: 'Vendor-Pass-77' });
        expect(changed.status).toBe(200);
        expect(changed.body.message).toBe('Password changed successfully !');
        const signIn = await t.call(ACME, { method: 'POST', url: '/api/vendor/login', payload: { email: 'olga@otherstaffing.example', password: 'Vendor-Pass-77' } });
        expect(signIn.statusCode).toBe(200);
    });
});

describe('a disabled vendor', () => {
    it('is signed out at once (401) and cannot sign in', async () => {
        const extra = await onboardVendor(t, ACME, admin, 'vendor@acme.example', { company_name: 'Gone Staffing', first_name: 'Gina', email: 'gina@gonestaffing.example' });
        expect((await call(ACME, 'GET', '/api/vendor/profile', extra.token)).status).toBe(200);
        const record = (await call(ACME, 'GET', `/api/vendor/${extra.id}`, admin)).body.data;
        const disabled = await call(ACME, 'PATCH', `/api/vendor/${extra.id}/status`, admin, { status: 'INACTIVE', version: record.version });
        expect(disabled.status).toBe(200);
        const after = await t.call(ACME, { method: 'POST', url: '/api/vendor/jobs', token: extra.token, payload: {} });
        expect(after.statusCode).toBe(401);
        const signIn = await t.call(ACME, { method: 'POST', url: '/api/vendor/login', payload: { email: 'gina@gonestaffing.example', password: DEMO_PASSWORD } });
        expect(signIn.statusCode).not.toBe(200);
        expect(signIn.json().status).toBe(false);
    });
});
