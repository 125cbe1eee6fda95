/**
 * The offer-letter lifecycle through the API (docs/api-communication.md,
 * "Offer letters"): a draft made from an application and an offer letter
 * template, edited only while a draft (only the named fields), its PDF (read
 * back with the resume text extractor: the candidate's name and the salary),
 * sent by mail with the PDF attached and the candidate's link, resent,
 * withdrawn, answered by the candidate, expired by the periodic pass (once,
 * with two passes at the same time); each refused transition with its
 * message; the timeline and the automation events; bad input a 400 with
 * nothing written; another workspace's offer a 404; a candidate sees only
 * their own.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOffers } from '../../server/lib/offerLifecycle.js';
import { resumeText } from '../../server/lib/resume.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { careerJob, noticeVersion, signUp, type SignedUp } from './candidatePortalSupport.js';
import { countRows } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let templateId: string;
let noticeV: number;

type Body = { status: boolean; message: string; data: any; meta?: { total: number; currentPage: number }; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Body };
};
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const pdfOf = async (url: string, token: string) => {
    const response = await t.call(ACME, { method: 'GET', url, token });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return response.rawPayload;
};
/** The PDF's text on one line: the extractor breaks lines where the PDF does. */
const pdfText = async (bytes: Buffer) => (await resumeText(bytes, 'pdf')).replace(/\s+/g, ' ');

interface Applied {
    who: SignedUp;
    applicationId: string;
}
let seq = 0;
/** A candidate with an account who applied to a new career job of `title`. */
async function applied(title: string, first = 'Olivia', last = 'Offerman'): Promise<Applied> {
    const who = await signUp(t, ACME, `offer.${++seq}.${Date.now()}@mail.example`, { first_name: first, last_name: last });
    const job = await careerJob(t, ACME, admin, { title });
    const answer = await call('POST', '/api/candidate/apply', who.token, { job_id: job.id, consent: { accepted: true, version: noticeV } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { who, applicationId: answer.body.data.application_id };
}

const draftBody = (applicationId: string, extra: Record<string, unknown> = {}) => ({
    application_id: applicationId,
    template_id: templateId,
    annual_ctc: 1_850_000,
    currency: 'INR',
    joining_date: day(60),
    expires_on: day(14),
    field_values: { reporting_manager: 'Asha Rao' },
    ...extra,
});

async function draft(applicationId: string, extra: Record<string, unknown> = {}) {
    const created = await call('POST', '/api/offer-letter', admin, draftBody(applicationId, extra));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data as { id: string; version: number };
}
const send = (id: string) => call('PATCH', `/api/offer-letter/${id}/update-status`, admin, { status: 'SENT' });
/** The application's stage now, by name and kind (docs/api-dashboard.md, "Stage kinds"). */
const stageOf = async (applicationId: string) =>
    (await sql<{ name: string; kind: string }>`select s.name, s.funnel_kind as kind from applications a join pipeline_stages s on s.id = a.stage_id
        where a.id = ${applicationId}`.execute(t.database.db)).rows[0];
/** Puts an application in its job's stage of `kind` directly (the test's setup, not a move). */
const placeIn = (applicationId: string, kind: string) =>
    sql`update applications a set stage_id = s.id from pipeline_stages s where a.id = ${applicationId} and s.job_id = a.job_id and s.funnel_kind = ${kind}`.execute(t.database.db);
const timeline = async (applicationId: string) => (await call('GET', `/api/${applicationId}/get-timeline`, admin)).body.data as { type: string; text?: string }[];
const automationEvents = async (offerId: string) =>
    (await sql<{ type: string }>`select type from automation_events where offer_id = ${offerId} order by occurred_at, type desc`.execute(t.database.db)).rows.map(r => r.type);

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    noticeV = await noticeVersion(t, ACME);
    const templates = (await call('GET', '/api/offer-letter/templates-options', admin)).body.data as { id: string; label: string }[];
    templateId = templates.find(o => o.label === 'Standard offer')!.id;
});
afterAll(() => t.close());

