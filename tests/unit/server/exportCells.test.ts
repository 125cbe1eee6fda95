/**
 * A field's cell in a resource's CSV export (server/crud/exportCells.ts): a permission set
 * (`"ui:column": "permissions"`, the teammates') is written in the words the grid and the detail
 * page show, in the request's language, not as its stored JSON; an account's role by its name.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import hindi from '../../../config/i18n/hi.json';
import type { ResourceConfig } from '../../../config/resources';
import { exportCellOf, type ExportCellContext } from '../../../server/crud/exportCells';

const teammates = JSON.parse(readFileSync(resolve(__dirname, '../../../config/resources/teammates.json'), 'utf8')) as ResourceConfig;
const stored = { 'ONBOARD-REPORT': ['VIEW', 'EXPORT'], 'MANAGE-EDIT-JOBS': ['VIEW', 'CREATE'] };
const resources: ExportCellContext['resources'] = [{ name: 'campuses', label: { one: 'Campus', many: 'Campuses' }, permission: 'ONBOARD-CAMPUS' }];
const english: ExportCellContext = { locale: 'en', resources };

describe("the teammates' permissions in the export", () => {
    const cell = exportCellOf(teammates, 'permissions');

    it('are words, one module after another in config/permissions.json order', () => {
        expect(cell).toBeDefined();
        expect(cell!(stored, english)).toBe('Manage jobs: View, Create; Reports: View, Export');
    });

    it('say "No permissions" for a set that grants nothing, and leave no value empty', () => {
        expect(cell!({}, english)).toBe('No permissions');
        expect(cell!({ 'ONBOARD-REPORT': [] }, english)).toBe('No permissions');
        expect(cell!(null, english)).toBeNull();
    });

    it('are in Hindi for a Hindi request', () => {
        const words = hindi.ats.permissions;
        expect(cell!(stored, { locale: 'hi', resources })).toBe(
            `${words.modules['MANAGE-EDIT-JOBS']}: ${words.actions.VIEW}, ${words.actions.CREATE}; ${words.modules['ONBOARD-REPORT']}: ${words.actions.VIEW}, ${words.actions.EXPORT}`,
        );
        expect(cell!({}, { locale: 'hi', resources })).toBe(words.none_short);
    });

    it("name a module only a resource file declares by that resource's name", () => {
        expect(cell!({ 'ONBOARD-CAMPUS': ['VIEW'] }, english)).toBe('Campuses: View');
        expect(cell!({ 'SOMETHING-ELSE': ['VIEW'] }, english)).toBe('SOMETHING-ELSE: View');
    });
});

describe("an account's role (account.roleField)", () => {
    const cell = exportCellOf(teammates, 'role_name');

    it('is its name as the console shows roles (ats.roles), in the request\'s language; a code without one as it is', () => {
        expect(cell).toBeDefined();
        expect(cell!('LEAD_RECRUITER', english)).toBe('Lead Recruiter');
        expect(cell!('RECRUITER', english)).toBe('Recruiter');
        expect(cell!('LEAD_RECRUITER', { locale: 'hi', resources })).toBe(hindi.ats.roles.LEAD_RECRUITER);
        expect(cell!('SOMETHING_NEW', english)).toBe('SOMETHING_NEW');
        expect(cell!(null, english)).toBeNull();
    });

    it('only where the file names the field as its role', () => {
        expect(exportCellOf({ ...teammates, account: undefined }, 'role_name')).toBeUndefined();
    });
});

describe('a field without an export writer', () => {
    it('is left as stored', () => {
        expect(exportCellOf(teammates, 'email')).toBeUndefined();
        expect(exportCellOf(teammates, 'phone')).toBeUndefined();
    });
});
