/**
 * GET get-corporate-dashboard against a data set whose answers are known by
 * hand (docs/api-dashboard.md): four jobs of a client made for the test (the
 * client filter leaves the demo data out), applications placed in stages with
 * backdated histories through SQL, interviews around this week's Monday.
 * Every figure is checked exactly, for the period and the previous one; a
 * RECRUITER sees only their job; another workspace's rows never count.
 *
 * Timeline (days before now; last_30_days is today and the 29 days before it,
 * the previous period the 30 days before that):
 *   job A (100 d old, the recruiter's, hiring deadline in 5 days):
 *     a1 Applied 10 → Screening 8 → Interview 6 → Offered 4 → Hired 2   "Career page"
 *     a2 Applied 12 → Screening 11 → Rejected 9                          "Vendor"
 *     a3 Applied 20 (stuck: 20 days in its stage)                        no source
 *     a4 Applied 45 → Screening 40 → Hired 35                            "Referral"
 *   job B (50 d old, hiring deadline in 20 days):
 *     b1 Applied 8 → Interview 7                                         "LinkedIn", campaign "spring"
 *     b2 Applied 5 → Offered 3                                           "Employee"
 *     b3 Applied 40 → Offered 38                                         "Career page"
 *   job C (5 d old; its Hired stage renamed "Joined": the last stage before Rejected is the hire):
 *     c1 Applied 4 → Joined 1                                            no source
 *   job D (100 d old, CLOSED, no applications)
 * Interviews of b1: one last week still PENDING (feedback owed), one this week
 * COMPLETED, one this week CANCELLED.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, stagesOf, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let clientId: string;
const jobs: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
const apps: Record<string, string> = {};
let globexBefore: unknown;

type Move = [stage: string, daysAgo: number];

const dashboard = (token: string, query = '', host = ACME) => t.call(host, { method: 'GET', url: `/api/get-corporate-dashboard${query}`, token });
const ownerDb = () => t.database.db;
const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** Rewrites an application's history as `moves` (the first is its arrival), and puts it in the last stage. */
async function place(jobId: string, applicationId: string, moves: Move[]) {
    const stages = await sql<{ id: string; name: string }>`select id, name from pipeline_stages where job_id = ${jobId}`.execute(ownerDb());
    const stageId = (name: string) => {
        const found = stages.rows.find(s => s.name === name);
        if (!found) throw new Error(`no stage ${name}`);
        return found.id;
    };
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    await sql`delete from application_stage_history where application_id = ${applicationId}`.execute(ownerDb());
    for (const [index, [stage, days]] of moves.entries()) {
        const from = index === 0 ? null : moves[index - 1][0];
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_at)
            select a.workspace_id, a.id, a.job_id, ${from ? stageId(from) : null}, ${from}, ${stageId(stage)}, ${stage}, ${at(days)} from applications a where a.id = ${applicationId}`.execute(ownerDb());
    }
    const [lastStage, lastDays] = moves[moves.length - 1];
    await sql`update applications set created_at = ${at(moves[0][1])}, stage_id = ${stageId(lastStage)}, stage_entered_at = ${at(lastDays)} where id = ${applicationId}`.execute(ownerDb());
}

async function apply(key: string, job: 'A' | 'B' | 'C', source: string | null, moves: Move[], campaign: string | null = null) {
    const response = await addApplicant(t, ACME, admin, jobs[job], { first_name: 'Dash', last_name: key.toUpperCase(), email: `dash.${key}@example.org` }, source ? { source } : {});
    if (response.statusCode !== 200) throw new Error(`add ${key}: ${response.body}`);
    apps[key] = response.json().data.id as string;
    if (campaign) await sql`update applications set utm_campaign = ${campaign} where id = ${apps[key]}`.execute(ownerDb());
    await place(jobs[job], apps[key], moves);
}

/** An interview of b1 starting `hours` after this week's Monday 00:00 in the workspace's time zone. */
async function interview(hours: number, status: 'PENDING' | 'COMPLETED' | 'CANCELLED') {
    await sql`insert into interviews (workspace_id, application_id, job_id, round_id, type, status, starts_at, ends_at, duration_minutes)
        select a.workspace_id, a.id, a.job_id, (select r.id from interview_rounds r where r.job_id = a.job_id order by r.position limit 1), 'INTERVIEW', ${status},
            m.monday + make_interval(hours => ${hours}), m.monday + make_interval(hours => ${hours}) + interval '1 hour', 60
        from applications a join workspaces w on w.id = a.workspace_id
        cross join lateral (select date_trunc('week', now() at time zone w.time_zone) at time zone w.time_zone as monday) m
        where a.id = ${apps.b1}`.execute(ownerDb());
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    globexBefore = (await dashboard(globexAdmin, '', GLOBEX)).json().data;

    const client = await t.call(ACME, { method: 'POST', url: '/api/client', token: admin, payload: { name: 'Dashboard Test Client', contact_person: 'Dana Board', email: 'dana@dash.example' } });
    if (client.statusCode !== 200) throw new Error(`client: ${client.body}`);
    clientId = client.json().data.id as string;
    const recruiterId = await userId(t, ACME, recruiter);
    jobs.A = (await createJob(t, ACME, admin, { title: 'Dash A', client_id: clientId, recruiter_ids: [recruiterId], hiring_deadline: isoDay(5) })).id;
    jobs.B = (await createJob(t, ACME, admin, { title: 'Dash B', client_id: clientId, hiring_deadline: isoDay(20) })).id;
    jobs.C = (await createJob(t, ACME, admin, { title: 'Dash C', client_id: clientId })).id;
    jobs.D = (await createJob(t, ACME, admin, { title: 'Dash D', client_id: clientId, job_type: 'CLOSED' })).id;
    for (const [key, days] of [['A', 100], ['B', 50], ['C', 5], ['D', 100]] as const) {
        await sql`update jobs set created_at = now() - make_interval(days => ${days}) where id = ${jobs[key]}`.execute(ownerDb());
    }
    await sql`update pipeline_stages set name = 'Joined' where job_id = ${jobs.C} and name = 'Hired'`.execute(ownerDb());

    await apply('a1', 'A', 'Career page', [['Applied', 10], ['Screening', 8], ['Interview', 6], ['Offered', 4], ['Hired', 2]]);
    await apply('a2', 'A', 'Vendor', [['Applied', 12], ['Screening', 11], ['Rejected', 9]]);
    await apply('a3', 'A', null, [['Applied', 20]]);
    await apply('a4', 'A', 'Referral', [['Applied', 45], ['Screening', 40], ['Hired', 35]]);
    await apply('b1', 'B', 'LinkedIn', [['Applied', 8], ['Interview', 7]], 'spring');
    await apply('b2', 'B', 'Employee', [['Applied', 5], ['Offered', 3]]);
    await apply('b3', 'B', 'Career page', [['Applied', 40], ['Offered', 38]]);
    await apply('c1', 'C', null, [['Applied', 4], ['Joined', 1]]);
    await interview(-72, 'PENDING');
    await interview(1, 'COMPLETED');
    await interview(2, 'CANCELLED');
});
afterAll(() => t.close());

describe('get-corporate-dashboard: every figure of a known data set', () => {
    let data: Record<string, any>;
    beforeAll(async () => {
        const response = await dashboard(admin, `?client_id=${clientId}`);
        expect(response.statusCode).toBe(200);
        data = response.json().data;
    });

    it('answers the default period, last 30 days, with the previous 30 days', () => {
        expect(data.period).toMatchObject({ name: 'last_30_days', to: data.period.to, time_zone: 'UTC' });
        const day = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;
        expect(day(data.period.to) - day(data.period.from)).toBe(29);
        expect(day(data.period.previous_to) - day(data.period.previous_from)).toBe(29);
        expect(day(data.period.from) - day(data.period.previous_to)).toBe(1);
        expect(data.scope).toBe('workspace');
    });

    it('counts the tiles for the period and the previous period', () => {
        expect(data.tiles).toEqual({
            // A, B, C open now; A and B already existed when the period began. D is closed.
            open_jobs: { value: 3, previous: 2 },
            // a1 a2 a3 b1 b2 c1 | a4 b3
            applications: { value: 6, previous: 2 },
            // moved into Screening or Interview: a1 a2 b1 | a4
            in_process: { value: 3, previous: 1 },
            // this week: the completed one (the cancelled one is not counted) | last week: the pending one
            interviews_this_week: { value: 1, previous: 1 },
            // moved into Offered: a1 b2 | b3
            offers_out: { value: 2, previous: 1 },
            // first moves into a hire stage: a1 (Hired), c1 (Joined, C's last stage) | a4
            hires: { value: 2, previous: 1 },
            // first hires in the period: A's was a4, 35 days ago (not this period); C: created 5 days ago, hired 1 day ago → 4.
            // Previous period: A created 100 days ago, first hire 35 days ago → 65.
            median_days_to_fill: { value: 4, previous: 65 },
        });
    });

    it('builds the funnel from the furthest step each period application reached', () => {
        // a1 hired; a2 screening (then rejected); a3 applied; b1 interview; b2 offer; c1 hired (Joined)
        expect(data.funnel).toEqual([
            { step: 'applied', count: 6 },
            { step: 'screening', count: 5 },
            { step: 'interview', count: 4 },
            { step: 'offer', count: 3 },
            { step: 'hired', count: 2 },
        ]);
    });

    it('counts applications per day, every day of the period present', () => {
        const points = data.applications_over_time.points as { date: string; count: number }[];
        expect(data.applications_over_time.bucket).toBe('day');
        expect(points).toHaveLength(30);
        expect(points[0].date).toBe(data.period.from);
        expect(points.at(-1)?.date).toBe(data.period.to);
        const total = points.reduce((sum, p) => sum + p.count, 0);
        expect(total).toBe(6);
        for (const days of [4, 5, 8, 10, 12, 20]) expect(points.find(p => p.date === isoDay(-days))?.count).toBe(1);
    });

    it('sorts the period applications into the source buckets and names the campaigns', () => {
        expect(data.source_mix).toEqual({
            buckets: [
                { source: 'career_page', count: 1 },
                { source: 'vendor', count: 1 },
                { source: 'referral', count: 0 },
                { source: 'employee', count: 1 },
                { source: 'campaign', count: 1 },
                { source: 'direct', count: 2 },
                { source: 'other', count: 0 },
            ],
            campaigns: [{ campaign: 'spring', count: 1 }],
        });
    });

    it('lists the open jobs whose hiring deadline is within 14 days, with their open applications', () => {
        // A: a3 open (a1 hired, a2 rejected, a4 hired). B's deadline is 20 days away.
        expect(data.deadlines).toEqual([{ id: jobs.A, title: 'Dash A', deadline: isoDay(5), open_applications: 1 }]);
    });

    it('lists feedback owed and applications stuck in a stage longer than the threshold', () => {
        expect(data.needs_you.stuck_days).toBe(14);
        expect(data.needs_you.feedback_pending.total).toBe(1);
        expect(data.needs_you.feedback_pending.items).toEqual([
            expect.objectContaining({ application_id: apps.b1, job_id: jobs.B, job_title: 'Dash B', candidate_name: 'Dash B1', round_name: 'Technical' }),
        ]);
        // a3: 20 days in Applied. b3 has been in Offered 38 days too (any stage but hired and rejected).
        expect(data.needs_you.stuck).toEqual({
            total: 2,
            items: [
                { application_id: apps.b3, job_id: jobs.B, job_title: 'Dash B', candidate_name: 'Dash B3', stage_name: 'Offered', days_in_stage: 38 },
                { application_id: apps.a3, job_id: jobs.A, job_title: 'Dash A', candidate_name: 'Dash A3', stage_name: 'Applied', days_in_stage: 20 },
            ],
        });
    });
});

describe('get-corporate-dashboard: periods, filters and scope', () => {
    it('counts a longer period: last 90 days holds both periods above, in weeks', async () => {
        const data = (await dashboard(admin, `?client_id=${clientId}&period=last_90_days`)).json().data;
        expect(data.tiles.applications.value).toBe(8);
        expect(data.tiles.hires.value).toBe(3);
        expect(data.applications_over_time.bucket).toBe('week');
        expect(data.applications_over_time.points.reduce((sum: number, p: { count: number }) => sum + p.count, 0)).toBe(8);
        // Jobs filled in the period: A (65 days) and C (4 days): the median of two is their mean.
        expect(data.tiles.median_days_to_fill.value).toBe(34.5);
    });

    it('gives a RECRUITER only the jobs they are assigned to', async () => {
        const data = (await dashboard(recruiter, `?client_id=${clientId}`)).json().data;
        expect(data.scope).toBe('own_jobs');
        expect(data.tiles.open_jobs).toEqual({ value: 1, previous: 1 });
        expect(data.tiles.applications).toEqual({ value: 3, previous: 1 });
        expect(data.tiles.hires).toEqual({ value: 1, previous: 1 });
        expect(data.tiles.interviews_this_week).toEqual({ value: 0, previous: 0 });
        expect(data.needs_you.feedback_pending.total).toBe(0);
        expect(data.needs_you.stuck.items.map((s: { application_id: string }) => s.application_id)).toEqual([apps.a3]);
    });

    it('narrows the admin to one recruiter with recruiter_id', async () => {
        const recruiterId = await userId(t, ACME, recruiter);
        const data = (await dashboard(admin, `?client_id=${clientId}&recruiter_id=${recruiterId}`)).json().data;
        expect(data.scope).toBe('workspace');
        expect(data.tiles.applications).toEqual({ value: 3, previous: 1 });
    });

    it('counts nothing for a department none of the jobs has', async () => {
        const data = (await dashboard(admin, `?client_id=${clientId}&department_id=00000000-0000-4000-8000-000000000000`)).json().data;
        expect(data.tiles.applications).toEqual({ value: 0, previous: 0 });
        expect(data.funnel.every((s: { count: number }) => s.count === 0)).toBe(true);
    });

    it("never counts another workspace's rows, in either direction", async () => {
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        expect((await dashboard(globexAdmin, '', GLOBEX)).json().data).toEqual(globexBefore);
        const acmeBefore = (await dashboard(admin)).json().data;
        // Globex noise inside the period: a job, an application moved into Hired yesterday.
        const job = await createJob(t, GLOBEX, globexAdmin, { title: 'Globex noise' });
        const added = await addApplicant(t, GLOBEX, globexAdmin, job.id, { first_name: 'Noise', last_name: 'Globex', email: 'noise@example.org' });
        const hired = (await stagesOf(t, GLOBEX, globexAdmin, job.id)).find(s => s.name === 'Hired');
        await sql`update applications set stage_id = ${hired?.id ?? null} where id = ${added.json().data.id}`.execute(ownerDb());
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_at)
            select workspace_id, id, job_id, stage_id, 'Hired', now() - interval '1 day' from applications where id = ${added.json().data.id}`.execute(ownerDb());
        expect((await dashboard(admin)).json().data).toEqual(acmeBefore);
        // The owner's view of Globex did change: the noise is real.
        expect((await dashboard(globexAdmin, '', GLOBEX)).json().data.tiles.applications.value).toBe((globexBefore as { tiles: { applications: { value: number } } }).tiles.applications.value + 1);
    });
});

