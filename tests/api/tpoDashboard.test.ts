/**
 * GET tpo-dashboard (docs/api-dashboard.md "TPO mode", rules in docs/decisions.md)
 * on the demo institute (globex) against a data set whose answers are known by
 * hand. The demo placements are moved out of the way first (offers deleted,
 * applications ten years back), so every figure below is this file's.
 *
 *   Computer Science: drives J1, J2.  Electronics: drive J3 (the recruiter's).
 *   J1: s1 ACCEPTED 1,000,000 INR · s2 DECLINED 800,000 INR · s3 a DRAFT (not made)
 *   J2: s1 DECLINED 1,200,000 INR · s4 SENT 600,000 INR
 *   J3: s5 ACCEPTED 500,000 INR · s6 ACCEPTED 40,000 USD (another currency)
 *       s7 applied and ACCEPTED 700,000 INR a year ago (the previous academic year)
 *
 * Acme, not an institute, answers 404; made one for the isolation check, its
 * accepted offer never shows in globex's figures.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
const dept: Record<'cs' | 'ec', string> = { cs: '', ec: '' };
const drive: Record<'J1' | 'J2' | 'J3', string> = { J1: '', J2: '', J3: '' };
let currentYear: number;

const db = () => t.database.db;
const get = (token: string, query = '', host = GLOBEX) => t.call(host, { method: 'GET', url: `/api/tpo-dashboard${query}`, token });

async function department(name: string): Promise<string> {
    const response = await t.call(GLOBEX, { method: 'POST', url: '/api/department', token: admin, payload: { name } });
    if (response.statusCode !== 200) throw new Error(`department: ${response.body}`);
    return response.json().data.id as string;
}

/** s<n> applies to the drive (once per student and drive) and gets an offer in `status`, sent now or a year ago. */
async function offer(student: string, job: keyof typeof drive, status: string, ctc: number, currency = 'INR', yearAgo = false) {
    const applied = await addApplicant(t, GLOBEX, admin, drive[job], { first_name: 'Student', last_name: student, email: `${student}@campus.example` });
    if (applied.statusCode !== 200) throw new Error(`apply ${student}: ${applied.body}`);
    const applicationId = applied.json().data.id as string;
    const when = yearAgo ? sql`now() - interval '1 year'` : sql`now()`;
    if (yearAgo) await sql`update applications set created_at = ${when} where id = ${applicationId}`.execute(db());
    await sql`insert into offer_letters (workspace_id, application_id, candidate_id, job_title, annual_ctc, currency, offer_status, sent_at)
        select a.workspace_id, a.id, a.candidate_id, 'Drive', ${ctc}, ${currency}, ${status}, ${status === 'DRAFT' ? null : when}
        from applications a where a.id = ${applicationId}`.execute(db());
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(GLOBEX, 'admin@globex.example');
    recruiter = await t.login(GLOBEX, 'recruiter@globex.example');
    const globexId = sql`(select id from workspaces where host = ${GLOBEX})`;
    await sql`delete from offer_letters where workspace_id = ${globexId}`.execute(db());
    await sql`update applications set created_at = now() - interval '10 years' where workspace_id = ${globexId}`.execute(db());
    dept.cs = await department('Computer Science');
    dept.ec = await department('Electronics');
    drive.J1 = (await createJob(t, GLOBEX, admin, { title: 'Drive J1', department_id: dept.cs })).id;
    drive.J2 = (await createJob(t, GLOBEX, admin, { title: 'Drive J2', department_id: dept.cs })).id;
    drive.J3 = (await createJob(t, GLOBEX, admin, { title: 'Drive J3', department_id: dept.ec, recruiter_ids: [await userId(t, GLOBEX, recruiter)] })).id;
    await offer('s1', 'J1', 'ACCEPTED', 1_000_000);
    await offer('s2', 'J1', 'DECLINED', 800_000);
    await offer('s3', 'J1', 'DRAFT', 900_000);
    await offer('s1', 'J2', 'DECLINED', 1_200_000);
    await offer('s4', 'J2', 'SENT', 600_000);
    await offer('s5', 'J3', 'ACCEPTED', 500_000);
    await offer('s6', 'J3', 'ACCEPTED', 40_000, 'USD');
    await offer('s7', 'J3', 'ACCEPTED', 700_000, 'INR', true);
    // s5 (Electronics, above) also applies to a Computer Science drive, with no offer: a student of both departments this year.
    const both = await addApplicant(t, GLOBEX, admin, drive.J1, { first_name: 'Student', last_name: 's5', email: 's5@campus.example' });
    if (both.statusCode !== 200) throw new Error(`apply s5 to J1: ${both.body}`);
    const year = await sql<{ y: number }>`select extract(year from now() at time zone 'UTC' - interval '6 months')::int as y`.execute(db());
    currentYear = Number(year.rows[0].y);
});
afterAll(() => t.close());

