/**
 * The placement dashboard of an institute's workspace (TPO mode) on the wire:
 * GET tpo-dashboard (docs/api-dashboard.md, "TPO mode"). Its rules are in
 * docs/decisions.md ("TPO mode"): a student is a candidate of the workspace,
 * an offer is made when it is sent, a student is placed by an accepted
 * offer, and the year is the academic year (1 July to 30 June, workspace
 * time zone) the offer was sent in. Every figure is an SQL aggregate
 * (server/lib/tpoDashboard.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema, type AnswerOf } from './common';

/** The month (1-12) an academic year starts in. */
export const ACADEMIC_YEAR_START_MONTH = 7;
/** How many academic years the by-year table shows, ending with the chosen one. */
export const TPO_YEARS_SHOWN = 5;
export const TPO_YEAR_RANGE = { min: 2000, max: 2100 } as const;

export const tpoQuerySchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
        /** The academic year by the calendar year it starts in (2025: 1 July 2025 to 30 June 2026); default the current one. */
        year: { type: 'integer', minimum: TPO_YEAR_RANGE.min, maximum: TPO_YEAR_RANGE.max },
        department_id: uuidSchema,
    },
} as const;
export type TpoQuery = FromSchema<typeof tpoQuerySchema>;

const count = { type: 'integer' } as const;
const rate = { type: ['number', 'null'], description: 'Accepted over answered offers (accepted + declined), 0 to 1; null without an answer' } as const;
const money = { type: ['number', 'null'] } as const;

const yearSchema = {
    type: 'object',
    properties: {
        start_year: count,
        label: { type: 'string', description: 'e.g. 2025-26' },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
    },
} as const;

/** The figures of one slice (the whole year, a department, a year). */
const figureProperties = {
    students: { ...count, description: 'Students who applied to a drive in the year' },
    students_placed: { ...count, description: 'Students with an offer sent in the year that they accepted' },
    companies_hiring: { ...count, description: "Companies whose drives sent an offer in the year: a drive's client, or the drive itself without one" },
    offers_made: { ...count, description: 'Offers sent in the year, whatever became of them' },
    offers_accepted: count,
    offers_declined: count,
    acceptance_rate: rate,
    median_salary: money,
    highest_salary: money,
} as const;

export const tpoDashboardSchema = {
    type: 'object',
    properties: {
        year: { ...yearSchema, properties: { ...yearSchema.properties, time_zone: { type: 'string' } } },
        scope: { type: 'string', enum: ['workspace', 'own_jobs'], description: "own_jobs: a RECRUITER's answer counts only the drives they are assigned to" },
        currency: {
            type: ['string', 'null'],
            description: "The salaries' currency: the one most offers of the year were made in; offers in another are counted but not in the salary figures",
        },
        totals: { type: 'object', properties: figureProperties },
        by_department: {
            type: 'array',
            description: "The year's figures per department of the drive (null: drives without one)",
            items: { type: 'object', properties: { department_id: { type: ['string', 'null'] }, department: { type: ['string', 'null'] }, ...figureProperties } },
        },
        by_year: {
            type: 'array',
            description: 'The figures of the chosen academic year and the years before it, oldest first',
            items: { type: 'object', properties: { ...yearSchema.properties, ...figureProperties } },
        },
    },
} as const;
export type TpoDashboard = AnswerOf<typeof tpoDashboardSchema>;
export type TpoFigures = TpoDashboard['totals'];
