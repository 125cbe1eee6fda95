/** The count on the phones' Filters button: fields that differ from their defaults, the search aside. */
import { describe, expect, it } from 'vitest';
import { filtersSetBeside } from '../../../ui/FiltersFold';

describe('filtersSetBeside', () => {
    const defaults = { keyword: '', city: '', min: '0', free: false };

    it('counts the fields changed from their defaults, never the search words', () => {
        expect(filtersSetBeside(defaults, defaults, 'keyword')).toBe(0);
        expect(filtersSetBeside({ ...defaults, keyword: 'go' }, defaults, 'keyword')).toBe(0);
        expect(filtersSetBeside({ ...defaults, city: 'Pune', free: true }, defaults, 'keyword')).toBe(2);
    });

    it('counts the keys a filter holds when nothing is set by default (the career page keeps only set keys)', () => {
        expect(filtersSetBeside<Record<string, string | undefined>>({ keyword: 'go', city_id: '1', sort_by: 'title', ctc: undefined }, {}, 'keyword')).toBe(2);
    });
});
