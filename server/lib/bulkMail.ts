/**
 * Bulk messages (docs/api-communication.md, "Bulk messages"): one email
 * template to many applications' candidates (applications/send-mail), or a
 * talent pool category by email or WhatsApp (talent/send-notification).
 * Each recipient is rendered on its own and queued through the outbox in the
 * request's transaction; every recipient asked for gets a line in the report,
 * sent or not and why. Marketing mail carries the unsubscribe link and
 * headers, and skips addresses that left.
 */
import { sql } from 'kysely';
import { MAX_POOL_RECIPIENTS, messagingMessages, type MailPreview, type NotSentReason, type RecipientResult, type SendReport } from '../../config/contracts/messaging.js';
import { variablesUnfilledFor, type BulkAudience } from '../../config/communication/variables.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { HttpProblem } from './http.js';
import { composedText, recipientLocale, recipientLocales, type ServerLocale } from './locale.js';
import { queueMail, type Mail } from './mailer.js';
import { loadTemplateValues, renderEmail, type RenderedEmail, type TemplateValues } from './templateRender.js';
import { marketingParts, unsubscribedAmong, withUnsubscribeFooter } from './unsubscribe.js';
import { queueWhatsApp } from './whatsapp.js';

/** Who sends, from where: the request's workspace, user, origin (`https://host`, for links) and language (a refusal's), and the unsubscribe key. */
export interface SendContext {
    tx: Tx;
    workspaceId: string;
    user: AuthUser;
    origin: string;
    secret: Buffer;
    locale: ServerLocale;
}

interface EmailTemplate {
    id: string;
    subject: string;
    body: string;
    marketing: boolean;
}

/**
 * The template, or a 400 naming the field. A template is marketing when its
 * purpose (or a category column, if the templates' resource has one) says so:
 * read as JSON so either spelling works.
 */
export async function emailTemplateOf(tx: Tx, templateId: string, field = 'template_id'): Promise<EmailTemplate> {
    const found = await sql<{ id: string; subject: string; body: string; status: string; marketing: boolean }>`
        select t.id, t.subject, t.body, t.status,
            coalesce(to_jsonb(t)->>'purpose' = 'MARKETING' or to_jsonb(t)->>'category' = 'MARKETING', false) as marketing
        from email_templates t where t.id = ${templateId}`.execute(tx);
    const template = found.rows[0];
    if (!template) throw new HttpProblem(400, messagingMessages.templateMissing, { [field]: messagingMessages.templateMissing });
    if (template.status !== 'ACTIVE') throw new HttpProblem(400, messagingMessages.templateInactive, { [field]: messagingMessages.templateInactive });
    return { id: template.id, subject: template.subject, body: template.body, marketing: template.marketing };
}

/**
 * The template for a mail to many people, or a 400 naming the field when it uses a variable that
 * mail cannot fill (an interview's date to applications at large): every mail would go out with a
 * hole. The console offers such templates disabled, by the same rule (variablesUnfilledFor).
 */
async function bulkTemplateOf(ctx: SendContext, templateId: string, audience: BulkAudience): Promise<EmailTemplate> {
    const template = await emailTemplateOf(ctx.tx, templateId);
    const unfilled = variablesUnfilledFor(audience, template.subject, template.body);
    if (unfilled.length) {
        const variables = unfilled.map(name => `{{${name}}}`).join(', ');
        const message = composedText(ctx.locale, 'template_unfilled', { variables }, `This template uses ${variables}, which this mail cannot fill in; choose a template without it.`);
        throw new HttpProblem(400, message, { template_id: message });
    }
    return template;
}

interface Recipient {
    id: string;
    candidate_id: string;
    first_name: string;
    last_name: string | null;
    email: string | null;
}

const fullName = (r: { first_name: string; last_name: string | null }) => [r.first_name, r.last_name].filter(Boolean).join(' ');

/** The applications of this workspace among `ids` with their candidates (RLS hides another workspace's). An erased candidate has no address. */
async function recipientsOf(tx: Tx, workspaceId: string, ids: readonly string[]): Promise<Map<string, Recipient>> {
    const found = await sql<Recipient>`select a.id, a.candidate_id, c.first_name, c.last_name,
            case when c.erased_at is null then nullif(trim(c.email), '') end as email
        from applications a join candidates c on c.id = a.candidate_id
        where a.workspace_id = ${workspaceId} and a.id in (${sql.join(ids)})`.execute(tx);
    return new Map(found.rows.map(r => [r.id, r]));
}

/**
 * The rendered mail with the marketing footer and headers when it is marketing. The template is
 * the workspace's own words; the footer is ours, in the recipient's language (`locale`).
 */
