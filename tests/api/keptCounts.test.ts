/**
 * The applications per calendar day kept by the database (027_kept_counts.sql) for the corporate
 * dashboard: after every kind of write (add, upload, move, bulk move, a history rewritten, a stage
 * renamed so its kind changes, a stage deleted with move_to, an application deleted and restored,
 * a campaign and a date changed, a job deleted, the workspace's time zone changed) the kept rows
 * equal the same grouping worked out from the applications, their stages and their histories, and
 * the whole-workspace dashboard's cohort figures equal a count of the rows. So do each move's class
 * and its application's previous move of that class (036_move_classes.sql), and the dashboard's
 * in-process, offers and hires tiles, which read them, equal the applications counted by grouping
 * their moves. So does each application's previous application of its candidate
 * (037_previous_application.sql), and the whole-workspace candidate master, which reads it, equals
 * the period's applications ranked per candidate; and the whole-workspace jobs report (its cohort
 * read without the jobs) equals the period's applications grouped by job.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, engine, type TestApp } from '../helpers/testApp.js';
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

type MoveFacts = Record<string, string>;

/** Each move's kept class and previous move of the class, as text. */
async function keptMoves(): Promise<MoveFacts> {
    const rows = await sql<{ id: string; facts: string }>`
        select id::text, concat_ws('|', move_class, (extract(epoch from previous_class_move_at) * 1000000)::bigint::text) as facts
        from application_stage_history where workspace_id = ${workspaceId}`.execute(t.database.db);
    return Object.fromEntries(rows.rows.map(r => [r.id, r.facts]));
}

/** The same worked out from the stages' kinds (the classes written out here, not read from move_class()). */
async function classedMoves(): Promise<MoveFacts> {
    const rows = await sql<{ id: string; facts: string }>`
        with classed as (
            select h.id, h.application_id, h.moved_at,
                case when s.funnel_kind in ('screening', 'interview') then 'in_process' when s.funnel_kind in ('offer', 'hired') then s.funnel_kind end as class
            from application_stage_history h left join pipeline_stages s on s.id = h.to_stage_id and s.job_id = h.job_id
            where h.workspace_id = ${workspaceId}
        )
        select id::text, concat_ws('|', class, (extract(epoch from case when class is not null then
            lag(moved_at) over (partition by application_id, class order by moved_at, id) end) * 1000000)::bigint::text) as facts
        from classed`.execute(t.database.db);
    return Object.fromEntries(rows.rows.map(r => [r.id, r.facts]));
}

interface DashboardPeriodShown {
    from: string;
    to: string;
    previous_from: string;
    time_zone: string;
}
type MoveTiles = Record<'in_process' | 'offers_out' | 'hires', { value: number; previous: number }>;

/** The dashboard's move tiles counted as they were before 036: the moves of both periods grouped by application. */
async function movesGrouped(period: DashboardPeriodShown): Promise<MoveTiles> {
    const row = (await sql<Record<'in_process' | 'in_process_prev' | 'offers' | 'offers_prev' | 'hires' | 'hires_prev', number>>`
        with b as (
            select ${period.from}::date::timestamp at time zone ${period.time_zone} as start,
                (${period.to}::date + 1)::timestamp at time zone ${period.time_zone} as "end",
                ${period.previous_from}::date::timestamp at time zone ${period.time_zone} as previous_start
        ),
        moves as (
            select h.application_id, h.moved_at, s.funnel_kind as kind
            from application_stage_history h join pipeline_stages s on s.id = h.to_stage_id and s.job_id = h.job_id
            where h.workspace_id = ${workspaceId}
        ),
        first_hires as (select application_id, min(moved_at) as hired_at from moves where kind = 'hired' group by application_id)
        select
            (select count(distinct application_id) from moves, b where kind in ('screening', 'interview') and moved_at >= b.start and moved_at < b."end")::int as in_process,
            (select count(distinct application_id) from moves, b where kind in ('screening', 'interview') and moved_at >= b.previous_start and moved_at < b.start)::int as in_process_prev,
            (select count(distinct application_id) from moves, b where kind = 'offer' and moved_at >= b.start and moved_at < b."end")::int as offers,
            (select count(distinct application_id) from moves, b where kind = 'offer' and moved_at >= b.previous_start and moved_at < b.start)::int as offers_prev,
            (select count(*) from first_hires, b where hired_at >= b.start and hired_at < b."end")::int as hires,
            (select count(*) from first_hires, b where hired_at >= b.previous_start and hired_at < b.start)::int as hires_prev`.execute(t.database.db)).rows[0];
    return {
        in_process: { value: row.in_process, previous: row.in_process_prev },
        offers_out: { value: row.offers, previous: row.offers_prev },
        hires: { value: row.hires, previous: row.hires_prev },
    };
}

