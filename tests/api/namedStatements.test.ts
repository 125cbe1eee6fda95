/**
 * On a PostgreSQL server, a route that declares `reusePlans` sends its statements as named prepared
 * statements (server/db/pgNamedStatements.ts), reading (the board) and writing (a card move) alike,
 * and the answers are the same each time; a route without it names nothing. The app's pool has one
 * connection here, so pg_prepared_statements (a view of the session's own) shows what the routes did.
 * On both engines, the job list (`genericPlans`) is planned once, not on every request, and so is a
 * one-word candidate search; a search of more words is planned for its words each time.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, engine, type TestApp } from '../helpers/testApp.js';
import { addApplicant, board, createJob, stagesOf, type Stage } from './jobsSupport.js';

/** The app with one database connection, so pg_prepared_statements shows every route's kept statements. */
async function appWithOneConnection(): Promise<TestApp> {
    const poolSize = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = '1';
    try {
        return await createTestApp();
    } finally {
        if (poolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
        else process.env.DATABASE_POOL_SIZE = poolSize;
    }
}

interface PreparedStatement {
    name: string;
    statement: string;
    generic_plans: number;
    custom_plans: number;
}

const preparedOf = async (t: TestApp) =>
    (await sql<PreparedStatement>`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(t.database.db)).rows;

describe('the job list planned once', () => {
    let t: TestApp;
    afterAll(() => t?.close());

    it('reuses one generic plan for its page from the first request, and answers as before', async () => {
        t = await appWithOneConnection();
        const admin = await t.login(ACME, 'admin@acme.example');
        const answers: unknown[] = [];
        for (let i = 0; i < 8; i++) {
            // no-cache: each list computed, not the kept answer (docs/decisions.md, "The board and the job list answer from kept answers").
            const list = await t.call(ACME, { method: 'GET', url: '/api/get-jobs?page=1&limit=12', token: admin, headers: { 'cache-control': 'no-cache' } });
            expect(list.statusCode, list.body).toBe(200);
            answers.push(list.json());
        }
        expect(answers.every(answer => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
        // PostgreSQL's default (plan_cache_mode auto) planned this statement again on each of the eight.
        const page = (await preparedOf(t)).filter(row => row.statement.includes('counted_total') && row.statement.includes('from jobs j'));
        expect(page).toHaveLength(1);
        expect(page[0]).toMatchObject({ generic_plans: 8, custom_plans: 0 });
    });
});

describe('the candidate search planned once for one word', () => {
    let t: TestApp;
    let admin: string;
    afterAll(() => t?.close());

    const search = async (q: string) => {
        const found = await t.call(ACME, { method: 'GET', url: `/api/candidates/search?q=${encodeURIComponent(q)}`, token: admin });
        expect(found.statusCode, found.body).toBe(200);
        return found.json() as { data: { first_name: string }[]; meta: { total: number } };
    };
    const searchStatements = async () => (await preparedOf(t)).filter(row => row.statement.includes('from candidate_search_terms t'));

    it('reuses one generic plan for a word from the first search, and keeps none for two words', async () => {
        t = await appWithOneConnection();
        admin = await t.login(ACME, 'admin@acme.example');
        const jobId = (await createJob(t, ACME, admin, { title: 'Search plans job' })).id;
        for (const [first_name, last_name] of [['Zorawar', 'Quillon'], ['Zorawar', 'Brightwell'], ['Zoravia', 'Quillon']]) {
            const added = await addApplicant(t, ACME, admin, jobId, { first_name, last_name, email: `${first_name}.${last_name}@mail.example`.toLowerCase() });
            expect(added.statusCode, added.body).toBe(200);
        }
        const answers = [];
        for (const q of ['zora', 'zorawar', 'zora', 'quillon', 'zora', 'zora']) answers.push(await search(q));
        expect(answers.map(answer => answer.meta.total)).toEqual([3, 2, 3, 2, 3, 3]);
        expect(answers[5]).toEqual(answers[0]);
        const oneWord = await searchStatements();
        expect(oneWord).toHaveLength(1);
        expect(oneWord[0]).toMatchObject({ generic_plans: 6, custom_plans: 0 });

        // Two words: the statement is planned for its words (a generic plan checked each candidate of
        // a common first word against the second one by one), so it is not kept.
        const both = await search('zorawar quillon');
        expect(both.meta.total).toBe(1);
        expect(both.data.map(row => row.first_name)).toEqual(['Zorawar']);
        expect(await searchStatements()).toEqual([{ ...oneWord[0] }]);
    });

    it('does the same for the global search, whose candidates are the same statement', async () => {
        const before = await searchStatements();
        for (let i = 0; i < 3; i++) {
            const found = await t.call(ACME, { method: 'GET', url: '/api/search?q=zora', token: admin });
            expect(found.statusCode, found.body).toBe(200);
            expect((found.json().data.candidates as { name: string }[]).map(row => row.name).sort()).toEqual(['Zoravia Quillon', 'Zorawar Brightwell', 'Zorawar Quillon']);
        }
        const after = await searchStatements();
        expect(after).toHaveLength(1);
        expect(after[0]).toMatchObject({ generic_plans: before[0].generic_plans + 3, custom_plans: 0 });
        const jobs = (await preparedOf(t)).filter(row => row.statement.includes('from jobs j') && row.statement.includes('like'));
        expect(jobs).toHaveLength(1);
        expect(jobs[0]).toMatchObject({ generic_plans: 3, custom_plans: 0 });
    });
});

describe.runIf(engine === 'postgres')('named statements on a PostgreSQL server', () => {
    let t: TestApp;
    let admin: string;
    let jobId: string;
    let stages: Stage[];

    beforeAll(async () => {
        t = await appWithOneConnection();
        admin = await t.login(ACME, 'admin@acme.example');
        jobId = (await createJob(t, ACME, admin, { title: 'Named statements job' })).id;
        stages = await stagesOf(t, ACME, admin, jobId);
        for (const first_name of ['Asha', 'Ravi']) {
            const added = await addApplicant(t, ACME, admin, jobId, { first_name, last_name: 'Kumar', email: `${first_name.toLowerCase()}@mail.example` });
            expect(added.statusCode, added.body).toBe(200);
        }
    });
    afterAll(() => t?.close());

    const prepared = () => preparedOf(t);

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
