/**
 * GET usage and GET cs-dashboard (docs/api-dashboard.md "Usage and the CS
 * dashboard", rules in docs/decisions.md "Usage"). The demo data is all of
 * this month (or last month's end), so the month five months back is empty until this file writes
 * into it, by hand, on acme:
 *   sign-ins: the admin twice, the lead and the recruiter once each
 *   jobs: one OPEN and one DRAFT (not posted) · applications: 3
 *   interviews: 2, one of them CANCELLED (not counted)
 *   emails queued: 3 · WhatsApp messages: 2 · one file of 1,000 bytes
 * and, on globex, the same month: 5 emails, a sign-in, a file: never counted.
 * The test app lists acme in CS_DASHBOARD_WORKSPACES.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let month: string;

const db = () => t.database.db;
const ws = (host: string) => sql`(select id from workspaces where host = ${host})`;
/** Ten days into the month five months back (UTC, the demo workspaces' zone). */
const inMonth = sql`date_trunc('month', now()) - interval '5 months' + interval '10 days'`;
const get = (url: string, token: string, host = ACME) => t.call(host, { method: 'GET', url: `/api/${url}`, token });

async function signIn(host: string, email: string, times = 1) {
    for (let i = 0; i < times; i++) {
        await sql`insert into sessions (workspace_id, user_id, created_at, expires_at)
            select u.workspace_id, u.id, ${inMonth}, ${inMonth} + interval '1 day' from users u where u.email = ${email}`.execute(db());
    }
}

async function emails(host: string, count: number) {
    for (let i = 0; i < count; i++) {
        await sql`insert into email_outbox (workspace_id, to_address, subject, body_text, created_at) values (${ws(host)}, 'someone@example.org', 'Usage', 'Usage', ${inMonth})`.execute(db());
    }
}

async function storedFile(host: string, bytes: number) {
    await sql`insert into stored_files (workspace_id, area, kind, original_name, stored_name, size_bytes, created_at)
        values (${ws(host)}, 'resumes', 'pdf', 'usage.pdf', ${`usage-${host}.pdf`}, ${bytes}, ${inMonth})`.execute(db());
}

beforeAll(async () => {
    t = await createTestApp({ csDashboardWorkspaces: [ACME] });
    admin = await t.login(ACME, 'admin@acme.example');
    month = (await sql<{ m: string }>`select to_char(date_trunc('month', now()) - interval '5 months', 'YYYY-MM') as m`.execute(db())).rows[0].m;

    await signIn(ACME, 'admin@acme.example', 2);
    await signIn(ACME, 'lead@acme.example');
    await signIn(ACME, 'recruiter@acme.example');
    const open = await createJob(t, ACME, admin, { title: 'Usage open job' });
    const draft = await createJob(t, ACME, admin, { title: 'Usage draft job', job_type: 'DRAFT' });
    await sql`update jobs set created_at = ${inMonth} where id in (${open.id}, ${draft.id})`.execute(db());
    for (const n of [1, 2, 3]) {
        const applied = await addApplicant(t, ACME, admin, open.id, { first_name: 'Usage', last_name: `N${n}`, email: `usage.${n}@example.org` });
        await sql`update applications set created_at = ${inMonth} where id = ${applied.json().data.id as string}`.execute(db());
    }
    await sql`update interviews set starts_at = ${inMonth}, ends_at = ${inMonth} + interval '1 hour', status = case when rn = 1 then 'CANCELLED' else 'PENDING' end
        from (select id as iid, row_number() over (order by id) as rn from interviews where workspace_id = ${ws(ACME)} limit 2) pick
        where interviews.id = pick.iid`.execute(db());
    await emails(ACME, 3);
    for (const n of [1, 2]) {
        await sql`insert into whatsapp_outbox (workspace_id, to_phone, template_name, language, category, body_text, created_at)
            values (${ws(ACME)}, ${`91987654321${n}`}, 'usage', 'en', 'UTILITY', 'Usage', ${inMonth})`.execute(db());
    }
    await storedFile(ACME, 1_000);
    await emails(GLOBEX, 5);
    await signIn(GLOBEX, 'admin@globex.example');
    await storedFile(GLOBEX, 50_000);
});
afterAll(() => t.close());

