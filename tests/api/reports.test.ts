/**
 * Reports (docs/api-reports.md) against a data set whose answers are known by
 * hand: four jobs of a client made for the test (the client filter leaves
 * the demo data out), applications placed in stages with backdated
 * histories through SQL. Every figure is checked exactly; VIEW and EXPORT
 * are enforced; a RECRUITER's reports count their own jobs; another
 * workspace's rows never count; bad filters are 400 naming the field.
 *
 * Timeline (days before now; last_30_days is today and the 29 days before it):
 *   job A (100 d old, the recruiter's):
 *     a1 Applied 10 → Screening 8 → Interview 6 → Offered 4 → Hired 2   "Career page"
 *     a2 Applied 12 → Screening 11 → Rejected 9                          "Vendor"
 *     a3 Applied 20                                                      no source (direct)
 *     a4 Applied 45 → Screening 40 → Hired 35                            "Referral"
 *   job B (50 d old):
 *     b1 Applied 8 → Interview 7                                         "LinkedIn", campaign "spring" (campaign)
 *     b2 Applied 5 → Offered 3                                           "Employee"
 *     b3 Applied 40 → Offered 38                                         "Career page"
 *   job C (5 d old; its Hired stage renamed "Joined"):
 *     c1 Applied 4 → Joined 1                                            no source (direct)
 *   job D (100 d old, no applications)
 * One more job, of no client, in its own test: a stay that ended with a move into a stage deleted since.
 * Interviews: a1 5 d ago COMPLETED PASS and one CANCELLED; b1 2 d ago COMPLETED FAIL, 1 d ago PENDING (a result owed).
 * Offers sent: a1 4 d ago ACCEPTED, a2 10 d ago WITHDRAWN, b2 3 d ago SENT (open), b3 38 d ago DECLINED.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, GLOBEX, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let recruiterId: string;
let clientId: string;
const jobs: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };
const apps: Record<string, string> = {};
let globexBefore: unknown;

type Move = [stage: string, daysAgo: number];
type Row = { id: string; cells: Record<string, string | number | null>; drill: Record<string, string> };

const get = (token: string, path: string, host = ACME) => t.call(host, { method: 'GET', url: `/api/reports/${path}`, token });
const report = async (token: string, name: string, query: string) => {
    const response = await get(token, `${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { summary: { key: string; value: number | null }[]; chart: { points: { label: string; value: number; drill?: Record<string, string> }[] }; rows: Row[]; columns: { key: string; drill: boolean; outcome?: string }[]; meta: { total: number }; scope: string };
};
const summaryOf = (data: { summary: { key: string; value: number | null }[] }) => Object.fromEntries(data.summary.map(f => [f.key, f.value]));
const ownerDb = () => t.database.db;
const byClient = () => `client_id=${clientId}`;

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
    const response = await addApplicant(t, ACME, admin, jobs[job], { first_name: 'Report', last_name: key.toUpperCase(), email: `report.${key}@example.org` }, source ? { source } : {});
    if (response.statusCode !== 200) throw new Error(`add ${key}: ${response.body}`);
    apps[key] = response.json().data.id as string;
    if (campaign) await sql`update applications set utm_campaign = ${campaign} where id = ${apps[key]}`.execute(ownerDb());
    await place(jobs[job], apps[key], moves);
}

/** An interview of an application, starting `daysAgo` days ago, an hour long. */
async function interview(key: string, daysAgo: number, status: 'PENDING' | 'COMPLETED' | 'CANCELLED', result: 'PASS' | 'FAIL' | null = null) {
    await sql`insert into interviews (workspace_id, application_id, job_id, round_id, type, status, result, starts_at, ends_at, duration_minutes)
        select a.workspace_id, a.id, a.job_id, (select r.id from interview_rounds r where r.job_id = a.job_id order by r.position limit 1), 'INTERVIEW', ${status}, ${result},
            now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${daysAgo}) + interval '1 hour', 60
        from applications a where a.id = ${apps[key]}`.execute(ownerDb());
}

