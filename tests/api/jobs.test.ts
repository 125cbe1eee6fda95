/** Jobs API (docs/api-jobs.md): fields and rules, references, list filters, permissions, recruiters, deadlines, AI drafts, bulk upload. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SUMMARY_FIELDS } from '../../config/contracts/jobs.js';
import { generateJobDescription } from '../../server/lib/jobsAi.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { countRows, createJob, csv, multipart, optionId, stagesOf, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let vendor: string;
let globexAdmin: string;
/** GeoNames ids (config/contracts/cities.ts). */
const MUMBAI_ID = 1275339;
const DELHI_ID = 1273294;
const ids: Record<string, string> = {};

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    ids.engineering = await optionId(t, ACME, admin, 'departments', 'Engineering');
    ids.sales = await optionId(t, ACME, admin, 'departments', 'Sales');
    ids.northwind = await optionId(t, ACME, admin, 'clients', 'Northwind Traders');
    ids.tech = await optionId(t, ACME, admin, 'business-units', 'Technology Services');
    ids.campus = await optionId(t, ACME, admin, 'domains', 'Campus Hiring');
    ids.leadership = await optionId(t, ACME, admin, 'position-categories', 'Leadership');
    ids.globexRnd = await optionId(t, GLOBEX, globexAdmin, 'departments', 'Research & Development');
    ids.recruiter = await userId(t, ACME, recruiter);
    ids.admin = await userId(t, ACME, admin);
    ids.vendorUser = await userId(t, ACME, vendor);
});
afterAll(() => t.close());

const jobs = (token = admin, query = '', host = ACME) => t.call(host, { method: 'GET', url: `/api/get-jobs${query}`, token });
const filtered = (filter: object, token = admin) => jobs(token, `?limit=100&filter=${encodeURIComponent(JSON.stringify(filter))}`);
const titles = (response: Awaited<ReturnType<typeof jobs>>) => (response.json().data as { title: string }[]).map(j => j.title).sort();

const fullJob = () => ({
    title: 'Staff Platform Engineer',
    description: '<h2>About</h2><p>Build things.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    client_id: ids.northwind,
    department_id: ids.engineering,
    business_unit_id: ids.tech,
    domain_id: ids.campus,
    position_category_id: ids.leadership,
    recruiter_ids: [ids.recruiter],
    employment_type: 'CONTRACT',
    position_type: 'REPLACEMENT',
    priority: 'URGENT',
    job_locations: ['Pune', ' Remote '],
    skills: ['Go', 'Kubernetes'],
    min_experience: 8,
    max_experience: 15,
    salary_min: 100,
    salary_max: 200,
    currency: 'EUR',
    openings: 3,
    posted_date: '2026-01-10',
    job_deadline: '2026-02-10',
    hiring_deadline: '2026-03-10',
    job_type: 'OPEN',
    show_to_vendors: true,
    show_to_employees: false,
    show_on_career_page: true,
});

