/**
 * The vendor's side on the wire (docs/api-vendors.md): the jobs shown to a
 * staffing vendor, adding applicants (one with a parsed CV, or a sheet), the
 * vendor's own submissions with their stage in outsiders' words, the
 * screening answers given, the dashboard and the vendor's profile. Also the
 * recruiter's list of a vendor's refused duplicate submissions. The job's
 * vendor visibility fields (vendor_access, vendor_ids) are jobs.ts's; who
 * submitted an application and until when it is theirs is applications.ts's
 * applicationAttributionSchema.
 */
import type { FromSchema } from 'json-schema-to-ts';
import constants from '../constants.json';
import { CANDIDATE_PHONE_PATTERN, CONTACT_PHONE_PATTERN, profileImageSchema, uuidSchema, type AnswerOf } from './common';
import { candidateFieldSchemas } from './applications';
import { EXPERIENCE } from './jobs';
import { parsedResumeSchema } from './resumes';
import { presentedAnswerSchema, screeningAnswerSchema, screeningQuestionAnswerSchema } from './screening';

const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const stringList = { type: 'array', items: { type: 'string' } } as const;

/** How long a vendor's submission is theirs when the workspace sets nothing (workspaces.vendor_ownership_days overrides). */
export const VENDOR_OWNERSHIP_DAYS: number = constants.vendorOwnershipDays;
/** The range a workspace may set the period in. */
export const VENDOR_OWNERSHIP_RANGE = { min: 1, max: 730 } as const;

export const VENDOR_JOBS_PAGE_SIZE = 10;
export const VENDOR_APPLICANTS_PAGE_SIZE = 10;
/** Rows one bulk sheet may hold. */
export const VENDOR_BULK_MAX_ROWS = 1000;

/** The source an application a vendor submitted records (utm_source). */
export const VENDOR_SOURCE = 'Vendor';

export const vendorMessages = {
    /** ONE message for every duplicate: it never tells who holds the person (docs/api-vendors.md, "Ownership"). */
    duplicate: 'This candidate is already in process for this job.',
    added: 'Applicant submitted successfully!',
    bulkAdded: (n: number) => `${n} applicant${n === 1 ? '' : 's'} submitted successfully!`,
    resumeParsed: 'CV read: review the details before submitting.',
    profileUpdated: 'Profile updated successfully!',
    resumeRequired: 'Please attach the CV.',
    resumeUnknown: 'Upload the CV again.',
} as const;

/** Why a submission was refused, as the recruiter's list records it. */
export const REFUSAL_REASONS = ['HELD_BY_OTHER_VENDOR', 'ALREADY_IN_JOB', 'SAME_VENDOR_AGAIN'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

// ---------------------------------------------------------------------------
// Jobs: vendor/jobs, vendor/get-filters, vendor/jobs/{id}.

/** POST vendor/jobs' body: the page, a keyword (title, skills, locations) and the filter's choices. */
export const vendorJobsBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        currentPage: { type: 'integer', minimum: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        search: { type: 'string', maxLength: 100 },
        job_id: uuidSchema,
        skill: { type: 'string', minLength: 1, maxLength: 80 },
        location: { type: 'string', minLength: 1, maxLength: 120 },
    },
} as const;
export type VendorJobsBody = FromSchema<typeof vendorJobsBodySchema>;

const vendorJobProperties = {
    id: { type: 'string' },
    title: { type: 'string' },
    employment_type: { type: 'string' },
    position_category_name: nullableString,
    job_locations: stringList,
    skills: stringList,
    min_experience: { type: 'integer' },
    max_experience: { type: 'integer' },
    salary_min: { type: ['number', 'null'] },
    salary_max: { type: ['number', 'null'] },
    currency: nullableString,
    openings: { type: 'integer' },
    posted_date: { type: 'string', format: 'date' },
    job_deadline: { type: ['string', 'null'], format: 'date' },
    /** How many screening questions the job asks (answered on the candidate's behalf). */
    screening_question_count: { type: 'integer' },
    /** This vendor's submissions to the job. */
    my_submissions: { type: 'integer' },
} as const;

/** A job in the vendor's list. */
export const vendorJobSchema = { type: 'object', properties: vendorJobProperties } as const;
export type VendorJob = AnswerOf<typeof vendorJobSchema>;

/** GET vendor/jobs/{id}: the job with its description and screening questions. */
export const vendorJobDetailSchema = {
    type: 'object',
    properties: { ...vendorJobProperties, description: nullableString, screening_questions: { type: 'array', items: screeningQuestionAnswerSchema } },
} as const;
export type VendorJobDetail = AnswerOf<typeof vendorJobDetailSchema>;

