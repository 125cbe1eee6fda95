/**
 * Generated from config/resources: every resource file gets the same CRUD,
 * validation, uniqueness, concurrency, isolation and permission checks
 * through its configured endpoints. A new resource file is covered without
 * touching this suite (tests/helpers/sampleRecord.ts makes its records).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEndpoint, tableOf, type ApiOperation, type ResourceConfig } from '../../config/resources.js';
import { loadResources } from '../../server/crud/loadResources.js';
import { awayFromDefaults, editableField, sampleRecord, sampleValue, type Sample } from '../helpers/sampleRecord.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

const resources = loadResources();
const byName = new Map(resources.map(r => [r.name, r]));

let t: TestApp;
let admin: string;
let globexAdmin: string;
let recruiter: string;
let seq = 1;

beforeAll(async () => {
    t = await createTestApp();
    [admin, globexAdmin, recruiter] = await Promise.all([
        t.login(ACME, 'admin@acme.example'),
        t.login(GLOBEX, 'admin@globex.example'),
        t.login(ACME, 'recruiter@acme.example'),
    ]);
});
afterAll(() => t.close());

interface CallOptions {
    id?: string;
    payload?: object;
    token?: string;
    host?: string;
    query?: Record<string, string>;
}

function api(resource: ResourceConfig, op: ApiOperation, { id, payload, token = admin, host = ACME, query }: CallOptions = {}) {
    const spec = resource.api[op];
    if (!spec) throw new Error(`${resource.name} has no ${op} endpoint`);
    const { method, path } = parseEndpoint(spec);
    const url = `/api/${path.replace('{id}', id ?? '')}${query ? `?${new URLSearchParams(query)}` : ''}`;
    return t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
}

async function rowCount(resource: ResourceConfig): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(tableOf(resource))}`.execute(t.database.db);
    return Number(result.rows[0].n);
}

async function storedRow(resource: ResourceConfig, id: string) {
    const result = await sql<{ version: number; updated_at: Date; status: string }>`
        select version, updated_at, status from ${sql.table(tableOf(resource))} where id = ${id}`.execute(t.database.db);
    return result.rows[0];
}

/** Creates a record through the API (referenced records first) and returns it. */
async function create(resource: ResourceConfig, body?: Sample): Promise<{ id: string; version: number; body: Sample }> {
    const payload = body ?? (await sampleRecord(resource, seq++, async name => (await create(byName.get(name)!)).id));
    const response = await api(resource, 'create', { payload });
    if (response.statusCode !== 200) throw new Error(`create ${resource.name}: ${response.statusCode} ${response.body}`);
    const { data } = response.json();
    return { id: data.id, version: data.version, body: payload };
}

/** Only the checks that apply to a resource are generated, so none shows up as skipped. */
function itWhen(applies: boolean) {
    return (name: string, test: () => Promise<void>) => {
        if (applies) it(name, test);
    };
}

