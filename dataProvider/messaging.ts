/**
 * Bulk messages, unsubscribing and the communication log
 * (docs/api-communication.md) as plain functions over the one httpClient:
 * the unsubscribe page renders in the public shell, outside react-admin's
 * dataProvider context, and the console's dialogs share the same calls.
 * Every shape is config/contracts/messaging.ts's.
 */
import type { ListMeta } from '../config/contracts/common';
import type { Channel, LogEntry, LogQuery, MailPreview, SendReport, TalentNotificationBody, UnsubscribeState } from '../config/contracts/messaging';
import { httpClient } from './httpClient';
import { call, data } from './jobs';

export type * from '../config/contracts/messaging';
export { MAX_RECIPIENTS, SEND_CHUNK, LOG_PAGE_SIZE, LOG_STATUSES, CHANNELS, NOT_SENT_REASONS } from '../config/contracts/messaging';

export interface TemplateOption {
    id: string;
    name: string;
    purpose?: string | null;
    category?: string | null;
    /** An email template's words: which variables it uses (custom/messaging/templateItems.tsx). */
    subject?: string;
    body?: string;
}

export interface LogPage {
    data: LogEntry[];
    meta: ListMeta;
}

export const messagingPaths = {
    sendMail: 'applications/send-mail',
    preview: 'applications/send-mail/preview',
    talent: 'talent/send-notification',
    log: 'communication-log',
    applicationLog: (id: string) => `${encodeURIComponent(id)}/communication-log`,
    retry: (id: string) => `communication-log/${encodeURIComponent(id)}/retry`,
    unsubscribe: 'unsubscribe',
} as const;

/** The workspace's active email templates (the list endpoint of the email_templates resource). */
export async function emailTemplates(): Promise<TemplateOption[]> {
    return data<TemplateOption[]>('GET', 'email/templates', { query: { status: 'ACTIVE', limit: 100, sort: 'name', order: 'ASC' } });
}

export async function whatsappTemplates(): Promise<TemplateOption[]> {
    return data<TemplateOption[]>('GET', 'whatsapp/templates', { query: { status: 'ACTIVE', limit: 100, sort: 'name', order: 'ASC' } });
}

export async function talentCategories(): Promise<{ id: string; label: string }[]> {
    return data('GET', 'pool-categories/options', { query: { limit: 1000 } });
}

export function previewMail(templateId: string, applicationId: string): Promise<MailPreview> {
    return data('POST', messagingPaths.preview, { body: { template_id: templateId, application_id: applicationId } });
}

export function sendMail(templateId: string, applicationIds: string[]): Promise<SendReport> {
    return data('POST', messagingPaths.sendMail, { body: { template_id: templateId, application_ids: applicationIds } });
}

export async function notifyTalent(body: TalentNotificationBody): Promise<{ report: SendReport; message: string }> {
    const answer = await call<SendReport>('POST', messagingPaths.talent, { body });
    return { report: answer.data, message: answer.message ?? '' };
}

export async function communicationLog(query: LogQuery, applicationId?: string): Promise<LogPage> {
    const answer = await call<LogEntry[]>('GET', applicationId ? messagingPaths.applicationLog(applicationId) : messagingPaths.log, { query: { ...query } });
    const empty: ListMeta = { total: 0, perPage: query.limit ?? 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 };
    return { data: answer.data, meta: answer.meta ?? empty };
}

export function retryMessage(id: string, channel: Channel): Promise<LogEntry> {
    return data('POST', messagingPaths.retry(id), { body: { channel } });
}

export async function unsubscribeState(token: string): Promise<UnsubscribeState> {
    const answer = await httpClient<{ data: UnsubscribeState }>(messagingPaths.unsubscribe, { query: { token }, authenticated: false });
    return answer.json.data;
}

export async function unsubscribe(token: string): Promise<UnsubscribeState> {
    const answer = await httpClient<{ data: UnsubscribeState }>(messagingPaths.unsubscribe, { method: 'POST', query: { token }, body: {}, authenticated: false });
    return answer.json.data;
}
