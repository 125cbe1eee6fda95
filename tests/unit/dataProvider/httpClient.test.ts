// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../config/i18n/en.public.json';
import { fallbackErrorMessage, i18nKeys } from '../../../dataProvider/messages';
import { apiUrl, httpClient, isSessionExpired, toHttpError } from '../../../dataProvider/httpClient';
import { session } from '../../../dataProvider/session';
import { clearAllCookies, jsonResponse, mockFetch, sentRequest, textResponse } from './fetchMock';

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
    it('prefixes /api and leaves out empty query values', () => {
        expect(apiUrl('/departments', { page: 1, search: '', status: undefined, x: null, on: false })).toBe(
            '/api/departments?page=1&on=false',
        );
    });
});

describe('httpClient requests', () => {
    it('sends the Bearer token from the session cookie', async () => {
        session.setToken('tok-123');
        const fetchMock = mockFetch(jsonResponse(200, { status: true, data: [] }));

        const { json } = await httpClient('departments', { query: { page: 1 } });

        const sent = sentRequest(fetchMock);
        expect(sent.url).toBe('/api/departments?page=1');
        expect(sent.method).toBe('GET');
        expect(sent.headers.Authorization).toBe('Bearer tok-123');
        expect(json).toEqual({ status: true, data: [] });
    });

    it('sends no Authorization header when not signed in or when the call is public', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true }));
        await httpClient('me');
        session.setToken('tok-123');
        await httpClient('check-workspace', { authenticated: false });

        expect(sentRequest(fetchMock, 0).headers.Authorization).toBeUndefined();
        expect(sentRequest(fetchMock, 1).headers.Authorization).toBeUndefined();
    });

    it('sends objects as JSON and FormData untouched', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true }));
        await httpClient('department', { method: 'POST', body: { name: 'Sales' } });
        const form = new FormData();
        await httpClient('job-bulk-upload', { method: 'POST', body: form });

        expect(sentRequest(fetchMock, 0).headers['Content-Type']).toBe('application/json');
        expect(sentRequest(fetchMock, 0).body).toEqual({ name: 'Sales' });
        expect(sentRequest(fetchMock, 1).headers['Content-Type']).toBeUndefined();
        expect(sentRequest(fetchMock, 1).body).toBe(form);
    });
});

describe('httpClient errors', () => {
    it('rejects a 400 with an HttpError carrying the server message and field errors in body.errors', async () => {
        mockFetch(
            jsonResponse(400, { status: false, message: 'Validation failed', errors: { name: 'Name is required' } }),
        );

        const error = await httpClient('department', { method: 'POST', body: {} }).catch((e: unknown) => e);

        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({
            message: 'Validation failed',
            status: 400,
            body: { status: false, message: 'Validation failed', errors: { name: 'Name is required' } },
        });
    });

    it('falls back to the spec message when the server sends none', async () => {
        mockFetch(jsonResponse(500, { status: false }));
        await expect(httpClient('departments')).rejects.toMatchObject({ message: fallbackErrorMessage, status: 500 });
    });

    it('falls back when the body is an HTML error page', async () => {
        mockFetch(new Response('<html><body>Bad gateway</body></html>', { status: 502 }));
        await expect(httpClient('departments')).rejects.toMatchObject({ message: fallbackErrorMessage, status: 502 });
    });

    it('turns a network failure into an HttpError with the fallback message', async () => {
        mockFetch(new TypeError('Failed to fetch'));
        await expect(httpClient('departments')).rejects.toMatchObject({ message: fallbackErrorMessage, status: 0 });
    });

    it('rethrows an abort untouched so react-admin can ignore it', async () => {
        const abort = new DOMException('aborted', 'AbortError');
        mockFetch(abort);
        await expect(httpClient('departments')).rejects.toBe(abort);
    });

    it('keeps the plain-text 401 recognisable as a dead session', async () => {
        mockFetch(textResponse(401, 'Not AUTHENTICATED USER'));
        const error = await httpClient('departments').catch((e: unknown) => e);
        expect(isSessionExpired(error)).toBe(true);
        expect(error).toMatchObject({ status: 401, message: 'Not AUTHENTICATED USER' });
    });

    it('does not take other failures for a dead session', () => {
        expect(isSessionExpired(toHttpError(401, JSON.stringify({ status: false, message: 'Invalid email or password' })))).toBe(false);
        expect(isSessionExpired(toHttpError(403, 'Not AUTHENTICATED USER'))).toBe(false);
        expect(isSessionExpired(toHttpError(401, 'Not AUTHENTICATED USER!'))).toBe(false);
        expect(isSessionExpired(new Error('Not AUTHENTICATED USER'))).toBe(false);
        expect(isSessionExpired(null)).toBe(false);
    });
});

describe('messages', () => {
    it('uses the same fallback text as the i18n file, under the exported key', () => {
        expect(i18nKeys.fallbackError).toBe('ats.errors.try_later_bang');
        expect(en.ats.errors.try_later_bang).toBe(fallbackErrorMessage);
    });
});

describe('toHttpError keeps the details of a refusal', () => {
    it('carries data (a bulk upload report) beside message and field errors', () => {
        const error = toHttpError(400, JSON.stringify({ status: false, message: '1 rows have errors. Nothing was saved.', errors: { file: 'x' }, data: { rows: [{ row: 2, errors: { name: 'name is required' } }], report: 'Row,Field,Error' } }));
        expect(error.body).toEqual({
            status: false,
            message: '1 rows have errors. Nothing was saved.',
            errors: { file: 'x' },
            data: { rows: [{ row: 2, errors: { name: 'name is required' } }], report: 'Row,Field,Error' },
        });
    });
});
