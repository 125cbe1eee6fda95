/** The global search (GET /api/search): jobs, candidates and applications by name, as far as the caller may see them; isolation; bad input. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, board, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let globexAdmin: string;
let ownJob: string;
let otherJob: string;

interface Found {
    jobs: { id: string; title: string; status: string }[];
    candidates: { id: string; name: string; email: string; application: { id: string; job_id: string } | null }[];
    applications: { id: string; job_id: string; job_title: string; candidate_name: string; stage_name: string }[];
}

const search = (query: string, token = admin, host = ACME) => t.call(host, { method: 'GET', url: `/api/search?${query}`, token });
async function found(q: string, token = admin, host = ACME): Promise<Found> {
    const response = await search(`q=${encodeURIComponent(q)}&limit=10`, token, host);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Found;
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    const recruiterId = await userId(t, ACME, recruiter);
    ownJob = (await createJob(t, ACME, admin, { title: 'Quasar Platform Engineer', recruiter_ids: [recruiterId] })).id;
    otherJob = (await createJob(t, ACME, admin, { title: 'Quasar Data Scientist' })).id;
    for (const [job, candidate] of [
        [ownJob, { first_name: 'Zephyrine', last_name: 'Quill', email: 'zq@globalsearch.example' }],
        [otherJob, { first_name: 'Zephyrine', last_name: 'Marsh', email: 'zm@globalsearch.example' }],
    ] as const) {
        const response = await addApplicant(t, ACME, admin, job, candidate);
        expect(response.statusCode, response.body).toBe(200);
    }
    // Another workspace has the same names: never found from acme.
    const globexJob = (await createJob(t, GLOBEX, globexAdmin, { title: 'Quasar Globex Role' })).id;
    expect((await addApplicant(t, GLOBEX, globexAdmin, globexJob, { first_name: 'Zephyrine', last_name: 'Globex', email: 'zg@globalsearch.example' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/search', () => {
    it('finds jobs by the start of a word of their title, and candidates and their applications by name', async () => {
        const byJob = await found('quasar');
        expect(byJob.jobs.map(j => j.title).sort()).toEqual(['Quasar Data Scientist', 'Quasar Platform Engineer']);
        expect((await found('platf quas')).jobs.map(j => j.title)).toEqual(['Quasar Platform Engineer']);
        // A word inside another word is not a prefix.
        expect((await found('asar')).jobs).toEqual([]);

        const byName = await found('zephyrine');
        expect(byName.candidates.map(c => c.name).sort()).toEqual(['Zephyrine Marsh', 'Zephyrine Quill']);
        expect(byName.applications.map(a => `${a.candidate_name} @ ${a.job_title}`).sort()).toEqual([
            'Zephyrine Marsh @ Quasar Data Scientist',
            'Zephyrine Quill @ Quasar Platform Engineer',
        ]);
        expect(byName.applications.every(a => a.stage_name.length > 0 && [ownJob, otherJob].includes(a.job_id))).toBe(true);
        // Each candidate opens on their application (the console has no candidate page of its own).
        for (const candidate of byName.candidates) {
            const application = byName.applications.find(a => a.candidate_name === candidate.name);
            expect(candidate.application).toEqual({ id: application?.id, job_id: application?.job_id });
        }
    });

    it('finds a recruiter every job and application the job list shows them, not only their own', async () => {
        // The job list and the boards are every job's for a recruiter (docs/decisions.md): the search finds what they can open.
        const jobs = await found('quasar', recruiter);
        expect(jobs.jobs.map(j => j.id).sort()).toEqual([ownJob, otherJob].sort());
        const people = await found('zephyrine', recruiter);
        expect(people.applications.map(a => a.job_id).sort()).toEqual([ownJob, otherJob].sort());
        const byName = Object.fromEntries(people.candidates.map(c => [c.name, c.application?.job_id]));
        expect(byName).toEqual({ 'Zephyrine Quill': ownJob, 'Zephyrine Marsh': otherJob });
        // …and the board the console opens it on answers them.
        const opened = await board(t, ACME, recruiter, otherJob);
        expect(opened.statusCode, opened.body).toBe(200);
    });

    it('gives a teammate without the job list no jobs or applications, and candidates with none to open', async () => {
        await sql`update users set permissions = ${JSON.stringify({ 'COMPANY-DASHBOARD': ['VIEW'] })}::jsonb where email = 'lead@acme.example'`.execute(t.database.db);
        const result = await found('zephyrine', await t.login(ACME, 'lead@acme.example'));
        expect(result.jobs).toEqual([]);
        expect(result.applications).toEqual([]);
        expect(result.candidates.map(c => c.application)).toEqual([null, null]);
    });

    it("never finds another workspace's jobs or candidates, from either side", async () => {
        const acme = await found('zephyrine');
        expect(acme.candidates.map(c => c.name)).not.toContain('Zephyrine Globex');
        expect((await found('globex')).jobs).toEqual([]);
        const globex = await found('zephyrine', globexAdmin, GLOBEX);
        expect(globex.candidates.map(c => c.name)).toEqual(['Zephyrine Globex']);
        expect(globex.jobs).toEqual([]);
        expect((await found('quasar', globexAdmin, GLOBEX)).jobs.map(j => j.title)).toEqual(['Quasar Globex Role']);
    });

    it('keeps to the limit per kind', async () => {
        const response = await search('q=quasar&limit=1');
        expect(response.statusCode).toBe(200);
        expect((response.json().data as Found).jobs).toHaveLength(1);
    });

    it('answers 400 naming q for a search without two letters, too many words, or a bad limit', async () => {
        for (const query of ['q=a', 'q=' + encodeURIComponent('a b'), 'q=' + encodeURIComponent('one two three four five six seven'), '']) {
            const response = await search(query);
            expect(response.statusCode, query).toBe(400);
            expect(Object.keys(response.json().errors ?? {}), query).toContain('q');
        }
        const badLimit = await search('q=quasar&limit=500');
        expect(badLimit.statusCode).toBe(400);
        expect(Object.keys(badLimit.json().errors ?? {})).toContain('limit');
    });
});
