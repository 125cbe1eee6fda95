/**
 * Mails in their recipient's language (docs/decisions.md, "Hindi"): each person's language is
 * kept on their account (users.locale): set by PATCH /api/me/locale (the account menu's switch),
 * else by their first sign-in or their sign-up (the request's Accept-Language). A mail's fixed
 * text to a person with an account is written in that language (English when none): interview
 * invitations, reschedules and their .ics, profile reviews, offers, offer answers, the profile
 * check; an invitation to a new user follows the language of the request that made it. English
 * stays exactly as it was, character for character.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, DEMO_PASSWORD, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { careerJob, freshClient, noticeVersion, signUp, type SignedUp } from './candidatePortalSupport.js';
import { addApplicant, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let interviewer: string;

const HINDI = { 'accept-language': 'hi' };
const DEVANAGARI = /[\u0900-\u097F]/;
type Body = { status: boolean; message: string; data: any; errors?: Record<string, string> };

const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | undefined, payload?: object, headers: Record<string, string> = {}) => {
    const response = await t.call(ACME, { method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}), headers });
    return { status: response.statusCode, body: response.json() as Body };
};

interface Mail {
    to_address: string;
    subject: string;
    body_text: string;
    attachments: { content: string }[] | null;
}
/** Every mail to `to` whose subject is like `subject`, oldest first. */
const mailsTo = async (to: string, subject = '%') =>
    (await sql<Mail>`select to_address, subject, body_text, attachments from email_outbox where lower(to_address) = lower(${to}) and subject like ${subject}
        order by created_at, id`.execute(t.database.db)).rows;
const lastMailTo = async (to: string, subject = '%') => {
    await t.app.deps.background.idle();
    const found = await mailsTo(to, subject);
    expect(found.length, `a mail to ${to} like ${subject}`).toBeGreaterThan(0);
    return found[found.length - 1];
};
const localeOf = async (email: string) =>
    (await sql<{ locale: string | null }>`select locale from users u join workspaces w on w.id = u.workspace_id where w.host = ${ACME} and lower(u.email) = lower(${email})`.execute(t.database.db)).rows[0]
        ?.locale;
const setLocale = (token: string, locale: string) => call('PATCH', '/api/me/locale', token, { locale });
const icsField = (ics: string, name: string) => ics.replace(/\r\n /g, '').split('\r\n').find(l => l.startsWith(`${name}:`))?.replace(/^[^:]*:/, '');

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    interviewer = await t.login(ACME, 'interviewer@acme.example');
});
afterAll(() => t.close());

describe('PATCH /api/me/locale', () => {
    it("saves the caller's own language and answers it", async () => {
        const saved = await setLocale(recruiter, 'hi');
        expect(saved.status).toBe(200);
        expect(saved.body).toEqual({ status: true, message: 'Language saved.', data: { locale: 'hi' } });
        expect(await localeOf('recruiter@acme.example')).toBe('hi');
        const back = await call('PATCH', '/api/me/locale', recruiter, { locale: 'en' }, HINDI);
        expect(back.body).toEqual({ status: true, message: 'भाषा सहेजी गई।', data: { locale: 'en' } });
        expect(await localeOf('recruiter@acme.example')).toBe('en');
    });

    it('refuses a bad value or another field with a 400 naming it, and writes nothing', async () => {
        await setLocale(interviewer, 'en');
        for (const [payload, field] of [
            [{ locale: 'fr' }, 'locale'],
            [{ locale: 'HI' }, 'locale'],
            [{ locale: null }, 'locale'],
            [{}, 'locale'],
            [{ locale: 'hi', user_id: 'someone' }, 'user_id'],
        ] as const) {
            const refused = await call('PATCH', '/api/me/locale', interviewer, payload);
            expect(refused.status, JSON.stringify(payload)).toBe(400);
            expect(refused.body.status).toBe(false);
            expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(payload)).toEqual([field]);
        }
        expect(await localeOf('interviewer@acme.example')).toBe('en');
    });

    it("sets only the caller's language: naming another user is refused, and nobody else's changes", async () => {
        const before = await sql<{ email: string; locale: string | null }>`select email, locale from users order by id`.execute(t.database.db);
        const adminId = await userId(t, ACME, admin);
        const refused = await call('PATCH', '/api/me/locale', interviewer, { locale: 'hi', id: adminId });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual({ id: expect.any(String) });
        expect((await call('PATCH', `/api/me/locale?id=${adminId}`, interviewer, { locale: 'hi' })).status).toBe(200);
        const after = await sql<{ email: string; locale: string | null }>`select email, locale from users order by id`.execute(t.database.db);
        const changed = after.rows.filter((row, index) => row.locale !== before.rows[index].locale).map(row => row.email);
        expect(changed).toEqual(['interviewer@acme.example']);
        await setLocale(interviewer, 'en');
    });

    it("needs a session of this workspace: another workspace's token is none, and changes nothing there", async () => {
        const anonymous = await t.call(ACME, { method: 'PATCH', url: '/api/me/locale', payload: { locale: 'hi' } });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.body).toBe('Not AUTHENTICATED USER');
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        const before = await sql<{ locale: string | null }>`select locale from users where email = 'admin@globex.example'`.execute(t.database.db);
        const foreign = await t.call(ACME, { method: 'PATCH', url: '/api/me/locale', token: globexAdmin, payload: { locale: 'hi' } });
        expect(foreign.statusCode).toBe(401);
        expect((await sql<{ locale: string | null }>`select locale from users where email = 'admin@globex.example'`.execute(t.database.db)).rows).toEqual(before.rows);
    });
});

