/**
 * The Cloud API's webhook (docs/api-communication.md, "WhatsApp"): delivery
 * statuses of the messages the dispatcher sent, and inbound messages, of which
 * only "STOP" matters here (the sender opts out). The signature is checked on
 * the raw body before anything is read. A status names a message id, not a
 * workspace, so the message is found in the system scope and then changed in
 * its own workspace's scope.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { withSystem, withWorkspace } from '../db/scope.js';
import { recordOptIn } from './whatsapp.js';

/** X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret; compared in constant time. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
    const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
    if (!match) return false;
    const expected = createHmac('sha256', appSecret).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

export function signatureOf(rawBody: Buffer | string, appSecret: string): string {
    return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

interface StatusUpdate {
    id?: unknown;
    status?: unknown;
    timestamp?: unknown;
    errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
}

interface InboundMessage {
    from?: unknown;
    type?: unknown;
    text?: { body?: unknown };
}

interface WebhookPayload {
    entry?: { changes?: { value?: { statuses?: StatusUpdate[]; messages?: InboundMessage[] } }[] }[];
}

const STATUS_OF: Record<string, 'SENT' | 'DELIVERED' | 'READ' | 'FAILED'> = { sent: 'SENT', delivered: 'DELIVERED', read: 'READ', failed: 'FAILED' };
/** Statuses only move forward: a late "delivered" after "read" changes nothing but its own time. */
const RANK = { QUEUED: 0, SENT: 1, DELIVERED: 2, READ: 3, FAILED: 4 } as const;
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);

const asArray = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

function when(timestamp: unknown): Date {
    const seconds = Number(timestamp);
    return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

function errorText(update: StatusUpdate): string {
    const first = asArray(update.errors)[0];
    if (!first) return 'Failed (no reason given)';
    const parts = [first.code, first.title, first.message, first.error_data?.details].filter(p => typeof p === 'string' || typeof p === 'number');
    return [...new Set(parts.map(String))].join(': ').slice(0, 500);
}

async function recordStatus(db: Kysely<DB>, update: StatusUpdate): Promise<boolean> {
    const status = typeof update.status === 'string' ? STATUS_OF[update.status] : undefined;
    if (!status || typeof update.id !== 'string' || !update.id) return false;
    const providerId = update.id;
    const found = await withSystem(db, tx => sql<{ id: string; workspace_id: string }>`
        select id, workspace_id from whatsapp_outbox where provider_message_id = ${providerId}`.execute(tx));
    const message = found.rows[0];
    if (!message) return false;
    const at = when(update.timestamp);
    const column = sql.ref(`${status.toLowerCase()}_at`);
    const lastError = status === 'FAILED' ? errorText(update) : null;
    await withWorkspace(db, message.workspace_id, tx => sql`update whatsapp_outbox set
            ${column} = coalesce(${column}, ${at}),
            status = case when ${RANK[status]} > (case status when 'QUEUED' then 0 when 'SENT' then 1 when 'DELIVERED' then 2 when 'READ' then 3 else 4 end)
                then ${status} else status end,
            last_error = coalesce(${lastError}, last_error)
        where id = ${message.id}`.execute(tx));
    return true;
}

/** Every candidate, in any workspace, with this number (its last ten digits) opts out. */
async function optOut(db: Kysely<DB>, from: string): Promise<number> {
    const digits = from.replace(/[^0-9]/g, '');
    if (digits.length < 10) return 0;
    const found = await withSystem(db, tx => sql<{ id: string; workspace_id: string }>`
        select id, workspace_id from candidates where length(phone_digits) >= 10 and right(phone_digits, 10) = ${digits.slice(-10)}`.execute(tx));
    for (const candidate of found.rows) {
        await withWorkspace(db, candidate.workspace_id, tx => recordOptIn(tx, candidate.workspace_id, candidate.id, { state: 'OPTED_OUT', source: 'REPLY_STOP' }));
    }
    return found.rows.length;
}

const isStop = (message: InboundMessage) =>
    message.type === 'text' && typeof message.text?.body === 'string' && STOP_WORDS.has(message.text.body.trim().toUpperCase());

/** Applies a verified payload; answers how many statuses and opt-outs it recorded. */
export async function applyWebhook(db: Kysely<DB>, payload: WebhookPayload): Promise<{ statuses: number; optOuts: number }> {
    let statuses = 0;
    let optOuts = 0;
    for (const entry of asArray(payload.entry)) {
        for (const change of asArray(entry?.changes)) {
            for (const update of asArray(change?.value?.statuses)) if (await recordStatus(db, update)) statuses++;
            for (const message of asArray(change?.value?.messages)) {
                if (isStop(message) && typeof message.from === 'string') optOuts += await optOut(db, message.from);
            }
        }
    }
    return { statuses, optOuts };
}
