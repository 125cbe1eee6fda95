/** What resume parsing answers, and a resume's compatibility with a job (docs/api-jobs.md). */
import type { AnswerOf } from './common';

export const parsedResumeSchema = {
    type: 'object',
    properties: {
        first_name: { type: ['string', 'null'] },
        last_name: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
        phone: { type: ['string', 'null'] },
        skills: { type: 'array', items: { type: 'string' } },
        experience_years: { type: ['number', 'null'] },
        education: { type: 'array', items: { type: 'string' } },
        /** The current job title: a "Title:"-like line, else the line under the name, else the latest role. */
        current_title: { type: ['string', 'null'] },
        /** A known city (config/cities.json) from a City/Location/Address line, else from the header lines. */
        city: { type: ['string', 'null'] },
    },
} as const;
/** The parser fills every field (null when not found). */
export type ParsedResume = AnswerOf<typeof parsedResumeSchema>;

export const compatibilitySchema = {
    type: 'object',
    properties: {
        score: { type: 'integer' },
        matched_skills: { type: 'array', items: { type: 'string' } },
        missing_skills: { type: 'array', items: { type: 'string' } },
        reasons: { type: 'array', items: { type: 'string' } },
    },
} as const;
export type Compatibility = AnswerOf<typeof compatibilitySchema>;
