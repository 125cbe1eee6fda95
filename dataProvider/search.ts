/**
 * The global search's one call (GET /api/search, config/contracts/search.ts) as a custom
 * dataProvider method, so a dead session is handled as every call's (authProvider.checkError).
 * It is one of the methods loaded on first call (dataProvider/lazyDomains.ts).
 */
import type { DataProvider } from 'react-admin';
import type { GlobalSearchResult } from '../config/contracts/search';
import { httpClient } from './httpClient';
import type { ApiSuccess } from './types';

export type { GlobalSearchResult } from '../config/contracts/search';

export interface SearchMethods {
    globalSearch: (q: string, signal?: AbortSignal) => Promise<GlobalSearchResult>;
}
export type SearchDataProvider = DataProvider & SearchMethods;

export const searchMethods: SearchMethods = {
    globalSearch: async (q, signal) => {
        const { json } = await httpClient<ApiSuccess<GlobalSearchResult>>('search', { query: { q, limit: 5 }, signal });
        return json.data;
    },
};
