/**
 * The low-code proof, API half: one JSON file copied into the config directory
 * becomes a table, validated routes, permissions and a menu entry, with no code
 * changed. The file brings its own permission module (ONBOARD-LOCATION, in no
 * other file). The browser half is tests/e2e/lowCode.test.ts.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import permissionsJson from '../../config/permissions.json';
import { configDirWithNewResource } from '../helpers/lowCode.js';
import { seedDemoRecords } from '../../server/db/seedRecords.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;
let engineeringId: string;
const resourcesDir = configDirWithNewResource();
beforeAll(async () => {
    t = await createTestApp({ resourcesDir });
    await seedDemoRecords(t.app, resourcesDir);
    admin = await t.login(ACME, 'admin@acme.example');
    engineeringId = (await t.call(ACME, { method: 'GET', url: '/api/departments?search=Engineering', token: admin })).json().data[0].id;
});
afterAll(async () => {
    await t.close();
    rmSync(resourcesDir, { recursive: true, force: true });
});

describe('a resource added as one JSON file', () => {
    it('has its table, with typed columns, a foreign key to departments and row-level security', async () => {
        const columns = await sql<{ column_name: string; data_type: string }>`
            select column_name, data_type from information_schema.columns where table_name = 'locations'`.execute(t.database.db);
        const types = Object.fromEntries(columns.rows.map(c => [c.column_name, c.data_type]));
        expect(types).toMatchObject({ id: 'uuid', workspace_id: 'uuid', name: 'text', city: 'text', department_id: 'uuid', desks: 'integer', opened_on: 'date', status: 'text', version: 'integer' });
        const fk = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where conrelid = 'locations'::regclass and contype = 'f' and confrelid = 'departments'::regclass`.execute(t.database.db);
        expect(fk.rows[0].n).toBe(1);
        const rls = await sql<{ relrowsecurity: boolean }>`select relrowsecurity from pg_class where relname = 'locations'`.execute(t.database.db);
        expect(rls.rows[0].relrowsecurity).toBe(true);
    });

    it('validates and stores through its configured endpoints', async () => {
        const bad = await t.call(ACME, { method: 'POST', url: '/api/location', token: admin, payload: { name: 'X', desks: -1, floor: 3 } });
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'city', 'desks', 'floor']));
        expect((await t.call(ACME, { method: 'GET', url: '/api/locations', token: admin })).json().meta.total).toBe(0);

        const created = await t.call(ACME, { method: 'POST', url: '/api/location', token: admin, payload: { name: 'Bengaluru Hub', city: 'Bengaluru', department_id: engineeringId, desks: 120, opened_on: '2024-06-01' } });
        expect(created.statusCode).toBe(200);
        const id = created.json().data.id;
        const listed = (await t.call(ACME, { method: 'GET', url: '/api/locations?search=hub', token: admin })).json();
        expect(listed.data).toEqual([expect.objectContaining({ id, name: 'Bengaluru Hub', department_id: engineeringId, desks: 120, opened_on: '2024-06-01' })]);
        expect((await t.call(GLOBEX, { method: 'GET', url: `/api/location/${id}`, token: await t.login(GLOBEX, 'admin@globex.example') })).statusCode).toBe(404);
    });

    it('is guarded by its permission module and shows in its menu group', async () => {
        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        expect((await t.call(ACME, { method: 'GET', url: '/api/locations', token: recruiter })).statusCode).toBe(403);
        const configs = (await t.call(ACME, { method: 'GET', url: '/api/resource-config', token: admin })).json().data;
        expect(configs.find((c: { name: string }) => c.name === 'locations')).toMatchObject({ route: '/corporate/onboard/location', permission: 'ONBOARD-LOCATION', menu: { group: 'onboarding' } });
    });

    it('brings its own permission module: Admin holds it, a teammate can be granted it and then reads', async () => {
        expect(permissionsJson.modules).not.toContain('ONBOARD-LOCATION');
        const permissionsOf = async (token: string) =>
            (await t.call(ACME, { method: 'GET', url: '/api/get-user-permissions', token })).json().permissions as Record<string, string[]>;
        expect((await permissionsOf(admin))['ONBOARD-LOCATION']).toEqual(['VIEW', 'CREATE', 'EXPORT']);

        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        expect((await permissionsOf(recruiter))['ONBOARD-LOCATION']).toBeUndefined();
        const [teammate] = (await t.call(ACME, { method: 'GET', url: '/api/teammates?search=recruiter@acme.example', token: admin })).json().data as { id: string; version: number; role_name: string; permissions: Record<string, string[]> }[];
        // The teammates' permission field keeps only known modules: the new one survives the write.
        const grant = await t.call(ACME, {
            method: 'PUT',
            url: `/api/teammate/${teammate.id}`,
            token: admin,
            payload: { version: teammate.version, role_name: teammate.role_name, permissions: { ...teammate.permissions, 'ONBOARD-LOCATION': ['VIEW'] } },
        });
        expect(grant.statusCode, grant.body).toBe(200);
        expect(grant.json().data.permissions['ONBOARD-LOCATION']).toEqual(['VIEW']);

        const granted = await t.login(ACME, 'recruiter@acme.example');
        expect((await permissionsOf(granted))['ONBOARD-LOCATION']).toEqual(['VIEW']);
        expect((await t.call(ACME, { method: 'GET', url: '/api/locations', token: granted })).statusCode).toBe(200);
        // VIEW only: writing still needs CREATE on the module.
        expect((await t.call(ACME, { method: 'POST', url: '/api/location', token: granted, payload: { name: 'Pune Hub', city: 'Pune' } })).statusCode).toBe(403);
    });
});
