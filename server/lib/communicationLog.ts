/**
 * The communication log (docs/api-communication.md, "Communication log"):
 * every email (email_outbox) and WhatsApp message (whatsapp_outbox) of the
 * workspace or of one application, newest first, with what sent it (a
 * template, an automation rule, a person) and where it stands, and retry of a
 * failed one. Both outboxes are indexed on (workspace_id, created_at desc)
 * and (workspace_id, application_id, created_at desc); each side is cut to
 * the page's end before the two are merged, so a page reads at most
 * offset + limit rows of each.
 */
import { sql, type RawBuilder } from 'kysely';
import { messagingMessages, type Channel, type LogEntry, type LogQuery, type LogStatus } from '../../config/contracts/messaging.js';
import type { ListMeta } from '../../config/contracts/common.js';
import type { Tx } from '../db/scope.js';
import { HttpProblem, notFound, pageMeta, pageWindow } from './http.js';
import { likeContaining } from './searchWords.js';

/** The dispatchers' claim timeout: a message claimed more recently is being sent now and is left alone. */
const CLAIM_TIMEOUT = '5 minutes';

export interface LogScope {
    workspaceId: string;
    applicationId?: string;
    /** One message (the answer of a retry). */
    messageId?: string;
}

const emailStatus = sql`case when e.sent_at is not null then 'SENT' when e.last_error is not null then 'FAILED' else 'QUEUED' end`;

function emailStatusFilter(status: LogStatus): RawBuilder<unknown> {
    if (status === 'SENT') return sql`e.sent_at is not null`;
    if (status === 'FAILED') return sql`e.sent_at is null and e.last_error is not null`;
    if (status === 'QUEUED') return sql`e.sent_at is null and e.last_error is null`;
    return sql`false`; // mail has no delivery or read receipts
}

/** The day after `to`, so the filter includes the whole day it names. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function commonFilters(alias: 'e' | 'w', scope: LogScope, query: LogQuery): RawBuilder<unknown>[] {
    const col = (name: string) => sql.ref(`${alias}.${name}`);
    const where: RawBuilder<unknown>[] = [sql`${col('workspace_id')} = ${scope.workspaceId}`];
    if (scope.applicationId) where.push(sql`${col('application_id')} = ${scope.applicationId}`);
    if (scope.messageId) where.push(sql`${col('id')} = ${scope.messageId}`);
    if (query.template_id) where.push(sql`${col('template_id')} = ${query.template_id}`);
    if (query.rule_id) where.push(sql`${col('rule_id')} = ${query.rule_id}`);
    if (query.sent_by) where.push(sql`${col('sent_by')} = ${query.sent_by}`);
    if (query.from) where.push(sql`${col('created_at')} >= ${query.from}::date`);
    if (query.to) where.push(sql`${col('created_at')} < ${dayAfter(query.to)}::date`);
    return where;
}


/** Every filter of one side: the scope's, the query's and the side's own status and recipient columns. */
function filtersOf(channel: Channel, scope: LogScope, query: LogQuery): RawBuilder<unknown>[] {
    if (channel === 'EMAIL') {
        const where = commonFilters('e', scope, query);
        if (query.status) where.push(emailStatusFilter(query.status));
        if (query.search) where.push(sql`e.to_address ilike ${likeContaining(query.search)}`);
        return where;
    }
    const where = commonFilters('w', scope, query);
    if (query.status) where.push(sql`w.status = ${query.status}`);
    // Numbers are stored as digits: "+91 98765" finds 9198765…
    if (query.search) where.push(sql`w.to_phone like ${likeContaining(query.search.replace(/[^0-9]/g, '') || query.search)}`);
    return where;
}

function emailPart(scope: LogScope, query: LogQuery, take: number): RawBuilder<unknown> {
    return sql`(select e.id, 'EMAIL' as channel, e.to_address as to_, e.subject, e.category, ${emailStatus} as status, e.last_error as error,
            e.template_id, e.rule_id, e.sent_by, e.application_id, e.candidate_id, e.created_at, e.sent_at
        from email_outbox e where ${sql.join(filtersOf('EMAIL', scope, query), sql` and `)} order by e.created_at desc, e.id desc limit ${take})`;
}