describe('drafting from an application', () => {
    it('picks applications by words of the candidate or the job title, newest first; more than six words is a 400', async () => {
        const zelda = await applied('Picker Quantum Analyst', 'Zelda', 'Pickwick');
        const yusuf = await applied('Picker Quantum Analyst', 'Yusuf', 'Pickwick');
        const other = await applied('Picker Harbour Pilot', 'Zelda', 'Quayside');
        const pick = async (search: string) => {
            const answer = await call('GET', `/api/offer-letter/applications?search=${encodeURIComponent(search)}&limit=50`, admin);
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            return (answer.body.data as { id: string }[]).map(o => o.id);
        };
        expect(await pick('pickwick')).toEqual([yusuf.applicationId, zelda.applicationId]);
        // Every word matches the candidate or the job: her name and the job's title together.
        expect(await pick('zelda quantum')).toEqual([zelda.applicationId]);
        expect(await pick('ZELDA')).toEqual([other.applicationId, zelda.applicationId]);
        expect(await pick('harb')).toEqual([other.applicationId]);
        expect(await pick(zelda.who.email)).toEqual([zelda.applicationId]);
        // Word starts, not any part of a word; only punctuation matches nothing.
        expect(await pick('ickwick')).toEqual([]);
        expect(await pick('zelda nobody')).toEqual([]);
        expect(await pick('--')).toEqual([]);
        const tooMany = await call('GET', '/api/offer-letter/applications?search=a+b+c+d+e+f+g', admin);
        expect(tooMany.status).toBe(400);
        expect(tooMany.body.errors?.search).toBe('A search may have at most 6 words.');
    });

    it('makes a DRAFT with the candidate and job of the application, on its timeline', async () => {
        const { applicationId } = await applied('Offer Platform Engineer');
        const created = await call('POST', '/api/offer-letter', admin, draftBody(applicationId));
        expect(created.status).toBe(200);
        expect(created.body.message).toBe('Offer letter created as a draft.');
        expect(created.body.data).toMatchObject({
            application_id: applicationId,
            candidate_name: 'Olivia Offerman',
            job_title: 'Offer Platform Engineer',
            template_name: 'Standard offer',
            annual_ctc: 1_850_000,
            currency: 'INR',
            offer_status: 'DRAFT',
            sent_at: null,
            field_values: { reporting_manager: 'Asha Rao' },
            version: 1,
        });
        expect((await timeline(applicationId))[0]).toMatchObject({ type: 'OFFER_CREATED', text: 'Offer for Offer Platform Engineer drafted' });
        const listed = await call('GET', `/api/offer-letters?application_id=${applicationId}`, admin);
        expect(listed.body.data.map((o: { id: string }) => o.id)).toEqual([created.body.data.id]);
        expect(listed.body.meta).toMatchObject({ total: 1, currentPage: 1 });
    });

    it('refuses bad input with a 400 naming the field, nothing written', async () => {
        const { applicationId } = await applied('Offer Refusal Analyst');
        const before = await countRows(t, 'offer_letters', ACME);
        const cases: [Record<string, unknown>, string][] = [
            [{ expires_on: day(-1) }, 'expires_on'],
            [{ expires_on: day(90) }, 'expires_on'],
            [{ field_values: {} }, 'field_values.reporting_manager'],
            [{ field_values: { reporting_manager: 'Asha', salary_band: 'B' } }, 'field_values.salary_band'],
            [{ currency: 'XYZ' }, 'currency'],
            [{ annual_ctc: -5 }, 'annual_ctc'],
            [{ application_id: '7f6f3a52-4a0e-4c55-9a3e-3c1d2b9e8f10' }, 'application_id'],
            [{ template_id: '7f6f3a52-4a0e-4c55-9a3e-3c1d2b9e8f10' }, 'template_id'],
        ];
        for (const [change, field] of cases) {
            const refused = await call('POST', '/api/offer-letter', admin, draftBody(applicationId, change));
            expect(refused.status, `${field}: ${JSON.stringify(refused.body)}`).toBe(400);
            expect(Object.keys(refused.body.errors ?? {}), field).toContain(field);
        }
        expect(await countRows(t, 'offer_letters', ACME)).toBe(before);
        expect((await timeline(applicationId)).filter(e => e.type.startsWith('OFFER_'))).toEqual([]);
    });

    it('edits only a draft, only the fields named, from the version it read', async () => {
        const { applicationId } = await applied('Offer Edit Engineer');
        const offer = await draft(applicationId);
        const edited = await call('PUT', `/api/offer-letter/${offer.id}`, admin, { annual_ctc: 2_000_000, version: offer.version });
        expect(edited.status).toBe(200);
        expect(edited.body.data).toMatchObject({ annual_ctc: 2_000_000, currency: 'INR', field_values: { reporting_manager: 'Asha Rao' }, version: offer.version + 1 });
        const stale = await call('PUT', `/api/offer-letter/${offer.id}`, admin, { annual_ctc: 1, version: offer.version });
        expect(stale.status).toBe(409);
        const badDate = await call('PUT', `/api/offer-letter/${offer.id}`, admin, { expires_on: day(-3), version: offer.version + 1 });
        expect(badDate.status).toBe(400);
        expect(badDate.body.errors).toHaveProperty('expires_on');
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).body.data).toMatchObject({ annual_ctc: 2_000_000, version: offer.version + 1 });

        expect((await send(offer.id)).status).toBe(200);
        const locked = await call('PUT', `/api/offer-letter/${offer.id}`, admin, { annual_ctc: 3_000_000, version: offer.version + 2 });
        expect(locked.status).toBe(409);
        expect(locked.body.message).toBe('Only a draft offer can be edited; this offer is sent.');
        const deleted = await call('DELETE', `/api/offer-letter/${offer.id}`, admin);
        expect(deleted.status).toBe(409);
        expect(deleted.body.message).toBe('Only a draft offer can be deleted; this offer is sent. Withdraw a sent offer instead.');
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).body.data.annual_ctc).toBe(2_000_000);
    });

    it('deletes a draft, on the timeline', async () => {
        const { applicationId } = await applied('Offer Deleted Role');
        const offer = await draft(applicationId);
        expect((await call('DELETE', `/api/offer-letter/${offer.id}`, admin)).status).toBe(200);
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).status).toBe(404);
        expect((await timeline(applicationId))[0]).toMatchObject({ type: 'OFFER_UPDATED', text: 'Draft offer for Offer Deleted Role deleted' });
    });
});

