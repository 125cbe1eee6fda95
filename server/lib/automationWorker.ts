/**
 * The automation worker (docs/api-communication.md, "Automations"; the design
 * is docs/decisions.md, "Automations send exactly once"). Each pass, per
 * workspace with work:
 *
 * 1. expands events: each unexpanded event (locked with `for update skip
 *    locked`) against the enabled rules of its type that existed when it
 *    happened, one automation_sends row per (rule, event, recipient) with its
 *    due time (event time + delay). The unique constraint makes a second
 *    expansion of the same event add nothing.
 * 2. sends what is due: pending sends locked with `for update skip locked`,
 *    rendered and queued into the outbox (mail or WhatsApp) in the same
 *    transaction that marks them SENT, SKIPPED or FAILED. Two processes never
 *    hold the same row; a process that dies mid-pass commits nothing, and the
 *    rows are due again.
 *
 * Due times are stored, so a delayed send waits in the database, not in a
 * timer, and survives a restart.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AutomationChannel, AutomationEventType, AutomationRecipient } from '../../config/contracts/automations.js';
import type { DB } from '../db/schema.js';
import { withSystem, withWorkspace, type Tx } from '../db/scope.js';
import { HttpProblem } from './http.js';
import { queueMail } from './mailer.js';
import { loadTemplateValues, renderEmailTemplate, whatsappParameters, type TemplateAbout } from './templateRender.js';
import { queueWhatsApp, type NotQueuedReason, type WhatsAppCategory } from './whatsapp.js';
import { PeriodicPass } from './periodicPass.js';

/** Events expanded and sends made per workspace and pass; the rest wait for the next pass. */
const EVENT_BATCH = 200;
const SEND_BATCH = 50;
/** Workspaces served per pass (the oldest work first). */
const WORKSPACE_BATCH = 20;

export const sendReasons = {
    switchedOff: 'The rule was switched off before it was sent.',
    templateMissing: 'The template no longer exists.',
    templateOff: 'The template is switched off.',
    noOptIn: 'The candidate has not opted in to WhatsApp messages.',
    optedOut: 'The candidate opted out of WhatsApp messages.',
    noPhone: 'The candidate has no phone number.',
} as const;

const NOT_QUEUED: Record<NotQueuedReason, string> = { NO_OPT_IN: sendReasons.noOptIn, OPTED_OUT: sendReasons.optedOut, NO_PHONE: sendReasons.noPhone };

interface PendingEvent {
    id: string;
    type: AutomationEventType;
    application_id: string | null;
    job_id: string | null;
    interview_id: string | null;
    stage_name: string | null;
    source: string | null;
    result: string | null;
    occurred_at: Date;
    candidate_id: string | null;
    vendor_id: string | null;
    referred_by_employee_id: string | null;
}

interface MatchingRule {
    id: string;
    channel: AutomationChannel;
    job_ids: string[];
    stage_names: string[];
    sources: string[];
    results: string[];
    recipients: AutomationRecipient[];
    delay_minutes: number;
}

interface Recipient {
    kind: 'CANDIDATE' | 'RECRUITER' | 'INTERVIEWER' | 'REFERRER' | 'VENDOR';
    id: string;
    address: string;
}

export interface PassResult {
    expanded: number;
    sent: number;
}

export class AutomationWorker extends PeriodicPass<PassResult> {

    constructor(
        private readonly db: Kysely<DB>,
        private readonly log: FastifyBaseLogger,
    ) {
        super();
    }

    protected async pass(): Promise<PassResult> {
        const total: PassResult = { expanded: 0, sent: 0 };
        try {
            for (const workspaceId of await this.workspacesWithWork()) {
                total.expanded += await withWorkspace(this.db, workspaceId, tx => expandEvents(tx, workspaceId));
                total.sent += await withWorkspace(this.db, workspaceId, tx => sendDue(tx, workspaceId, this.log));
            }
        } catch (error) {
            this.log.error({ err: error }, 'automation pass failed');
        }
        return total;
    }

