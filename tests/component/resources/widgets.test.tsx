import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publicResourceConfig, type ResourceConfig as ServerResourceConfig } from '../../../config/resources';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../../../resources/types';
import { renderGenerated, stubBrowser } from './resourceTestUtils';

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

const templates: ResourceConfig = {
    name: 'notes',
    label: { one: 'Note', many: 'Notes' },
    route: '/corporate/notes',
    api: { list: 'GET notes', one: 'GET note/{id}', create: 'POST note', update: 'PUT note/{id}' },
    schema: {
        type: 'object',
        required: ['body'],
        properties: {
            body: { type: 'string', title: 'Body' },
            permissions: { type: 'object', title: 'Permissions', additionalProperties: { type: 'array', items: { enum: ['VIEW', 'CREATE', 'EXPORT'] } } },
        },
    },
    uiSchema: { body: { 'ui:widget': 'templateText', 'ui:options': { variables: ['candidate'] } }, permissions: { 'ui:widget': 'permissionGrid' } },
    list: { columns: ['body'] },
};

describe('registered widgets and fields', () => {
    // The rich-text html widget has its own tests (tests/component/templates/templateEditors.test.tsx).
    it('templateText inserts variables; permissionGrid edits module-by-action sets', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/notes/create', configs: [templates] });
        fireEvent.click(await screen.findByRole('button', { name: 'Insert Candidate name into Body' }));
        expect((screen.getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement).value).toBe('{{candidate.name}}');

        const grid = screen.getByRole('table', { name: 'Permissions' });
        fireEvent.click(within(grid).getByRole('checkbox', { name: 'Departments: Create' }));
        fireEvent.click(within(grid).getByRole('checkbox', { name: 'Departments: View' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(dataProvider.create).toHaveBeenCalledWith(
                'corporate/notes',
                expect.objectContaining({ data: { body: '{{candidate.name}}', permissions: { 'ONBOARD-DEPARTMENT': ['VIEW', 'CREATE'] } } }),
            ),
        );
    });
});

// Not the generator's unit tests (those use inline configs): a guard that every shipped config renders.
const dir = join(process.cwd(), 'config/resources');
const shipped = readdirSync(dir)
    .filter(file => file.endsWith('.json'))
    .map(file => publicResourceConfig(JSON.parse(readFileSync(join(dir, file), 'utf8')) as ServerResourceConfig));

describe('every shipped config renders its create form', () => {
    it.each(shipped.map(config => [config.name, config]))('%s', async (_name, config) => {
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderGenerated({ path: `${config.route}/create`, configs: shipped });
        expect(await screen.findByRole('heading', { name: `Create ${config.label.one}` })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
        const unknown = errors.mock.calls.map(args => String(args[0])).filter(text => /No widget|No field|Unsupported/i.test(text));
        expect(unknown).toEqual([]);
        errors.mockRestore();
    });
});
