/**
 * The applications per calendar day kept by the database (027_kept_counts.sql) for the corporate
 * dashboard: after every kind of write (add, upload, move, bulk move, a history rewritten, a stage
 * renamed so its kind changes, a stage deleted with move_to, an application deleted and restored,
 * a campaign and a date changed, a job deleted, the workspace's time zone changed) the kept rows
 * equal the same grouping worked out from the applications, their stages and their histories, and
 * the whole-workspace dashboard's cohort figures equal a count of the rows.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, csv, multipart, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let workspaceId: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    workspaceId = (await sql<{ id: string }>`select workspace_id as id from users where lower(email) = 'admin@acme.example'`.execute(t.database.db)).rows[0].id;
});
afterAll(() => t.close());

type Groups = Record<string, number>;

/** The kept rows of the workspace, zero counts left out. */
async function kept(): Promise<Groups> {
    const rows = await sql<{ key: string; n: number }>`
        select concat_ws('|', day::text, source_bucket, campaign, furthest_rank::text) as key, count as n
        from application_day_counts where workspace_id = ${workspaceId} and count <> 0`.execute(t.database.db);
    return Object.fromEntries(rows.rows.map(r => [r.key, Number(r.n)]));
}

/** The same grouping from the rows: the rank from the stage kinds and the history, not from the kept column. */
async function counted(): Promise<Groups> {
    const rows = await sql<{ key: string; n: number }>`
        select concat_ws('|', (a.created_at at time zone w.time_zone)::date::text, a.source_bucket, coalesce(trim(a.utm_campaign), ''), greatest(
            coalesce(s.funnel_rank, 0),
            coalesce((select max(hs.funnel_rank) from application_stage_history h join pipeline_stages hs on hs.id = h.to_stage_id and hs.job_id = a.job_id
                      where h.application_id = a.id), 0))::text) as key, count(*)::int as n
        from applications a join workspaces w on w.id = a.workspace_id left join pipeline_stages s on s.id = a.stage_id
        where a.workspace_id = ${workspaceId}
        group by 1`.execute(t.database.db);
    return Object.fromEntries(rows.rows.map(r => [r.key, Number(r.n)]));
}

async function expectKeptTrue() {
    expect(await kept()).toEqual(await counted());
    // The whole-workspace dashboard reads the kept rows: its applications and funnel agree with the rows of the period.
    const data = (await t.call(ACME, { method: 'GET', url: '/api/get-corporate-dashboard?period=last_30_days', token: admin })).json().data;
    const rows = await sql<{ applications: number; screened: number }>`
        select count(*)::int as applications, count(*) filter (where a.furthest_rank >= 1)::int as screened
        from applications a join workspaces w on w.id = a.workspace_id
        where a.workspace_id = ${workspaceId} and (a.created_at at time zone w.time_zone)::date >= ${data.period.from}::date`.execute(t.database.db);
    expect(data.tiles.applications.value).toBe(rows.rows[0].applications);
    expect(data.funnel[0].count).toBe(rows.rows[0].applications);
    expect(data.funnel[1].count).toBe(rows.rows[0].screened);
}

