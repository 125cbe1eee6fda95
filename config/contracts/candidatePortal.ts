/**
 * The candidate's side on the wire (docs/api-candidates.md): sign-up with a
 * one-time code, the privacy notice and consent, applying with attribution,
 * the candidate's job list, applied jobs, profile, CV, offer letters,
 * verify-profile, and their own data (export, erasure). The recruiter's view
 * of an application's attribution is applications.ts's. Not the corporate
 * candidate search (candidates.ts) and not the public career page (career.ts).
 * Over 400 lines because it is the whole candidate area's contract in one
 * place, in sections (sign-up, apply, jobs, profile, offers, own data).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CANDIDATE_PHONE_PATTERN, pageQueryProperties, passwordSchema, uuidSchema, type AnswerOf, type FieldErrors } from './common';
import { sessionUserSchema } from './account';
import { candidateFieldSchemas, consentProperties } from './applications';
import { partnerAttributionProperties } from './career';
import { EXPERIENCE } from './jobs';
import { parsedResumeSchema } from './resumes';
import { screeningAnswerSchema, screeningQuestionAnswerSchema } from './screening';

const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

// ---------------------------------------------------------------------------
// Sign-up: check-users, otp-challenge, otp-verify-challenge, create-account-details.

/** The one-time code's rules (server/lib/candidateOtp.ts enforces them; the console shows them). */
export const OTP_RULES = {
    digits: 6,
    /** A code is good for 10 minutes. */
    ttlSeconds: 600,
    /** Wrong codes a challenge takes before it is spent. */
    maxAttempts: 5,
    /** A new code for the same email no sooner than this. */
    resendAfterSeconds: 60,
    /** Codes one email may receive per hour. */
    perEmailPerHour: 5,
    /** Codes one client (IP address) may ask for per hour, whatever the email. */
    perClientPerHour: 20,
    /** The sign-up ticket otp-verify-challenge answers is good for 30 minutes, once. */
    ticketTtlSeconds: 1800,
} as const;

export const candidatePortalMessages = {
    accountExists: 'An account exists for this email. Please sign in.',
    noAccount: 'No account exists for this email yet.',
    codeSent: 'A 6-digit code has been sent to your email.',
    resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
    tooManyCodesEmail: 'Too many codes were sent to this email. Please try again in an hour.',
    tooManyCodesClient: 'Too many codes were asked for from this device. Please try again later.',
    codeVerified: 'Email verified.',
    codeWrong: 'The code is incorrect.',
    codeExpired: 'The code has expired. Please ask for a new one.',
    codeSpent: 'Too many wrong codes. Please ask for a new one.',
    ticketInvalid: 'Your email verification has expired. Please verify your email again.',
    accountCreated: 'Account created successfully!',
    cvUploaded: 'CV uploaded: review your details before saving.',
    applied: 'Application submitted successfully!',
    alreadyApplied: 'You have already applied to this job.',
    consentRequired: 'Please accept the privacy notice to apply.',
    consentOutdated: 'The privacy notice has changed. Please read and accept the current version.',
    profileUpdated: 'Profile updated successfully!',
    noticeUpdated: 'Privacy notice updated: candidates accept the new version from now on.',
    offerAccepted: 'Offer accepted.',
    offerDeclined: 'Offer declined.',
    offerAnswered: 'You have already answered this offer.',
    profileVerified: 'Thank you for confirming your details.',
    profileDisputed: 'Thank you: the recruiter will review your details.',
    verificationSent: 'Verification link sent to the candidate.',
    erased: 'Your account and personal data have been erased.',
    wrongPassword: 'The password is incorrect.',
} as const;

/** check-users' and otp-challenge's body. */
export const emailBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: { email: emailSchema },
} as const;
export type EmailBody = FromSchema<typeof emailBodySchema>;

/** check-users' answer: whether a candidate account of this workspace has the email (then sign in). */
export const checkUsersAnswerSchema = { type: 'object', properties: { exists: { type: 'boolean' } } } as const;
export type CheckUsersAnswer = AnswerOf<typeof checkUsersAnswerSchema>;

