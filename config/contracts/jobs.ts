/**
 * The job's wire shapes (docs/api-jobs.md): the writable fields, a job as the
 * API answers it, the list query, and the cross-field rules the job form and
 * the server both run (same rule, same messages). The server's validation,
 * the OpenAPI document, the handlers' types and the console's types all come
 * from the schemas below.
 */
import type { FromSchema } from 'json-schema-to-ts';
import constants from '../constants.json';
import { nullableUuidSchema, pageQueryProperties, type AnswerOf, type FieldErrors } from './common';
import { screeningQuestionAnswerSchema, screeningQuestionSchema } from './screening';

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;
export const POSITION_TYPES = ['NEW', 'REPLACEMENT'] as const;
export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const JOB_TYPES = ['OPEN', 'CLOSED', 'ON_HOLD', 'DRAFT'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type PositionType = (typeof POSITION_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type JobType = (typeof JOB_TYPES)[number];
/** Which vendors see a job (docs/api-vendors.md): all active vendors, the chosen ones (vendor_ids), or none. */
export const VENDOR_ACCESS = ['ALL', 'CHOSEN', 'NONE'] as const;
export type VendorAccess = (typeof VENDOR_ACCESS)[number];

/** Years of experience a job may ask: config/constants.json, the one place the range is written. */
export const EXPERIENCE = constants.experienceYears;

/**
 * How a job's experience range is put in words, on every card and page that shows it: the whole
 * scale asks for no experience in particular ("Any experience", what a job imported without
 * experience columns gets), a range up to the top reads "5+ years", one of no years "No experience".
 */
export type ExperienceWording = 'any' | 'none' | 'exact' | 'at_least' | 'range';
export function experienceWording(min: number, max: number): ExperienceWording {
    if (min <= EXPERIENCE.min && max >= EXPERIENCE.max) return 'any';
    if (max <= EXPERIENCE.min) return 'none';
    if (max >= EXPERIENCE.max) return 'at_least';
    return min === max ? 'exact' : 'range';
}

/**
 * Those words from an area's catalogue, with min, max and the plural's count. `keyOf` spells the
 * key out in the caller's own source (its area's experience_wording), where the catalogue tests
 * look for the keys an area writes (tests/unit/i18n).
 */
export function experienceWords(translate: (key: string, options?: Record<string, unknown>) => string, keyOf: (wording: ExperienceWording) => string, min: number, max: number): string {
    return translate(keyOf(experienceWording(min, max)), { min, max, smart_count: min });
}

const nullableDate = { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] } as const;
const money = { type: ['number', 'null'], minimum: 0, maximum: 1e12 } as const;

/** The writable fields of a job (create requires title; update requires version). */
export const jobFieldSchemas = {
    title: { type: 'string', minLength: 2, maxLength: 200 },
    description: { type: ['string', 'null'], maxLength: 50_000 },
    client_id: nullableUuidSchema,
    department_id: nullableUuidSchema,
    business_unit_id: nullableUuidSchema,
    domain_id: nullableUuidSchema,
    position_category_id: nullableUuidSchema,
    recruiter_ids: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', format: 'uuid' } },
    employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
    position_type: { type: 'string', enum: POSITION_TYPES },
    priority: { type: 'string', enum: PRIORITIES },
    job_locations: { type: 'array', maxItems: 30, items: { type: 'string', minLength: 1, maxLength: 120 } },
    skills: { type: 'array', maxItems: 60, items: { type: 'string', minLength: 1, maxLength: 80 } },
    min_experience: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    max_experience: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    salary_min: money,
    salary_max: money,
    currency: { anyOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }, { type: 'null' }] },
    openings: { type: 'integer', minimum: 1, maximum: 10_000 },
    posted_date: { type: 'string', format: 'date' },
    job_deadline: nullableDate,
    hiring_deadline: nullableDate,
    job_type: { type: 'string', enum: JOB_TYPES },
    show_to_vendors: { type: 'boolean' },
    show_to_employees: { type: 'boolean' },
    show_on_career_page: { type: 'boolean' },
    /** Who of the vendors sees the job (default ALL); show_to_vendors follows it (false exactly when NONE). */
    vendor_access: { type: 'string', enum: VENDOR_ACCESS },
    /** The chosen vendors' record ids (config/resources/vendors.json) when vendor_access is CHOSEN. */
    vendor_ids: { type: 'array', maxItems: 500, uniqueItems: true, items: { type: 'string', format: 'uuid' } },
    screening_questions: { type: 'array', maxItems: 20, items: screeningQuestionSchema },
    status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
} as const;

/** create-job's body. */
export const createJobBodySchema = { type: 'object', additionalProperties: false, required: ['title'], properties: jobFieldSchemas } as const;
/** update-job's body: the changed fields and the version read. */
export const updateJobBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { ...jobFieldSchemas, version: { type: 'integer', minimum: 1 } },
} as const;

/** Any of the writable fields, as a create or an update carries them. */
export type JobFields = FromSchema<{ type: 'object'; additionalProperties: false; properties: typeof jobFieldSchemas }>;