/** An offer on an application, sent `daysAgo` days ago, in `status`. */
async function offer(key: string, daysAgo: number, status: 'SENT' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN') {
    await sql`insert into offer_letters (workspace_id, application_id, candidate_id, candidate_name, candidate_email, job_title, offer_status, sent_at)
        select a.workspace_id, a.id, a.candidate_id, c.first_name, c.email, j.title, ${status}, now() - make_interval(days => ${daysAgo})
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id where a.id = ${apps[key]}`.execute(ownerDb());
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    globexBefore = (await get(globexAdmin, 'candidate-source', GLOBEX)).json().data;
    // The recruiter may read reports (not export): granted here, as an admin would.
    await sql`update users set permissions = permissions || ${JSON.stringify({ 'ONBOARD-REPORT': ['VIEW'] })}::jsonb where email = 'recruiter@acme.example'`.execute(ownerDb());
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    recruiterId = await userId(t, ACME, recruiter);

    const client = await t.call(ACME, { method: 'POST', url: '/api/client', token: admin, payload: { name: 'Reports Test Client', contact_person: 'Rita Port', email: 'rita@reports.example' } });
    if (client.statusCode !== 200) throw new Error(`client: ${client.body}`);
    clientId = client.json().data.id as string;
    jobs.A = (await createJob(t, ACME, admin, { title: 'Report A', client_id: clientId, recruiter_ids: [recruiterId], job_locations: ['Pune'] })).id;
    jobs.B = (await createJob(t, ACME, admin, { title: 'Report B', client_id: clientId, job_locations: ['Chennai'] })).id;
    jobs.C = (await createJob(t, ACME, admin, { title: 'Report C', client_id: clientId })).id;
    jobs.D = (await createJob(t, ACME, admin, { title: 'Report D', client_id: clientId })).id;
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
    await interview('a1', 5, 'COMPLETED', 'PASS');
    await interview('a1', 5, 'CANCELLED');
    await interview('b1', 2, 'COMPLETED', 'FAIL');
    await interview('b1', 1, 'PENDING');
    await offer('a1', 4, 'ACCEPTED');
    await offer('a2', 10, 'WITHDRAWN');
    await offer('b2', 3, 'SENT');
    await offer('b3', 38, 'DECLINED');
});
afterAll(() => t.close());

