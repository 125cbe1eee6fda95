import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink.js';
import { queueMail } from '../../server/lib/mailer.js';
import { withSystem } from '../../server/db/scope.js';
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

    it('sends the HTML part and the extra headers a message carries, and keeps who sent it', async () => {
        smtp.received.length = 0;
        const workspace = await withSystem(t.database.db, tx => tx.selectFrom('workspaces').select('id').where('host', '=', ACME).executeTakeFirstOrThrow());
        await withSystem(t.database.db, tx =>
            queueMail(tx, workspace.id, {
                to: 'html@acme.example',
                subject: 'Campus drive',
                text: 'Plain words',
                html: '<p>Rich <strong>words</strong></p>',
                category: 'MARKETING',
                headers: { 'List-Unsubscribe': '<https://acme.localhost/unsubscribe/x>' },
                origin: { template_id: '00000000-0000-4000-8000-000000000001' },
            }),
        );
        await expect.poll(() => smtp.received.filter(m => m.to.includes('html@acme.example')).length, { timeout: 10_000 }).toBe(1);
        const [message] = smtp.received.filter(m => m.to.includes('html@acme.example'));
        expect(message.data).toContain('List-Unsubscribe: <https://acme.localhost/unsubscribe/x>');
        expect(message.data).toContain('Content-Type: text/html');
        expect(message.data).toContain('Content-Type: text/plain');
        const row = await withSystem(t.database.db, tx => tx.selectFrom('email_outbox').select(['category', 'template_id']).where('to_address', '=', 'html@acme.example').executeTakeFirstOrThrow());
        expect(row).toEqual({ category: 'MARKETING', template_id: '00000000-0000-4000-8000-000000000001' });
    });
});
