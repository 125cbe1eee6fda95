/**
 * Reference labels travel with the record (`_labels`, joined by the server):
 * a recruiter who may not read departments still sees each employee's
 * department name, every answer of the engine (list, one, create, update,
 * status, delete) carries them, they follow the referenced record, and the
 * OpenAPI document declares them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

interface Labelled {
    id: string;
    version: number;
    department_id?: string | null;
    team_id?: string | null;
    _labels: Record<string, string | null>;
}

describe('on the shipped resources', () => {
    let t: TestApp;
    let admin: string;
    let recruiter: string;
    beforeAll(async () => {
        t = await createTestApp();
        [admin, recruiter] = await Promise.all([t.login(ACME, 'admin@acme.example'), t.login(ACME, 'recruiter@acme.example')]);
    });
    afterAll(() => t.close());

    it("a recruiter's employee list carries department names without the departments permission", async () => {
        // The premise: this recruiter may not read departments at all.
        expect((await t.call(ACME, { method: 'GET', url: '/api/departments', token: recruiter })).statusCode).toBe(403);
        const departments = (await t.call(ACME, { method: 'GET', url: '/api/departments?limit=100', token: admin })).json().data as { id: string; name: string }[];
        const nameOf = new Map(departments.map(d => [d.id, d.name]));

        const list = await t.call(ACME, { method: 'GET', url: '/api/employees?limit=100', token: recruiter });
        expect(list.statusCode, list.body).toBe(200);
        const employees = list.json().data as Labelled[];
        const withDepartment = employees.filter(e => e.department_id);
        expect(withDepartment.length).toBeGreaterThan(0);
        for (const employee of employees) {
            expect(employee._labels).toEqual({ department_id: employee.department_id ? nameOf.get(employee.department_id) : null });
        }

        const one = await t.call(ACME, { method: 'GET', url: `/api/employee/${withDepartment[0].id}`, token: recruiter });
        expect(one.statusCode).toBe(200);
        expect(one.json().data._labels).toEqual({ department_id: nameOf.get(withDepartment[0].department_id!) });
    });

    it('resources without references carry no _labels', async () => {
        const list = await t.call(ACME, { method: 'GET', url: '/api/departments', token: admin });
        expect(list.json().data[0]).not.toHaveProperty('_labels');
    });

    it('the OpenAPI document declares _labels on records with references', async () => {
        const doc = (await t.call(ACME, { method: 'GET', url: '/api/docs/json' })).json() as {
            paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
        };
        const schema = doc.paths['/api/employees'].get.responses['200'].content!['application/json'].schema as {
            properties: { data: { items: { properties: Record<string, { properties?: Record<string, unknown> }> } } };
        };
        expect(Object.keys(schema.properties.data.items.properties._labels.properties ?? {})).toEqual(['department_id']);
    });
});

describe('on the fixture resources (teams and their members)', () => {
    let t: TestApp;
    let admin: string;
    let globexAdmin: string;
    beforeAll(async () => {
        t = await createTestApp({ resourcesDir: join(__dirname, '../fixtures/resources') });
        [admin, globexAdmin] = await Promise.all([t.login(ACME, 'admin@acme.example'), t.login(GLOBEX, 'admin@globex.example')]);
    });
    afterAll(() => t.close());

    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin, host = ACME) =>
        t.call(host, { method, url: `/api/${url}`, token, ...(payload ? { payload } : {}) });

    async function team(name: string, token = admin, host = ACME): Promise<string> {
        const response = await call('POST', 'fx/team', { name }, token, host);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.id as string;
    }

    it('every answer carries the label, and it follows the referenced record', async () => {
        const alpha = await team('Alpha squad');
        const beta = await team('Beta squad');
        const created = await call('POST', 'fx/member', { first_name: 'Lia', email: 'lia@acme.example', role: 'INTERVIEWER', team_id: alpha });
        expect(created.statusCode, created.body).toBe(200);
        const member = created.json().data as Labelled;
        expect(member._labels).toEqual({ team_id: 'Alpha squad' });

        const moved = await call('PUT', `fx/member/${member.id}`, { team_id: beta, version: member.version });
        expect(moved.json().data._labels).toEqual({ team_id: 'Beta squad' });

        // Renaming the team changes the label everywhere: it is joined on read, never copied.
        await call('PUT', `fx/team/${beta}`, { name: 'Beta crew', version: 1 });
        expect((await call('GET', `fx/member/${member.id}`)).json().data._labels).toEqual({ team_id: 'Beta crew' });
        const listed = (await call('GET', 'fx/members?search=lia')).json().data as Labelled[];
        expect(listed.map(m => m._labels)).toEqual([{ team_id: 'Beta crew' }]);

        const status = await call('PATCH', `fx/member/${member.id}/status`, { status: 'INACTIVE' });
        expect(status.json().data._labels).toEqual({ team_id: 'Beta crew' });
        const removed = await call('DELETE', `fx/member/${member.id}`);
        expect(removed.statusCode, removed.body).toBe(200);
        expect(removed.json().data._labels).toEqual({ team_id: 'Beta crew' });
    });

    it("labels come from the caller's workspace only", async () => {
        const acmeTeam = await team('Acme only team');
        await call('POST', 'fx/member', { first_name: 'Ria', email: 'ria@acme.example', role: 'INTERVIEWER', team_id: acmeTeam });
        const globexTeam = await team('Globex only team', globexAdmin, GLOBEX);
        await call('POST', 'fx/member', { first_name: 'Gus', email: 'gus@globex.example', role: 'INTERVIEWER', team_id: globexTeam }, globexAdmin, GLOBEX);
        const acme = (await call('GET', 'fx/members?limit=100')).json().data as Labelled[];
        expect(acme.map(m => m._labels.team_id)).not.toContain('Globex only team');
        const globex = (await call('GET', 'fx/members?limit=100', undefined, globexAdmin, GLOBEX)).json().data as Labelled[];
        expect(globex.map(m => m._labels.team_id)).toEqual(['Globex only team']);
    });

    it('an update body naming _labels is refused: labels are read-only', async () => {
        const teamId = await team('Read only labels');
        const member = (await call('POST', 'fx/member', { first_name: 'Ola', email: 'ola@acme.example', role: 'INTERVIEWER', team_id: teamId })).json().data as Labelled;
        const response = await call('PUT', `fx/member/${member.id}`, { _labels: { team_id: 'Forged' }, version: member.version });
        expect(response.statusCode).toBe(400);
        expect((await call('GET', `fx/member/${member.id}`)).json().data._labels).toEqual({ team_id: 'Read only labels' });
    });
});
