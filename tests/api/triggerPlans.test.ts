/**
 * Row triggers that look up earlier rows of the table being written read them through their index,
 * even when their plan was made while the table was small (041_trigger_lookups_by_index.sql). Kept
 * as a sequential scan, each row of a large insert read every row written before it: the bench's
 * seeding of 80,000 applications in one statement ran for over half an hour on PGlite.
 *
 * The test gives the planner a small table's costs (reading every page cheaper than an index) and
 * discards the kept plans, so each lookup is planned afresh under them. The transaction's own table
 * statistics (pg_stat_xact_user_tables) then count the sequential scans of the written table.
 */
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { createJob, stagesOf, type Stage } from './jobsSupport.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const ROWS = 300;

async function sequentialScans(tx: Transaction<DB>, table: string): Promise<number> {
    const row = (await sql<{ n: number }>`select coalesce(sum(seq_scan), 0)::int as n from pg_stat_xact_user_tables where relname = ${table}`.execute(tx)).rows[0];
    return row.n;
}

it(`reads earlier applications and moves, and interviews' applications, by their index while one statement writes ${ROWS} of each`, async () => {
    // Two jobs, each candidate applies to both: the second application's previous one is the first.
    const jobs: { id: string; applied: Stage; screening: Stage; minutesAgo: number }[] = [];
    for (const title of ['Trigger plans, first job', 'Trigger plans, second job']) {
        const job = await createJob(t, ACME, admin, { title });
        const [applied, screening] = await stagesOf(t, ACME, admin, job.id);
        jobs.push({ id: job.id as string, applied, screening, minutesAgo: jobs.length ? 10 : 20 });
    }
    const jobIds = jobs.map(job => job.id);
    const { scans, previous, classed, interviewed } = await withSystem(t.database.db, async tx => {
        const workspace = (await tx.selectFrom('workspaces').select('id').where('host', '=', ACME).executeTakeFirstOrThrow()).id;
        // The costs the planner sees for a small table, where reading every page beats an index; plans made afresh under them.
        await sql`set local seq_page_cost = 0`.execute(tx);
        await sql`set local random_page_cost = 1000`.execute(tx);
        await sql`discard plans`.execute(tx);
        const candidates = await sql<{ id: string }>`insert into candidates (workspace_id, first_name, email)
            select ${workspace}, 'Planned', 'planned' || i || '@plans.example' from generate_series(1, ${ROWS}) i returning id`.execute(tx);
        const ids = candidates.rows.map(row => row.id);
        for (const job of jobs) {
            const at = sql`now() - ${`${job.minutesAgo} minutes`}::interval`;
            await sql`insert into applications (workspace_id, job_id, candidate_id, stage_id, created_at, stage_entered_at)
                select ${workspace}, ${job.id}, c, ${job.applied.id}, ${at}, ${at} from unnest(${ids}::uuid[]) c`.execute(tx);
        }
        const applicationScans = await sequentialScans(tx, 'applications');
        // One interview per application of the first job: each takes its candidate from its application (043).
        await sql`insert into interviews (workspace_id, application_id, job_id, round_id, starts_at, ends_at, duration_minutes)
            select a.workspace_id, a.id, a.job_id, (select r.id from interview_rounds r where r.job_id = a.job_id order by r.position limit 1), now(), now() + interval '1 hour', 60
            from applications a where a.job_id = ${jobs[0].id}`.execute(tx);
        const interviewScans = (await sequentialScans(tx, 'applications')) - applicationScans;
        // Every application enters Screening, Applied again, then Screening: its last move's previous Screening move is the first.
        for (const job of jobs) {
            for (const [stage, minutesAgo] of [[job.screening, 3], [job.applied, 2], [job.screening, 1]] as const) {
                await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_at)
                    select ${workspace}, a.id, a.job_id, ${stage.id}, ${stage.name}, now() - ${`${minutesAgo} minutes`}::interval
                    from applications a where a.job_id = ${job.id}`.execute(tx);
            }
        }
        // Nothing planned under these costs outlives the test.
        await sql`discard plans`.execute(tx);
        const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(tx)).rows[0].n;
        return {
            scans: { applications: applicationScans, interviews: interviewScans, history: await sequentialScans(tx, 'application_stage_history') },
            interviewed: await count(sql<{ n: number }>`select count(*)::int as n from interviews i join applications a on a.id = i.application_id
                where i.job_id = ${jobs[0].id} and i.candidate_id = a.candidate_id`),
            previous: await count(sql<{ n: number }>`select count(*)::int as n from applications where job_id = any(${jobIds}::uuid[]) and previous_application_id is not null`),
            classed: await count(sql<{ n: number }>`select count(*)::int as n from application_stage_history where job_id = any(${jobIds}::uuid[]) and previous_class_move_at is not null`),
        };
    });
    // What the triggers kept is right: one previous application per candidate, one earlier Screening move per application.
    expect(previous).toBe(ROWS);
    expect(classed).toBe(2 * ROWS);
    expect(interviewed).toBe(ROWS);
    // A statement trigger may scan a table once per statement; a row trigger's scan would be one per row.
    expect(scans.applications).toBeLessThan(10);
    expect(scans.history).toBeLessThan(10);
    // Under these costs PostgreSQL's own foreign-key check of each interview's application scans once
    // per row (its plan is not ours to set); the candidate's lookup must add none (it added 300).
    expect(scans.interviews).toBeLessThan(ROWS + 10);
});