const isoDate = { type: ['string', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const personRefSchema = {
    type: 'object',
    properties: { id: { type: 'string' }, first_name: { type: 'string' }, last_name: { type: ['string', 'null'] } },
    required: ['id', 'first_name', 'last_name'],
} as const;
export type PersonRef = FromSchema<typeof personRefSchema>;

/** A job as the API answers it. */
export const jobSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        title: { type: 'string' },
        description: nullableText,
        client_id: nullableText,
        client_name: nullableText,
        department_id: nullableText,
        department_name: nullableText,
        business_unit_id: nullableText,
        business_unit_name: nullableText,
        domain_id: nullableText,
        domain_name: nullableText,
        position_category_id: nullableText,
        position_category_name: nullableText,
        recruiters: { type: 'array', items: personRefSchema },
        employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
        position_type: { type: 'string', enum: POSITION_TYPES },
        priority: { type: 'string', enum: PRIORITIES },
        job_locations: { type: 'array', items: { type: 'string' } },
        /** The cities the locations name (config/contracts/cities.ts), set by the server on every write. */
        city_ids: { type: 'array', items: { type: 'integer' } },
        /** The locations that name no city in the list (and are not "Remote"): kept as typed, flagged to the recruiter. */
        locations_unmatched: { type: 'array', items: { type: 'string' } },
        skills: { type: 'array', items: { type: 'string' } },
        min_experience: { type: 'integer' },
        max_experience: { type: 'integer' },
        salary_min: { type: ['number', 'null'] },
        salary_max: { type: ['number', 'null'] },
        currency: nullableText,
        openings: { type: 'integer' },
        posted_date: { type: 'string', format: 'date' },
        job_deadline: isoDate,
        hiring_deadline: isoDate,
        job_type: { type: 'string', enum: JOB_TYPES },
        show_to_vendors: { type: 'boolean' },
        show_to_employees: { type: 'boolean' },
        show_on_career_page: { type: 'boolean' },
        vendor_access: { type: 'string', enum: VENDOR_ACCESS },
        vendor_ids: { type: 'array', items: { type: 'string' } },
        screening_questions: { type: 'array', items: screeningQuestionAnswerSchema },
        promoted_at: { type: ['string', 'null'], format: 'date-time' },
        applicant_count: { type: 'integer' },
        status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
        created_by: nullableText,
        version: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type Job = AnswerOf<typeof jobSchema>;

/**
 * The fields of a job in the job list (get-jobs): what a job card shows and acts on, the labels
 * of its client and department, and its dates. The whole job (the description, skills, salary,
 * the other references, vendors, cities, screening questions) is get-job-by-id's. A list row
 * carrying all of it was two thirds description: 19 KB a page, and five subqueries a row the
 * card never showed (docs/performance.md, "The job list answers what a card shows").
 */
export const JOB_SUMMARY_FIELDS = [
    'id', 'title', 'client_id', 'client_name', 'department_id', 'department_name', 'recruiters',
    'employment_type', 'position_type', 'priority', 'job_locations', 'locations_unmatched',
    'min_experience', 'max_experience', 'openings', 'posted_date', 'job_deadline', 'hiring_deadline',
    'job_type', 'show_on_career_page', 'promoted_at', 'applicant_count', 'status', 'version',
    'created_at', 'updated_at',
] as const satisfies readonly (keyof typeof jobSchema.properties)[];

export type JobSummaryField = (typeof JOB_SUMMARY_FIELDS)[number];

/** A job as the job list answers it (JOB_SUMMARY_FIELDS of jobSchema). */
export const jobSummarySchema = {
    type: 'object',
    properties: Object.fromEntries(JOB_SUMMARY_FIELDS.map(field => [field, jobSchema.properties[field]])) as Pick<typeof jobSchema.properties, JobSummaryField>,
} as const;
export type JobSummary = AnswerOf<typeof jobSummarySchema>;

/** The job list's query (filter is a JSON object of SPEC.md section 3's keys, as text). */
export const jobListQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        search: { type: 'string', maxLength: 200 },
        sort: { type: 'string', maxLength: 40 },
        order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
        filter: { type: 'string', maxLength: 8000 },
    },
} as const;
export type JobListQuery = FromSchema<typeof jobListQuerySchema>;

// ---------------------------------------------------------------------------
// Cross-field rules: the job form (custom/jobs/jobForm.ts) and the server
// (server/lib/jobWrites.ts) both run jobRuleErrors over the job as it would be.

export const jobRuleMessages = {
    experienceOrder: 'Maximum experience must be at least the minimum experience.',
    salaryOrder: 'Maximum salary must be at least the minimum salary.',
    deadlineOrder: 'The deadline cannot be before the posted date.',
} as const;

/** The fields the rules read; absent or null ones are not checked. */
export interface JobRuleInput {
    min_experience?: number | null;
    max_experience?: number | null;
    salary_min?: number | null;
    salary_max?: number | null;
    posted_date?: string | null;
    job_deadline?: string | null;
    hiring_deadline?: string | null;
}

/** Experience, salary and date order over the job as it would be after the change (ranges are the schema's). */
export function jobRuleErrors(next: JobRuleInput, errors: FieldErrors = {}): FieldErrors {
    if (next.min_experience != null && next.max_experience != null && next.min_experience > next.max_experience) {
        errors.max_experience = jobRuleMessages.experienceOrder;
    }
    if (next.salary_min != null && next.salary_max != null && next.salary_min > next.salary_max) {
        errors.salary_max = jobRuleMessages.salaryOrder;
    }
    for (const field of ['job_deadline', 'hiring_deadline'] as const) {
        const date = next[field];
        if (date && next.posted_date && date < next.posted_date) errors[field] = jobRuleMessages.deadlineOrder;
    }
    return errors;
}
