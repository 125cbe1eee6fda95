/**
 * The six reports added in session 16 (docs/api-reports.md): candidate
 * performance, requirement overview, candidate master, jobs, overview and
 * consolidated, against a data set whose answers are known by hand. Jobs of
 * a client made for the test (the client filter, or the department of one
 * of them, leaves the demo data out); histories backdated
 * through SQL. Period: last_30_days (today and the 29 days before; the
 * previous period the 30 before that).
 *
 *   job P (45 d old, 2 openings, department "More Dept", hiring deadline 2030-01-31):
 *     p1 "More P1" Applied 20 → Interview 15 → Hired 5     "Career page"
 *     p2 "More P2" Applied 10 → Rejected 8                   "Vendor"
 *     p3 "More P3" Applied 44 → Hired 40                     "Referral"  (previous period)
 *   job Q (10 d old, 1 opening):
 *     q1 "More P2" (p2's candidate again) Applied 3            no source (direct)
 *   job R (200 d old, CLOSED 5 d ago, 1 opening, no applications)
 * Interviews: p1 16 d ago COMPLETED PASS (feedback: STRONG, NEEDS_IMPROVEMENT → 2.5),
 *   p1 14 d ago COMPLETED FAIL, p2 9 d ago CANCELLED, q1 1 d ago PENDING.
 * Offer: p1 6 d ago ACCEPTED.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let adminId: string;
let clientId: string;
let departmentId: string;
const jobs: Record<'P' | 'Q' | 'R', string> = { P: '', Q: '', R: '' };
const apps: Record<string, string> = {};

type Row = { id: string; cells: Record<string, string | number | null>; drill: Record<string, string>; drillable?: boolean };
type Data = { summary: { key: string; value: number | null }[]; chart: { points: { label: string; value: number }[] }; rows: Row[]; columns: { key: string; drill: boolean; outcome?: string }[]; meta: { total: number } };

const db = () => t.database.db;
const get = (path: string) => t.call(ACME, { method: 'GET', url: `/api/reports/${path}`, token: admin });
const scope = () => `client_id=${clientId}&period=last_30_days`;
async function report(name: string, query = scope()): Promise<Data> {
    const response = await get(`${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Data;
}
const summaryOf = (data: Data) => Object.fromEntries(data.summary.map(f => [f.key, f.value]));
async function drillNames(query: string): Promise<string[]> {
    const response = await get(`applications?${query}&limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { candidate_name: string }[]).map(r => r.candidate_name).sort();
}
/** The drill query of a row's figure, as the console builds it: the filters, the row's drill, the column's outcome. */
const drillQuery = (data: Data, row: Row, columnKey: string, filters = scope()) => {
    const outcome = data.columns.find(c => c.key === columnKey)?.outcome;
    return [filters, ...Object.entries({ ...row.drill, ...(outcome ? { outcome } : {}) }).map(([k, v]) => `${k}=${v}`)].join('&');
};
const days = (n: number) => sql`now() - make_interval(days => ${n})`;

