/**
 * Unsubscribing from marketing mail (docs/api-communication.md, "Bulk
 * messages"): a signed link per workspace and address, the List-Unsubscribe
 * headers of RFC 2369 and RFC 8058 (one-click), and the per-workspace list of
 * addresses that left (migration 020). The token is an HMAC, not a stored
 * row: a link in a mail sent years ago still works, and nothing is written
 * until someone uses one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Tx } from '../db/scope.js';
import { mailText, type ServerLocale } from './locale.js';

const SECRET_KEY = 'unsubscribe_secret';

/** The signing key, made once per database and shared by every process on it (like the JWT secret). */
export async function unsubscribeSecret(db: Kysely<DB>): Promise<Buffer> {
    await db
        .insertInto('system_settings')
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflict(oc => oc.column('key').doNothing())
        .execute();
    const row = await db.selectFrom('system_settings').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'base64url');
}

export interface UnsubscribeClaim {
    workspaceId: string;
    email: string;
}

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 20);

export function signUnsubscribe(secret: Buffer, claim: UnsubscribeClaim): string {
    const payload = Buffer.from(JSON.stringify({ w: claim.workspaceId, e: claim.email.toLowerCase() })).toString('base64url');
    return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claim of a token we signed, or null for anything else (forged, altered, malformed). */
export function verifyUnsubscribe(secret: Buffer, token: string): UnsubscribeClaim | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const wanted = mac(secret, payload);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    try {
        const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { w?: unknown; e?: unknown };
        return typeof parsed.w === 'string' && typeof parsed.e === 'string' ? { workspaceId: parsed.w, email: parsed.e } : null;
    } catch {
        return null;
    }
}

/** What a marketing mail adds: the link for its footer and the two headers mail clients read. */
export function marketingParts(secret: Buffer, origin: string, claim: UnsubscribeClaim) {
    const token = signUnsubscribe(secret, claim);
    const page = `${origin}/unsubscribe/${token}`;
    const endpoint = `${origin}/api/unsubscribe?token=${token}`;
    return {
        page,
        headers: { 'List-Unsubscribe': `<${endpoint}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);

/** The footer of a marketing mail, in both parts, in the recipient's language. */
export function withUnsubscribeFooter(rendered: { html: string; text: string }, page: string, locale: ServerLocale): { html: string; text: string } {
    const reason = mailText(locale, 'unsubscribe_reason', {}, 'You received this because you are in our talent network.');
    const link = mailText(locale, 'unsubscribe_link', {}, 'Unsubscribe');
    return {
        html: `${rendered.html}<p style="font-size:12px;color:#666">${escapeHtml(reason)} <a href="${escapeHtml(page)}">${escapeHtml(link)}</a></p>`,
        text: `${rendered.text}\n\n--\n${link}: ${page}`,
    };
}

/** Which of these addresses (any case) left this workspace's marketing mail. */
export async function unsubscribedAmong(tx: Tx, emails: readonly string[]): Promise<Set<string>> {
    const lowered = [...new Set(emails.map(e => e.toLowerCase()))];
    if (!lowered.length) return new Set();
    const found = await sql<{ email: string }>`select email from email_unsubscribes where email in (${sql.join(lowered)})`.execute(tx);
    return new Set(found.rows.map(r => r.email));
}

export async function isUnsubscribed(tx: Tx, email: string): Promise<boolean> {
    return (await unsubscribedAmong(tx, [email])).size > 0;
}

/** Records the address; a second use of the link changes nothing. */
export async function recordUnsubscribe(tx: Tx, claim: UnsubscribeClaim, source: 'LINK' | 'ONE_CLICK'): Promise<void> {
    await sql`insert into email_unsubscribes (workspace_id, email, source) values (${claim.workspaceId}, ${claim.email.toLowerCase()}, ${source})
        on conflict (workspace_id, email) do nothing`.execute(tx);
}
