/**
 * Candidates and applications on the wire (docs/api-jobs.md): the candidate's
 * fields, an application (a board card), the board query, moves, bulk
 * actions, notes and the timeline.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CANDIDATE_PHONE_PATTERN, nullableUuidSchema, uuidSchema, type AnswerOf } from './common';
import { EXPERIENCE } from './jobs';
import { compatibilitySchema } from './resumes';
import { presentedAnswerSchema, screeningAnswerSchema } from './screening';

/** Who did something: a person's id and name, both null once the person is gone. */
const namedRefSchema = { type: 'object', properties: { id: { type: ['string', 'null'] }, name: { type: ['string', 'null'] } } } as const;

const nullableText = <N extends number>(maxLength: N) => ({ type: ['string', 'null'], maxLength }) as const;

/** The writable fields of a candidate. */
export const candidateFieldSchemas = {
    first_name: { type: 'string', minLength: 1, maxLength: 100 },
    last_name: nullableText(100),
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { anyOf: [{ type: 'string', pattern: CANDIDATE_PHONE_PATTERN }, { type: 'null' }] },
    current_title: nullableText(160),
    experience_years: { type: ['number', 'null'], minimum: EXPERIENCE.min, maximum: EXPERIENCE.max },
    skills: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 80 } },
    education: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 300 } },
    city: nullableText(120),
    source: nullableText(60),
} as const;

/** A new candidate (add-user-application's `candidate`, a row of the applicant sheet). */
export const candidateBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['first_name', 'email'],
    properties: candidateFieldSchemas,
} as const;
export type CandidateInput = FromSchema<typeof candidateBodySchema>;

/** update-applicant-details' body: the changed fields and the version read. */
export const updateCandidateBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['version'],
    properties: { ...candidateFieldSchemas, resume_file_id: nullableUuidSchema, version: { type: 'integer', minimum: 1 } },
} as const;

/** A candidate as the API answers it. */
export const candidateSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        first_name: { type: 'string' },
        last_name: { type: ['string', 'null'] },
        email: { type: 'string' },
        phone: { type: ['string', 'null'] },
        current_title: { type: ['string', 'null'] },
        experience_years: { type: ['number', 'null'] },
        skills: { type: 'array', items: { type: 'string' } },
        education: { type: 'array', items: { type: 'string' } },
        city: { type: ['string', 'null'] },
        /** The city `city` names (config/contracts/cities.ts), set by the server on every write; null when it names none. */
        city_id: { type: ['integer', 'null'] },
        /** `city` is set but names no city in the list: kept as typed, flagged to the recruiter. */
        city_unmatched: { type: 'boolean' },
        source: { type: ['string', 'null'] },
        resume_file_id: { type: ['string', 'null'] },
        version: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
        updated_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type Candidate = AnswerOf<typeof candidateSchema>;

/** An application (a card of the board) as the API answers it. */
export const applicationSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        job_id: { type: 'string' },
        candidate: candidateSchema,
        stage_id: { type: 'string' },
        recruiter_id: { type: ['string', 'null'] },
        recruiter_name: { type: ['string', 'null'] },
        source: { type: ['string', 'null'] },
        /** utm_campaign of the visit the candidate applied in (docs/api-candidates.md, "Attribution"); null otherwise. */
        campaign: { type: ['string', 'null'] },
        resume_file_id: { type: ['string', 'null'] },
        stage_entered_at: { type: 'string', format: 'date-time' },
        days_in_stage: { type: 'integer' },
        version: { type: 'integer' },
        created_at: { type: 'string', format: 'date-time' },
    },
} as const;
/** `campaign` is optional to the console: answers written before attribution (and test fixtures) lack it. */
export type Application = AnswerOf<typeof applicationSchema, 'campaign'>;