/** otp-challenge's answer: when the code expires and when a new one may be asked for. */
export const otpChallengeAnswerSchema = {
    type: 'object',
    properties: { expires_in_seconds: { type: 'integer' }, resend_after_seconds: { type: 'integer' } },
} as const;
export type OtpChallengeAnswer = AnswerOf<typeof otpChallengeAnswerSchema>;

/** otp-verify-challenge's body. */
export const otpVerifyBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'code'],
    properties: { email: emailSchema, code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;
export type OtpVerifyBody = FromSchema<typeof otpVerifyBodySchema>;

/** otp-verify-challenge's answer: the single-use sign-up ticket create-account-details takes. */
export const otpVerifyAnswerSchema = {
    type: 'object',
    properties: { ticket: { type: 'string' }, email: { type: 'string' }, expires_at: dateTime, attempts_left: { type: 'integer' } },
} as const;
export type OtpVerifyAnswer = AnswerOf<typeof otpVerifyAnswerSchema>;

/** The candidate's own editable profile fields (sign-up and update-profile share them). */
export const profileFieldSchemas = {
    first_name: candidateFieldSchemas.first_name,
    last_name: candidateFieldSchemas.last_name,
    phone: { type: 'string', pattern: CANDIDATE_PHONE_PATTERN },
    experience_years: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    skills: candidateFieldSchemas.skills,
    city: { type: 'string', minLength: 1, maxLength: 120 },
    current_title: candidateFieldSchemas.current_title,
    education: candidateFieldSchemas.education,
} as const;

/** create-account-details' body: the ticket and the new account's details. */
export const createAccountBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['ticket', 'first_name', 'phone', 'password', 'experience_years', 'city'],
    properties: {
        ticket: { type: 'string', minLength: 20, maxLength: 200 },
        ...profileFieldSchemas,
        password: passwordSchema,
    },
} as const;
export type CreateAccountBody = FromSchema<typeof createAccountBodySchema>;

/** create-account-details' answer: the candidate is signed in, as by POST candidate/login. */
export const signedInAnswerSchema = {
    type: 'object',
    properties: {
        token: { type: 'string' },
        user: sessionUserSchema,
        permissions: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
} as const;
export type SignedInAnswer = AnswerOf<typeof signedInAnswerSchema>;

// ---------------------------------------------------------------------------
// The privacy notice and consent.

/** GET privacy-notice (public): the workspace's current notice; consent names its version. */
export const privacyNoticeSchema = {
    type: 'object',
    properties: { version: { type: 'integer' }, text: { type: 'string' }, updated_at: dateTime },
} as const;
export type PrivacyNotice = AnswerOf<typeof privacyNoticeSchema>;

/**
 * PUT privacy-notice (a workspace admin, COMPANY-PROFILE CREATE): the new text, or null for the
 * built-in one, with the version read; every change moves the version, so a consent names exactly
 * the text it accepted.
 */
export const updatePrivacyNoticeBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['text', 'version'],
    properties: { text: { type: ['string', 'null'], minLength: 20, maxLength: 20_000, pattern: '\\S' }, version: { type: 'integer', minimum: 1 } },
} as const;
export type UpdatePrivacyNoticeBody = FromSchema<typeof updatePrivacyNoticeBodySchema>;

/** Consent as an application sends it: accepted, and the notice version read. */
export const consentBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['accepted', 'version'],
    properties: { accepted: { type: 'boolean', const: true }, version: { type: 'integer', minimum: 1 } },
} as const;
export type ConsentBody = FromSchema<typeof consentBodySchema>;

export const consentSchema = {
    type: 'object',
    properties: { ...consentProperties, application_id: nullableString },
} as const;
export type Consent = AnswerOf<typeof consentSchema>;

// ---------------------------------------------------------------------------
// Applying.

/** The five attribution cookies of SPEC.md section 3, and the partner site an application came through. */
export const ATTRIBUTION_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'refer_by', 'vendor_id'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

const attributionText = { type: 'string', maxLength: 100 } as const;
/**
 * What the visit carried. Unknown employees (refer_by), vendors (vendor_id) and
 * partners are ignored, not refused: a stale link must not block an application.
 * refer_by and vendor_id are the employee's or vendor's record id or user id.
 */
