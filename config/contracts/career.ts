/**
 * The public career page's wire shapes (docs/api-career.md): the open-jobs
 * list with SPEC.md section 3's filter keys, a job's public page, the filter
 * options, the industries (sso-industry) and skills (get-skills), and the
 * white-label partner sites. Every route here is public (no session): the
 * workspace is the request's host, as everywhere.
 *
 * Which jobs are public: those of the host's workspace with "Show on the
 * career page" on (`show_on_career_page`), job_type OPEN, status ACTIVE, and
 * a job_deadline that is empty or not yet past in the workspace's time zone.
 * Any other job (closed, on hold, draft, unpublished, past its deadline, of
 * another workspace, unknown) is a 404 with the same body.
 *
 * Salary is public when the job has one: the job form's "Salary from" and
 * "Salary to" are the advertised range; a job without them shows no salary
 * and never matches a `ctc` filter.
 *
 * Partner attribution (agreed with the candidate server, config/contracts/candidatePortal.ts):
 * a partner's embed opens the career page as
 * `/careerPage?embed=1&partner={partner id}&utm_source={partner name}&utm_medium=partner_site`
 * and its job links open the job's page in a new top-level tab with the same
 * query, so the attribution cookies of SPEC.md section 4 are saved first-party
 * as for any other visit. The apply request carries `partner_id`
 * (`partnerAttributionProperties` below, spread into its body) read from the
 * `partner` query the page was opened with; the server then records the
 * application's source as the partner's name and utm_medium `partner_site`
 * (an unknown or inactive partner is ignored, never an error: a stale embed
 * must not block an application). server/lib/careerPartners.ts
 * `activePartner(tx, id)` reads it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import constants from '../constants.json';
import industriesFile from '../industries.json';
import { cityIdSchema } from './cities';
import { listMetaSchema, uuidSchema, type AnswerOf } from './common';
import { EMPLOYMENT_TYPES } from './jobs';
import { screeningQuestionAnswerSchema } from './screening';

/** Jobs on a page of the career page (SPEC.md section 3: career page state, limit 10). */
export const CAREER_PAGE_SIZE = constants.pageSize.careerPage;
export const CAREER_PAGE_MAX = 50;

/** A band of years: a job matches when its experience range overlaps [min, max]. */
export const WORK_EXPERIENCE_BANDS = [
    { id: '0-1', label: '0 to 1 year', min: 0, max: 1 },
    { id: '1-3', label: '1 to 3 years', min: 1, max: 3 },
    { id: '3-5', label: '3 to 5 years', min: 3, max: 5 },
    { id: '5-10', label: '5 to 10 years', min: 5, max: 10 },
    { id: '10-40', label: '10 years or more', min: 10, max: 40 },
] as const;
export type WorkExperienceBandId = (typeof WORK_EXPERIENCE_BANDS)[number]['id'];

/**
 * Yearly pay bands (in the job's currency; `max` null: no upper bound). A
 * job matches when its published salary range overlaps [min, max).
 */
export const CTC_BANDS = [
    { id: '0-300000', label: 'Up to 300,000', min: 0, max: 300_000 },
    { id: '300000-600000', label: '300,000 to 600,000', min: 300_000, max: 600_000 },
    { id: '600000-1000000', label: '600,000 to 1,000,000', min: 600_000, max: 1_000_000 },
    { id: '1000000-2000000', label: '1,000,000 to 2,000,000', min: 1_000_000, max: 2_000_000 },
    { id: '2000000-', label: '2,000,000 or more', min: 2_000_000, max: null },
] as const;
export type CtcBandId = (typeof CTC_BANDS)[number]['id'];

/** sort_by: newest posted first (the default), oldest first, title A to Z, highest salary first, nearest deadline first. */
export const CAREER_SORTS = [
    { id: 'newest', label: 'Newest first' },
    { id: 'oldest', label: 'Oldest first' },
    { id: 'title', label: 'Title (A to Z)' },
    { id: 'salary_high', label: 'Highest salary' },
    { id: 'deadline', label: 'Closing soon' },
] as const;
export type CareerSort = (typeof CAREER_SORTS)[number]['id'];

/** Industries (config/industries.json): GET /api/sso-industry and the industry filter. */
export const INDUSTRIES: readonly { id: string; name: string }[] = industriesFile.industries;

const ids = <T extends readonly { id: string }[]>(list: T) => list.map(item => item.id) as unknown as { [K in keyof T]: T[K] extends { id: infer I } ? I : never };

