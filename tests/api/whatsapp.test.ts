/**
 * WhatsApp through the API against a local fake of the Cloud API
 * (tests/helpers/fakeWhatsApp.ts; never the internet): opt-in recorded by the
 * recruiter, the candidate and the career apply form; messages only to
 * candidates who opted in; the request the Cloud API receives; the delivery
 * webhook's signature, statuses and STOP; another workspace's 404; bad input's 400.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { cloudApiSettings } from '../../server/lib/whatsappDispatcher.js';
import { inboundTextWebhook, signedWebhook, startFakeWhatsApp, statusWebhook, type FakeWhatsApp } from '../helpers/fakeWhatsApp.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { careerJob, noticeVersion, signUp } from './candidatePortalSupport.js';
import { addApplicant, createJob } from './jobsSupport.js';

const SECRET = 'test-app-secret';
const TOKEN = 'test-access-token';
let fake: FakeWhatsApp;
let t: TestApp;
let admin: string;
let recruiter: string;
let globexAdmin: string;
let templateId: string;
let jobId: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, token: string, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, payload });
    return { status: response.statusCode, body: response.json() as { status: boolean; message: string; data: any; errors?: Record<string, string> } };
};

async function applicant(first: string, phone?: string): Promise<string> {
    const added = await addApplicant(t, ACME, admin, jobId, { first_name: first, last_name: 'Whats', email: `${first.toLowerCase()}.wa@example.com`, ...(phone ? { phone } : {}) });
    if (added.statusCode !== 200) throw new Error(`add applicant ${first}: ${added.body}`);
    return added.json().data.id as string;
}

const optIn = (applicationId: string, state: 'OPTED_IN' | 'OPTED_OUT', token = recruiter, host = ACME) =>
    call('PUT', `/api/applications/${applicationId}/whatsapp-opt-in`, token, { state }, host);
const send = (applicationId: string, variables: string[], token = recruiter, host = ACME, template = templateId) =>
    call('POST', `/api/applications/${applicationId}/whatsapp`, token, { template_id: template, variables }, host);

const outboxOf = async (applicationId: string) =>
    (await sql<{ status: string; to_phone: string; provider_message_id: string | null; last_error: string | null; body_text: string; delivered_at: Date | null; read_at: Date | null; attempts: number; sent_by: string | null }>`
        select status, to_phone, provider_message_id, last_error, body_text, delivered_at, read_at, attempts, sent_by
        from whatsapp_outbox where application_id = ${applicationId} order by created_at`.execute(t.database.db)).rows;
/** The Cloud API's id of an application's first message, once the dispatcher sent it. */
async function sentId(applicationId: string): Promise<string> {
    for (let tries = 0; tries < 200; tries++) {
        const id = (await outboxOf(applicationId))[0]?.provider_message_id;
        if (id) return id;
        await new Promise(resolve => setTimeout(resolve, 50));
    }
    throw new Error(`no message of ${applicationId} was sent`);
}
const optInRows = async () => Number((await sql<{ n: number }>`select count(*)::int as n from whatsapp_opt_ins`.execute(t.database.db)).rows[0].n);

beforeAll(async () => {
    fake = await startFakeWhatsApp();
    t = await createTestApp({
        whatsapp: { apiUrl: fake.url, phoneNumberId: 'PHONE-1', accessToken: TOKEN, appSecret: SECRET, verifyToken: 'verify-me' },
        mailIntervalMs: 100,
    });
    await t.app.ready();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    const template = await call('POST', '/api/whatsapp/templates', admin, { name: 'interview_invite', language: 'en_US', category: 'UTILITY', body: 'Hello {{1}}, your interview for {{2}} is on {{3}}.' });
    expect(template.status).toBe(200);
    templateId = template.body.data.id;
    jobId = (await createJob(t, ACME, admin, { title: 'WhatsApp role' })).id;
});
afterAll(async () => {
    await t?.close();
    await fake?.close();
});

describe('configuration', () => {
    it('sends only with a phone number id and a token; the API URL defaults to the Graph API', () => {
        const none = configFromEnv({}).whatsapp;
        expect(none.apiUrl).toBe('https://graph.facebook.com/v21.0');
        expect(cloudApiSettings(none)).toBeNull();
        const set = configFromEnv({ WHATSAPP_PHONE_NUMBER_ID: '123', WHATSAPP_ACCESS_TOKEN: 'x', WHATSAPP_API_URL: 'http://127.0.0.1:9/v1/' }).whatsapp;
        expect(cloudApiSettings(set)).toEqual({ apiUrl: 'http://127.0.0.1:9/v1', phoneNumberId: '123', accessToken: 'x' });
    });
});

