/**
 * No secrets in the server log (server/lib/logging.ts, server/lib/mailer.ts):
 * the log is captured at trace level, the most it ever says, while an invite
 * and a password reset are sent and their links are opened, and it must not
 * contain a single-use token, a link carrying one, or a caller's bearer token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../../server/lib/logging.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

const lines: string[] = [];
const log = () => lines.join('');

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace' }, { logDestination: { write: line => void lines.push(line) } });
    adminToken = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

async function mailTo(email: string, subject: RegExp): Promise<{ link: string; token: string }> {
    const rows = await t.database.db.selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).orderBy('created_at', 'desc').execute();
    const mail = rows.find(row => subject.test(row.subject));
    const match = mail && /(https?:\/\/\S+\?token=([\w-]+)\S*)/.exec(mail.body_text);
    if (!match) throw new Error(`no mail matching ${subject} to ${email}`);
    return { link: match[1], token: match[2] };
}

/** The log lines that mention `text`, as objects. */
function entriesMentioning(text: string): Record<string, unknown>[] {
    return lines.filter(line => line.includes(text)).map(line => JSON.parse(line) as Record<string, unknown>);
}

describe('the server log', () => {
    it('names an invite’s recipient and subject, never its link, token or the inviter’s bearer token', async () => {
        const email = 'log-vendor@acme.example';
        const created = await t.call(ACME, {
            method: 'POST',
            url: '/api/onboard-vendor',
            token: adminToken,
            payload: { company_name: 'Log Vendor Ltd', first_name: 'Logan', email },
        });
        expect(created.statusCode, created.body).toBe(200);
        const { link, token } = await mailTo(email, /invited/);

        // The capture works: the mail and the request were logged.
        expect(entriesMentioning(email)).toContainEqual(expect.objectContaining({ msg: 'mail queued in outbox', to: email, subject: expect.stringMatching(/invited/) }));
        expect(log()).toContain('/api/onboard-vendor');

        expect(log()).not.toContain(token);
        expect(log()).not.toContain(link);
        expect(log()).not.toContain(adminToken);
    });

    it('names a reset mail’s recipient and subject, never its link or token', async () => {
        const email = 'vendor@acme.example';
        const asked = await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email, audience: 'vendor' } });
        expect(asked.statusCode).toBe(200);
        await t.app.deps.background.idle();
        const { link, token } = await mailTo(email, /Reset your/);

        expect(entriesMentioning(email)).toContainEqual(expect.objectContaining({ msg: 'mail queued in outbox', to: email, subject: expect.stringMatching(/Reset your/) }));
        expect(log()).not.toContain(token);
        expect(log()).not.toContain(link);
    });

    it('logs a request for the link with the token censored', async () => {
        const email = 'employee@acme.example';
        await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email, audience: 'employee' } });
        await t.app.deps.background.idle();
        const { link, token } = await mailTo(email, /Reset your/);
        const path = new URL(link);
        // What the browser asks the server for when the link is opened, and what it then posts.
        await t.call(ACME, { method: 'GET', url: `${path.pathname}${path.search}` });
        const reset = await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token, password: 'Fresh@Pass1' } });
        expect(reset.statusCode).toBe(200);

        const requestLines = entriesMentioning('"url":"/reset-password?token=');
        expect(requestLines.length).toBeGreaterThan(0);
        expect(requestLines[0].req).toMatchObject({ url: `/reset-password?token=${encodeURIComponent(REDACTED)}&audience=employee` });
        expect(log()).not.toContain(token);
    });

    it('censors authorization, cookies, passwords and tokens wherever a log line carries them', () => {
        const secret = 'Bearer very-secret-value';
        t.app.log.info(
            {
                headers: { authorization: secret, cookie: 'sid=very-secret-cookie' },
                request: { headers: { authorization: secret } },
                body: { password: 'very-secret-password', token: 'very-secret-token' },
                token: 'very-secret-top',
            },
            'a careless line',
        );
        const [entry] = entriesMentioning('a careless line');
        expect(entry).toMatchObject({
            headers: { authorization: REDACTED, cookie: REDACTED },
            request: { headers: { authorization: REDACTED } },
            body: { password: REDACTED, token: REDACTED },
            token: REDACTED,
        });
        expect(log()).not.toMatch(/very-secret/);
    });
});
