import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAuthProvider } from '../../../dataProvider/authProvider';
import { session } from '../../../dataProvider/session';
import { clearResources, resourceModules, resourceRoles } from '../../../dataProvider/resourceRegistry';
import { formatCurrency, formatDateTime } from '../../../ui/format';
import { fakeAuthProvider, fakeDataProvider, renderGenerated, stubBrowser, teamRecords, teamsConfig, unitsConfig } from './resourceTestUtils';
import type { ResourceConfig } from '../../../resources/types';

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

describe('generated list', () => {
    it('renders the configured columns and asks for page, perPage and sort from the config', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams' });

        expect(await screen.findByText('Platform')).toBeTruthy();
        const table = screen.getByRole('table');
        const headers = within(table).getAllByRole('columnheader').map(th => th.textContent);
        expect(headers).toEqual(expect.arrayContaining(['Team name', 'Lead email', 'Status']));
        expect(within(table).getByText('lead@acme.test')).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Teams' })).toBeTruthy();

        // Registered under the route key: the resource lives at its configured URL.
        expect(dataProvider.getList).toHaveBeenCalledWith(
            'corporate/teams',
            expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
        );
    });

    it('sends the search box as `q` and a column click as the sort', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams' });
        await screen.findByText('Platform');

        fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'plat' } });
        await waitFor(
            () =>
                expect(dataProvider.getList).toHaveBeenLastCalledWith(
                    'corporate/teams',
                    expect.objectContaining({ filter: { q: 'plat' }, pagination: { page: 1, perPage: 5 } }),
                ),
            { timeout: 3000 },
        );

        fireEvent.click(screen.getByRole('button', { name: 'Sort by lead email ascending' }));
        await waitFor(() =>
            expect(dataProvider.getList).toHaveBeenLastCalledWith(
                'corporate/teams',
                expect.objectContaining({ sort: { field: 'lead_email', order: 'ASC' } }),
            ),
        );
    });

    it('filters by status with the Active/Inactive select', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams' });
        await screen.findByText('Platform');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
        await waitFor(
            () =>
                expect(dataProvider.getList).toHaveBeenLastCalledWith(
                    'corporate/teams',
                    expect.objectContaining({ filter: { status: 'INACTIVE' } }),
                ),
            { timeout: 3000 },
        );
    });

    it('the status toggle asks first and calls changeStatus only after Confirm', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams' });
        await screen.findByText('Platform');
        const toggle = screen.getByRole('switch', { name: 'Change status of Platform' });

        fireEvent.click(toggle);
        const dialog = await screen.findByRole('dialog', { name: 'Are you sure ?' });
        // The record it changes is named, in the dialog's description too.
        expect(dialog.getAttribute('aria-describedby')?.split(' ').map(id => document.getElementById(id)?.textContent)).toEqual([
            'Platform',
            'performing above action can affect the features of this asset',
        ]);
        expect(dataProvider.changeStatus).not.toHaveBeenCalled();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(dataProvider.changeStatus).not.toHaveBeenCalled();

        fireEvent.click(toggle);
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
        await waitFor(() =>
            expect(dataProvider.changeStatus).toHaveBeenCalledWith('corporate/teams', { id: 't1', status: 'INACTIVE', version: 3 }),
        );
        expect(dataProvider.changeStatus).toHaveBeenCalledTimes(1);
        // The list is fetched again to show the new status.
        await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
    });

    it('offers Edit as the row action and Delete in the row\'s overflow menu, by keyboard', async () => {
        renderGenerated({ path: '/corporate/teams' });
        await screen.findByText('Platform');
        const row = screen.getByText('Platform').closest('tr') as HTMLElement;
        const more = await within(row).findByRole('button', { name: 'More actions for Platform' });
        // One visible action per row; Delete is not a button of its own.
        expect(await within(row).findByRole('link', { name: 'Edit' })).toBeTruthy();
        expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
        expect(more.getAttribute('aria-haspopup')).toBe('menu');
        fireEvent.keyDown(more, { key: 'Enter' });
        fireEvent.click(more);
        const menu = await screen.findByRole('menu');
        const item = within(menu).getByRole('menuitem', { name: 'Delete Platform' });
        fireEvent.keyDown(menu, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(item).toBeTruthy();
        // The row did not open: the click stayed on the menu.
        expect(screen.getByTestId('location').textContent).toBe('/corporate/teams');
    });

    it('deletes a row only after Confirm', async () => {
        const { dataProvider } = renderGenerated({ path: '/corporate/teams' });
        await screen.findByText('Platform');
        fireEvent.click(await screen.findByRole('button', { name: 'More actions for Platform' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Platform' }));
        // SPEC's title and sentence, and the record named above the sentence (read with it), so nobody confirms the wrong row.
        const dialog = await screen.findByRole('dialog', { name: 'Are you sure ?' });
        expect(dialog.getAttribute('aria-describedby')?.split(' ').map(id => document.getElementById(id)?.textContent)).toEqual([
            'Platform',
            'performing above action can affect the features of this asset',
        ]);
        expect(dataProvider.delete).not.toHaveBeenCalled();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('corporate/teams', expect.objectContaining({ id: 't1' })));
        await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
    });

    it('shows Export only with the EXPORT permission, and exports the current query', async () => {
        const saved: string[] = [];
        vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            saved.push(this.download);
        });

        const withExport = renderGenerated({ path: '/corporate/teams' });
        await screen.findByText('Platform');
        fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
        await waitFor(() =>
            expect(withExport.dataProvider.exportCsv).toHaveBeenCalledWith('corporate/teams', {
                filter: {},
                sort: { field: 'name', order: 'ASC' },
            }),
        );
        await waitFor(() => expect(saved).toEqual(['teams.csv']));
        withExport.unmount();
        click.mockRestore();

        renderGenerated({ path: '/corporate/teams', authProvider: fakeAuthProvider(['VIEW', 'CREATE']) });
        await screen.findByText('Platform');
        expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    });

    it("follows the config's actionRoles through the real authProvider: no Create, Export, upload or status switch for a role that may not write", async () => {
        vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: true, message: '', permissions: {} }), { headers: { 'content-type': 'application/json' } })));
        const writers = ['CORPORATE', 'LEAD_RECRUITER'] as const;
        const { permission: _none, ...open } = teamsConfig;
        const guarded = { ...open, actionRoles: { CREATE: [...writers], EXPORT: [...writers] } };
        const authProvider = createAuthProvider({ resourceModules, resourceRoles });
        const as = (role_name: 'RECRUITER' | 'LEAD_RECRUITER') => {
            session.setToken('tok');
            session.setUser({ id: 'u1', first_name: 'Rita', last_name: null, role_name, secondary_role: null, company_name: 'Acme', company_profile_image: null });
            session.setPermissions({});
        };
        try {
            as('RECRUITER');
            const recruiter = renderGenerated({ path: '/corporate/teams', authProvider, configs: [guarded, unitsConfig] });
            await screen.findByText('Platform');
            expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
            expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
            expect(screen.queryByRole('button', { name: 'Bulk upload' })).toBeNull();
            expect(screen.getAllByRole('switch').every(s => (s as HTMLInputElement).disabled)).toBe(true);
            // No empty actions column for buttons the role may never press.
            const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map(th => th.textContent);
            expect(headers).not.toContain('Actions');
            recruiter.unmount();

            as('LEAD_RECRUITER');
            renderGenerated({ path: '/corporate/teams', authProvider, configs: [guarded, unitsConfig] });
            await screen.findByText('Platform');
            expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
            expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
            expect(screen.getAllByRole('switch').every(s => !(s as HTMLInputElement).disabled)).toBe(true);
            expect(within(screen.getByRole('table')).getAllByRole('columnheader').map(th => th.textContent)).toContain('Actions');
        } finally {
            session.clear();
        }
    });

    it('shows the empty state with a create button when there are no records', async () => {
        renderGenerated({ path: '/corporate/teams', dataProvider: fakeDataProvider([]) });
        expect(await screen.findByText('No records yet')).toBeTruthy();
        // The empty state's and the page header's (the frame's primary action): both create.
        const creates = screen.getAllByRole('link', { name: 'Create' });
        expect(creates.map(create => create.getAttribute('href'))).toEqual(['/corporate/teams/create', '/corporate/teams/create']);
    });

    it('opens a record at route/:id/show and edits it at route/:id', async () => {
        renderGenerated({ path: '/corporate/teams', configs: [teamsConfig, unitsConfig] });
        fireEvent.click(await screen.findByText('Platform'));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/teams/t1/show'));
        expect(await screen.findByText('lead@acme.test')).toBeTruthy();
        // Its timestamps in words (docs/ui.md), not react-admin's numeric default ("1/2/2026, 10:00:00 AM").
        expect(screen.getByText(formatDateTime('2026-01-02T10:00:00Z'))).toBeTruthy();
        expect(screen.queryByText(new Date('2026-01-02T10:00:00Z').toLocaleString())).toBeNull();
        fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/teams/t1'));
    });

    it('shows a phone field (uiSchema ui:inputType tel) as a tel: link on one line that does not open the row', async () => {
        const withPhone: ResourceConfig = {
            ...teamsConfig,
            schema: { ...teamsConfig.schema, properties: { ...teamsConfig.schema.properties, phone: { type: 'string', title: 'Phone' } } },
            uiSchema: { phone: { 'ui:inputType': 'tel' } },
            list: { ...teamsConfig.list, columns: ['name', 'phone', 'status'] },
        };
        const records = [{ ...teamRecords[0], phone: '+44 20 5555 0123' }, { ...teamRecords[1], phone: null }];
        renderGenerated({ path: '/corporate/teams', configs: [withPhone, unitsConfig], dataProvider: fakeDataProvider(records) });

        const phone = await screen.findByRole('link', { name: '+44 20 5555 0123' });
        expect(phone.getAttribute('href')).toBe('tel:+442055550123');
        expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
        // The other row has no number: an empty cell, not a link to nowhere.
        expect(within(screen.getByRole('table')).getAllByRole('link', { name: /^tel:|^\+/ })).toHaveLength(1);
        phone.addEventListener('click', event => event.preventDefault()); // jsdom cannot follow tel:
        fireEvent.click(phone);
        expect(screen.getByTestId('location').textContent).toBe('/corporate/teams');
    });

    it('shows an amount (uiSchema ui:column money) in the currency its record names, and the bare figure without one', async () => {
        const withPrice: ResourceConfig = {
            ...teamsConfig,
            schema: {
                ...teamsConfig.schema,
                properties: { ...teamsConfig.schema.properties, price: { type: 'number', title: 'Price' }, currency: { type: 'string', title: 'Currency', enum: ['USD', 'EUR'] } },
            },
            uiSchema: { price: { 'ui:column': 'money', 'ui:options': { currencyField: 'currency' } } },
            list: { ...teamsConfig.list, columns: ['name', 'price', 'status'] },
        };
        const records = [{ ...teamRecords[0], price: 1250, currency: 'USD' }, { ...teamRecords[1], price: 99, currency: null }, { ...teamRecords[0], id: 't3', name: 'Odd', price: 7, currency: 'dollars' }];
        renderGenerated({ path: '/corporate/teams', configs: [withPrice, unitsConfig], dataProvider: fakeDataProvider(records) });

        expect(await screen.findByText(formatCurrency(1250, 'USD'))).toBeTruthy();
        expect(formatCurrency(1250, 'USD')).toBe('$1,250');
        expect(screen.getByText('99')).toBeTruthy();
        // A currency field that is free text is shown beside the figure, not as a broken list.
        expect(screen.getByText('7 dollars')).toBeTruthy();
    });
});