/** GET vendor/get-filters (SPEC.md section 3): the jobs shown to the vendor, and their skills and locations. */
export const vendorFiltersSchema = {
    type: 'object',
    properties: {
        jobs: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } } },
        skillNames: stringList,
        locations: stringList,
    },
} as const;
export type VendorFilters = AnswerOf<typeof vendorFiltersSchema>;

// ---------------------------------------------------------------------------
// Adding applicants: vendor/parse-resume, vendor/add-applicant, vendor/add-applicant/bulk.

/** POST vendor/parse-resume's answer (multipart field `file`, PDF or DOCX): the stored CV and the fields read from it. */
export const vendorParsedResumeSchema = {
    type: 'object',
    properties: { file_id: { type: 'string' }, file_name: { type: 'string' }, parsed: parsedResumeSchema },
} as const;
export type VendorParsedResume = AnswerOf<typeof vendorParsedResumeSchema>;

/** The person a vendor submits: the fields of the single form and of a sheet's row. */
export const vendorCandidateFieldSchemas = {
    first_name: candidateFieldSchemas.first_name,
    last_name: { type: 'string', minLength: 1, maxLength: 100 },
    email: candidateFieldSchemas.email,
    phone: { type: 'string', pattern: CANDIDATE_PHONE_PATTERN },
    experience_years: { type: 'number', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    skills: candidateFieldSchemas.skills,
    city: { type: 'string', minLength: 1, maxLength: 120 },
    current_title: { type: 'string', minLength: 1, maxLength: 160 },
} as const;
/** A sheet's row must have these; the single form also needs the CV (resume_file_id). */
export const VENDOR_REQUIRED_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'experience_years'] as const;

/**
 * POST vendor/add-applicant's body (JSON): the person, the CV stored by
 * vendor/parse-resume (resume_file_id, required) and the answers to the job's
 * screening questions given on the candidate's behalf.
 */
export const vendorAddApplicantBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['job_id', ...VENDOR_REQUIRED_FIELDS, 'resume_file_id'],
    properties: {
        job_id: uuidSchema,
        ...vendorCandidateFieldSchemas,
        resume_file_id: uuidSchema,
        screening_answers: { type: 'array', maxItems: 20, items: screeningAnswerSchema },
    },
} as const;
export type VendorAddApplicantBody = FromSchema<typeof vendorAddApplicantBodySchema>;

/** A submission as vendor/add-applicant answers it and vendor/applicants lists it. */
export const vendorSubmissionSchema = {
    type: 'object',
    properties: {
        application_id: { type: 'string' },
        /** The candidate's record id: vendor/{job_id}/get-screening-response's user_id. */
        user_id: { type: 'string' },
        candidate_name: { type: 'string' },
        email: { type: 'string' },
        phone: nullableString,
        job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
        /** The stage in words fit for outsiders (publicStageName of candidatePortal.ts). */
        stage: { type: 'string' },
        /** Interviews booked for the application (not cancelled), soonest first: dates only, never feedback. */
        interviews: { type: 'array', items: { type: 'object', properties: { starts_at: dateTime, ends_at: dateTime, round: { type: 'string' } } } },
        submitted_at: dateTime,
        /** Until when the submission is this vendor's (submitted_at + the workspace's period). */
        ownership_until: dateTime,
        ownership_active: { type: 'boolean' },
    },
} as const;
export type VendorSubmission = AnswerOf<typeof vendorSubmissionSchema>;

/**
 * POST vendor/add-applicant/bulk (multipart: `job_id`, `file` CSV or XLSX,
 * header row first with the columns First name, Last name, Email, Phone,
 * Experience years, and optionally Skills, City, Current title): every row is
 * checked first; one bad row and nothing is saved. Jobs that ask required
 * screening questions take applicants one at a time.
 */
export const VENDOR_BULK_COLUMNS = [
    ['first_name', 'First name'],
    ['last_name', 'Last name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['experience_years', 'Experience years'],
    ['skills', 'Skills'],
    ['city', 'City'],
    ['current_title', 'Current title'],
] as const;

export const vendorBulkAnswerSchema = { type: 'object', properties: { created: { type: 'integer' }, application_ids: stringList } } as const;
export type VendorBulkAnswer = AnswerOf<typeof vendorBulkAnswerSchema>;

/** One problem of a refused sheet (the 400's data.rows). */
export const vendorBulkRowErrorSchema = {
    type: 'object',
    properties: { row: { type: 'integer' }, field: { type: 'string' }, message: { type: 'string' } },
} as const;
export type VendorBulkRowError = AnswerOf<typeof vendorBulkRowErrorSchema>;

// ---------------------------------------------------------------------------
// The vendor's submissions: vendor/applicants, vendor/{job_id}/get-screening-response.

/** POST vendor/applicants' body. */
export const vendorApplicantsBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        currentPage: { type: 'integer', minimum: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        /** The candidate's name, email or phone. */
        search: { type: 'string', maxLength: 100 },
        job_id: uuidSchema,
    },
} as const;
export type VendorApplicantsBody = FromSchema<typeof vendorApplicantsBodySchema>;

