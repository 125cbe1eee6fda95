/**
 * Bulk messages and the communication log through the API
 * (docs/api-communication.md, "Bulk messages" and "Communication log"):
 * send-mail to 500 applications reports every one, the preview is the first
 * recipient's mail, marketing mail carries the unsubscribe link and headers,
 * the signed link unsubscribes (a forged one is refused) and unsubscribed
 * people are skipped, another workspace's application is reported and
 * nothing is written for it, the log names each message's origin, and a
 * failed message can be retried.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob, stagesOf, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let interviewer: string;
let globexAdmin: string;
let recruiterId: string;
let jobId: string;
let templateId: string;
let marketingTemplateId: string;
let globexApplicationId: string;
const applicationIds: string[] = [];

type Body = { status: boolean; message: string; data: any; meta?: any; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Body };
};

async function emailTemplate(token: string, fields: Record<string, unknown>, host = ACME): Promise<string> {
    const created = await call('POST', '/api/email/templates', token, { purpose: 'GENERAL', ...fields }, host);
    if (created.status !== 200) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.data.id as string;
}

/** `count` candidates applied to the job, written in one statement each (the API would take a minute). */
async function bulkApplicants(count: number, prefix: string): Promise<string[]> {
    const stageId = (await stagesOf(t, ACME, admin, jobId))[0].id;
    return withSystem(t.database.db, async tx => {
        const ws = (await sql<{ id: string }>`select id from workspaces where host = ${ACME}`.execute(tx)).rows[0].id;
        const made = await sql<{ id: string }>`with c as (
                insert into candidates (workspace_id, first_name, last_name, email)
                select ${ws}, 'Bulk', ${prefix} || g, ${prefix} || g || '@bulk.example' from generate_series(1, ${count}::int) g returning id)
            insert into applications (workspace_id, job_id, candidate_id, stage_id)
            select ${ws}, ${jobId}, c.id, ${stageId} from c returning id`.execute(tx);
        return made.rows.map(r => r.id);
    });
}

const outboxOf = async (where = sql`true`) =>
    (await sql<{ id: string; to_address: string; subject: string; body_text: string; body_html: string | null; headers: Record<string, string>; category: string; template_id: string | null; application_id: string | null; candidate_id: string | null; sent_by: string | null }>`
        select id, to_address, subject, body_text, body_html, headers, category, template_id, application_id, candidate_id, sent_by from email_outbox where ${where} order by created_at, to_address`.execute(t.database.db)).rows;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    interviewer = await t.login(ACME, 'interviewer@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    recruiterId = await userId(t, ACME, recruiter);
    jobId = (await createJob(t, ACME, admin, { title: 'Bulk mail engineer' })).id;
    templateId = await emailTemplate(admin, { name: 'Bulk hello', subject: 'Hello {{candidate.first_name}}', body: '<p>Dear {{candidate.name}}, about {{job.title}}.</p>' });
    marketingTemplateId = await emailTemplate(admin, { name: 'Bulk news', purpose: 'MARKETING', subject: 'News for {{candidate.first_name}}', body: '<p>Openings at {{company.name}}</p>' });
    const globexJob = await createJob(t, GLOBEX, globexAdmin, { title: 'Globex job' });
    const added = await addApplicant(t, GLOBEX, globexAdmin, globexJob.id, { first_name: 'Gina', last_name: 'Globex', email: 'gina@globex-people.example' });
    globexApplicationId = added.json().data.id;
}, 120_000);

afterAll(async () => {
    await t?.close();
});

