/**
 * On a PostgreSQL server, a route that declares `reusePlans` sends its statements as named prepared
 * statements (server/db/pgNamedStatements.ts), reading (the board) and writing (a card move) alike,
 * and the answers are the same each time; a route without it names nothing. The app's pool has one
 * connection here, so pg_prepared_statements (a view of the session's own) shows what the routes did.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, engine, type TestApp } from '../helpers/testApp.js';
import { addApplicant, board, createJob, stagesOf, type Stage } from './jobsSupport.js';

describe.runIf(engine === 'postgres')('named statements on a PostgreSQL server', () => {
    let t: TestApp;
    let admin: string;
    let jobId: string;
    let stages: Stage[];

    beforeAll(async () => {
        const poolSize = process.env.DATABASE_POOL_SIZE;
        process.env.DATABASE_POOL_SIZE = '1';
        try {
            t = await createTestApp();
        } finally {
            if (poolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
            else process.env.DATABASE_POOL_SIZE = poolSize;
        }
        admin = await t.login(ACME, 'admin@acme.example');
        jobId = (await createJob(t, ACME, admin, { title: 'Named statements job' })).id;
        stages = await stagesOf(t, ACME, admin, jobId);
        for (const first_name of ['Asha', 'Ravi']) {
            const added = await addApplicant(t, ACME, admin, jobId, { first_name, last_name: 'Kumar', email: `${first_name.toLowerCase()}@mail.example` });
            expect(added.statusCode, added.body).toBe(200);
        }
    });
    afterAll(() => t?.close());

    const prepared = async () =>
        (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(t.database.db)).rows;

    it('reads the board through kept statements, the same answer each time', async () => {
        const before = await prepared();
        const first = await board(t, ACME, admin, jobId);
        expect(first.statusCode).toBe(200);
        const again = await board(t, ACME, admin, jobId);
        expect(again.json()).toEqual(first.json());
        const kept = (await prepared()).filter(row => !before.some(b => b.name === row.name));
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.every(row => row.name.startsWith('ats_'))).toBe(true);
        expect(kept.some(row => row.statement.includes('stage_entered_at'))).toBe(true);
    });

    it('moves a card through a kept statement, and the board shows it moved', async () => {
        const card = (await board(t, ACME, admin, jobId)).json().data.stages[0].applications[0] as { id: string; version: number };
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: card.id, to_stage_id: stages[1].id, version: card.version } });
        expect(moved.statusCode, moved.body).toBe(200);
        expect((await prepared()).some(row => row.statement.includes('insert into application_stage_history'))).toBe(true);
        const columns = (await board(t, ACME, admin, jobId)).json().data.stages as { id: string; count: number }[];
        expect(columns.find(column => column.id === stages[1].id)?.count).toBe(1);
    });

    it('names nothing for a route without reusePlans', async () => {
        const before = await prepared();
        const job = await t.call(ACME, { method: 'GET', url: `/api/get-job-by-id/${jobId}`, token: admin });
        expect(job.statusCode).toBe(200);
        expect(await prepared()).toEqual(before);
    });
});