export const screeningResponseQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['user_id'],
    properties: { user_id: uuidSchema },
} as const;

/**
 * GET vendor/{job_id}/get-screening-response?user_id= (SPEC.md section 3): the answers given for
 * this vendor's submission. The path parameter is named `id` in the OpenAPI document (the vendor
 * record routes share the place), its value is the job's id.
 */
export const screeningResponseSchema = {
    type: 'object',
    properties: { candidateResponse: { type: 'array', items: presentedAnswerSchema } },
} as const;
export type ScreeningResponse = AnswerOf<typeof screeningResponseSchema>;

// ---------------------------------------------------------------------------
// The dashboard.

const countsProperties = {
    submissions: { type: 'integer' },
    /** Neither hired nor rejected. */
    in_process: { type: 'integer' },
    /** With at least one interview booked (not cancelled). */
    interviews: { type: 'integer' },
    /** In an offer stage now ("Offered"). */
    offers: { type: 'integer' },
    /** In the "Hired" stage. */
    hires: { type: 'integer' },
} as const;
const seriesSchema = {
    type: 'array',
    items: { type: 'object', properties: { period: { type: 'string', format: 'date' }, submissions: { type: 'integer' }, hires: { type: 'integer' } } },
} as const;

/** GET vendor/dashboard: totals, per job, and the last 12 weeks and 12 months (periods start on Monday / the 1st, oldest first). */
export const vendorDashboardSchema = {
    type: 'object',
    properties: {
        totals: { type: 'object', properties: countsProperties },
        per_job: { type: 'array', items: { type: 'object', properties: { job_id: { type: 'string' }, title: { type: 'string' }, ...countsProperties } } },
        weekly: seriesSchema,
        monthly: seriesSchema,
    },
} as const;
export type VendorDashboard = AnswerOf<typeof vendorDashboardSchema>;

// ---------------------------------------------------------------------------
// The profile: GET and PUT vendor/profile, POST vendor/profile-image.

/**
 * The vendor's profile: the account's first_name and profile_image (the
 * stored value; the console applies SPEC.md's profile-image rule) and the
 * vendor company's details. The password changes through POST change-password.
 */
export const vendorProfileSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        vendor_id: { type: 'string' },
        email: { type: 'string' },
        first_name: { type: 'string' },
        last_name: nullableString,
        profile_image: nullableString,
        company_name: nullableString,
        phone: nullableString,
        website: nullableString,
        city: nullableString,
        version: { type: 'integer' },
    },
} as const;
export type VendorProfile = AnswerOf<typeof vendorProfileSchema>;

/** PUT vendor/profile's body: the fields that change and the version read (409 when stale). */
export const updateVendorProfileBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: {
        first_name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' },
        last_name: { type: ['string', 'null'], maxLength: 80 },
        /** A stored image name (POST vendor/profile-image) or an https URL; null removes it. */
        profile_image: profileImageSchema,
        company_name: { type: 'string', minLength: 2, maxLength: 160, pattern: '\\S' },
        phone: { type: ['string', 'null'], pattern: CONTACT_PHONE_PATTERN },
        website: { type: ['string', 'null'], format: 'uri', maxLength: 300 },
        city: { type: ['string', 'null'], maxLength: 80 },
        version: { type: 'integer', minimum: 1 },
    },
} as const;
export type UpdateVendorProfileBody = FromSchema<typeof updateVendorProfileBodySchema>;

// ---------------------------------------------------------------------------
// The recruiter's side: GET vendor/{id}/refused-submissions.

export const refusedSubmissionsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

/** A refused duplicate submission of one vendor: the person as the vendor sent them, the job, when, and why. */
export const refusedSubmissionSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
        first_name: { type: 'string' },
        last_name: nullableString,
        email: { type: 'string' },
        phone: nullableString,
        reason: { type: 'string', enum: REFUSAL_REASONS },
        /** The application the person already has in the job (for the recruiter to open). */
        existing_application_id: nullableString,
        refused_at: dateTime,
    },
} as const;
export type RefusedSubmission = AnswerOf<typeof refusedSubmissionSchema>;

/** Readable words for a refusal's reason (the recruiter's list). */
export const refusalReasonLabel: Record<RefusalReason, string> = {
    HELD_BY_OTHER_VENDOR: 'Submitted by another vendor within the ownership period',
    ALREADY_IN_JOB: 'Already in this job',
    SAME_VENDOR_AGAIN: 'Submitted by this vendor before',
};