describe('applications/send-mail', () => {
    it('sends to 500 applications, rendered per recipient, and reports every one', async () => {
        applicationIds.push(...(await bulkApplicants(500, 'n')));
        const sent = await call('POST', '/api/applications/send-mail', recruiter, { template_id: templateId, application_ids: applicationIds });
        expect(sent.status).toBe(200);
        expect(sent.body.data.sent).toBe(500);
        expect(sent.body.data.not_sent).toBe(0);
        expect(sent.body.data.results.map((r: { id: string }) => r.id)).toEqual(applicationIds);
        expect(sent.body.message).toBe('500 messages queued.');
        const rows = await outboxOf(sql`template_id = ${templateId}`);
        expect(rows).toHaveLength(500);
        const n17 = rows.find(r => r.to_address === 'n17@bulk.example');
        expect(n17?.subject).toBe('Hello Bulk');
        expect(n17?.body_html).toContain('Dear Bulk n17, about Bulk mail engineer.');
        expect(n17?.category).toBe('TRANSACTIONAL');
        expect(n17?.headers).toEqual({});
        expect(n17?.sent_by).toBe(recruiterId);
        expect(new Set(rows.map(r => r.application_id))).toEqual(new Set(applicationIds));
    }, 120_000);

    it('previews the first recipient’s mail and writes nothing', async () => {
        const before = await countRows(t, 'email_outbox', ACME);
        const preview = await call('POST', '/api/applications/send-mail/preview', recruiter, { template_id: templateId, application_id: applicationIds[0] });
        expect(preview.status).toBe(200);
        expect(preview.body.data).toMatchObject({ to: 'n1@bulk.example', candidate_name: 'Bulk n1', subject: 'Hello Bulk', marketing: false, not_sent_reason: null });
        expect(preview.body.data.html).toContain('Dear Bulk n1');
        expect(await countRows(t, 'email_outbox', ACME)).toBe(before);
    });

    it("reports another workspace's application as not found and writes nothing for it", async () => {
        const [mine] = await bulkApplicants(1, 'mix');
        const sent = await call('POST', '/api/applications/send-mail', admin, { template_id: templateId, application_ids: [globexApplicationId, mine] });
        expect(sent.status).toBe(200);
        expect(sent.body.data.sent).toBe(1);
        expect(sent.body.data.results[0]).toMatchObject({ id: globexApplicationId, sent: false, reason: 'NOT_FOUND', to: null, name: null });
        expect(sent.body.data.results[1]).toMatchObject({ id: mine, sent: true, to: 'mix1@bulk.example' });
        expect(await outboxOf(sql`application_id = ${globexApplicationId}`)).toHaveLength(0);
        expect(await outboxOf(sql`to_address = 'gina@globex-people.example'`)).toHaveLength(0);
        // Its preview is a 400 naming the field, like any unknown application.
        const preview = await call('POST', '/api/applications/send-mail/preview', admin, { template_id: templateId, application_id: globexApplicationId });
        expect(preview.status).toBe(400);
        expect(preview.body.errors?.application_id).toBeTruthy();
    });

    it('refuses bad input with a 400 naming the field and writes nothing', async () => {
        const before = await countRows(t, 'email_outbox', ACME);
        const cases: [object, string][] = [
            [{ template_id: templateId, application_ids: [] }, 'application_ids'],
            [{ template_id: 'not-a-uuid', application_ids: [applicationIds[0]] }, 'template_id'],
            [{ template_id: templateId, application_ids: [...applicationIds, ...(await bulkApplicants(1, 'over'))] }, 'application_ids'],
            [{ template_id: '00000000-0000-4000-8000-000000000000', application_ids: [applicationIds[0]] }, 'template_id'],
        ];
        for (const [payload, field] of cases) {
            const refused = await call('POST', '/api/applications/send-mail', admin, payload);
            expect(refused.status, field).toBe(400);
            expect(Object.keys(refused.body.errors ?? {}).join(' '), JSON.stringify(refused.body)).toContain(field);
        }
        // Another workspace's template is as unknown as a random id.
        const globexTemplate = await emailTemplate(globexAdmin, { name: 'Globex hello', subject: 'Hi', body: '<p>Hi</p>' }, GLOBEX);
        const foreign = await call('POST', '/api/applications/send-mail', admin, { template_id: globexTemplate, application_ids: [applicationIds[0]] });
        expect(foreign.status).toBe(400);
        expect(foreign.body.errors?.template_id).toBe('No such email template in this workspace.');
        expect(await countRows(t, 'email_outbox', ACME)).toBe(before);
    });

    it("refuses a template whose interview or offer variables a mail to many applications cannot fill, preview and send, and writes nothing", async () => {
        const invite = await emailTemplate(admin, { name: 'Bulk invite', subject: 'Interview for {{job.title}}', body: '<p>Join us on {{interview.starts_at}}; offer {{offer.annual_ctc}}.</p>' });
        const before = await countRows(t, 'email_outbox', ACME);
        const sent = await call('POST', '/api/applications/send-mail', admin, { template_id: invite, application_ids: [applicationIds[0]] });
        expect(sent.status).toBe(400);
        expect(sent.body.errors?.template_id).toBe('This template uses {{interview.starts_at}}, {{offer.annual_ctc}}, which this mail cannot fill in; choose a template without it.');
        const preview = await call('POST', '/api/applications/send-mail/preview', admin, { template_id: invite, application_id: applicationIds[0] });
        expect(preview.status).toBe(400);
        expect(preview.body.errors?.template_id).toContain('{{interview.starts_at}}');
        expect(await countRows(t, 'email_outbox', ACME)).toBe(before);
    });

    it('is for corporate users who work the board: the interviewer is refused', async () => {
        const refused = await call('POST', '/api/applications/send-mail', interviewer, { template_id: templateId, application_ids: [applicationIds[0]] });
        expect(refused.status).toBe(403);
    });
});