describe.each(resources.map(r => [r.name, r] as const))('%s (config/resources)', (_name, resource) => {
    it('creates, lists, searches, reads, updates, changes status and deletes', async () => {
        const before = await rowCount(resource);
        const record = await create(resource);
        expect(record.version).toBe(1);
        expect(await rowCount(resource)).toBe(before + 1);

        const one = await api(resource, 'one', { id: record.id });
        expect(one.statusCode).toBe(200);
        expect(one.json().data).toMatchObject({ id: record.id, version: 1, status: 'ACTIVE', ...record.body });

        const list = await api(resource, 'list', { query: { page: '1', limit: '5' } });
        expect(list.statusCode).toBe(200);
        expect(list.json().meta).toMatchObject({ currentPage: 1, perPage: 5 });
        expect(list.json().meta.total).toBeGreaterThanOrEqual(1);
        const searchField = resource.list.search?.[0];
        if (searchField && typeof record.body[searchField] === 'string') {
            const term = String(record.body[searchField]);
            const found = await api(resource, 'list', { query: { search: term.slice(-6).toUpperCase() } });
            expect(found.json().data.map((r: { id: string }) => r.id)).toContain(record.id);
        }
        const byId = await api(resource, 'list', { query: { filter: JSON.stringify({ id: [record.id] }) } });
        expect(byId.json().data).toHaveLength(1);

        const field = editableField(resource);
        if (field) {
            const value = sampleValue(field, resource.schema.properties[field], seq++);
            const updated = await api(resource, 'update', { id: record.id, payload: { [field]: value, version: 1 } });
            expect(updated.statusCode, updated.body).toBe(200);
            expect(updated.json().data).toMatchObject({ id: record.id, version: 2, [field]: value });
        }

        if (resource.api.status) {
            const current = (await api(resource, 'one', { id: record.id })).json().data;
            const off = await api(resource, 'status', { id: record.id, payload: { status: 'INACTIVE', version: current.version } });
            expect(off.statusCode, off.body).toBe(200);
            expect(off.json().data.status).toBe('INACTIVE');
            const inactive = await api(resource, 'list', { query: { status: 'INACTIVE', filter: JSON.stringify({ id: [record.id] }) } });
            expect(inactive.json().data).toHaveLength(1);
            if (resource.api.options) {
                const options = await api(resource, 'options');
                expect(options.json().data.map((o: { id: string }) => o.id)).not.toContain(record.id);
            }
        }

        if (resource.api.delete) {
            const removed = await api(resource, 'delete', { id: record.id });
            expect(removed.statusCode, removed.body).toBe(200);
            expect((await api(resource, 'one', { id: record.id })).statusCode).toBe(404);
            expect(await rowCount(resource)).toBe(before);
        }
    });

    it('an update naming one field leaves every other field as it was (defaults belong to create)', async () => {
        const body = awayFromDefaults(resource, await sampleRecord(resource, seq++, async name => (await create(byName.get(name)!)).id));
        const record = await create(resource, body);
        const before = (await api(resource, 'one', { id: record.id })).json().data;
        for (const [name, field] of Object.entries(resource.schema.properties)) {
            if (field.default !== undefined) expect(before[name], `${name} was created away from its default`).not.toEqual(field.default);
        }
        const field = editableField(resource)!;
        const updated = await api(resource, 'update', { id: record.id, payload: { [field]: sampleValue(field, resource.schema.properties[field], seq++), version: before.version } });
        expect(updated.statusCode, updated.body).toBe(200);
        const after = (await api(resource, 'one', { id: record.id })).json().data;
        expect(after).toEqual({ ...before, [field]: updated.json().data[field], version: before.version + 1, updated_at: after.updated_at });
        expect(after[field]).not.toEqual(before[field]);
    });

    it('refuses a bad body with 400 and field errors, writing nothing', async () => {
        const body = await sampleRecord(resource, seq++, async name => (await create(byName.get(name)!)).id);
        const required = resource.schema.required ?? [];
        const typed = Object.keys(resource.schema.properties).find(f => !required.includes(f)) ?? required[1];
        const bad: Sample = { ...body, not_a_field: 'x' };
        if (required[0]) delete bad[required[0]];
        if (typed) bad[typed] = resource.schema.properties[typed].type === 'string' ? 12345 : 'not valid';
        const before = await rowCount(resource);
        const response = await api(resource, 'create', { payload: bad });
        expect(response.statusCode).toBe(400);
        const { errors, status } = response.json();
        expect(status).toBe(false);
        expect(errors.not_a_field).toBe('not_a_field is not an allowed field');
        if (required[0]) expect(errors[required[0]]).toBe(`${required[0]} is required`);
        if (typed) expect(errors[typed]).toBeTruthy();
        expect(await rowCount(resource)).toBe(before);
    });

    itWhen((resource.unique ?? []).length > 0)('refuses a duplicate (case-insensitive) with 400 naming the field', async () => {
        const first = await create(resource);
        for (const set of resource.unique ?? []) {
            const copy = await sampleRecord(resource, seq++, async name => (await create(byName.get(name)!)).id);
            for (const field of set) {
                const schema = resource.schema.properties[field];
                const value = first.body[field];
                copy[field] = typeof value === 'string' && !schema.pattern && !schema.format && !schema.enum ? value.toUpperCase() : value;
            }
            const before = await rowCount(resource);
            const response = await api(resource, 'create', { payload: copy });
            expect(response.statusCode, response.body).toBe(400);
            expect(response.json().errors[set[0]]).toMatch(/already exists/);
            expect(await rowCount(resource)).toBe(before);
        }
    });

    it('answers a stale version with 409 and keeps the newer write', async () => {
        const record = await create(resource);
        const field = editableField(resource)!;
        const first = await api(resource, 'update', { id: record.id, payload: { [field]: sampleValue(field, resource.schema.properties[field], seq++), version: 1 } });
        expect(first.statusCode).toBe(200);
        const stale = await api(resource, 'update', { id: record.id, payload: { [field]: sampleValue(field, resource.schema.properties[field], seq++), version: 1 } });
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toMatchObject({ status: false, message: expect.stringMatching(/changed by someone else/) });
        expect((await storedRow(resource, record.id)).version).toBe(2);
    });

    it("answers 404 to another workspace's token on its own host and changes nothing", async () => {
        const record = await create(resource);
        const before = await storedRow(resource, record.id);
        const asGlobex = { id: record.id, token: globexAdmin, host: GLOBEX };
        expect((await api(resource, 'one', asGlobex)).statusCode).toBe(404);
        const field = editableField(resource)!;
        const update = await api(resource, 'update', { ...asGlobex, payload: { [field]: sampleValue(field, resource.schema.properties[field], seq++), version: 1 } });
        expect(update.statusCode).toBe(404);
        if (resource.api.status) expect((await api(resource, 'status', { ...asGlobex, payload: { status: 'INACTIVE' } })).statusCode).toBe(404);
        if (resource.api.delete) expect((await api(resource, 'delete', asGlobex)).statusCode).toBe(404);
        expect(await storedRow(resource, record.id)).toEqual(before);
        // An acme token on the globex host is no session at all.
        expect((await api(resource, 'one', { id: record.id, host: GLOBEX })).statusCode).toBe(401);
    });

    itWhen(Boolean(resource.permission))('answers 403 without the module permission and keeps the session', async () => {
        const before = await rowCount(resource);
        expect((await api(resource, 'list', { token: recruiter })).statusCode).toBe(403);
        const body = await sampleRecord(resource, seq++, async name => (await create(byName.get(name)!)).id);
        const response = await api(resource, 'create', { token: recruiter, payload: body });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: false, message: 'You do not have permission to perform this action.' });
        expect(await rowCount(resource)).toBe(before);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: recruiter })).statusCode).toBe(200);
    });

    it('answers 403 to a signed-in user of another area (vendor) and keeps the session', async () => {
        const vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
        const before = await rowCount(resource);
        expect((await api(resource, 'list', { token: vendor })).statusCode).toBe(403);
        const body = await sampleRecord(resource, seq++, async name => (await create(byName.get(name)!)).id);
        expect((await api(resource, 'create', { token: vendor, payload: body })).statusCode).toBe(403);
        expect(await rowCount(resource)).toBe(before);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: vendor })).statusCode).toBe(200);
    });

    itWhen((resource.visibleWhen ?? []).includes('recruitAgency'))('does not exist on a workspace that is not a recruit agency', async () => {
        expect((await api(resource, 'list', { token: globexAdmin, host: GLOBEX })).statusCode).toBe(404);
        const body = await sampleRecord(resource, seq++, async () => '00000000-0000-4000-8000-000000000000');
        expect((await api(resource, 'create', { token: globexAdmin, host: GLOBEX, payload: body })).statusCode).toBe(404);
        const config = await t.call(GLOBEX, { method: 'GET', url: '/api/resource-config', token: globexAdmin });
        expect(config.json().data.map((r: ResourceConfig) => r.name)).not.toContain(resource.name);
    });

    itWhen(Boolean(resource.api.export))('exports the list as a CSV download (EXPORT permission)', async () => {
        const record = await create(resource);
        const response = await api(resource, 'export');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/csv/);
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
        const firstColumn = resource.list.columns[0];
        expect(response.body).toContain(String(record.body[firstColumn] ?? ''));
    });
});

describe('GET /api/resource-config', () => {
    it('hands the console every visible resource without its server hooks', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/resource-config', token: admin });
        expect(response.statusCode).toBe(200);
        const names = response.json().data.map((r: ResourceConfig) => r.name);
        expect(names.sort()).toEqual(resources.map(r => r.name).sort());
        expect(response.json().data.every((r: ResourceConfig) => r.hooks === undefined)).toBe(true);
        expect((await t.call(ACME, { method: 'GET', url: '/api/resource-config' })).statusCode).toBe(401);
    });

    it('documents every generated route in the OpenAPI document', async () => {
        const paths = Object.keys((await t.call(ACME, { method: 'GET', url: '/api/docs/json' })).json().paths);
        for (const resource of resources) {
            for (const spec of Object.values(resource.api)) {
                expect(paths).toContain(`/api/${parseEndpoint(spec).path}`);
            }
        }
    });
});