describe('the PDF', () => {
    it("holds the candidate's name, the job, the salary for its currency and the template's fields", async () => {
        const { applicationId } = await applied('Offer PDF Engineer', 'Priyanka', 'Venkataraman');
        const offer = await draft(applicationId, { annual_ctc: 2_450_000.5, currency: 'USD' });
        const text = await pdfText(await pdfOf(`/api/offer-letter/${offer.id}/pdf`, admin));
        expect(text).toContain('Priyanka Venkataraman');
        expect(text).toContain('Offer PDF Engineer');
        expect(text).toContain('USD 2,450,000.5');
        expect(text).toContain('Asha Rao');
        expect(text).not.toContain('{{');
    });
});

describe('sending, resending, withdrawing', () => {
    let offerId: string;
    let applied1: Applied;

    beforeAll(async () => {
        applied1 = await applied('Offer Send Engineer', 'Samira', 'Sender');
        offerId = (await draft(applied1.applicationId)).id;
    });

    it('sends a draft: the mail with the PDF attached and the link, the timeline, one OFFER_SENT event', async () => {
        const sent = await send(offerId);
        expect(sent.status).toBe(200);
        // The application was at Applied: a sent offer is an offer out, so it moved to the offer stage.
        expect(sent.body.message).toBe('Offer letter sent to the candidate, who moved to the offer stage.');
        expect(sent.body.data).toMatchObject({ offer_status: 'SENT', sent_at: expect.any(String), sent_by: expect.any(String) });
        expect(await stageOf(applied1.applicationId)).toEqual({ name: 'Offered', kind: 'offer' });
        const mails = await sql<{ subject: string; body_text: string; attachments: { filename: string; content_type: string; content: string; encoding: string }[]; application_id: string; candidate_id: string; sent_by: string; template_id: string }>`
            select subject, body_text, attachments, application_id, candidate_id, sent_by, template_id from email_outbox where to_address = ${applied1.who.email} and subject like 'Your offer letter%'`.execute(t.database.db);
        expect(mails.rows).toHaveLength(1);
        const mail = mails.rows[0];
        expect(mail.body_text).toContain(`/candidate/offers/${offerId}`);
        expect(mail).toMatchObject({ application_id: applied1.applicationId, sent_by: sent.body.data.sent_by, template_id: templateId });
        expect(mail.attachments).toEqual([expect.objectContaining({ filename: 'Offer letter - Samira Sender.pdf', content_type: 'application/pdf', encoding: 'base64' })]);
        const attached = await pdfText(Buffer.from(mail.attachments[0].content, 'base64'));
        expect(attached).toContain('Samira Sender');
        expect(attached).toContain('INR 1,850,000');
        const events = await timeline(applied1.applicationId);
        expect(events).toContainEqual(expect.objectContaining({ type: 'OFFER_SENT', text: `Offer for Offer Send Engineer sent to ${applied1.who.email}` }));
        expect(events.filter(e => e.type === 'STAGE_CHANGED')).toHaveLength(1);
        const history = await sql<{ to_stage_name: string; moved_by: string }>`select to_stage_name, moved_by from application_stage_history
            where application_id = ${applied1.applicationId} and from_stage_id is not null`.execute(t.database.db);
        expect(history.rows).toEqual([{ to_stage_name: 'Offered', moved_by: sent.body.data.sent_by }]);
        expect(await automationEvents(offerId)).toEqual(['OFFER_SENT']);
        // The PDF served now is the one sent.
        expect(await pdfText(await pdfOf(`/api/offer-letter/${offerId}/pdf`, admin))).toBe(attached);
    });

    it('leaves an application at the offer or hire step, or rejected, where it is', async () => {
        for (const kind of ['offer', 'hired', 'rejected']) {
            const other = await applied(`Offer Stay ${kind} Engineer`, 'Stella', `Stay${kind}`);
            await placeIn(other.applicationId, kind);
            const before = await stageOf(other.applicationId);
            const sent = await send((await draft(other.applicationId)).id);
            expect(sent.status, kind).toBe(200);
            expect(sent.body.message, kind).toBe('Offer letter sent to the candidate.');
            expect(await stageOf(other.applicationId), kind).toEqual(before);
            expect((await timeline(other.applicationId)).filter(e => e.type === 'STAGE_CHANGED'), kind).toEqual([]);
        }
    });

    it('refuses what a SENT offer does not allow, naming its status', async () => {
        const refusals: [string, string][] = [
            ['SENT', 'Only a draft offer can be sent; this offer is sent.'],
            ['ACCEPTED', 'Only the candidate accepts or declines an offer, from their area; this offer is sent.'],
            ['DECLINED', 'Only the candidate accepts or declines an offer, from their area; this offer is sent.'],
            ['EXPIRED', 'An offer expires by itself after its expiry date; this offer is sent.'],
            ['DRAFT', 'An offer cannot go back to draft; this offer is sent.'],
        ];
        for (const [status, message] of refusals) {
            const refused = await call('PATCH', `/api/offer-letter/${offerId}/update-status`, admin, { status });
            expect(refused.status, status).toBe(409);
            expect(refused.body.message).toBe(message);
        }
        expect((await call('GET', `/api/offer-letter/${offerId}`, admin)).body.data.offer_status).toBe('SENT');
    });

    it('resends a sent offer: a second mail and timeline line, no second automation event', async () => {
        const resent = await call('POST', `/api/offer-letter/${offerId}/resend`, admin);
        expect(resent.status).toBe(200);
        expect(resent.body.message).toBe('Offer letter sent again.');
        expect(await countRows(t, 'email_outbox', ACME, sql`to_address = ${applied1.who.email} and subject like 'Your offer letter%'`)).toBe(2);
        expect((await timeline(applied1.applicationId))[0]).toMatchObject({ type: 'OFFER_RESENT' });
        expect(await automationEvents(offerId)).toEqual(['OFFER_SENT']);
        // The first send's move is the only one.
        expect((await timeline(applied1.applicationId)).filter(e => e.type === 'STAGE_CHANGED')).toHaveLength(1);
    });

    it('withdraws a sent offer; then nothing but reading is left', async () => {
        const withdrawn = await call('PATCH', `/api/offer-letter/${offerId}/update-status`, admin, { status: 'WITHDRAWN' });
        expect(withdrawn.status).toBe(200);
        expect(withdrawn.body.data.offer_status).toBe('WITHDRAWN');
        expect((await timeline(applied1.applicationId))[0]).toMatchObject({ type: 'OFFER_WITHDRAWN', text: 'Offer for Offer Send Engineer withdrawn' });
        const resend = await call('POST', `/api/offer-letter/${offerId}/resend`, admin);
        expect(resend.status).toBe(409);
        expect(resend.body.message).toBe('Only a sent offer can be sent again; this offer is withdrawn.');
        const again = await call('PATCH', `/api/offer-letter/${offerId}/update-status`, admin, { status: 'WITHDRAWN' });
        expect(again.body.message).toBe('Only a sent offer can be withdrawn; this offer is withdrawn.');
        const answer = await call('POST', `/api/candidate/offer-letter/${offerId}/accept`, applied1.who.token);
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe('This offer is withdrawn: it can no longer be answered.');
        const seen = await call('GET', `/api/candidate/offer-letter/${offerId}`, applied1.who.token);
        expect(seen.body.data).toMatchObject({ offer_status: 'WITHDRAWN', can_answer: false });
    });

    it('refuses to resend or withdraw a draft, naming its status', async () => {
        const other = await draft(applied1.applicationId);
        const resend = await call('POST', `/api/offer-letter/${other.id}/resend`, admin);
        expect(resend.status).toBe(409);
        expect(resend.body.message).toBe('Only a sent offer can be sent again; this offer is draft.');
        const withdraw = await call('PATCH', `/api/offer-letter/${other.id}/update-status`, admin, { status: 'WITHDRAWN' });
        expect(withdraw.body.message).toBe('Only a sent offer can be withdrawn; this offer is draft.');
        expect(await countRows(t, 'email_outbox', ACME, sql`to_address = ${applied1.who.email} and subject like 'Your offer letter%'`)).toBe(2);
    });
});

