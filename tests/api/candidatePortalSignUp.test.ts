/**
 * Candidate sign-up through the API (docs/api-candidates.md, "Sign-up"):
 * check-users, the one-time code (outbox, expiry, 5 attempts, resend
 * throttling, per-email and per-client limits, never in the log), the
 * single-use ticket, create-account-details signing in and linking to the
 * workspace's record of the person by email or phone; forgot-password for
 * candidates; bad input is a 400 with nothing written.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RULES } from '../../config/contracts/candidatePortal.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { codeFromOutbox, freshClient, signUp } from './candidatePortalSupport.js';
import { addApplicant, countRows, createJob } from './jobsSupport.js';

const lines: string[] = [];
let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace' }, { logDestination: { write: line => void lines.push(line) } });
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const post = async (url: string, payload: object, remoteAddress = '10.1.1.1', host = ACME) => {
    const response = await t.call(host, { method: 'POST', url, payload, remoteAddress });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
};

/** Moves the email's challenges back in time (as the owner): expiry and the hourly windows without waiting. */
const age = (email: string, seconds: number) =>
    sql`update otp_challenges set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds})
        where email = ${email}`.execute(t.database.db);

describe('check-users', () => {
    it('says whether a candidate account has the email', async () => {
        expect((await post('/api/check-users', { email: 'candidate@acme.example' })).body).toMatchObject({ status: true, data: { exists: true } });
        expect((await post('/api/check-users', { email: 'CANDIDATE@acme.example' })).body.data.exists).toBe(true);
        expect((await post('/api/check-users', { email: 'nobody-yet@mail.example' })).body.data.exists).toBe(false);
        // Another workspace's candidate is unknown here.
        expect((await post('/api/check-users', { email: 'candidate@globex.example' })).body.data.exists).toBe(false);
    });

    it('refuses a malformed email with a 400 naming the field', async () => {
        const bad = await post('/api/check-users', { email: 'not-an-email' });
        expect(bad.status).toBe(400);
        expect(bad.body.errors).toHaveProperty('email');
    });
});