    /** The only cross-workspace read: which workspaces have events to expand or sends due (both from partial indexes). */
    private async workspacesWithWork(): Promise<string[]> {
        return withSystem(this.db, async tx => {
            const found = await sql<{ workspace_id: string }>`
                select workspace_id from (
                    (select workspace_id, occurred_at as at from automation_events where expanded_at is null order by occurred_at limit ${EVENT_BATCH})
                    union all
                    (select workspace_id, due_at as at from automation_sends where status = 'PENDING' and due_at <= now() order by due_at limit ${EVENT_BATCH})
                ) w group by workspace_id order by min(at) limit ${WORKSPACE_BATCH}`.execute(tx);
            return found.rows.map(r => r.workspace_id);
        });
    }
}

// ---------------------------------------------------------------------------
// Expansion.

async function expandEvents(tx: Tx, workspaceId: string): Promise<number> {
    const events = (
        await sql<PendingEvent>`
            select e.id, e.type, e.application_id, coalesce(e.job_id, a.job_id) as job_id, e.interview_id, s.name as stage_name,
                   coalesce(e.source, a.source) as source, e.result, e.occurred_at, a.candidate_id, a.vendor_id, a.referred_by_employee_id
            from automation_events e
            left join applications a on a.id = e.application_id
            left join pipeline_stages s on s.id = e.stage_id
            where e.expanded_at is null
            order by e.occurred_at limit ${EVENT_BATCH}
            for update of e skip locked`.execute(tx)
    ).rows;
    // The rules of each event type, read once per pass however many events of that type there are.
    const rulesByType = new Map<AutomationEventType, Promise<StoredRule[]>>();
    for (const event of events) {
        if (!rulesByType.has(event.type)) rulesByType.set(event.type, enabledRules(tx, event.type));
        for (const rule of matching(await rulesByType.get(event.type)!, event)) {
            const recipients = await recipientsOf(tx, rule, event);
            await insertSends(tx, workspaceId, rule, event, recipients);
        }
    }
    if (events.length) await sql`update automation_events set expanded_at = now() where id = any(${events.map(e => e.id)}::uuid[])`.execute(tx);
    return events.length;
}

const lower = (list: readonly string[]) => list.map(s => s.toLowerCase());

type StoredRule = MatchingRule & { created_at: Date };

async function enabledRules(tx: Tx, type: AutomationEventType): Promise<StoredRule[]> {
    const found = await sql<StoredRule>`
        select id, channel, job_ids, stage_names, sources, results, recipients, created_at,
               delay_value * case delay_unit when 'DAYS' then 1440 when 'HOURS' then 60 else 1 end as delay_minutes
        from automation_rules
        where enabled and event_type = ${type}`.execute(tx);
    return found.rows;
}

/** The rules made before the event happened whose filters it passes (an empty filter passes all). */
function matching(rules: StoredRule[], event: PendingEvent): MatchingRule[] {
    const passes = (filter: string[], value: string | null) => !filter.length || (value !== null && lower(filter).includes(value.toLowerCase()));
    return rules.filter(
        r =>
            new Date(r.created_at).getTime() <= new Date(event.occurred_at).getTime() &&
            passes(r.job_ids, event.job_id) &&
            passes(r.stage_names, event.stage_name) &&
            passes(r.sources, event.source) &&
            passes(r.results, event.result),
    );
}

/** Whom a rule reaches for this event, with the address it goes to (a phone is looked up when a WhatsApp message is queued). */
async function recipientsOf(tx: Tx, rule: MatchingRule, event: PendingEvent): Promise<Recipient[]> {
    const out: Recipient[] = [];
    for (const wanted of rule.recipients) out.push(...(await resolve(tx, wanted, event)));
    return out;
}

