/**
 * The career page words its fixed filter options by id (custom/career/CareerFiltersBar.tsx), since
 * GET career/filters answers them in English whatever the page's language. Every id of the
 * contract's lists has its words in the public catalogue, and the English words are the contract's
 * labels: an English page reads exactly what the server says (hindiCatalogue.test.ts holds the
 * Hindi twin to the same keys).
 */
import { describe, expect, it } from 'vitest';
import publicMessages from '../../../config/i18n/en.public.json';
import { CAREER_SORTS, CTC_BANDS, WORK_EXPERIENCE_BANDS } from '../../../config/contracts/career';
import { EMPLOYMENT_TYPES } from '../../../config/contracts/jobs';

const career = publicMessages.ats.career;
const words = (tree: Record<string, string>, id: string): string | undefined => (Object.prototype.hasOwnProperty.call(tree, id) ? tree[id] : undefined);

describe("the career page's fixed filter options", () => {
    it('have English words for every id, the same as the contract labels', () => {
        expect(Object.fromEntries(WORK_EXPERIENCE_BANDS.map(band => [band.id, words(career.filters.experience_bands, band.id)]))).toEqual(Object.fromEntries(WORK_EXPERIENCE_BANDS.map(band => [band.id, band.label])));
        expect(Object.fromEntries(CTC_BANDS.map(band => [band.id, words(career.filters.ctc_bands, band.id)]))).toEqual(Object.fromEntries(CTC_BANDS.map(band => [band.id, band.label])));
        // The first sort is the select's empty choice, worded by filters.newest.
        const [newest, ...sorts] = CAREER_SORTS;
        expect(career.filters.newest).toBe(newest.label);
        expect(Object.fromEntries(sorts.map(sort => [sort.id, words(career.filters.sorts, sort.id)]))).toEqual(Object.fromEntries(sorts.map(sort => [sort.id, sort.label])));
        expect(EMPLOYMENT_TYPES.filter(type => !words(career.job_types, type))).toEqual([]);
    });
});