describe('sending', () => {
    it('delivers an opted-in candidate\'s message to the Cloud API as a template message with the bearer token, and keeps its id', async () => {
        const ana = await applicant('Ana', '+91 98765 43210');
        expect((await call('GET', `/api/applications/${ana}/whatsapp-opt-in`, recruiter)).body.data).toEqual({ state: 'NONE', source: null, recorded_at: null, has_phone: true });
        const recorded = await optIn(ana, 'OPTED_IN');
        expect(recorded.status).toBe(200);
        expect(recorded.body.data).toMatchObject({ state: 'OPTED_IN', source: 'RECRUITER', has_phone: true });

        const sent = await send(ana, ['Ana', 'WhatsApp role', 'Monday 10:00']);
        expect(sent.status).toBe(200);
        expect(sent.body.data).toEqual({ queued: true });
        await expect.poll(() => fake.received.length, { timeout: 10_000 }).toBe(1);
        const [request] = fake.received;
        expect(request.method).toBe('POST');
        expect(request.path).toBe('/v21.0/PHONE-1/messages');
        expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
        expect(request.body).toEqual({
            messaging_product: 'whatsapp',
            to: '919876543210',
            type: 'template',
            template: {
                name: 'interview_invite',
                language: { code: 'en_US' },
                components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }, { type: 'text', text: 'WhatsApp role' }, { type: 'text', text: 'Monday 10:00' }] }],
            },
        });
        await expect.poll(async () => (await outboxOf(ana))[0]?.status, { timeout: 10_000 }).toBe('SENT');
        const [row] = await outboxOf(ana);
        expect(row).toMatchObject({ to_phone: '919876543210', provider_message_id: fake.messageId(1), body_text: 'Hello Ana, your interview for WhatsApp role is on Monday 10:00.', attempts: 1 });
        expect(row.sent_by).not.toBeNull();
    });

    it('never messages a candidate who did not opt in, who opted out, or who has no phone, and says why', async () => {
        const ben = await applicant('Ben', '+44 7700 900123');
        const cara = await applicant('Cara', '+44 7700 900456');
        const dev = await applicant('Dev');
        await optIn(cara, 'OPTED_IN');
        expect((await optIn(cara, 'OPTED_OUT')).body.data).toMatchObject({ state: 'OPTED_OUT', source: 'RECRUITER' });
        await optIn(dev, 'OPTED_IN');
        const before = fake.received.length;

        const answers = await Promise.all([ben, cara, dev].map(id => send(id, ['x', 'y', 'z'])));
        expect(answers.map(a => [a.status, a.body.data])).toEqual([
            [200, { queued: false, reason: 'NO_OPT_IN' }],
            [200, { queued: false, reason: 'OPTED_OUT' }],
            [200, { queued: false, reason: 'NO_PHONE' }],
        ]);
        expect(answers[1].body.message).toBe('Not sent: the candidate opted out of WhatsApp messages.');
        for (const id of [ben, cara, dev]) expect(await outboxOf(id)).toEqual([]);
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(fake.received.length).toBe(before);
    });

    it('does not send a queued message once its candidate opted out, even when it is queued again', async () => {
        const kim = await applicant('Kim', '+1 206 555 0133');
        await optIn(kim, 'OPTED_IN');
        await optIn(kim, 'OPTED_OUT');
        const before = fake.received.length;
        // As the communication log's retry would leave it: queued again after the opt-out failed it.
        const workspace = (await sql<{ id: string }>`select id from workspaces where host = ${ACME}`.execute(t.database.db)).rows[0].id;
        const candidate = (await sql<{ candidate_id: string }>`select candidate_id from applications where id = ${kim}`.execute(t.database.db)).rows[0].candidate_id;
        await sql`insert into whatsapp_outbox (workspace_id, to_phone, template_name, language, category, body_text, candidate_id, application_id)
            values (${workspace}, '12065550133', 'interview_invite', 'en_US', 'UTILITY', 'Hello', ${candidate}, ${kim})`.execute(t.database.db);
        await expect.poll(async () => (await outboxOf(kim))[0]?.status, { timeout: 10_000 }).toBe('FAILED');
        expect((await outboxOf(kim))[0].last_error).toBe('The candidate opted out before it was sent.');
        expect(fake.received.slice(before).filter(r => (r.body as { to?: string }).to === '12065550133')).toEqual([]);
    });

    it('marks a message the Cloud API refuses as FAILED with its reason, without retrying', async () => {
        const eli = await applicant('Eli', '+1 206 555 0199');
        await optIn(eli, 'OPTED_IN');
        fake.failFor.add('12065550199');
        expect((await send(eli, ['Eli', 'r', 'd'])).body.data).toEqual({ queued: true });
        await expect.poll(async () => (await outboxOf(eli))[0]?.status, { timeout: 10_000 }).toBe('FAILED');
        const [row] = await outboxOf(eli);
        expect(row.last_error).toContain('131030');
        expect(row.attempts).toBe(1);
    });

    it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
        const fay = await applicant('Fay', '+1 206 555 0111');
        await optIn(fay, 'OPTED_IN');
        const opted = await optInRows();
        const badState = await optIn(fay, 'MAYBE' as 'OPTED_IN');
        expect(badState.status).toBe(400);
        expect(badState.body.errors).toHaveProperty('state');
        const badTemplate = await call('POST', `/api/applications/${fay}/whatsapp`, recruiter, { template_id: 'nope', variables: [] });
        expect(badTemplate.status).toBe(400);
        expect(badTemplate.body.errors).toHaveProperty('template_id');
        const unknownTemplate = await send(fay, ['a', 'b', 'c'], recruiter, ACME, '00000000-0000-4000-8000-000000000000');
        expect(unknownTemplate.status).toBe(400);
        expect(unknownTemplate.body.errors).toHaveProperty('template_id');
        const tooFew = await send(fay, ['only one']);
        expect(tooFew.status).toBe(400);
        expect(tooFew.body.errors).toEqual({ variables: 'The template has 3 variable(s); 1 value(s) were given.' });
        const extra = await call('POST', `/api/applications/${fay}/whatsapp`, recruiter, { template_id: templateId, variables: ['a', 'b', 'c'], to: '1' });
        expect(extra.status).toBe(400);
        expect(await outboxOf(fay)).toEqual([]);
        expect(await optInRows()).toBe(opted);
    });

    it("answers 404 for another workspace's application and changes nothing", async () => {
        const gus = await applicant('Gus', '+1 206 555 0122');
        const opted = await optInRows();
        expect((await call('GET', `/api/applications/${gus}/whatsapp-opt-in`, globexAdmin, undefined, GLOBEX)).status).toBe(404);
        expect((await optIn(gus, 'OPTED_IN', globexAdmin, GLOBEX)).status).toBe(404);
        expect((await send(gus, ['a', 'b', 'c'], globexAdmin, GLOBEX)).status).toBe(404);
        expect(await optInRows()).toBe(opted);
        expect(await outboxOf(gus)).toEqual([]);
    });
});

