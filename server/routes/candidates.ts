/**
 * Candidate search across the workspace (docs/api-jobs.md, "Candidate
 * search"): every candidate of the workspace, whatever job they applied to,
 * by name, email, phone, title, city or skill, with the jobs each applied to
 * and the stage.
 */
import type { FastifyInstance } from 'fastify';
import { constants, corporateRoles } from '../../config/index.js';
import { candidateSearchQuerySchema, candidateSearchResultSchema } from '../../config/contracts/candidates.js';
import { searchCandidates } from '../lib/candidates.js';
import { localeOf } from '../lib/locale.js';
import { plannedOnceFor, searchWordsOf } from '../lib/searchWords.js';
import { page, pageMeta, pageWindow, schemas } from '../lib/http.js';
import { route } from '../plugins/auth.js';

export async function candidateRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'GET',
        url: '/api/candidates/search',
        // As the candidate pool (config/resources/talent_pool.json): every corporate user, no module.
        access: { roles: corporateRoles },
        reusePlans: query => plannedOnceFor(query.q),
        genericPlans: true,
        schema: {
            tags: ['candidates'],
            summary: 'Candidates of the workspace whose name, email, phone, title, city or skills start with every word of q; newest first, with their applications',
            querystring: candidateSearchQuerySchema,
            response: { 200: schemas.page(candidateSearchResultSchema) },
        },
        async handler({ tx, workspace, query, request }) {
            const words = searchWordsOf('q', query.q, localeOf(request), true);
            const { currentPage, perPage, offset } = pageWindow(query, constants.pageSize.default);
            const { total, rows } = await searchCandidates(tx, workspace.id, words, perPage, offset);
            return page(rows, pageMeta(total, currentPage, perPage));
        },
    });
}