/** Each application's kept previous application of its candidate, and the same from a lag over the rows. */
async function previousApplications(): Promise<{ kept: Record<string, string | null>; counted: Record<string, string | null> }> {
    const rows = await sql<{ id: string; kept: string | null; counted: string | null }>`
        select id::text, previous_application_id::text as kept,
            (lag(id) over (partition by candidate_id order by created_at, id))::text as counted
        from applications where workspace_id = ${workspaceId}`.execute(t.database.db);
    return {
        kept: Object.fromEntries(rows.rows.map(r => [r.id, r.kept])),
        counted: Object.fromEntries(rows.rows.map(r => [r.id, r.counted])),
    };
}

interface MasterShown {
    summary: { key: string; value: number }[];
    chart: { points: { label: string; value: number }[] };
    rows: { id: string; cells: { source: string; applications: number } }[];
    meta: { total: number };
}

/** The whole workspace's candidate master (its first 100 rows) against the period's applications ranked per candidate. */
async function expectCandidateMasterTrue(period: DashboardPeriodShown) {
    const response = await t.call(ACME, { method: 'GET', url: '/api/reports/candidate-master?period=last_30_days&limit=100', token: admin, headers: { 'cache-control': 'no-cache' } });
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json().data as MasterShown;
    const latest = (await sql<{ candidate_id: string; source: string; applications: number }>`
        with b as (
            select ${period.from}::date::timestamp at time zone ${period.time_zone} as start,
                (${period.to}::date + 1)::timestamp at time zone ${period.time_zone} as "end"
        ),
        ranked as (
            select a.id, a.candidate_id, a.created_at, a.source_bucket as source,
                row_number() over (partition by a.candidate_id order by a.created_at desc, a.id desc) as nth,
                count(*) over (partition by a.candidate_id)::int as applications
            from applications a, b where a.workspace_id = ${workspaceId} and a.created_at >= b.start and a.created_at < b."end"
        )
        select candidate_id::text, source, applications from ranked where nth = 1 order by created_at desc, id desc`.execute(t.database.db)).rows;
    expect(shown.rows.map(r => ({ candidate_id: r.id, source: r.cells.source, applications: r.cells.applications }))).toEqual(latest.slice(0, 100));
    expect(shown.meta.total).toBe(latest.length);
    const bySource: Record<string, number> = {};
    for (const row of latest) bySource[row.source] = (bySource[row.source] ?? 0) + 1;
    expect(Object.fromEntries(shown.chart.points.filter(point => point.value > 0).map(point => [point.label, point.value]))).toEqual(bySource);
    expect(Object.fromEntries(shown.summary.map(f => [f.key, f.value]))).toEqual({ candidates: latest.length, applications: latest.reduce((sum, r) => sum + r.applications, 0) });
}

/** The whole workspace's jobs report (which reads the period's applications without joining its jobs) against a grouping of the rows. */
async function expectJobsReportTrue(period: DashboardPeriodShown) {
    const response = await t.call(ACME, { method: 'GET', url: '/api/reports/jobs?period=last_30_days', token: admin, headers: { 'cache-control': 'no-cache' } });
    expect(response.statusCode, response.body).toBe(200);
    const shown = (response.json().data as { rows: { id: string; cells: { applications: number; in_process: number } }[] }).rows;
    const grouped = (await sql<{ id: string; applications: number; in_process: number }>`
        select a.job_id::text as id, count(*)::int as applications, count(*) filter (where s.funnel_kind not in ('hired', 'rejected'))::int as in_process
        from applications a join pipeline_stages s on s.id = a.stage_id
        where a.workspace_id = ${workspaceId}
            and a.created_at >= ${period.from}::date::timestamp at time zone ${period.time_zone}
            and a.created_at < (${period.to}::date + 1)::timestamp at time zone ${period.time_zone}
        group by a.job_id`.execute(t.database.db)).rows;
    const byJob = (rows: { id: string; applications: number; in_process: number }[]) =>
        Object.fromEntries(rows.filter(r => r.applications > 0).map(r => [r.id, [r.applications, r.in_process]]));
    expect(byJob(shown.map(r => ({ id: r.id, ...r.cells })))).toEqual(byJob(grouped));
}

