/**
 * The facts migration 024_report_speed.sql keeps for the dashboard and the reports stay true
 * through every write that can change them: each stage's funnel kind and rank (kept by triggers
 * on pipeline_stages) after a job is created, imported, given a stage, a stage renamed,
 * reordered, deleted with move_to, and a job deleted; each application's source bucket (a
 * generated column) after adds, uploads, source and campaign edits and a vendor or referral
 * link. Each check recomputes the rule from the rows (docs/api-dashboard.md) and compares; the
 * dashboard's hires follow the hire stage as it moves.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withWorkspace } from '../../server/db/scope.js';
import type { AuthUser } from '../../server/lib/access.js';
import { createJobs } from '../../server/lib/jobWrites.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, csv, multipart, stagesOf } from './jobsSupport.js';

let t: TestApp;
let admin: string;
const db = () => t.database.db;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const RANK: Record<string, number> = { applied: 0, rejected: 0, screening: 1, interview: 2, offer: 3, hired: 4 };

/** The rule of docs/api-dashboard.md, "Stage kinds", worked out here from names and positions. */
function ruledKinds(stages: { id: string; name: string; position: number }[]): Map<string, string> {
    const lower = (s: { name: string }) => s.name.toLowerCase();
    const hasHired = stages.some(s => lower(s) === 'hired');
    const lastNotRejected = Math.max(...stages.filter(s => lower(s) !== 'rejected').map(s => s.position));
    const first = Math.min(...stages.map(s => s.position));
    return new Map(
        stages.map(s => {
            const name = lower(s);
            const kind =
                name === 'rejected' ? 'rejected'
                : name === 'hired' ? 'hired'
                : !hasHired && s.position === lastNotRejected ? 'hired'
                : s.position === first ? 'applied'
                : name.startsWith('offer') ? 'offer'
                : name.includes('interview') ? 'interview'
                : 'screening';
            return [s.id, kind];
        }),
    );
}

/** Every stage of the jobs: the kept kind and rank equal the rule's. Answers the kinds by stage name. */
async function expectKindsTrue(jobIds: string[]): Promise<Record<string, string>[]> {
    const out: Record<string, string>[] = [];
    for (const jobId of jobIds) {
        const rows = (await sql<{ id: string; name: string; position: number; funnel_kind: string; funnel_rank: number }>`
            select id, name, position, funnel_kind, funnel_rank from pipeline_stages where job_id = ${jobId}`.execute(db())).rows;
        expect(rows.length).toBeGreaterThan(0);
        const ruled = ruledKinds(rows);
        for (const row of rows) {
            expect({ stage: row.name, kind: row.funnel_kind, rank: row.funnel_rank }).toEqual({ stage: row.name, kind: ruled.get(row.id), rank: RANK[ruled.get(row.id)!] });
        }
        out.push(Object.fromEntries(rows.map(r => [r.name, r.funnel_kind])));
    }
    return out;
}

const hiresOf = async (clientId: string) =>
    (await t.call(ACME, { method: 'GET', url: `/api/get-corporate-dashboard?client_id=${clientId}`, token: admin })).json().data.tiles.hires.value as number;

