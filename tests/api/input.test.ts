import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
    t = await createTestApp({ bodyLimitBytes: 4096 });
    token = await t.login(ACME, 'recruiter@acme.example');
});
afterAll(() => t.close());

async function passwordHash() {
    return (await t.database.db.selectFrom('users').select(['password_hash', 'version']).where('email', '=', 'recruiter@acme.example').executeTakeFirstOrThrow());
}

const changePassword = (payload: string | object, headers: Record<string, string> = {}) =>
    t.call(ACME, { method: 'PATCH', url: '/api/corporate/change-password', token, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('bad input is refused with field errors and writes nothing', () => {
    it('malformed JSON', async () => {
        const before = await passwordHash();
        const response = await changePassword('{"old_password": "x",');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: false, message: 'The request body is not valid JSON.' });
        expect(await passwordHash()).toEqual(before);
    });

    it('unknown fields', async () => {
        const before = await passwordHash();
        const response = await changePassword({ old_password: DEMO_PASSWORD, new_password: 'Another@123', role_name: 'CORPORATE' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: false, message: 'role_name is not an allowed field', errors: { role_name: 'role_name is not an allowed field' } });
        expect(await passwordHash()).toEqual(before);
    });

    it('wrong types and missing fields, each named', async () => {
        const before = await passwordHash();
        const response = await changePassword({ old_password: 12345678 });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ old_password: 'old_password must be text', new_password: 'new_password is required' });
        expect(await passwordHash()).toEqual(before);
    });

    it('too short a new password', async () => {
        const response = await changePassword({ old_password: DEMO_PASSWORD, new_password: 'short' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.new_password).toBe('new_password must be at least 8 characters');
    });

    it('a pattern, an enum, a range and a length in words, never a regular expression', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const job = await t.call(ACME, { method: 'POST', url: '/api/create-job', token: admin, payload: { title: 'A role', priority: 'BOSS', min_experience: 41, max_experience: -1, openings: 'two' } });
        expect(job.statusCode).toBe(400);
        expect(job.json().errors).toEqual({
            priority: 'priority must be one of: LOW, MEDIUM, HIGH, URGENT',
            min_experience: 'min_experience must be 40 or less',
            max_experience: 'max_experience must be 0 or more',
            openings: 'openings must be a whole number',
        });
        const vendor = await t.call(ACME, { method: 'POST', url: '/api/onboard-vendor', token: admin, payload: { company_name: 'X', first_name: 'A', email: 'x.co@vendor.example', phone: '12' } });
        expect(vendor.statusCode).toBe(400);
        expect(vendor.json().errors).toEqual({ company_name: 'company_name must be at least 2 characters', phone: 'phone must be a phone number: digits, spaces, + ( ) and -' });
    });

    it("a web address without its scheme is SPEC's Invalid URL", async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const client = await t.call(ACME, { method: 'POST', url: '/api/client', token: admin, payload: { name: 'Website Check Ltd', website: 'acme.com' } });
        expect(client.statusCode).toBe(400);
        expect(client.json().errors.website).toBe('Invalid URL');
    });

    it('an invalid email names the field with the spec message', async () => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'not-an-email', password: 'x' } });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ email: 'Invalid email address' });
    });

    it('an oversized body gets 413', async () => {
        const before = await passwordHash();
        const response = await changePassword({ old_password: DEMO_PASSWORD, new_password: 'x'.repeat(10_000) });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ status: false, message: 'The request body is too large.' });
        expect(await passwordHash()).toEqual(before);
    });

    it('an unknown endpoint is a JSON 404', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/no-such-thing', token });
        expect(response.statusCode).toBe(404);
        expect(response.json().status).toBe(false);
    });
});
