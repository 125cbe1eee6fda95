import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { toExtraErrors, withClearedFields } from '../../../resources/FormView';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import { fakeDataProvider, renderGenerated, stubBrowser, teamRecords, teamsConfig } from './resourceTestUtils';
import type { ResourceConfig } from '../../../resources/types';

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

const fieldErrors = (field: string) => document.getElementById(`root_${field}__error`)?.textContent ?? '';

describe('generated create form (rjsf)', () => {
    it('renders the schema fields and shows rjsf errors beside them without calling the server', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams/create' });
        expect(await screen.findByRole('heading', { name: 'Create Team' })).toBeTruthy();
        expect(screen.getByRole('textbox', { name: 'Team name' })).toBeTruthy();
        expect(screen.getByRole('textbox', { name: 'Lead email' })).toBeTruthy();
        expect(screen.getByRole('combobox', { name: 'Business unit' })).toBeTruthy();

        fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'x' } });
        fireEvent.change(screen.getByRole('textbox', { name: 'Lead email' }), { target: { value: 'not-an-email' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        // In words, not ajv's ("must NOT have fewer than 2 characters", 'must match format "email"').
        await waitFor(() => expect(fieldErrors('name')).toBe('At least 2 characters'));
        expect(fieldErrors('lead_email')).toBe('Invalid email address');
        expect(dataProvider.create).not.toHaveBeenCalled();
    });

    it('gives a phone field (uiSchema ui:inputType tel) a tel input, the phone keypad on a phone', async () => {
        const withPhone: ResourceConfig = {
            ...teamsConfig,
            schema: { ...teamsConfig.schema, properties: { ...teamsConfig.schema.properties, phone: { type: 'string', title: 'Phone', pattern: '^\\+?[0-9 ()-]{7,20}$' } } },
            uiSchema: { phone: { 'ui:inputType': 'tel' } },
        };
        const { dataProvider } = renderGenerated({ path: '/corporate/teams/create', configs: [withPhone] });
        expect((await screen.findByLabelText('Phone')).getAttribute('type')).toBe('tel');
        expect(screen.getByRole('textbox', { name: 'Team name' }).getAttribute('type')).toBe('text');

        // A number the pattern refuses is named in words, never by the pattern; an empty required field is "Required".
        fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(fieldErrors('phone')).toBe('Enter a phone number: digits, spaces, + ( ) and -'));
        expect(fieldErrors('name')).toBe('Required');
        // The keyboard is taken to the first field named.
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Team name' }));
        expect(dataProvider.create).not.toHaveBeenCalled();
    });

    it('puts a server 400 field error beside its field (the rjsf bridge)', async () => {
        const dataProvider = fakeDataProvider();
        const message = 'A department with this name already exists';
        dataProvider.create.mockRejectedValueOnce(
            new HttpError('Validation failed', 400, { status: false, message: 'Validation failed', errors: { name: message } }),
        );
        renderGenerated({ path: '/corporate/teams/create', dataProvider });

        fireEvent.change(await screen.findByRole('textbox', { name: 'Team name' }), { target: { value: 'Platform' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(fieldErrors('name')).toBe(message));
        // The keyboard is taken to the field refused.
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Team name' })));
        expect(dataProvider.create).toHaveBeenCalledWith('corporate/teams', expect.objectContaining({ data: { name: 'Platform' } }));
        expect(fieldErrors('lead_email')).toBe('');
        expect(screen.getByTestId('location').textContent).toBe('/corporate/teams/create');
        expect((await screen.findByTestId('toast')).textContent).toContain('Validation failed');

        // Editing the field drops the server's complaint about the old value.
        fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Platform 2' } });
        await waitFor(() => expect(fieldErrors('name')).toBe(''));
    });

    it('creates through the dataProvider and returns to the list', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams/create' });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Team name' }), { target: { value: 'Growth' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/teams'));
        expect(dataProvider.create).toHaveBeenCalledWith('corporate/teams', expect.objectContaining({ data: { name: 'Growth' } }));
    });

    it('the reference widget lists the referenced resource options and saves the picked id', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams/create' });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Team name' }), { target: { value: 'Growth' } });
        const picker = screen.getByRole('combobox', { name: 'Business unit' });
        fireEvent.mouseDown(picker);
        fireEvent.change(picker, { target: { value: 'Op' } });

        const listbox = await screen.findByRole('listbox');
        expect(within(listbox).getAllByRole('option').map(o => o.textContent)).toEqual(['Sales', 'Operations']);
        // Searched on the server through the referenced resource's `options` endpoint.
        await waitFor(() => expect(dataProvider.getOptions).toHaveBeenCalledWith('corporate/units', { search: 'Op', limit: 25 }));
        fireEvent.click(within(listbox).getByRole('option', { name: 'Operations' }));

        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(dataProvider.create).toHaveBeenCalledWith('corporate/teams', expect.objectContaining({ data: { name: 'Growth', unit_id: 'u2' } })),
        );
    });
});