const stageRow = (rows: Row[], name: string) => {
    const row = rows.find(r => r.cells.stage === name);
    if (!row) throw new Error(`no row ${name}`);
    return row;
};
const drillNames = async (token: string, query: string) => {
    const response = await get(token, `applications?${query}&limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { candidate_name: string }[]).map(r => r.candidate_name).sort();
};

describe('job analytics', () => {
    it("counts one job's stages: reached, conversion to the next stage, median days in stage", async () => {
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days&job_id=${jobs.A}`);
        expect(data.columns.map(c => c.key)).toEqual(['stage', 'reached', 'conversion', 'median_days']);
        expect(data.rows.map(r => r.cells)).toEqual([
            { stage: 'Applied', reached: 3, conversion: 0.667, median_days: 1.5 },
            { stage: 'Screening', reached: 2, conversion: 0.5, median_days: 2 },
            { stage: 'Interview', reached: 1, conversion: 1, median_days: 2 },
            { stage: 'Offered', reached: 1, conversion: 1, median_days: 2 },
            { stage: 'Hired', reached: 1, conversion: null, median_days: null },
            { stage: 'Rejected', reached: 1, conversion: null, median_days: null },
        ]);
        expect(summaryOf(data)).toEqual({ applications: 3, hired: 1, hire_rate: 0.333 });
        expect(data.chart.points.map(({ label, value, drill }) => ({ label, value, drill }))).toEqual([
            { label: 'Applied', value: 3, drill: { job_id: jobs.A, stage_id: stageRow(data.rows, 'Applied').drill.stage_id } },
            { label: 'Screening', value: 2, drill: { job_id: jobs.A, stage_id: stageRow(data.rows, 'Screening').drill.stage_id } },
            { label: 'Interview', value: 1, drill: { job_id: jobs.A, stage_id: stageRow(data.rows, 'Interview').drill.stage_id } },
            { label: 'Offered', value: 1, drill: { job_id: jobs.A, stage_id: stageRow(data.rows, 'Offered').drill.stage_id } },
            { label: 'Hired', value: 1, drill: { job_id: jobs.A, stage_id: stageRow(data.rows, 'Hired').drill.stage_id } },
        ]);
    });

    it('ends a stay at the move into a stage deleted since (its moves stay in the history)', async () => {
        // A job of no client, so the client-filtered figures above never see it.
        const job = (await createJob(t, ACME, admin, { title: 'Report Deleted Stage' })).id;
        const added = await t.call(ACME, { method: 'POST', url: `/api/${job}/create-hiring-pipeline`, token: admin, payload: { name: 'Take-home' } });
        expect(added.statusCode, added.body).toBe(200);
        const applicant = await addApplicant(t, ACME, admin, job, { first_name: 'Report', last_name: 'Gone', email: 'report.gone@example.org' });
        expect(applicant.statusCode, applicant.body).toBe(200);
        await place(job, applicant.json().data.id as string, [['Applied', 10], ['Take-home', 6], ['Interview', 2]]);
        const removed = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${added.json().data.id as string}`, token: admin });
        expect(removed.statusCode, removed.body).toBe(200);
        const data = await report(admin, 'job-analytics', `period=last_30_days&job_id=${job}`);
        // Applied 10 days ago, out of it 6 days ago: 4 days, not the 8 until the next stage kept.
        expect(stageRow(data.rows, 'Applied').cells).toMatchObject({ reached: 1, median_days: 4 });
        expect(stageRow(data.rows, 'Interview').cells).toMatchObject({ reached: 1, median_days: null });
    });

    it('lists the applications behind each stage figure', async () => {
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days&job_id=${jobs.A}`);
        const drill = (name: string) => drillNames(admin, `${byClient()}&period=last_30_days&job_id=${jobs.A}&stage_id=${stageRow(data.rows, name).drill.stage_id}`);
        expect(await drill('Applied')).toEqual(['Report A1', 'Report A2', 'Report A3']);
        expect(await drill('Screening')).toEqual(['Report A1', 'Report A2']);
        expect(await drill('Hired')).toEqual(['Report A1']);
        expect(await drill('Rejected')).toEqual(['Report A2']);
    });

    it("pages a stage's applications newest first, and a page past the end still knows the total", async () => {
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days&job_id=${jobs.A}`);
        const query = `${byClient()}&period=last_30_days&job_id=${jobs.A}&stage_id=${stageRow(data.rows, 'Applied').drill.stage_id}&limit=2`;
        const pageOf = async (n: number) => {
            const response = await get(admin, `applications?${query}&page=${n}`);
            expect(response.statusCode, response.body).toBe(200);
            const body = response.json() as { data: { application_id: string; applied_at: string }[]; meta: { total: number } };
            return { ids: body.data.map(r => r.application_id), at: body.data.map(r => r.applied_at), total: body.meta.total };
        };
        const [first, second, past] = [await pageOf(1), await pageOf(2), await pageOf(5)];
        expect([first.ids.length, second.ids.length, past.ids.length]).toEqual([2, 1, 0]);
        expect([first.total, second.total, past.total]).toEqual([3, 3, 3]);
        const at = [...first.at, ...second.at];
        expect(at).toEqual([...at].sort().reverse());
        expect(new Set([...first.ids, ...second.ids]).size).toBe(3);
    });

    it("counts every job's funnel without a job filter", async () => {
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days`);
        expect(data.rows.map(r => r.cells)).toEqual([
            { job: 'Report A', applied: 3, screening: 2, interview: 1, offer: 1, hired: 1, hire_rate: 0.333 },
            { job: 'Report B', applied: 2, screening: 2, interview: 2, offer: 1, hired: 0, hire_rate: 0 },
            { job: 'Report C', applied: 1, screening: 1, interview: 1, offer: 1, hired: 1, hire_rate: 1 },
            { job: 'Report D', applied: 0, screening: 0, interview: 0, offer: 0, hired: 0, hire_rate: null },
        ]);
        expect(summaryOf(data)).toEqual({ jobs: 4, applications: 6, hired: 2, hire_rate: 0.333 });
        expect(data.chart.points.map(p => p.value)).toEqual([6, 5, 4, 3, 2]);
    });

    it("lists the applications behind every job's funnel figures, as many as each figure says", async () => {
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days`);
        expect(data.columns.filter(c => c.drill).map(c => [c.key, c.outcome ?? null])).toEqual([
            ['applied', null],
            ['screening', 'reached_screening'],
            ['interview', 'reached_interview'],
            ['offer', 'reached_offer'],
            ['hired', 'reached_hired'],
        ]);
        const drill = (row: (typeof data.rows)[number], key: string) => {
            const outcome = data.columns.find(c => c.key === key)?.outcome;
            return drillNames(admin, `${byClient()}&period=last_30_days&job_id=${row.drill.job_id}${outcome ? `&outcome=${outcome}` : ''}`);
        };
        const a = data.rows.find(r => r.cells.job === 'Report A')!;
        // The same applications as Report A's own stages list (above): the job's funnel and its stages agree.
        expect(await drill(a, 'screening')).toEqual(['Report A1', 'Report A2']);
        expect(await drill(a, 'interview')).toEqual(['Report A1']);
        expect(await drill(a, 'hired')).toEqual(['Report A1']);
        for (const row of data.rows) {
            for (const key of ['applied', 'screening', 'interview', 'offer', 'hired']) expect((await drill(row, key)).length, `${String(row.cells.job)} ${key}`).toBe(row.cells[key]);
        }
    });

    it('pages the rows and keeps the total', async () => {
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days&limit=2&page=2`);
        expect(data.rows.map(r => r.cells.job)).toEqual(['Report C', 'Report D']);
        expect(data.meta.total).toBe(4);
    });

    it('narrows to jobs with a location in a city (its id)', async () => {
        const chennai = (await get(admin, 'filters')).json().data.locations.find((l: { label: string }) => l.label === 'Chennai').id;
        const data = await report(admin, 'job-analytics', `${byClient()}&period=last_30_days&location=${chennai}`);
        expect(data.rows.map(r => r.cells.job)).toEqual(['Report B']);
    });
});

