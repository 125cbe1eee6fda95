/**
 * Outgoing mail goes through the outbox table in the caller's transaction, so
 * a message exists exactly when the change that sent it was committed. Until
 * SMTP_URL is configured the outbox is the delivery: messages are logged and
 * stay there for the demo (and the tests) to read.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/scope.js';

export interface Mail {
    to: string;
    subject: string;
    text: string;
}

export async function queueMail(tx: Tx, workspaceId: string, mail: Mail, log?: FastifyBaseLogger): Promise<void> {
    await tx
        .insertInto('email_outbox')
        .values({ workspace_id: workspaceId, to_address: mail.to, subject: mail.subject, body_text: mail.text })
        .execute();
    log?.info({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail queued in outbox');
}
