/** Candidate search across the workspace (GET /api/candidates/search): words, phone, skills, applications, pagination, isolation, bad input. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let vendor: string;
let globexAdmin: string;
let backendJob: string;
let dataJob: string;

interface Found {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string;
    applications: { id: string; job_id: string; job_title: string; stage_id: string; stage_name: string }[];
}

const search = (query: string, token = recruiter, host = ACME) => t.call(host, { method: 'GET', url: `/api/candidates/search?${query}`, token });
const names = async (q: string, token = recruiter, host = ACME) => {
    const response = await search(`q=${encodeURIComponent(q)}&limit=100`, token, host);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Found[]).map(c => `${c.first_name} ${c.last_name ?? ''}`.trim()).sort();
};

async function applicant(jobId: string, candidate: Record<string, unknown>) {
    const response = await addApplicant(t, ACME, recruiter, jobId, candidate);
    if (response.statusCode !== 200) throw new Error(`add-user-application: ${response.statusCode} ${response.body}`);
    return response.json().data as { id: string; candidate: { id: string; version: number } };
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    backendJob = (await createJob(t, ACME, admin, { title: 'Backend Engineer' })).id;
    dataJob = (await createJob(t, ACME, admin, { title: 'Data Analyst' })).id;
    await applicant(backendJob, { first_name: 'Priyamvada', last_name: 'Kulkarni', email: 'pk@search.example', phone: '+91 98765 43210', skills: ['Python', 'PostgreSQL'], city: 'Pune' });
    await applicant(backendJob, { first_name: 'Priyanka', last_name: 'Rao', email: 'priyanka.rao@search.example', skills: ['Java'], current_title: 'Staff Engineer' });
    await applicant(dataJob, { first_name: 'Arjun', last_name: 'Mehta', email: 'arjun@search.example', skills: ['Python', 'Tableau'], city: 'Bengaluru' });
    // The same person applies to the second job too: one candidate, two applications.
    await applicant(dataJob, { first_name: 'Priyamvada', last_name: 'Kulkarni', email: 'pk@search.example' });
    // Another workspace's candidate with the same name is never found from acme (nor acme's from globex).
    const globexJob = (await createJob(t, GLOBEX, globexAdmin, { title: 'Globex job' })).id;
    const foreign = await addApplicant(t, GLOBEX, globexAdmin, globexJob, { first_name: 'Priyamvada', last_name: 'Globex', email: 'pg@globex-search.example' });
    expect(foreign.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('what a search finds', () => {
    it('matches every word as the start of a word of the name, the email or the skills, case-insensitively', async () => {
        expect(await names('priya')).toEqual(['Priyamvada Kulkarni', 'Priyanka Rao']);
        expect(await names('PRIYA kulk')).toEqual(['Priyamvada Kulkarni']);
        // The demo data has a Rao of its own.
        expect(await names('rao')).toContain('Priyanka Rao');
        expect(await names('rao')).not.toContain('Priyamvada Kulkarni');
        expect(await names('priyanka.rao@search')).toEqual(['Priyanka Rao']);
        expect(await names('priyanka.rao')).toEqual(['Priyanka Rao']);
        // The demo vendor's Aisha Khan knows Python too (server/db/seedVendor.ts).
        expect(await names('python')).toEqual(['Aisha Khan', 'Arjun Mehta', 'Priyamvada Kulkarni']);
        expect(await names('pyth tabl')).toEqual(['Arjun Mehta']);
        expect(await names('postgres priya')).toEqual(['Priyamvada Kulkarni']);
        // The email: words of its local part, or the address from its start.
        expect(await names('pk@search.ex')).toEqual(['Priyamvada Kulkarni']);
        expect(await names('pk@other')).toEqual([]);
        // Title and city are not searched (filters, not names).
        expect(await names('staff')).toEqual([]);
        // A word inside another word is not a prefix: "amvada" is not found.
        expect(await names('amvada')).toEqual([]);
        expect(await names('nobody here')).toEqual([]);
    });

    it('finds a phone number however it is typed, whole or by its first digits', async () => {
        for (const q of ['+91 98765 43210', '9876543210', '919876543210', '98765', '(987) 654']) {
            expect(await names(q), q).toEqual(['Priyamvada Kulkarni']);
        }
    });

    it('answers each candidate once with the jobs applied to and the stage, following moves', async () => {
        const response = await search('q=kulkarni');
        expect(response.statusCode).toBe(200);
        const [found] = response.json().data as Found[];
        expect(response.json().data).toHaveLength(1);
        expect(found.email).toBe('pk@search.example');
        expect(found.applications.map(a => [a.job_title, a.stage_name]).sort()).toEqual([
            ['Backend Engineer', 'Applied'],
            ['Data Analyst', 'Applied'],
        ]);
        const onBackend = found.applications.find(a => a.job_id === backendJob)!;
        const screening = (await stagesOf(t, ACME, admin, backendJob)).find(s => s.name === 'Screening')!;
        const version = (await t.call(ACME, { method: 'GET', url: `/api/${onBackend.id}/application-detail`, token: admin })).json().data.application.version as number;
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: recruiter, payload: { application_id: onBackend.id, to_stage_id: screening.id, version } });
        expect(moved.statusCode, moved.body).toBe(200);
        const after = (await search('q=kulkarni')).json().data[0] as Found;
        expect(after.applications.find(a => a.job_id === backendJob)).toMatchObject({ stage_id: screening.id, stage_name: 'Screening' });
    });

    it('follows edits of the candidate: the new name is found, the old one no longer', async () => {
        const created = await applicant(dataJob, { first_name: 'Zebulon', last_name: 'Oldname', email: 'zebulon@search.example' });
        expect(await names('oldname')).toEqual(['Zebulon Oldname']);
        const candidateId = created.candidate.id;
        const updated = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidateId}`, token: recruiter, payload: { last_name: 'Newname', version: created.candidate.version } });
        expect(updated.statusCode, updated.body).toBe(200);
        expect(await names('oldname')).toEqual([]);
        expect(await names('zebulon newn')).toEqual(['Zebulon Newname']);
    });
});

describe('pages', () => {
    it('pages newest first with the list meta', async () => {
        const jobId = (await createJob(t, ACME, admin, { title: 'Paging job' })).id;
        for (let i = 1; i <= 12; i++) await applicant(jobId, { first_name: 'Quillon', last_name: `Number${String(i).padStart(2, '0')}`, email: `quillon${i}@search.example` });
        // Arrival order decides: spread the arrivals so "newest first" is unambiguous.
        await sql`update candidates set created_at = now() - (substring(last_name from 7)::int * interval '1 minute') where first_name = 'Quillon'`.execute(t.database.db);
        const first = await search('q=quillon&page=1&limit=5');
        expect(first.statusCode).toBe(200);
        expect(first.json().meta).toEqual({ total: 12, perPage: 5, currentPage: 1, nextPage: 2, previousPage: null, pageCount: 3 });
        expect((first.json().data as Found[]).map(c => c.last_name)).toEqual(['Number01', 'Number02', 'Number03', 'Number04', 'Number05']);
        const last = await search('q=quillon&page=3&limit=5');
        expect(last.json().meta).toMatchObject({ total: 12, currentPage: 3, nextPage: null, previousPage: 2 });
        expect((last.json().data as Found[]).map(c => c.last_name)).toEqual(['Number11', 'Number12']);
        const beyond = await search('q=quillon&page=9&limit=5');
        expect(beyond.statusCode).toBe(200);
        expect(beyond.json().data).toEqual([]);
        expect(beyond.json().meta.total).toBe(12);
        // Ten to a page by default (config/constants.json pageSize.default).
        expect((await search('q=quillon')).json().meta.perPage).toBe(10);
    });
});

describe('who may search, and where', () => {
    it("never finds another workspace's candidates", async () => {
        expect(await names('priyamvada')).toEqual(['Priyamvada Kulkarni']);
        expect(await names('priyamvada', globexAdmin, GLOBEX)).toEqual(['Priyamvada Globex']);
        expect(await names('kulkarni', globexAdmin, GLOBEX)).toEqual([]);
        expect(await names('globex')).toEqual([]);
    });

    it('is for corporate users: a vendor gets 403 (the session kept), no token 401', async () => {
        expect((await search('q=priya', admin)).statusCode).toBe(200);
        expect((await search('q=priya', vendor)).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: vendor })).statusCode).toBe(200);
        const anonymous = await t.call(ACME, { method: 'GET', url: '/api/candidates/search?q=priya' });
        expect(anonymous.statusCode).toBe(401);
    });
});

describe('bad input', () => {
    it('answers 400 naming the field, and writes nothing', async () => {
        const before = await countRows(t, 'candidates', ACME);
        for (const [query, field] of [
            ['', 'q'],
            ['q=', 'q'],
            ['q=a', 'q'],
            ['q=%21%21%21', 'q'],
            ['q=a%20b', 'q'],
            [`q=${'x'.repeat(101)}`, 'q'],
            ['q=one%20two%20three%20four%20five%20six%20seven', 'q'],
            ['q=priya&limit=0', 'limit'],
            ['q=priya&limit=101', 'limit'],
            ['q=priya&page=0', 'page'],
            ['q=priya&page=x', 'page'],
        ] as const) {
            const response = await search(query);
            expect(response.statusCode, query).toBe(400);
            expect(Object.keys(response.json().errors ?? {}), `${query}: ${response.body}`).toContain(field);
        }
        expect(await countRows(t, 'candidates', ACME)).toBe(before);
    });
});