describe('candidate source', () => {
    it("splits the period's applications and hires by source", async () => {
        const data = await report(admin, 'candidate-source', `${byClient()}&period=last_30_days`);
        expect(data.rows.map(r => r.cells)).toEqual([
            { source: 'career_page', applications: 1, share: 0.167, hires: 1 },
            { source: 'vendor', applications: 1, share: 0.167, hires: 0 },
            { source: 'referral', applications: 0, share: 0, hires: 0 },
            { source: 'employee', applications: 1, share: 0.167, hires: 0 },
            { source: 'campaign', applications: 1, share: 0.167, hires: 0 },
            { source: 'direct', applications: 2, share: 0.333, hires: 1 },
            { source: 'other', applications: 0, share: 0, hires: 0 },
        ]);
        expect(summaryOf(data)).toEqual({ applications: 6, hires: 2, top_source_share: 0.333 });
    });

    it('counts the older applications and hires over 90 days, and the source filter narrows to one bucket', async () => {
        const data = await report(admin, 'candidate-source', `${byClient()}&period=last_90_days`);
        const cells = Object.fromEntries(data.rows.map(r => [r.cells.source, [r.cells.applications, r.cells.hires]]));
        expect(cells).toEqual({ career_page: [2, 1], vendor: [1, 0], referral: [1, 1], employee: [1, 0], campaign: [1, 0], direct: [2, 1], other: [0, 0] });
        expect(await drillNames(admin, `${byClient()}&period=last_90_days&source=career_page`)).toEqual(['Report A1', 'Report B3']);
        expect(await drillNames(admin, `${byClient()}&period=last_90_days&source=referral&outcome=hired`)).toEqual(['Report A4']);
    });
});

