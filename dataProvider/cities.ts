/**
 * The city list's typeahead (config/contracts/cities.ts, docs/api.md "Cities")
 * as a custom dataProvider method, loaded with the lazy domains
 * (dataProvider/lazyDomains.ts): only the job form, itself lazy, calls it.
 */
import type { DataProvider } from 'react-admin';
import type { City } from '../config/contracts/cities';
import { data } from './jobs';

export type { City } from '../config/contracts/cities';

export interface CitiesDataProvider extends DataProvider {
    searchCities(search: string, limit?: number): Promise<City[]>;
}

export const citiesMethods: Pick<CitiesDataProvider, 'searchCities'> = {
    searchCities: (search, limit = 10) => data('GET', 'cities', { query: { search, limit } }),
};
