/**
 * Fetch stubs for the dataProvider unit tests: queue answers, then read back
 * exactly what was sent (URL, method, headers, body).
 */
import Cookies from 'js-cookie';
import { vi, type Mock } from 'vitest';
import type { CompanyDetails } from '../../../dataProvider/session';

export type FetchMock = Mock<(input: string, init?: RequestInit) => Promise<Response>>;

export function jsonResponse(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function textResponse(status: number, text: string): Response {
    return new Response(text, { status, headers: { 'Content-Type': 'text/plain' } });
}

/** Installs a fetch stub answering with the given responses in order (the last one repeats). */
export function mockFetch(...responses: Array<Response | Error | DOMException>): FetchMock {
    let index = 0;
    const fetchMock: FetchMock = vi.fn(async () => {
        const next = responses[Math.min(index++, responses.length - 1)];
        if (!(next instanceof Response)) throw next;
        // A Response body can be read once; hand out a copy so the last one can repeat.
        return next.clone();
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
}

export interface SentRequest {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
}

export function sentRequest(fetchMock: FetchMock, call = 0): SentRequest {
    const [url, init = {}] = fetchMock.mock.calls[call];
    const rawBody = init.body;
    return {
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    };
}

export function clearAllCookies(): void {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

export const acmeCompany: CompanyDetails = {
    institute: 'acme',
    id: 'w1',
    theme_color: '#123456',
    company_name: 'Acme Corp',
    brand_name: 'AcmeHire',
    company_profile_image: null,
    favicon: 'acme-icon.png',
    workspace: 'acme.localhost',
    is_recruit_agency: false,
};
