/**
 * The city typeahead's fetch, shared by the city inputs of custom/cities/:
 * GET /api/cities after a pause in typing, nothing for an empty box, and a
 * late answer for older text never replaces a newer one.
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CitiesDataProvider, City } from '../../dataProvider/cities';
import { useDebounced } from '../../ui/useDebounced';

const SEARCH_DELAY_MS = 250;

/** Compares place texts as the server resolves them: trimmed, case-insensitive. */
export const placeKey = (text: string) => text.trim().toLowerCase();

/** Cities starting with what is typed, fetched after a pause. */
export function useCitySearch(text: string): City[] {
    const dataProvider = useDataProvider<CitiesDataProvider>();
    const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
    const [cities, setCities] = useState<City[]>([]);
    useEffect(() => {
        if (!search) {
            setCities([]);
            return;
        }
        let current = true;
        dataProvider.searchCities(search, 10).then(
            found => current && setCities(found),
            () => current && setCities([]),
        );
        return () => {
            current = false;
        };
    }, [dataProvider, search]);
    return cities;
}

/** How an option reads in the list: the country always, so two Hyderabads differ. */
export const cityOptionText = (option: City | string) => (typeof option === 'string' ? option : `${option.name}, ${option.country}`);