describe('creating and reading jobs', () => {
    it('posts a job with every field, sanitises the description and creates the default pipeline', async () => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/create-job', token: admin, payload: fullJob() });
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe('Job posted successfully!');
        const job = response.json().data;
        ids.full = job.id;
        expect(job).toMatchObject({
            title: 'Staff Platform Engineer',
            client_id: ids.northwind,
            client_name: 'Northwind Traders',
            department_name: 'Engineering',
            business_unit_name: 'Technology Services',
            domain_name: 'Campus Hiring',
            position_category_name: 'Leadership',
            recruiters: [{ id: ids.recruiter, first_name: 'Ravi', last_name: 'Recruiter' }],
            employment_type: 'CONTRACT',
            job_locations: ['Pune', 'Remote'],
            min_experience: 8,
            max_experience: 15,
            salary_min: 100,
            salary_max: 200,
            posted_date: '2026-01-10',
            hiring_deadline: '2026-03-10',
            job_type: 'OPEN',
            show_to_vendors: true,
            applicant_count: 0,
            version: 1,
        });
        expect(job.description).toContain('<h2>About</h2>');
        expect(job.description).not.toMatch(/script|onerror/);
        const stages = await stagesOf(t, ACME, admin, job.id);
        expect(stages.map(s => [s.name, s.position])).toEqual([
            ['Applied', 1],
            ['Screening', 2],
            ['Interview', 3],
            ['Offered', 4],
            ['Hired', 5],
            ['Rejected', 6],
        ]);
    });

    it('defaults job type OPEN, experience 0 to 40, one opening', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Minimal job' });
        expect(job).toMatchObject({ job_type: 'OPEN', min_experience: 0, max_experience: 40, openings: 1, employment_type: 'FULL_TIME', priority: 'MEDIUM' });
    });

    it('uses the workspace default pipeline when one is set', async () => {
        await sql`update workspaces set default_pipeline = ${JSON.stringify(['New', 'Phone screen', 'Onsite', 'Hired'])}::jsonb where host = ${GLOBEX}`.execute(t.database.db);
        const job = await createJob(t, GLOBEX, globexAdmin, { title: 'Globex custom pipeline' });
        expect((await stagesOf(t, GLOBEX, globexAdmin, job.id)).map(s => s.name)).toEqual(['New', 'Phone screen', 'Onsite', 'Hired']);
        await sql`update workspaces set default_pipeline = null where host = ${GLOBEX}`.execute(t.database.db);
    });

    it('reads one job; another workspace gets 404 and changes nothing', async () => {
        expect((await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${ids.full}`, token: admin })).json().data.title).toBe('Staff Platform Engineer');
        for (const [method, url, payload] of [
            ['GET', `/api/get-job-by-id/${ids.full}`, undefined],
            ['PUT', `/api/update-job/${ids.full}`, { title: 'Hijacked', version: 1 }],
            ['DELETE', `/api/delete-job/${ids.full}`, undefined],
            ['PATCH', `/api/${ids.full}/promote-job`, {}],
            ['PATCH', `/api/${ids.full}/update-hiring-deadline`, { hiring_deadline: '2026-12-01', version: 1 }],
        ] as const) {
            const response = await t.call(GLOBEX, { method, url, token: globexAdmin, ...(payload ? { payload } : {}) });
            expect(response.statusCode, `${method} ${url}`).toBe(404);
            expect(response.json()).toEqual({ status: false, message: 'Record not found.' });
        }
        const after = (await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${ids.full}`, token: admin })).json().data;
        expect(after).toMatchObject({ title: 'Staff Platform Engineer', version: 1, promoted_at: null, hiring_deadline: '2026-03-10' });
        expect(titles(await jobs(globexAdmin, '?limit=100', GLOBEX))).not.toContain('Staff Platform Engineer');
    });

    it('lists jobs by company for pickers', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/all-jobs-by-company', token: recruiter });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual(expect.arrayContaining([{ id: ids.full, title: 'Staff Platform Engineer', job_type: 'OPEN' }]));
    });
});

describe('rules and bad input (400 naming the field, nothing written)', () => {
    const refused = async (payload: object, field: string, host = ACME, token = admin) => {
        const before = await countRows(t, 'jobs', host);
        const response = await t.call(host, { method: 'POST', url: '/api/create-job', token, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().errors)).toContain(field);
        expect(await countRows(t, 'jobs', host)).toBe(before);
        return response.json();
    };

    it('refuses missing title, unknown fields, wrong enums and experience outside 0..40', async () => {
        await refused({ description: 'x' }, 'title');
        await refused({ title: 'A job', salary: 5 }, 'salary');
        await refused({ title: 'A job', job_type: 'ARCHIVED' }, 'job_type');
        await refused({ title: 'A job', max_experience: 41 }, 'max_experience');
        await refused({ title: 'A job', min_experience: -1 }, 'min_experience');
        await refused({ title: 'A job', openings: 0 }, 'openings');
        await refused({ title: 'A job', posted_date: '10/01/2026' }, 'posted_date');
    });

    it('needs min experience <= max, min salary <= max and deadlines after posting', async () => {
        const body = await refused({ title: 'A job', min_experience: 10, max_experience: 5 }, 'max_experience');
        expect(body.errors.max_experience).toBe('Maximum experience must be at least the minimum experience.');
        expect((await refused({ title: 'A job', salary_min: 500, salary_max: 100 }, 'salary_max')).errors.salary_max).toBe('Maximum salary must be at least the minimum salary.');
        await refused({ title: 'A job', posted_date: '2026-05-01', hiring_deadline: '2026-04-01' }, 'hiring_deadline');
        // On update the stored values count: max below the stored min is refused.
        const job = await createJob(t, ACME, admin, { title: 'Range job', min_experience: 5, max_experience: 8 });
        const update = await t.call(ACME, { method: 'PUT', url: `/api/update-job/${job.id}`, token: admin, payload: { max_experience: 3, version: job.version } });
        expect(update.statusCode).toBe(400);
        expect(update.json().errors.max_experience).toBeDefined();
    });

    it('refuses a client on a workspace that is not a recruit agency, and references of another workspace', async () => {
        const body = await refused({ title: 'Globex job', client_id: ids.northwind }, 'client_id', GLOBEX, globexAdmin);
        expect(body.errors.client_id).toMatch(/recruit agencies/);
        expect((await refused({ title: 'Cross job', department_id: ids.globexRnd }, 'department_id')).errors.department_id).toBe('Department not found');
        await refused({ title: 'Bad recruiter', recruiter_ids: [ids.vendorUser] }, 'recruiter_ids');
    });

    it('keeps referenced master data: deleting a department a job uses is 409', async () => {
        const response = await t.call(ACME, { method: 'DELETE', url: `/api/department/${ids.engineering}`, token: admin });
        expect(response.statusCode).toBe(409);
        expect(await countRows(t, 'departments', ACME, sql`x.id = ${ids.engineering}`)).toBe(1);
    });
});