/**
 * GET /api/career/jobs: SPEC.md section 3's open-jobs filter keys, exactly.
 * - job_role_group_id: a position category's id (the job form's Position category);
 * - city_id: a city's id (config/contracts/cities.ts) as the options list gives it: jobs with a location in that city;
 * - job_type_id: the employment type (FULL_TIME, PART_TIME, CONTRACT, INTERNSHIP);
 * - industry_id: an id of GET /api/sso-industry; a job's industry is its company's
 *   (the company profile's Industry), so the filter keeps all jobs or none;
 * - ctc: a CTC_BANDS id; work_exp_id: a WORK_EXPERIENCE_BANDS id; sort_by: a CAREER_SORTS id;
 * - keyword: words all found in the title, skills, locations or position category (case-insensitive);
 * - currentPage from 1; limit 10 by default (the career page state).
 */
export const careerJobsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        currentPage: { type: 'integer', minimum: 1, maximum: 10_000 },
        limit: { type: 'integer', minimum: 1, maximum: CAREER_PAGE_MAX },
        job_role_group_id: uuidSchema,
        city_id: cityIdSchema,
        job_type_id: { type: 'string', enum: EMPLOYMENT_TYPES },
        industry_id: { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
        ctc: { type: 'string', enum: ids(CTC_BANDS) },
        sort_by: { type: 'string', enum: ids(CAREER_SORTS) },
        work_exp_id: { type: 'string', enum: ids(WORK_EXPERIENCE_BANDS) },
        keyword: { type: 'string', maxLength: 100 },
    },
} as const;
export type CareerJobsQuery = FromSchema<typeof careerJobsQuerySchema>;

const nullableText = { type: ['string', 'null'] } as const;

/** The published salary, or null when the job shows none. */
export const careerSalarySchema = {
    type: ['object', 'null'],
    properties: { min: { type: ['number', 'null'] }, max: { type: ['number', 'null'] }, currency: nullableText },
} as const;

/** The hiring company as the career page brands it (the workspace's profile). */
export const careerCompanySchema = {
    type: 'object',
    properties: {
        name: { type: 'string' },
        brand_name: nullableText,
        /** The profile image as stored (SPEC.md's profile-image rule applies). */
        logo: nullableText,
        theme_color: { type: 'string' },
        website: nullableText,
        industry: nullableText,
        about: nullableText,
    },
} as const;
export type CareerCompany = AnswerOf<typeof careerCompanySchema>;

const careerJobFields = {
    id: { type: 'string' },
    title: { type: 'string' },
    job_locations: { type: 'array', items: { type: 'string' } },
    employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
    min_experience: { type: 'integer' },
    max_experience: { type: 'integer' },
    salary: careerSalarySchema,
    skills: { type: 'array', items: { type: 'string' } },
    role_group: { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' } } },
    openings: { type: 'integer' },
    posted_date: { type: 'string', format: 'date' },
    /** The last day applications are taken, or null. */
    job_deadline: nullableText,
    /** Whether Apply asks screening questions (a job without any can be applied to in one step). */
    has_screening_questions: { type: 'boolean' },
    /** The job's public page on this host (the share URL): `{origin}/careerPage/job/{id}`. */
    share_url: { type: 'string' },
} as const;

/** A job on the career page's list. */
export const careerJobCardSchema = { type: 'object', properties: careerJobFields } as const;
export type CareerJobCard = AnswerOf<typeof careerJobCardSchema>;

/** GET /api/career/jobs's answer: a page of jobs and the list meta of every list. */
export const careerJobsAnswerSchema = {
    type: 'object',
    properties: {
        status: { type: 'boolean' },
        message: { type: 'string' },
        data: { type: 'array', items: careerJobCardSchema },
        meta: listMetaSchema,
    },
} as const;

/**
 * GET /api/career/jobs/{id}: the job's page. `description` is the job's HTML
 * as stored (sanitised on write, server/lib/sanitize.ts); `description_text`
 * the same as plain text. Apply posts to the candidate routes with `id`,
 * answering `screening_questions` (config/contracts/screening.ts).
 */
export const careerJobDetailSchema = {
    type: 'object',
    properties: {
        ...careerJobFields,
        description: nullableText,
        description_text: { type: 'string' },
        screening_questions: { type: 'array', items: screeningQuestionAnswerSchema },
        company: careerCompanySchema,
    },
} as const;
export type CareerJobDetail = AnswerOf<typeof careerJobDetailSchema>;

export const careerJobParamsSchema = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: uuidSchema } } as const;