describe('get-corporate-dashboard: access and bad filters', () => {
    it('answers 403 to a teammate without COMPANY-DASHBOARD VIEW and keeps the session', async () => {
        await sql`update users set permissions = ${JSON.stringify({ 'MANAGE-EDIT-JOBS': ['VIEW'] })}::jsonb
            where email = 'lead@acme.example'`.execute(ownerDb());
        const lead = await t.login(ACME, 'lead@acme.example');
        const response = await dashboard(lead);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: false, message: 'You do not have permission to perform this action.' });
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: lead })).statusCode).toBe(200);
    });

    it('answers 403 to an interviewer and 401 without a token', async () => {
        expect((await dashboard(await t.login(ACME, 'interviewer@acme.example'))).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'GET', url: '/api/get-corporate-dashboard' })).statusCode).toBe(401);
    });

    it.each([
        ['period=yesterday', 'period'],
        ['client_id=nope', 'client_id'],
        ['department_id=1', 'department_id'],
        ['recruiter_id=x', 'recruiter_id'],
        ['colour=red', 'colour'],
    ])('answers 400 naming the field for %s', async (query, field) => {
        const response = await dashboard(admin, `?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().status).toBe(false);
        expect(Object.keys(response.json().errors ?? {})).toContain(field);
    });
});
