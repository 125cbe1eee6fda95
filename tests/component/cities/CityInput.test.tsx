/**
 * The single-city field (custom/cities/CityInput.tsx): a candidate's city and
 * the lists' city filter. It searches the city list as the user types, writes
 * the picked city's label, keeps free text, and warns about a saved city the
 * server matched to none.
 */
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CityInput } from '../../../custom/cities/CityInput';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { City } from '../../../dataProvider/cities';

const city = (id: number, name: string, country: string, label = name): City => ({
    id, name, country_code: country.slice(0, 2).toUpperCase(), country, region_code: null, lat: 0, lng: 0, population: 1000, label,
});
const BENGALURU = city(1277333, 'Bengaluru', 'India');

function Harness({ initial, unmatched, searchCities }: { initial: string; unmatched?: string; searchCities: (search: string) => Promise<City[]> }) {
    const [value, setValue] = useState(initial);
    const [picked, setPicked] = useState<City | null>(null);
    return (
        <AdminContext dataProvider={testDataProvider({ searchCities } as never)} i18nProvider={i18nProvider} store={memoryStore()}>
            <CityInput label="ats.applicants.city" value={value} unmatched={unmatched} onChange={setValue} onCity={setPicked} />
            <output data-testid="value">{value}</output>
            <output data-testid="picked">{picked?.id ?? ''}</output>
        </AdminContext>
    );
}

const field = () => screen.getByRole('combobox', { name: 'City' });

describe('the city field', () => {
    it('finds a city by another name and writes the name that resolves to it', async () => {
        const user = userEvent.setup();
        const searchCities = vi.fn(async () => [BENGALURU]);
        render(<Harness initial="" searchCities={searchCities} />);
        await user.type(field(), 'Bangalore');
        const listbox = await screen.findByRole('listbox');
        expect(searchCities).toHaveBeenLastCalledWith('Bangalore', 10);
        await user.click(within(listbox).getByRole('option', { name: 'Bengaluru, India' }));
        expect(screen.getByTestId('value').textContent).toBe('Bengaluru');
        expect(screen.getByTestId('picked').textContent).toBe(String(BENGALURU.id));
        expect(searchCities.mock.calls.length).toBeLessThan(5);
    });

    it('keeps free text the list does not have', async () => {
        const user = userEvent.setup();
        render(<Harness initial="" searchCities={vi.fn(async () => [])} />);
        await user.type(field(), 'Lakeside Village');
        await user.tab();
        expect(screen.getByTestId('value').textContent).toBe('Lakeside Village');
        expect(screen.getByTestId('picked').textContent).toBe('');
    });

    it('warns about a saved city matched to none until it is changed', async () => {
        const user = userEvent.setup();
        const searchCities = vi.fn(async () => [BENGALURU]);
        render(<Harness initial="Lakeside Village" unmatched="Lakeside Village" searchCities={searchCities} />);
        expect(screen.getByText('Not in the city list, kept as typed: Lakeside Village')).toBeTruthy();
        await user.clear(field());
        await user.type(field(), 'Beng');
        expect(screen.queryByText(/Not in the city list/)).toBeNull();
    });
});