const optionSchema = { type: 'object', properties: { id: { type: 'string' }, label: { type: 'string' } } } as const;
const bandSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, label: { type: 'string' }, min: { type: 'number' }, max: { type: ['number', 'null'] } },
} as const;
export type CareerOption = AnswerOf<typeof optionSchema>;
export type CareerBand = AnswerOf<typeof bandSchema>;

/**
 * GET /api/career/filters: what each filter may be set to, and the company
 * the page is branded with. role_groups and cities are those of the jobs on
 * the page now; job_types, work_experience, ctc and sort_by are fixed lists;
 * industries are all of sso-industry.
 */
export const careerFiltersSchema = {
    type: 'object',
    properties: {
        company: careerCompanySchema,
        role_groups: { type: 'array', items: optionSchema },
        cities: { type: 'array', items: optionSchema },
        job_types: { type: 'array', items: optionSchema },
        industries: { type: 'array', items: optionSchema },
        work_experience: { type: 'array', items: bandSchema },
        ctc: { type: 'array', items: bandSchema },
        sort_by: { type: 'array', items: optionSchema },
    },
} as const;
export type CareerFilters = AnswerOf<typeof careerFiltersSchema>;

/** GET /api/sso-industry: every industry, by name. */
export const industrySchema = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } as const;
export type Industry = AnswerOf<typeof industrySchema>;

/**
 * GET /api/career/get-skills: the skills the jobs on the career page ask for,
 * the most asked first (names containing `search`, those starting with it first).
 */
export const careerSkillsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { search: { type: 'string', maxLength: 80 }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;
export type CareerSkillsQuery = FromSchema<typeof careerSkillsQuerySchema>;

// ---------------------------------------------------------------------------
// White-label partner sites. A workspace admin keeps them under Partner sites
// (config/resources/partner_sites.json: name, origin, brand_color, status;
// COMPANY-PROFILE permission). An ACTIVE partner's origin may call the
// career API cross-origin (CORS) and frame the career page (CSP
// frame-ancestors).

/** An origin: https, a host and an optional port, no path (http only for *.localhost, for local testing). */
export const PARTNER_ORIGIN_PATTERN = '^(https://[A-Za-z0-9.-]+|http://([A-Za-z0-9-]+\\.)*localhost)(:[0-9]{1,5})?$';
export const PARTNER_COLOR_PATTERN = '^#[0-9A-Fa-f]{6}$';

/** GET /api/career/partners/{id}: what the embed mode shows (an ACTIVE partner only; any other id is a 404). */
export const careerPartnerSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        /** The partner's colour (#rrggbb), or null: the workspace's theme colour. */
        brand_color: nullableText,
    },
} as const;
export type CareerPartner = AnswerOf<typeof careerPartnerSchema>;

/**
 * The query the embed opens the career page with (the console reads it;
 * docs/api-career.md, "Embed"): `?embed=1` (`embed` is the value the
 * `embed` key carries), and the keys of the partner's id and attribution.
 */
export const careerEmbedQuery = { embed: '1', partner: 'partner', utmSource: 'utm_source', utmMedium: 'utm_medium' } as const;
/** utm_medium of an application made through a partner site. */
export const PARTNER_UTM_MEDIUM = 'partner_site';

/** Spread into the apply request's body: the partner the visit came through (see the file's header). */
export const partnerAttributionProperties = { partner_id: uuidSchema } as const;

/**
 * GET candidate/applied-jobs's `job_ids` (candidatePortal.ts, appliedJobsQuerySchema) as the query carries
 * it, and back (ids in any case: Postgres compares uuids, not their text). Here, so the career page's list,
 * which marks its cards with it, does not download the candidate portal's contract.
 */
export const joinJobIds = (ids: readonly string[]): string => ids.join(',');
export const splitJobIds = (text: string): string[] => text.split(',');

/** The job's public path (the share URL is this on the workspace's host). */
export const careerJobPath = (id: string) => `/careerPage/job/${id}`;
export const CAREER_PAGE_PATH = '/careerPage';
/** Natural addresses of the career page, sent on to it with their query (server/routes/career.ts, careerRoutes.tsx). */
export const CAREER_PAGE_ALIASES = ['/career', '/careers'] as const;
