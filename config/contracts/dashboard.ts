/**
 * The corporate dashboard on the wire (GET get-corporate-dashboard,
 * docs/api-dashboard.md): the period's tiles against the previous period of
 * the same length, the pipeline funnel, applications over time, the source
 * mix, jobs nearing their hiring deadline and what needs the caller. Every
 * figure is an SQL aggregate (server/lib/dashboard*.ts); the definitions are
 * in docs/api-dashboard.md and the words the console shows are in
 * config/i18n/en.json under ats.dashboard.
 */
import type { FromSchema } from 'json-schema-to-ts';
import constants from '../constants.json';
import { uuidSchema, type AnswerOf } from './common';

export const DASHBOARD_PERIODS = ['last_7_days', 'last_30_days', 'last_90_days', 'this_year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'last_30_days';

/**
 * Teammates with the RECRUITER role see their own jobs' figures on the dashboard and in the
 * reports (scope `own_jobs`); CORPORATE and LEAD_RECRUITER the workspace's (docs/decisions.md).
 * Their console leaves out the Recruiter filter, which would only narrow their own jobs further.
 */
export const countsOwnJobs = (role: string | undefined): boolean => role === 'RECRUITER';

/** The tiles, in the order the console shows them. */
export const DASHBOARD_TILES = ['open_jobs', 'applications', 'in_process', 'interviews_this_week', 'offers_out', 'hires', 'median_days_to_fill'] as const;
export type DashboardTileKey = (typeof DASHBOARD_TILES)[number];

/**
 * The funnel's steps. A job's stages are read by name and position
 * (docs/decisions.md, "What a hire is"): the first stage is applied, a stage
 * named Hired (or, without one, the last stage that is not Rejected) is
 * hired, a name starting with "Offer" is offer, a name containing
 * "Interview" is interview, any other stage is screening; Rejected is out.
 */
export const FUNNEL_STEPS = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * Where an application came from, first match wins: vendor (a vendor's
 * submission or source "Vendor"), referral (a referring employee, or source
 * "Referral" / "Employee referral"), employee (an employee applying, source
 * "Employee"), campaign (any utm_campaign), career_page (source "Career page"
 * or a partner site), direct (no source: added by a recruiter, an upload),
 * other (any other utm_source, e.g. a job board).
 */
export const SOURCE_BUCKETS = ['career_page', 'vendor', 'referral', 'employee', 'campaign', 'direct', 'other'] as const;
export type SourceBucket = (typeof SOURCE_BUCKETS)[number];

/** Applications in a stage that is neither hired nor rejected for longer than this many days are "stuck". */
export const STUCK_IN_STAGE_DAYS: number = constants.stuckInStageDays;
/** Jobs whose hiring deadline is today or within this many days are listed. */
export const DEADLINE_WINDOW_DAYS = 14;
/** The longest lists the dashboard returns (their totals are counted in full). */
export const DASHBOARD_LIST_LIMIT = 10;

export const dashboardQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        period: { type: 'string', enum: DASHBOARD_PERIODS, default: DEFAULT_DASHBOARD_PERIOD },
        client_id: uuidSchema,
        department_id: uuidSchema,
        recruiter_id: uuidSchema,
    },
} as const;
export type DashboardQuery = FromSchema<typeof dashboardQuerySchema>;

const tileSchema = {
    type: 'object',
    properties: {
        value: { type: ['number', 'null'] },
        previous: { type: ['number', 'null'] },
    },
} as const;

const countSchema = { type: 'integer' } as const;

export const corporateDashboardSchema = {
    type: 'object',
    properties: {
        period: {
            type: 'object',
            description: 'Calendar days in the workspace time zone, both ends included; the previous period has the same length and ends the day before `from`',
            properties: {
                name: { type: 'string', enum: DASHBOARD_PERIODS },
                from: { type: 'string', format: 'date' },
                to: { type: 'string', format: 'date' },
                previous_from: { type: 'string', format: 'date' },
                previous_to: { type: 'string', format: 'date' },
                time_zone: { type: 'string' },
            },
        },
        scope: { type: 'string', enum: ['workspace', 'own_jobs'], description: "own_jobs: a RECRUITER's answer counts only the jobs they are assigned to" },
        tiles: {
            type: 'object',
            properties: {
                open_jobs: tileSchema,
                applications: tileSchema,
                in_process: tileSchema,
                interviews_this_week: tileSchema,
                offers_out: tileSchema,
                hires: tileSchema,
                median_days_to_fill: tileSchema,
            },
        },
        funnel: {
            type: 'array',
            description: "The period's applications by the furthest step each reached (an application counts in every step up to it)",
            items: { type: 'object', properties: { step: { type: 'string', enum: FUNNEL_STEPS }, count: countSchema } },
        },
        applications_over_time: {
            type: 'object',
            properties: {
                bucket: { type: 'string', enum: ['day', 'week'] },
                points: { type: 'array', items: { type: 'object', properties: { date: { type: 'string', format: 'date' }, count: countSchema } } },
            },
        },
        source_mix: {
            type: 'object',
            properties: {
                buckets: { type: 'array', items: { type: 'object', properties: { source: { type: 'string', enum: SOURCE_BUCKETS }, count: countSchema } } },
                campaigns: {
                    type: 'array',
                    description: 'The most frequent utm_campaign values of the period',
                    items: { type: 'object', properties: { campaign: { type: 'string' }, count: countSchema } },
                },
            },
        },
        deadlines: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    id: { type: 'string' },
                    title: { type: 'string' },
                    deadline: { type: 'string', format: 'date' },
                    open_applications: countSchema,
                },
            },
        },
        needs_you: {
            type: 'object',
            properties: {
                stuck_days: countSchema,
                feedback_pending: {
                    type: 'object',
                    properties: {
                        total: countSchema,
                        items: {
                            type: 'array',
                            items: {
                                type: 'object',
                                properties: {
                                    interview_id: { type: 'string' },
                                    application_id: { type: 'string' },
                                    job_id: { type: 'string' },
                                    job_title: { type: 'string' },
                                    candidate_name: { type: 'string' },
                                    round_name: { type: 'string' },
                                    ends_at: { type: 'string', format: 'date-time' },
                                },
                            },
                        },
                    },
                },
                stuck: {
                    type: 'object',
                    properties: {
                        total: countSchema,
                        items: {
                            type: 'array',
                            items: {
                                type: 'object',
                                properties: {
                                    application_id: { type: 'string' },
                                    job_id: { type: 'string' },
                                    job_title: { type: 'string' },
                                    candidate_name: { type: 'string' },
                                    stage_name: { type: 'string' },
                                    days_in_stage: countSchema,
                                },
                            },
                        },
                    },
                },
            },
        },
    },
} as const;
export type CorporateDashboard = AnswerOf<typeof corporateDashboardSchema>;
export type DashboardTile = CorporateDashboard['tiles'][DashboardTileKey];