async function place(key: string, jobId: string, moves: [string, number][]) {
    const stages = await sql<{ id: string; name: string }>`select id, name from pipeline_stages where job_id = ${jobId}`.execute(db());
    const stageId = (name: string) => stages.rows.find(s => s.name === name)?.id ?? null;
    for (const [index, [stage, ago]] of moves.entries()) {
        const from = index === 0 ? null : moves[index - 1][0];
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_at)
            select workspace_id, id, job_id, ${from ? stageId(from) : null}, ${from}, ${stageId(stage)}, ${stage}, ${days(ago)} from applications where id = ${apps[key]}`.execute(db());
    }
    const [last, lastAgo] = moves[moves.length - 1];
    await sql`update applications set created_at = ${days(moves[0][1])}, stage_id = ${stageId(last)}, stage_entered_at = ${days(lastAgo)} where id = ${apps[key]}`.execute(db());
}

async function apply(key: string, job: 'P' | 'Q', person: string, source: string | null, moves: [string, number][]) {
    const response = await addApplicant(t, ACME, admin, jobs[job], { first_name: 'More', last_name: person, email: `more.${person.toLowerCase()}@example.org` }, source ? { source } : {});
    if (response.statusCode !== 200) throw new Error(`add ${key}: ${response.body}`);
    apps[key] = response.json().data.id as string;
    await sql`delete from application_stage_history where application_id = ${apps[key]}`.execute(db());
    await place(key, jobs[job], moves);
}

async function interview(key: string, ago: number, status: 'PENDING' | 'COMPLETED' | 'CANCELLED', result: 'PASS' | 'FAIL' | null = null): Promise<string> {
    const made = await sql<{ id: string }>`insert into interviews (workspace_id, application_id, job_id, round_id, type, status, result, starts_at, ends_at, duration_minutes)
        select a.workspace_id, a.id, a.job_id, (select r.id from interview_rounds r where r.job_id = a.job_id order by r.position limit 1), 'INTERVIEW', ${status}, ${result},
            ${days(ago)}, ${days(ago)} + interval '1 hour', 60
        from applications a where a.id = ${apps[key]} returning id`.execute(db());
    return made.rows[0].id;
}

/** The admin's feedback on an interview: one answer per level given. */
async function feedback(interviewId: string, levels: string[]) {
    await sql`insert into interview_interviewers (workspace_id, interview_id, user_id, starts_at, ends_at, submitted_at)
        select workspace_id, id, ${adminId}, starts_at, ends_at, ends_at from interviews where id = ${interviewId}`.execute(db());
    for (const [index, level] of levels.entries()) {
        await sql`insert into interview_questions (workspace_id, interview_id, question_id, group_id, position, label, criteria)
            select workspace_id, id, ${`q${index}`}, 'g', ${index}, 'A question', '[]'::jsonb from interviews where id = ${interviewId}`.execute(db());
        await sql`insert into interview_feedback_answers (workspace_id, interview_id, user_id, question_id, criterion_id, level)
            select workspace_id, id, ${adminId}, ${`q${index}`}, 'c', ${level} from interviews where id = ${interviewId}`.execute(db());
    }
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    adminId = await userId(t, ACME, admin);
    const client = await t.call(ACME, { method: 'POST', url: '/api/client', token: admin, payload: { name: 'More Reports Client', contact_person: 'Mo Re', email: 'mo@more.example' } });
    if (client.statusCode !== 200) throw new Error(`client: ${client.body}`);
    clientId = client.json().data.id as string;
    const department = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'More Dept' } });
    if (department.statusCode !== 200) throw new Error(`department: ${department.body}`);
    departmentId = department.json().data.id as string;
    const common = { client_id: clientId };
    jobs.P = (await createJob(t, ACME, admin, { ...common, title: 'More P', openings: 2, department_id: departmentId, hiring_deadline: '2030-01-31' })).id;
    jobs.Q = (await createJob(t, ACME, admin, { ...common, title: 'More Q' })).id;
    jobs.R = (await createJob(t, ACME, admin, { ...common, title: 'More R' })).id;
    await sql`update jobs set created_at = ${days(45)} where id = ${jobs.P}`.execute(db());
    await sql`update jobs set created_at = ${days(10)} where id = ${jobs.Q}`.execute(db());
    await sql`update jobs set created_at = ${days(200)}, job_type = 'CLOSED', updated_at = ${days(5)} where id = ${jobs.R}`.execute(db());

    await apply('p1', 'P', 'P1', 'Career page', [['Applied', 20], ['Interview', 15], ['Hired', 5]]);
    await apply('p2', 'P', 'P2', 'Vendor', [['Applied', 10], ['Rejected', 8]]);
    await apply('p3', 'P', 'P3', 'Referral', [['Applied', 44], ['Hired', 40]]);
    await apply('q1', 'Q', 'P2', null, [['Applied', 3]]);
    await feedback(await interview('p1', 16, 'COMPLETED', 'PASS'), ['STRONG', 'NEEDS_IMPROVEMENT']);
    await interview('p1', 14, 'COMPLETED', 'FAIL');
    await interview('p2', 9, 'CANCELLED');
    await interview('q1', 1, 'PENDING');
    await sql`insert into offer_letters (workspace_id, application_id, candidate_id, candidate_name, candidate_email, job_title, offer_status, sent_at)
        select a.workspace_id, a.id, a.candidate_id, 'More P1', 'more.p1@example.org', 'More P', 'ACCEPTED', ${days(6)} from applications a where a.id = ${apps.p1}`.execute(db());
});
afterAll(() => t.close());

describe('candidate performance', () => {
    it("counts each interviewed application's rounds, results and average rating", async () => {
        const data = await report('candidate-performance');
        expect(data.rows.map(r => r.cells)).toEqual([
            { candidate: 'More P1', job: 'More P', stage: 'Hired', interviews: 2, pass: 1, fail: 1, waitlist: 0, not_appeared: 0, average_rating: 2.5 },
            { candidate: 'More P2', job: 'More Q', stage: 'Applied', interviews: 1, pass: 0, fail: 0, waitlist: 0, not_appeared: 0, average_rating: null },
        ]);
        expect(summaryOf(data)).toEqual({ candidates: 2, interviews: 3, pass_rate: 0.5, average_rating: 2.5 });
        expect(data.chart.points).toEqual([{ label: 'Applied', value: 1 }, { label: 'Hired', value: 1 }]);
        expect(data.meta.total).toBe(2);
        expect(await drillNames(drillQuery(data, data.rows[1], 'interviews'))).toEqual(['More P2']);
    });

    it('exports every row in order, one line each', async () => {
        const response = await get(`candidate-performance/export?${scope()}&format=csv`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-report-rows']).toBe('2');
        const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(lines.slice(1).map(line => line.split(',').slice(0, 4).join(','))).toEqual(['More P1,More P,Hired,2', 'More P2,More Q,Applied,1']);
    });

    it('answers zeros, no row and no bar when no interview is held (the vendor\'s was cancelled)', async () => {
        const data = await report('candidate-performance', `${scope()}&source=vendor`);
        expect(data.rows).toEqual([]);
        expect(data.meta.total).toBe(0);
        expect(summaryOf(data)).toEqual({ candidates: 0, interviews: 0, pass_rate: null, average_rating: null });
        expect(data.chart.points).toEqual([]);
    });

    it('pages in SQL and keeps the total', async () => {
        const data = await report('candidate-performance', `${scope()}&limit=1&page=2`);
        expect(data.rows.map(r => r.cells.candidate)).toEqual(['More P2']);
        expect(data.meta.total).toBe(2);
    });

    it("cuts the whole workspace's pages where one page of all the rows would (each page reads only the jobs it reaches)", async () => {
        const all = await report('candidate-performance', 'period=last_30_days&limit=100');
        expect(all.meta.total).toBeGreaterThan(2);
        expect(all.meta.total).toBeLessThanOrEqual(100);
        const paged: string[] = [];
        for (let page = 1; page <= all.meta.total; page++) {
            paged.push(...(await report('candidate-performance', `period=last_30_days&limit=1&page=${page}`)).rows.map(r => r.id));
        }
        expect(paged).toEqual(all.rows.map(r => r.id));
    });
});

describe('requirement overview', () => {
    it('sets openings against filled per job (still open or posted in the period) and per client', async () => {
        const data = await report('requirement-overview');
        expect(data.rows.map(r => r.cells)).toEqual([
            { client: 'More Reports Client', job: 'More P', openings: 2, filled_openings: 2, remaining: 0, fill_rate: 1 },
            { client: 'More Reports Client', job: 'More Q', openings: 1, filled_openings: 0, remaining: 1, fill_rate: 0 },
        ]);
        expect(summaryOf(data)).toEqual({ jobs: 2, openings: 3, filled_openings: 2, remaining: 1, fill_rate: 0.667 });
        expect(data.chart.points).toEqual([{ label: 'More Reports Client', value: 1 }]);
        // Filled counts the hires of any time: p3 applied before the period.
        expect(await drillNames(drillQuery(data, data.rows[0], 'filled_openings'))).toEqual(['More P1', 'More P3']);
    });
});

describe('candidate master', () => {
    it("lists the period's candidates with their latest application, newest first", async () => {
        const data = await report('candidate-master');
        expect(data.rows.map(r => r.cells)).toEqual([
            { candidate: 'More P2', email: 'more.p2@example.org', location: null, job: 'More Q', stage: 'Applied', source: 'direct', applied_at: expect.any(String), applications: 2 },
            { candidate: 'More P1', email: 'more.p1@example.org', location: null, job: 'More P', stage: 'Hired', source: 'career_page', applied_at: expect.any(String), applications: 1 },
        ]);
        expect(summaryOf(data)).toEqual({ candidates: 2, applications: 3 });
        expect(Object.fromEntries(data.chart.points.filter(p => p.value > 0).map(p => [p.label, p.value]))).toEqual({ career_page: 1, direct: 1 });
        expect(await drillNames(drillQuery(data, data.rows[0], 'applications'))).toEqual(['More P2', 'More P2']);
        const second = await report('candidate-master', `${scope()}&limit=1&page=2`);
        expect(second.rows.map(r => r.cells.candidate)).toEqual(['More P1']);
        expect(second.meta.total).toBe(2);
        const past = await report('candidate-master', `${scope()}&limit=1&page=3`);
        expect([past.rows.length, past.meta.total, summaryOf(past).candidates]).toEqual([0, 2, 2]);
    });

    it('exports every candidate as CSV through the keyset stream', async () => {
        const response = await get(`candidate-master/export?${scope()}&format=csv`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['x-report-rows']).toBe('2');
        const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(lines[0]).toBe('Candidate,Email,City,Job,Stage,Source,Applied on,Applications');
        expect(lines.slice(1).map(line => line.split(',').slice(0, 2).join(','))).toEqual(['More P2,more.p2@example.org', 'More P1,more.p1@example.org']);
        expect(lines[2]).toContain('Career page');
    });
});

describe('jobs', () => {
    it('shows per job its status, openings, applications, in process, hires, days open and deadline', async () => {
        const data = await report('jobs');
        expect(data.rows.map(r => r.cells)).toEqual([
            { job: 'More Q', status: 'OPEN', openings: 1, applications: 1, in_process: 1, hired: 0, days_open: 10, deadline: null },
            { job: 'More P', status: 'OPEN', openings: 2, applications: 2, in_process: 0, hired: 1, days_open: 45, deadline: '2030-01-31' },
            { job: 'More R', status: 'CLOSED', openings: 1, applications: 0, in_process: 0, hired: 0, days_open: 195, deadline: null },
        ]);
        expect(summaryOf(data)).toEqual({ jobs: 3, open_jobs: 2, openings: 4, applications: 3, hired: 1 });
        expect(await drillNames(drillQuery(data, data.rows[1], 'hired'))).toEqual(['More P1']);
        expect(await drillNames(drillQuery(data, data.rows[1], 'applications'))).toEqual(['More P1', 'More P2']);
    });
});

describe('overview', () => {
    it('counts the period beside the previous one', async () => {
        const data = await report('overview');
        expect(data.rows.map(r => [r.cells.figure, r.cells.current, r.cells.previous, r.cells.change])).toEqual([
            ['jobs_opened', 1, 1, 0],
            ['jobs_closed', 1, 0, null],
            ['applications', 3, 1, 2],
            ['interviews', 3, 0, null],
            ['offers', 1, 0, null],
            ['hires', 1, 1, 0],
        ]);
        expect(data.rows.filter(r => r.drillable === false).map(r => r.id)).toEqual(['jobs_opened', 'jobs_closed']);
        const row = (id: string) => data.rows.find(r => r.id === id) as Row;
        expect(await drillNames(drillQuery(data, row('applications'), 'current'))).toEqual(['More P1', 'More P2', 'More P2']);
        expect(await drillNames(drillQuery(data, row('interviews'), 'current'))).toEqual(['More P1', 'More P2']);
        expect(await drillNames(drillQuery(data, row('offers'), 'current'))).toEqual(['More P1']);
    });

    it("counts only the chosen source's applications, interviews, offers and hires", async () => {
        const figures = async (source: string) =>
            (await report('overview', `${scope()}&source=${source}`)).rows.map(r => [r.cells.figure, r.cells.current, r.cells.previous]);
        // p1 (career page): its application, its two interviews, its offer and its hire; p3 (referral) was the previous period's.
        expect(await figures('career_page')).toEqual([
            ['jobs_opened', 1, 1],
            ['jobs_closed', 1, 0],
            ['applications', 1, 0],
            ['interviews', 2, 0],
            ['offers', 1, 0],
            ['hires', 1, 0],
        ]);
        // q1 (no source): its application and its pending interview.
        expect(await figures('direct')).toEqual([
            ['jobs_opened', 1, 1],
            ['jobs_closed', 1, 0],
            ['applications', 1, 0],
            ['interviews', 1, 0],
            ['offers', 0, 0],
            ['hires', 0, 0],
        ]);
    });
});

describe('consolidated', () => {
    it('sets the figures side by side per department when a client is chosen', async () => {
        const data = await report('consolidated');
        expect(data.columns[0].key).toBe('department');
        expect(data.rows.map(r => ({ id: r.id, ...r.cells }))).toEqual([
            { id: departmentId, department: 'More Dept', jobs_opened: 0, jobs_closed: 0, applications: 2, interviews: 2, offers: 1, hires: 1 },
            { id: 'no-department', department: null, jobs_opened: 1, jobs_closed: 1, applications: 1, interviews: 1, offers: 0, hires: 0 },
        ]);
        expect(data.rows[1].drillable).toBe(false);
        expect(await drillNames(drillQuery(data, data.rows[0], 'applications'))).toEqual(['More P1', 'More P2']);
        expect(await drillNames(drillQuery(data, data.rows[0], 'hires'))).toEqual(['More P1']);
    });

    it('groups per client without a client filter', async () => {
        const data = await report('consolidated', `department_id=${departmentId}&period=last_30_days`);
        expect(data.columns[0].key).toBe('client');
        expect(data.rows.map(r => ({ id: r.id, ...r.cells }))).toEqual([
            { id: clientId, client: 'More Reports Client', jobs_opened: 0, jobs_closed: 0, applications: 2, interviews: 2, offers: 1, hires: 1 },
        ]);
        expect(summaryOf(data)).toEqual({ jobs_opened: 0, applications: 2, interviews: 2, offers: 1, hires: 1 });
        expect(await drillNames(drillQuery(data, data.rows[0], 'applications', `department_id=${departmentId}&period=last_30_days`))).toEqual(['More P1', 'More P2']);
    });
});

describe('filters', () => {
    it('lists the new reports and refuses a bad candidate drill', async () => {
        const lists = (await get('filters')).json().data as { reports: string[] };
        expect(lists.reports).toEqual(expect.arrayContaining(['candidate-performance', 'requirement-overview', 'candidate-master', 'jobs', 'overview', 'consolidated']));
        const bad = await get(`applications?${scope()}&candidate_id=nope`);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toHaveProperty('candidate_id');
    });
});