const versionOf = async (applicationId: string) =>
    (await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/application-detail`, token: admin })).json().data.application.version as number;

describe('applications per day kept for the dashboard', () => {
    it('match the rows after adds, an upload, moves, history rewrites, kind changes, deletes, restores and a time zone change', async () => {
        await expectKeptTrue();
        const job = await createJob(t, ACME, admin, { title: 'Kept counts job' });
        const stages = await stagesOf(t, ACME, admin, job.id);
        const byName = (name: string) => stages.find(s => s.name === name)?.id ?? '';
        const ids: string[] = [];
        for (let i = 0; i < 5; i++) {
            const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Kept', last_name: `K${i}`, email: `kept${i}@kept.example` }, i % 2 ? { source: 'Referral' } : {});
            expect(added.statusCode, added.body).toBe(200);
            ids.push(added.json().data.id as string);
        }
        await expectKeptTrue();

        const header = ['First name', 'Last name', 'Email', 'Phone', 'Experience years', 'Skills', 'Stage', 'Recruiter'];
        const content = csv([header, ['Up', 'A', 'kept.up.a@kept.example', '', '', '', 'Interview', ''], ['Up', 'B', 'kept.up.b@kept.example', '', '', '', 'Screening', '']]);
        const uploaded = await t.call(ACME, { method: 'POST', url: '/api/applicant-upload', token: admin, ...multipart([['file', 'applicants.csv', content]], { job_id: job.id }) });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        await expectKeptTrue();

        // A move forward raises the rank; moving back to the first stage keeps the furthest step reached.
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: ids[0], to_stage_id: byName('Offered'), version: await versionOf(ids[0]) } });
        expect(moved.statusCode, moved.body).toBe(200);
        const back = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: ids[0], to_stage_id: stages[0].id, version: await versionOf(ids[0]) } });
        expect(back.statusCode, back.body).toBe(200);
        await expectKeptTrue();
        expect((await sql<{ r: number }>`select furthest_rank as r from applications where id = ${ids[0]}`.execute(t.database.db)).rows[0].r).toBe(3);

        const selection = await Promise.all(ids.slice(1, 3).map(async id => ({ id, version: await versionOf(id) })));
        const bulk = await t.call(ACME, { method: 'PATCH', url: `/api/update-bulk-current-pipeline/${job.id}`, token: admin, payload: { pipeline_id: byName('Interview'), applicants: selection } });
        expect(bulk.statusCode, bulk.body).toBe(200);
        await expectKeptTrue();

        // The history rewritten by hand (as an import of past moves would): deleted, then a further step inserted.
        await sql`delete from application_stage_history where application_id = ${ids[0]}`.execute(t.database.db);
        await expectKeptTrue();
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_at)
            select a.workspace_id, a.id, a.job_id, null, null, ${byName('Hired')}, 'Hired', now() from applications a where a.id = ${ids[3]}`.execute(t.database.db);
        await expectKeptTrue();

        // A rename changes the stage's kind (interview -> screening): the job's ranks follow.
        await sql`update pipeline_stages set name = 'Conversation' where id = ${byName('Interview')}`.execute(t.database.db);
        await expectKeptTrue();
        const removed = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${byName('Offered')}?move_to=${stages[1].id}`, token: admin });
        expect(removed.statusCode, removed.body).toBe(200);
        await expectKeptTrue();

        // A campaign and a creation date changed, then an application deleted and restored as it was.
        await sql`update applications set utm_campaign = ' autumn ', created_at = created_at - interval '3 days' where id = ${ids[4]}`.execute(t.database.db);
        await expectKeptTrue();
        const saved = (await sql<Record<string, unknown>>`select * from applications where id = ${ids[4]}`.execute(t.database.db)).rows[0];
        await sql`delete from applications where id = ${ids[4]}`.execute(t.database.db);
        await expectKeptTrue();
        // Every column but the generated source bucket, which the database computes again.
        const columns = sql.join(Object.keys(saved).filter(c => c !== 'source_bucket').map(c => sql.ref(c)));
        await sql`insert into applications (${columns}) select ${columns} from json_populate_record(null::applications, ${JSON.stringify(saved)}::json)`.execute(t.database.db);
        await expectKeptTrue();

        // A later day in another time zone: the workspace's rows are regrouped by its new calendar days.
        const zone = (await sql<{ tz: string }>`select time_zone as tz from workspaces where id = ${workspaceId}`.execute(t.database.db)).rows[0].tz;
        await sql`update workspaces set time_zone = 'Pacific/Kiritimati' where id = ${workspaceId}`.execute(t.database.db);
        await expectKeptTrue();
        await sql`update workspaces set time_zone = ${zone} where id = ${workspaceId}`.execute(t.database.db);
        await expectKeptTrue();

        const deleted = await t.call(ACME, { method: 'DELETE', url: `/api/delete-job/${job.id}`, token: admin });
        expect(deleted.statusCode, deleted.body).toBe(200);
        await expectKeptTrue();
    });
});