async function resolve(tx: Tx, wanted: AutomationRecipient, event: PendingEvent): Promise<Recipient[]> {
    switch (wanted) {
        case 'CANDIDATE':
            if (!event.candidate_id) return [];
            return rows(tx, 'CANDIDATE', sql`select id, email as address from candidates where id = ${event.candidate_id} and erased_at is null`);
        case 'RECRUITERS':
            if (!event.job_id) return [];
            return rows(tx, 'RECRUITER', sql`select u.id, u.email as address from job_recruiters jr join users u on u.id = jr.user_id
                where jr.job_id = ${event.job_id} and u.status = 'ACTIVE' order by u.id`);
        case 'INTERVIEWERS':
            if (!event.interview_id) return [];
            return rows(tx, 'INTERVIEWER', sql`select u.id, u.email as address from interview_interviewers ii join users u on u.id = ii.user_id
                where ii.interview_id = ${event.interview_id} and u.status = 'ACTIVE' order by u.id`);
        case 'REFERRER':
            return event.referred_by_employee_id ? record(tx, 'REFERRER', 'employees', event.referred_by_employee_id) : [];
        case 'VENDOR':
            return event.vendor_id ? record(tx, 'VENDOR', 'vendors', event.vendor_id) : [];
    }
}

async function rows(tx: Tx, kind: Recipient['kind'], query: ReturnType<typeof sql>): Promise<Recipient[]> {
    const found = await sql<{ id: string; address: string }>`${query}`.execute(tx);
    return found.rows.map(r => ({ kind, id: r.id, address: r.address }));
}

/** A config-driven person (employees, vendors): their table exists once the resources are loaded. */
async function record(tx: Tx, kind: Recipient['kind'], table: 'employees' | 'vendors', id: string): Promise<Recipient[]> {
    const present = await sql<{ t: string | null }>`select to_regclass(${`public.${table}`})::text as t`.execute(tx);
    if (!present.rows[0].t) return [];
    return rows(tx, kind, sql`select id, email as address from ${sql.table(table)} where id = ${id} and status = 'ACTIVE' and email is not null`);
}

async function insertSends(tx: Tx, workspaceId: string, rule: MatchingRule, event: PendingEvent, recipients: Recipient[]): Promise<void> {
    // A WhatsApp rule reaches candidates only (the contract refuses other recipients for it).
    const reachable = rule.channel === 'WHATSAPP' ? recipients.filter(r => r.kind === 'CANDIDATE') : recipients;
    if (!reachable.length) return;
    const dueAt = sql`${event.occurred_at}::timestamptz + make_interval(mins => ${rule.delay_minutes}::int)`;
    await sql`insert into automation_sends (workspace_id, rule_id, event_id, recipient_kind, recipient_id, to_address, application_id, candidate_id, due_at)
        values ${sql.join(
            reachable.map(r => sql`(${workspaceId}, ${rule.id}, ${event.id}, ${r.kind}, ${r.id}, ${r.address}, ${event.application_id}, ${event.candidate_id}, ${dueAt})`),
        )}
        on conflict on constraint automation_sends_once do nothing`.execute(tx);
}

// ---------------------------------------------------------------------------
// Sending.

interface DueSend {
    id: string;
    rule_id: string;
    recipient_kind: Recipient['kind'];
    to_address: string | null;
    application_id: string | null;
    candidate_id: string | null;
    enabled: boolean;
    channel: AutomationChannel;
    template_id: string;
    interview_id: string | null;
    offer_id: string | null;
}

type Outcome = { status: 'SENT' | 'SKIPPED' | 'FAILED'; reason: string | null };

async function sendDue(tx: Tx, workspaceId: string, log: FastifyBaseLogger): Promise<number> {
    const due = (
        await sql<DueSend>`
            select s.id, s.rule_id, s.recipient_kind, s.to_address, s.application_id, s.candidate_id,
                   r.enabled, r.channel, r.template_id,
                   -- An interview deleted with its cancellation: the mail goes out without the interview's values.
                   (select i.id from interviews i where i.id = e.interview_id) as interview_id, e.offer_id
            from automation_sends s
            join automation_rules r on r.id = s.rule_id
            join automation_events e on e.id = s.event_id
            where s.status = 'PENDING' and s.due_at <= now()
            order by s.due_at limit ${SEND_BATCH}
            for update of s skip locked`.execute(tx)
    ).rows;
    let sent = 0;
    for (const send of due) {
        const outcome = await attempt(tx, workspaceId, send, log);
        if (outcome.status === 'SENT') sent++;
        await sql`update automation_sends set status = ${outcome.status}, reason = ${outcome.reason}, done_at = now(), attempts = attempts + 1
            where id = ${send.id}`.execute(tx);
    }
    return sent;
}

