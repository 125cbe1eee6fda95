import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ smtpUrl: smtp.url, mailIntervalMs: 100, mailFrom: 'ATS <ats@acme.example>' });
});
afterAll(async () => {
    await t.close();
    await smtp.close();
});

// Seeding also mails the demo teammates their invites: count only the reset mail.
const resetMailsTo = (email: string) => smtp.received.filter(m => m.to.includes(email) && m.data.includes('Subject: Reset your'));

describe('mail delivery with SMTP_URL', () => {
    it('delivers a reset link from the outbox once, and marks it sent', async () => {
        smtp.received.length = 0;
        const asked = await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'recruiter@acme.example' } });
        expect(asked.statusCode).toBe(200);
        await expect.poll(() => resetMailsTo('recruiter@acme.example').length, { timeout: 10_000 }).toBe(1);
        const [message] = resetMailsTo('recruiter@acme.example');
        expect(message.data).toContain('reset-password?token=');
        expect(message.data).toContain('From: ATS <ats@acme.example>');

        await expect
            .poll(async () => (await t.database.db.selectFrom('email_outbox').select(['sent_at', 'attempts']).where('to_address', '=', 'recruiter@acme.example').where('subject', 'like', 'Reset your%').executeTakeFirstOrThrow()).sent_at, { timeout: 5_000 })
            .not.toBeNull();
        // Later passes find nothing more to send for it.
        await new Promise(resolve => setTimeout(resolve, 400));
        expect(resetMailsTo('recruiter@acme.example')).toHaveLength(1);
    });
});
