/**
 * Automations on the wire (docs/api-communication.md, "Automations"): rules of
 * the form "when <event> (for these jobs, stages, sources or results), send
 * <template> to <recipients>, now or after a delay", their on/off switch, and
 * each rule's log of sends. Email and WhatsApp rules share the routes and
 * differ by `channel`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INTERVIEW_RESULTS } from './interviews';
import { pageQueryProperties, uuidSchema, type AnswerOf } from './common';

/** What the write paths record (server/lib/automationEvents.ts); the offers slice records OFFER_*. */
export const AUTOMATION_EVENT_TYPES = [
    'APPLICATION_CREATED',
    'STAGE_ENTERED',
    'INTERVIEW_SCHEDULED',
    'INTERVIEW_RESCHEDULED',
    'INTERVIEW_CANCELLED',
    'FEEDBACK_SUBMITTED',
    'OFFER_SENT',
    'OFFER_ACCEPTED',
    'OFFER_DECLINED',
    'JOB_PUBLISHED',
] as const;
export type AutomationEventType = (typeof AUTOMATION_EVENT_TYPES)[number];

export const AUTOMATION_CHANNELS = ['EMAIL', 'WHATSAPP'] as const;
export type AutomationChannel = (typeof AUTOMATION_CHANNELS)[number];

export const AUTOMATION_RECIPIENTS = ['CANDIDATE', 'RECRUITERS', 'INTERVIEWERS', 'REFERRER', 'VENDOR'] as const;
export type AutomationRecipient = (typeof AUTOMATION_RECIPIENTS)[number];

export const DELAY_UNITS = ['MINUTES', 'HOURS', 'DAYS'] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
export const DELAY_MINUTES: Record<DelayUnit, number> = { MINUTES: 1, HOURS: 60, DAYS: 1440 };
/** 10,000 of any unit; at most 90 days in all (automationRuleErrors). */
export const MAX_DELAY_VALUE = 10_000;
export const MAX_DELAY_MINUTES = 90 * 1440;

export const SEND_STATUSES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** Which filters mean something for which event; others are refused so a rule never silently ignores one. */
export const EVENT_FILTERS: Record<AutomationEventType, readonly ('job_ids' | 'stage_names' | 'sources' | 'results')[]> = {
    APPLICATION_CREATED: ['job_ids', 'sources'],
    STAGE_ENTERED: ['job_ids', 'stage_names', 'sources'],
    INTERVIEW_SCHEDULED: ['job_ids', 'sources'],
    INTERVIEW_RESCHEDULED: ['job_ids', 'sources'],
    INTERVIEW_CANCELLED: ['job_ids', 'sources'],
    FEEDBACK_SUBMITTED: ['job_ids', 'sources', 'results'],
    OFFER_SENT: ['job_ids', 'sources'],
    OFFER_ACCEPTED: ['job_ids', 'sources'],
    OFFER_DECLINED: ['job_ids', 'sources'],
    JOB_PUBLISHED: ['job_ids'],
};

/** Who an event can reach: a job publication has no candidate, only an interview event has interviewers. */
export const EVENT_RECIPIENTS: Record<AutomationEventType, readonly AutomationRecipient[]> = {
    APPLICATION_CREATED: ['CANDIDATE', 'RECRUITERS', 'REFERRER', 'VENDOR'],
    STAGE_ENTERED: ['CANDIDATE', 'RECRUITERS', 'REFERRER', 'VENDOR'],
    INTERVIEW_SCHEDULED: ['CANDIDATE', 'RECRUITERS', 'INTERVIEWERS', 'REFERRER', 'VENDOR'],
    INTERVIEW_RESCHEDULED: ['CANDIDATE', 'RECRUITERS', 'INTERVIEWERS', 'REFERRER', 'VENDOR'],
    INTERVIEW_CANCELLED: ['CANDIDATE', 'RECRUITERS', 'INTERVIEWERS', 'REFERRER', 'VENDOR'],
    FEEDBACK_SUBMITTED: ['CANDIDATE', 'RECRUITERS', 'INTERVIEWERS', 'REFERRER', 'VENDOR'],
    OFFER_SENT: ['CANDIDATE', 'RECRUITERS', 'REFERRER', 'VENDOR'],
    OFFER_ACCEPTED: ['CANDIDATE', 'RECRUITERS', 'REFERRER', 'VENDOR'],
    OFFER_DECLINED: ['CANDIDATE', 'RECRUITERS', 'REFERRER', 'VENDOR'],
    JOB_PUBLISHED: ['RECRUITERS'],
};

const shortText = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

const ruleFieldSchemas = {
    name: { type: 'string', minLength: 1, maxLength: 120 },
    channel: { type: 'string', enum: AUTOMATION_CHANNELS },
    event_type: { type: 'string', enum: AUTOMATION_EVENT_TYPES },
    job_ids: { type: 'array', items: uuidSchema, maxItems: 100, uniqueItems: true },
    stage_names: { type: 'array', items: shortText(80), maxItems: 50, uniqueItems: true },
    sources: { type: 'array', items: shortText(80), maxItems: 50, uniqueItems: true },
    results: { type: 'array', items: { type: 'string', enum: INTERVIEW_RESULTS }, maxItems: INTERVIEW_RESULTS.length, uniqueItems: true },
    template_id: uuidSchema,
    recipients: { type: 'array', items: { type: 'string', enum: AUTOMATION_RECIPIENTS }, minItems: 1, maxItems: AUTOMATION_RECIPIENTS.length, uniqueItems: true },
    delay_value: { type: 'integer', minimum: 0, maximum: MAX_DELAY_VALUE },
    delay_unit: { type: 'string', enum: DELAY_UNITS },
    enabled: { type: 'boolean' },
} as const;

