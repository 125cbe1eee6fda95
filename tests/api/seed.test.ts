import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRecordsFile } from '../../server/db/seedRecords.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

interface Plan {
    workspaces: Record<string, { steps: { resource: string; records: unknown[] }[] }>;
}
const plan = JSON.parse(readFileSync(demoRecordsFile, 'utf8')) as Plan;

async function listTotal(host: string, token: string, path: string): Promise<number> {
    const response = await t.call(host, { method: 'GET', url: `/api/${path}?limit=1`, token });
    expect(response.statusCode).toBe(200);
    return response.json().meta.total;
}

describe('demo data', () => {
    it('seeds every planned record of acme through the API', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        const configs = (await t.call(ACME, { method: 'GET', url: '/api/resource-config', token })).json().data as { name: string; api: { list: string } }[];
        for (const step of plan.workspaces[ACME].steps) {
            const config = configs.find(c => c.name === step.resource)!;
            expect(await listTotal(ACME, token, config.api.list.split(' ')[1]), step.resource).toBe(step.records.length);
        }
    });

    it('gives globex its own records and no clients (not a recruit agency)', async () => {
        const token = await t.login(GLOBEX, 'admin@globex.example');
        expect(await listTotal(GLOBEX, token, 'departments')).toBe(3);
        expect((await t.call(GLOBEX, { method: 'GET', url: '/api/clients', token })).statusCode).toBe(404);
    });

    it('makes each demo person a record of their resource who can sign in to their area', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const vendorToken = await t.login(ACME, 'vendor@acme.example', 'vendor');
        const vendorUser = (await t.call(ACME, { method: 'GET', url: '/api/me', token: vendorToken })).json().data;
        const vendors = (await t.call(ACME, { method: 'GET', url: '/api/vendors?search=vendor@acme.example', token: admin })).json().data;
        expect(vendors).toHaveLength(1);
        expect(vendors[0]).toMatchObject({ company_name: 'TalentBridge Staffing', user_id: vendorUser.id });

        const lead = (await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'lead@acme.example', password: 'Demo@12345' } })).json().data.user;
        expect(lead).toMatchObject({ role_name: 'LEAD_RECRUITER', secondary_role: 'INTERVIEWER' });
        await t.login(ACME, 'employee@acme.example', 'employee');
        await t.login(ACME, 'interviewer@acme.example');
    });

    it('resolves references named by label', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const [employee] = (await t.call(ACME, { method: 'GET', url: '/api/employees?search=ACM-0042', token: admin })).json().data;
        const department = (await t.call(ACME, { method: 'GET', url: `/api/department/${employee.department_id}`, token: admin })).json().data;
        expect(department.name).toBe('Engineering');
    });
});