describe("the candidate's answer", () => {
    it('accepts a sent offer once, from their area; the automation event and the timeline follow; others see nothing', async () => {
        const mine = await applied('Offer Accept Engineer', 'Amal', 'Accepter');
        const offer = await draft(mine.applicationId);
        expect((await call('GET', `/api/candidate/offer-letter/${offer.id}`, mine.who.token)).status).toBe(404);
        await send(offer.id);
        const listed = await call('GET', '/api/candidate/offer-letters', mine.who.token);
        expect(listed.body.data).toEqual([expect.objectContaining({ id: offer.id, application_id: mine.applicationId, offer_status: 'SENT', can_answer: true, expires_on: day(14) })]);
        const text = await pdfText(await pdfOf(`/api/candidate/offer-letter/${offer.id}/pdf`, mine.who.token));
        expect(text).toContain('Amal Accepter');

        const stranger = await applied('Offer Stranger Role');
        expect((await call('GET', `/api/candidate/offer-letter/${offer.id}`, stranger.who.token)).status).toBe(404);
        expect((await t.call(ACME, { method: 'GET', url: `/api/candidate/offer-letter/${offer.id}/pdf`, token: stranger.who.token })).statusCode).toBe(404);
        expect((await call('POST', `/api/candidate/offer-letter/${offer.id}/accept`, stranger.who.token)).status).toBe(404);
        expect((await call('GET', '/api/candidate/offer-letters', stranger.who.token)).body.data).toEqual([]);

        const accepted = await call('POST', `/api/candidate/offer-letter/${offer.id}/accept`, mine.who.token);
        expect(accepted.status).toBe(200);
        expect(accepted.body.data).toMatchObject({ offer_status: 'ACCEPTED', can_answer: false, answered_at: expect.any(String) });
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).body.data).toMatchObject({ offer_status: 'ACCEPTED', responded_at: expect.any(String) });
        expect((await timeline(mine.applicationId))[0]).toMatchObject({ type: 'OFFER_ACCEPTED', text: 'Amal Accepter accepted the offer for Offer Accept Engineer' });
        expect(await automationEvents(offer.id)).toEqual(['OFFER_SENT', 'OFFER_ACCEPTED']);
        const withdraw = await call('PATCH', `/api/offer-letter/${offer.id}/update-status`, admin, { status: 'WITHDRAWN' });
        expect(withdraw.body.message).toBe('Only a sent offer can be withdrawn; this offer is accepted.');
    });

    it('declines with a reason: the DECLINED event', async () => {
        const mine = await applied('Offer Decline Engineer', 'Dev', 'Decliner');
        const offer = await draft(mine.applicationId);
        await send(offer.id);
        const declined = await call('POST', `/api/candidate/offer-letter/${offer.id}/decline`, mine.who.token, { reason: 'Staying where I am' });
        expect(declined.body.data).toMatchObject({ offer_status: 'DECLINED', decline_reason: 'Staying where I am' });
        expect(await automationEvents(offer.id)).toEqual(['OFFER_SENT', 'OFFER_DECLINED']);
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).body.data.decline_reason).toBe('Staying where I am');
    });
});

