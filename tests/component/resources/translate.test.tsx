/**
 * Generated screens read their labels from the i18n catalogue by react-admin's
 * keys (resources.<name>.name, resources.<name>.fields.<field>) and fall back
 * to the resource file's labels and schema titles (resources/translate.ts).
 */
import { screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishCatalogue as messages } from '../../../config/i18n/catalogue';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import { renderGenerated, stubBrowser } from './resourceTestUtils';

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

/** The console's catalogue plus a translation of one field and of the resource's name, as a second locale would bring. */
const withTeamKeys = polyglotI18nProvider(
    // Without react-admin's part, which the type requires: allowMissing shows those keys' defaults.
    () => ({ ...messages, resources: { teams: { name: 'Crew |||| Crews', fields: { lead_email: 'Captain e-mail' } } } }) as unknown as TranslationMessages,
    'en',
    { allowMissing: true },
);

const slow = { timeout: 10_000 };
const columnHeaders = () => within(screen.getByRole('table')).getAllByRole('columnheader').map(th => th.textContent);

describe('with catalogue keys for the resource', () => {
    it('the list column header and the list title use them; other columns keep their schema titles', async () => {
        renderGenerated({ path: '/corporate/teams', i18nProvider: withTeamKeys });
        expect(await screen.findByText('Platform', {}, slow)).toBeTruthy();
        expect(columnHeaders()).toEqual(expect.arrayContaining(['Team name', 'Captain e-mail']));
        expect(columnHeaders()).not.toContain('Lead email');
        expect(screen.getByRole('heading', { name: 'Crews' })).toBeTruthy();
    });

    it('the form label and the form title use them', async () => {
        renderGenerated({ path: '/corporate/teams/create', i18nProvider: withTeamKeys });
        expect(await screen.findByRole('textbox', { name: 'Captain e-mail' }, slow)).toBeTruthy();
        expect(screen.queryByRole('textbox', { name: 'Lead email' })).toBeNull();
        expect(screen.getByRole('textbox', { name: /^Team name/ })).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Create Crew' })).toBeTruthy();
    });

    it('the detail label uses them', async () => {
        renderGenerated({ path: '/corporate/teams/t1/show', i18nProvider: withTeamKeys });
        expect(await screen.findByText('lead@acme.test', {}, slow)).toBeTruthy();
        expect(screen.getByText('Captain e-mail')).toBeTruthy();
        expect(screen.queryByText('Lead email')).toBeNull();
    });
});

describe('without catalogue keys', () => {
    it('the list, the form and the detail page show the schema titles and the file labels', async () => {
        const list = renderGenerated({ path: '/corporate/teams' });
        expect(await screen.findByText('Platform', {}, slow)).toBeTruthy();
        expect(columnHeaders()).toEqual(expect.arrayContaining(['Team name', 'Lead email']));
        expect(screen.getByRole('heading', { name: 'Teams' })).toBeTruthy();
        list.unmount();

        const form = renderGenerated({ path: '/corporate/teams/create' });
        expect(await screen.findByRole('textbox', { name: 'Lead email' }, slow)).toBeTruthy();
        expect(screen.getByRole('heading', { name: 'Create Team' })).toBeTruthy();
        form.unmount();

        renderGenerated({ path: '/corporate/teams/t1/show' });
        expect(await screen.findByText('lead@acme.test', {}, slow)).toBeTruthy();
        expect(screen.getByText('Lead email')).toBeTruthy();
    });
});
