/**
 * A figure that counts interviews or offers, not applications (the overview's and consolidated's
 * interviews and offers; config/contracts/reports.ts, DRILL_EVENTS): its drill-down lists the
 * applications behind it, fewer than the figure when one application has two, and says so. The
 * answer carries `events` (what the figure counts and how many the whole list holds, the figure
 * itself) and each row its own count, so the console can read "2 applications with 3 interviews".
 * A drill of applications (the period's, hires) carries neither, and the export's columns stay.
 *
 * Data (a client made for the test, its filter leaving the demo data out; period last_30_days):
 *   job X (department "Drill Dept"): x1 two interviews (one COMPLETED, one PENDING) and a cancelled one,
 *     two offers sent (one WITHDRAWN, then one ACCEPTED); x2 one interview, one offer SENT
 *   job Y (no department): y1 one interview
 * So interviews 4 (x1 2, x2 1, y1 1) over 3 applications; offers 3 (x1 2, x2 1) over 2.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let clientId: string;
let departmentId: string;
const apps: Record<string, string> = {};

type Row = { id: string; cells: Record<string, string | number | null>; drill: Record<string, string>; drillable?: boolean };
type Data = { chart: { points: { label: string; value: number; drill?: Record<string, string> }[] }; rows: Row[]; columns: { key: string; drill: boolean; outcome?: string }[] };
type DrillAnswer = {
    data: { application_id: string; candidate_name: string; events?: number }[];
    meta: { total: number };
    events?: { kind: string; total: number };
};

const db = () => t.database.db;
const get = (path: string) => t.call(ACME, { method: 'GET', url: `/api/reports/${path}`, token: admin });
const scope = () => `client_id=${clientId}&period=last_30_days`;
const days = (n: number) => sql`now() - make_interval(days => ${n})`;

async function report(name: string): Promise<Data> {
    const response = await get(`${name}?${scope()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Data;
}
async function drill(query: string): Promise<DrillAnswer> {
    const response = await get(`applications?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DrillAnswer;
}
/** The drill query of a row's figure, as the console builds it: the filters, the row's drill, the column's outcome. */
const drillQuery = (data: Data, row: Row, columnKey: string) => {
    const outcome = data.columns.find(c => c.key === columnKey)?.outcome;
    return [scope(), ...Object.entries({ ...row.drill, ...(outcome ? { outcome } : {}) }).map(([k, v]) => `${k}=${v}`)].join('&');
};
/** Each listed application's own count, by candidate. */
const perRow = (answer: DrillAnswer) => Object.fromEntries(answer.data.map(r => [r.candidate_name, r.events]));

async function interview(key: string, ago: number, status: 'PENDING' | 'COMPLETED' | 'CANCELLED') {
    await sql`insert into interviews (workspace_id, application_id, job_id, round_id, type, status, starts_at, ends_at, duration_minutes)
        select a.workspace_id, a.id, a.job_id, (select r.id from interview_rounds r where r.job_id = a.job_id order by r.position limit 1), 'INTERVIEW', ${status},
            ${days(ago)}, ${days(ago)} + interval '1 hour', 60
        from applications a where a.id = ${apps[key]}`.execute(db());
}

async function offer(key: string, ago: number, status: 'SENT' | 'ACCEPTED' | 'WITHDRAWN') {
    await sql`insert into offer_letters (workspace_id, application_id, candidate_id, candidate_name, candidate_email, job_title, offer_status, sent_at)
        select a.workspace_id, a.id, a.candidate_id, c.first_name, c.email, j.title, ${status}, ${days(ago)}
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id where a.id = ${apps[key]}`.execute(db());
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    const client = await t.call(ACME, { method: 'POST', url: '/api/client', token: admin, payload: { name: 'Drill Events Client', contact_person: 'Di Ril', email: 'di@drill.example' } });
    if (client.statusCode !== 200) throw new Error(`client: ${client.body}`);
    clientId = client.json().data.id as string;
    const department = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Drill Dept' } });
    if (department.statusCode !== 200) throw new Error(`department: ${department.body}`);
    departmentId = department.json().data.id as string;
    const x = (await createJob(t, ACME, admin, { title: 'Drill X', client_id: clientId, department_id: departmentId })).id;
    const y = (await createJob(t, ACME, admin, { title: 'Drill Y', client_id: clientId })).id;
    for (const [key, job] of [['x1', x], ['x2', x], ['y1', y]] as const) {
        const response = await addApplicant(t, ACME, admin, job, { first_name: 'Drill', last_name: key.toUpperCase(), email: `drill.${key}@example.org` });
        if (response.statusCode !== 200) throw new Error(`add ${key}: ${response.body}`);
        apps[key] = response.json().data.id as string;
        // Applied a few days ago: the interviews and offers below come after it.
        await sql`update applications set created_at = ${days(12)} where id = ${apps[key]}`.execute(db());
    }
    await interview('x1', 6, 'COMPLETED');
    await interview('x1', 2, 'PENDING');
    await interview('x1', 4, 'CANCELLED');
    await interview('x2', 3, 'COMPLETED');
    await interview('y1', 1, 'PENDING');
    await offer('x1', 8, 'WITHDRAWN');
    await offer('x1', 2, 'ACCEPTED');
    await offer('x2', 1, 'SENT');
});
afterAll(() => t.close());