describe('expiry', () => {
    it('expires DRAFT and SENT offers after their expiry day, each once even with two passes at a time; an answer after the day is refused', async () => {
        const sentOne = await applied('Offer Expiring Engineer', 'Eve', 'Expiry');
        const draftOne = await applied('Offer Expiring Draft');
        const keptOne = await applied('Offer Kept Engineer');
        const sent = await draft(sentOne.applicationId);
        await send(sent.id);
        const drafted = await draft(draftOne.applicationId);
        const kept = await draft(keptOne.applicationId);
        await send(kept.id);
        // The calendar moves on: both offers' last day was yesterday (as days pass, not as a user could set it).
        await sql`update offer_letters set expires_on = current_date - 2 where id in (${sent.id}, ${drafted.id})`.execute(t.database.db);

        const late = await call('POST', `/api/candidate/offer-letter/${sent.id}/accept`, sentOne.who.token);
        expect(late.status).toBe(409);
        expect(late.body.message).toMatch(/^This offer expired on \d{1,2} \w+ \d{4}: it can no longer be answered\.$/);
        expect((await call('GET', `/api/candidate/offer-letter/${sent.id}`, sentOne.who.token)).body.data).toMatchObject({ offer_status: 'SENT', can_answer: false });
        const resend = await call('POST', `/api/offer-letter/${sent.id}/resend`, admin);
        expect(resend.status).toBe(409);
        expect(resend.body.message).toBe('The expiry date has passed: set a later one before sending.');

        const [first, second] = await Promise.all([expireOffers(t.database.db), expireOffers(t.database.db)]);
        expect(first + second).toBeGreaterThanOrEqual(2);
        expect(await expireOffers(t.database.db)).toBe(0);
        for (const id of [sent.id, drafted.id]) expect((await call('GET', `/api/offer-letter/${id}`, admin)).body.data.offer_status).toBe('EXPIRED');
        expect((await call('GET', `/api/offer-letter/${kept.id}`, admin)).body.data.offer_status).toBe('SENT');
        for (const { applicationId } of [sentOne, draftOne]) {
            const expired = (await timeline(applicationId)).filter(e => e.type === 'OFFER_EXPIRED');
            expect(expired).toHaveLength(1);
        }
        const answer = await call('POST', `/api/candidate/offer-letter/${sent.id}/accept`, sentOne.who.token);
        expect(answer.body.message).toBe('This offer is expired: it can no longer be answered.');
        const send2 = await send(drafted.id);
        expect(send2.body.message).toBe('Only a draft offer can be sent; this offer is expired.');
    });
});