const currentFigures = {
    students: 6,
    students_placed: 3,
    companies_hiring: 3,
    offers_made: 6,
    offers_accepted: 3,
    offers_declined: 2,
    acceptance_rate: 0.6,
    median_salary: 800_000,
    highest_salary: 1_200_000,
};
const previousFigures = { students: 1, students_placed: 1, companies_hiring: 1, offers_made: 1, offers_accepted: 1, offers_declined: 0, acceptance_rate: 1, median_salary: 700_000, highest_salary: 700_000 };
const none = { students: 0, students_placed: 0, companies_hiring: 0, offers_made: 0, offers_accepted: 0, offers_declined: 0, acceptance_rate: null, median_salary: null, highest_salary: null };

describe('tpo-dashboard: the figures of a known data set', () => {
    it('answers the current academic year: totals, by department, by year', async () => {
        const response = await get(admin);
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data;
        const label = `${currentYear}-${String((currentYear + 1) % 100).padStart(2, '0')}`;
        expect(data.year).toEqual({ start_year: currentYear, label, from: `${currentYear}-07-01`, to: `${currentYear + 1}-06-30`, time_zone: 'UTC' });
        expect(data.scope).toBe('workspace');
        expect(data.currency).toBe('INR');
        // Six students this year: s5 is counted in both departments' rows, once in the year's.
        expect(data.totals).toEqual(currentFigures);
        expect(data.by_department).toEqual([
            { department_id: dept.ec, department: 'Electronics', students: 2, students_placed: 2, companies_hiring: 1, offers_made: 2, offers_accepted: 2, offers_declined: 0, acceptance_rate: 1, median_salary: 500_000, highest_salary: 500_000 },
            { department_id: dept.cs, department: 'Computer Science', students: 5, students_placed: 1, companies_hiring: 2, offers_made: 4, offers_accepted: 1, offers_declined: 2, acceptance_rate: 0.333, median_salary: 900_000, highest_salary: 1_200_000 },
        ]);
        expect(data.by_year.map((y: { start_year: number }) => y.start_year)).toEqual([4, 3, 2, 1, 0].map(back => currentYear - back));
        expect(data.by_year[4]).toMatchObject(currentFigures);
        expect(data.by_year[3]).toMatchObject(previousFigures);
        expect(data.by_year[0]).toMatchObject(none);
    });

    it('answers a chosen year and one department', async () => {
        const previous = (await get(admin, `?year=${currentYear - 1}`)).json().data;
        expect(previous.totals).toEqual(previousFigures);
        expect(previous.by_year.at(-1).start_year).toBe(currentYear - 1);
        const electronics = (await get(admin, `?department_id=${dept.ec}`)).json().data;
        expect(electronics.totals).toMatchObject({ students: 2, students_placed: 2, offers_made: 2, acceptance_rate: 1, median_salary: 500_000 });
        expect(electronics.by_department.map((d: { department: string }) => d.department)).toEqual(['Electronics']);
    });

    it("counts a RECRUITER's own drives only", async () => {
        const data = (await get(recruiter)).json().data;
        expect(data.scope).toBe('own_jobs');
        expect(data.totals).toMatchObject({ students: 2, students_placed: 2, companies_hiring: 1, offers_made: 2 });
    });
});

describe('tpo-dashboard: who and where', () => {
    it('is 404 for a workspace that is not an institute, and never counts another workspace', async () => {
        const acmeAdmin = await t.login(ACME, 'admin@acme.example');
        const notInstitute = await get(acmeAdmin, '', ACME);
        expect(notInstitute.statusCode).toBe(404);
        expect(notInstitute.json()).toMatchObject({ status: false });
        // Acme becomes an institute with an accepted offer of its own: globex's figures do not move, acme's hold it.
        await sql`update workspaces set institute = 'Acme Academy' where host = ${ACME}`.execute(db());
        await sql`update offer_letters set offer_status = 'ACCEPTED' where offer_status = 'SENT' and workspace_id = (select id from workspaces where host = ${ACME})`.execute(db());
        try {
            expect((await get(admin)).json().data.totals).toEqual(currentFigures);
            const acme = await get(acmeAdmin, '', ACME);
            expect(acme.statusCode).toBe(200);
            expect(acme.json().data.totals.offers_accepted).toBeGreaterThanOrEqual(1);
        } finally {
            await sql`update workspaces set institute = null where host = ${ACME}`.execute(db());
        }
    });

    it('needs COMPANY-DASHBOARD VIEW (403, the session kept) and a corporate role', async () => {
        await sql`update users set permissions = '{"JOBS-POST": ["VIEW"]}'::jsonb where email = 'recruiter@globex.example'`.execute(db());
        const stripped = await t.login(GLOBEX, 'recruiter@globex.example');
        const refused = await get(stripped);
        expect(refused.statusCode).toBe(403);
        expect((await t.call(GLOBEX, { method: 'GET', url: '/api/me', token: stripped })).statusCode).toBe(200);
        const interviewer = await t.login(GLOBEX, 'interviewer@globex.example');
        expect((await get(interviewer)).statusCode).toBe(403);
        expect((await get('')).statusCode).toBe(401);
    });

    it.each(['?year=1999', '?year=twenty', '?department_id=abc', '?period=last_7_days'])('refuses a bad filter %s with 400', async query => {
        const response = await get(admin, query);
        expect(response.statusCode).toBe(400);
        expect(response.json().status).toBe(false);
    });
});