describe('the language a person starts with', () => {
    const signIn = (email: string, audience: string, headers: Record<string, string> = {}) =>
        t.call(ACME, { method: 'POST', url: `/api/${audience}/login`, payload: { email, password: DEMO_PASSWORD }, headers });

    /** A new interviewer who has set their password from the invite, and never signed in. */
    async function invited(email: string): Promise<void> {
        expect((await call('POST', '/api/onboard-interviewer', admin, { first_name: 'Sam', email })).status).toBe(200);
        const token = /token=([\w-]+)/.exec((await lastMailTo(email)).body_text)![1];
        expect((await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token, password: DEMO_PASSWORD } })).statusCode).toBe(200);
        expect(await localeOf(email)).toBeNull();
    }

    it("is their first sign-in's, kept until they choose one; a failed sign-in records nothing", async () => {
        const email = 'sam.signin@acme.example';
        await invited(email);
        const wrong = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email, password: 'wrong-pass' }, headers: HINDI });
        expect(wrong.statusCode).toBe(401);
        expect(await localeOf(email)).toBeNull();
        expect((await signIn(email, 'corporate', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).statusCode).toBe(200);
        expect(await localeOf(email)).toBe('hi');
        expect((await signIn(email, 'corporate', { 'accept-language': 'en-GB' })).statusCode).toBe(200);
        expect(await localeOf(email)).toBe('hi');
    });

    it('is English for a first sign-in that does not put Hindi first', async () => {
        const email = 'sam.french@acme.example';
        await invited(email);
        expect((await signIn(email, 'corporate', { 'accept-language': 'fr-FR,hi;q=0.5' })).statusCode).toBe(200);
        expect(await localeOf(email)).toBe('en');
        expect(await localeOf('admin@acme.example')).toBe('en');
    });

    it("is a new candidate's sign-up language", async () => {
        const email = 'hindi.signup@mail.example';
        const remoteAddress = freshClient();
        expect((await t.call(ACME, { method: 'POST', url: '/api/otp-challenge', payload: { email }, remoteAddress, headers: HINDI })).statusCode).toBe(200);
        const code = /\d{6}/.exec((await lastMailTo(email)).body_text)![0];
        const verified = await t.call(ACME, { method: 'POST', url: '/api/otp-verify-challenge', payload: { email, code }, remoteAddress, headers: HINDI });
        const created = await t.call(ACME, {
            method: 'POST',
            url: '/api/create-account-details',
            remoteAddress,
            headers: HINDI,
            payload: { ticket: verified.json().data.ticket, first_name: 'Hema', last_name: 'Hindi', phone: '+91 98200 00000', password: 'Sunny-Day-42', experience_years: 2, city: 'Pune' },
        });
        expect(created.statusCode).toBe(200);
        expect(await localeOf(email)).toBe('hi');
        await signUp(t, ACME, 'english.signup@mail.example');
        expect(await localeOf('english.signup@mail.example')).toBe('en');
    });
});

