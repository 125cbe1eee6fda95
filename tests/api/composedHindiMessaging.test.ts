/**
 * Offers', messaging's and automations' messages composed with values in the request's language
 * (docs/decisions.md, "Hindi"): an offer's refused transitions naming its status (as the offer
 * pages name it) or its expiry day (as a Hindi mail writes a date), the count of mails queued, a
 * talent category too large to notify, a template with variables a mail to many cannot fill, a WhatsApp template given the wrong number of values, an
 * automation naming stages no job has or recipients its event has none of. In Hindi from
 * hi.server.json's `composed` templates; in English word for word as always.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POOL_RECIPIENTS } from '../../config/contracts/messaging.js';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { careerJob, noticeVersion, signUp, type SignedUp } from './candidatePortalSupport.js';
import { addApplicant, createJob } from './jobsSupport.js';
import { callIn, ENGLISH, HINDI, type Method } from './languageSupport.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const call = (language: string, method: Method, url: string, payload?: object, token = admin, host = ACME) => callIn(t, language, { method, url, payload, token, host });
/** The same refusal asked for in Hindi and in English (it changes nothing, so it can be asked twice): the two messages. */
async function both(method: Method, url: string, payload?: object, token = admin) {
    const [hi, en] = [await call(HINDI, method, url, payload, token), await call(ENGLISH, method, url, payload, token)];
    expect(hi.status, JSON.stringify(hi.body)).toBe(en.status);
    return { status: hi.status, hi: hi.body.message, en: en.body.message };
}

