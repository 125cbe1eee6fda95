/**
 * The job form's locations field (custom/cities/CityLocationsInput.tsx): it
 * searches the city list as the user types, adds the picked city's label,
 * still takes free text, and flags the saved job's unmatched locations.
 */
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CityLocationsInput } from '../../../custom/cities/CityLocationsInput';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { City } from '../../../dataProvider/cities';

const city = (id: number, name: string, country: string, label = name): City => ({
    id, name, country_code: country.slice(0, 2).toUpperCase(), country, region_code: null, lat: 0, lng: 0, population: 1000, label,
});
const HYDERABAD = city(1269843, 'Hyderabad', 'India');
const HYDERABAD_PK = city(1176734, 'Hyderabad', 'Pakistan', 'Hyderabad, Pakistan');

function Harness({ initial, unmatched, searchCities }: { initial: string[]; unmatched?: string[]; searchCities: (search: string) => Promise<City[]> }) {
    const [value, setValue] = useState(initial);
    return (
        <AdminContext dataProvider={testDataProvider({ searchCities } as never)} i18nProvider={i18nProvider} store={memoryStore()}>
            <CityLocationsInput label="ats.jobs.job_locations" value={value} unmatched={unmatched} onChange={setValue} />
            <output data-testid="value">{JSON.stringify(value)}</output>
        </AdminContext>
    );
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('the city locations field', () => {
    it('searches the city list as the user types and adds the picked city by the text that resolves to it', async () => {
        const user = userEvent.setup();
        const searchCities = vi.fn(async () => [HYDERABAD, HYDERABAD_PK]);
        render(<Harness initial={['Pune']} searchCities={searchCities} />);
        await user.type(screen.getByRole('combobox', { name: 'Job locations' }), 'hyder');
        const listbox = await screen.findByRole('listbox');
        expect(within(listbox).getAllByRole('option').map(o => o.textContent)).toEqual(['Hyderabad, India', 'Hyderabad, Pakistan']);
        expect(searchCities).toHaveBeenLastCalledWith('hyder', 10);
        await user.click(within(listbox).getByRole('option', { name: 'Hyderabad, Pakistan' }));
        expect(shown()).toEqual(['Pune', 'Hyderabad, Pakistan']);
        // Searched once the typing pauses, not per key.
        expect(searchCities.mock.calls.length).toBeLessThan(5);
    });

    it('keeps free text a city search does not find, once', async () => {
        const user = userEvent.setup();
        render(<Harness initial={['Pune']} searchCities={vi.fn(async () => [])} />);
        await user.type(screen.getByRole('combobox', { name: 'Job locations' }), 'Gotham Heights{Enter}');
        await user.type(screen.getByRole('combobox', { name: 'Job locations' }), ' pune {Enter}');
        expect(shown()).toEqual(['Pune', 'Gotham Heights']);
    });

    it("flags the saved job's unmatched locations until they are removed", async () => {
        const user = userEvent.setup();
        render(<Harness initial={['Pune', 'Gotham Heights']} unmatched={['Gotham Heights']} searchCities={vi.fn(async () => [])} />);
        expect(screen.getByText('Not in the city list, kept as typed: Gotham Heights')).toBeTruthy();
        const chip = screen.getByRole('button', { name: 'Gotham Heights' });
        expect(chip.className).toMatch(/colorWarning/);
        expect(screen.getByRole('button', { name: 'Pune' }).className).not.toMatch(/colorWarning/);
        await user.click(within(chip).getByTestId('CancelIcon'));
        await waitFor(() => expect(shown()).toEqual(['Pune']));
        expect(screen.queryByText(/Not in the city list/)).toBeNull();
        expect(screen.getByText('Type a city and pick it from the list, or type any place and press Enter.')).toBeTruthy();
    });
});
