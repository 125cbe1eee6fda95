import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

const check = (origin: string) => t.call('anything.localhost', { method: 'GET', url: `/api/check-workspace?workspace=${encodeURIComponent(origin)}` });

describe('GET /api/check-workspace', () => {
    it('answers the company details of a workspace by its origin', async () => {
        const response = await check('http://acme.localhost:8080');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
            status: true,
            message: '',
            companyDetails: {
                institute: 'Acme Talent Partners',
                id: expect.any(String),
                theme_color: '#00bbb6',
                company_name: 'Acme Talent Partners',
                brand_name: null,
                company_profile_image: null,
                favicon: null,
                workspace: ACME,
                is_recruit_agency: true,
                // The console schedules and shows interview times in it (docs/ui-interviews.md).
                time_zone: 'UTC',
                // TPO mode and the CS dashboard (docs/api-dashboard.md): acme is neither an institute nor listed.
                is_institute: false,
                cs_dashboard: false,
            },
        });
        const globex = (await check(`https://${GLOBEX}`)).json().companyDetails;
        expect(globex).toMatchObject({ company_name: 'Globex Corporation', brand_name: 'Globex Careers', is_recruit_agency: false, institute: 'Globex Institute of Technology', is_institute: true });
    });

    it('serves plain localhost as acme', async () => {
        expect((await check('http://localhost:8080')).json().companyDetails.workspace).toBe(ACME);
        const login = await t.call('localhost:8080', { method: 'POST', url: '/api/corporate/login', payload: { email: 'admin@acme.example', password: 'Demo@12345' } });
        expect(login.statusCode).toBe(200);
    });

    it('answers an unknown workspace with 404', async () => {
        const response = await check('http://nowhere.localhost');
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: 'Workspace not found!', companyDetails: null });
    });

    it('answers an inactive workspace with its message, on the check and on every call', async () => {
        await t.database.db.updateTable('workspaces').set({ is_active: false }).where('host', '=', GLOBEX).execute();
        try {
            const response = await check(`http://${GLOBEX}`);
            expect(response.statusCode).toBe(403);
            expect(response.json()).toEqual({ status: false, message: 'Workspace is inactive!', companyDetails: null });
            const login = await t.call(GLOBEX, { method: 'POST', url: '/api/corporate/login', payload: { email: 'admin@globex.example', password: 'Demo@12345' } });
            expect(login.statusCode).toBe(403);
            expect(login.json().message).toBe('Workspace is inactive!');
        } finally {
            await t.database.db.updateTable('workspaces').set({ is_active: true }).where('host', '=', GLOBEX).execute();
        }
    });

    it('requires the workspace query', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/check-workspace' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ workspace: 'workspace is required' });
    });
});

describe('host resolution', () => {
    it('answers calls on an unknown host with 404', async () => {
        const response = await t.call('evil.example', { method: 'POST', url: '/api/corporate/login', payload: { email: 'admin@acme.example', password: 'Demo@12345' } });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Workspace not found!');
    });

    it('ignores X-Forwarded-Host unless a trusted proxy is configured', async () => {
        const payload = { email: 'admin@globex.example', password: 'Demo@12345' };
        const untrusted = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload, headers: { 'x-forwarded-host': GLOBEX } });
        expect(untrusted.statusCode).toBe(401);

        const proxied = await createTestApp({ trustProxy: true });
        try {
            const trusted = await proxied.call('127.0.0.1', { method: 'POST', url: '/api/corporate/login', payload, headers: { 'x-forwarded-host': GLOBEX } });
            expect(trusted.statusCode).toBe(200);
            expect(trusted.json().data.user.company_name).toBe('Globex Corporation');
        } finally {
            await proxied.close();
        }
        // A second app is built inside the test: give it the time a setup hook gets.
    }, 60_000);
});

describe('OpenAPI', () => {
    it('publishes the document with the routes and their schemas', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/docs/json' });
        expect(response.statusCode).toBe(200);
        const doc = response.json();
        expect(doc.openapi).toMatch(/^3\./);
        expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/check-workspace', '/api/corporate/login', '/api/get-user-permissions']));
        expect(doc.paths['/api/corporate/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    });
});