describe('permissions', () => {
    it('refuses vendors (403, session kept) on reads and writes', async () => {
        for (const [method, url, payload] of [
            ['GET', '/api/get-jobs', undefined],
            ['GET', `/api/get-job-by-id/${ids.full}`, undefined],
            ['GET', '/api/get-filter-list', undefined],
            ['POST', '/api/create-job', { title: 'Vendor job' }],
            ['POST', '/api/generate-ai-content', { type: 'JD', title: 'X job' }],
        ] as const) {
            const response = await t.call(ACME, { method, url, token: vendor, ...(payload ? { payload } : {}) });
            expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: vendor })).statusCode).toBe(200);
        expect((await t.call(ACME, { method: 'GET', url: '/api/get-jobs' })).statusCode).toBe(401);
    });

    it('lets a recruiter (JOBS-POST CREATE) post but not delete a job (needs MANAGE-EDIT-JOBS CREATE)', async () => {
        const job = await createJob(t, ACME, recruiter, { title: 'Recruiter job' });
        const response = await t.call(ACME, { method: 'DELETE', url: `/api/delete-job/${job.id}`, token: recruiter });
        expect(response.statusCode).toBe(403);
        expect(await countRows(t, 'jobs', ACME, sql`x.id = ${job.id}`)).toBe(1);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: recruiter })).statusCode).toBe(200);
    });

    it('refuses writes to a recruiter whose permissions hold only MANAGE-EDIT-JOBS VIEW', async () => {
        await sql`update users set permissions = ${JSON.stringify({ 'MANAGE-EDIT-JOBS': ['VIEW'] })}::jsonb where email = 'lead@acme.example'`.execute(t.database.db);
        const viewer = await t.login(ACME, 'lead@acme.example');
        expect((await jobs(viewer)).statusCode).toBe(200);
        const before = await countRows(t, 'jobs', ACME);
        expect((await t.call(ACME, { method: 'POST', url: '/api/create-job', token: viewer, payload: { title: 'Viewer job' } })).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'PATCH', url: `/api/${ids.full}/promote-job`, token: viewer, payload: {} })).statusCode).toBe(403);
        expect(await countRows(t, 'jobs', ACME)).toBe(before);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: viewer })).statusCode).toBe(200);
    });
});