describe("the overview's interviews and offers", () => {
    it('lead to their applications, and the list says how many interviews and offers it holds, each row its own', async () => {
        const data = await report('overview');
        const row = (id: string) => data.rows.find(r => r.id === id) as Row;
        expect([row('interviews').cells.current, row('offers').cells.current]).toEqual([4, 3]);

        const interviews = await drill(drillQuery(data, row('interviews'), 'current'));
        // 3 applications with 4 interviews: the figure is the list's events, not its rows.
        expect(interviews.meta.total).toBe(3);
        expect(interviews.events).toEqual({ kind: 'interviews', total: row('interviews').cells.current });
        expect(perRow(interviews)).toEqual({ 'Drill X1': 2, 'Drill X2': 1, 'Drill Y1': 1 });

        const offers = await drill(drillQuery(data, row('offers'), 'current'));
        expect(offers.meta.total).toBe(2);
        expect(offers.events).toEqual({ kind: 'offers_sent', total: row('offers').cells.current });
        expect(perRow(offers)).toEqual({ 'Drill X1': 2, 'Drill X2': 1 });

        // A bar leads where its row does, so its list says the same.
        const bar = data.chart.points.find(point => point.label === 'interviews');
        expect(bar?.value).toBe(4);
        const fromBar = await drill(new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(scope())), ...bar?.drill }).toString());
        expect([fromBar.meta.total, fromBar.events]).toEqual([3, { kind: 'interviews', total: 4 }]);
    });

    it('count the whole list on every page, past the end too', async () => {
        const data = await report('overview');
        const query = drillQuery(data, data.rows.find(r => r.id === 'interviews') as Row, 'current');
        const second = await drill(`${query}&limit=1&page=2`);
        expect(second.data).toHaveLength(1);
        expect([second.meta.total, second.events]).toEqual([3, { kind: 'interviews', total: 4 }]);
        const past = await drill(`${query}&limit=1&page=9`);
        expect(past.data).toEqual([]);
        expect([past.meta.total, past.events]).toEqual([3, { kind: 'interviews', total: 4 }]);
        // One candidate's applications: that application's own count.
        const x1 = (await drill(`${query}&limit=100`)).data.find(r => r.candidate_name === 'Drill X1');
        const candidate = (await sql<{ candidate_id: string }>`select candidate_id from applications where id = ${x1?.application_id}`.execute(db())).rows[0].candidate_id;
        expect((await drill(`${query}&candidate_id=${candidate}`)).events).toEqual({ kind: 'interviews', total: 2 });
    });

    it('leave a drill of applications as it was, and the export its columns', async () => {
        const data = await report('overview');
        const applications = await drill(drillQuery(data, data.rows.find(r => r.id === 'applications') as Row, 'current'));
        expect(applications.meta.total).toBe(3);
        expect(applications.events).toBeUndefined();
        expect(applications.data.every(r => !('events' in r))).toBe(true);

        const exported = await get(`applications/export?${drillQuery(data, data.rows.find(r => r.id === 'interviews') as Row, 'current')}&format=csv`);
        expect(exported.statusCode, exported.body).toBe(200);
        const lines = exported.body.replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(lines[0]).toBe('Candidate,Job,Stage,Source,Applied on');
        expect(lines).toHaveLength(4);
    });
});

describe("consolidated's interviews and offers", () => {
    it("lead to a group's applications, with as many interviews and offers as the group's figures", async () => {
        const data = await report('consolidated');
        const dept = data.rows.find(r => r.id === departmentId) as Row;
        expect([dept.cells.interviews, dept.cells.offers]).toEqual([3, 3]);

        const interviews = await drill(drillQuery(data, dept, 'interviews'));
        expect(interviews.meta.total).toBe(2);
        expect(interviews.events).toEqual({ kind: 'interviews', total: dept.cells.interviews });
        expect(perRow(interviews)).toEqual({ 'Drill X1': 2, 'Drill X2': 1 });

        const offers = await drill(drillQuery(data, dept, 'offers'));
        expect(offers.meta.total).toBe(2);
        expect(offers.events).toEqual({ kind: 'offers_sent', total: dept.cells.offers });

        const hires = await drill(drillQuery(data, dept, 'hires'));
        expect(hires.events).toBeUndefined();
    });
});
