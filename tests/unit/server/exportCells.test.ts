/**
 * A field's cell in a resource's CSV export (server/crud/exportCells.ts): a permission set
 * (`"ui:column": "permissions"`, the teammates') is written in the words the grid and the detail
 * page show, in the request's language, not as its stored JSON.
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

describe('a field without an export writer', () => {
    it('is left as stored', () => {
        expect(exportCellOf(teammates, 'email')).toBeUndefined();
        expect(exportCellOf(teammates, 'role_name')).toBeUndefined();
    });
});