describe('each stage’s kept funnel kind', () => {
    it('follows a new job, an added stage, a rename, a reorder, a stage deleted with move_to and a deleted job, and the hires follow it', async () => {
        const client = await t.call(ACME, { method: 'POST', url: '/api/client', token: admin, payload: { name: 'Kinds Client', contact_person: 'Kim Kind', email: 'kim@kinds.example' } });
        const clientId = client.json().data.id as string;
        const job = await createJob(t, ACME, admin, { title: 'Kinds job', client_id: clientId });
        expect((await expectKindsTrue([job.id]))[0]).toEqual({ Applied: 'applied', Screening: 'screening', Interview: 'interview', Offered: 'offer', Hired: 'hired', Rejected: 'rejected' });

        // One hire, moved into Hired through the board today.
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Kept', last_name: 'Kind', email: 'kept.kind@kinds.example' });
        const stages = await stagesOf(t, ACME, admin, job.id);
        const byName = (name: string) => stages.find(s => s.name === name)!;
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: added.json().data.id, to_stage_id: byName('Hired').id, version: 1 } });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(await hiresOf(clientId)).toBe(1);

        // Hired renamed Joined: the last stage before Rejected is the hire stage, still Joined.
        const renamed = await t.call(ACME, { method: 'PUT', url: `/api/edit-pipeline/${byName('Hired').id}`, token: admin, payload: { name: 'Joined', version: byName('Hired').version } });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect((await expectKindsTrue([job.id]))[0]).toMatchObject({ Joined: 'hired' });
        expect(await hiresOf(clientId)).toBe(1);

        // A stage appended after Rejected becomes the last stage that is not Rejected: the hire stage moves to it.
        const appended = await t.call(ACME, { method: 'POST', url: `/api/${job.id}/create-hiring-pipeline`, token: admin, payload: { name: 'Onboarded' } });
        expect(appended.statusCode, appended.body).toBe(200);
        expect((await expectKindsTrue([job.id]))[0]).toMatchObject({ Joined: 'screening', Onboarded: 'hired' });
        expect(await hiresOf(clientId)).toBe(0);

        // Reordered: Onboarded first becomes the applied stage; Joined is the last before Rejected again.
        const order = (await stagesOf(t, ACME, admin, job.id)).map(s => s.id);
        const onboarded = appended.json().data.id as string;
        const reordered = await t.call(ACME, { method: 'PUT', url: `/api/update-pipeline-order/${job.id}`, token: admin, payload: { stage_ids: [onboarded, ...order.filter(id => id !== onboarded)] } });
        expect(reordered.statusCode, reordered.body).toBe(200);
        expect((await expectKindsTrue([job.id]))[0]).toMatchObject({ Onboarded: 'applied', Applied: 'screening', Joined: 'hired' });

        // Deleted with move_to: the first stage is Applied again.
        const removed = await t.call(ACME, { method: 'DELETE', url: `/api/delete-pipeline-by-id/${onboarded}?move_to=${byName('Applied').id}`, token: admin });
        expect(removed.statusCode, removed.body).toBe(200);
        expect((await expectKindsTrue([job.id]))[0]).toEqual({ Applied: 'applied', Screening: 'screening', Interview: 'interview', Offered: 'offer', Joined: 'hired', Rejected: 'rejected' });
        expect(await hiresOf(clientId)).toBe(1);

        const deleted = await t.call(ACME, { method: 'DELETE', url: `/api/delete-job/${job.id}`, token: admin });
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(await hiresOf(clientId)).toBe(0);
    });

    it('is set for the stages of imported jobs and of stages written by SQL', async () => {
        const header = ['title', 'employment_type'];
        const upload = await t.call(ACME, { method: 'POST', url: '/api/job-bulk-upload', token: admin, ...multipart([['file', 'jobs.csv', csv([header, ['Kinds import one', 'FULL_TIME'], ['Kinds import two', 'CONTRACT']])]]) });
        expect(upload.statusCode, upload.body).toBe(200);
        const imported = (await sql<{ id: string }>`select id from jobs where title like 'Kinds import %'`.execute(db())).rows.map(r => r.id);
        expect(imported).toHaveLength(2);
        await expectKindsTrue(imported);
        // A pipeline without a stage named Hired, written as the owner: the last stage before Rejected hires.
        await sql`update pipeline_stages set name = 'Offer made' where job_id = ${imported[0]} and name = 'Offered'`.execute(db());
        await sql`delete from pipeline_stages where job_id = ${imported[0]} and name = 'Hired'`.execute(db());
        expect((await expectKindsTrue(imported))[0]).toMatchObject({ 'Offer made': 'hired', Interview: 'interview' });
    });

    it('is kept by the trigger for a stage written after an import in the same transaction', async () => {
        // The import's stages statement alone says its kinds are written (032): the next insert of
        // a stage, in the same transaction, is ruled by the trigger again.
        const { id: workspaceId } = await db().selectFrom('workspaces').select('id').where('host', '=', ACME).executeTakeFirstOrThrow();
        const owner = await db().selectFrom('users').select('id').where('email', '=', 'admin@acme.example').executeTakeFirstOrThrow();
        const kinds = await withWorkspace(db(), workspaceId, async tx => {
            await createJobs(tx, workspaceId, { id: owner.id } as AuthUser, [{ title: 'Same transaction import' }]);
            const job = (await sql<{ id: string }>`select id from jobs where title = 'Same transaction import'`.execute(tx)).rows[0];
            await sql`insert into pipeline_stages (workspace_id, job_id, name, position) values (${workspaceId}, ${job.id}, 'Sourced', 0)`.execute(tx);
            return (await sql<{ name: string; funnel_kind: string }>`select name, funnel_kind from pipeline_stages where job_id = ${job.id}`.execute(tx)).rows;
        });
        expect(Object.fromEntries(kinds.map(k => [k.name, k.funnel_kind]))).toEqual({
            Sourced: 'applied',
            Applied: 'screening',
            Screening: 'screening',
            Interview: 'interview',
            Offered: 'offer',
            Hired: 'hired',
            Rejected: 'rejected',
        });
    });

    it("is set for imported jobs on a workspace's own default pipeline, without a stage named Hired", async () => {
        const pipeline = ['Sourced', 'Phone Interview', 'Offer sent', 'Rejected', 'Joined', 'Rejected later'];
        await sql`update workspaces set default_pipeline = ${JSON.stringify(pipeline)}::jsonb where host = ${ACME}`.execute(db());
        try {
            const upload = await t.call(ACME, { method: 'POST', url: '/api/job-bulk-upload', token: admin, ...multipart([['file', 'jobs.csv', csv([['title', 'employment_type'], ['Own pipeline import', 'FULL_TIME']])]]) });
            expect(upload.statusCode, upload.body).toBe(200);
            const imported = (await sql<{ id: string }>`select id from jobs where title = 'Own pipeline import'`.execute(db())).rows.map(r => r.id);
            expect((await expectKindsTrue(imported))[0]).toEqual({
                Sourced: 'applied',
                'Phone Interview': 'interview',
                'Offer sent': 'offer',
                Rejected: 'rejected',
                Joined: 'screening',
                'Rejected later': 'hired',
            });
        } finally {
            await sql`update workspaces set default_pipeline = null where host = ${ACME}`.execute(db());
        }
    });
});