export const attributionBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        utm_source: attributionText,
        utm_medium: attributionText,
        utm_campaign: attributionText,
        refer_by: { type: 'string', maxLength: 64 },
        vendor_id: { type: 'string', maxLength: 64 },
        /** The white-label partner site the application was made through (career.ts, "Partner attribution"). */
        ...partnerAttributionProperties,
    },
} as const;
export type AttributionBody = FromSchema<typeof attributionBodySchema>;

/** POST candidate/apply's body. */
export const applyBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['job_id'],
    properties: {
        job_id: uuidSchema,
        screening_answers: { type: 'array', maxItems: 20, items: screeningAnswerSchema },
        /** Required unless the candidate already accepted the notice's current version. */
        consent: consentBodySchema,
        attribution: attributionBodySchema,
        /** A CV the candidate uploaded (upload-candidate-cv); the profile's CV when absent. */
        resume_file_id: uuidSchema,
        /** The candidate ticked "Send me updates on WhatsApp": recorded as their opt-in (source CAREER_APPLY). */
        whatsapp_opt_in: { type: 'boolean' },
    },
} as const;
export type ApplyBody = FromSchema<typeof applyBodySchema>;

/** The internal stage name a candidate never reads, and what they read instead when the stage has no public name. */
export const REJECTED_STAGE = 'Rejected';
export const NOT_SELECTED = 'Not selected';

/** A stage's name as a candidate reads it: its public name, else "Not selected" for Rejected, else its name. */
export function publicStageName(stage: { name: string; public_name?: string | null }): string {
    const publicName = stage.public_name?.trim();
    if (publicName) return publicName;
    return stage.name.trim().toLowerCase() === REJECTED_STAGE.toLowerCase() ? NOT_SELECTED : stage.name;
}

/** POST candidate/apply's answer. */
export const applyAnswerSchema = {
    type: 'object',
    properties: { application_id: { type: 'string' }, job_id: { type: 'string' }, stage: { type: 'string' }, applied_at: dateTime },
} as const;
export type ApplyAnswer = AnswerOf<typeof applyAnswerSchema>;

// ---------------------------------------------------------------------------
// The candidate's job list (candidate/get-jobs-filter).

/**
 * The candidate job filter of SPEC.md section 3 with the page, a keyword and
 * the free-job toggle. A free job has no screening questions: a signed-in
 * candidate applies in one click with their profile's CV (docs/decisions.md).
 */
export const candidateJobsBodySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        /** A position category id. */
        job_category: uuidSchema,
        min_work_experience: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max, default: EXPERIENCE.min },
        max_work_experience: { type: 'integer', minimum: EXPERIENCE.min, maximum: EXPERIENCE.max, default: EXPERIENCE.max },
        keyword: { type: 'string', maxLength: 100 },
        free: { type: 'boolean' },
    },
} as const;
export type CandidateJobsBody = FromSchema<typeof candidateJobsBodySchema>;

export const CANDIDATE_JOBS_PAGE_SIZE = 10;

export const candidateJobsMessages = { experienceOrder: 'Maximum experience must be at least the minimum experience.' } as const;

/** The filter's one cross-field rule: the form and the server say the same. */
export function candidateJobsRuleErrors(filter: Partial<Pick<CandidateJobsBody, 'min_work_experience' | 'max_work_experience'>>): FieldErrors {
    const errors: FieldErrors = {};
    const min = filter.min_work_experience ?? EXPERIENCE.min;
    const max = filter.max_work_experience ?? EXPERIENCE.max;
    if (min > max) errors.max_work_experience = candidateJobsMessages.experienceOrder;
    return errors;
}

/** A job as the candidate's list and apply page show it. */
export const candidateJobSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        title: { type: 'string' },
        description: nullableString,
        position_category_id: nullableString,
        position_category_name: nullableString,
        employment_type: { type: 'string' },
        job_locations: { type: 'array', items: { type: 'string' } },
        skills: { type: 'array', items: { type: 'string' } },
        min_experience: { type: 'integer' },
        max_experience: { type: 'integer' },
        salary_min: { type: ['number', 'null'] },
        salary_max: { type: ['number', 'null'] },
        currency: nullableString,
        posted_date: { type: 'string', format: 'date' },
        screening_questions: { type: 'array', items: screeningQuestionAnswerSchema },
        /** No screening questions: one-click apply from the profile. */
        free: { type: 'boolean' },
        /** The signed-in candidate has applied already. */
        applied: { type: 'boolean' },
    },
} as const;
export type CandidateJob = AnswerOf<typeof candidateJobSchema>;

