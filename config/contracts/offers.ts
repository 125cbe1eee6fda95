/**
 * Offer letters on the wire (docs/api-communication.md, "Offer letters"): an
 * offer made from an application and an offer letter template, its PDF, and
 * its lifecycle DRAFT → SENT → ACCEPTED / DECLINED / WITHDRAWN / EXPIRED. The
 * server validates with these schemas, the OpenAPI document publishes them
 * and the console derives its types from them; the transition rules and
 * their refusals are here too, so both sides say the same thing.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { isTemplateVariable, OWN_FIELD, placeholders } from '../communication/variables';
import { pageQueryProperties, uuidSchema, type AnswerOf } from './common';

export const OFFER_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD', 'AUD', 'CAD'] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];
/** What update-status may ask for by hand; ACCEPTED and DECLINED are the candidate's, EXPIRED the calendar's. */
export const MANUAL_TARGETS = ['SENT', 'WITHDRAWN'] as const;
export const OFFER_PAGE_SIZE = 10;
/** At most this many template fields, each value at most FIELD_MAX characters. */
export const MAX_TEMPLATE_FIELDS = 20;
export const FIELD_MAX = 500;

/** Words for a status, in messages and chips. */
export const OFFER_STATUS_WORDS: Record<OfferStatus, string> = {
    DRAFT: 'draft',
    SENT: 'sent',
    ACCEPTED: 'accepted',
    DECLINED: 'declined',
    WITHDRAWN: 'withdrawn',
    EXPIRED: 'expired',
};

/**
 * Placeholders of the old offer templates (before the shared variables of
 * config/communication/variables.json), read as the shared names.
 */
export const LEGACY_OFFER_VARIABLES: Record<string, string> = {
    candidate_name: 'candidate.name',
    job_title: 'job.title',
    company_name: 'company.name',
    joining_date: 'offer.joining_date',
    annual_ctc: 'offer.annual_ctc',
};

/**
 * A template's own fields: the placeholders of its body that are neither a
 * shared variable nor an old name of one (`{{reporting_manager}}`). The offer
 * form asks for each; the letter renders their values.
 */
export function templateFields(body: string): string[] {
    return placeholders(body).filter(name => OWN_FIELD.test(name) && !isTemplateVariable(name) && !(name in LEGACY_OFFER_VARIABLES));
}

/** "reporting_manager" → "Reporting manager": the field's label in the form. */
export const fieldLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

