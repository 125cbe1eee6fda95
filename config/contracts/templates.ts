/**
 * Templates (docs/api-communication.md, "Templates"): POST email-content
 * previews a template, saved or as being edited, rendered against a real
 * application of the workspace. The variables themselves are data:
 * config/communication/variables.json.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { nullableUuidSchema, uuidSchema, type AnswerOf } from './common';

export const TEMPLATE_KINDS = ['EMAIL', 'OFFER_LETTER'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const emailContentBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        /** A saved email template; `subject` and `body`, when sent, stand for its unsaved edits. */
        template_id: uuidSchema,
        subject: { type: 'string', maxLength: 200 },
        body: { type: 'string', minLength: 1, maxLength: 100000 },
        /** The record to render against; default: the workspace's newest application. */
        application_id: uuidSchema,
        /** OFFER_LETTER accepts the template's own fields ({{reporting_manager}}), shown as written. */
        kind: { type: 'string', enum: TEMPLATE_KINDS, default: 'EMAIL' },
    },
} as const;
export type EmailContentBody = FromSchema<typeof emailContentBodySchema>;

export const emailContentSchema = {
    type: 'object',
    properties: {
        subject: { type: 'string' },
        /** Rendered, values escaped, then sanitised: safe to show as HTML. */
        html: { type: 'string' },
        text: { type: 'string' },
        /** The application rendered against; null when the workspace has none (the variables' samples stand in). */
        application_id: nullableUuidSchema,
        candidate_name: { type: ['string', 'null'] },
        job_title: { type: ['string', 'null'] },
    },
} as const;
export type EmailContent = AnswerOf<typeof emailContentSchema>;

export const templateMessages = {
    previewed: 'Preview rendered.',
    sampleValues: 'The workspace has no application yet: sample values stand in.',
    nothingToPreview: 'Send a template_id, or a body to preview.',
} as const;
