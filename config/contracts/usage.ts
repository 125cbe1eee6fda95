/**
 * A workspace's usage and consumption on the wire (docs/api-dashboard.md,
 * "Usage and the CS dashboard"): GET usage, an admin's page for their own
 * workspace, and GET cs-dashboard, the same figures with the setup checklist
 * for the workspaces listed in CS_DASHBOARD_WORKSPACES. What each figure
 * counts is in docs/decisions.md ("Usage"); server/lib/usage.ts counts them.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { AnswerOf } from './common';

export const USAGE_MONTHS = { min: 1, max: 24, default: 12 } as const;

/** The roles whose active users are counted, in the order the console shows them. */
export const USAGE_ROLES = ['CORPORATE', 'LEAD_RECRUITER', 'RECRUITER', 'INTERVIEWER', 'VENDOR', 'EMPLOYEE', 'CANDIDATE'] as const;
export type UsageRole = (typeof USAGE_ROLES)[number];

/** The per-month counts, in the order the console's table shows them. */
export const USAGE_COUNTS = ['jobs_posted', 'applications', 'interviews', 'emails_sent', 'whatsapp_sent', 'storage_added_bytes'] as const;
export type UsageCount = (typeof USAGE_COUNTS)[number];

/** The setup checklist's steps, in order. */
export const SETUP_STEPS = ['departments', 'teammates', 'pipeline', 'career_page', 'templates'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const usageQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        /** How many calendar months, ending with the current one (workspace time zone). */
        months: { type: 'integer', minimum: USAGE_MONTHS.min, maximum: USAGE_MONTHS.max, default: USAGE_MONTHS.default },
    },
} as const;
export type UsageQuery = FromSchema<typeof usageQuerySchema>;

const count = { type: 'integer' } as const;

export const usageSchema = {
    type: 'object',
    properties: {
        time_zone: { type: 'string' },
        months: {
            type: 'array',
            description: 'Oldest first; every month present, zeros included',
            items: {
                type: 'object',
                properties: {
                    month: { type: 'string', description: 'YYYY-MM' },
                    active_users: {
                        type: 'object',
                        description: 'Users who signed in during the month, by their role',
                        properties: Object.fromEntries(USAGE_ROLES.map(role => [role, count])) as Record<UsageRole, typeof count>,
                    },
                    jobs_posted: count,
                    applications: count,
                    interviews: count,
                    emails_sent: count,
                    whatsapp_sent: count,
                    storage_added_bytes: count,
                },
            },
        },
        storage: {
            type: 'object',
            description: 'Stored files now (resumes, offer letters, uploads)',
            properties: { files: count, bytes: count },
        },
    },
} as const;
export type Usage = AnswerOf<typeof usageSchema>;
export type UsageMonth = Usage['months'][number];

export const csDashboardSchema = {
    type: 'object',
    properties: {
        workspace: { type: 'object', properties: { id: { type: 'string' }, company_name: { type: 'string' }, host: { type: 'string' } } },
        usage: usageSchema,
        setup: {
            type: 'array',
            description: 'The setup checklist: each step, whether it is done and the count it is judged on',
            items: { type: 'object', properties: { step: { type: 'string', enum: SETUP_STEPS }, done: { type: 'boolean' }, count } },
        },
    },
} as const;
export type CsDashboard = AnswerOf<typeof csDashboardSchema>;