/** The latest interview result of an application, for a card's badge (null before any). */
const interviewResultSchema = {
    type: ['object', 'null'],
    properties: { interview_id: { type: 'string' }, result: { type: 'string' }, round: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
} as const;

/** A card's fields are the application's and the candidate's own schemas, a few of each. */
const cardApplication = applicationSchema.properties;
const cardCandidate = candidateSchema.properties;

/**
 * A card of the board (get-user-applications, its load-more and a card move's answer): what
 * the card shows and what a move or a bulk action sends back (the version). The drawer reads
 * the rest (application-detail). A board sends 160 of them: the candidate's whole record on
 * each was twice the bytes, and the server's time in reading and writing them
 * (docs/performance.md, "The board's cards carry what the card shows").
 */
export const boardCardSchema = {
    type: 'object',
    properties: {
        id: cardApplication.id,
        job_id: cardApplication.job_id,
        stage_id: cardApplication.stage_id,
        recruiter_id: cardApplication.recruiter_id,
        source: cardApplication.source,
        days_in_stage: cardApplication.days_in_stage,
        version: cardApplication.version,
        candidate: {
            type: 'object',
            properties: {
                id: cardCandidate.id,
                first_name: cardCandidate.first_name,
                last_name: cardCandidate.last_name,
                current_title: cardCandidate.current_title,
                experience_years: cardCandidate.experience_years,
                source: cardCandidate.source,
            },
        },
        interview_result: interviewResultSchema,
    },
} as const;
export type BoardCard = AnswerOf<typeof boardCardSchema>;

/** add-user-application's body. */
export const addApplicationBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['job_id', 'candidate'],
    properties: {
        job_id: uuidSchema,
        stage_id: uuidSchema,
        source: { type: ['string', 'null'], maxLength: 60 },
        recruiter_id: nullableUuidSchema,
        resume_file_id: nullableUuidSchema,
        candidate: candidateBodySchema,
        screening_answers: { type: 'array', maxItems: 20, items: screeningAnswerSchema },
    },
} as const;
export type AddApplicationBody = FromSchema<typeof addApplicationBodySchema>;

/** get-user-applications' body: the board's filter, and a stage with an offset to load more. */
export const boardQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        type: { type: 'string', enum: ['APPLICANTS'] },
        job_id: uuidSchema,
        recruiters: { type: 'array', maxItems: 200, items: uuidSchema },
        unassigned: { type: 'boolean' },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        stage_id: uuidSchema,
        offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
        search: { type: 'string', maxLength: 200 },
    },
} as const;
export type BoardQuery = FromSchema<typeof boardQuerySchema>;
/** Which cards the board shows and how many per stage (the console's board keeps every field set: Required<BoardFilter>). */
export type BoardFilter = Pick<BoardQuery, 'recruiters' | 'unassigned' | 'search' | 'limit'>;

/** shift-applicant's body: a card's move, with the version read. */
export const moveBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['application_id', 'to_stage_id', 'version'],
    properties: { application_id: uuidSchema, to_stage_id: uuidSchema, version: { type: 'integer', minimum: 1 } },
} as const;
export type MoveBody = FromSchema<typeof moveBodySchema>;

export const BULK_MAX = 1000;
export const versionedRefSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version'],
    properties: { id: uuidSchema, version: { type: 'integer', minimum: 1 } },
} as const;
export type VersionedRef = FromSchema<typeof versionedRefSchema>;
const applicantsList = { type: 'array', minItems: 1, maxItems: BULK_MAX, items: versionedRefSchema } as const;

/** update-bulk-current-pipeline's body: move the selected cards to a stage. */
export const stageMoveBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['pipeline_id', 'applicants'],
    properties: { pipeline_id: uuidSchema, applicants: applicantsList },
} as const;

/** bulk-applications' body: move to a stage (pipeline) or assign a recruiter (recruiter; null unassigns). */
export const bulkApplicationsBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'job_id', 'applicants'],
    properties: {
        type: { type: 'string', enum: ['pipeline', 'recruiter'] },
        job_id: uuidSchema,
        applicants: applicantsList,
        pipeline_id: uuidSchema,
        recruiter_id: nullableUuidSchema,
    },
} as const;
export type BulkApplicationsBody = FromSchema<typeof bulkApplicationsBodySchema>;

/** A bulk action refused because some cards changed: their ids. */
export const staleBulkSchema = {
    type: 'object',
    properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'object', properties: { stale: { type: 'array', items: { type: 'string' } } } } },
} as const;

export const noteBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: { text: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' } },
} as const;

export const noteSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        text: { type: 'string' },
        created_by: namedRefSchema,
        created_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type Note = AnswerOf<typeof noteSchema>;

