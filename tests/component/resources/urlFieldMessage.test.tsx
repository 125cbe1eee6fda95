/**
 * A website typed the way people type one ("acme.com") on the Clients master, the shipped
 * config/resources/clients.json: the generated form refuses it with SPEC's "Invalid URL" under
 * the field, whose help line says what is expected (the full address, starting with https://),
 * in English and in Hindi, and sends nothing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeCatalogueParts, type MessageTree } from '../../../config/i18n/catalogue';
import hindiConsole from '../../../config/i18n/hi.json';
import hindiPublic from '../../../config/i18n/hi.public.json';
import { createI18nProvider } from '../../../custom/i18nProvider';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../../../resources/types';
import { renderGenerated, stubBrowser } from './resourceTestUtils';

const clients = JSON.parse(readFileSync(resolve(__dirname, '../../../config/resources/clients.json'), 'utf8')) as ResourceConfig;

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

/** The error and the help rjsf show under a generated field. */
const underField = (name: string) => document.getElementById(`root_${name}__error`)?.textContent ?? '';
const helpOf = (name: string) => document.getElementById(`root_${name}__help`)?.textContent ?? '';

async function submitWebsite(value: string): Promise<void> {
    await waitFor(() => expect(document.getElementById('root_website')).toBeTruthy());
    fireEvent.change(document.getElementById('root_name')!, { target: { value: 'Acme' } });
    fireEvent.change(document.getElementById('root_contact_person')!, { target: { value: 'Asha Rao' } });
    fireEvent.change(document.getElementById('root_email')!, { target: { value: 'asha@acme.example' } });
    fireEvent.change(document.getElementById('root_website')!, { target: { value } });
    fireEvent.click(document.querySelector('button[type="submit"]')!);
}

describe("a client's website without https://", () => {
    it("is SPEC's Invalid URL, with what is expected under the field", async () => {
        const { dataProvider } = renderGenerated({ path: `${clients.route}/create`, configs: [clients] });
        await submitWebsite('acme.com');
        await waitFor(() => expect(underField('website')).toBe('Invalid URL'));
        expect(helpOf('website')).toBe('The full web address, starting with https://');
        expect(document.getElementById('root_website')?.getAttribute('aria-invalid')).toBe('true');
        expect(dataProvider.create).not.toHaveBeenCalled();
    });

    it('says it in Hindi on a Hindi page', async () => {
        const hindi = createI18nProvider(mergeCatalogueParts(hindiPublic as MessageTree, hindiConsole as MessageTree), 'hi');
        const { dataProvider } = renderGenerated({ path: `${clients.route}/create`, configs: [clients], i18nProvider: hindi });
        await submitWebsite('acme.com');
        await waitFor(() => expect(underField('website')).toBe('अमान्य URL'));
        expect(helpOf('website')).toBe('पूरा वेब पता, https:// से शुरू होता हुआ');
        expect(dataProvider.create).not.toHaveBeenCalled();
    });
});