async function expectKeptTrue() {
    expect(await kept()).toEqual(await counted());
    expect(await keptMoves()).toEqual(await classedMoves());
    const previous = await previousApplications();
    expect(previous.kept).toEqual(previous.counted);
    // The whole-workspace dashboard reads the kept rows: its applications and funnel agree with the rows of the period.
    const data = (await t.call(ACME, { method: 'GET', url: '/api/get-corporate-dashboard?period=last_30_days', token: admin })).json().data;
    const { in_process, offers_out, hires } = data.tiles as MoveTiles;
    expect({ in_process, offers_out, hires }).toEqual(await movesGrouped(data.period));
    const rows = await sql<{ applications: number; screened: number }>`
        select count(*)::int as applications, count(*) filter (where a.furthest_rank >= 1)::int as screened
        from applications a join workspaces w on w.id = a.workspace_id
        where a.workspace_id = ${workspaceId} and (a.created_at at time zone w.time_zone)::date >= ${data.period.from}::date`.execute(t.database.db);
    expect(data.tiles.applications.value).toBe(rows.rows[0].applications);
    expect(data.funnel[0].count).toBe(rows.rows[0].applications);
    expect(data.funnel[1].count).toBe(rows.rows[0].screened);
    await expectCandidateMasterTrue(data.period);
    await expectJobsReportTrue(data.period);
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

    it.runIf(engine === 'postgres')('match the rows when a time zone change commits between the statements and the commit of another transaction', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Kept counts zone job' });
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Zone', last_name: 'Crossed', email: 'zone.crossed@kept.example' });
        expect(added.statusCode, added.body).toBe(200);
        const other = await createJob(t, ACME, admin, { title: 'Kept counts zone job, the other' });
        const [otherFirst] = await stagesOf(t, ACME, admin, other.id);
        const zone = (await sql<{ tz: string }>`select time_zone as tz from workspaces where id = ${workspaceId}`.execute(t.database.db)).rows[0].tz;
        const later = zone === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
        // Noon UTC: another calendar day at UTC+14 (or UTC-11) than in the zone it was pended in.
        const writer = new pg.Client({ connectionString: t.databaseUrl! });
        await writer.connect();
        try {
            await writer.query('begin');
            await writer.query("select set_config('app.workspace_id', $1, true)", [workspaceId]);
            await writer.query(
                `insert into applications (workspace_id, job_id, candidate_id, stage_id, created_at)
                 select $1, $2, a.candidate_id, $3, '2026-06-01 12:00:00+00' from applications a where a.id = $4`,
                [workspaceId, other.id, otherFirst.id, added.json().data.id],
            );
            await sql`update workspaces set time_zone = ${later} where id = ${workspaceId}`.execute(t.database.db);
            await writer.query('commit');
        } finally {
            await writer.end();
        }
        await expectKeptTrue();
        await sql`update workspaces set time_zone = ${zone} where id = ${workspaceId}`.execute(t.database.db);
        await expectKeptTrue();
    });

    it("keep each move's class and previous move of the class through moves in order, out of order, in one statement, changed and removed", async () => {
        const job = await createJob(t, ACME, admin, { title: 'Move classes job' });
        const stages = await stagesOf(t, ACME, admin, job.id);
        const byName = (name: string) => stages.find(s => s.name === name)?.id ?? '';
        const ids: string[] = [];
        for (let i = 0; i < 4; i++) {
            const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Classed', last_name: `C${i}`, email: `classed${i}@kept.example` });
            expect(added.statusCode, added.body).toBe(200);
            ids.push(added.json().data.id as string);
        }
        const move = (applicationId: string, stage: string, at: string) => sql`
            insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_at)
            values (${workspaceId}, ${applicationId}, ${job.id}, ${byName(stage)}, ${stage}, ${at}::timestamptz)`;
        const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

        // Two moves of one application in one transaction share its time (now()): their order is their ids'.
        await t.database.db.transaction().execute(async trx => {
            for (const stage of ['Screening', 'Interview']) {
                await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name)
                    values (${workspaceId}, ${ids[0]}, ${job.id}, ${byName(stage)}, ${stage})`.execute(trx);
            }
        });
        await expectKeptTrue();

        // Moves in time order through the API into two classes, each kept by the row trigger alone: the offer has no earlier offer.
        for (const stage of ['Interview', 'Offered']) {
            const shifted = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: ids[3], to_stage_id: byName(stage), version: await versionOf(ids[3]) } });
            expect(shifted.statusCode, shifted.body).toBe(200);
        }
        await expectKeptTrue();

        // Past moves written after a later one: into the previous period (40 days ago) and before it (100).
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: ids[1], to_stage_id: byName('Interview'), version: await versionOf(ids[1]) } });
        expect(moved.statusCode, moved.body).toBe(200);
        await move(ids[1], 'Screening', daysAgo(40)).execute(t.database.db);
        await expectKeptTrue();
        await move(ids[1], 'Interview', daysAgo(100)).execute(t.database.db);
        await expectKeptTrue();

        // A whole past history in one statement, its rows not in time order, two of them in the previous period.
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_at)
            values (${workspaceId}, ${ids[2]}, ${job.id}, ${byName('Interview')}, 'Interview', ${daysAgo(35)}::timestamptz),
                   (${workspaceId}, ${ids[2]}, ${job.id}, ${byName('Hired')}, 'Hired', ${daysAgo(33)}::timestamptz),
                   (${workspaceId}, ${ids[2]}, ${job.id}, ${byName('Screening')}, 'Screening', ${daysAgo(38)}::timestamptz),
                   (${workspaceId}, ${ids[2]}, ${job.id}, ${byName('Offered')}, 'Offered', ${daysAgo(2)}::timestamptz),
                   (${workspaceId}, ${ids[2]}, ${job.id}, ${byName('Hired')}, 'Hired', ${daysAgo(1)}::timestamptz)`.execute(t.database.db);
        await expectKeptTrue();
        const tiles = (await t.call(ACME, { method: 'GET', url: '/api/get-corporate-dashboard?period=last_30_days', token: admin, headers: { 'cache-control': 'no-cache' } })).json().data.tiles as MoveTiles;
        // ids[1] and ids[2] entered in-process stages in the previous period; ids[2]'s first hire was there, not its second.
        expect(tiles.in_process.previous).toBeGreaterThanOrEqual(2);
        expect(tiles.hires.previous).toBeGreaterThanOrEqual(1);

        // A move's time changed, names erased (no class changes), a move between two others removed.
        await sql`update application_stage_history set moved_at = ${daysAgo(200)}::timestamptz where application_id = ${ids[2]} and to_stage_name = 'Screening'`.execute(t.database.db);
        await expectKeptTrue();
        await sql`update application_stage_history set moved_by_name = 'Erased' where application_id = ${ids[2]}`.execute(t.database.db);
        await expectKeptTrue();
        await sql`delete from application_stage_history where application_id = ${ids[1]} and moved_at > ${daysAgo(50)}::timestamptz and moved_at < ${daysAgo(30)}::timestamptz`.execute(t.database.db);
        await expectKeptTrue();

        // The Offered stage renamed so it is no longer an offer, then back.
        await sql`update pipeline_stages set name = 'Conversation' where id = ${byName('Offered')}`.execute(t.database.db);
        await expectKeptTrue();
        await sql`update pipeline_stages set name = 'Offered' where id = ${byName('Offered')}`.execute(t.database.db);
        await expectKeptTrue();
    });

    it("keep each application's previous one of its candidate through applications out of order, in one statement, changed and removed", async () => {
        const jobs = await Promise.all(['One', 'Two', 'Three', 'Four'].map(n => createJob(t, ACME, admin, { title: `Previous application job ${n}` })));
        const added = await addApplicant(t, ACME, admin, jobs[0].id, { first_name: 'Previous', last_name: 'P1', email: 'previous.p1@kept.example' });
        expect(added.statusCode, added.body).toBe(200);
        const first = added.json().data.id as string;
        const candidateId = (await sql<{ id: string }>`select candidate_id::text as id from applications where id = ${first}`.execute(t.database.db)).rows[0].id;
        const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
        const apply = (jobIndexes: number[], at: string) => sql<{ id: string }>`
            insert into applications (workspace_id, job_id, candidate_id, stage_id, created_at)
            select j.workspace_id, j.id, ${candidateId}, (select s.id from pipeline_stages s where s.job_id = j.id order by s.position limit 1), ${at}::timestamptz
            from jobs j where j.id = any(${jobIndexes.map(i => jobs[i].id)}::uuid[]) returning id::text`.execute(t.database.db);
        await expectKeptTrue();

        // An earlier application written after a later one (an import of the past), then two in one statement at one time (their order is their ids').
        const past = (await apply([1], daysAgo(10))).rows[0].id;
        await expectKeptTrue();
        await apply([2, 3], daysAgo(5));
        await expectKeptTrue();
        expect((await sql<{ id: string | null }>`select previous_application_id::text as id from applications where id = ${past}`.execute(t.database.db)).rows[0].id).toBeNull();

        // One moved before the others, one given to another candidate, the middle one removed, the candidate removed.
        await sql`update applications set created_at = ${daysAgo(20)}::timestamptz where id = ${first}`.execute(t.database.db);
        await expectKeptTrue();
        const other = await addApplicant(t, ACME, admin, jobs[0].id, { first_name: 'Previous', last_name: 'P2', email: 'previous.p2@kept.example' });
        expect(other.statusCode, other.body).toBe(200);
        const otherCandidate = (await sql<{ id: string }>`select candidate_id::text as id from applications where id = ${other.json().data.id as string}`.execute(t.database.db)).rows[0].id;
        await sql`update applications set candidate_id = ${otherCandidate} where id = ${past}`.execute(t.database.db);
        await expectKeptTrue();
        await sql`delete from applications where candidate_id = ${candidateId} and job_id = ${jobs[2].id}`.execute(t.database.db);
        await expectKeptTrue();
        await sql`delete from candidates where id = ${otherCandidate}`.execute(t.database.db);
        await expectKeptTrue();
    });
});