describe('time to fill', () => {
    it('lists the jobs whose first hire fell in the period, with the days it took', async () => {
        const thirty = await report(admin, 'time-to-fill', `${byClient()}&period=last_30_days`);
        expect(thirty.rows.map(r => ({ job: r.cells.job, days: r.cells.days_to_fill, hires: r.cells.hires }))).toEqual([{ job: 'Report C', days: 4, hires: 1 }]);
        expect(summaryOf(thirty)).toEqual({ jobs_filled: 1, median_days_to_fill: 4, hires: 1 });

        const ninety = await report(admin, 'time-to-fill', `${byClient()}&period=last_90_days`);
        expect(ninety.rows.map(r => ({ job: r.cells.job, days: r.cells.days_to_fill, hires: r.cells.hires }))).toEqual([
            { job: 'Report A', days: 65, hires: 2 },
            { job: 'Report C', days: 4, hires: 1 },
        ]);
        expect(summaryOf(ninety)).toEqual({ jobs_filled: 2, median_days_to_fill: 34.5, hires: 3 });
        expect(await drillNames(admin, `${byClient()}&period=last_90_days&job_id=${jobs.A}&outcome=hired`)).toEqual(['Report A1', 'Report A4']);
    });
});

describe('recruiter performance', () => {
    it("counts the recruiter's jobs, their applications, interviews (not cancelled) and hires", async () => {
        const data = await report(admin, 'recruiter-performance', `${byClient()}&period=last_30_days`);
        const row = data.rows.find(r => r.id === recruiterId);
        expect(row?.cells).toMatchObject({ jobs: 1, applications: 3, interviews: 1, hires: 1 });
        expect(await drillNames(admin, `${byClient()}&period=last_30_days&recruiter_id=${recruiterId}`)).toEqual(['Report A1', 'Report A2', 'Report A3']);
    });

    it("narrows the applications, interviews and hires to the source filter's", async () => {
        const bySource = async (source: string) =>
            (await report(admin, 'recruiter-performance', `${byClient()}&period=last_30_days&source=${source}`)).rows.find(r => r.id === recruiterId)?.cells;
        // a1 (career page) has the interview and the hire; a3 (direct) neither.
        expect(await bySource('career_page')).toMatchObject({ jobs: 1, applications: 1, interviews: 1, hires: 1 });
        expect(await bySource('direct')).toMatchObject({ jobs: 1, applications: 1, interviews: 0, hires: 0 });
    });
});

describe('offer letter', () => {
    it('counts the offers sent in the period per job, and the acceptance rate over answered offers', async () => {
        const thirty = await report(admin, 'offer-letter', `${byClient()}&period=last_30_days`);
        expect(thirty.rows.map(r => r.cells)).toEqual([
            { job: 'Report A', offers_sent: 2, accepted: 1, declined: 0, open: 0, closed: 1, acceptance_rate: 1 },
            { job: 'Report B', offers_sent: 1, accepted: 0, declined: 0, open: 1, closed: 0, acceptance_rate: null },
        ]);
        expect(summaryOf(thirty)).toEqual({ offers_sent: 3, accepted: 1, declined: 0, acceptance_rate: 1 });

        const ninety = await report(admin, 'offer-letter', `${byClient()}&period=last_90_days`);
        expect(ninety.rows.find(r => r.cells.job === 'Report B')?.cells).toEqual({ job: 'Report B', offers_sent: 2, accepted: 0, declined: 1, open: 1, closed: 0, acceptance_rate: 0 });
        expect(summaryOf(ninety)).toEqual({ offers_sent: 4, accepted: 1, declined: 1, acceptance_rate: 0.5 });
        expect(await drillNames(admin, `${byClient()}&period=last_90_days&outcome=offer_sent`)).toEqual(['Report A1', 'Report A2', 'Report B2', 'Report B3']);
        expect(await drillNames(admin, `${byClient()}&period=last_90_days&outcome=offer_declined`)).toEqual(['Report B3']);
        expect(await drillNames(admin, `${byClient()}&period=last_30_days&job_id=${jobs.A}&outcome=offer_accepted`)).toEqual(['Report A1']);
    });
});

