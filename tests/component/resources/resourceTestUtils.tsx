/**
 * Test-only wiring for the generator: small inline configs (not the real
 * config/resources files), a fake dataProvider with the config methods, a
 * fake authProvider whose canAccess follows a permission set, and <Admin>
 * inside a memory router with the generated <Resource>s.
 */
import { stubViewport } from '../../helpers/browserStubs';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Admin, memoryStore, type AuthProvider, type I18nProvider, type RaRecord } from 'react-admin';
import { vi, type Mock } from 'vitest';
import { i18nProvider as consoleI18nProvider } from '../../../custom/i18nProvider';
import { ToastHost } from '../../../ui/toast';
import type { ConfigDataProvider } from '../../../dataProvider/configDataProvider';
import { buildResources } from '../../../resources/buildResource';
import { registerResources } from '../../../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../../../resources/types';

export const teamsConfig: ResourceConfig = {
    name: 'teams',
    label: { one: 'Team', many: 'Teams', menu: 'Squads' },
    route: '/corporate/teams',
    menu: { group: 'onboarding', icon: 'Groups', order: 5 },
    permission: 'ONBOARD-DEPARTMENT',
    api: {
        list: 'GET teams',
        one: 'GET team/{id}',
        create: 'POST team',
        update: 'PUT team/{id}',
        delete: 'DELETE team/{id}',
        status: 'PATCH team/{id}/status',
        export: 'GET teams/export',
        bulkUpload: 'POST teams/bulk-upload',
    },
    schema: {
        type: 'object',
        required: ['name'],
        properties: {
            name: { type: 'string', title: 'Team name', minLength: 2, maxLength: 60 },
            lead_email: { type: 'string', title: 'Lead email', format: 'email' },
            unit_id: { type: 'string', title: 'Business unit' },
        },
    },
    uiSchema: {},
    references: { unit_id: { resource: 'units' } },
    list: { columns: ['name', 'lead_email', 'status'], search: ['name'], filters: ['status'], sort: { field: 'name', order: 'ASC' }, perPage: 5 },
    status: true,
    export: true,
    bulkUpload: { key: ['name'] },
};

export const unitsConfig: ResourceConfig = {
    name: 'units',
    label: { one: 'Unit', many: 'Units' },
    route: '/corporate/units',
    api: { list: 'GET units', one: 'GET unit/{id}', create: 'POST unit', update: 'PUT unit/{id}', options: 'GET units/options' },
    schema: { type: 'object', properties: { name: { type: 'string', title: 'Unit name' } } },
    list: { columns: ['name'] },
};

export const teamRecords: RaRecord[] = [
    { id: 't1', name: 'Platform', lead_email: 'lead@acme.test', unit_id: 'u1', status: 'ACTIVE', version: 3, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' },
    { id: 't2', name: 'Payments', lead_email: null, unit_id: null, status: 'INACTIVE', version: 1, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' },
];

export type FakeDataProvider = { [K in keyof ConfigDataProvider]: Mock };

export function fakeDataProvider(records: RaRecord[] = teamRecords): FakeDataProvider {
    const fake = {
        getList: vi.fn(async () => ({ data: records, total: records.length })),
        getOne: vi.fn(async (_resource: string, params: { id: string }) => ({
            data: records.find(r => r.id === params.id) ?? { id: params.id, name: `Unit ${params.id}` },
        })),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 'new', ...params.data } })),
        update: vi.fn(async (_resource: string, params: { id: string; data: Record<string, unknown> }) => ({ data: { id: params.id, ...params.data } })),
        updateMany: vi.fn(async () => ({ data: [] })),
        delete: vi.fn(async () => ({ data: { id: 'x' } })),
        deleteMany: vi.fn(async () => ({ data: [] })),
        changeStatus: vi.fn(async () => ({ data: {} })),
        upload: vi.fn(async () => ({ data: { created: 0, updated: 0, unchanged: 0 } })),
        exportCsv: vi.fn(async () => ({ data: { csv: 'Team name\nPlatform\n', filename: 'teams.csv' } })),
        getOptions: vi.fn(async () => ({ data: [{ id: 'u1', label: 'Sales' }, { id: 'u2', label: 'Operations' }] })),
    };
    return fake as unknown as FakeDataProvider;
}

/** canAccess by react-admin action: list/show → VIEW, create/edit → CREATE, export → EXPORT. */
export function fakeAuthProvider(actions: Array<'VIEW' | 'CREATE' | 'EXPORT'> = ['VIEW', 'CREATE', 'EXPORT']): AuthProvider {
    const needs: Record<string, 'VIEW' | 'CREATE' | 'EXPORT'> = { list: 'VIEW', show: 'VIEW', create: 'CREATE', edit: 'CREATE', export: 'EXPORT' };
    return {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => ({}),
        canAccess: async ({ action }) => actions.includes(needs[action] ?? 'VIEW'),
    };
}

export function LocationProbe() {
    const location = useLocation();
    return <output data-testid="location">{location.pathname}</output>;
}

function TestLayout({ children }: { children?: ReactNode }) {
    return (
        <div>
            {children}
            <LocationProbe />
        </div>
    );
}

export interface RenderOptions {
    path: string;
    dataProvider?: FakeDataProvider;
    authProvider?: AuthProvider;
    configs?: ResourceConfig[];
    /** Default: the console's (custom/i18nProvider.ts). */
    i18nProvider?: I18nProvider;
}

/** <Admin> with the generated resources of `configs`, opened at `path`. */
export function renderGenerated({ path, dataProvider = fakeDataProvider(), authProvider = fakeAuthProvider(), configs = [teamsConfig, unitsConfig], i18nProvider = consoleI18nProvider }: RenderOptions) {
    registerResources(configs);
    const result = render(
        <MemoryRouter initialEntries={[path]}>
            <Admin
                disableTelemetry
                dataProvider={dataProvider as unknown as ConfigDataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                store={memoryStore()}
                layout={TestLayout}
                notification={ToastHost}
            >
                {buildResources(configs)}
            </Admin>
        </MemoryRouter>,
    );
    return { ...result, dataProvider };
}

/** jsdom lacks matchMedia and ResizeObserver: a desktop viewport. */
export function stubBrowser(): void {
    stubViewport(1280);
}