describe('the one-time code', () => {
    it('is mailed through the outbox, six digits, stored only as a hash', async () => {
        const email = 'otp.basic@mail.example';
        const sent = await post('/api/otp-challenge', { email });
        expect(sent.status).toBe(200);
        expect(sent.body.data).toEqual({ expires_in_seconds: 600, resend_after_seconds: 60 });
        const code = await codeFromOutbox(t, email);
        expect(code).toMatch(/^\d{6}$/);
        const stored = await sql<{ code_hash: string }>`select code_hash from otp_challenges where email = ${email}`.execute(t.database.db);
        expect(stored.rows).toHaveLength(1);
        expect(stored.rows[0].code_hash).not.toContain(code);
        const mail = await sql<{ subject: string }>`select subject from email_outbox where to_address = ${email}`.execute(t.database.db);
        expect(mail.rows[0].subject).not.toContain(code);
    });

    it('is refused for an email that has an account (sign in instead)', async () => {
        const taken = await post('/api/otp-challenge', { email: 'admin@acme.example' });
        expect(taken.status).toBe(409);
        expect(await countRows(t, 'otp_challenges', ACME, sql`email = 'admin@acme.example'`)).toBe(0);
    });

    it('is not resent within a minute (Retry-After), and is after it', async () => {
        const email = 'otp.resend@mail.example';
        expect((await post('/api/otp-challenge', { email })).status).toBe(200);
        const again = await post('/api/otp-challenge', { email });
        expect(again.status).toBe(429);
        expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
        expect(await countRows(t, 'otp_challenges', ACME, sql`email = ${email}`)).toBe(1);
        await age(email, 61);
        expect((await post('/api/otp-challenge', { email })).status).toBe(200);
    });

    it('goes to one email at most 5 times an hour', async () => {
        const email = 'otp.hourly@mail.example';
        for (let i = 0; i < OTP_RULES.perEmailPerHour; i++) {
            expect((await post('/api/otp-challenge', { email }, freshClient())).status).toBe(200);
            await age(email, 61);
        }
        const refused = await post('/api/otp-challenge', { email }, freshClient());
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe('Too many codes were sent to this email. Please try again in an hour.');
        await age(email, 3600);
        expect((await post('/api/otp-challenge', { email }, freshClient())).status).toBe(200);
    });

    it('is asked for by one client at most 20 times an hour, whatever the email', async () => {
        const client = '10.99.0.1';
        for (let i = 0; i < OTP_RULES.perClientPerHour; i++) expect((await post('/api/otp-challenge', { email: `otp.client${i}@mail.example` }, client)).status).toBe(200);
        const refused = await post('/api/otp-challenge', { email: 'otp.client-extra@mail.example' }, client);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe('Too many codes were asked for from this device. Please try again later.');
        // Another client still may.
        expect((await post('/api/otp-challenge', { email: 'otp.client-extra@mail.example' }, '10.99.0.2')).status).toBe(200);
    });

    it('takes 5 wrong codes, then is spent even for the right one', async () => {
        const email = 'otp.attempts@mail.example';
        await post('/api/otp-challenge', { email });
        const code = await codeFromOutbox(t, email);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let left = 4; left >= 1; left--) {
            const answer = await post('/api/otp-verify-challenge', { email, code: wrong });
            expect(answer.status).toBe(400);
            expect(answer.body).toMatchObject({ status: false, message: 'The code is incorrect.', errors: { code: 'The code is incorrect.' }, data: { attempts_left: left } });
        }
        const fifth = await post('/api/otp-verify-challenge', { email, code: wrong });
        expect(fifth.status).toBe(429);
        expect(fifth.body.message).toBe('Too many wrong codes. Please ask for a new one.');
        const right = await post('/api/otp-verify-challenge', { email, code });
        expect(right.status).toBe(429);
        expect(right.body.data).toEqual({ attempts_left: 0 });
    });

    it('expires after 10 minutes', async () => {
        const email = 'otp.expiry@mail.example';
        await post('/api/otp-challenge', { email });
        const code = await codeFromOutbox(t, email);
        await age(email, 601);
        const late = await post('/api/otp-verify-challenge', { email, code });
        expect(late.status).toBe(400);
        expect(late.body.message).toBe('The code has expired. Please ask for a new one.');
    });

    it('checks only the latest code of the email, once', async () => {
        const email = 'otp.latest@mail.example';
        await post('/api/otp-challenge', { email });
        const first = await codeFromOutbox(t, email);
        await age(email, 61);
        await post('/api/otp-challenge', { email });
        const second = await codeFromOutbox(t, email);
        if (first !== second) expect((await post('/api/otp-verify-challenge', { email, code: first })).status).toBe(400);
        const ok = await post('/api/otp-verify-challenge', { email, code: second });
        expect(ok.status).toBe(200);
        expect(ok.body.data.ticket).toMatch(/^[\w-]{40,}$/);
        expect((await post('/api/otp-verify-challenge', { email, code: second })).status).toBe(400);
    });

    it('never appears in the server log, nor does the ticket', async () => {
        const email = 'otp.log@mail.example';
        await post('/api/otp-challenge', { email });
        const code = await codeFromOutbox(t, email);
        await post('/api/otp-verify-challenge', { email, code: code === '999999' ? '999998' : '999999' });
        const verified = await post('/api/otp-verify-challenge', { email, code });
        const log = lines.join('');
        expect(log).toContain('/api/otp-verify-challenge');
        expect(log).toContain(email);
        expect(log).not.toContain(code);
        expect(log).not.toContain(verified.body.data.ticket);
    });
});