function whatsappPart(scope: LogScope, query: LogQuery, take: number): RawBuilder<unknown> {
    return sql`(select w.id, 'WHATSAPP' as channel, w.to_phone as to_, w.template_name as subject, w.category, w.status, w.last_error as error,
            w.template_id, w.rule_id, w.sent_by, w.application_id, w.candidate_id, w.created_at, w.sent_at
        from whatsapp_outbox w where ${sql.join(filtersOf('WHATSAPP', scope, query), sql` and `)} order by w.created_at desc, w.id desc limit ${take})`;
}

function parts(scope: LogScope, query: LogQuery, take: number): RawBuilder<unknown>[] {
    return channelsOf(query).map(c => (c === 'EMAIL' ? emailPart(scope, query, take) : whatsappPart(scope, query, take)));
}

const channelsOf = (query: LogQuery): Channel[] => (query.channel ? [query.channel] : ['EMAIL', 'WHATSAPP']);

async function countOf(tx: Tx, scope: LogScope, query: LogQuery): Promise<number> {
    let total = 0;
    for (const channel of channelsOf(query)) {
        const table = channel === 'EMAIL' ? sql`email_outbox e` : sql`whatsapp_outbox w`;
        const found = await sql<{ n: number }>`select count(*)::int as n from ${table} where ${sql.join(filtersOf(channel, scope, query), sql` and `)}`.execute(tx);
        total += Number(found.rows[0]?.n ?? 0);
    }
    return total;
}

interface LogRow extends Omit<LogEntry, 'to' | 'created_at' | 'sent_at'> {
    to_: string;
    created_at: Date | string;
    sent_at: Date | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** One page of the log, with the names of what sent each message. */
async function entries(tx: Tx, scope: LogScope, query: LogQuery, limit: number, offset: number): Promise<LogEntry[]> {
    const merged = sql.join(parts(scope, query, offset + limit), sql` union all `);
    const found = await sql<LogRow>`select m.*, coalesce(et.name, wt.name) as template_name, r.name as rule_name,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as sent_by_name,
            nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as candidate_name
        from (${merged}) m
        left join email_templates et on m.channel = 'EMAIL' and et.id = m.template_id
        left join whatsapp_templates wt on m.channel = 'WHATSAPP' and wt.id = m.template_id
        left join automation_rules r on r.id = m.rule_id
        left join users u on u.id = m.sent_by
        left join candidates c on c.id = m.candidate_id
        order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`.execute(tx);
    return found.rows.map(({ to_, created_at, sent_at, ...row }) => ({ ...row, to: to_, created_at: iso(created_at), sent_at: sent_at ? iso(sent_at) : null }));
}

export async function listLog(tx: Tx, scope: LogScope, query: LogQuery): Promise<{ data: LogEntry[]; meta: ListMeta }> {
    const { currentPage, perPage, offset } = pageWindow(query, 10);
    const [data, total] = [await entries(tx, scope, query, perPage, offset), await countOf(tx, scope, query)];
    return { data, meta: pageMeta(total, currentPage, perPage) };
}

export async function logEntry(tx: Tx, workspaceId: string, channel: Channel, id: string): Promise<LogEntry> {
    const found = await entries(tx, { workspaceId, messageId: id }, { channel }, 1, 0);
    if (!found[0]) throw notFound();
    return found[0];
}

/**
 * Queues a failed message again: its attempts and claim are reset so the
 * dispatcher takes it on its next pass. Idempotent: a message already queued
 * (or being sent right now) is left as it is; a sent one is a 409.
 */
export async function retryMessage(tx: Tx, workspaceId: string, channel: Channel, id: string): Promise<LogEntry> {
    const current = await logEntry(tx, workspaceId, channel, id);
    if (current.status === 'QUEUED') return current;
    if (current.status !== 'FAILED') throw new HttpProblem(409, messagingMessages.alreadySent);
    if (channel === 'EMAIL') {
        await sql`update email_outbox set attempts = 0, claimed_at = null, last_error = null
            where id = ${id} and workspace_id = ${workspaceId} and sent_at is null
              and (claimed_at is null or claimed_at < now() - ${CLAIM_TIMEOUT}::interval)`.execute(tx);
    } else {
        await sql`update whatsapp_outbox set status = 'QUEUED', attempts = 0, claimed_at = null, last_error = null, failed_at = null
            where id = ${id} and workspace_id = ${workspaceId} and status = 'FAILED'
              and (claimed_at is null or claimed_at < now() - ${CLAIM_TIMEOUT}::interval)`.execute(tx);
    }
    return logEntry(tx, workspaceId, channel, id);
}