describe('invitations of new users', () => {
    const invite = (email: string, headers: Record<string, string> = {}) => call('POST', '/api/onboard-interviewer', admin, { first_name: 'Nina', last_name: 'New', email }, headers);

    it('are written in the language of the request that made them, the new user keeping none of their own', async () => {
        expect((await invite('nina.hindi@acme.example', HINDI)).status).toBe(200);
        const mail = await lastMailTo('nina.hindi@acme.example');
        expect(mail.subject).toBe('Acme Talent Partners ATS में आपको आमंत्रित किया गया है');
        expect(mail.body_text).toMatch(
            /^नमस्ते Nina,\n\nAlex ने आपको Acme Talent Partners ATS में जोड़ा है।\n72 घंटे के भीतर इस लिंक से अपना पासवर्ड चुनें:\nhttp:\/\/acme\.localhost\/reset-password\?token=[\w-]+&invite=1\n\nअगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।$/,
        );
        expect(await localeOf('nina.hindi@acme.example')).toBeNull();
    });

    it('stay in English, word for word, from an English request', async () => {
        expect((await invite('nina.english@acme.example')).status).toBe(200);
        const mail = await lastMailTo('nina.english@acme.example');
        expect(mail.subject).toBe('You are invited to Acme Talent Partners ATS');
        const link = /http:\/\/acme\.localhost\/reset-password\?token=[\w-]+&invite=1/.exec(mail.body_text)![0];
        expect(mail.body_text).toBe(
            `Hello Nina,\n\nAlex added you to Acme Talent Partners ATS.\nChoose your password within 72 hours with this link:\n${link}\n\nIf you were not expecting this, ignore this email.`,
        );
    });
});

