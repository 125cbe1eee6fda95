/**
 * Bulk messages, unsubscribing and the communication log on the wire
 * (docs/api-communication.md, "Bulk messages" and "Communication log"):
 * applications/send-mail with its preview, talent/send-notification, the
 * public unsubscribe page's two calls, and the log of every email and
 * WhatsApp message with retry. The server validates with these schemas and
 * the console derives its types from them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { pageQueryProperties, uuidSchema, type AnswerOf } from './common';

/** The most recipients one send-mail call takes; the console sends its selection in chunks of SEND_CHUNK. */
export const MAX_RECIPIENTS = 500;
export const SEND_CHUNK = 50;
/** The most talent pool members one notification reaches (a category larger than this is refused, not cut). */
export const MAX_POOL_RECIPIENTS = 2000;
export const LOG_PAGE_SIZE = 10;

export const CHANNELS = ['EMAIL', 'WHATSAPP'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Why a recipient did not get the message. NOT_FOUND: no such application in
 * this workspace (another workspace's id reads the same). The WhatsApp reasons
 * are queueWhatsApp's; NOT_A_CANDIDATE is a pool member with no candidate
 * record, hence no recorded WhatsApp opt-in.
 */
export const NOT_SENT_REASONS = ['NO_EMAIL', 'UNSUBSCRIBED', 'NOT_FOUND', 'RENDER_FAILED', 'NO_OPT_IN', 'OPTED_OUT', 'NO_PHONE', 'NOT_A_CANDIDATE'] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

export const LOG_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

export const messagingMessages = {
    templateMissing: 'No such email template in this workspace.',
    templateInactive: 'This email template is switched off.',
    categoryMissing: 'No such talent category in this workspace.',
    categoryTooLarge: `This category has more than ${MAX_POOL_RECIPIENTS} active members; split it before notifying it.`,
    applicationMissing: 'No such application in this workspace.',
    whatsappTemplateRequired: 'Choose a WhatsApp template.',
    emailTemplateRequired: 'Choose an email template.',
    sent: (sent: number, notSent: number) => `${sent} message${sent === 1 ? '' : 's'} queued${notSent ? `, ${notSent} not sent` : ''}.`,
    retried: 'The message is queued again.',
    alreadySent: 'This message was sent; there is nothing to retry.',
    messageMissing: 'No such message in this workspace.',
    unsubscribed: 'You are unsubscribed.',
    badToken: 'This unsubscribe link is not valid.',
} as const;

const applicationIdsSchema = { type: 'array', minItems: 1, maxItems: MAX_RECIPIENTS, uniqueItems: true, items: uuidSchema } as const;

/** applications/send-mail: one email template to each selected application's candidate. */
export const sendMailBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['template_id', 'application_ids'],
    properties: { template_id: uuidSchema, application_ids: applicationIdsSchema },
} as const;
export type SendMailBody = FromSchema<typeof sendMailBodySchema>;

/** applications/send-mail/preview: the template rendered for one recipient (the first of the selection). */
export const previewMailBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['template_id', 'application_id'],
    properties: { template_id: uuidSchema, application_id: uuidSchema },
} as const;
export type PreviewMailBody = FromSchema<typeof previewMailBodySchema>;

export const mailPreviewSchema = {
    type: 'object',
    properties: {
        to: { type: ['string', 'null'] },
        candidate_name: { type: 'string' },
        subject: { type: 'string' },
        html: { type: 'string' },
        text: { type: 'string' },
        /** Marketing mail carries the unsubscribe link and the List-Unsubscribe header. */
        marketing: { type: 'boolean' },
        /** Set when this recipient would not get it. */
        not_sent_reason: { type: ['string', 'null'], enum: [...NOT_SENT_REASONS, null] },
    },
} as const;
export type MailPreview = AnswerOf<typeof mailPreviewSchema>;

/** One line of a send's report: every recipient asked for has one. */
export const recipientResultSchema = {
    type: 'object',
    properties: {
        /** The application (send-mail) or the talent pool member (send-notification). */
        id: { type: 'string' },
        name: { type: ['string', 'null'] },
        to: { type: ['string', 'null'] },
        sent: { type: 'boolean' },
        reason: { type: ['string', 'null'], enum: [...NOT_SENT_REASONS, null] },
        /** A render failure's message. */
        detail: { type: ['string', 'null'] },
    },
} as const;
export type RecipientResult = AnswerOf<typeof recipientResultSchema>;

export const sendReportSchema = {
    type: 'object',
    properties: {
        sent: { type: 'integer' },
        not_sent: { type: 'integer' },
        results: { type: 'array', items: recipientResultSchema },
    },
} as const;
export type SendReport = AnswerOf<typeof sendReportSchema>;

/** talent/send-notification: every active member of a talent pool category, by email or WhatsApp. Always marketing. */
export const talentNotificationBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['category_id', 'channel'],
    properties: {
        category_id: uuidSchema,
        channel: { type: 'string', enum: CHANNELS },
        /** An email template (EMAIL). */
        template_id: uuidSchema,
        /** A WhatsApp template (WHATSAPP) and the values of its {{1}}, {{2}}, … */
        whatsapp_template_id: uuidSchema,
        variables: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 500 } },
    },
} as const;
export type TalentNotificationBody = FromSchema<typeof talentNotificationBodySchema>;

// ---------------------------------------------------------------------------
// Unsubscribe (public).

/** The token travels in the query string: it holds the address, longer than a path parameter may be. */
export const unsubscribeQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token: { type: 'string', minLength: 20, maxLength: 700, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' } },
} as const;

export const unsubscribeStateSchema = {
    type: 'object',
    properties: { email: { type: 'string' }, company_name: { type: 'string' }, unsubscribed: { type: 'boolean' } },
} as const;
export type UnsubscribeState = AnswerOf<typeof unsubscribeStateSchema>;

// ---------------------------------------------------------------------------
// The communication log.

export const logQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        channel: { type: 'string', enum: CHANNELS },
        status: { type: 'string', enum: LOG_STATUSES },
        /** Part of the recipient's address or number. */
        search: { type: 'string', maxLength: 120 },
        template_id: uuidSchema,
        rule_id: uuidSchema,
        sent_by: uuidSchema,
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
    },
} as const;
export type LogQuery = FromSchema<typeof logQuerySchema>;

export const logEntrySchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        channel: { type: 'string', enum: CHANNELS },
        to: { type: 'string' },
        /** The mail's subject, or the WhatsApp template's name. */
        subject: { type: 'string' },
        category: { type: 'string' },
        status: { type: 'string', enum: LOG_STATUSES },
        error: { type: ['string', 'null'] },
        template_id: { type: ['string', 'null'] },
        template_name: { type: ['string', 'null'] },
        rule_id: { type: ['string', 'null'] },
        rule_name: { type: ['string', 'null'] },
        sent_by: { type: ['string', 'null'] },
        sent_by_name: { type: ['string', 'null'] },
        application_id: { type: ['string', 'null'] },
        candidate_id: { type: ['string', 'null'] },
        candidate_name: { type: ['string', 'null'] },
        created_at: { type: 'string', format: 'date-time' },
        sent_at: { type: ['string', 'null'], format: 'date-time' },
    },
} as const;
export type LogEntry = AnswerOf<typeof logEntrySchema>;

export const retryBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['channel'],
    properties: { channel: { type: 'string', enum: CHANNELS } },
} as const;
export type RetryBody = FromSchema<typeof retryBodySchema>;