export const offerMessages = {
    created: 'Offer letter created as a draft.',
    updated: 'Offer letter saved.',
    deleted: 'Draft offer deleted.',
    sent: 'Offer letter sent to the candidate.',
    sentAndMoved: 'Offer letter sent to the candidate, who moved to the offer stage.',
    resent: 'Offer letter sent again.',
    withdrawn: 'Offer letter withdrawn.',
    onlyDraftEditable: (status: OfferStatus) => `Only a draft offer can be edited; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    onlyDraftDeletable: (status: OfferStatus) => `Only a draft offer can be deleted; this offer is ${OFFER_STATUS_WORDS[status]}. Withdraw a sent offer instead.`,
    cannotSend: (status: OfferStatus) => `Only a draft offer can be sent; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    cannotResend: (status: OfferStatus) => `Only a sent offer can be sent again; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    cannotWithdraw: (status: OfferStatus) => `Only a sent offer can be withdrawn; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    candidateAnswers: (status: OfferStatus) => `Only the candidate accepts or declines an offer, from their area; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    expiresItself: (status: OfferStatus) => `An offer expires by itself after its expiry date; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    noDraftAgain: (status: OfferStatus) => `An offer cannot go back to draft; this offer is ${OFFER_STATUS_WORDS[status]}.`,
    cannotAnswer: (status: OfferStatus) => `This offer is ${OFFER_STATUS_WORDS[status]}: it can no longer be answered.`,
    expiredOn: (day: string) => `This offer expired on ${day}: it can no longer be answered.`,
    expiryPassed: 'The expiry date has passed: set a later one before sending.',
    noApplication: 'This offer belongs to no application (it was written before offers were made from applications): make a new one from the application.',
    noEmail: 'The candidate has no email address to send the offer to.',
    expiryInPast: 'The expiry date cannot be in the past.',
    expiryAfterJoining: 'The offer must expire on or before the joining date.',
    templateInactive: 'Choose an active offer letter template.',
    fieldMissing: 'Fill in this field of the template.',
    fieldUnknown: 'The template has no such field.',
} as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const dateSchema = { type: 'string', format: 'date' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date' } as const;

const fieldValuesSchema = {
    type: 'object',
    // Names are checked against the template's own fields (a 400 naming the field); OpenAPI 3.0 has no propertyNames.
    maxProperties: MAX_TEMPLATE_FIELDS,
    additionalProperties: { type: 'string', maxLength: FIELD_MAX },
} as const;

const editableProperties = {
    template_id: uuidSchema,
    annual_ctc: { type: 'number', minimum: 0, maximum: 1_000_000_000_000 },
    currency: { type: 'string', enum: OFFER_CURRENCIES },
    joining_date: dateSchema,
    expires_on: dateSchema,
    /** The template's own fields by name (templateFields). */
    field_values: fieldValuesSchema,
} as const;

/** POST offer-letter: a DRAFT for an application. */
export const createOfferBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['application_id', 'template_id', 'annual_ctc', 'currency', 'joining_date', 'expires_on'],
    properties: { application_id: uuidSchema, ...editableProperties },
} as const;
export type CreateOfferBody = FromSchema<typeof createOfferBodySchema>;

/** PUT offer-letter/{id}: the named fields of a DRAFT, from the version the edit started from. */
export const updateOfferBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    minProperties: 2,
    properties: { version: { type: 'integer', minimum: 1 }, ...editableProperties },
} as const;
export type UpdateOfferBody = FromSchema<typeof updateOfferBodySchema>;

/** PATCH offer-letter/{id}/update-status: SENT sends a draft, WITHDRAWN withdraws a sent offer; the others are refused by name. */
export const updateStatusBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: { status: { type: 'string', enum: OFFER_STATUSES } },
} as const;
export type UpdateStatusBody = FromSchema<typeof updateStatusBodySchema>;

export const offerListQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        offer_status: { type: 'string', enum: OFFER_STATUSES },
        application_id: uuidSchema,
        search: { type: 'string', maxLength: 100 },
    },
} as const;
export type OfferListQuery = FromSchema<typeof offerListQuerySchema>;

export const offerSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        /** Null only for an offer written before offers were made from applications (docs/decisions.md). */
        application_id: nullableString,
        candidate_id: nullableString,
        candidate_name: { type: 'string' },
        candidate_email: { type: 'string' },
        job_title: { type: 'string' },
        template_id: nullableString,
        template_name: nullableString,
        annual_ctc: { type: ['number', 'null'] },
        currency: { type: 'string' },
        joining_date: nullableDate,
        expires_on: nullableDate,
        field_values: { type: 'object', additionalProperties: { type: 'string' } },
        offer_status: { type: 'string', enum: OFFER_STATUSES },
        sent_at: nullableDateTime,
        sent_by: nullableString,
        responded_at: nullableDateTime,
        decline_reason: nullableString,
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
        version: { type: 'integer' },
    },
} as const;
export type Offer = AnswerOf<typeof offerSchema>;

/** The application picker of the offer form: applications whose candidate or job matches. */
export const offerApplicationOptionSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, candidate_name: { type: 'string' }, candidate_email: { type: 'string' }, job_title: { type: 'string' }, stage: { type: 'string' } },
} as const;
export type OfferApplicationOption = AnswerOf<typeof offerApplicationOptionSchema>;
export const offerApplicationQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { search: { type: 'string', maxLength: 100 }, limit: { type: 'integer', minimum: 1, maximum: 50 } },
} as const;