describe('interviews', () => {
    it('counts the period\'s interviews per job: candidates, results, results owed, cancellations', async () => {
        const data = await report(admin, 'interviews', `${byClient()}&period=last_30_days`);
        expect(data.rows.map(r => r.cells)).toEqual([
            { job: 'Report A', candidates: 1, interviews: 1, completed: 1, pass: 1, fail: 0, waitlist: 0, not_appeared: 0, awaiting_result: 0, cancelled: 1 },
            { job: 'Report B', candidates: 1, interviews: 2, completed: 1, pass: 0, fail: 1, waitlist: 0, not_appeared: 0, awaiting_result: 1, cancelled: 0 },
        ]);
        expect(summaryOf(data)).toEqual({ interviews: 3, completed: 2, awaiting_result: 1, pass_rate: 0.5 });
        expect(await drillNames(admin, `${byClient()}&period=last_30_days&outcome=interviewed`)).toEqual(['Report A1', 'Report B1']);
    });
});

describe("the chart's bars", () => {
    // The reports page opens a bar's drill as it opens a table figure's (custom/reports/ReportsPage.tsx).
    it('lead each to the applications they count, as many as the bar says; a bar that counts no applications leads nowhere', async () => {
        const cases: [name: string, query: string][] = [
            ['job-analytics', `${byClient()}&period=last_30_days`],
            ['job-analytics', `${byClient()}&period=last_30_days&job_id=${jobs.A}`],
            ['jobs', `${byClient()}&period=last_90_days`],
            ['candidate-source', `${byClient()}&period=last_90_days`],
            ['recruiter-performance', `${byClient()}&period=last_90_days`],
            ['offer-letter', `${byClient()}&period=last_90_days`],
            ['consolidated', 'period=last_30_days'],
        ];
        for (const [name, query] of cases) {
            const data = await report(admin, name, query);
            const led = data.chart.points.filter(point => point.drill);
            expect(led.length, name).toBeGreaterThan(0);
            for (const point of led) {
                const drilled = new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), ...point.drill });
                const response = await get(admin, `applications?${drilled.toString()}&limit=1`);
                expect(response.statusCode, response.body).toBe(200);
                expect([name, point.label, response.json().meta.total], JSON.stringify(point.drill)).toEqual([name, point.label, point.value]);
            }
        }
        expect(data(await report(admin, 'offer-letter', `${byClient()}&period=last_90_days`))).toEqual({ accepted: true, declined: true, open: false, closed: false });
        // The overview's interviews and offers are counted as such, not as applications: a bar leads where its row's figure does.
        const overview = await report(admin, 'overview', `${byClient()}&period=last_30_days`);
        expect(overview.chart.points.map(point => [point.label, point.drill ?? null])).toEqual(
            overview.rows.map(row => [row.cells.figure, (row as { drillable?: boolean }).drillable === false ? null : row.drill]),
        );
        for (const name of ['time-to-fill', 'interviews', 'requirement-overview', 'candidate-master']) {
            expect((await report(admin, name, `${byClient()}&period=last_90_days`)).chart.points.filter(point => point.drill), name).toEqual([]);
        }
        function data(answer: { chart: { points: { label: string; drill?: object }[] } }) {
            return Object.fromEntries(answer.chart.points.map(point => [point.label, point.drill !== undefined]));
        }
    });
});

describe('scope and isolation', () => {
    it("counts only a RECRUITER's own jobs", async () => {
        const data = await report(recruiter, 'job-analytics', `${byClient()}&period=last_30_days`);
        expect(data.scope).toBe('own_jobs');
        expect(data.rows.map(r => r.cells.job)).toEqual(['Report A']);
        const filters = (await get(recruiter, 'filters')).json().data;
        expect(filters.jobs.map((j: { label: string }) => j.label)).toContain('Report A');
        expect(filters.jobs.map((j: { label: string }) => j.label)).not.toContain('Report B');
        expect(filters.can_export).toBe(false);
    });

    it("never counts another workspace's rows, and another workspace's job reads as no job", async () => {
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        expect((await get(globexAdmin, 'candidate-source', GLOBEX)).json().data).toEqual(globexBefore);
        const foreign = (await get(globexAdmin, `job-analytics?job_id=${jobs.A}&period=last_90_days`, GLOBEX)).json().data;
        expect(foreign.rows).toEqual([]);
        const drill = await get(globexAdmin, `applications?job_id=${jobs.A}`, GLOBEX);
        expect(drill.json().data).toEqual([]);
    });

    it('offers the filters of the data: the locations of the jobs and whether the caller may export', async () => {
        const filters = (await get(admin, 'filters')).json().data;
        expect(filters.locations).toEqual(expect.arrayContaining([{ id: '1259229', label: 'Pune' }, { id: expect.any(String), label: 'Chennai' }]));
        expect(filters.clients.map((c: { label: string }) => c.label)).toContain('Reports Test Client');
        expect(filters.can_export).toBe(true);
    });
});