describe('usage: the month known by hand', () => {
    it('answers every month asked for, oldest first, and the figures of the one written', async () => {
        const response = await get('usage?months=6', admin);
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data;
        expect(data.time_zone).toBe('UTC');
        expect(data.months).toHaveLength(6);
        expect(data.months[0]).toEqual({
            month,
            active_users: { CORPORATE: 1, LEAD_RECRUITER: 1, RECRUITER: 1, INTERVIEWER: 0, VENDOR: 0, EMPLOYEE: 0, CANDIDATE: 0 },
            jobs_posted: 1,
            applications: 3,
            interviews: 1,
            emails_sent: 3,
            whatsapp_sent: 2,
            storage_added_bytes: 1_000,
        });
        // This month holds this file's own sign-in. The demo data was seeded when the run began
        // (the template), this month or, when the run crossed midnight on the 1st, the one before.
        expect(data.months[5].active_users.CORPORATE).toBeGreaterThanOrEqual(1);
        const demoApplications = data.months.slice(1).reduce((sum: number, m: { applications: number }) => sum + m.applications, 0);
        expect(demoApplications).toBeGreaterThan(0);
    });

    it("counts the workspace's stored files now, never another workspace's", async () => {
        const data = (await get('usage', admin)).json().data;
        expect(data.months).toHaveLength(12);
        const owned = await sql<{ files: number; bytes: string }>`select count(*)::int as files, sum(size_bytes)::text as bytes from stored_files where workspace_id = ${ws(ACME)}`.execute(db());
        expect(data.storage).toEqual({ files: Number(owned.rows[0].files), bytes: Number(owned.rows[0].bytes) });
        expect(data.storage.bytes).toBeLessThan(50_000 + 1_000);
        const globex = (await get('usage?months=6', await t.login(GLOBEX, 'admin@globex.example'), GLOBEX)).json().data;
        expect(globex.months[0]).toMatchObject({ emails_sent: 5, whatsapp_sent: 0, applications: 0, storage_added_bytes: 50_000 });
        expect(globex.months[0].active_users).toMatchObject({ CORPORATE: 1, RECRUITER: 0 });
    });

    it('needs COMPANY-PROFILE VIEW: the lead recruiter is refused until granted it', async () => {
        const lead = await t.login(ACME, 'lead@acme.example');
        const refused = await get('usage', lead);
        expect(refused.statusCode).toBe(403);
        expect((await get('me', lead)).statusCode).toBe(200);
        await sql`update users set permissions = permissions || '{"COMPANY-PROFILE": ["VIEW"]}'::jsonb where email = 'lead@acme.example'`.execute(db());
        expect((await get('usage', await t.login(ACME, 'lead@acme.example'))).statusCode).toBe(200);
        expect((await get('usage', await t.login(ACME, 'interviewer@acme.example'))).statusCode).toBe(403);
    });

    it.each(['months=0', 'months=25', 'months=six', 'period=last_7_days'])('refuses a bad filter %s with 400', async query => {
        for (const url of [`usage?${query}`, `cs-dashboard?${query}`]) {
            const response = await get(url, admin);
            expect(response.statusCode).toBe(400);
            expect(response.json().status).toBe(false);
        }
    });
});

describe('cs-dashboard: the listed workspaces only', () => {
    it('answers a listed workspace: its usage and the setup checklist', async () => {
        const response = await get('cs-dashboard?months=6', admin);
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data;
        expect(data.workspace).toMatchObject({ company_name: 'Acme Talent Partners', host: ACME });
        expect(data.usage.months[0]).toMatchObject({ month, applications: 3, emails_sent: 3 });
        // The demo records: five departments, three teammates, three email templates and one WhatsApp template; jobs on the career page.
        const step = (name: string) => data.setup.find((s: { step: string }) => s.step === name);
        expect(data.setup.map((s: { step: string }) => s.step)).toEqual(['departments', 'teammates', 'pipeline', 'career_page', 'templates']);
        expect(step('departments')).toEqual({ step: 'departments', done: true, count: 5 });
        expect(step('teammates')).toEqual({ step: 'teammates', done: true, count: 3 });
        expect(step('templates')).toEqual({ step: 'templates', done: true, count: 4 });
        expect(step('career_page').done).toBe(true);
        expect(step('pipeline')).toEqual({ step: 'pipeline', done: false, count: 0 });
    });

    it('follows the workspace: a pipeline edited counts, a department added counts', async () => {
        await sql`update pipeline_stages set version = version + 1, name = 'Phone screen' where id = (
            select s.id from pipeline_stages s join jobs j on j.id = s.job_id where j.title = 'Usage open job' and s.name = 'Screening')`.execute(db());
        await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: { name: 'Usage department' } });
        const setup = (await get('cs-dashboard', admin)).json().data.setup;
        expect(setup.find((s: { step: string }) => s.step === 'pipeline')).toEqual({ step: 'pipeline', done: true, count: 1 });
        expect(setup.find((s: { step: string }) => s.step === 'departments').count).toBe(6);
    });

    it('is absent outside the list: 404, and check-workspace says which', async () => {
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        const absent = await get('cs-dashboard', globexAdmin, GLOBEX);
        expect(absent.statusCode).toBe(404);
        expect(absent.json().status).toBe(false);
        const check = async (host: string) =>
            (await t.call(host, { method: 'GET', url: `/api/check-workspace?workspace=${encodeURIComponent(`http://${host}`)}` })).json().companyDetails;
        expect(await check(ACME)).toMatchObject({ cs_dashboard: true, is_institute: false });
        expect(await check(GLOBEX)).toMatchObject({ cs_dashboard: false, is_institute: true });
        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        expect((await get('cs-dashboard', recruiter)).statusCode).toBe(403);
    });
});