/**
 * One send inside a savepoint: a failure (a template deleted since, a query
 * refused) is this send's FAILED line, and the others of the batch go on.
 */
async function attempt(tx: Tx, workspaceId: string, send: DueSend, log: FastifyBaseLogger): Promise<Outcome> {
    if (!send.enabled) return { status: 'SKIPPED', reason: sendReasons.switchedOff };
    await sql`savepoint automation_send`.execute(tx);
    try {
        const outcome = send.channel === 'EMAIL' ? await sendEmail(tx, workspaceId, send, log) : await sendWhatsApp(tx, workspaceId, send);
        await sql`release savepoint automation_send`.execute(tx);
        return outcome;
    } catch (error) {
        await sql`rollback to savepoint automation_send`.execute(tx);
        const reason = error instanceof HttpProblem ? error.message : (error as Error).message.slice(0, 500);
        log.warn({ send: send.id, rule: send.rule_id, reason }, 'automation send failed');
        return { status: 'FAILED', reason };
    }
}

function aboutOf(send: DueSend): TemplateAbout {
    return {
        ...(send.application_id ? { applicationId: send.application_id } : {}),
        ...(send.candidate_id ? { candidateId: send.candidate_id } : {}),
        ...(send.interview_id ? { interviewId: send.interview_id } : {}),
        ...(send.offer_id ? { offerId: send.offer_id } : {}),
    };
}

const origin = (send: DueSend) => ({
    rule_id: send.rule_id,
    template_id: send.template_id,
    ...(send.application_id ? { application_id: send.application_id } : {}),
    ...(send.candidate_id ? { candidate_id: send.candidate_id } : {}),
});

async function templateState(tx: Tx, table: 'email_templates' | 'whatsapp_templates', id: string): Promise<Outcome | null> {
    const found = await sql<{ status: string | null }>`select to_jsonb(t) ->> 'status' as status from ${sql.table(table)} t where id = ${id}`.execute(tx);
    if (!found.rows[0]) return { status: 'FAILED', reason: sendReasons.templateMissing };
    if (found.rows[0].status === 'INACTIVE') return { status: 'FAILED', reason: sendReasons.templateOff };
    return null;
}

async function sendEmail(tx: Tx, workspaceId: string, send: DueSend, log: FastifyBaseLogger): Promise<Outcome> {
    const refused = await templateState(tx, 'email_templates', send.template_id);
    if (refused) return refused;
    const rendered = await renderEmailTemplate(tx, workspaceId, send.template_id, aboutOf(send));
    await queueMail(tx, workspaceId, { to: send.to_address!, subject: rendered.subject, text: rendered.text, html: rendered.html, origin: origin(send) }, log);
    return { status: 'SENT', reason: null };
}

async function sendWhatsApp(tx: Tx, workspaceId: string, send: DueSend): Promise<Outcome> {
    const refused = await templateState(tx, 'whatsapp_templates', send.template_id);
    if (refused) return refused;
    const template = (
        await sql<{ category: WhatsAppCategory; variables: unknown }>`select category, to_jsonb(t) -> 'variables' as variables from whatsapp_templates t where id = ${send.template_id}`.execute(
            tx,
        )
    ).rows[0];
    const names = Array.isArray(template.variables) ? template.variables.filter((v): v is string => typeof v === 'string') : [];
    const values = await loadTemplateValues(tx, workspaceId, aboutOf(send));
    const queued = await queueWhatsApp(tx, workspaceId, {
        candidateId: send.candidate_id!,
        templateId: send.template_id,
        variables: whatsappParameters(names, values),
        category: template.category,
        origin: origin(send),
    });
    return queued.queued ? { status: 'SENT', reason: null } : { status: 'SKIPPED', reason: NOT_QUEUED[queued.reason!] };
}
