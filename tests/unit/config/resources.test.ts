/** Every resource file is valid; broken ones are refused with the file and the JSON path of each problem. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rolesAllowed } from '../../../config/index.js';
import type { ResourceConfig } from '../../../config/resources.js';
import { validateResourceConfigs, type ResourceFile } from '../../../config/resourceValidation.js';
import { hookSlotsByName } from '../../../server/crud/hooks.js';
import { defaultResourcesDir, loadResources, readResourceFiles, ResourceConfigError } from '../../../server/crud/loadResources.js';

const brokenDir = join(__dirname, '../../fixtures/resources-broken');
const departments = JSON.parse(readFileSync(join(defaultResourcesDir, 'departments.json'), 'utf8')) as ResourceConfig;

function problemsOf(files: ResourceFile[]): string[] {
    return validateResourceConfigs(files, { hooks: hookSlotsByName() }).errors;
}

const variant = (edit: (r: ResourceConfig) => void): ResourceFile => {
    const copy = structuredClone(departments);
    edit(copy);
    return { file: 'config/resources/departments.json', json: copy };
};

describe('config/resources', () => {
    const { files, problems } = readResourceFiles(defaultResourcesDir);

    it('holds at least the departments resource', () => {
        expect(files.map(f => f.file)).toContain('config/resources/departments.json');
    });

    it.each(files.map(f => [f.file, f] as const))('%s is valid', (_file, file) => {
        expect(problems).toEqual([]);
        expect(problemsOf(files).filter(p => p.startsWith(file.file))).toEqual([]);
    });

    it('loads as a whole, hooks included', () => {
        expect(loadResources().length).toBe(files.length);
    });
});

describe('a broken resource directory', () => {
    it('refuses to load, naming the file and the path of every problem', () => {
        let error: unknown;
        try {
            loadResources(brokenDir);
        } catch (e) {
            error = e;
        }
        expect(error).toBeInstanceOf(ResourceConfigError);
        const problems = (error as ResourceConfigError).problems;
        const dir = 'tests/fixtures/resources-broken';
        expect(problems).toEqual(
            expect.arrayContaining([
                `${dir}/departments.json: /list/columns/2: unknown field "nmae"`,
                expect.stringMatching(new RegExp(`^${dir}/notjson.json: /: not valid JSON`)),
                `${dir}/teams.json: /api/list: endpoint "GET departments" is already used by ${dir}/departments.json (list)`,
                `${dir}/teams.json: /references/lead/resource: unknown resource "people"`,
                expect.stringMatching(new RegExp(`^${dir}/teams.json: /hooks/beforeWrite: unknown hook "makeCoffee"`)),
                `${dir}/vendors.json: /: missing required property "route"`,
                expect.stringMatching(new RegExp(`^${dir}/vendors.json: /menu/group: must be one of "main"`)),
            ]),
        );
        expect((error as Error).message).toContain('unknown field "nmae"');
    });
});

describe('cross-checks', () => {
    it.each([
        ['an unknown top-level property', (r: ResourceConfig) => Object.assign(r, { colour: 'blue' }), '/: unknown property "colour"'],
        ['a field without a title', (r: ResourceConfig) => Object.assign(r.schema.properties, { x: { type: 'string' } }), '/schema/properties/x: missing required property "title"'],
        ['an unknown search field', (r: ResourceConfig) => (r.list.search = ['nope']), '/list/search/0: unknown field "nope"'],
        ['an unknown filter', (r: ResourceConfig) => (r.list.filters = ['status', 'nope']), '/list/filters/1: unknown field "nope"'],
        ['an unknown unique field', (r: ResourceConfig) => (r.unique = [['name', 'nope']]), '/unique/0/1: unknown field "nope"'],
        ['an unknown bulk key', (r: ResourceConfig) => (r.bulkUpload = { key: ['nope'] }), '/bulkUpload/key/0: unknown field "nope"'],
        ['an unknown required field', (r: ResourceConfig) => (r.schema.required = ['name', 'nope']), '/schema/required/1: unknown field "nope"'],
        ['a built-in column as a field', (r: ResourceConfig) => Object.assign(r.schema.properties, { version: { type: 'integer', title: 'V' } }), '/schema/properties/version: "version" is a built-in column'],
        ['a malformed permission module', (r: ResourceConfig) => (r.permission = 'onboard unicorns'), '/permission: permission module "onboard unicorns" must be upper-case words'],
        ['an unknown menu icon', (r: ResourceConfig) => (r.menu = { group: 'onboarding', icon: 'Unicorn' }), '/menu/icon: unknown icon "Unicorn" (config/icons.json'],
        ['a hook in the wrong slot', (r: ResourceConfig) => (r.hooks = { afterCreate: 'sanitizeHtml' }), '/hooks/afterCreate: hook "sanitizeHtml" cannot run as afterCreate'],
        ['an update path without {id}', (r: ResourceConfig) => (r.api.update = 'PUT department'), '/api/update: the update endpoint needs {id} in its path'],
        ['a platform table', (r: ResourceConfig) => (r.table = 'users'), '/table: table "users" is a platform table'],
        ['an invalid field schema', (r: ResourceConfig) => Object.assign(r.schema.properties, { x: { type: 'string', title: 'X', minLength: 'two' } }), '/schema/properties/x: not a valid JSON Schema'],
        ['an action role the resource refuses', (r: ResourceConfig) => (r.actionRoles = { CREATE: ['CORPORATE', 'VENDOR'] }), `/actionRoles/CREATE/1: role "VENDOR" is not in the resource's roles`],
        ['an unknown action', (r: ResourceConfig) => Object.assign(r, { actionRoles: { DELETE: ['CORPORATE'] } }), '/actionRoles: unknown property "DELETE"'],
    ])('reports %s', (_what, edit, expected) => {
        const problems = problemsOf([variant(edit)]);
        expect(problems.some(p => p.startsWith(`config/resources/departments.json: ${expected}`)), problems.join('\n')).toBe(true);
    });

    it('accepts the departments file untouched', () => {
        expect(problemsOf([variant(() => {})])).toEqual([]);
    });

    it('accepts a permission module the file declares itself (not in config/permissions.json)', () => {
        expect(problemsOf([variant(r => (r.permission = 'ONBOARD-UNICORNS'))])).toEqual([]);
    });

    it('narrows roles per action with actionRoles; exporting also needs VIEW', () => {
        const writers = ['CORPORATE', 'LEAD_RECRUITER'] as const;
        expect(rolesAllowed({}, ['VIEW'])).toEqual(['CORPORATE', 'RECRUITER', 'LEAD_RECRUITER']);
        expect(rolesAllowed({ actionRoles: { CREATE: [...writers] } }, ['CREATE'])).toEqual(['CORPORATE', 'LEAD_RECRUITER']);
        expect(rolesAllowed({ actionRoles: { CREATE: [...writers] } }, ['VIEW'])).toEqual(['CORPORATE', 'RECRUITER', 'LEAD_RECRUITER']);
        expect(rolesAllowed({ actionRoles: { VIEW: ['CORPORATE'], EXPORT: [...writers] } }, ['EXPORT'])).toEqual(['CORPORATE']);
        expect(rolesAllowed({ roles: ['CORPORATE', 'VENDOR'], actionRoles: { CREATE: [...writers] } }, ['CREATE'])).toEqual(['CORPORATE']);
    });

    it('leaves hook names unchecked when no registry is given (the console)', () => {
        expect(validateResourceConfigs([variant(r => (r.hooks = { beforeWrite: 'serverOnly' }))]).errors).toEqual([]);
    });
});
