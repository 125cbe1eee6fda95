/** A job's pipeline (its stages) on the wire (docs/api-jobs.md). */
import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema, type AnswerOf } from './common';

export const MAX_STAGES = 30;
export const stageNameSchema = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

/** A stage as the API answers it. */
export const stageSchema = {
    type: 'object',
    properties: {
        id: { type: 'string' },
        job_id: { type: 'string' },
        name: { type: 'string' },
        /** What a candidate reads for the stage (docs/api-candidates.md); null: the name ("Rejected" reads "Not selected"). */
        public_name: { type: ['string', 'null'] },
        position: { type: 'integer' },
        applicant_count: { type: 'integer' },
        version: { type: 'integer' },
    },
} as const;
/** `public_name` is optional to the console: fixtures and older answers lack it. */
export type Stage = AnswerOf<typeof stageSchema, 'public_name'>;

export const addStageBodySchema = { type: 'object', additionalProperties: false, required: ['name'], properties: { name: stageNameSchema } } as const;
export const renameStageBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'version'],
    properties: {
        name: stageNameSchema,
        /** The name candidates read; null clears it. Left out: unchanged. */
        public_name: { anyOf: [stageNameSchema, { type: 'null' }] },
        version: { type: 'integer', minimum: 1 },
    },
} as const;
/** What a stage edit changes: its name, and the name candidates read when given. */
export type StageChanges = Omit<FromSchema<typeof renameStageBodySchema>, 'version'>;
export const deleteStageQuerySchema = { type: 'object', additionalProperties: false, properties: { move_to: uuidSchema } } as const;
export const stageOrderBodySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['stage_ids'],
    properties: { stage_ids: { type: 'array', minItems: 1, maxItems: MAX_STAGES, uniqueItems: true, items: uuidSchema } },
} as const;
export type StageOrderBody = FromSchema<typeof stageOrderBodySchema>;
