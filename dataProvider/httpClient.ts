/**
 * The one fetch wrapper: base URL `/api`, the Bearer token from the session
 * cookie, and every failure turned into a react-admin `HttpError` whose `body`
 * follows docs/api.md (`{ status: false, message, errors? }`). react-admin's
 * create/edit controllers read `error.body.errors` and show each message
 * beside its form field, so field errors reach the form with no extra code.
 */
import { HttpError } from 'react-admin';
import { constants } from '../config';
import { currentLocale } from './locale';
import { fallbackErrorMessage } from './messages';
import { session } from './session';
import type { ApiErrorBody, HttpMethod } from './types';

export const apiBaseUrl = '/api';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface HttpRequestOptions {
    method?: HttpMethod;
    query?: QueryParams;
    /** FormData is sent as is (the browser sets the multipart boundary); anything else as JSON. */
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Send the Bearer token (default). The public workspace check and the logins turn it off. */
    authenticated?: boolean;
}

export interface HttpResponse<T> {
    status: number;
    headers: Headers;
    /** The raw response text. */
    body: string;
    /** The parsed JSON, or null when the body is empty or not JSON. */
    json: T;
}

/** An HttpError whose body is always the docs/api.md failure envelope. */
export type ApiHttpError = HttpError & { body: ApiErrorBody };

/** `departments` + `{ page: 1 }` → `/api/departments?page=1`; empty values are left out. */
export function apiUrl(path: string, query: QueryParams = {}): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null || value === '') continue;
        search.set(key, String(value));
    }
    const qs = search.toString();
    return `${apiBaseUrl}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

/** The Authorization header when a session exists; shared with the XHR upload. */
export function authHeaders(): Record<string, string> {
    const token = session.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * What every request to the API carries, whichever way it is sent (fetch here, XMLHttpRequest for an
 * upload's progress, a download read as bytes): the page's language, in which the server words its
 * messages, an upload's row report and an export (dataProvider/locale.ts), and the session's token.
 */
export function apiHeaders(authenticated = true): Record<string, string> {
    return { 'Accept-Language': currentLocale, ...(authenticated ? authHeaders() : {}) };
}

export async function httpClient<T = unknown>(
    path: string,
    options: HttpRequestOptions = {},
): Promise<HttpResponse<T>> {
    const response = await sendRequest(path, options);
    const text = await response.text();
    if (!response.ok) throw toHttpError(response.status, text);
    return { status: response.status, headers: response.headers, body: text, json: parseJson(text) as T };
}

async function sendRequest(path: string, options: HttpRequestOptions): Promise<Response> {
    const { method = 'GET', query, body, signal, authenticated = true } = options;
    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = {
        Accept: 'application/json',
        ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
        // The page's language, not the browser's, and the token.
        ...apiHeaders(authenticated),
        ...options.headers,
    };
    const payload = body === undefined ? undefined : isFormData ? (body as FormData) : JSON.stringify(body);
    try {
        return await fetch(apiUrl(path, query), { method, headers, body: payload, signal });
    } catch (error) {
        // react-admin recognises an aborted query by its DOMException; keep it intact.
        if (isAbortError(error)) throw error;
        throw networkError();
    }
}

/**
 * Builds the HttpError for a failed response. Prefers the server's JSON
 * `message`; a short plain-text body (the 401 `Not AUTHENTICATED USER`) is the
 * message itself; anything else (an HTML error page from a proxy) falls back.
 */
export function toHttpError(status: number, text: string): ApiHttpError {
    const json = parseJson(text);
    const body = isRecord(json) ? errorBodyFromJson(json) : errorBodyFromText(text);
    return new HttpError(body.message, status, body) as ApiHttpError;
}

/** What a request that never got an answer (offline, DNS, CORS) rejects with. */
export function networkError(): ApiHttpError {
    const body: ApiErrorBody = { status: false, message: fallbackErrorMessage };
    return new HttpError(fallbackErrorMessage, 0, body) as ApiHttpError;
}

/** True for the dead-session answer: HTTP 401 with the plain-text body `Not AUTHENTICATED USER`. */
export function isSessionExpired(error: unknown): boolean {
    if (!isRecord(error) || error.status !== 401) return false;
    const body = error.body;
    const text = typeof body === 'string' ? body : isRecord(body) ? body.text : undefined;
    return text === constants.unauthenticatedBody;
}

function errorBodyFromJson(json: Record<string, unknown>): ApiErrorBody {
    const message = typeof json.message === 'string' && json.message.trim() ? json.message : fallbackErrorMessage;
    const errors = isStringRecord(json.errors) ? json.errors : undefined;
    const data = json.data ?? undefined;
    return { status: false, message, ...(errors ? { errors } : {}), ...(data !== undefined ? { data } : {}) };
}

function errorBodyFromText(text: string): ApiErrorBody {
    const trimmed = text.trim();
    const readable = trimmed !== '' && trimmed.length <= 200 && !trimmed.startsWith('<');
    return { status: false, message: readable ? trimmed : fallbackErrorMessage, text };
}

function parseJson(text: string): unknown {
    if (!text) return null;
    try {
        return JSON.parse(text);
    } catch {
        return null;
    }
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
    return isRecord(value) && Object.values(value).every(v => typeof v === 'string');
}

function isAbortError(error: unknown): boolean {
    return isRecord(error) && error.name === 'AbortError';
}