/** GET candidate/job-categories: the categories of the jobs a candidate may see. */
export const jobCategorySchema = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } as const;
export type JobCategory = AnswerOf<typeof jobCategorySchema>;

// ---------------------------------------------------------------------------
// Applied jobs.

/** `job_ids` ids at most: a page of the largest list (pageQueryProperties' limit). */
export const APPLIED_JOB_IDS_MAX = 100;
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const appliedJobsQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        ...pageQueryProperties,
        /** Only the application to this job (none or one: the unique job and candidate), so a job's page can say "applied" before the apply flow writes the profile. */
        job_id: uuidSchema,
        /**
         * Only the applications to these jobs (comma-separated ids, at most APPLIED_JOB_IDS_MAX):
         * the career page's list marks the cards of a page with one request, not one per card.
         */
        job_ids: { type: 'string', pattern: `^${UUID_TEXT}(,${UUID_TEXT}){0,${APPLIED_JOB_IDS_MAX - 1}}$` },
    },
} as const;

// `job_ids` as the query carries it, and back: career.ts, which the career page's list imports without this file.
export { joinJobIds, splitJobIds } from './career';

export const appliedJobSchema = {
    type: 'object',
    properties: {
        application_id: { type: 'string' },
        job: {
            type: 'object',
            properties: { id: { type: 'string' }, title: { type: 'string' }, job_locations: { type: 'array', items: { type: 'string' } }, open: { type: 'boolean' } },
        },
        /** The stage in words fit for a candidate (publicStageName). */
        stage: { type: 'string' },
        applied_at: dateTime,
        stage_updated_at: dateTime,
    },
} as const;
export type AppliedJob = AnswerOf<typeof appliedJobSchema>;

// ---------------------------------------------------------------------------
// Profile and CV.

export const PROFILE_VERIFICATION_STATUSES = ['CONFIRMED', 'DISPUTED'] as const;
export type ProfileVerificationStatus = (typeof PROFILE_VERIFICATION_STATUSES)[number];

/** candidate/get-user-profile/{id}'s answer ({id}: the signed-in candidate's user id). */
export const candidateProfileSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        candidate_id: { type: 'string' },
        email: { type: 'string' },
        first_name: { type: 'string' },
        last_name: nullableString,
        phone: nullableString,
        experience_years: { type: ['number', 'null'] },
        skills: { type: 'array', items: { type: 'string' } },
        city: nullableString,
        current_title: nullableString,
        education: { type: 'array', items: { type: 'string' } },
        resume: { type: ['object', 'null'], properties: { file_id: { type: 'string' }, name: { type: 'string' }, uploaded_at: dateTime } },
        profile_verification: { type: ['string', 'null'], enum: [...PROFILE_VERIFICATION_STATUSES, null] },
        profile_verified_at: nullableDateTime,
        version: { type: 'integer' },
    },
} as const;
export type CandidateProfile = AnswerOf<typeof candidateProfileSchema>;

/** candidate/update-profile's body: the fields that change, and the version read. */
export const updateProfileBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { ...profileFieldSchemas, resume_file_id: uuidSchema, version: { type: 'integer', minimum: 1 } },
} as const;
export type UpdateProfileBody = FromSchema<typeof updateProfileBodySchema>;

/** candidate/upload-candidate-cv's answer: the stored file and the fields read from it, for review. */
export const uploadCvAnswerSchema = {
    type: 'object',
    properties: { file_id: { type: 'string' }, file_name: { type: 'string' }, parsed: parsedResumeSchema },
} as const;
export type UploadCvAnswer = AnswerOf<typeof uploadCvAnswerSchema>;