describe('create-account-details', () => {
    it('signs the new candidate in like the other audiences, with their details on a new record', async () => {
        const email = 'new.person@mail.example';
        const { token, userId } = await signUp(t, ACME, email, { first_name: 'Nia', last_name: 'Newcomer', phone: '+44 20 7946 0011', experience_years: 4, skills: ['Go', 'SQL'], city: 'London' });
        const me = await t.call(ACME, { method: 'GET', url: '/api/me', token });
        expect(me.json().data).toMatchObject({ id: userId, email, first_name: 'Nia', role_name: 'CANDIDATE' });
        const record = await sql<{ first_name: string; experience_years: string; skills: string[]; city: string; user_id: string }>`
            select first_name, experience_years, skills, city, user_id from candidates where email = ${email}`.execute(t.database.db);
        expect(record.rows).toEqual([{ first_name: 'Nia', experience_years: expect.anything(), skills: ['Go', 'SQL'], city: 'London', user_id: userId }]);
        expect(Number(record.rows[0].experience_years)).toBe(4);
        // The candidate door signs them in; the corporate one does not.
        expect((await post('/api/candidate/login', { email, password: 'Sunny-Day-42' })).status).toBe(200);
        expect((await post('/api/corporate/login', { email, password: 'Sunny-Day-42' })).status).toBe(401);
    });

    it('links the account to the person the workspace knows by email', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Known by email' });
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Eli', last_name: 'Known', email: 'eli.known@mail.example' });
        const candidateId = added.json().data.candidate.id as string;
        const { userId } = await signUp(t, ACME, 'Eli.Known@mail.example', { phone: '+1 555 222 3333' });
        const linked = await sql<{ id: string; phone: string }>`select id, phone from candidates where user_id = ${userId}`.execute(t.database.db);
        expect(linked.rows).toEqual([{ id: candidateId, phone: '+1 555 222 3333' }]);
        expect(await countRows(t, 'candidates', ACME, sql`lower(email) = 'eli.known@mail.example'`)).toBe(1);
    });

    it('links the account to the person the workspace knows by phone (the last ten digits)', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Known by phone' });
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Pia', email: 'pia.old-address@mail.example', phone: '(206) 555-0177' });
        const candidateId = added.json().data.candidate.id as string;
        const { userId } = await signUp(t, ACME, 'pia.new-address@mail.example', { phone: '+1 206 555 0177' });
        const linked = await sql<{ id: string }>`select id from candidates where user_id = ${userId}`.execute(t.database.db);
        expect(linked.rows).toEqual([{ id: candidateId }]);
    });

    it('takes a ticket once, and refuses bad input with a 400 naming the field and nothing written', async () => {
        const email = 'ticket.once@mail.example';
        const client = freshClient();
        await post('/api/otp-challenge', { email }, client);
        const verified = await post('/api/otp-verify-challenge', { email, code: await codeFromOutbox(t, email) }, client);
        const ticket = verified.body.data.ticket as string;
        const details = { ticket, first_name: 'Tia', phone: '+1 555 010 9999', password: 'Sunny-Day-42', experience_years: 2, city: 'Pune' };
        const users = await countRows(t, 'users', ACME);

        const tooMuch = await post('/api/create-account-details', { ...details, experience_years: 41 }, client);
        expect(tooMuch.status).toBe(400);
        expect(tooMuch.body.errors).toHaveProperty('experience_years');
        const short = await post('/api/create-account-details', { ...details, password: 'short' }, client);
        expect(short.status).toBe(400);
        expect(short.body.errors).toHaveProperty('password');
        const missing = await post('/api/create-account-details', { ticket, first_name: 'Tia' }, client);
        expect(missing.status).toBe(400);
        expect(await countRows(t, 'users', ACME)).toBe(users);

        expect((await post('/api/create-account-details', details, client)).status).toBe(200);
        const again = await post('/api/create-account-details', { ...details, phone: '+1 555 010 9998' }, client);
        expect(again.status).toBe(400);
        expect(again.body.errors).toEqual({ ticket: 'Your email verification has expired. Please verify your email again.' });
        const forged = await post('/api/create-account-details', { ...details, ticket: 'x'.repeat(43) }, client);
        expect(forged.status).toBe(400);
        expect(await countRows(t, 'users', ACME)).toBe(users + 1);
    });

    it('a ticket of one workspace is unknown on another', async () => {
        const email = 'cross.ticket@mail.example';
        await post('/api/otp-challenge', { email }, freshClient());
        const verified = await post('/api/otp-verify-challenge', { email, code: await codeFromOutbox(t, email) });
        const other = await post('/api/create-account-details', { ticket: verified.body.data.ticket, first_name: 'Xi', phone: '+1 555 010 7777', password: 'Sunny-Day-42', experience_years: 2, city: 'Pune' }, freshClient(), GLOBEX);
        expect(other.status).toBe(400);
        expect(other.body.errors).toHaveProperty('ticket');
    });
});

describe('forgot-password', () => {
    it('mails a candidate a reset link like the other audiences, and the new password signs in', async () => {
        const { email } = await signUp(t, ACME, 'forgetful@mail.example');
        expect((await post('/api/forgot-password', { email, audience: 'candidate' })).status).toBe(200);
        await t.app.deps.background.idle();
        const mail = await sql<{ body_text: string }>`select body_text from email_outbox where to_address = ${email} and subject like 'Reset%'`.execute(t.database.db);
        const token = /token=([\w-]+)/.exec(mail.rows[0]?.body_text ?? '')?.[1];
        expect(token).toBeTruthy();
        expect((await post('/api/reset-password', { token, password: 'Brand-New-Pass-1' })).status).toBe(200);
        expect((await post('/api/candidate/login', { email, password: 'Brand-New-Pass-1' })).status).toBe(200);
    });
});