describe("an offer's refused transitions", () => {
    let templateId = '';
    let noticeV = 0;
    let seq = 0;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

    /** A candidate with an account who applied to a new career job, and a draft offer for them. */
    async function drafted(): Promise<{ who: SignedUp; offerId: string }> {
        const who = await signUp(t, ACME, `composed.offer.${++seq}@mail.example`, { first_name: 'Omar', last_name: 'Offer' });
        const job = await careerJob(t, ACME, admin, { title: `Composed offer job ${seq}` });
        const applied = await call(ENGLISH, 'POST', '/api/candidate/apply', { job_id: job.id, consent: { accepted: true, version: noticeV } }, who.token);
        expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        const offer = await call(ENGLISH, 'POST', '/api/offer-letter', {
            application_id: applied.body.data.application_id,
            template_id: templateId,
            annual_ctc: 1_200_000,
            currency: 'INR',
            joining_date: day(60),
            expires_on: day(14),
            field_values: { reporting_manager: 'Asha Rao' },
        });
        expect(offer.status, JSON.stringify(offer.body)).toBe(200);
        return { who, offerId: offer.body.data.id as string };
    }
    const status = (id: string, target: string) => both('PATCH', `/api/offer-letter/${id}/update-status`, { status: target });

    beforeAll(async () => {
        noticeV = await noticeVersion(t, ACME);
        const templates = (await call(ENGLISH, 'GET', '/api/offer-letter/templates-options')).body.data as { id: string; label: string }[];
        templateId = templates.find(o => o.label === 'Standard offer')!.id;
    });

    it('a draft cannot be sent again or withdrawn', async () => {
        const { offerId } = await drafted();
        expect(await both('POST', `/api/offer-letter/${offerId}/resend`)).toEqual({
            status: 409,
            hi: 'केवल भेजा गया ऑफ़र फिर से भेजा जा सकता है; इस ऑफ़र की स्थिति: ड्राफ़्ट।',
            en: 'Only a sent offer can be sent again; this offer is draft.',
        });
        expect(await status(offerId, 'WITHDRAWN')).toEqual({
            status: 409,
            hi: 'केवल भेजा गया ऑफ़र वापस लिया जा सकता है; इस ऑफ़र की स्थिति: ड्राफ़्ट।',
            en: 'Only a sent offer can be withdrawn; this offer is draft.',
        });
    });

    it('a sent offer cannot be edited, deleted, sent, answered by the recruiter, expired or made a draft; a withdrawn one cannot be answered', async () => {
        const { who, offerId } = await drafted();
        expect((await call(ENGLISH, 'PATCH', `/api/offer-letter/${offerId}/update-status`, { status: 'SENT' })).status).toBe(200);
        expect(await both('PUT', `/api/offer-letter/${offerId}`, { version: 1, annual_ctc: 1 })).toEqual({
            status: 409,
            hi: 'केवल ड्राफ़्ट ऑफ़र संपादित किया जा सकता है; इस ऑफ़र की स्थिति: भेजा गया।',
            en: 'Only a draft offer can be edited; this offer is sent.',
        });
        expect(await both('DELETE', `/api/offer-letter/${offerId}`)).toEqual({
            status: 409,
            hi: 'केवल ड्राफ़्ट ऑफ़र हटाया जा सकता है; इस ऑफ़र की स्थिति: भेजा गया। भेजे गए ऑफ़र को इसके बजाय वापस लें।',
            en: 'Only a draft offer can be deleted; this offer is sent. Withdraw a sent offer instead.',
        });
        const refusals: [target: string, hindi: string, english: string][] = [
            ['SENT', 'केवल ड्राफ़्ट ऑफ़र भेजा जा सकता है; इस ऑफ़र की स्थिति: भेजा गया।', 'Only a draft offer can be sent; this offer is sent.'],
            [
                'ACCEPTED',
                'ऑफ़र को केवल उम्मीदवार अपने खाते से स्वीकार या अस्वीकार करता है; इस ऑफ़र की स्थिति: भेजा गया।',
                'Only the candidate accepts or declines an offer, from their area; this offer is sent.',
            ],
            ['EXPIRED', 'ऑफ़र अपनी समाप्ति तिथि के बाद अपने-आप समाप्त हो जाता है; इस ऑफ़र की स्थिति: भेजा गया।', 'An offer expires by itself after its expiry date; this offer is sent.'],
            ['DRAFT', 'ऑफ़र वापस ड्राफ़्ट नहीं बन सकता; इस ऑफ़र की स्थिति: भेजा गया।', 'An offer cannot go back to draft; this offer is sent.'],
        ];
        for (const [target, hindi, english] of refusals) expect(await status(offerId, target)).toEqual({ status: 409, hi: hindi, en: english });

        expect((await call(ENGLISH, 'PATCH', `/api/offer-letter/${offerId}/update-status`, { status: 'WITHDRAWN' })).status).toBe(200);
        expect(await both('POST', `/api/candidate/offer-letter/${offerId}/accept`, undefined, who.token)).toEqual({
            status: 409,
            hi: 'इस ऑफ़र की स्थिति: वापस लिया गया। अब इसका जवाब नहीं दिया जा सकता।',
            en: 'This offer is withdrawn: it can no longer be answered.',
        });
    });

    it('an offer past its expiry day cannot be answered, the day as a Hindi mail writes it', async () => {
        const { who, offerId } = await drafted();
        expect((await call(ENGLISH, 'PATCH', `/api/offer-letter/${offerId}/update-status`, { status: 'SENT' })).status).toBe(200);
        // The calendar moves on (as days pass, not as a user could set it).
        const expired = (await sql<{ d: string }>`update offer_letters set expires_on = current_date - 2 where id = ${offerId} returning to_char(expires_on, 'YYYY-MM-DD') as d`.execute(t.database.db)).rows[0].d;
        const written = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${expired}T00:00:00Z`));
        expect(await both('POST', `/api/candidate/offer-letter/${offerId}/accept`, undefined, who.token)).toEqual({
            status: 409,
            hi: `यह ऑफ़र ${written('hi-IN')} को समाप्त हो गया: अब इसका जवाब नहीं दिया जा सकता।`,
            en: `This offer expired on ${written('en-GB')}: it can no longer be answered.`,
        });
    });
});

describe('messaging', () => {
    let templateId = '';
    beforeAll(async () => {
        const template = await call(ENGLISH, 'POST', '/api/email/templates', { purpose: 'GENERAL', name: 'Composed hello', subject: 'Hello {{candidate.first_name}}', body: '<p>Hello</p>' });
        expect(template.status, JSON.stringify(template.body)).toBe(200);
        templateId = template.body.data.id as string;
    });

    it('counts the mails queued, and those not sent', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Composed mail job' });
        const ids: string[] = [];
        for (const name of ['Mala', 'Mira']) ids.push((await addApplicant(t, ACME, admin, job.id, { first_name: name, email: `${name.toLowerCase()}.composed@mail.example` })).json().data.id as string);
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        const globexJob = await createJob(t, GLOBEX, globexAdmin, { title: 'Composed globex job' });
        const foreign = (await addApplicant(t, GLOBEX, globexAdmin, globexJob.id, { first_name: 'Gita', email: 'gita.composed@mail.example' })).json().data.id as string;
        const send = (language: string, applicationIds: string[]) => call(language, 'POST', '/api/applications/send-mail', { template_id: templateId, application_ids: applicationIds });
        expect((await send(HINDI, [ids[0]])).body.message).toBe('भेजने की कतार में लगे संदेश: 1।');
        expect((await send(ENGLISH, ids)).body.message).toBe('2 messages queued.');
        expect((await send(HINDI, [foreign, ids[1]])).body.message).toBe('भेजने की कतार में लगे संदेश: 1, नहीं भेजे गए: 1।');
        expect((await send(ENGLISH, [foreign, ids[1]])).body.message).toBe('1 message queued, 1 not sent.');
    });

    it('refuses to notify a talent category larger than it may', async () => {
        const categoryId = (await call(ENGLISH, 'POST', '/api/pool-category', { name: 'Composed crowd' })).body.data.id as string;
        await withSystem(t.database.db, async tx => {
            const ws = (await sql<{ id: string }>`select id from workspaces where host = ${ACME}`.execute(tx)).rows[0].id;
            await sql`insert into talent_pool (workspace_id, first_name, email, category_id)
                select ${ws}, 'Crowd', 'crowd' || g || '@composed.example', ${categoryId} from generate_series(1, ${MAX_POOL_RECIPIENTS + 1}::int) g`.execute(tx);
        });
        const refused = await both('POST', '/api/talent/send-notification', { category_id: categoryId, channel: 'EMAIL', template_id: templateId });
        expect(refused).toEqual({
            status: 400,
            hi: `इस श्रेणी में ${MAX_POOL_RECIPIENTS} से अधिक सक्रिय सदस्य हैं; सूचना भेजने से पहले इसे बाँटें।`,
            en: `This category has more than ${MAX_POOL_RECIPIENTS} active members; split it before notifying it.`,
        });
    });

    it('refuses a template whose variables a mail to many applications cannot fill', async () => {
        const invite = await call(ENGLISH, 'POST', '/api/email/templates', { purpose: 'GENERAL', name: 'Composed invite', subject: 'Hi', body: '<p>On {{interview.date}}</p>' });
        const job = await createJob(t, ACME, admin, { title: 'Composed invite job' });
        const applicationId = (await addApplicant(t, ACME, admin, job.id, { first_name: 'Ila', email: 'ila.composed@mail.example' })).json().data.id as string;
        const refused = await both('POST', '/api/applications/send-mail', { template_id: invite.body.data.id, application_ids: [applicationId] });
        expect(refused).toEqual({
            status: 400,
            hi: 'यह टेम्पलेट {{interview.date}} का उपयोग करता है, जिसे यह मेल नहीं भर सकता; इनके बिना कोई टेम्पलेट चुनें।',
            en: 'This template uses {{interview.date}}, which this mail cannot fill in; choose a template without it.',
        });
    });

    it('refuses a WhatsApp template given the wrong number of values', async () => {
        const template = await call(ENGLISH, 'POST', '/api/whatsapp/templates', { name: 'composed_invite', language: 'en_US', category: 'UTILITY', body: 'Hello {{1}}, see you on {{2}}.' });
        expect(template.status, JSON.stringify(template.body)).toBe(200);
        const job = await createJob(t, ACME, admin, { title: 'Composed WhatsApp job' });
        const applicationId = (await addApplicant(t, ACME, admin, job.id, { first_name: 'Wali', email: 'wali.composed@mail.example', phone: '+91 98765 43210' })).json().data.id as string;
        const refused = await both('POST', `/api/applications/${applicationId}/whatsapp`, { template_id: template.body.data.id, variables: ['Wali'] });
        expect(refused).toEqual({ status: 400, hi: 'टेम्पलेट में वेरिएबल: 2; दिए गए मान: 1।', en: 'The template has 2 variable(s); 1 value(s) were given.' });
    });
});

describe('an automation refused', () => {
    let templateId = '';
    beforeAll(async () => {
        templateId = (await call(ENGLISH, 'POST', '/api/email/templates', { purpose: 'GENERAL', name: 'Composed rule mail', subject: 'Hi', body: '<p>Hi</p>' })).body.data.id as string;
    });
    const rule = (fields: object) => both('POST', '/api/email-trigger', { name: 'Composed rule', channel: 'EMAIL', template_id: templateId, recipients: ['CANDIDATE'], ...fields });

    it('names the stages no job has, as the rule names them', async () => {
        expect(await rule({ event_type: 'STAGE_ENTERED', stage_names: ['Nowhere Stage'] })).toEqual({
            status: 400,
            hi: 'किसी भी नौकरी में इस नाम का चरण नहीं है: "Nowhere Stage"।',
            en: 'No job has a stage named "Nowhere Stage".',
        });
    });

    it('names the recipients its event has none of, as the editor names them', async () => {
        expect(await rule({ event_type: 'APPLICATION_CREATED', recipients: ['CANDIDATE', 'INTERVIEWERS'] })).toEqual({
            status: 400,
            hi: 'इस घटना पर ये प्राप्तकर्ता नहीं होते: इंटरव्यूअर।',
            en: 'This event has no interviewers to send to.',
        });
    });
});
