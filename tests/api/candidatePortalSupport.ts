/** Shared by the candidate portal suites: sign-up through the one-time code read from the outbox, and a career-page job. */
import { sql } from 'kysely';
import type { TestApp } from '../helpers/testApp.js';
import { createJob } from './jobsSupport.js';

let clientCounter = 0;
/** A client address of its own, so the per-client code limit of one test does not spend another's. */
export const freshClient = () => `10.12.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`;

/** The latest code mailed to `email` (the e2e reads it the same way). */
export async function codeFromOutbox(t: TestApp, email: string): Promise<string> {
    const rows = await sql<{ body_text: string }>`select body_text from email_outbox where to_address = ${email.toLowerCase()}
        and subject like '%verification code%' order by created_at desc limit 1`.execute(t.database.db);
    const match = rows.rows[0] && /\b(\d{6})\b/.exec(rows.rows[0].body_text);
    if (!match) throw new Error(`no code mailed to ${email}`);
    return match[1];
}

export interface SignedUp {
    token: string;
    userId: string;
    email: string;
}

/** Signs a new candidate up: otp-challenge, the code from the outbox, otp-verify-challenge, create-account-details. */
export async function signUp(t: TestApp, host: string, email: string, details: Record<string, unknown> = {}): Promise<SignedUp> {
    const remoteAddress = freshClient();
    const challenged = await t.call(host, { method: 'POST', url: '/api/otp-challenge', payload: { email }, remoteAddress });
    if (challenged.statusCode !== 200) throw new Error(`otp-challenge: ${challenged.statusCode} ${challenged.body}`);
    const code = await codeFromOutbox(t, email);
    const verified = await t.call(host, { method: 'POST', url: '/api/otp-verify-challenge', payload: { email, code }, remoteAddress });
    if (verified.statusCode !== 200) throw new Error(`otp-verify-challenge: ${verified.statusCode} ${verified.body}`);
    const created = await t.call(host, {
        method: 'POST',
        url: '/api/create-account-details',
        remoteAddress,
        payload: { ticket: verified.json().data.ticket, first_name: 'Casey', last_name: 'Applicant', phone: '+1 555 010 0000', password: 'Sunny-Day-42', experience_years: 3, skills: ['TypeScript'], city: 'Pune', ...details },
    });
    if (created.statusCode !== 200) throw new Error(`create-account-details: ${created.statusCode} ${created.body}`);
    const data = created.json().data as { token: string; user: { id: string } };
    return { token: data.token, userId: data.user.id, email };
}

/** A job listed on the career page (open, shown there), with optional screening questions. */
export async function careerJob(t: TestApp, host: string, adminToken: string, fields: Record<string, unknown> = {}) {
    return createJob(t, host, adminToken, { show_on_career_page: true, job_type: 'OPEN', min_experience: 1, max_experience: 6, ...fields });
}

/** The current privacy notice's version, as the apply form reads it. */
export async function noticeVersion(t: TestApp, host: string): Promise<number> {
    return (await t.call(host, { method: 'GET', url: '/api/privacy-notice' })).json().data.version as number;
}
