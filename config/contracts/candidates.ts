/**
 * Candidate search across the workspace on the wire (GET /api/candidates/search,
 * docs/api-jobs.md): every candidate of the workspace, in the pool or applied
 * to any job, found by the words of their name, email, title, city and skills
 * or by their phone number, each with the jobs they applied to and the stage
 * they are at.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { pageQueryProperties, type AnswerOf } from './common';
import { candidateSchema } from './applications';

/** The search: `q` (at least two letters or digits), page and limit as every list. */
export const candidateSearchQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['q'],
    properties: {
        q: { type: 'string', minLength: 2, maxLength: 100 },
        ...pageQueryProperties,
    },
} as const;
export type CandidateSearchQuery = FromSchema<typeof candidateSearchQuerySchema>;

/** At most this many words of `q` are searched (each must match). */
export const CANDIDATE_SEARCH_MAX_WORDS = 6;

/**
 * The words of a search as the server matches them: lower-cased, split on
 * anything that is not a letter or a digit; an email (text with an @) is one
 * word, matched against the start of the whole address; a phone number typed
 * with spaces, dashes or brackets is one word of its digits. The console may
 * show the same words it will be matched by.
 */
export function candidateSearchWords(q: string): string[] {
    const text = q.trim().toLowerCase();
    // The whole address is stored behind '@' (server/db/migrations/007_volume_indexes.sql).
    if (/^[^\s@]*@\S*$/.test(text)) return [`@${text}`];
    if (/^\+?[0-9 ().-]+$/.test(text)) {
        const digits = text.replace(/[^0-9]/g, '');
        return digits ? [digits] : [];
    }
    return [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** An application of a found candidate: the job and the stage it is at. */
export const candidateApplicationSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        job_id: { type: 'string' },
        job_title: { type: 'string' },
        stage_id: { type: 'string' },
        stage_name: { type: 'string' },
        stage_entered_at: { type: 'string', format: 'date-time' },
    },
} as const;

/** One found candidate. */
export const candidateSearchResultSchema = {
    type: 'object',
    properties: {
        // The candidate's own fields as every candidate answer has them (applications.ts candidateSchema).
        id: candidateSchema.properties.id,
        first_name: candidateSchema.properties.first_name,
        last_name: candidateSchema.properties.last_name,
        email: candidateSchema.properties.email,
        phone: candidateSchema.properties.phone,
        current_title: candidateSchema.properties.current_title,
        city: candidateSchema.properties.city,
        skills: candidateSchema.properties.skills,
        created_at: candidateSchema.properties.created_at,
        applications: { type: 'array', items: candidateApplicationSchema },
    },
} as const;
export type CandidateSearchResult = AnswerOf<typeof candidateSearchResultSchema>;