describe('the job list', () => {
    beforeAll(async () => {
        await createJob(t, ACME, admin, { title: 'Filter Sales Lead', department_id: ids.sales, priority: 'HIGH', job_type: 'CLOSED', employment_type: 'PART_TIME', job_locations: ['Mumbai'], posted_date: '2025-06-01', job_deadline: '2025-07-01', hiring_deadline: '2025-08-01' });
        await createJob(t, ACME, admin, { title: 'Filter Intern', employment_type: 'INTERNSHIP', priority: 'LOW', job_type: 'DRAFT', job_locations: ['mumbai', 'Delhi'], posted_date: '2025-09-15' });
        // Another workspace's job in the same city never answers ACME's city filter.
        await createJob(t, GLOBEX, globexAdmin, { title: 'Filter Globex Mumbai', job_locations: ['Mumbai'] });
    });

    it('pages 12 to a page with the list meta', async () => {
        for (let n = await countRows(t, 'jobs', ACME); n <= 14; n++) await createJob(t, ACME, admin, { title: `Paging job ${n}` });
        const total = await countRows(t, 'jobs', ACME);
        const first = (await jobs()).json();
        expect(first.data).toHaveLength(12);
        expect(first.meta).toEqual({ total, perPage: 12, currentPage: 1, nextPage: 2, previousPage: null, pageCount: Math.ceil(total / 12) });
        const second = (await jobs(admin, '?page=2')).json();
        expect(second.meta.previousPage).toBe(1);
        expect(second.meta.total).toBe(total);
        expect(second.data.map((j: { id: string }) => j.id)).not.toContain(first.data[0].id);
        // A page past the last has no row to carry the count (server/db/countedPage.ts): it is counted on its own.
        const past = (await jobs(admin, `?page=${first.meta.pageCount + 3}`)).json();
        expect(past.data).toEqual([]);
        expect(past.meta).toMatchObject({ total, nextPage: null, pageCount: first.meta.pageCount });
        expect((await filtered({ job_type: 'CLOSED', priority: 'URGENT' })).json().meta.total).toBe(0);
    });

    it("answers each job's summary: exactly JOB_SUMMARY_FIELDS, as the job itself reads", async () => {
        const { id } = await createJob(t, ACME, admin, { ...fullJob(), title: 'Summary Platform Engineer' });
        const row = (await jobs(admin, `?search=${encodeURIComponent('Summary Platform Engineer')}`)).json().data[0] as Record<string, unknown>;
        expect(Object.keys(row).sort()).toEqual([...JOB_SUMMARY_FIELDS].sort());
        const whole = (await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${id}`, token: admin })).json().data as Record<string, unknown>;
        expect(row).toEqual(Object.fromEntries(JOB_SUMMARY_FIELDS.map(field => [field, whole[field]])));
        expect(row).toMatchObject({ client_name: 'Northwind Traders', department_name: 'Engineering', recruiters: [{ id: ids.recruiter }] });
        // What only the whole job carries.
        expect(whole).toMatchObject({ description: expect.stringContaining('Build things'), skills: ['Go', 'Kubernetes'], business_unit_name: 'Technology Services' });
        // Out of the way of the filters' expected titles below.
        expect((await t.call(ACME, { method: 'DELETE', url: `/api/delete-job/${id}`, token: admin })).statusCode).toBe(200);
    });

    it('filters by every key of SPEC.md section 3', async () => {
        expect(titles(await filtered({ department: ids.sales }))).toContain('Filter Sales Lead');
        expect(titles(await filtered({ department: [ids.sales] }))).not.toContain('Staff Platform Engineer');
        expect(titles(await filtered({ client_id: ids.northwind }))).toContain('Staff Platform Engineer');
        expect(titles(await filtered({ job_type: 'CLOSED' }))).toEqual(['Filter Sales Lead']);
        expect(titles(await filtered({ job_type: ['CLOSED', 'DRAFT'] }))).toEqual(['Filter Intern', 'Filter Sales Lead']);
        expect(titles(await filtered({ recruiter: ids.recruiter }))).toContain('Staff Platform Engineer');
        expect(titles(await filtered({ recruiter: ids.recruiter }))).not.toContain('Filter Intern');
        expect(titles(await filtered({ employement_type: 'PART_TIME' }))).toEqual(['Filter Sales Lead']);
        expect(titles(await filtered({ position_type: 'REPLACEMENT' }))).toEqual(['Staff Platform Engineer']);
        expect(titles(await filtered({ business_unit: ids.tech }))).toContain('Staff Platform Engineer');
        expect(titles(await filtered({ priority: 'LOW', job_type: 'DRAFT' }))).toEqual(['Filter Intern']);
        expect(titles(await filtered({ domain: ids.campus }))).toEqual(['Staff Platform Engineer']);
        expect(titles(await filtered({ position_category: ids.leadership }))).toEqual(['Staff Platform Engineer']);
        expect(titles(await filtered({ posted_date: { from: '2025-05-01', to: '2025-10-01' } }))).toEqual(['Filter Intern', 'Filter Sales Lead']);
        expect(titles(await filtered({ job_location: 'MUMBAI' }))).toEqual(['Filter Intern', 'Filter Sales Lead']);
        expect(titles(await filtered({ job_location: ['Delhi'] }))).toEqual(['Filter Intern']);
        // The filter takes city ids (get-filter-list's job_locations), any spelling of the location matching.
        expect(titles(await filtered({ job_location: String(MUMBAI_ID) }))).toEqual(['Filter Intern', 'Filter Sales Lead']);
        expect(titles(await filtered({ job_location: [MUMBAI_ID, DELHI_ID] }))).toEqual(['Filter Intern', 'Filter Sales Lead']);
        expect(titles(await filtered({ job_location: 'Bombay' }))).toEqual(['Filter Intern', 'Filter Sales Lead']);
        expect(titles(await filtered({ job_location: '999999999' }))).toEqual([]);
        expect(titles(await filtered({ job_deadline: { to: '2025-07-01' } }))).toEqual(['Filter Sales Lead']);
        expect(titles(await filtered({ hiring_deadline: { from: '2025-08-01', to: '2025-08-01' } }))).toEqual(['Filter Sales Lead']);
        expect(titles(await jobs(admin, '?search=filter%20int'))).toEqual(['Filter Intern']);
    });

    it('refuses unknown filter keys, bad values and sorts with 400 naming the parameter', async () => {
        for (const [query, field] of [
            [`?filter=${encodeURIComponent('{"colour":"red"}')}`, 'filter'],
            [`?filter=${encodeURIComponent('{"department":"not-a-uuid"}')}`, 'filter'],
            [`?filter=${encodeURIComponent('{"posted_date":{"from":"yesterday"}}')}`, 'filter'],
            [`?filter=${encodeURIComponent('{"priority":"SOMEDAY"}')}`, 'filter'],
            [`?filter=${encodeURIComponent('{"job_location":[1.5]}')}`, 'filter'],
            [`?filter=${encodeURIComponent('{"job_location":{"id":1}}')}`, 'filter'],
            ['?filter=nope', 'filter'],
            ['?sort=password', 'sort'],
            ['?limit=500', 'limit'],
        ] as const) {
            const response = await jobs(admin, query);
            expect(response.statusCode, query).toBe(400);
            expect(Object.keys(response.json().errors)).toContain(field);
        }
    });

    it('sorts by an allowed column', async () => {
        const data = (await jobs(admin, '?sort=title&order=asc&limit=100')).json().data as { title: string }[];
        const names = data.map(j => j.title.toLowerCase());
        expect(names).toEqual([...names].sort());
    });

    it('offers every filter option; clients only on agencies', async () => {
        const data = (await t.call(ACME, { method: 'GET', url: '/api/get-filter-list', token: recruiter })).json().data;
        expect(Object.keys(data).sort()).toEqual(
            ['business_units', 'clients', 'departments', 'domains', 'employment_types', 'job_locations', 'job_types', 'position_categories', 'position_types', 'priorities', 'recruiters'].sort(),
        );
        expect(data.clients.map((c: { label: string }) => c.label)).toContain('Northwind Traders');
        expect(data.departments).toEqual(expect.arrayContaining([{ id: ids.engineering, label: 'Engineering' }]));
        expect(data.recruiters).toEqual(expect.arrayContaining([{ id: ids.recruiter, label: 'Ravi Recruiter' }]));
        expect(data.recruiters.map((r: { id: string }) => r.id)).not.toContain(ids.vendorUser);
        expect(data.job_locations.filter((l: { label: string }) => l.label.toLowerCase() === 'mumbai')).toEqual([{ id: String(MUMBAI_ID), label: 'Mumbai' }]);
        expect(data.job_types.map((j: { id: string }) => j.id)).toEqual(['OPEN', 'CLOSED', 'ON_HOLD', 'DRAFT']);
        const globex = (await t.call(GLOBEX, { method: 'GET', url: '/api/get-filter-list', token: globexAdmin })).json().data;
        expect(globex.clients).toEqual([]);
        expect(globex.departments.map((d: { id: string }) => d.id)).not.toContain(ids.engineering);
    });
});

describe('editing a job', () => {
    it('updates with the version, replaces recruiters, and refuses a stale version', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Editable job', recruiter_ids: [ids.recruiter] });
        const response = await t.call(ACME, { method: 'PUT', url: `/api/update-job/${job.id}`, token: admin, payload: { title: 'Edited job', recruiter_ids: [ids.admin], version: job.version } });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ title: 'Edited job', version: job.version + 1, recruiters: [{ id: ids.admin }] });
        const stale = await t.call(ACME, { method: 'PUT', url: `/api/update-job/${job.id}`, token: admin, payload: { title: 'Stale edit', version: job.version } });
        expect(stale.statusCode).toBe(409);
        expect((await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${job.id}`, token: admin })).json().data.title).toBe('Edited job');
    });

    it('assigns and removes recruiters', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Recruiter job 2' });
        const assigned = await t.call(ACME, { method: 'PATCH', url: `/api/assign-recruiter/${job.id}`, token: recruiter, payload: { recruiter_ids: [ids.recruiter, ids.admin] } });
        expect(assigned.statusCode).toBe(200);
        expect(assigned.json().data.recruiters.map((r: { id: string }) => r.id).sort()).toEqual([ids.recruiter, ids.admin].sort());
        const notCorporate = await t.call(ACME, { method: 'PATCH', url: `/api/assign-recruiter/${job.id}`, token: admin, payload: { recruiter_ids: [ids.vendorUser] } });
        expect(notCorporate.statusCode).toBe(400);
        expect(notCorporate.json().errors.recruiter_ids).toBeDefined();
        const removed = await t.call(ACME, { method: 'PATCH', url: '/api/remove-job-recruiter', token: admin, payload: { job_id: job.id, recruiter_id: ids.admin } });
        expect(removed.json().data.recruiters.map((r: { id: string }) => r.id)).toEqual([ids.recruiter]);
        const again = await t.call(ACME, { method: 'PATCH', url: '/api/remove-job-recruiter', token: admin, payload: { job_id: job.id, recruiter_id: ids.admin } });
        expect(again.statusCode).toBe(400);
        expect(again.json().errors.recruiter_id).toBeDefined();
        const foreign = await t.call(GLOBEX, { method: 'PATCH', url: '/api/remove-job-recruiter', token: globexAdmin, payload: { job_id: job.id, recruiter_id: ids.recruiter } });
        expect(foreign.statusCode).toBe(404);
        expect(await countRows(t, 'job_recruiters', ACME, sql`x.job_id = ${job.id}`)).toBe(1);
    });

    it('updates the hiring deadline with its version and promotes a job', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Deadline job', posted_date: '2026-01-01' });
        const early = await t.call(ACME, { method: 'PATCH', url: `/api/${job.id}/update-hiring-deadline`, token: admin, payload: { hiring_deadline: '2025-12-01', version: job.version } });
        expect(early.statusCode).toBe(400);
        expect(early.json().errors.hiring_deadline).toBeDefined();
        const set = await t.call(ACME, { method: 'PATCH', url: `/api/${job.id}/update-hiring-deadline`, token: admin, payload: { hiring_deadline: '2026-06-30', version: job.version } });
        expect(set.json().data).toMatchObject({ hiring_deadline: '2026-06-30', version: job.version + 1 });
        const stale = await t.call(ACME, { method: 'PATCH', url: `/api/${job.id}/update-hiring-deadline`, token: admin, payload: { hiring_deadline: '2026-07-30', version: job.version } });
        expect(stale.statusCode).toBe(409);
        const promoted = await t.call(ACME, { method: 'PATCH', url: `/api/${job.id}/promote-job`, token: recruiter, payload: {} });
        expect(promoted.statusCode).toBe(200);
        expect(Date.parse(promoted.json().data.promoted_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('deletes a job with its pipeline and applications', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Doomed job' });
        await t.call(ACME, { method: 'POST', url: '/api/add-user-application', token: admin, payload: { job_id: job.id, candidate: { first_name: 'Del', email: 'del@mail.example' } } });
        const response = await t.call(ACME, { method: 'DELETE', url: `/api/delete-job/${job.id}`, token: admin });
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe('Job deleted successfully!');
        expect(await countRows(t, 'pipeline_stages', ACME, sql`x.job_id = ${job.id}`)).toBe(0);
        expect(await countRows(t, 'applications', ACME, sql`x.job_id = ${job.id}`)).toBe(0);
        expect(await countRows(t, 'candidates', ACME, sql`lower(x.email) = 'del@mail.example'`)).toBe(1);
        expect((await t.call(ACME, { method: 'DELETE', url: `/api/delete-job/${job.id}`, token: admin })).statusCode).toBe(404);
    });
});