describe('export', () => {
    it("exports a report's rows as CSV with the row count header", async () => {
        const response = await get(admin, `job-analytics/export?${byClient()}&period=last_30_days&job_id=${jobs.A}&format=csv`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/csv');
        expect(response.headers['x-report-rows']).toBe('6');
        const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
        expect(lines[0]).toBe('Stage,Reached,Conversion to next stage,Median days in stage');
        expect(lines.slice(1)).toEqual(['Applied,3,0.667,1.5', 'Screening,2,0.5,2', 'Interview,1,1,2', 'Offered,1,1,2', 'Hired,1,,', 'Rejected,1,,']);
    });

    it("exports the applications behind a figure as XLSX, formulas guarded", async () => {
        await sql`update candidates set first_name = '=HYPERLINK("x")' where id = (select candidate_id from applications where id = ${apps.a3})`.execute(ownerDb());
        const response = await t.call(ACME, { method: 'GET', url: `/api/reports/applications/export?${byClient()}&period=last_30_days&job_id=${jobs.A}&format=xlsx`, token: admin });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-report-rows']).toBe('3');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        const values = (sheet.getSheetValues() as unknown[][]).filter(Boolean).map(row => row.slice(1, 5));
        expect(values[0]).toEqual(['Candidate', 'Job', 'Stage', 'Source']);
        expect(values.slice(1).map(v => v[0]).sort()).toEqual(["'=HYPERLINK(\"x\") A3", 'Report A1', 'Report A2']);
        expect(values.slice(1).find(v => v[0] === 'Report A2')).toEqual(['Report A2', 'Report A', 'Rejected', 'Vendors']);
        await sql`update candidates set first_name = 'Report' where id = (select candidate_id from applications where id = ${apps.a3})`.execute(ownerDb());
    });

    it("writes the applications' applied day in the workspace's time zone", async () => {
        // UTC+14: the day there differs from UTC's for most of the day, so an instant written as UTC shows.
        const zoneOf = sql`(select workspace_id from applications where id = ${apps.a2})`;
        const [before] = (await sql<{ zone: string }>`select time_zone as zone from workspaces where id = ${zoneOf}`.execute(ownerDb())).rows;
        await sql`update workspaces set time_zone = 'Pacific/Kiritimati' where id = ${zoneOf}`.execute(ownerDb());
        try {
            const response = await t.call(ACME, { method: 'GET', url: `/api/reports/applications/export?${byClient()}&period=last_30_days&job_id=${jobs.A}&format=csv`, token: admin });
            expect(response.statusCode).toBe(200);
            const [a2] = (await sql<{ day: string }>`select (created_at at time zone 'Pacific/Kiritimati')::date::text as day from applications where id = ${apps.a2}`.execute(ownerDb())).rows;
            const line = response.body.split('\r\n').find(l => l.startsWith('Report A2,'));
            expect(line).toBe(`Report A2,Report A,Rejected,Vendors,${a2.day}`);
        } finally {
            await sql`update workspaces set time_zone = ${before.zone} where id = ${zoneOf}`.execute(ownerDb());
        }
    });

    it('answers 403 to a caller with VIEW but not EXPORT, and keeps the session', async () => {
        const response = await get(recruiter, `job-analytics/export?format=csv`);
        expect(response.statusCode).toBe(403);
        expect((await get(recruiter, 'applications/export')).statusCode).toBe(403);
        expect((await get(recruiter, 'job-analytics')).statusCode).toBe(200);
    });
});

describe('saved views', () => {
    const views = (token: string, host = ACME) => t.call(host, { method: 'GET', url: '/api/reports/views', token });
    const save = (token: string, payload: object) => t.call(ACME, { method: 'POST', url: '/api/reports/views', token, payload });

    it('keeps a view private unless shared, and lets only its owner delete it', async () => {
        const lead = await t.login(ACME, 'lead@acme.example');
        const mine = await save(admin, { name: 'Vendors this year', report: 'candidate-source', filters: { period: 'this_year', source: 'vendor' }, columns: ['source', 'applications'] });
        expect(mine.statusCode, mine.body).toBe(200);
        expect(mine.json().data).toMatchObject({ name: 'Vendors this year', report: 'candidate-source', filters: { period: 'this_year', source: 'vendor' }, columns: ['source', 'applications'], shared: false, mine: true });
        expect((await views(lead)).json().data.map((v: { name: string }) => v.name)).not.toContain('Vendors this year');

        const shared = await save(admin, { name: 'Team funnel', report: 'job-analytics', filters: { period: 'last_30_days' }, shared: true });
        expect(shared.statusCode).toBe(200);
        const seen = (await views(lead)).json().data.find((v: { name: string }) => v.name === 'Team funnel');
        expect(seen).toMatchObject({ shared: true, mine: false, report: 'job-analytics' });
        expect((await t.call(ACME, { method: 'DELETE', url: `/api/reports/views/${seen.id}`, token: lead })).statusCode).toBe(404);
        expect((await views(admin)).json().data.map((v: { name: string }) => v.name)).toEqual(expect.arrayContaining(['Team funnel', 'Vendors this year']));

        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        expect((await views(globexAdmin, GLOBEX)).json().data.map((v: { name: string }) => v.name)).not.toContain('Team funnel');

        expect((await t.call(ACME, { method: 'DELETE', url: `/api/reports/views/${seen.id}`, token: admin })).statusCode).toBe(200);
        expect((await views(lead)).json().data.map((v: { name: string }) => v.name)).not.toContain('Team funnel');
    });

    it.each([
        [{ name: 'vendors THIS year', report: 'candidate-source' }, 'name'],
        [{ name: '   ', report: 'candidate-source' }, 'name'],
        [{ name: 'Nope', report: 'weather' }, 'report'],
        [{ name: 'Nope', report: 'job-analytics', filters: { period: 'forever' } }, 'filters.period'],
    ])('answers 400 naming the field for %j, nothing saved', async (payload, field) => {
        const before = (await views(admin)).json().data.length;
        const response = await save(admin, payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors ?? {}).join(' ')).toContain(field);
        expect((await views(admin)).json().data.length).toBe(before);
    });
});