function composeMail(ctx: SendContext, template: EmailTemplate, rendered: RenderedEmail, to: string, locale: ServerLocale): Pick<Mail, 'subject' | 'text' | 'html' | 'headers' | 'category'> {
    if (!template.marketing) return { subject: rendered.subject, text: rendered.text, html: rendered.html, category: 'TRANSACTIONAL' };
    const parts = marketingParts(ctx.secret, ctx.origin, { workspaceId: ctx.workspaceId, email: to });
    const body = withUnsubscribeFooter(rendered, parts.page, locale);
    return { subject: rendered.subject, text: body.text, html: body.html, headers: parts.headers, category: 'MARKETING' };
}

async function renderFor(ctx: SendContext, template: EmailTemplate, about: { applicationId?: string; candidateId?: string }, extra: TemplateValues = {}): Promise<RenderedEmail> {
    const values = await loadTemplateValues(ctx.tx, ctx.workspaceId, { ...about, senderId: ctx.user.id, origin: ctx.origin });
    return renderEmail(template, { ...values, ...extra });
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** The first recipient's mail as it would be sent (send-mail's preview). */
export async function previewMail(ctx: SendContext, templateId: string, applicationId: string): Promise<MailPreview> {
    const template = await bulkTemplateOf(ctx, templateId, 'applications');
    const recipient = (await recipientsOf(ctx.tx, ctx.workspaceId, [applicationId])).get(applicationId);
    if (!recipient) throw new HttpProblem(400, messagingMessages.applicationMissing, { application_id: messagingMessages.applicationMissing });
    const rendered = await renderFor(ctx, template, { applicationId });
    const to = recipient.email;
    let reason: NotSentReason | null = to ? null : 'NO_EMAIL';
    if (to && template.marketing && (await unsubscribedAmong(ctx.tx, [to])).size) reason = 'UNSUBSCRIBED';
    const mail = composeMail(ctx, template, rendered, to ?? '', to && template.marketing ? await recipientLocale(ctx.tx, to) : 'en');
    return { to, candidate_name: fullName(recipient), subject: mail.subject, html: mail.html ?? '', text: mail.text, marketing: template.marketing, not_sent_reason: reason };
}

function report(results: RecipientResult[]): SendReport {
    const sent = results.filter(r => r.sent).length;
    return { sent, not_sent: results.length - sent, results };
}

/** applications/send-mail: every id gets a line, in the order asked. */
export async function sendMailToApplications(ctx: SendContext, templateId: string, applicationIds: readonly string[]): Promise<SendReport> {
    const template = await bulkTemplateOf(ctx, templateId, 'applications');
    const recipients = await recipientsOf(ctx.tx, ctx.workspaceId, applicationIds);
    const emails = [...recipients.values()].flatMap(r => (r.email ? [r.email] : []));
    const left = template.marketing ? await unsubscribedAmong(ctx.tx, emails) : new Set<string>();
    // Only a marketing footer is ours to write in the recipient's language.
    const localeOf = template.marketing ? await recipientLocales(ctx.tx, emails) : () => 'en' as const;
    const results: RecipientResult[] = [];
    for (const id of applicationIds) {
        const recipient = recipients.get(id);
        if (!recipient) {
            results.push({ id, name: null, to: null, sent: false, reason: 'NOT_FOUND', detail: null });
            continue;
        }
        const line = { id, name: fullName(recipient), to: recipient.email };
        if (!recipient.email) {
            results.push({ ...line, sent: false, reason: 'NO_EMAIL', detail: null });
            continue;
        }
        if (left.has(recipient.email.toLowerCase())) {
            results.push({ ...line, sent: false, reason: 'UNSUBSCRIBED', detail: null });
            continue;
        }
        let rendered: RenderedEmail;
        try {
            rendered = await renderFor(ctx, template, { applicationId: id });
        } catch (error) {
            results.push({ ...line, sent: false, reason: 'RENDER_FAILED', detail: failure(error) });
            continue;
        }
        await queueMail(ctx.tx, ctx.workspaceId, {
            to: recipient.email,
            ...composeMail(ctx, template, rendered, recipient.email, localeOf(recipient.email)),
            origin: { template_id: template.id, application_id: id, candidate_id: recipient.candidate_id, sent_by: ctx.user.id },
        });
        results.push({ ...line, sent: true, reason: null, detail: null });
    }
    return report(results);
}

interface PoolMember {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string | null;
    phone: string | null;
    candidate_id: string | null;
}

