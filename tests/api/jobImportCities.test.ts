/**
 * Jobs written many to a statement (the job upload) get the same cities, flagged locations and
 * interview rounds as a job created alone (028_job_insert_statement_triggers.sql: statement
 * triggers over the statement's new rows, each distinct place resolved once).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { csv, multipart } from './jobsSupport.js';

const PUNE = 1259229;
const MUMBAI = 1275339;
const HYDERABAD_IN = 1269843;

let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(async () => t?.close());

const jobTitled = async (title: string) => {
    const list = await t.call(ACME, { method: 'GET', url: `/api/get-jobs?search=${encodeURIComponent(title)}&limit=12`, token: admin });
    const job = (list.json().data as { id: string; title: string }[]).find(j => j.title === title);
    expect(job, title).toBeDefined();
    return (await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${job!.id}`, token: admin })).json().data;
};

it('gives every imported job its own cities, its unmatched places in order, and its default rounds', async () => {
    const rows = [
        ['Import city A', 'pune; Hyderabad; Remote; Gotham Heights; Atlantisz'],
        ['Import city B', 'Mumbai; PUNE'],
        ['Import city C', 'Gotham Heights'],
        ['Import city D', ''],
    ];
    const upload = await t.call(ACME, { method: 'POST', url: '/api/job-bulk-upload', token: admin, ...multipart([['file', 'jobs.csv', csv([['title', 'job_locations'], ...rows])]]) });
    expect(upload.statusCode, upload.body).toBe(200);

    const [a, b, c, d] = await Promise.all(rows.map(([title]) => jobTitled(title)));
    expect(a.city_ids).toEqual([HYDERABAD_IN, PUNE].sort((x, y) => x - y));
    expect(a.locations_unmatched).toEqual(['Gotham Heights', 'Atlantisz']);
    expect(b.city_ids).toEqual([PUNE, MUMBAI].sort((x, y) => x - y));
    expect(b.locations_unmatched).toEqual([]);
    expect(c.city_ids).toEqual([]);
    expect(c.locations_unmatched).toEqual(['Gotham Heights']);
    expect(d.city_ids).toEqual([]);
    expect(d.locations_unmatched).toEqual([]);

    for (const job of [a, d]) {
        const rounds = await t.call(ACME, { method: 'GET', url: `/api/${job.id}/get-interview-rounds`, token: admin });
        expect(rounds.statusCode, rounds.body).toBe(200);
        expect((rounds.json().data as { name: string; position: number }[]).map(r => [r.name, r.position])).toEqual([['Technical', 1], ['HR', 2]]);
    }
});
