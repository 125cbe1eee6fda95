/**
 * A caller who may not use a route is told 403 before anything about its
 * schema: the role and module checks of route() run before the body's and
 * query's validation errors are reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

const FORBIDDEN = { status: false, message: 'You do not have permission to perform this action.' };

let t: TestApp;
let recruiter: string;
let vendor: string;
let interviewer: string;
let globexAdmin: string;
beforeAll(async () => {
    t = await createTestApp();
    [recruiter, vendor, interviewer, globexAdmin] = await Promise.all([
        t.login(ACME, 'recruiter@acme.example'),
        t.login(ACME, 'vendor@acme.example', 'vendor'),
        t.login(ACME, 'interviewer@acme.example'),
        t.login(GLOBEX, 'admin@globex.example'),
    ]);
});
afterAll(() => t.close());

const badBody = { not_a_field: 1, name: 42 };

describe('403 comes before validation', () => {
    it('a recruiter without the module gets 403 for a malformed create, not the schema', async () => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/department', token: recruiter, payload: badBody });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
    });

    it('a role outside the route gets 403 for a malformed body on a hand-written route', async () => {
        for (const token of [vendor, interviewer]) {
            const response = await t.call(ACME, { method: 'POST', url: '/api/create-job', token, payload: { title: 7, nope: true } });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toEqual(FORBIDDEN);
        }
    });

    it('a bad query is 403 for a role outside the route, 400 naming the field for one inside it', async () => {
        const url = '/api/departments?limit=not-a-number';
        expect((await t.call(ACME, { method: 'GET', url, token: vendor })).statusCode).toBe(403);
        const admin = await t.login(ACME, 'admin@acme.example');
        const allowed = await t.call(ACME, { method: 'GET', url, token: admin });
        expect(allowed.statusCode).toBe(400);
        expect(allowed.json().errors).toHaveProperty('limit');
    });

    it('an agency-only resource on a workspace that is no agency is 404 before validation', async () => {
        const response = await t.call(GLOBEX, { method: 'POST', url: '/api/client', token: globexAdmin, payload: badBody });
        expect(response.statusCode).toBe(404);
    });

    it('an allowed caller still gets 400 with field errors', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const response = await t.call(ACME, { method: 'POST', url: '/api/department', token: admin, payload: badBody });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toMatchObject({ not_a_field: 'not_a_field is not an allowed field' });
    });
});
