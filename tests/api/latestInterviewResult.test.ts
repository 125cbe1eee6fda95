/**
 * A card's interview badge is its application's latest result, kept by the database on the
 * application (044_latest_interview_result.sql): after every kind of write to the interviews (a
 * result added, changed, cleared, its time changed, an interview removed, a rescheduling) the
 * board's card, its load-more and a move's answer show the interview that is the latest by
 * result_at, then id, as a search of the application's interviews finds it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, board, createJob, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const owner = () => t.database.db;

it('shows the latest result after results are added, changed, cleared and removed', async () => {
    const job = await createJob(t, ACME, admin, { title: 'Latest result job' });
    const [, screening] = await stagesOf(t, ACME, admin, job.id);
    const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Latest', email: 'latest.result@mail.example' });
    const applicationId = added.json().data.id as string;
    const round = (await sql<{ id: string; name: string }>`select id, name from interview_rounds where job_id = ${job.id} order by position limit 1`.execute(owner())).rows[0];

    /** An interview of the application, its result given (or none) `hoursAgo` hours ago. */
    const interview = async (result: string | null, hoursAgo: number) =>
        (
            await sql<{ id: string }>`insert into interviews (workspace_id, application_id, job_id, round_id, result, result_at, starts_at, ends_at, duration_minutes)
                select a.workspace_id, a.id, a.job_id, ${round.id}, ${result}, case when ${result}::text is null then null else now() - make_interval(hours => ${hoursAgo}) end,
                    now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 60
                from applications a where a.id = ${applicationId} returning id`.execute(owner())
        ).rows[0].id;
    const badge = async () => {
        const card = (await board(t, ACME, admin, job.id)).json().data.stages.flatMap((s: { applications: { id: string }[] }) => s.applications).find((c: { id: string }) => c.id === applicationId);
        const column = (await board(t, ACME, admin, job.id, { stage_id: card.stage_id, offset: 0 })).json().data.applications[0];
        expect(column.interview_result).toEqual(card.interview_result);
        return card.interview_result as { interview_id: string; result: string; round: string } | null;
    };

    expect(await badge()).toBeNull();
    const first = await interview('PASS', 5);
    expect(await badge()).toMatchObject({ interview_id: first, result: 'PASS', round: round.name });
    // A later result is the badge; one without a result is not.
    const second = await interview('FAIL', 1);
    await interview(null, 0);
    expect(await badge()).toMatchObject({ interview_id: second, result: 'FAIL' });
    // The later result cleared: the earlier one again.
    await sql`update interviews set result = null, result_at = null where id = ${second}`.execute(owner());
    expect(await badge()).toMatchObject({ interview_id: first, result: 'PASS' });
    // A result changed and given later than the other.
    await sql`update interviews set result = 'WAITLIST', result_at = now() where id = ${second}`.execute(owner());
    expect(await badge()).toMatchObject({ interview_id: second, result: 'WAITLIST' });
    // A rescheduling changes no result: the same badge, and the round's new name on it.
    await sql`update interviews set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = ${first}`.execute(owner());
    await sql`update interview_rounds set name = 'Technical, renamed' where id = ${round.id}`.execute(owner());
    expect(await badge()).toMatchObject({ interview_id: second, result: 'WAITLIST', round: 'Technical, renamed' });
    // The latest removed: the one before it.
    await sql`delete from interviews where id = ${second}`.execute(owner());
    expect(await badge()).toMatchObject({ interview_id: first, result: 'PASS' });
    // A move's answer carries it too.
    const version = (await sql<{ version: number }>`select version from applications where id = ${applicationId}`.execute(owner())).rows[0].version;
    const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: applicationId, to_stage_id: screening.id, version } });
    expect(moved.json().data.interview_result).toMatchObject({ interview_id: first, result: 'PASS' });
    // Every result removed: no badge.
    await sql`delete from interviews where application_id = ${applicationId}`.execute(owner());
    expect(await badge()).toBeNull();
});
