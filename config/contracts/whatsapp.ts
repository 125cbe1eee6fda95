/**
 * WhatsApp on the wire (docs/api-communication.md, "WhatsApp"): a candidate's
 * opt-in as the recruiter and the candidate read and record it, a template
 * message sent by hand to an application's candidate, and the Cloud API's
 * delivery-status webhook.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema, type AnswerOf } from './common';

export const OPT_IN_STATES = ['OPTED_IN', 'OPTED_OUT'] as const;
export const OPT_IN_SOURCES = ['CAREER_APPLY', 'CANDIDATE_PROFILE', 'RECRUITER', 'REPLY_STOP'] as const;
export const NOT_QUEUED_REASONS = ['NO_OPT_IN', 'OPTED_OUT', 'NO_PHONE'] as const;

/** A candidate's WhatsApp consent: NONE until one is recorded; the latest record wins. */
export const whatsappOptInSchema = {
    type: 'object',
    properties: {
        state: { type: 'string', enum: [...OPT_IN_STATES, 'NONE'] },
        source: { anyOf: [{ type: 'string', enum: OPT_IN_SOURCES }, { type: 'null' }] },
        recorded_at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        /** Whether the candidate has a phone number a message could go to. */
        has_phone: { type: 'boolean' },
    },
} as const;
export type WhatsAppOptIn = AnswerOf<typeof whatsappOptInSchema>;

/** Recording a consent: the recruiter's (source RECRUITER) or the candidate's own (CANDIDATE_PROFILE). */
export const whatsappOptInBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['state'],
    properties: { state: { type: 'string', enum: OPT_IN_STATES } },
} as const;
export type WhatsAppOptInBody = FromSchema<typeof whatsappOptInBodySchema>;

/** One template message to an application's candidate: the template and the values of its {{1}}, {{2}}, … in order. */
export const whatsappSendBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['template_id', 'variables'],
    properties: {
        template_id: uuidSchema,
        variables: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 1024 } },
    },
} as const;
export type WhatsAppSendBody = FromSchema<typeof whatsappSendBodySchema>;

/** Queued, or why not: the candidate never opted in, opted out, or has no phone number. */
export const whatsappSendAnswerSchema = {
    type: 'object',
    properties: {
        queued: { type: 'boolean' },
        reason: { type: 'string', enum: NOT_QUEUED_REASONS },
    },
} as const;
export type WhatsAppSendAnswer = AnswerOf<typeof whatsappSendAnswerSchema, 'reason'>;

/** The Cloud API's subscription check (GET): answered with hub.challenge when hub.verify_token matches. */
export const whatsappVerifyQuerySchema = {
    type: 'object',
    properties: {
        'hub.mode': { type: 'string', maxLength: 50 },
        'hub.verify_token': { type: 'string', maxLength: 500 },
        'hub.challenge': { type: 'string', maxLength: 500 },
    },
} as const;

export const whatsappMessagesText = {
    optInRecorded: 'WhatsApp consent recorded.',
    queued: 'WhatsApp message queued.',
    notQueued: {
        NO_OPT_IN: 'Not sent: the candidate has not opted in to WhatsApp messages.',
        OPTED_OUT: 'Not sent: the candidate opted out of WhatsApp messages.',
        NO_PHONE: 'Not sent: the candidate has no phone number.',
    },
    badSignature: 'The webhook signature is missing or wrong.',
    notConfigured: 'The WhatsApp webhook is not configured on this server.',
    verifyRefused: 'The verify token does not match.',
} as const;