describe('marketing mail and unsubscribing', () => {
    let tokenOfN2 = '';

    it('carries the unsubscribe link and the List-Unsubscribe headers', async () => {
        const sent = await call('POST', '/api/applications/send-mail', admin, { template_id: marketingTemplateId, application_ids: applicationIds.slice(1, 3) });
        expect(sent.body.data.sent).toBe(2);
        const [row] = await outboxOf(sql`template_id = ${marketingTemplateId} and to_address = 'n2@bulk.example'`);
        expect(row.category).toBe('MARKETING');
        expect(row.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        const header = /^<http:\/\/acme\.localhost\/api\/unsubscribe\?token=([A-Za-z0-9_.-]+)>$/.exec(row.headers['List-Unsubscribe']);
        expect(header).not.toBeNull();
        tokenOfN2 = header?.[1] ?? '';
        expect(row.body_html).toContain(`http://acme.localhost/unsubscribe/${tokenOfN2}`);
        expect(row.body_text).toContain(`Unsubscribe: http://acme.localhost/unsubscribe/${tokenOfN2}`);
    });

    it('refuses a forged, altered or foreign token and records nothing', async () => {
        const [payload, signature] = tokenOfN2.split('.');
        const otherPayload = Buffer.from(JSON.stringify({ w: JSON.parse(Buffer.from(payload, 'base64url').toString()).w, e: 'n3@bulk.example' })).toString('base64url');
        for (const token of [`${otherPayload}.${signature}`, `${payload}.${'A'.repeat(signature.length)}`, 'abcdefghijklmnopqrstuvwxyz.abc']) {
            expect((await call('GET', `/api/unsubscribe?token=${token}`, undefined)).status).toBe(404);
            expect((await call('POST', `/api/unsubscribe?token=${token}`, undefined, {})).status).toBe(404);
        }
        // acme's link on globex's host names another workspace.
        expect((await call('POST', `/api/unsubscribe?token=${tokenOfN2}`, undefined, {}, GLOBEX)).status).toBe(404);
        expect(await countRows(t, 'email_unsubscribes', ACME)).toBe(0);
        expect(await countRows(t, 'email_unsubscribes', GLOBEX)).toBe(0);
    });

    it('unsubscribes by the one-click POST, and the page reads it', async () => {
        const before = await call('GET', `/api/unsubscribe?token=${tokenOfN2}`, undefined);
        expect(before.body.data).toMatchObject({ email: 'n2@bulk.example', unsubscribed: false });
        const oneClick = await t.call(ACME, { method: 'POST', url: `/api/unsubscribe?token=${tokenOfN2}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect(oneClick.statusCode).toBe(200);
        // Again from the page: nothing changes.
        expect((await call('POST', `/api/unsubscribe?token=${tokenOfN2}`, undefined, {})).status).toBe(200);
        expect((await call('GET', `/api/unsubscribe?token=${tokenOfN2}`, undefined)).body.data.unsubscribed).toBe(true);
        const rows = (await sql<{ email: string; source: string }>`select email, source from email_unsubscribes`.execute(t.database.db)).rows;
        expect(rows).toEqual([{ email: 'n2@bulk.example', source: 'ONE_CLICK' }]);
    });

    it('skips the unsubscribed address for marketing mail and reports it; transactional mail still goes', async () => {
        const before = (await outboxOf(sql`to_address = 'n2@bulk.example'`)).length;
        const marketing = await call('POST', '/api/applications/send-mail', admin, { template_id: marketingTemplateId, application_ids: applicationIds.slice(1, 3) });
        expect(marketing.body.data.results[0]).toMatchObject({ id: applicationIds[1], sent: false, reason: 'UNSUBSCRIBED', to: 'n2@bulk.example' });
        expect(marketing.body.data.results[1]).toMatchObject({ id: applicationIds[2], sent: true });
        const preview = await call('POST', '/api/applications/send-mail/preview', admin, { template_id: marketingTemplateId, application_id: applicationIds[1] });
        expect(preview.body.data.not_sent_reason).toBe('UNSUBSCRIBED');
        expect((await outboxOf(sql`to_address = 'n2@bulk.example'`)).length).toBe(before);
        const transactional = await call('POST', '/api/applications/send-mail', admin, { template_id: templateId, application_ids: [applicationIds[1]] });
        expect(transactional.body.data.sent).toBe(1);
    });
});

describe('talent/send-notification', () => {
    let categoryId = '';

    beforeAll(async () => {
        categoryId = (await call('POST', '/api/pool-category', admin, { name: 'Bulk talent' })).body.data.id;
        for (const [first_name, email] of [
            ['Tara', 'tara@pool.example'],
            ['Uma', 'n2@bulk.example'],
            ['Demo', 'candidate@acme.example'],
        ]) {
            const made = await call('POST', '/api/pool-user', admin, { first_name, email, category_id: categoryId });
            if (made.status !== 200) throw new Error(JSON.stringify(made.body));
        }
    });

    it('mails every member as marketing, skipping the unsubscribed', async () => {
        const sent = await call('POST', '/api/talent/send-notification', recruiter, { category_id: categoryId, channel: 'EMAIL', template_id: marketingTemplateId });
        expect(sent.status).toBe(200);
        const byName = Object.fromEntries(sent.body.data.results.map((r: { name: string }) => [r.name, r]));
        expect(byName.Tara).toMatchObject({ sent: true, to: 'tara@pool.example' });
        expect(byName.Uma).toMatchObject({ sent: false, reason: 'UNSUBSCRIBED' });
        const [tara] = await outboxOf(sql`to_address = 'tara@pool.example'`);
        expect(tara.subject).toBe('News for Tara');
        expect(tara.category).toBe('MARKETING');
        expect(tara.headers['List-Unsubscribe']).toMatch(/^<http:\/\/acme\.localhost\/api\/unsubscribe\?token=/);
    });

    it('by WhatsApp: only candidates who opted in; the others are reported', async () => {
        const template = await call('POST', '/api/whatsapp/templates', admin, { name: 'bulk_news', category: 'MARKETING', body: 'Hello {{1}}, new roles are open.' });
        expect(template.status).toBe(200);
        const sent = await call('POST', '/api/talent/send-notification', admin, { category_id: categoryId, channel: 'WHATSAPP', whatsapp_template_id: template.body.data.id, variables: ['there'] });
        expect(sent.status).toBe(200);
        const byName = Object.fromEntries(sent.body.data.results.map((r: { name: string }) => [r.name, r]));
        expect(byName.Tara).toMatchObject({ sent: false, reason: 'NOT_A_CANDIDATE' });
        expect(['NO_OPT_IN', 'NO_PHONE', 'OPTED_OUT']).toContain(byName.Demo.reason);
    });

    it("refuses a template with a job's variables, which a pool member (a person, not an application) cannot fill", async () => {
        const before = await countRows(t, 'email_outbox', ACME);
        const refused = await call('POST', '/api/talent/send-notification', admin, { category_id: categoryId, channel: 'EMAIL', template_id: templateId });
        expect(refused.status).toBe(400);
        expect(refused.body.errors?.template_id).toBe('This template uses {{job.title}}, which this mail cannot fill in; choose a template without it.');
        expect(await countRows(t, 'email_outbox', ACME)).toBe(before);
    });

    it('refuses an unknown category and a missing template with a 400', async () => {
        const unknown = await call('POST', '/api/talent/send-notification', admin, { category_id: '00000000-0000-4000-8000-000000000000', channel: 'EMAIL', template_id: templateId });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors?.category_id).toBeTruthy();
        const missing = await call('POST', '/api/talent/send-notification', admin, { category_id: categoryId, channel: 'EMAIL' });
        expect(missing.status).toBe(400);
        expect(missing.body.errors?.template_id).toBeTruthy();
    });
});

describe('the communication log', () => {
    it("shows each message of an application with its template, sender and status", async () => {
        const log = await call('GET', `/api/${applicationIds[1]}/communication-log`, recruiter);
        expect(log.status).toBe(200);
        const subjects = log.body.data.map((e: { subject: string }) => e.subject);
        expect(subjects).toEqual(['Hello Bulk', 'News for Bulk', 'Hello Bulk']);
        expect(log.body.data[0]).toMatchObject({ channel: 'EMAIL', to: 'n2@bulk.example', status: 'QUEUED', template_id: templateId, template_name: 'Bulk hello', application_id: applicationIds[1], candidate_name: 'Bulk n2' });
        expect(log.body.data[0].sent_by).toBe(await userId(t, ACME, admin));
        expect(log.body.data[2].sent_by).toBe(recruiterId);
        expect(log.body.data[2].sent_by_name).toBeTruthy();
        expect(log.body.meta).toMatchObject({ total: 3, currentPage: 1 });
    });

    it("pages and filters the workspace's log", async () => {
        const first = await call('GET', '/api/communication-log?limit=5&template_id=' + templateId, admin);
        expect(first.status).toBe(200);
        expect(first.body.data).toHaveLength(5);
        expect(first.body.meta.total).toBeGreaterThanOrEqual(502);
        const second = await call('GET', '/api/communication-log?limit=5&page=2&template_id=' + templateId, admin);
        expect(second.body.data.map((e: { id: string }) => e.id)).not.toContain(first.body.data[0].id);
        const search = await call('GET', '/api/communication-log?search=n17%40bulk', admin);
        expect(search.body.data.map((e: { to: string }) => e.to)).toEqual(['n17@bulk.example']);
        const wrong = await call('GET', '/api/communication-log?status=LOST', admin);
        expect(wrong.status).toBe(400);
    });

    it('retries a failed message, idempotently; a sent one is refused', async () => {
        const [row] = await outboxOf(sql`to_address = 'n5@bulk.example'`);
        await withSystem(t.database.db, tx => sql`update email_outbox set attempts = 5, last_error = 'mailbox unavailable' where id = ${row.id}`.execute(tx));
        const failed = await call('GET', '/api/communication-log?status=FAILED', admin);
        expect(failed.body.data).toEqual([expect.objectContaining({ id: row.id, status: 'FAILED', error: 'mailbox unavailable' })]);
        for (let i = 0; i < 2; i++) {
            const retried = await call('POST', `/api/communication-log/${row.id}/retry`, recruiter, { channel: 'EMAIL' });
            expect(retried.status).toBe(200);
            expect(retried.body.data).toMatchObject({ id: row.id, status: 'QUEUED', error: null });
        }
        const after = (await sql<{ attempts: number; last_error: string | null }>`select attempts, last_error from email_outbox where id = ${row.id}`.execute(t.database.db)).rows[0];
        expect(after).toEqual({ attempts: 0, last_error: null });
        await withSystem(t.database.db, tx => sql`update email_outbox set sent_at = now() where id = ${row.id}`.execute(tx));
        expect((await call('POST', `/api/communication-log/${row.id}/retry`, admin, { channel: 'EMAIL' })).status).toBe(409);
        // Another workspace's message is not there.
        expect((await call('POST', `/api/communication-log/${row.id}/retry`, globexAdmin, { channel: 'EMAIL' }, GLOBEX)).status).toBe(404);
        expect((await call('GET', `/api/${applicationIds[0]}/communication-log`, globexAdmin, undefined, GLOBEX)).status).toBe(404);
    });
    it('lists WhatsApp messages beside mail, with their status, and retries a failed one', async () => {
        const template = await call('POST', '/api/whatsapp/templates', admin, { name: 'log_check', body: 'Hi {{1}}' });
        expect(template.status).toBe(200);
        const [failedId] = await withSystem(t.database.db, async tx => {
            const ws = (await sql<{ id: string }>`select id from workspaces where host = ${ACME}`.execute(tx)).rows[0].id;
            const made = await sql<{ id: string }>`insert into whatsapp_outbox (workspace_id, to_phone, template_name, language, category, body_text, template_id, application_id, status, last_error, attempts, failed_at)
                values (${ws}, '919876543210', 'log_check', 'en', 'UTILITY', 'Hi Bulk', ${template.body.data.id}, ${applicationIds[3]}, 'FAILED', 'recipient not on WhatsApp', 5, now()),
                       (${ws}, '919876543210', 'log_check', 'en', 'UTILITY', 'Hi again', ${template.body.data.id}, ${applicationIds[3]}, 'READ', null, 1, null)
                returning id`.execute(tx);
            return made.rows.map(r => r.id);
        });
        const log = await call('GET', `/api/${applicationIds[3]}/communication-log?channel=WHATSAPP`, admin);
        expect(log.body.data.map((e: { status: string }) => e.status).sort()).toEqual(['FAILED', 'READ']);
        expect(log.body.data.find((e: { id: string }) => e.id === failedId)).toMatchObject({ channel: 'WHATSAPP', to: '919876543210', subject: 'log_check', template_name: 'log_check', error: 'recipient not on WhatsApp' });
        const both = await call('GET', `/api/${applicationIds[3]}/communication-log`, admin);
        expect(both.body.data.map((e: { channel: string }) => e.channel).sort()).toEqual(['EMAIL', 'WHATSAPP', 'WHATSAPP']);
        const read = await call('GET', '/api/communication-log?status=READ&search=%2B91%2098765', admin);
        expect(read.body.data).toHaveLength(1);
        const retried = await call('POST', `/api/communication-log/${failedId}/retry`, recruiter, { channel: 'WHATSAPP' });
        expect(retried.body.data).toMatchObject({ id: failedId, status: 'QUEUED', error: null });
        // Asked as mail, the id is not there.
        expect((await call('POST', `/api/communication-log/${failedId}/retry`, recruiter, { channel: 'EMAIL' })).status).toBe(404);
    });
});