/** verify-profile's query (SPEC.md section 7): the candidate confirms (or disputes) the details a recruiter holds. */
export const verifyProfileQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'id'],
    properties: { status: { type: 'string', enum: PROFILE_VERIFICATION_STATUSES }, id: uuidSchema },
} as const;
export type VerifyProfileQuery = FromSchema<typeof verifyProfileQuerySchema>;

/** POST {application id}/request-profile-verification's answer: where the link went. */
export const verificationRequestAnswerSchema = { type: 'object', properties: { sent_to: { type: 'string' }, link: { type: 'string' } } } as const;
/** The candidate area's page the link opens (custom/candidate/VerifyProfilePage.tsx). */
export const verifyProfilePath = (candidateId: string) => `/candidate/verify-profile?id=${candidateId}`;

export const verifyProfileAnswerSchema = {
    type: 'object',
    properties: { profile_verification: { type: 'string', enum: PROFILE_VERIFICATION_STATUSES }, profile_verified_at: dateTime },
} as const;

// ---------------------------------------------------------------------------
// Offer letters addressed to the candidate.

/** The offers a candidate sees: sent to them, and what became of them (config/contracts/offers.ts); never a draft. */
export const CANDIDATE_OFFER_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
export type CandidateOfferStatus = (typeof CANDIDATE_OFFER_STATUSES)[number];

export const candidateOfferSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        /** The candidate's application the offer was made for. */
        application_id: nullableString,
        job_title: { type: 'string' },
        candidate_name: { type: 'string' },
        annual_ctc: { type: ['number', 'null'] },
        currency: nullableString,
        joining_date: { type: ['string', 'null'], format: 'date' },
        /** The last day the offer may be accepted (the workspace's day). */
        expires_on: { type: ['string', 'null'], format: 'date' },
        offer_status: { type: 'string', enum: CANDIDATE_OFFER_STATUSES },
        /** SENT and not past its expiry day: accept and decline are offered. */
        can_answer: { type: 'boolean' },
        /** The letter's text: the template's body with the offer's fields filled in. */
        letter: { type: 'string' },
        decline_reason: nullableString,
        answered_at: nullableDateTime,
        sent_at: dateTime,
    },
} as const;
export type CandidateOffer = AnswerOf<typeof candidateOfferSchema>;

export const declineOfferBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['reason'],
    properties: { reason: { type: 'string', minLength: 2, maxLength: 1000, pattern: '\\S' } },
} as const;
export type DeclineOfferBody = FromSchema<typeof declineOfferBodySchema>;

// ---------------------------------------------------------------------------
// Their own data: export and erasure.

/** candidate/export's answer: everything the workspace holds about the signed-in candidate. */
export const candidateExportSchema = {
    type: 'object',
    properties: {
        exported_at: dateTime,
        account: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' }, created_at: dateTime } },
        profile: candidateProfileSchema,
        applications: {
            type: 'array',
            items: {
                type: 'object',
                properties: {
                    application_id: { type: 'string' },
                    job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
                    stage: { type: 'string' },
                    applied_at: dateTime,
                    source: nullableString,
                    stages: { type: 'array', items: { type: 'object', properties: { stage: { type: 'string' }, at: dateTime } } },
                    screening_answers: { type: 'array', items: { type: 'object', properties: { question: { type: 'string' }, answer: { type: 'string' } } } },
                },
            },
        },
        consents: { type: 'array', items: consentSchema },
        offers: { type: 'array', items: candidateOfferSchema },
        files: { type: 'array', items: { type: 'object', properties: { file_id: { type: 'string' }, name: { type: 'string' }, kind: { type: 'string' }, size_bytes: { type: 'integer' }, uploaded_at: dateTime } } },
    },
} as const;
export type CandidateExport = AnswerOf<typeof candidateExportSchema>;

/** candidate/erase-account's body: the password again, so a borrowed session cannot erase an account. */
export const eraseBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['password'],
    properties: { password: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;
export type EraseBody = FromSchema<typeof eraseBodySchema>;

export const erasureAnswerSchema = {
    type: 'object',
    properties: { erased_at: dateTime, applications_kept: { type: 'integer' }, files_deleted: { type: 'integer' } },
} as const;
export type ErasureAnswer = AnswerOf<typeof erasureAnswerSchema>;
