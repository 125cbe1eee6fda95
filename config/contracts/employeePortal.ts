/**
 * The employee's side on the wire (docs/api-employees.md): the jobs shown to
 * employees, applying for oneself, their applications, referring a person,
 * the share link that credits them, their dashboard and profile. Every route
 * is for role EMPLOYEE and reaches only the signed-in employee's own rows.
 * Stages read in outsiders' words (publicStageName of the candidate portal).
 *
 * Routes (all under /api, role EMPLOYEE):
 *   POST employee/jobs                 employeeJobsBodySchema        -> page of employeeJobSchema
 *   GET  employee/get-filters                                        -> employeeFiltersSchema
 *   GET  employee/jobs/{id}                                          -> employeeJobDetailSchema
 *   GET  employee/share-link/{id}      ({id}: the job)               -> shareLinkSchema
 *   POST employee/upload-cv            multipart, field file         -> uploadedCvSchema
 *   POST employee/apply                employeeApplyBodySchema       -> employeeApplyAnswerSchema
 *   GET  employee/applied-jobs         employeePageQuerySchema       -> page of employeeAppliedJobSchema
 *   POST employee/referrals            referralBodySchema            -> referralSchema
 *   GET  employee/referrals            referralsQuerySchema          -> page of referralSchema
 *   GET  employee/dashboard                                          -> employeeDashboardSchema
 *   GET  employee/profile                                            -> employeeProfileSchema
 *   PUT  employee/profile              updateEmployeeProfileBodySchema -> employeeProfileSchema
 *   POST employee/profile-image        multipart, field file (image) -> employeeProfileSchema
 *   PATCH corporate/change-password    (existing; any signed-in user) -> { token }
 */
import type { FromSchema } from 'json-schema-to-ts';
import { pageQueryProperties, profileImageSchema, uuidSchema, type AnswerOf } from './common';
import { candidateFieldSchemas } from './applications';
import { appliedJobSchema, publicStageName } from './candidatePortal';
import { careerJobPath } from './career';
import { EMPLOYMENT_TYPES } from './jobs';
import { screeningAnswerSchema, screeningQuestionAnswerSchema } from './screening';

export { publicStageName };

const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

export const employeePortalMessages = {
    applied: 'Application submitted successfully!',
    alreadyApplied: 'You have already applied to this job.',
    referred: 'Referral submitted successfully!',
    /** The person is in the job already, through any channel: who brought them is not said. */
    alreadyInJob: 'This person has already applied to this job.',
    referSelf: 'You cannot refer yourself: apply to the job instead.',
    cvUploaded: 'CV uploaded.',
    profileUpdated: 'Profile updated successfully!',
} as const;

/** Attribution an employee's own application records (SPEC.md section 7: utm_source Employee and a utm_medium). */
export const EMPLOYEE_APPLY_ATTRIBUTION = { utm_source: 'Employee', utm_medium: 'Internal' } as const;
/** Attribution of a referral made in the portal. */
export const EMPLOYEE_REFERRAL_ATTRIBUTION = { utm_source: 'Referral', utm_medium: 'Employee portal' } as const;
/** Attribution a share link carries (the career page stores refer_by as the referring employee). */
export const SHARE_LINK_ATTRIBUTION = { utm_source: 'Referral', utm_medium: 'Share' } as const;

/**
 * The career page link that credits an employee: `{origin}/careerPage/job/{id}?refer_by={employee id}&utm_source=Referral&utm_medium=Share`.
 * `employeeId` is the employee's record id (the career apply flow also accepts their user id).
 */
export function employeeShareLink(origin: string, jobId: string, employeeId: string): string {
    const query = new URLSearchParams({ refer_by: employeeId, ...SHARE_LINK_ATTRIBUTION });
    return `${origin}${careerJobPath(jobId)}?${query.toString()}`;
}

export const EMPLOYEE_JOBS_PAGE_SIZE = 12;
export const EMPLOYEE_LIST_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------
// Jobs shown to employees: open, active and show_to_employees.

