/**
 * Delivers queued WhatsApp messages (whatsapp_outbox, migration 018) through
 * the Cloud API's messages endpoint, as OutboxDispatcher (server/lib/mailer.ts)
 * delivers mail: rows of every workspace are claimed in a short system-scope
 * transaction (skip locked, so several processes never send one message
 * twice) and posted outside it. Runs only when the Cloud API is configured
 * (WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN); otherwise messages
 * stay QUEUED for the log to show. The log names the message id only, never
 * the body or the token.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { WhatsAppConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { withSystem } from '../db/scope.js';
import { OPTED_OUT_BEFORE_SENDING } from './whatsapp.js';
import { PeriodicPass } from './periodicPass.js';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** A claim older than this belongs to a process that died mid-send: take it over. */
const CLAIM_TIMEOUT = '5 minutes';
const REQUEST_TIMEOUT_MS = 15_000;

interface ClaimedMessage {
    id: string;
    to_phone: string;
    template_name: string;
    language: string;
    variables: string[];
    attempts: number;
    candidate_id: string | null;
    /** The candidate's consent now: a message queued, then retried, after an opt-out must not go. */
    consent: 'OPTED_IN' | 'OPTED_OUT' | null;
}

/** The Cloud API's template message (developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates). */
export function templateMessageBody(message: Pick<ClaimedMessage, 'to_phone' | 'template_name' | 'language' | 'variables'>) {
    return {
        messaging_product: 'whatsapp',
        to: message.to_phone,
        type: 'template',
        template: {
            name: message.template_name,
            language: { code: message.language },
            // A template without variables takes no body component (the Cloud API refuses an empty one).
            ...(message.variables.length ? { components: [{ type: 'body', parameters: message.variables.map(text => ({ type: 'text', text })) }] } : {}),
        },
    };
}

/** A refusal the same request would get again (a bad number, a template not approved): no retry. */
class PermanentFailure extends Error {}

export type CloudApiSettings = Required<Pick<WhatsAppConfig, 'apiUrl' | 'phoneNumberId' | 'accessToken'>>;

export function cloudApiSettings(config: WhatsAppConfig): CloudApiSettings | null {
    const { apiUrl, phoneNumberId, accessToken } = config;
    return phoneNumberId && accessToken ? { apiUrl, phoneNumberId, accessToken } : null;
}

export class WhatsAppDispatcher extends PeriodicPass<number> {

    constructor(
        private readonly db: Kysely<DB>,
        private readonly settings: CloudApiSettings,
        private readonly log: FastifyBaseLogger,
    ) {
        super();
    }

    private async claimBatch(): Promise<ClaimedMessage[]> {
        const claimed = await withSystem(this.db, tx => sql<ClaimedMessage>`
            update whatsapp_outbox set claimed_at = now(), attempts = attempts + 1
            where id in (
                select id from whatsapp_outbox
                where status = 'QUEUED' and attempts < ${MAX_ATTEMPTS}
                  and (claimed_at is null or claimed_at < now() - ${CLAIM_TIMEOUT}::interval)
                order by created_at limit ${BATCH} for update skip locked)
            returning id, to_phone, template_name, language, variables, attempts, candidate_id,
                (select i.state from whatsapp_opt_ins i where i.workspace_id = whatsapp_outbox.workspace_id
                    and i.candidate_id = whatsapp_outbox.candidate_id order by i.recorded_at desc, i.id desc limit 1) as consent`.execute(tx));
        return claimed.rows;
    }

    /** Posts one message; answers the Cloud API's message id. */
    private async post(message: ClaimedMessage): Promise<string> {
        const { apiUrl, phoneNumberId, accessToken } = this.settings;
        const response = await fetch(`${apiUrl}/${encodeURIComponent(phoneNumberId)}/messages`, {
            method: 'POST',
            headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
            body: JSON.stringify(templateMessageBody(message)),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const answer = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } };
        if (!response.ok) {
            const reason = `${response.status} ${answer.error?.code ?? ''} ${answer.error?.message ?? response.statusText}`.replace(/\s+/g, ' ').trim();
            // 429 and 5xx may pass later; any other refusal will not.
            throw response.status === 429 || response.status >= 500 ? new Error(reason) : new PermanentFailure(reason);
        }
        const id = answer.messages?.[0]?.id;
        if (!id) throw new Error('The Cloud API answered without a message id');
        return id;
    }

    /** One pass; answers how many messages were sent. */
    protected async pass(): Promise<number> {
        let sent = 0;
        try {
            for (const message of await this.claimBatch()) {
                try {
                    if (message.candidate_id && message.consent !== 'OPTED_IN') throw new PermanentFailure(OPTED_OUT_BEFORE_SENDING);
                    const providerId = await this.post(message);
                    await withSystem(this.db, tx => sql`update whatsapp_outbox set status = 'SENT', provider_message_id = ${providerId},
                        sent_at = now(), claimed_at = null, last_error = null where id = ${message.id}`.execute(tx));
                    sent++;
                } catch (error) {
                    await this.recordFailure(message, error as Error);
                }
            }
        } catch (error) {
            this.log.error({ err: error }, 'whatsapp dispatch failed');
        }
        return sent;
    }

    private async recordFailure(message: ClaimedMessage, error: Error): Promise<void> {
        const reason = error.message.slice(0, 500);
        const final = error instanceof PermanentFailure || message.attempts >= MAX_ATTEMPTS;
        await withSystem(this.db, tx => sql`update whatsapp_outbox set claimed_at = null, last_error = ${reason},
            status = ${final ? 'FAILED' : 'QUEUED'}, failed_at = ${final ? sql`now()` : null} where id = ${message.id}`.execute(tx));
        this.log.warn({ outbox_id: message.id, reason, final }, final ? 'whatsapp message failed' : 'whatsapp delivery failed; will retry');
    }
}
