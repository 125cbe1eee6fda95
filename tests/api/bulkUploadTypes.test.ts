/**
 * The generated bulk upload's batched writes over every column type (the fixture resource fx_teams:
 * text with a beforeWrite hook, date, integer, boolean, jsonb, status): rows go to the database as
 * one jsonb parameter per batch, so each type must come back as a single create or update stores it,
 * and an update must change only the cells whose value differs.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { csv, multipart } from './jobsSupport.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp({ resourcesDir: join(__dirname, '../fixtures/resources') });
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

const upload = (content: string) => t.call(ACME, { method: 'POST', url: '/api/fx/teams/bulk-upload', token: admin, ...multipart([['file', 'teams.csv', content]]) });

interface Team {
    name: string;
    notes: string | null;
    kickoff: string | null;
    headcount: number | null;
    remote: boolean | null;
    tags: string[] | null;
    status: string;
    version: number;
}

async function teams(): Promise<Team[]> {
    const response = await t.call(ACME, { method: 'GET', url: '/api/fx/teams?search=Typed%20bulk&sort=name&order=asc&limit=10', token: admin });
    return response.json().data.map(({ name, notes, kickoff, headcount, remote, tags, status, version }: Team) => ({ name, notes, kickoff, headcount, remote, tags, status, version }));
}

const header = ['name', 'notes', 'kickoff', 'headcount', 'remote', 'tags', 'status'];

describe('bulk upload of typed columns', () => {
    it('creates rows with each type as a single create stores it, through the beforeWrite hook', async () => {
        const response = await upload(
            csv([
                header,
                ['Typed bulk A', '<b>bold</b><script>alert(1)</script>', '2026-03-01', '12', 'yes', 'red; blue', 'inactive'],
                ['Typed bulk B', '', '', '', 'no', '["x","y"]', ''],
            ]),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });
        expect(await teams()).toEqual([
            { name: 'Typed bulk A', notes: '<b>bold</b>', kickoff: '2026-03-01', headcount: 12, remote: true, tags: ['red', 'blue'], status: 'INACTIVE', version: 1 },
            { name: 'Typed bulk B', notes: null, kickoff: null, headcount: null, remote: false, tags: ['x', 'y'], status: 'ACTIVE', version: 1 },
        ]);
    });

    it('updates only the cells that differ, blank cells clearing a value, in one batch per set of changed fields', async () => {
        const response = await upload(
            csv([
                header,
                ['Typed bulk A', '<b>bold</b>', '2026-03-01', '13', 'yes', 'red; blue', 'INACTIVE'],
                ['Typed bulk B', '', '2026-04-02', '', 'no', '', 'inactive'],
            ]),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 0, updated: 2, unchanged: 0 });
        expect(await teams()).toEqual([
            { name: 'Typed bulk A', notes: '<b>bold</b>', kickoff: '2026-03-01', headcount: 13, remote: true, tags: ['red', 'blue'], status: 'INACTIVE', version: 2 },
            { name: 'Typed bulk B', notes: null, kickoff: '2026-04-02', headcount: null, remote: false, tags: null, status: 'INACTIVE', version: 2 },
        ]);
    });

    it('leaves the fields a file has no column for as they are', async () => {
        const response = await upload(csv([['name', 'headcount'], ['Typed bulk A', '14'], ['Typed bulk B', '']]));
        expect(response.json().data).toEqual({ created: 0, updated: 1, unchanged: 1 });
        const [a, b] = await teams();
        expect(a).toEqual({ name: 'Typed bulk A', notes: '<b>bold</b>', kickoff: '2026-03-01', headcount: 14, remote: true, tags: ['red', 'blue'], status: 'INACTIVE', version: 3 });
        expect(b.version).toBe(2);
    });
});