describe('access and bad filters', () => {
    it('answers 403 without ONBOARD-REPORT VIEW and keeps the session', async () => {
        await sql`update users set permissions = ${JSON.stringify({ 'MANAGE-EDIT-JOBS': ['VIEW'] })}::jsonb where email = 'lead@acme.example'`.execute(ownerDb());
        const lead = await t.login(ACME, 'lead@acme.example');
        const response = await get(lead, 'candidate-source');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: false, message: 'You do not have permission to perform this action.' });
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: lead })).statusCode).toBe(200);
    });

    it.each([
        ['job-analytics?period=yesterday', 'period'],
        ['job-analytics?job_id=nope', 'job_id'],
        ['candidate-source?source=tv', 'source'],
        ['time-to-fill?client_id=1', 'client_id'],
        ['recruiter-performance?limit=500', 'limit'],
        ['applications?outcome=lost', 'outcome'],
        ['applications?stage_id=00000000-0000-4000-8000-000000000000', 'stage_id'],
        ['job-analytics/export?format=pdf', 'format'],
        ['job-analytics?colour=red', 'colour'],
    ])('answers 400 naming the field for %s', async (path, field) => {
        const response = await get(admin, path);
        expect(response.statusCode).toBe(400);
        expect(response.json().status).toBe(false);
        expect(Object.keys(response.json().errors ?? {})).toContain(field);
    });
});
