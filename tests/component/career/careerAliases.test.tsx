/**
 * /career and /careers, the addresses people type (config/contracts/career.ts CAREER_PAGE_ALIASES):
 * the career page with the address's query, not the staff sign-in the console sent them to.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPublicPath } from '../../../custom/routes/publicRoutes';
import { clearAllCookies } from '../../unit/dataProvider/fetchMock';
import { filterOptions, jobCard, meta, ok, renderAt, routeFetch, where } from './careerTestUtils';

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

describe('the career page at its natural addresses', () => {
    it.each(['/career', '/careers', '/careers/'])('%s is a public page', path => {
        expect(isPublicPath(path)).toBe(true);
    });

    it.each(['/career', '/careers'])('%s opens the career page, its query kept', async path => {
        routeFetch({ 'GET career/jobs': ok([jobCard(1)], { meta: meta(1) }), 'GET career/filters': ok(filterOptions), 'GET career/get-skills': ok(['React']) });
        renderAt(`${path}?utm_source=LinkedIn&keyword=react`);
        await waitFor(() => expect(where.location).toBe('/careerPage?utm_source=LinkedIn&keyword=react'));
        expect(await screen.findByRole('heading', { level: 1, name: 'Careers at AcmeHire' })).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'Sign in to your workspace' })).toBeNull();
    });
});