describe('interviews', () => {
    let applicationId: string;
    let roundId: string;
    let interviewerId: string;
    let leadId: string;
    const title = 'Technical interview: Ivy Lingua for Mail Language job';
    const schedule = (payload: Record<string, unknown>) =>
        call('POST', '/api/schedule-interview', recruiter, { application_id: applicationId, round_id: roundId, interviewer_ids: [interviewerId], duration_minutes: 60, ...payload });

    beforeAll(async () => {
        const job = await createJob(t, ACME, admin, { title: 'Mail Language job' });
        applicationId = (await addApplicant(t, ACME, admin, job.id, { first_name: 'Ivy', last_name: 'Lingua', email: 'ivy.lingua@example.com' })).json().data.id;
        roundId = (await call('GET', `/api/${job.id}/get-interview-rounds`, recruiter)).body.data[0].id;
        interviewerId = await userId(t, ACME, interviewer);
        leadId = await userId(t, ACME, await t.login(ACME, 'lead@acme.example'));
    });

    it('an invitation in English, word for word, for a person without a language of their own', async () => {
        expect(await localeOf('interviewer@acme.example')).toBe('en');
        const scheduled = await schedule({ starts_at: '2031-03-04T09:00:00.000Z', mode: 'VIDEO', link: 'https://meet.example/lingua', note: 'Bring a laptop' });
        expect(scheduled.status).toBe(200);
        for (const [to, name] of [
            ['interviewer@acme.example', 'Ines'],
            ['ivy.lingua@example.com', 'Ivy'],
        ]) {
            const mail = await lastMailTo(to, '%Ivy Lingua%');
            expect(mail.subject).toBe(`Interview invitation: ${title}`);
            expect(mail.body_text).toBe(
                `Hello ${name},\n\nYou are invited to an interview:\n${title}\nWhen: Tue, 4 Mar 2031, 09:00 – 10:00 (UTC)\nWhere: Video: https://meet.example/lingua\n\nThe attached calendar invite updates your calendar.\n\nAcme Talent Partners`,
            );
            const ics = mail.attachments![0].content;
            expect(icsField(ics, 'SUMMARY')).toBe(title);
            expect(icsField(ics, 'DESCRIPTION')).toBe('Technical round for Mail Language job.\\nJoin: https://meet.example/lingua\\nBring a laptop');
            expect(icsField(ics, 'LOCATION')).toBe('https://meet.example/lingua');
        }
    });

    it("an invitation, reschedule and profile review in the interviewer's Hindi; the candidate's stays English", async () => {
        await setLocale(interviewer, 'hi');
        const scheduled = await schedule({ starts_at: '2031-03-05T09:00:00.000Z', mode: 'PHONE', place: '+91 22 5555 0000' });
        expect(scheduled.status).toBe(200);
        const hindiTitle = 'Mail Language job के लिए Ivy Lingua का Technical इंटरव्यू';
        const mail = await lastMailTo('interviewer@acme.example', `%${hindiTitle}%`);
        expect(mail.subject).toBe(`इंटरव्यू का निमंत्रण: ${hindiTitle}`);
        expect(mail.body_text).toBe(
            `नमस्ते Ines,\n\nआपको एक इंटरव्यू के लिए आमंत्रित किया गया है:\n${hindiTitle}\nकब: बुध, 5 मार्च 2031, 09:00 – 10:00 (UTC)\nकहाँ: फ़ोन\n\nसंलग्न कैलेंडर निमंत्रण आपके कैलेंडर को अपडेट करता है।\n\nAcme Talent Partners`,
        );
        const ics = mail.attachments![0].content;
        expect(icsField(ics, 'SUMMARY')).toBe(hindiTitle);
        expect(icsField(ics, 'DESCRIPTION')).toBe('Mail Language job के लिए Technical राउंड।\\nफ़ोन इंटरव्यू: +91 22 5555 0000।');
        expect(icsField(ics, 'LOCATION')).toBe('फ़ोन कॉल');
        expect(icsField(ics, 'UID')).toBe(`interview-${scheduled.body.data.id}@acme.localhost`);

        const english = await lastMailTo('ivy.lingua@example.com', '%Ivy Lingua%');
        expect(english.subject).toBe(`Interview invitation: ${title}`);
        expect(english.body_text).toBe(
            `Hello Ivy,\n\nYou are invited to an interview:\n${title}\nWhen: Wed, 5 Mar 2031, 09:00 – 10:00 (UTC)\nWhere: Phone\n\nThe attached calendar invite updates your calendar.\n\nAcme Talent Partners`,
        );
        const englishIcs = english.attachments![0].content;
        expect(icsField(englishIcs, 'DESCRIPTION')).toBe('Technical round for Mail Language job.\\nPhone interview: +91 22 5555 0000.');
        expect(icsField(englishIcs, 'LOCATION')).toBe('Phone call');
        expect(icsField(englishIcs, 'UID')).toBe(icsField(ics, 'UID'));

        const moved = await call('PATCH', '/api/interviewer/reschedule-interview', recruiter, { interview_id: scheduled.body.data.id, starts_at: '2031-03-06T11:30:00.000Z', version: 1 });
        expect(moved.status).toBe(200);
        const rescheduled = await lastMailTo('interviewer@acme.example', 'इंटरव्यू का समय बदला गया:%');
        expect(rescheduled.body_text).toContain('इस इंटरव्यू का समय बदल गया है:');
        expect(rescheduled.body_text).toContain('कब: गुरु, 6 मार्च 2031, 11:30 – 12:30 (UTC)');
        expect(icsField(rescheduled.attachments![0].content, 'SEQUENCE')).toBe('1');
        expect((await lastMailTo('ivy.lingua@example.com', 'Interview rescheduled:%')).body_text).toContain('This interview has a new time:');

        const review = await schedule({ type: 'PROFILE_REVIEW', interviewer_ids: [interviewerId, leadId], duration_minutes: undefined });
        expect(review.status).toBe(200);
        const hindiReview = await lastMailTo('interviewer@acme.example', 'प्रोफ़ाइल समीक्षा%');
        expect(hindiReview.subject).toBe('प्रोफ़ाइल समीक्षा का अनुरोध: Ivy Lingua');
        expect(hindiReview.body_text).toBe('नमस्ते Ines,\n\nकृपया Mail Language job (Technical) के लिए Ivy Lingua की प्रोफ़ाइल की समीक्षा करें।\n\nAcme Talent Partners');
        for (const hindi of [mail, rescheduled, hindiReview]) expect(`${hindi.subject}\n${hindi.body_text}\n${hindi.attachments?.[0]?.content ?? ''}`).not.toMatch(/%\{/);
        const englishReview = await lastMailTo('lead@acme.example', 'Profile review requested:%');
        expect(englishReview.subject).toBe('Profile review requested: Ivy Lingua');
        expect(englishReview.body_text).toBe('Hello Lena,\n\nPlease review the profile of Ivy Lingua for Mail Language job (Technical).\n\nAcme Talent Partners');
    });
});

describe('offers and the profile check', () => {
    let olive: SignedUp;
    let templateId: string;
    let version: number;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const longDay = (value: string, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

    /** An offer to Olive for a new job of `title`, sent by the admin; its id and application. */
    async function sentOffer(title: string, expiresOn: string): Promise<{ id: string; applicationId: string }> {
        const job = await careerJob(t, ACME, admin, { title });
        const applied = await call('POST', '/api/candidate/apply', olive.token, { job_id: job.id, consent: { accepted: true, version } });
        const applicationId = applied.body.data.application_id as string;
        const draft = await call('POST', '/api/offer-letter', admin, {
            application_id: applicationId,
            template_id: templateId,
            annual_ctc: 1_500_000,
            currency: 'INR',
            joining_date: day(40),
            expires_on: expiresOn,
            field_values: { reporting_manager: 'Asha Rao' },
        });
        expect(draft.status, JSON.stringify(draft.body)).toBe(200);
        expect((await call('PATCH', `/api/offer-letter/${draft.body.data.id}/update-status`, admin, { status: 'SENT' })).status).toBe(200);
        return { id: draft.body.data.id, applicationId };
    }

    beforeAll(async () => {
        olive = await signUp(t, ACME, 'olive.lingua@mail.example', { first_name: 'Olive', last_name: 'Lingua' });
        version = await noticeVersion(t, ACME);
        const templates = (await call('GET', '/api/offer-letter/templates-options', admin)).body.data as { id: string; label: string }[];
        templateId = templates.find(o => o.label === 'Standard offer')!.id;
    });

    it('in English, word for word, while nobody chose Hindi', async () => {
        const expires = day(14);
        const offer = await sentOffer('Lingua Engineer', expires);
        const mail = await lastMailTo(olive.email, 'Your offer letter from%');
        expect(mail.subject).toBe('Your offer letter from Acme Talent Partners');
        expect(mail.body_text).toBe(
            `Dear Olive Lingua,\n\nAcme Talent Partners is pleased to offer you the position of Lingua Engineer. Your offer letter is attached. It is valid until ${longDay(expires, 'en-GB')}.\n\nRead it and accept or decline it here: http://acme.localhost/candidate/offers/${offer.id}\n`,
        );
        expect((await call('POST', `/api/candidate/offer-letter/${offer.id}/accept`, olive.token)).status).toBe(200);
        const notice = await lastMailTo('admin@acme.example', 'Offer accepted: Lingua Engineer');
        expect(notice.body_text).toBe('Olive Lingua accepted the offer for Lingua Engineer.');

        expect((await call('POST', `/api/${offer.applicationId}/request-profile-verification`, admin)).status).toBe(200);
        const check = await lastMailTo(olive.email, 'Please confirm your details for%');
        expect(check.subject).toBe('Please confirm your details for Lingua Engineer');
        expect(check.body_text).toMatch(
            /^Hello Olive,\n\nAcme Talent Partners holds your details for your application to Lingua Engineer\. Please sign in and confirm they are right, or tell us they are not:\nhttp:\/\/acme\.localhost\/\S+\n$/,
        );

        const withdrawn = await sentOffer('Lingua Withdrawn', day(20));
        expect((await call('PATCH', `/api/offer-letter/${withdrawn.id}/update-status`, admin, { status: 'WITHDRAWN' })).status).toBe(200);
        const gone = await lastMailTo(olive.email, '%withdrawn');
        expect(gone.subject).toBe('Your offer from Acme Talent Partners was withdrawn');
        expect(gone.body_text).toBe('Dear Olive Lingua,\n\nAcme Talent Partners has withdrawn its offer for the position of Lingua Withdrawn.\n');
    });

    it("in the candidate's and the recruiter's Hindi once they chose it", async () => {
        await setLocale(olive.token, 'hi');
        await setLocale(admin, 'hi');
        const expires = day(10);
        const offer = await sentOffer('Lingua Analyst', expires);
        const mail = await lastMailTo(olive.email, '%ऑफ़र लेटर');
        expect(mail.subject).toBe('Acme Talent Partners की ओर से आपका ऑफ़र लेटर');
        expect(mail.body_text).toBe(
            `प्रिय Olive Lingua,\n\nAcme Talent Partners आपको Lingua Analyst का पद प्रस्तावित करते हुए प्रसन्न है। आपका ऑफ़र लेटर संलग्न है। यह ${longDay(expires, 'hi-IN')} तक मान्य है।\n\nइसे पढ़ें और यहाँ स्वीकार या अस्वीकार करें: http://acme.localhost/candidate/offers/${offer.id}\n`,
        );
        expect(longDay(expires, 'hi-IN')).toMatch(DEVANAGARI);

        expect((await call('POST', `/api/candidate/offer-letter/${offer.id}/decline`, olive.token, { reason: 'Too far' })).status).toBe(200);
        const notice = await lastMailTo('admin@acme.example', '%Lingua Analyst');
        expect(notice.subject).toBe('ऑफ़र अस्वीकार किया गया: Lingua Analyst');
        expect(notice.body_text).toBe('Olive Lingua ने Lingua Analyst का ऑफ़र अस्वीकार कर दिया है: Too far।');

        expect((await call('POST', `/api/${offer.applicationId}/request-profile-verification`, admin)).status).toBe(200);
        const check = await lastMailTo(olive.email, '%अपने विवरण की पुष्टि करें');
        expect(check.subject).toBe('कृपया Lingua Analyst के लिए अपने विवरण की पुष्टि करें');
        expect(check.body_text).toMatch(/^नमस्ते Olive,\n\nLingua Analyst के लिए आपके आवेदन का आपका विवरण Acme Talent Partners के पास है।/);

        const withdrawn = await sentOffer('Lingua Gone', day(20));
        expect((await call('PATCH', `/api/offer-letter/${withdrawn.id}/update-status`, admin, { status: 'WITHDRAWN' })).status).toBe(200);
        const gone = await lastMailTo(olive.email, '%वापस ले लिया है');
        expect(gone.subject).toBe('Acme Talent Partners ने आपका ऑफ़र वापस ले लिया है');
        expect(gone.body_text).toBe('प्रिय Olive Lingua,\n\nAcme Talent Partners ने Lingua Gone पद के लिए अपना ऑफ़र वापस ले लिया है।\n');

        for (const hindi of [mail, notice, check, gone]) expect(`${hindi.subject}\n${hindi.body_text}`).not.toMatch(/%\{/);
        await setLocale(admin, 'en');
    });
});

describe('a marketing mail', () => {
    it("has its unsubscribe footer in the recipient's language; the template's own words stay as written", async () => {
        const job = await careerJob(t, ACME, admin, { title: 'Lingua Newsletter' });
        const version = await noticeVersion(t, ACME);
        const hema = await signUp(t, ACME, 'hema.footer@mail.example', { first_name: 'Hema', last_name: 'Footer' });
        const eric = await signUp(t, ACME, 'eric.footer@mail.example', { first_name: 'Eric', last_name: 'Footer' });
        expect((await setLocale(hema.token, 'hi')).status).toBe(200);
        const applicationIds: string[] = [];
        for (const person of [hema, eric]) {
            const applied = await call('POST', '/api/candidate/apply', person.token, { job_id: job.id, consent: { accepted: true, version } });
            applicationIds.push(applied.body.data.application_id as string);
        }
        const template = await call('POST', '/api/email/templates', admin, { purpose: 'MARKETING', name: 'Footer news', subject: 'Footer news', body: '<p>New openings</p>' });
        expect(template.status, JSON.stringify(template.body)).toBe(200);

        const preview = await call('POST', '/api/applications/send-mail/preview', admin, { template_id: template.body.data.id, application_id: applicationIds[0] });
        expect(preview.body.data.html).toContain('New openings');
        expect(preview.body.data.html).toMatch(/आपको यह मेल इसलिए मिला क्योंकि आप हमारे टैलेंट नेटवर्क में हैं। <a href="http:\/\/acme\.localhost\/unsubscribe\/[^"]+">सदस्यता छोड़ें<\/a>/);

        const sent = await call('POST', '/api/applications/send-mail', admin, { template_id: template.body.data.id, application_ids: applicationIds });
        expect(sent.body.data.sent).toBe(2);
        const toHema = await lastMailTo(hema.email, 'Footer news');
        expect(toHema.body_text).toContain('New openings');
        expect(toHema.body_text).toMatch(/\n\n--\nसदस्यता छोड़ें: http:\/\/acme\.localhost\/unsubscribe\/\S+$/);
        const toEric = await lastMailTo(eric.email, 'Footer news');
        expect(toEric.body_text).toMatch(/\n\n--\nUnsubscribe: http:\/\/acme\.localhost\/unsubscribe\/\S+$/);
        expect(toEric.body_text).not.toMatch(DEVANAGARI);
    });
});
