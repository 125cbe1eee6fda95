/**
 * Candidate search across the workspace (GET /api/candidates/search,
 * docs/api-jobs.md) as a typed custom dataProvider method on the one
 * httpClient. The query and the answer are the contract's
 * (config/contracts/candidates.ts); the global search box (issue 16) calls it.
 */
import type { CandidateSearchQuery, CandidateSearchResult } from '../config/contracts/candidates';
import type { ListMeta } from '../config/contracts/common';
import { call } from './jobs';

export type { CandidateSearchQuery, CandidateSearchResult } from '../config/contracts/candidates';

export interface CandidateSearchPage {
    data: CandidateSearchResult[];
    meta: ListMeta;
}

export interface CandidatesMethods {
    searchCandidates(query: CandidateSearchQuery): Promise<CandidateSearchPage>;
}

export const candidatesMethods: CandidatesMethods = {
    searchCandidates: async ({ q, page, limit }) => {
        const json = await call<CandidateSearchResult[]>('GET', 'candidates/search', { query: { q, page, limit } });
        if (!json.meta) throw new Error('candidates/search answered without its list meta');
        return { data: json.data, meta: json.meta };
    },
};
