/**
 * A teammate's record shows the permissions its account holds, so the form's grid starts from what
 * the teammate can do: one added without permissions is written with the role's defaults, a box
 * ticked in the grid adds to them, and a record left without any by an earlier version takes its
 * account's (039_teammate_permissions.sql). The export writes them in words, as the grid does.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hindiConsole from '../../config/i18n/hi.json';
import { defaultTeammatePermissions } from '../../config/index.js';
import { withSystem } from '../../server/db/scope.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

interface Teammate {
    id: string;
    version: number;
    role_name: string;
    permissions: Record<string, string[]> | null;
    user_id: string;
}

const accountPermissions = async (userId: string) =>
    (await withSystem(t.database.db, tx => tx.selectFrom('users').select('permissions').where('id', '=', userId).executeTakeFirstOrThrow())).permissions as unknown as Record<string, string[]>;

describe("a teammate's permissions", () => {
    it("are written on the record with the role's defaults when none are given, and a box ticked adds to them", async () => {
        const created = await t.call(ACME, { method: 'POST', url: '/api/onboard-teammate', token: admin, payload: { first_name: 'Grid', last_name: 'Checker', email: 'grid.checker@acme.example', role_name: 'RECRUITER' } });
        expect(created.statusCode, created.body).toBe(200);
        const record = created.json().data as Teammate;
        expect(record.permissions).toEqual(defaultTeammatePermissions.RECRUITER);
        expect(await accountPermissions(record.user_id)).toEqual(defaultTeammatePermissions.RECRUITER);

        // What the grid sends when the admin ticks ONBOARD-REPORT VIEW on the record as shown.
        const ticked = { ...record.permissions, 'ONBOARD-REPORT': ['VIEW'] };
        const updated = await t.call(ACME, { method: 'PUT', url: `/api/teammate/${record.id}`, token: admin, payload: { version: record.version, permissions: ticked } });
        expect(updated.statusCode, updated.body).toBe(200);
        // The defaults stay: the jobs (MANAGE-EDIT-JOBS VIEW) are still theirs.
        expect(await accountPermissions(record.user_id)).toEqual(ticked);
    });

    it("are taken from the account by 039 when an earlier version left the record without any, and others' are left alone", async () => {
        const list = (await t.call(ACME, { method: 'GET', url: '/api/teammates?limit=50', token: admin })).json().data as (Teammate & { email: string })[];
        const recruiter = list.find(m => m.email === 'recruiter@acme.example')!;
        const lead = list.find(m => m.email === 'lead@acme.example')!;
        const leadBefore = lead.permissions;
        await withSystem(t.database.db, tx => sql`update teammates set permissions = null where id = ${recruiter.id}`.execute(tx));
        await withSystem(t.database.db, tx => sql.raw(readFileSync('server/db/migrations/039_teammate_permissions.sql', 'utf8')).execute(tx));
        const after = (await t.call(ACME, { method: 'GET', url: `/api/teammate/${recruiter.id}`, token: admin })).json().data as Teammate;
        expect(after.permissions).toEqual(await accountPermissions(recruiter.user_id));
        expect(after.permissions).toEqual(defaultTeammatePermissions.RECRUITER);
        expect(((await t.call(ACME, { method: 'GET', url: `/api/teammate/${lead.id}`, token: admin })).json().data as Teammate).permissions).toEqual(leadBefore);
    });

    it("are written in the export in words, in the request's language, never as JSON", async () => {
        const exported = async (language: string) => {
            const response = await t.call(ACME, { method: 'GET', url: '/api/teammates/export?search=lead%40acme.example', token: admin, headers: { 'accept-language': language } });
            expect(response.statusCode, response.body).toBe(200);
            return response.body.replace(/^\uFEFF/, '').split('\r\n');
        };
        const [header, row] = await exported('en');
        expect(header).toBe('First name,Last name,Email,Role,Permissions,Status,Updated at');
        // The seed gives the lead recruiter the role's defaults (config/permissions.json).
        expect(row).toContain('"Dashboard: View; Manage jobs: View, Create, Export; Post jobs: View, Create; Departments: View, Create; Interviewers: View, Create; Reports: View, Export"');
        expect(row).not.toContain('{');
        const [, hindiRow] = await exported('hi');
        expect(hindiRow).toContain(`${hindiConsole.ats.permissions.modules['ONBOARD-REPORT']}: ${hindiConsole.ats.permissions.actions.VIEW}, ${hindiConsole.ats.permissions.actions.EXPORT}`);
    });
});