/** POST employee/jobs's body: the page (SPEC.md's currentPage), a search over title and skills, and filters. */
export const employeeJobsBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        currentPage: { type: 'integer', minimum: 1 },
        limit: pageQueryProperties.limit,
        /** Words of the title, description or a skill. */
        search: { type: 'string', maxLength: 200 },
        /** One of the job's locations (exact, case-insensitive; the choices: GET employee/get-filters). */
        city: { type: 'string', minLength: 1, maxLength: 120 },
        employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
        department_id: uuidSchema,
        /** Only jobs the employee has (true) or has not (false) applied to. */
        applied: { type: 'boolean' },
    },
} as const;
export type EmployeeJobsBody = FromSchema<typeof employeeJobsBodySchema>;

const employeeJobFields = {
    id: { type: 'string' },
    title: { type: 'string' },
    department_id: nullableString,
    department_name: nullableString,
    position_category_name: nullableString,
    employment_type: { type: 'string', enum: EMPLOYMENT_TYPES },
    job_locations: { type: 'array', items: { type: 'string' } },
    skills: { type: 'array', items: { type: 'string' } },
    min_experience: { type: 'integer' },
    max_experience: { type: 'integer' },
    openings: { type: 'integer' },
    posted_date: { type: 'string', format: 'date' },
    job_deadline: nullableString,
    /** The signed-in employee has applied to it. */
    applied: { type: 'boolean' },
    /** People this employee has referred to it (portal referrals and share-link applications). */
    referred: { type: 'integer' },
} as const;

/** A job on the employee's list. */
export const employeeJobSchema = { type: 'object', properties: employeeJobFields } as const;
export type EmployeeJob = AnswerOf<typeof employeeJobSchema>;

/** GET employee/jobs/{id}: a job shown to employees, with its description, screening questions and the employee's share link. */
export const employeeJobDetailSchema = {
    type: 'object',
    properties: {
        ...employeeJobFields,
        description: nullableString,
        salary_min: { type: ['number', 'null'] },
        salary_max: { type: ['number', 'null'] },
        currency: nullableString,
        screening_questions: { type: 'array', items: screeningQuestionAnswerSchema },
        /** employeeShareLink on the host the request came to. */
        share_link: { type: 'string' },
    },
} as const;
export type EmployeeJobDetail = AnswerOf<typeof employeeJobDetailSchema>;

/** GET employee/get-filters: the choices of the job filter, from the jobs shown to employees. */
export const employeeFiltersSchema = {
    type: 'object',
    properties: {
        locations: { type: 'array', items: { type: 'string' } },
        departments: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } },
        employment_types: { type: 'array', items: { type: 'string', enum: EMPLOYMENT_TYPES } },
    },
} as const;
export type EmployeeFilters = AnswerOf<typeof employeeFiltersSchema>;

/** GET employee/share-link/{id} ({id}: the job): the link and where it leads. */
export const shareLinkSchema = { type: 'object', properties: { job_id: { type: 'string' }, title: { type: 'string' }, url: { type: 'string' } } } as const;
export type ShareLink = AnswerOf<typeof shareLinkSchema>;

// ---------------------------------------------------------------------------
// A CV for an application or a referral.

/** POST employee/upload-cv (multipart, field file: PDF or DOCX by content, at most 5 MB): the stored file to name in apply or referrals. */
export const uploadedCvSchema = { type: 'object', properties: { file_id: { type: 'string' }, file_name: { type: 'string' } } } as const;
export type UploadedCv = AnswerOf<typeof uploadedCvSchema>;

// ---------------------------------------------------------------------------
// Applying for oneself.

/**
 * POST employee/apply's body. The CV: resume_file_id (uploaded by this
 * employee through employee/upload-cv), else the CV on their candidate record.
 */
export const employeeApplyBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['job_id'],
    properties: {
        job_id: uuidSchema,
        screening_answers: { type: 'array', maxItems: 20, items: screeningAnswerSchema },
        resume_file_id: uuidSchema,
    },
} as const;
export type EmployeeApplyBody = FromSchema<typeof employeeApplyBodySchema>;

export const employeeApplyAnswerSchema = {
    type: 'object',
    properties: { application_id: { type: 'string' }, job_id: { type: 'string' }, stage: { type: 'string' }, applied_at: dateTime },
} as const;
export type EmployeeApplyAnswer = AnswerOf<typeof employeeApplyAnswerSchema>;