/** The category's active members, each with the candidate of the same address when there is one (WhatsApp consent is the candidate's). */
async function poolMembers(tx: Tx, workspaceId: string, categoryId: string, locale: ServerLocale): Promise<PoolMember[]> {
    const category = await sql<{ id: string }>`select id from talent_categories where id = ${categoryId} and status = 'ACTIVE'`.execute(tx);
    if (!category.rows[0]) throw new HttpProblem(400, messagingMessages.categoryMissing, { category_id: messagingMessages.categoryMissing });
    const found = await sql<PoolMember>`select p.id, p.first_name, p.last_name, nullif(trim(p.email), '') as email, p.phone,
            (select c.id from candidates c where c.workspace_id = p.workspace_id and lower(c.email) = lower(p.email) and c.erased_at is null) as candidate_id
        from talent_pool p
        where p.workspace_id = ${workspaceId} and p.category_id = ${categoryId} and p.status = 'ACTIVE'
        order by p.first_name, p.id limit ${MAX_POOL_RECIPIENTS + 1}`.execute(tx);
    if (found.rows.length > MAX_POOL_RECIPIENTS) {
        const message = composedText(locale, 'category_too_large', { max: MAX_POOL_RECIPIENTS }, messagingMessages.categoryTooLarge);
        throw new HttpProblem(400, message, { category_id: message });
    }
    return found.rows;
}

/** A pool member is not always a candidate: their own name and address stand in for the candidate's variables. */
const memberValues = (m: PoolMember): TemplateValues => ({
    'candidate.name': fullName(m),
    'candidate.first_name': m.first_name,
    'candidate.last_name': m.last_name ?? undefined,
    'candidate.email': m.email ?? undefined,
    'candidate.phone': m.phone ?? undefined,
});

async function notifyByEmail(ctx: SendContext, members: PoolMember[], templateId: string): Promise<RecipientResult[]> {
    // Talent notifications are marketing whatever the template's purpose.
    const template = { ...(await bulkTemplateOf(ctx, templateId, 'talent pool')), marketing: true };
    const emails = members.flatMap(m => (m.email ? [m.email] : []));
    const left = await unsubscribedAmong(ctx.tx, emails);
    const localeOf = await recipientLocales(ctx.tx, emails);
    const results: RecipientResult[] = [];
    for (const m of members) {
        const line = { id: m.id, name: fullName(m), to: m.email };
        if (!m.email) {
            results.push({ ...line, sent: false, reason: 'NO_EMAIL', detail: null });
            continue;
        }
        if (left.has(m.email.toLowerCase())) {
            results.push({ ...line, sent: false, reason: 'UNSUBSCRIBED', detail: null });
            continue;
        }
        let rendered: RenderedEmail;
        try {
            rendered = await renderFor(ctx, template, {}, memberValues(m));
        } catch (error) {
            results.push({ ...line, sent: false, reason: 'RENDER_FAILED', detail: failure(error) });
            continue;
        }
        await queueMail(ctx.tx, ctx.workspaceId, {
            to: m.email,
            ...composeMail(ctx, template, rendered, m.email, localeOf(m.email)),
            origin: { template_id: template.id, sent_by: ctx.user.id, ...(m.candidate_id ? { candidate_id: m.candidate_id } : {}) },
        });
        results.push({ ...line, sent: true, reason: null, detail: null });
    }
    return results;
}

async function notifyByWhatsApp(ctx: SendContext, members: PoolMember[], templateId: string, variables: string[]): Promise<RecipientResult[]> {
    const results: RecipientResult[] = [];
    for (const m of members) {
        const line = { id: m.id, name: fullName(m), to: m.phone };
        if (!m.candidate_id) {
            results.push({ ...line, sent: false, reason: 'NOT_A_CANDIDATE', detail: null });
            continue;
        }
        // A wrong template or value count is the caller's mistake (a 400 from queueWhatsApp), not a recipient's.
        const outcome = await queueWhatsApp(ctx.tx, ctx.workspaceId, { candidateId: m.candidate_id, templateId, variables, category: 'MARKETING', origin: { sent_by: ctx.user.id }, locale: ctx.locale });
        results.push({ ...line, sent: outcome.queued, reason: outcome.reason ?? null, detail: null });
    }
    return results;
}

export async function notifyTalentCategory(
    ctx: SendContext,
    body: { category_id: string; channel: 'EMAIL' | 'WHATSAPP'; template_id?: string; whatsapp_template_id?: string; variables?: string[] },
): Promise<SendReport> {
    if (body.channel === 'EMAIL') {
        if (!body.template_id) throw new HttpProblem(400, messagingMessages.emailTemplateRequired, { template_id: messagingMessages.emailTemplateRequired });
        return report(await notifyByEmail(ctx, await poolMembers(ctx.tx, ctx.workspaceId, body.category_id, ctx.locale), body.template_id));
    }
    if (!body.whatsapp_template_id) {
        throw new HttpProblem(400, messagingMessages.whatsappTemplateRequired, { whatsapp_template_id: messagingMessages.whatsappTemplateRequired });
    }
    const members = await poolMembers(ctx.tx, ctx.workspaceId, body.category_id, ctx.locale);
    const results = await notifyByWhatsApp(ctx, members, body.whatsapp_template_id, body.variables ?? []);
    return report(results);
}