export const TIMELINE_TYPES = [
    'APPLIED',
    'STAGE_CHANGED',
    'NOTE',
    'RECRUITER_ASSIGNED',
    'DETAILS_UPDATED',
    // Interviews (config/contracts/interviews.ts): the event's text says what happened.
    'INTERVIEW_SCHEDULED',
    'INTERVIEW_RESCHEDULED',
    'INTERVIEW_CANCELLED',
    'INTERVIEW_RESULT',
    'PROFILE_REVIEWED',
    // A candidate's answer to an offer letter (config/contracts/candidatePortal.ts): the text says which offer and why.
    'OFFER_ACCEPTED',
    'OFFER_DECLINED',
    // The offer's lifecycle (config/contracts/offers.ts): the text says which offer and what happened.
    'OFFER_CREATED',
    'OFFER_UPDATED',
    'OFFER_SENT',
    'OFFER_RESENT',
    'OFFER_WITHDRAWN',
    'OFFER_EXPIRED',
] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

/** An event of an application's timeline (history); the stage names and the text only where the event has them. */
export const timelineEventSchema = {
    type: 'object',
    properties: {
        type: { type: 'string', enum: TIMELINE_TYPES },
        at: { type: 'string', format: 'date-time' },
        actor: namedRefSchema,
        from_stage: { type: 'string' },
        to_stage: { type: 'string' },
        text: { type: 'string' },
    },
} as const;
export type TimelineEvent = AnswerOf<typeof timelineEventSchema, 'from_stage' | 'to_stage' | 'text'>;

/** One stage change of an application, newest first. */
export const historyEntrySchema = {
    type: 'object',
    properties: {
        from_stage: { type: ['object', 'null'], properties: { id: { type: ['string', 'null'] }, name: { type: ['string', 'null'] } } },
        to_stage: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
        moved_by: namedRefSchema,
        moved_at: { type: 'string', format: 'date-time' },
    },
} as const;
export type HistoryEntry = AnswerOf<typeof historyEntrySchema>;

const namedRecordSchema = { type: ['object', 'null'], properties: { id: { type: 'string' }, name: { type: 'string' } } } as const;

/**
 * Where an application came from (docs/api-candidates.md, "Attribution"): the
 * source (utm_source, a partner's name, or what brought the candidate), the
 * visit's utm_medium and utm_campaign, and the referring employee, vendor and
 * partner site when the visit named ones that exist in the workspace.
 */
export const applicationAttributionSchema = {
    type: 'object',
    properties: {
        source: { type: ['string', 'null'] },
        medium: { type: ['string', 'null'] },
        campaign: { type: ['string', 'null'] },
        referred_by: namedRecordSchema,
        vendor: namedRecordSchema,
        partner: namedRecordSchema,
        /** When the vendor submitted the person (docs/api-vendors.md, "Ownership"); null when no vendor did. */
        vendor_submitted_at: { type: ['string', 'null'], format: 'date-time' },
        /** Until when the submission is that vendor's: another vendor's submission of the person is refused until then. */
        vendor_ownership_until: { type: ['string', 'null'], format: 'date-time' },
    },
} as const;
/** The vendor submission fields are optional to the console: answers (and fixtures) from before issue 13 lack them. */
export type ApplicationAttribution = AnswerOf<typeof applicationAttributionSchema, 'vendor_submitted_at' | 'vendor_ownership_until'>;

/**
 * A candidate's acceptance of the workspace's privacy notice: the version and
 * the very text accepted, and when (docs/api-candidates.md).
 */
export const consentProperties = {
    notice_version: { type: 'integer' },
    notice_text: { type: 'string' },
    accepted_at: { type: 'string', format: 'date-time' },
} as const;

/** application-detail's answer: one application with everything its drawer shows. */
export const applicationDetailSchema = {
    type: 'object',
    properties: {
        application: applicationSchema,
        candidate: candidateSchema,
        job: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
        stage: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, position: { type: 'integer' } } },
        history: { type: 'array', items: historyEntrySchema },
        screening_answers: { type: 'array', items: presentedAnswerSchema },
        notes: { type: 'array', items: noteSchema },
        resume: { type: ['object', 'null'], properties: { file_id: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' } } },
        compatibility: compatibilitySchema,
        attribution: applicationAttributionSchema,
        /** The consent given with this application, else the candidate's latest before it; null when none (added by a recruiter). */
        consent: { type: ['object', 'null'], properties: consentProperties },
    },
} as const;
export type ApplicationDetail = AnswerOf<typeof applicationDetailSchema>;
export type ApplicationConsent = NonNullable<ApplicationDetail['consent']>;