describe('generated edit form', () => {
    it('loads the record, sends the update with previousData (version) and clears emptied fields as null', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams/t1' });
        const name = await screen.findByRole('textbox', { name: 'Team name' });
        expect((name as HTMLInputElement).value).toBe('Platform');
        fireEvent.change(name, { target: { value: 'Platform Core' } });
        fireEvent.change(screen.getByRole('textbox', { name: 'Lead email' }), { target: { value: '' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
        const [resource, params] = dataProvider.update.mock.calls[0];
        expect(resource).toBe('corporate/teams');
        expect(params).toMatchObject({ id: 't1', data: { name: 'Platform Core', lead_email: null, unit_id: 'u1' }, previousData: teamRecords[0] });
    });

    it('edits the freshly fetched record, not the older copy the list cached', async () => {
        const dataProvider = fakeDataProvider();
        dataProvider.getOne.mockImplementation(async () => ({ data: { ...teamRecords[0], name: 'Platform v4', version: 4 } }));
        renderGenerated({ path: '/corporate/teams', dataProvider });
        await screen.findByText('Platform');
        fireEvent.click((await screen.findAllByRole('link', { name: 'Edit' }))[0]);

        const name = await screen.findByRole('textbox', { name: 'Team name' });
        expect((name as HTMLInputElement).value).toBe('Platform v4');
        fireEvent.change(name, { target: { value: 'Platform v5' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
        expect(dataProvider.update.mock.calls[0][1]).toMatchObject({ data: { name: 'Platform v5' }, previousData: { version: 4 } });
    });

    it('a 409 shows the server message and Reload fetches the record again', async () => {
        const dataProvider = fakeDataProvider();
        dataProvider.update.mockRejectedValueOnce(
            new HttpError('This record was changed by someone else.', 409, { status: false, message: 'This record was changed by someone else.' }),
        );
        renderGenerated({ path: '/corporate/teams/t1', dataProvider });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Team name' }), { target: { value: 'Platform Core' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('This record was changed by someone else.');
        const loads = dataProvider.getOne.mock.calls.length;
        fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
        await waitFor(() => expect(dataProvider.getOne.mock.calls.length).toBeGreaterThan(loads));
        await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
        expect((screen.getByRole('textbox', { name: 'Team name' }) as HTMLInputElement).value).toBe('Platform');
    });
});

describe('form helpers', () => {
    it('toExtraErrors nests dotted paths into rjsf error schema', () => {
        expect(toExtraErrors({ name: 'taken', 'address.city': 'required' })).toEqual({
            name: { __errors: ['taken'] },
            address: { city: { __errors: ['required'] } },
        });
    });

    it('withClearedFields only nulls fields that had a value', () => {
        expect(withClearedFields(teamsConfig, { name: 'A' }, { id: 1, name: 'B', lead_email: 'x@y.z', unit_id: null })).toEqual({
            name: 'A',
            lead_email: null,
        });
    });
});
