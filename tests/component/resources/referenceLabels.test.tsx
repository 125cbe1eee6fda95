/**
 * Reference columns, detail rows and the edit form's picker show the label the
 * record carries (`_labels`, joined by the server) and never ask the
 * referenced resource for it, so a user who may not read that resource sees
 * names, not errors; the list's filter on such a reference is left out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider, RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceLabelOf } from '../../../resources/fields';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../../../resources/types';
import { fakeDataProvider, renderGenerated, stubBrowser, teamsConfig, unitsConfig } from './resourceTestUtils';

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

const teams: ResourceConfig = {
    ...teamsConfig,
    list: { ...teamsConfig.list, columns: ['name', 'unit_id', 'status'], filters: ['status', 'unit_id'] },
};

const records: RaRecord[] = [
    { id: 't1', name: 'Platform', unit_id: 'u1', _labels: { unit_id: 'Sales' }, status: 'ACTIVE', version: 3, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' },
    { id: 't2', name: 'Payments', unit_id: null, _labels: { unit_id: null }, status: 'ACTIVE', version: 1, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' },
];

/** Everything on teams; nothing on units (like a recruiter and departments). */
const noUnits: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({}),
    canAccess: async ({ resource }) => resource !== 'corporate/units' && resource !== 'units',
};

/** A data provider whose units calls fail as the server answers a user without the permission. */
function forbiddenUnits() {
    const dataProvider = fakeDataProvider(records);
    const forbidden = Object.assign(new Error('You do not have permission to perform this action.'), { status: 403 });
    const onUnits = <T,>(resource: string, answer: () => T) => (resource.includes('units') ? Promise.reject(forbidden) : Promise.resolve(answer()));
    dataProvider.getMany.mockImplementation((resource: string) => onUnits(resource, () => ({ data: [] })));
    dataProvider.getOptions.mockImplementation((resource: string) => onUnits(resource, () => ({ data: [] })));
    dataProvider.getOne.mockImplementation((resource: string, params: { id: string }) => onUnits(resource, () => ({ data: records.find(r => r.id === params.id) })));
    return dataProvider;
}

/** <Admin> takes seconds to settle in jsdom on a busy machine. */
const slow = { timeout: 10_000 };

const unitCalls = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.filter(([resource]) => String(resource).includes('units'));

describe('reference labels', () => {
    it('the list column shows the joined label and asks nothing of the referenced resource', async () => {
        const dataProvider = forbiddenUnits();
        renderGenerated({ path: '/corporate/teams', dataProvider, authProvider: noUnits, configs: [teams, unitsConfig] });
        const row = (await screen.findByText('Platform', undefined, slow)).closest('tr')!;
        expect(within(row).getByText('Sales')).toBeTruthy();
        expect(screen.queryByRole('alert')).toBeNull();
        expect(document.querySelector('[data-testid="ErrorIcon"], [data-testid="ErrorOutlineIcon"]')).toBeNull();
        expect(unitCalls(dataProvider.getMany)).toEqual([]);
        expect(unitCalls(dataProvider.getOne)).toEqual([]);
        expect(unitCalls(dataProvider.getList)).toEqual([]);
        // The filter on units needs the units' options, which this user may not read: left out.
        expect(screen.queryByRole('combobox', { name: 'Business unit' })).toBeNull();
        expect(unitCalls(dataProvider.getOptions)).toEqual([]);
    });

    it('the reference filter is offered to a user who may read the referenced resource', async () => {
        const dataProvider = fakeDataProvider(records);
        renderGenerated({ path: '/corporate/teams', dataProvider, configs: [teams, unitsConfig] });
        await screen.findByText('Platform', undefined, slow);
        expect(await screen.findByRole('combobox', { name: 'Business unit' }, slow)).toBeTruthy();
    });

    it('the detail page shows the joined label', async () => {
        const dataProvider = forbiddenUnits();
        renderGenerated({ path: '/corporate/teams/t1/show', dataProvider, authProvider: noUnits, configs: [teams, unitsConfig] });
        expect(await screen.findByText('Sales', undefined, slow)).toBeTruthy();
        expect(unitCalls(dataProvider.getOne)).toEqual([]);
        expect(unitCalls(dataProvider.getMany)).toEqual([]);
    });

    it("the edit form's picker shows the current choice by its joined label, without fetching it", async () => {
        const dataProvider = forbiddenUnits();
        renderGenerated({ path: '/corporate/teams/t1', dataProvider, authProvider: noUnits, configs: [teams, unitsConfig] });
        const picker = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Business unit' }, slow);
        await waitFor(() => expect(picker.value).toBe('Sales'), slow);
        expect(unitCalls(dataProvider.getOne)).toEqual([]);
    });

    it('falls back to the raw id without a label, and to nothing without a value', () => {
        expect(referenceLabelOf({ id: 1, unit_id: 'u9' }, 'unit_id')).toBe('u9');
        expect(referenceLabelOf({ id: 1, unit_id: 'u9', _labels: { unit_id: 'Nine' } }, 'unit_id')).toBe('Nine');
        expect(referenceLabelOf({ id: 1, unit_id: null, _labels: { unit_id: null } }, 'unit_id')).toBe('');
    });
});
