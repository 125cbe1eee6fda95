// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateSearchWords } from '../../../config/contracts/candidates';
import { candidatesMethods } from '../../../dataProvider/candidates';
import { clearAllCookies, jsonResponse, mockFetch, sentRequest } from './fetchMock';

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

const meta = { total: 11, perPage: 10, currentPage: 2, nextPage: null, previousPage: 1, pageCount: 2 };

describe('searchCandidates', () => {
    it('sends q, page and limit to candidates/search and answers the page with its meta', async () => {
        const found = { id: 'c1', first_name: 'Priya', last_name: 'Nair', email: 'p@x.example', phone: null, current_title: null, city: null, skills: [], created_at: '2026-01-01T00:00:00.000Z', applications: [] };
        const fetchMock = mockFetch(jsonResponse(200, { status: true, data: [found], meta }));
        const page = await candidatesMethods.searchCandidates({ q: 'priya nair', page: 2, limit: 10 });
        const sent = new URL(sentRequest(fetchMock).url, 'http://acme.localhost');
        expect(sent.pathname).toBe('/api/candidates/search');
        expect(Object.fromEntries(sent.searchParams)).toEqual({ q: 'priya nair', page: '2', limit: '10' });
        expect(page).toEqual({ data: [found], meta });
    });
});

describe('candidateSearchWords (the words the server matches)', () => {
    it('lower-cases and splits on anything but letters and digits; an email and a phone number are one word each', () => {
        expect(candidateSearchWords('  Priya.NAIR mail ')).toEqual(['priya', 'nair', 'mail']);
        expect(candidateSearchWords(' Priya.Nair@Mail.example ')).toEqual(['@priya.nair@mail.example']);
        expect(candidateSearchWords('Müller  Müller')).toEqual(['müller']);
        expect(candidateSearchWords('+91 (98765) 43-210')).toEqual(['919876543210']);
        expect(candidateSearchWords('!!!')).toEqual([]);
    });
});