describe('workspaces and roles', () => {
    it("another workspace's offer is a 404 for every route, and its list holds none of ours", async () => {
        const { applicationId } = await applied('Offer Isolation Role');
        const offer = await draft(applicationId);
        const globex = await t.login(GLOBEX, 'admin@globex.example');
        for (const [method, url, payload] of [
            ['GET', `/api/offer-letter/${offer.id}`],
            ['GET', `/api/offer-letter/${offer.id}/pdf`],
            ['PUT', `/api/offer-letter/${offer.id}`, { annual_ctc: 1, version: 1 }],
            ['DELETE', `/api/offer-letter/${offer.id}`],
            ['PATCH', `/api/offer-letter/${offer.id}/update-status`, { status: 'SENT' }],
            ['POST', `/api/offer-letter/${offer.id}/resend`],
        ] as const) {
            const response = await t.call(GLOBEX, { method, url, token: globex, ...(payload ? { payload } : {}) });
            expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
        const drafted = await call('POST', '/api/offer-letter', globex, draftBody(applicationId), GLOBEX);
        expect(drafted.status).toBe(400);
        expect(drafted.body.errors).toHaveProperty('application_id');
        expect((await call('GET', '/api/offer-letters', globex, undefined, GLOBEX)).body.data.map((o: { id: string }) => o.id)).not.toContain(offer.id);
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).body.data).toMatchObject({ offer_status: 'DRAFT', annual_ctc: 1_850_000 });
    });

    it('a recruiter reads offers but cannot draft or send one', async () => {
        const { applicationId } = await applied('Offer Recruiter Role');
        const offer = await draft(applicationId);
        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        expect((await call('GET', `/api/offer-letter/${offer.id}`, recruiter)).status).toBe(200);
        expect((await call('POST', '/api/offer-letter', recruiter, draftBody(applicationId))).status).toBe(403);
        expect((await call('PATCH', `/api/offer-letter/${offer.id}/update-status`, recruiter, { status: 'SENT' })).status).toBe(403);
        expect((await call('GET', `/api/offer-letter/${offer.id}`, admin)).body.data.offer_status).toBe('DRAFT');
    });
});