/** GET employee/applied-jobs's query. */
export const employeePageQuerySchema = { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } } as const;
export type EmployeePageQuery = FromSchema<typeof employeePageQuerySchema>;

/** An application of the employee's own (the candidate portal's applied job: stage in outsiders' words). */
export const employeeAppliedJobSchema = appliedJobSchema;
export type EmployeeAppliedJob = AnswerOf<typeof employeeAppliedJobSchema>;

// ---------------------------------------------------------------------------
// Referrals.

/** POST employee/referrals's body: the person, their CV (employee/upload-cv), a note for the recruiter, the job. */
export const referralBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['job_id', 'first_name', 'email'],
    properties: {
        job_id: uuidSchema,
        first_name: { ...candidateFieldSchemas.first_name, pattern: '\\S' },
        last_name: candidateFieldSchemas.last_name,
        email: candidateFieldSchemas.email,
        phone: candidateFieldSchemas.phone,
        resume_file_id: uuidSchema,
        note: { type: 'string', maxLength: 2000 },
    },
} as const;
export type ReferralBody = FromSchema<typeof referralBodySchema>;

export const REFERRAL_CHANNELS = ['REFERRAL', 'SHARE_LINK'] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

/** A person the employee brought: referred in the portal, or applied through their share link. */
export const referralSchema = {
    type: 'object',
    properties: {
        application_id: { type: 'string' },
        candidate_name: { type: 'string' },
        job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
        /** The stage in outsiders' words (publicStageName). */
        stage: { type: 'string' },
        /** The person was hired (their stage is Hired). */
        hired: { type: 'boolean' },
        channel: { type: 'string', enum: REFERRAL_CHANNELS },
        note: nullableString,
        referred_at: dateTime,
    },
} as const;
export type Referral = AnswerOf<typeof referralSchema>;

/** GET employee/referrals's query: the page, and one job's referrals. */
export const referralsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, job_id: uuidSchema },
} as const;
export type ReferralsQuery = FromSchema<typeof referralsQuerySchema>;

// ---------------------------------------------------------------------------
// Dashboard.

/** GET employee/dashboard: the counts, referrals by stage (outsiders' words) and the last six months. */
export const employeeDashboardSchema = {
    type: 'object',
    properties: {
        applications: { type: 'integer' },
        referrals: { type: 'integer' },
        referrals_hired: { type: 'integer' },
        referrals_by_stage: { type: 'array', items: { type: 'object', properties: { stage: { type: 'string' }, count: { type: 'integer' } } } },
        /** Month `YYYY-MM` (the workspace's time zone), oldest first, six of them, this month last. */
        over_time: {
            type: 'array',
            items: { type: 'object', properties: { month: { type: 'string' }, applications: { type: 'integer' }, referrals: { type: 'integer' } } },
        },
    },
} as const;
export type EmployeeDashboard = AnswerOf<typeof employeeDashboardSchema>;

// ---------------------------------------------------------------------------
// Profile. Password: PATCH corporate/change-password (any signed-in user).

/** GET employee/profile. profile_image is the stored value: the console applies SPEC.md's profile-image rule. */
export const employeeProfileSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        employee_id: { type: 'string' },
        first_name: { type: 'string' },
        last_name: nullableString,
        email: { type: 'string' },
        phone: nullableString,
        profile_image: nullableString,
        employee_code: nullableString,
        designation: nullableString,
        department_name: nullableString,
        version: { type: 'integer' },
    },
} as const;
export type EmployeeProfile = AnswerOf<typeof employeeProfileSchema>;

/** PUT employee/profile: only the fields sent change, with the version read (409 when stale). */
export const updateEmployeeProfileBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: {
        first_name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
        last_name: { type: ['string', 'null'], maxLength: 80 },
        /** A stored image name (POST employee/profile-image) or an https URL; null removes it. */
        profile_image: profileImageSchema,
        version: { type: 'integer', minimum: 1 },
    },
} as const;
export type UpdateEmployeeProfileBody = FromSchema<typeof updateEmployeeProfileBodySchema>;