/** POST email-trigger */
export const createRuleBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'channel', 'event_type', 'template_id', 'recipients'],
    properties: ruleFieldSchemas,
} as const;
export type CreateRuleBody = FromSchema<typeof createRuleBodySchema>;

/** PUT email-trigger/{id}: only the fields sent change; `version` guards against a stale edit. */
export const updateRuleBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { ...ruleFieldSchemas, version: { type: 'integer', minimum: 1 } },
} as const;
export type UpdateRuleBody = FromSchema<typeof updateRuleBodySchema>;

/** PATCH email-trigger/{id}/status */
export const ruleStatusBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['enabled'],
    properties: { enabled: { type: 'boolean' } },
} as const;
export type RuleStatusBody = FromSchema<typeof ruleStatusBodySchema>;

/** GET email-trigger */
export const ruleListQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, channel: { type: 'string', enum: AUTOMATION_CHANNELS } },
} as const;
export type RuleListQuery = FromSchema<typeof ruleListQuerySchema>;

/** GET email-trigger/{id}/log */
export const ruleLogQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, status: { type: 'string', enum: SEND_STATUSES } },
} as const;
export type RuleLogQuery = FromSchema<typeof ruleLogQuerySchema>;

const stringList = { type: 'array', items: { type: 'string' } } as const;

export const ruleSchema = {
    type: 'object',
    properties: {
        id: uuidSchema,
        name: { type: 'string' },
        channel: { type: 'string', enum: AUTOMATION_CHANNELS },
        event_type: { type: 'string', enum: AUTOMATION_EVENT_TYPES },
        job_ids: stringList,
        stage_names: stringList,
        sources: stringList,
        results: stringList,
        template_id: uuidSchema,
        template_name: { type: ['string', 'null'] },
        recipients: { type: 'array', items: { type: 'string', enum: AUTOMATION_RECIPIENTS } },
        delay_value: { type: 'integer' },
        delay_unit: { type: 'string', enum: DELAY_UNITS },
        enabled: { type: 'boolean' },
        version: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
        /** Sends of the rule: queued or waiting, and the last sent. */
        pending_count: { type: 'integer' },
        sent_count: { type: 'integer' },
        failed_count: { type: 'integer' },
    },
} as const;
export type AutomationRule = AnswerOf<typeof ruleSchema>;

export const sendSchema = {
    type: 'object',
    properties: {
        id: uuidSchema,
        event_type: { type: 'string', enum: AUTOMATION_EVENT_TYPES },
        recipient_kind: { type: 'string' },
        to_address: { type: ['string', 'null'] },
        candidate_name: { type: ['string', 'null'] },
        application_id: { type: ['string', 'null'] },
        status: { type: 'string', enum: SEND_STATUSES },
        reason: { type: ['string', 'null'] },
        due_at: { type: 'string', format: 'date-time' },
        done_at: { type: ['string', 'null'], format: 'date-time' },
        created_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type AutomationSend = AnswerOf<typeof sendSchema>;

/** A rule broken across fields (filters the event does not have, recipients it cannot reach, a delay too long). */
export function automationRuleErrors(rule: {
    event_type: AutomationEventType;
    job_ids?: readonly string[];
    stage_names?: readonly string[];
    sources?: readonly string[];
    results?: readonly string[];
    recipients: readonly AutomationRecipient[];
    delay_value?: number;
    delay_unit?: DelayUnit;
}): Record<string, string> {
    const errors: Record<string, string> = {};
    const allowed = EVENT_FILTERS[rule.event_type];
    for (const filter of ['job_ids', 'stage_names', 'sources', 'results'] as const) {
        if ((rule[filter]?.length ?? 0) > 0 && !allowed.includes(filter)) errors[filter] = 'This event cannot be filtered this way.';
    }
    const reachable = EVENT_RECIPIENTS[rule.event_type];
    const unreachable = rule.recipients.filter(r => !reachable.includes(r));
    if (unreachable.length) errors.recipients = `This event has no ${unreachable.map(r => r.toLowerCase()).join(', ')} to send to.`;
    const minutes = (rule.delay_value ?? 0) * DELAY_MINUTES[rule.delay_unit ?? 'MINUTES'];
    if (minutes > MAX_DELAY_MINUTES) errors.delay_value = 'The delay can be at most 90 days.';
    return errors;
}

/** GET email-trigger/options: what the editor offers for a channel. */
export const ruleOptionsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['channel'],
    properties: { channel: { type: 'string', enum: AUTOMATION_CHANNELS } },
} as const;

export const ruleOptionsSchema = {
    type: 'object',
    properties: {
        templates: { type: 'array', items: { type: 'object', properties: { id: uuidSchema, name: { type: 'string' }, status: { type: ['string', 'null'] } } } },
        jobs: { type: 'array', items: { type: 'object', properties: { id: uuidSchema, title: { type: 'string' } } } },
        stage_names: stringList,
        sources: stringList,
    },
} as const;
export type RuleOptions = AnswerOf<typeof ruleOptionsSchema>;