describe('the delivery webhook', () => {
    let applicationId: string;
    let providerId: string;

    beforeAll(async () => {
        applicationId = await applicant('Hal', '+91 90000 11111');
        await optIn(applicationId, 'OPTED_IN');
        await send(applicationId, ['Hal', 'r', 'd']);
        providerId = await sentId(applicationId);
    });

    it('answers the subscription check with the challenge only for the verify token', async () => {
        const good = await t.call('hooks.example', { method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345' });
        expect(good.statusCode).toBe(200);
        expect(good.body).toBe('12345');
        const bad = await t.call('hooks.example', { method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=12345' });
        expect(bad.statusCode).toBe(403);
        expect(bad.body).not.toContain('12345');
    });

    it('refuses a missing or wrong signature and writes nothing', async () => {
        const payload = statusWebhook([{ id: providerId, status: 'read' }]);
        const wrongSecret = signedWebhook(payload, 'not-the-secret');
        const missing = signedWebhook(payload, SECRET, null);
        const tampered = { ...signedWebhook(payload, SECRET), payload: JSON.stringify(statusWebhook([{ id: providerId, status: 'failed' }])) };
        for (const request of [wrongSecret, missing, tampered, signedWebhook(payload, SECRET, 'sha256=zz')]) {
            const answer = await t.call('hooks.example', request);
            expect(answer.statusCode).toBe(403);
            expect(answer.json()).toEqual({ status: false, message: 'The webhook signature is missing or wrong.' });
        }
        expect((await outboxOf(applicationId))[0]).toMatchObject({ status: 'SENT', read_at: null, delivered_at: null });
    });

    it('records delivered, read and failed per message, and never moves a status back', async () => {
        const delivered = await t.call('hooks.example', signedWebhook(statusWebhook([{ id: providerId, status: 'delivered' }]), SECRET));
        expect(delivered.statusCode).toBe(200);
        expect(delivered.json().data).toEqual({ statuses: 1, opt_outs: 0 });
        expect((await outboxOf(applicationId))[0]).toMatchObject({ status: 'DELIVERED', read_at: null });
        await t.call('hooks.example', signedWebhook(statusWebhook([{ id: providerId, status: 'read' }, { id: providerId, status: 'delivered' }, { id: 'wamid.unknown', status: 'read' }]), SECRET));
        const [row] = await outboxOf(applicationId);
        expect(row.status).toBe('READ');
        expect(row.delivered_at).not.toBeNull();
        expect(row.read_at).not.toBeNull();

        const ivy = await applicant('Ivy', '+91 90000 22222');
        await optIn(ivy, 'OPTED_IN');
        await send(ivy, ['Ivy', 'r', 'd']);
        const failed = statusWebhook([{ id: await sentId(ivy), status: 'failed', error: { code: 131026, title: 'Message undeliverable' } }]);
        expect((await t.call('hooks.example', signedWebhook(failed, SECRET))).statusCode).toBe(200);
        expect((await outboxOf(ivy))[0]).toMatchObject({ status: 'FAILED', last_error: '131026: Message undeliverable' });
    });

    it('opts the number out in every workspace when they answer STOP, and they are not messaged again', async () => {
        // The same person applied at globex: the one business number wrote to them for both workspaces.
        const globexJob = await createJob(t, GLOBEX, globexAdmin, { title: 'Globex WhatsApp role' });
        const globexApplication = (await addApplicant(t, GLOBEX, globexAdmin, globexJob.id, { first_name: 'Hal', email: 'hal.globex@example.com', phone: '09000011111' })).json().data.id as string;
        await optIn(globexApplication, 'OPTED_IN', globexAdmin, GLOBEX);

        const stop = await t.call('hooks.example', signedWebhook(inboundTextWebhook('919000011111', ' stop '), SECRET));
        expect(stop.statusCode).toBe(200);
        expect(stop.json().data.opt_outs).toBe(2);
        expect((await call('GET', `/api/applications/${applicationId}/whatsapp-opt-in`, recruiter)).body.data).toMatchObject({ state: 'OPTED_OUT', source: 'REPLY_STOP' });
        expect((await call('GET', `/api/applications/${globexApplication}/whatsapp-opt-in`, globexAdmin, undefined, GLOBEX)).body.data).toMatchObject({ state: 'OPTED_OUT', source: 'REPLY_STOP' });
        expect((await send(applicationId, ['Hal', 'r', 'd'])).body.data).toEqual({ queued: false, reason: 'OPTED_OUT' });
        // Any other text is no opt-out.
        const hello = await t.call('hooks.example', signedWebhook(inboundTextWebhook('919000022222', 'Thanks, see you'), SECRET));
        expect(hello.json().data.opt_outs).toBe(0);
    });
});

describe("the candidate's own opt-in", () => {
    it('is recorded from the profile and from the career apply form, with its source', async () => {
        const job = await careerJob(t, ACME, admin, { title: 'WhatsApp career role' });
        const version = await noticeVersion(t, ACME);
        const casey = await signUp(t, ACME, 'casey.whatsapp@mail.example');
        expect((await call('GET', '/api/candidate/whatsapp-opt-in', casey.token)).body.data).toMatchObject({ state: 'NONE', has_phone: true });
        const applied = await call('POST', '/api/candidate/apply', casey.token, { job_id: job.id, consent: { accepted: true, version }, whatsapp_opt_in: true });
        expect(applied.status).toBe(200);
        expect((await call('GET', '/api/candidate/whatsapp-opt-in', casey.token)).body.data).toMatchObject({ state: 'OPTED_IN', source: 'CAREER_APPLY' });
        expect((await call('GET', `/api/applications/${applied.body.data.application_id}/whatsapp-opt-in`, recruiter)).body.data).toMatchObject({ state: 'OPTED_IN', source: 'CAREER_APPLY' });

        const out = await call('PUT', '/api/candidate/whatsapp-opt-in', casey.token, { state: 'OPTED_OUT' });
        expect(out.status).toBe(200);
        expect(out.body.data).toMatchObject({ state: 'OPTED_OUT', source: 'CANDIDATE_PROFILE' });
        expect((await call('PUT', '/api/candidate/whatsapp-opt-in', casey.token, { state: 'LATER' })).status).toBe(400);

        // Erasing the account takes the WhatsApp messages to them (their number, their name) along.
        const caseyApplication = applied.body.data.application_id as string;
        await optIn(caseyApplication, 'OPTED_IN');
        expect((await send(caseyApplication, ['Casey', 'r', 'd'])).body.data).toEqual({ queued: true });
        expect(await outboxOf(caseyApplication)).toHaveLength(1);
        const erased = await call('POST', '/api/candidate/erase-account', casey.token, { password: 'Sunny-Day-42' });
        expect(erased.status).toBe(200);
        expect(await outboxOf(caseyApplication)).toEqual([]);

        // Not ticked: nothing recorded.
        const dana = await signUp(t, ACME, 'dana.whatsapp@mail.example');
        await call('POST', '/api/candidate/apply', dana.token, { job_id: job.id, consent: { accepted: true, version } });
        expect((await call('GET', '/api/candidate/whatsapp-opt-in', dana.token)).body.data.state).toBe('NONE');
    });
});
