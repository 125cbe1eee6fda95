/**
 * Requests in a chosen language, for the tests of the API's Hindi (docs/decisions.md, "Hindi"):
 * the server reads the language from Accept-Language (server/lib/locale.ts, `localeOf`).
 */
import { ACME, type TestApp } from '../helpers/testApp.js';

/** Hindi first. */
export const HINDI = 'hi-IN,hi;q=0.9,en;q=0.8';
/** English first, Hindi after it: the server must take the first. */
export const ENGLISH = 'en-IN,hi;q=0.9';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer's own data
export type Body = { status: boolean; message: string; data: any; errors?: Record<string, string> };

/** One JSON request in `language` as `token`: its status and its envelope. */
export async function callIn(t: TestApp, language: string, request: { method: Method; url: string; payload?: object; token: string; host?: string }) {
    const { method, url, payload, token, host = ACME } = request;
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}), headers: { 'accept-language': language } });
    return { status: response.statusCode, body: response.json() as Body };
}
