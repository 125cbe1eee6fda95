/**
 * Every answer carries the security headers (server/plugins/securityHeaders.ts, helmet's set
 * worked out once at start): a JSON answer, a refusal, an unknown route and the console's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

describe('security headers', () => {
    it('are on every kind of answer, as the app configures them', async () => {
        const answers = {
            'a JSON answer': await t.call(ACME, { method: 'GET', url: '/api/me', token: admin }),
            'a refusal': await t.call(ACME, { method: 'GET', url: '/api/me' }),
            'an unknown route': await t.call(ACME, { method: 'GET', url: '/api/no-such-route', token: admin }),
            'a public answer': await t.call(ACME, { method: 'GET', url: '/api/check-workspace' }),
        };
        for (const [what, response] of Object.entries(answers)) {
            const csp = String(response.headers['content-security-policy']);
            expect(csp, what).toContain("default-src 'self'");
            expect(csp, what).toContain("frame-src 'self' blob:");
            expect(csp, what).toContain("img-src 'self' data: blob: https:");
            expect(csp, what).not.toContain('upgrade-insecure-requests');
            expect(response.headers['x-content-type-options'], what).toBe('nosniff');
            expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
            expect(response.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
            expect(response.headers['referrer-policy'], what).toBe('no-referrer');
            expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
        }
        expect(answers['a refusal'].statusCode).toBe(401);
        expect(answers['an unknown route'].statusCode).toBe(404);
    });
});
