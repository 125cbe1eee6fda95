/** GET /api/cities (docs/api.md, "Cities"): the typeahead of every location field, for anyone signed in. */
import type { FastifyInstance } from 'fastify';
import { citySearchAnswerSchema, citySearchQuerySchema } from '../../config/contracts/cities.js';
import { searchCities } from '../lib/cities.js';
import { ok } from '../lib/http.js';
import { route } from '../plugins/auth.js';

export async function cityRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'GET',
        url: '/api/cities',
        // Every signed-in caller types a city somewhere (jobs, candidates, profiles); the list is the same for all.
        access: {},
        schema: {
            tags: ['cities'],
            summary: 'Cities whose name starts with `search` (case-insensitive; text after a comma is ignored), most populous first; `label` is the text that resolves back to the city when saved as a location',
            querystring: citySearchQuerySchema,
            response: { 200: citySearchAnswerSchema },
        },
        async handler({ tx, query }) {
            return ok(await searchCities(tx, query));
        },
    });
}
