/** Pipelines (stages of a job): read, add, rename with version, delete (refused while occupied, or moving applicants), reorder. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let vendor: string;
let globexAdmin: string;
let jobId: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    jobId = (await createJob(t, ACME, admin, { title: 'Pipeline job' })).id;
});
afterAll(() => t.close());

const stages = (id = jobId) => stagesOf(t, ACME, admin, id);
const addStage = (name: string, token = recruiter, host = ACME, id = jobId) => t.call(host, { method: 'POST', url: `/api/${id}/create-hiring-pipeline`, token, payload: { name } });

describe('reading and adding stages', () => {
    it('lists the default stages in order with counts', async () => {
        const response = await t.call(ACME, { method: 'GET', url: `/api/get-hiring-pipelines/${jobId}`, token: recruiter });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.map((s: { name: string; position: number; applicant_count: number }) => [s.name, s.position, s.applicant_count])).toEqual([
            ['Applied', 1, 0],
            ['Screening', 2, 0],
            ['Interview', 3, 0],
            ['Offered', 4, 0],
            ['Hired', 5, 0],
            ['Rejected', 6, 0],
        ]);
    });

    it('appends a stage; names are unique per job, case-insensitively', async () => {
        const response = await addStage('Technical Test');
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ name: 'Technical Test', position: 7, applicant_count: 0, version: 1, job_id: jobId });
        const duplicate = await addStage('  technical test ');
        expect(duplicate.statusCode).toBe(400);
        expect(duplicate.json().errors.name).toBe('A stage with this name already exists in this job.');
        const blank = await addStage('   ');
        expect(blank.statusCode).toBe(400);
        expect(blank.json().errors.name).toBeDefined();
        // Another job may use the same name.
        const other = await createJob(t, ACME, admin, { title: 'Other pipeline job' });
        expect((await addStage('Technical Test', admin, ACME, other.id)).statusCode).toBe(200);
        expect(await stages()).toHaveLength(7);
    });

    it('hides the job from another workspace (404, nothing added) and refuses vendors (403)', async () => {
        expect((await t.call(GLOBEX, { method: 'GET', url: `/api/get-hiring-pipelines/${jobId}`, token: globexAdmin })).statusCode).toBe(404);
        expect((await addStage('Globex stage', globexAdmin, GLOBEX)).statusCode).toBe(404);
        expect((await addStage('Vendor stage', vendor)).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: vendor })).statusCode).toBe(200);
        expect(await stages()).toHaveLength(7);
    });
});

describe('renaming', () => {
    it('renames with the version and refuses a stale one or a duplicate', async () => {
        const stage = (await stages()).find(s => s.name === 'Technical Test')!;
        const renamed = await t.call(ACME, { method: 'PUT', url: `/api/edit-pipeline/${stage.id}`, token: recruiter, payload: { name: 'Take-home', version: stage.version } });
        expect(renamed.statusCode).toBe(200);
        expect(renamed.json().data).toMatchObject({ name: 'Take-home', version: stage.version + 1 });
        const stale = await t.call(ACME, { method: 'PUT', url: `/api/edit-pipeline/${stage.id}`, token: recruiter, payload: { name: 'Homework', version: stage.version } });
        expect(stale.statusCode).toBe(409);
        const duplicate = await t.call(ACME, { method: 'PUT', url: `/api/edit-pipeline/${stage.id}`, token: recruiter, payload: { name: 'APPLIED', version: stage.version + 1 } });
        expect(duplicate.statusCode).toBe(400);
        expect(duplicate.json().errors.name).toBeDefined();
        const foreign = await t.call(GLOBEX, { method: 'PUT', url: `/api/edit-pipeline/${stage.id}`, token: globexAdmin, payload: { name: 'Hacked', version: stage.version + 1 } });
        expect(foreign.statusCode).toBe(404);
        expect((await stages()).find(s => s.id === stage.id)!.name).toBe('Take-home');
        const missingVersion = await t.call(ACME, { method: 'PUT', url: `/api/edit-pipeline/${stage.id}`, token: recruiter, payload: { name: 'No version' } });
        expect(missingVersion.statusCode).toBe(400);
        expect(missingVersion.json().errors.version).toBeDefined();
    });
});

describe('deleting', () => {
    it('deletes an empty stage and closes the gap in positions', async () => {
        const stage = (await stages()).find(s => s.name === 'Take-home')!;
        const response = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${stage.id}`, token: recruiter });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ message: 'Stage deleted successfully!', data: { id: stage.id, moved: 0 } });
        const after = await stages();
        expect(after.map(s => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('refuses while applicants sit in the stage, then moves them with move_to (history rows) and deletes it', async () => {
        const screening = (await stages()).find(s => s.name === 'Screening')!;
        const interview = (await stages()).find(s => s.name === 'Interview')!;
        for (const n of [1, 2]) {
            const added = await addApplicant(t, ACME, admin, jobId, { first_name: `Sitter${n}`, email: `sitter${n}@mail.example` }, { stage_id: screening.id });
            expect(added.statusCode).toBe(200);
        }
        const refused = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${screening.id}`, token: recruiter });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('Move the 2 applicants in this stage first.');
        expect((await stages()).find(s => s.id === screening.id)!.applicant_count).toBe(2);

        const otherJob = await createJob(t, ACME, admin, { title: 'Foreign target job' });
        const foreignTarget = (await stagesOf(t, ACME, admin, otherJob.id))[0];
        const wrongTarget = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${screening.id}?move_to=${foreignTarget.id}`, token: recruiter });
        expect(wrongTarget.statusCode).toBe(400);
        expect(wrongTarget.json().errors.move_to).toBeDefined();
        expect((await stages()).find(s => s.id === screening.id)).toBeDefined();

        const historyBefore = await countRows(t, 'application_stage_history', ACME, sql`x.job_id = ${jobId}`);
        const moved = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${screening.id}?move_to=${interview.id}`, token: recruiter });
        expect(moved.statusCode).toBe(200);
        expect(moved.json().data).toEqual({ id: screening.id, moved: 2 });
        const after = await stages();
        expect(after.find(s => s.id === screening.id)).toBeUndefined();
        expect(after.find(s => s.id === interview.id)!.applicant_count).toBe(2);
        expect(await countRows(t, 'application_stage_history', ACME, sql`x.job_id = ${jobId}`)).toBe(historyBefore + 2);
        const rows = await sql<{ from_stage_name: string; to_stage_name: string }>`select from_stage_name, to_stage_name from application_stage_history
            where job_id = ${jobId} order by moved_at desc limit 2`.execute(t.database.db);
        expect(rows.rows).toEqual([
            { from_stage_name: 'Screening', to_stage_name: 'Interview' },
            { from_stage_name: 'Screening', to_stage_name: 'Interview' },
        ]);
    });

    it('refuses from another workspace and keeps a job at least one stage', async () => {
        const [first] = await stages();
        expect((await t.call(GLOBEX, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${first.id}`, token: globexAdmin })).statusCode).toBe(404);
        const single = await createJob(t, ACME, admin, { title: 'Single stage job' });
        const all = await stagesOf(t, ACME, admin, single.id);
        for (const stage of all.slice(1)) expect((await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${stage.id}`, token: admin })).statusCode).toBe(200);
        const last = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${all[0].id}`, token: admin });
        expect(last.statusCode).toBe(400);
        expect(last.json().message).toBe('A job needs at least one stage.');
    });
});

describe('reordering', () => {
    it('takes every stage id in the new order', async () => {
        const before = await stages();
        const order = [...before].reverse().map(s => s.id);
        const response = await t.call(ACME, { method: 'PUT', url: `/api/update-pipeline-order/${jobId}`, token: recruiter, payload: { stage_ids: order } });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.map((s: { id: string }) => s.id)).toEqual(order);
        expect((await stages()).map(s => [s.id, s.position])).toEqual(order.map((id, i) => [id, i + 1]));
    });

    it('refuses a partial list, a foreign stage, another workspace and a vendor, changing nothing', async () => {
        const before = await stages();
        const ids = before.map(s => s.id);
        const other = (await stagesOf(t, ACME, admin, (await createJob(t, ACME, admin, { title: 'Reorder other' })).id))[0].id;
        for (const payload of [{ stage_ids: ids.slice(1) }, { stage_ids: [...ids.slice(1), other] }, { stage_ids: [...ids, ids[0]] }, { stage_ids: ids, extra: 1 }]) {
            const response = await t.call(ACME, { method: 'PUT', url: `/api/update-pipeline-order/${jobId}`, token: recruiter, payload });
            expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        }
        expect((await t.call(GLOBEX, { method: 'PUT', url: `/api/update-pipeline-order/${jobId}`, token: globexAdmin, payload: { stage_ids: [...ids].reverse() } })).statusCode).toBe(404);
        expect((await t.call(ACME, { method: 'PUT', url: `/api/update-pipeline-order/${jobId}`, token: vendor, payload: { stage_ids: [...ids].reverse() } })).statusCode).toBe(403);
        expect((await stages()).map(s => s.id)).toEqual(ids);
    });
});
