// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackErrorMessage } from '../../../dataProvider/messages';
import { session } from '../../../dataProvider/session';
import { applyWorkspaceBranding, checkWorkspace } from '../../../dataProvider/workspace';
import { acmeCompany, clearAllCookies, jsonResponse, mockFetch, sentRequest } from './fetchMock';

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

describe('checkWorkspace', () => {
    it('asks for the origin without a token and stores the company details', async () => {
        session.setToken('tok-1');
        const fetchMock = mockFetch(jsonResponse(200, { status: true, message: '', companyDetails: acmeCompany }));

        await expect(checkWorkspace('http://acme.localhost:5173')).resolves.toEqual({ ok: true, company: acmeCompany });

        expect(sentRequest(fetchMock)).toMatchObject({
            url: '/api/check-workspace?workspace=http%3A%2F%2Facme.localhost%3A5173',
            method: 'GET',
        });
        expect(sentRequest(fetchMock).headers.Authorization).toBeUndefined();
        expect(session.getCompany()).toEqual(acmeCompany);
    });

    it('defaults to window.location.origin', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true, companyDetails: acmeCompany }));
        await checkWorkspace();
        expect(sentRequest(fetchMock).url).toBe(`/api/check-workspace?workspace=${encodeURIComponent(window.location.origin)}`);
    });

    it('sends an inactive workspace to company-not-found?inactive=true', async () => {
        mockFetch(jsonResponse(403, { status: false, message: 'Workspace is inactive!', companyDetails: null }));
        await expect(checkWorkspace('http://old.localhost')).resolves.toEqual({
            ok: false,
            message: 'Workspace is inactive!',
            redirectTo: '/company-not-found?inactive=true',
        });
        expect(session.getCompany()).toBeNull();
    });

    it('knows an inactive workspace by its 403 when the message is in another language (Hindi)', async () => {
        mockFetch(jsonResponse(403, { status: false, message: 'वर्कस्पेस निष्क्रिय है!', companyDetails: null }));
        await expect(checkWorkspace('http://old.localhost')).resolves.toMatchObject({ ok: false, redirectTo: '/company-not-found?inactive=true' });
    });

    it('sends an unknown workspace to company-not-found?inactive=false with the server message', async () => {
        mockFetch(jsonResponse(404, { status: false, message: 'Workspace not found!', companyDetails: null }));
        await expect(checkWorkspace('http://nope.localhost')).resolves.toEqual({
            ok: false,
            message: 'Workspace not found!',
            redirectTo: '/company-not-found?inactive=false',
        });
    });

    it.each([
        ['a network failure', new TypeError('Failed to fetch')],
        ['a 500 without message', jsonResponse(500, { status: false })],
        ['a 200 without company', jsonResponse(200, { status: false, companyDetails: null })],
    ])('falls back to the spec message on %s', async (_, answer) => {
        mockFetch(answer);
        await expect(checkWorkspace('http://acme.localhost')).resolves.toEqual({
            ok: false,
            message: fallbackErrorMessage,
            redirectTo: '/company-not-found?inactive=false',
        });
    });
});

describe('applyWorkspaceBranding', () => {
    beforeEach(() => {
        document.head.innerHTML = '';
        document.title = '';
    });

    it('sets "<brand> ATS", the favicon, and returns the theme colour', () => {
        expect(applyWorkspaceBranding(acmeCompany)).toBe('#123456');
        expect(document.title).toBe('AcmeHire ATS');
        expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href')).toBe(
            '/api/files/public/acme-icon.png',
        );
    });

    it('falls back to the company name and the default colour, and reuses an existing icon link', () => {
        document.head.innerHTML = '<link rel="shortcut icon" href="/old.ico">';
        const color = applyWorkspaceBranding({
            ...acmeCompany,
            brand_name: null,
            theme_color: '',
            favicon: 'https://cdn.example.com/f.ico',
        });
        expect(color).toBe('#00bbb6');
        expect(document.title).toBe('Acme Corp ATS');
        expect(document.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
        expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href')).toBe(
            'https://cdn.example.com/f.ico',
        );
    });
});
