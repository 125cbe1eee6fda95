/**
 * Outgoing mail goes through the outbox table in the caller's transaction, so
 * a message exists exactly when the change that sent it was committed. Until
 * SMTP_URL is configured the outbox is the delivery: messages stay there for
 * the demo (and the tests) to read. With SMTP_URL, a dispatcher delivers them
 * in the background. The log names recipient and subject only, never a body.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { DB } from '../db/schema.js';
import { withSystem, type Tx } from '../db/scope.js';
import { PeriodicPass } from './periodicPass.js';

/** A file sent with a mail, kept in the outbox row: text (a calendar invite), or binary as base64 (an offer letter PDF). */
export interface MailAttachment {
    filename: string;
    content_type: string;
    content: string;
    /** 'base64': `content` is the file's bytes in base64; absent: `content` is the text itself. */
    encoding?: 'base64';
}

/** What a message is about and who sent it: read by the communication log (migration 015). */
export interface MailOrigin {
    template_id?: string;
    rule_id?: string;
    application_id?: string;
    candidate_id?: string;
    /** The user who sent it by hand; absent for automations and system mail. */
    sent_by?: string;
}

export interface Mail {
    to: string;
    subject: string;
    text: string;
    /** The HTML part, already sanitised and rendered; the text part stays for clients without HTML. */
    html?: string;
    attachments?: MailAttachment[];
    /** MARKETING mail carries an unsubscribe link and a List-Unsubscribe header. */
    category?: 'TRANSACTIONAL' | 'MARKETING';
    headers?: Record<string, string>;
    origin?: MailOrigin;
}

export async function queueMail(tx: Tx, workspaceId: string, mail: Mail, log?: FastifyBaseLogger): Promise<void> {
    await tx
        .insertInto('email_outbox')
        .values({
            workspace_id: workspaceId,
            to_address: mail.to,
            subject: mail.subject,
            body_text: mail.text,
            body_html: mail.html ?? null,
            ...(mail.attachments?.length ? { attachments: JSON.stringify(mail.attachments) } : {}),
            ...(mail.headers ? { headers: JSON.stringify(mail.headers) } : {}),
            ...(mail.category ? { category: mail.category } : {}),
            ...mail.origin,
        })
        .execute();
    // Recipient and subject only: bodies carry single-use links (invites, resets), and logs are no place for them.
    log?.info({ to: mail.to, subject: mail.subject }, 'mail queued in outbox');
}

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** A claim older than this belongs to a process that died mid-send: take it over. */
const CLAIM_TIMEOUT = '5 minutes';

/**
 * Delivers unsent outbox rows of every workspace (as the owner, in the system
 * scope: withSystem, docs/database.md). Rows are claimed in a short
 * transaction and sent outside it, so a slow SMTP server never holds a
 * database connection, and several processes never send one message twice.
 */
export class OutboxDispatcher extends PeriodicPass<number> {
    /** Made on the first delivery: nodemailer (about 13 MB resident) loads only when there is mail to send. */
    private transport: Transporter | null = null;

    constructor(
        private readonly db: Kysely<DB>,
        private readonly smtpUrl: string,
        private readonly from: string,
        private readonly log: FastifyBaseLogger,
    ) {
        super();
    }

    private async transporter(): Promise<Transporter> {
        if (!this.transport) {
            const { default: nodemailer } = await import('nodemailer');
            this.transport ??= nodemailer.createTransport(this.smtpUrl);
        }
        return this.transport;
    }

    override async stop(): Promise<void> {
        await super.stop();
        this.transport?.close();
    }

    private async claimBatch() {
        const claimed = await withSystem(this.db, tx => sql<{ id: string; to_address: string; subject: string; body_text: string; body_html: string | null; headers: Record<string, string>; attachments: MailAttachment[] }>`
            update email_outbox set claimed_at = now(), attempts = attempts + 1
            where id in (
                select id from email_outbox
                where sent_at is null and attempts < ${MAX_ATTEMPTS}
                  and (claimed_at is null or claimed_at < now() - ${CLAIM_TIMEOUT}::interval)
                order by created_at limit ${BATCH} for update skip locked)
            returning id, to_address, subject, body_text, body_html, headers, attachments`.execute(tx));
        return claimed.rows;
    }

    /** One pass; answers how many messages were sent. */
    protected async pass(): Promise<number> {
        let sent = 0;
        try {
            for (const message of await this.claimBatch()) {
                try {
                    await (await this.transporter()).sendMail({
                        from: this.from,
                        to: message.to_address,
                        subject: message.subject,
                        text: message.body_text,
                        ...(message.body_html ? { html: message.body_html } : {}),
                        headers: message.headers,
                        attachments: message.attachments.map(a => ({ filename: a.filename, contentType: a.content_type, content: a.content, ...(a.encoding ? { encoding: a.encoding } : {}) })),
                    });
                    await withSystem(this.db, tx =>
                        tx.updateTable('email_outbox').set({ sent_at: sql`now()`, claimed_at: null, last_error: null }).where('id', '=', message.id).execute(),
                    );
                    sent++;
                } catch (error) {
                    const reason = (error as Error).message.slice(0, 500);
                    await withSystem(this.db, tx => tx.updateTable('email_outbox').set({ claimed_at: null, last_error: reason }).where('id', '=', message.id).execute());
                    this.log.warn({ to: message.to_address, reason }, 'mail delivery failed; will retry');
                }
            }
        } catch (error) {
            this.log.error({ err: error }, 'outbox dispatch failed');
        }
        return sent;
    }
}