describe('skills and AI drafts', () => {
    it('serves built-in skills plus those used in the workspace, searchable', async () => {
        await createJob(t, ACME, admin, { title: 'Skill job', skills: ['Quantum Basket Weaving'] });
        const all = (await t.call(ACME, { method: 'GET', url: '/api/get-skills', token: recruiter })).json().data as string[];
        expect(all).toEqual(expect.arrayContaining(['TypeScript', 'Quantum Basket Weaving']));
        const some = (await t.call(ACME, { method: 'GET', url: '/api/get-skills?search=basket', token: recruiter })).json().data;
        expect(some).toEqual(['Quantum Basket Weaving']);
        const globex = (await t.call(GLOBEX, { method: 'GET', url: '/api/get-skills?search=basket', token: globexAdmin })).json().data;
        expect(globex).toEqual([]);
    });

    it('drafts a structured description with the built-in template writer', async () => {
        const response = await t.call(ACME, {
            method: 'POST',
            url: '/api/generate-ai-content',
            token: recruiter,
            payload: { type: 'JD', title: 'Data Engineer', skills: ['Spark', 'SQL'], min_experience: 3, max_experience: 6, job_locations: ['Pune'], employment_type: 'FULL_TIME', department: 'Engineering' },
        });
        expect(response.statusCode).toBe(200);
        const { content, source } = response.json().data;
        expect(source).toBe('template');
        for (const part of ['<h2>About the role</h2>', '<h2>Responsibilities</h2>', '<h2>Requirements</h2>', 'Spark', 'SQL', '3 to 6 years', 'Pune', 'Full time']) expect(content).toContain(part);
        const bad = await t.call(ACME, { method: 'POST', url: '/api/generate-ai-content', token: admin, payload: { type: 'EMAIL', title: 'X' } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors.type).toBeDefined();
    });

    it('uses an OpenAI-compatible endpoint when configured and falls back to the template when it fails', async () => {
        let seen: { model?: string; auth?: string } = {};
        let fail = false;
        const server = createServer((req, res) => {
            let body = '';
            req.on('data', c => (body += c));
            req.on('end', () => {
                seen = { model: JSON.parse(body).model, auth: req.headers.authorization };
                if (fail) return void res.writeHead(500).end('down');
                res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: '<h2>About the role</h2><p>From the model</p><script>x</script>' } }] }));
            });
        });
        await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
        try {
            const settings = { aiApiUrl: url, aiApiKey: 'k-123', aiModel: 'test-model', aiTimeoutMs: 2000 };
            const ai = await generateJobDescription(settings, { title: 'Chemist' });
            expect(ai.source).toBe('ai');
            expect(ai.content).toContain('From the model');
            expect(ai.content).not.toContain('script');
            expect(seen).toEqual({ model: 'test-model', auth: 'Bearer k-123' });
            fail = true;
            const fallback = await generateJobDescription(settings, { title: 'Chemist' });
            expect(fallback.source).toBe('template');
            expect(fallback.content).toContain('Chemist');
        } finally {
            server.close();
        }
    });
});

