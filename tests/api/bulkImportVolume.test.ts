/**
 * Imports at the supported size (issue 10): 10,000 rows through the generated upload (departments),
 * the job upload and the applicant upload are written completely; one bad row among 10,000 writes nothing and is
 * named by row and field; a file over the one cap (config/constants.json bulkUploadMaxRows) is refused.
 * No timing here: `npm run bench` measures the imports (docs/performance.md, "Imports").
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../config/index.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { board, countRows, createJob, csv, multipart, optionId, userId } from './jobsSupport.js';

const ROWS = 10_000;
// Each test uploads 10,000 rows once or twice; on a busy two-core machine that can pass the default 20 s.
const SLOW = { timeout: 120_000 };

let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const upload = (url: string, content: string, fields: Record<string, string> = {}) =>
    t.call(ACME, { method: 'POST', url, token: admin, ...multipart([['file', 'import.csv', content]], fields) });

it('caps both uploads with the one constant, at the supported 10,000 rows', () => {
    expect(constants.bulkUploadMaxRows).toBe(ROWS);
});

describe('10,000 departments through the generated bulk upload', () => {
    const URL = '/api/departments/bulk-upload';
    const header = ['name', 'code', 'head_email', 'description'];
    const rows = (description = 'Imported') => Array.from({ length: ROWS }, (_, i) => [`Volume dept ${i + 1}`, `VD${i + 1}`, `head${i + 1}@acme.example`, description]);
    const imported = (where = sql`true`) => countRows(t, 'departments', ACME, sql`x.name like 'Volume dept %' and ${where}`);

    it('writes nothing when one row of 10,000 is bad, and names that row and field', SLOW, async () => {
        const file = rows();
        file[7499][2] = 'not-an-email'; // file row 7,501 (the header is row 1)
        const response = await upload(URL, csv([header, ...file]));
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('1 row has errors. Nothing was saved.');
        expect(response.json().data.rows).toEqual([{ row: 7501, errors: { head_email: 'Invalid email address' } }]);
        expect(await imported()).toBe(0);
    });

    it('writes all 10,000 rows of a good file', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows()]));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: ROWS, updated: 0, unchanged: 0 });
        expect(await imported(sql`x.status = 'ACTIVE' and x.version = 1 and x.description = 'Imported' and x.code = 'VD' || substr(x.name, 13)`)).toBe(ROWS);
    });

    it('updates all 10,000 when every row changes one cell, touching only that cell', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows('Changed')]));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 0, updated: ROWS, unchanged: 0 });
        expect(await imported(sql`x.version = 2 and x.description = 'Changed' and x.code = 'VD' || substr(x.name, 13) and x.head_email like 'head%'`)).toBe(ROWS);
        const again = await upload(URL, csv([header, ...rows('Changed')]));
        expect(again.json().data).toEqual({ created: 0, updated: 0, unchanged: ROWS });
        expect(await imported(sql`x.version = 2`)).toBe(ROWS);
    });

    it('refuses a file one row over the cap, writing nothing', SLOW, async () => {
        const file = [...rows(), ['Volume dept 10001', 'VD10001', '', '']];
        const response = await upload(URL, csv([header, ...file]));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.file).toBe(`The file has ${ROWS + 1} rows; at most ${ROWS} can be uploaded at once.`);
        expect(await imported(sql`x.name = 'Volume dept 10001'`)).toBe(0);
    });
});

describe('10,000 jobs through the job upload', () => {
    const URL = '/api/job-bulk-upload';
    const header = ['title', 'Department', 'recruiters', 'skills', 'min_experience', 'max_experience', 'priority', 'openings'];
    const rows = () =>
        Array.from({ length: ROWS }, (_, i) => [`Volume role ${i + 1}`, i % 2 ? 'Engineering' : '', i % 3 ? 'recruiter@acme.example' : '', 'Go; SQL', i % 5, (i % 5) + 3, i % 7 ? '' : 'HIGH', 1 + (i % 4)]);
    const imported = (where = sql`true`) => countRows(t, 'jobs', ACME, sql`x.title like 'Volume role %' and ${where}`);

    it('writes nothing when one row of 10,000 is bad, and names that row and field', SLOW, async () => {
        const stagesBefore = await countRows(t, 'pipeline_stages', ACME);
        const file = rows();
        file[9000][1] = 'No such department'; // file row 9,002
        const response = await upload(URL, csv([header, ...file]));
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([{ row: 9002, errors: { department: 'Department "No such department" not found' } }]);
        expect(await imported()).toBe(0);
        expect(await countRows(t, 'pipeline_stages', ACME)).toBe(stagesBefore);
    });

    it('creates all 10,000 jobs of a good file, each with its pipeline, references and recruiters', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows()]));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: ROWS, unchanged: 0 });
        expect(await imported()).toBe(ROWS);

        const engineering = await optionId(t, ACME, admin, 'departments', 'Engineering');
        const recruiter = await userId(t, ACME, await t.login(ACME, 'recruiter@acme.example'));
        // Row i (0-based) names Engineering when i is odd and the recruiter unless i is a multiple of 3.
        expect(await imported(sql`x.department_id = ${engineering}`)).toBe(ROWS / 2);
        expect(await imported(sql`x.department_id is null`)).toBe(ROWS / 2);
        const assigned = await sql<{ n: number }>`select count(*)::int as n from job_recruiters r join jobs x on x.id = r.job_id
            where x.title like 'Volume role %' and r.user_id = ${recruiter}`.execute(t.database.db);
        expect(Number(assigned.rows[0].n)).toBe(ROWS - Math.ceil(ROWS / 3));
        // Cells left empty take the table's defaults, as a job created alone does.
        expect(await imported(sql`x.priority = 'HIGH'`)).toBe(Math.ceil(ROWS / 7));
        expect(await imported(sql`x.priority = 'MEDIUM' and x.job_type = 'OPEN' and x.posted_date = current_date and x.version = 1`)).toBe(ROWS - Math.ceil(ROWS / 7));
        expect(await imported(sql`x.skills = '["Go","SQL"]'::jsonb and x.max_experience = x.min_experience + 3 and x.openings between 1 and 4`)).toBe(ROWS);

        // Every job has the built-in six stages, numbered 1 to 6 in order.
        const stages = await sql<{ jobs: number; stages: number; misplaced: number }>`
            select count(distinct s.job_id)::int as jobs, count(*)::int as stages,
                   count(*) filter (where s.position <> array_position(array['Applied','Screening','Interview','Offered','Hired','Rejected'], s.name))::int as misplaced
            from pipeline_stages s join jobs x on x.id = s.job_id where x.title like 'Volume role %'`.execute(t.database.db);
        expect(stages.rows[0]).toEqual({ jobs: ROWS, stages: ROWS * 6, misplaced: 0 });

        // One of them as the API reads it: row i = 9,998 has no department, the recruiter, 3 to 6 years, 3 openings.
        const list = await t.call(ACME, { method: 'GET', url: '/api/get-jobs?search=Volume%20role%209999&limit=12', token: admin });
        const listed = list.json().data.find((j: { title: string }) => j.title === 'Volume role 9999');
        const one = (await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${listed.id}`, token: admin })).json().data;
        expect(one).toMatchObject({ department_id: null, recruiters: [{ id: recruiter }], skills: ['Go', 'SQL'], min_experience: 3, max_experience: 6, openings: 3, priority: 'MEDIUM' });
    });

    it('creates none of them again when the same file comes back', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows()]));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 0, unchanged: ROWS });
        expect(await imported()).toBe(ROWS);
    });

    it('refuses a file one row over the cap', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows(), ['Volume role 10001', '', '', '', '', '', '', '']]));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.file).toBe(`The file has ${ROWS + 1} rows; at most ${ROWS} can be uploaded at once.`);
    });
});

describe('10,000 applicants through the applicant upload', () => {
    const URL = '/api/applicant-upload';
    const header = ['First name', 'Last name', 'Email', 'Phone', 'Experience years', 'Skills', 'Stage'];
    // Every fourth person in Screening, the rest in the job's first stage; every third without a phone.
    const rows = (people = ROWS) =>
        Array.from({ length: people }, (_, i) => [`Volumeperson${i + 1}`, 'Uploaded', `volume.person${i + 1}@bulk.example`, i % 3 ? `+91 97${String(i + 1).padStart(8, '0')}` : '', i % 10, 'Go; SQL', i % 4 ? '' : 'Screening']);
    const imported = (where = sql`true`) => countRows(t, 'applications', ACME, sql`x.job_id = ${jobId} and ${where}`);
    let jobId: string;

    beforeAll(async () => {
        jobId = (await createJob(t, ACME, admin, { title: 'Volume applicants' })).id;
    });

    it('writes nothing when one row of 10,000 is bad, and names that row and field', SLOW, async () => {
        const candidatesBefore = await countRows(t, 'candidates', ACME);
        const file = rows();
        file[6200][2] = 'not-an-email'; // file row 6,202
        const response = await upload(URL, csv([header, ...file]), { job_id: jobId });
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([{ row: 6202, errors: { email: 'Invalid email address' } }]);
        expect(await imported()).toBe(0);
        expect(await countRows(t, 'candidates', ACME)).toBe(candidatesBefore);
    });

    it('adds all 10,000 people of a good file to the job, each with their stage, history and search terms', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows()]), { job_id: jobId });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: ROWS, linked: 0 });
        expect(await imported()).toBe(ROWS);
        const columns = (await board(t, ACME, admin, jobId)).json().data.stages as { name: string; count: number }[];
        expect(Object.fromEntries(columns.map(c => [c.name, c.count]))).toMatchObject({ Applied: ROWS * 0.75, Screening: ROWS * 0.25 });
        const history = await sql<{ n: number }>`select count(*)::int as n from application_stage_history h join applications x on x.id = h.application_id
            where x.job_id = ${jobId} and h.from_stage_id is null and h.to_stage_id = x.stage_id`.execute(t.database.db);
        expect(Number(history.rows[0].n)).toBe(ROWS);
        const phones = await countRows(t, 'candidates', ACME, sql`x.email like 'volume.person%@bulk.example' and x.phone_digits is not null`);
        expect(phones).toBe(ROWS - Math.ceil(ROWS / 3));
        // The last people are found by the workspace's search, by name and by phone (the last has none).
        const search = async (q: string) => (await t.call(ACME, { method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, token: admin })).json().data.candidates.map((c: { email: string }) => c.email);
        expect(await search('volumeperson10000')).toEqual(['volume.person10000@bulk.example']);
        expect(await search('9700009999')).toEqual(['volume.person9999@bulk.example']);
    });

    it('links all 10,000 to a second job as the people already there, writing them no second time', SLOW, async () => {
        const second = (await createJob(t, ACME, admin, { title: 'Volume applicants again' })).id;
        const candidatesBefore = await countRows(t, 'candidates', ACME);
        const response = await upload(URL, csv([header, ...rows().map(r => r.slice(0, 6))]), { job_id: second });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 0, linked: ROWS });
        expect(await countRows(t, 'candidates', ACME)).toBe(candidatesBefore);
        // Nothing the file says fills a blank they have: no person was written again.
        expect(await countRows(t, 'candidates', ACME, sql`x.email like 'volume.person%@bulk.example' and x.version <> 1`)).toBe(0);
    });

    it('refuses a file one row over the cap', SLOW, async () => {
        const response = await upload(URL, csv([header, ...rows(ROWS + 1)]), { job_id: jobId });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.file).toBe(`The file has ${ROWS + 1} rows; at most ${ROWS} can be uploaded at once.`);
    });
});