/** config/contracts/dashboard.ts SOURCE_BUCKETS' rule, first match wins. */
function ruledBucket(a: { source: string | null; vendor_id: string | null; referred_by_employee_id: string | null; utm_campaign: string | null; partner_id: string | null }): string {
    const src = (a.source ?? '').trim().toLowerCase();
    if (a.vendor_id || src === 'vendor') return 'vendor';
    if (a.referred_by_employee_id || src === 'referral' || src === 'employee referral') return 'referral';
    if (src === 'employee') return 'employee';
    if ((a.utm_campaign ?? '').trim()) return 'campaign';
    if (a.partner_id || src === 'career page') return 'career_page';
    return src === '' ? 'direct' : 'other';
}

describe('each application’s source bucket', () => {
    it('follows adds, an upload, source and campaign edits, and a vendor and a referral link', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Buckets job' });
        const sources = ['Vendor', ' career page ', 'LinkedIn', '', 'Employee referral', 'EMPLOYEE'];
        for (const [i, source] of sources.entries()) {
            const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Bucket', last_name: `B${i}`, email: `bucket${i}@buckets.example` }, source ? { source } : {});
            expect(added.statusCode, added.body).toBe(200);
        }
        const header = ['First name', 'Last name', 'Email', 'Phone', 'Experience years', 'Skills', 'Stage', 'Recruiter'];
        const uploaded = await t.call(ACME, { method: 'POST', url: '/api/applicant-upload', token: admin, ...multipart([['file', 'a.csv', csv([header, ['Up', 'Load', 'up.load@buckets.example', '', '', '', 'Applied', '']])]], { job_id: job.id }) });
        expect(uploaded.statusCode, uploaded.body).toBe(200);

        const rows = async () =>
            (await sql<{ id: string; source: string | null; vendor_id: string | null; referred_by_employee_id: string | null; utm_campaign: string | null; partner_id: string | null; source_bucket: string }>`
                select id, source, vendor_id, referred_by_employee_id, utm_campaign, partner_id, source_bucket from applications where job_id = ${job.id} order by created_at, id`.execute(db())).rows;
        const expectBucketsTrue = async () => {
            const all = await rows();
            expect(all.map(r => r.source_bucket)).toEqual(all.map(ruledBucket));
            return all.map(r => r.source_bucket);
        };
        // The upload names its own source: a source outside the rule's words is "other".
        expect(await expectBucketsTrue()).toEqual(['vendor', 'career_page', 'other', 'direct', 'referral', 'employee', 'other']);

        const [first, , third, fourth, , , last] = await rows();
        const vendor = (await sql<{ id: string }>`select id from vendors where lower(email) = 'vendor@acme.example'`.execute(db())).rows[0];
        const employee = (await sql<{ id: string }>`select id from employees where lower(email) = 'employee@acme.example'`.execute(db())).rows[0];
        await sql`update applications set utm_campaign = 'spring' where id = ${third.id}`.execute(db());
        await sql`update applications set referred_by_employee_id = ${employee.id} where id = ${fourth.id}`.execute(db());
        await sql`update applications set source = 'Career page', vendor_id = null where id = ${first.id}`.execute(db());
        await sql`update applications set vendor_id = ${vendor.id} where id = ${last.id}`.execute(db());
        expect(await expectBucketsTrue()).toEqual(['career_page', 'career_page', 'campaign', 'referral', 'referral', 'employee', 'vendor']);
    });
});