describe('job bulk upload', () => {
    const upload = (content: string, token = admin, host = ACME) => t.call(host, { method: 'POST', url: '/api/job-bulk-upload', token, ...multipart([['file', 'jobs.csv', content]]) });
    const header = ['title', 'Department', 'client', 'employment_type', 'job_locations', 'skills', 'min_experience', 'max_experience', 'salary_min', 'salary_max', 'posted_date', 'recruiters', 'show_on_career_page'];

    it('refuses the whole file when any row is bad, with a per-row report', async () => {
        const before = await countRows(t, 'jobs', ACME);
        const response = await upload(
            csv([
                header,
                ['Bulk Good One', 'Engineering', 'Northwind Traders', 'FULL_TIME', 'Pune; Remote', 'Go; SQL', 1, 3, '', '', '2026-02-01', 'recruiter@acme.example', 'yes'],
                ['Bulk Bad Range', 'Engineering', '', 'FULL_TIME', '', '', 9, 2, 500, 100, '', '', ''],
                ['', 'No Such Department', '', 'SOMETIMES', '', '', 50, '', '', '', 'tomorrow', 'vendor@acme.example', 'maybe'],
            ]),
        );
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.message).toBe('2 rows have errors. Nothing was saved.');
        expect(body.data.rows).toEqual([
            { row: 3, errors: { max_experience: expect.any(String), salary_max: expect.any(String) } },
            {
                row: 4,
                errors: {
                    title: 'title is required',
                    department: 'Department "No Such Department" not found',
                    employment_type: expect.stringContaining('FULL_TIME'),
                    min_experience: expect.any(String),
                    posted_date: expect.any(String),
                    recruiters: 'No active corporate user with the email vendor@acme.example',
                    show_on_career_page: expect.any(String),
                },
            },
        ]);
        expect(body.data.report).toContain('Row,Field,Column,Error');
        expect(await countRows(t, 'jobs', ACME)).toBe(before);
    });

    it('creates every job of a good file, each with its pipeline', async () => {
        const response = await upload(
            csv([
                header,
                ['Bulk Good One', 'Engineering', 'Northwind Traders', 'full time', 'Pune; Remote', 'Go; SQL', 1, 3, '', '', '2026-02-01', 'recruiter@acme.example', 'yes'],
                ['Bulk Good Two', ids.sales, '', 'CONTRACT', 'Delhi', '', 0, 2, 10, 20, '', '', 'no'],
            ]),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 2, unchanged: 0 });
        const [listed] = (await filtered({ department: ids.engineering })).json().data.filter((j: { title: string }) => j.title === 'Bulk Good One');
        const one = (await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${listed.id}`, token: admin })).json().data;
        expect(one).toMatchObject({ client_name: 'Northwind Traders', job_locations: ['Pune', 'Remote'], skills: ['Go', 'SQL'], show_on_career_page: true, recruiters: [{ id: ids.recruiter }] });
        expect(await stagesOf(t, ACME, admin, one.id)).toHaveLength(6);
    });

    it("lists an import's jobs in the file's order, newest first as ever, whatever columns each row sets", async () => {
        const rows = ['Bulk order first', 'Bulk order second', 'Bulk order third', 'Bulk order fourth'];
        // Rows that set different columns go in by different statements: the order must hold across them.
        const file = csv([['title', 'Department'], ...rows.map((title, i) => [title, i % 2 ? '' : 'Engineering'])]);
        expect((await upload(file)).statusCode).toBe(200);
        const listed = await jobs(admin, `?search=${encodeURIComponent('Bulk order')}&limit=12`);
        expect((listed.json().data as { title: string }[]).map(j => j.title)).toEqual(rows);
    });

    it('creates no duplicates when the same file is uploaded again', async () => {
        const file = csv([header, ['Bulk Repeat', 'Engineering', '', 'FULL_TIME', '', '', 1, 3, '', '', '2026-03-01', '', ''], ['Bulk Repeat', 'Engineering', '', 'FULL_TIME', '', '', 1, 3, '', '', '2026-03-01', '', '']]);
        const first = await upload(file);
        expect(first.json().data).toEqual({ created: 1, unchanged: 1 });
        const before = await countRows(t, 'jobs', ACME);
        const again = await upload(file);
        expect(again.statusCode).toBe(200);
        expect(again.json().data).toEqual({ created: 0, unchanged: 2 });
        expect(await countRows(t, 'jobs', ACME)).toBe(before);
    });

    it('refuses a client column on a workspace that is not an agency, unknown columns and non-sheets', async () => {
        const globex = await upload(csv([['title', 'client'], ['Globex bulk', 'Northwind Traders']]), globexAdmin, GLOBEX);
        expect(globex.statusCode).toBe(400);
        expect(globex.json().data.rows[0].errors.client).toMatch(/recruit agencies/);
        const unknown = await upload(csv([['title', 'colour'], ['X job', 'red']]));
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors.file).toMatch(/Unknown column "colour"/);
        const binary = await t.call(ACME, { method: 'POST', url: '/api/job-bulk-upload', token: admin, ...multipart([['file', 'jobs.csv', Buffer.from([0, 1, 2, 3, 0, 5])]]) });
        expect(binary.statusCode).toBe(400);
        expect((await t.call(ACME, { method: 'POST', url: '/api/job-bulk-upload', token: vendor, ...multipart([['file', 'jobs.csv', 'title\nX job\n']]) })).statusCode).toBe(403);
    });
});

describe('OpenAPI', () => {
    it('documents the job routes with their schemas', async () => {
        const doc = (await t.call(ACME, { method: 'GET', url: '/api/docs/json' })).json();
        for (const path of ['/api/get-jobs', '/api/create-job', '/api/update-job/{id}', '/api/job-bulk-upload', '/api/get-filter-list', '/api/{id}/promote-job']) {
            expect(doc.paths[path], path).toBeDefined();
        }
        expect(doc.paths['/api/create-job'].post.requestBody.content['application/json'].schema.properties.min_experience).toMatchObject({ minimum: 0, maximum: 40 });
    });
});
