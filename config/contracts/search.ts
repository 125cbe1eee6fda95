/**
 * The console's global search (GET /api/search, docs/api.md "Global search"):
 * the jobs, candidates and applications whose names start with every word of
 * `q`, a few of each, as far as the caller may see them. The menu's pages are
 * searched in the browser (custom/search/SearchDialog.tsx).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { AnswerOf } from './common';

export const GLOBAL_SEARCH_DEFAULT_LIMIT = 5;
export const GLOBAL_SEARCH_MAX_LIMIT = 10;

export const globalSearchQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['q'],
    properties: {
        q: { type: 'string', minLength: 2, maxLength: 100 },
        /** Per kind: at most this many jobs, candidates and applications. */
        limit: { type: 'integer', minimum: 1, maximum: GLOBAL_SEARCH_MAX_LIMIT, default: GLOBAL_SEARCH_DEFAULT_LIMIT },
    },
} as const;
export type GlobalSearchQuery = FromSchema<typeof globalSearchQuerySchema>;

const foundJob = {
    type: 'object',
    properties: { id: { type: 'string' }, title: { type: 'string' }, status: { type: 'string' } },
} as const;

const foundCandidate = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        current_title: { type: ['string', 'null'] },
        /** Where the candidate opens: their newest application the caller may open (its job's board, the drawer open); null when none. */
        application: { type: ['object', 'null'], properties: { id: { type: 'string' }, job_id: { type: 'string' } } },
    },
} as const;

const foundApplication = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        job_id: { type: 'string' },
        job_title: { type: 'string' },
        candidate_name: { type: 'string' },
        stage_name: { type: 'string' },
    },
} as const;

export const globalSearchResultSchema = {
    type: 'object',
    properties: {
        jobs: { type: 'array', items: foundJob },
        candidates: { type: 'array', items: foundCandidate },
        applications: { type: 'array', items: foundApplication },
    },
} as const;
export type GlobalSearchResult = AnswerOf<typeof globalSearchResultSchema>;
