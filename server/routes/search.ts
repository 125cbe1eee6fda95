/**
 * The console's global search (Ctrl K in the corporate area; docs/api.md,
 * "Global search"): jobs, candidates and applications by name in one request,
 * as far as the caller may see them (server/lib/globalSearch.ts).
 */
import type { FastifyInstance } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import { GLOBAL_SEARCH_DEFAULT_LIMIT, globalSearchQuerySchema, globalSearchResultSchema } from '../../config/contracts/search.js';
import { localeOf } from '../lib/locale.js';
import { plannedOnceFor, searchWordsOf } from '../lib/searchWords.js';
import { globalSearch } from '../lib/globalSearch.js';
import { ok, schemas } from '../lib/http.js';
import { canJobs } from '../lib/jobAccess.js';
import { route } from '../plugins/auth.js';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'GET',
        url: '/api/search',
        // Every corporate user: what each finds depends on their permission to read jobs.
        access: { roles: corporateRoles },
        reusePlans: query => plannedOnceFor(query.q),
        genericPlans: true,
        schema: {
            tags: ['search'],
            summary: "The global search: up to `limit` jobs, candidates and applications whose names start with every word of q, as far as the caller may see them",
            querystring: globalSearchQuerySchema,
            response: { 200: schemas.envelope(globalSearchResultSchema) },
        },
        async handler({ tx, workspace, user, query, request }) {
            // The candidate search's words and rules (GET /api/candidates/search).
            const words = searchWordsOf('q', query.q, localeOf(request), true);
            const scope = { workspaceId: workspace.id, jobs: canJobs(user, 'read') };
            return ok(await globalSearch(tx, scope, words, query.limit ?? GLOBAL_SEARCH_DEFAULT_LIMIT));
        },
    });
}
