/**
 * WhatsApp messages go through the whatsapp_outbox table (migration 018) in
 * the caller's transaction, like mail (server/lib/mailer.ts): a message exists
 * exactly when the change that sent it was committed. A candidate is messaged
 * only while their latest recorded consent (whatsapp_opt_ins) is OPTED_IN;
 * the dispatcher (server/lib/whatsappDispatcher.ts) delivers through the
 * Cloud API when it is configured, otherwise messages wait in the outbox.
 * docs/api-communication.md, "WhatsApp".
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import { HttpProblem } from './http.js';
import { composedText, type ServerLocale } from './locale.js';
import type { MailOrigin } from './mailer.js';

export type WhatsAppCategory = 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
export type OptInState = 'OPTED_IN' | 'OPTED_OUT';
export type OptInSource = 'CAREER_APPLY' | 'CANDIDATE_PROFILE' | 'RECRUITER' | 'REPLY_STOP';
export type NotQueuedReason = 'NO_OPT_IN' | 'OPTED_OUT' | 'NO_PHONE';

export interface WhatsAppMessage {
    candidateId: string;
    /** A whatsapp_templates record of the workspace. */
    templateId: string;
    /** The values of the template's {{1}}, {{2}}, … in order. */
    variables: string[];
    category: WhatsAppCategory;
    origin?: MailOrigin;
    /** The language a refusal of the template or its values is written in: the sender's request's (English for automations, which no one reads it from). */
    locale?: ServerLocale;
}

export const whatsappMessages = {
    templateMissing: 'No such WhatsApp template in this workspace.',
    templateInactive: 'This WhatsApp template is switched off.',
    variablesCount: (wanted: number, given: number, locale: ServerLocale = 'en') =>
        composedText(locale, 'template_variables', { wanted, given }, `The template has ${wanted} variable(s); ${given} value(s) were given.`),
} as const;

export const OPTED_OUT_BEFORE_SENDING = 'The candidate opted out before it was sent.';

export interface OptInRecord {
    state: OptInState;
    source: OptInSource;
    recorded_at: Date;
    recorded_by: string | null;
}

/** The candidate's latest consent, or null when none was ever recorded. */
export async function currentOptIn(tx: Tx, candidateId: string): Promise<OptInRecord | null> {
    const found = await sql<OptInRecord>`select state, source, recorded_at, recorded_by from whatsapp_opt_ins
        where candidate_id = ${candidateId} order by recorded_at desc, id desc limit 1`.execute(tx);
    return found.rows[0] ?? null;
}

/** Records a consent change; an unchanged state is not recorded again (answers false). */
export async function recordOptIn(
    tx: Tx,
    workspaceId: string,
    candidateId: string,
    change: { state: OptInState; source: OptInSource; recordedBy?: string },
): Promise<boolean> {
    const current = await currentOptIn(tx, candidateId);
    if (current?.state === change.state) return false;
    await sql`insert into whatsapp_opt_ins (workspace_id, candidate_id, state, source, recorded_by)
        values (${workspaceId}, ${candidateId}, ${change.state}, ${change.source}, ${change.recordedBy ?? null})`.execute(tx);
    // What waits in the outbox was queued with a consent that no longer holds.
    if (change.state === 'OPTED_OUT') {
        await sql`update whatsapp_outbox set status = 'FAILED', failed_at = now(), last_error = ${OPTED_OUT_BEFORE_SENDING}
            where workspace_id = ${workspaceId} and candidate_id = ${candidateId} and status = 'QUEUED'`.execute(tx);
    }
    return true;
}

/** The highest {{n}} of a Cloud API template body: how many values it takes. */
export function templateVariableCount(body: string): number {
    let highest = 0;
    for (const match of body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) highest = Math.max(highest, Number(match[1]));
    return highest;
}

/** The body as the candidate reads it, for the communication log. */
export function fillTemplateBody(body: string, variables: readonly string[]): string {
    return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => variables[Number(n) - 1] ?? whole);
}

interface TemplateRow {
    name: string;
    language: string;
    body: string;
    status: string;
}

async function templateOf(tx: Tx, templateId: string, variables: readonly string[], locale: ServerLocale): Promise<TemplateRow> {
    const found = await sql<TemplateRow>`select name, language, body, status from whatsapp_templates where id = ${templateId}`.execute(tx);
    const template = found.rows[0];
    if (!template) throw new HttpProblem(400, whatsappMessages.templateMissing, { template_id: whatsappMessages.templateMissing });
    if (template.status !== 'ACTIVE') throw new HttpProblem(400, whatsappMessages.templateInactive, { template_id: whatsappMessages.templateInactive });
    const wanted = templateVariableCount(template.body);
    if (variables.length !== wanted) {
        const message = whatsappMessages.variablesCount(wanted, variables.length, locale);
        throw new HttpProblem(400, message, { variables: message });
    }
    return template;
}

/**
 * Queues one template message to a candidate, or answers why not: never for
 * a candidate who opted out or never opted in, and not without a phone
 * number. A missing or switched-off template, or a wrong number of values,
 * is the caller's mistake: a 400 naming the field.
 */
export async function queueWhatsApp(tx: Tx, workspaceId: string, message: WhatsAppMessage): Promise<{ queued: boolean; reason?: NotQueuedReason }> {
    const template = await templateOf(tx, message.templateId, message.variables, message.locale ?? 'en');
    const found = await sql<{ phone_digits: string | null }>`select phone_digits from candidates where id = ${message.candidateId}`.execute(tx);
    const optIn = await currentOptIn(tx, message.candidateId);
    if (optIn?.state === 'OPTED_OUT') return { queued: false, reason: 'OPTED_OUT' };
    if (!optIn || !found.rows[0]) return { queued: false, reason: 'NO_OPT_IN' };
    const phone = found.rows[0].phone_digits;
    if (!phone || phone.length < 6 || phone.length > 20) return { queued: false, reason: 'NO_PHONE' };
    const origin = message.origin ?? {};
    await sql`insert into whatsapp_outbox (workspace_id, to_phone, template_name, language, category, variables, body_text,
            template_id, rule_id, application_id, candidate_id, sent_by)
        values (${workspaceId}, ${phone}, ${template.name}, ${template.language}, ${message.category}, ${JSON.stringify(message.variables)}::jsonb,
            ${fillTemplateBody(template.body, message.variables)}, ${message.templateId}, ${origin.rule_id ?? null}, ${origin.application_id ?? null},
            ${message.candidateId}, ${origin.sent_by ?? null})`.execute(tx);
    return { queued: true };
}
