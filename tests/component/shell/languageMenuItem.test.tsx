/**
 * The account menu's language switch (ui/languageMenuItem.tsx): choosing the other language saves
 * it on the account through the dataProvider (PATCH /api/me/locale: the server writes this
 * person's mails in it), then switches the page as before. A failed or slow save never blocks the
 * switch.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorBar } from '../../../custom/shell/bars';
import { switchLocale } from '../../../dataProvider/locale';
import { SAVE_WAIT_MS, saveThenSwitch } from '../../../ui/languageMenuItem';
import { clearCookies, renderInAdmin, signIn, stubViewport } from './shellTestUtils';

// The reload itself is the browser's: here only that the switch was made, and when.
vi.mock('../../../dataProvider/locale', async importOriginal => ({ ...(await importOriginal<typeof import('../../../dataProvider/locale')>()), switchLocale: vi.fn() }));

/** A data provider whose saveLocale is `save` (react-admin's other methods unused here). */
const withSave = (save: (locale: string) => Promise<unknown>) => ({ saveLocale: vi.fn(save) }) as unknown as DataProvider & { saveLocale: ReturnType<typeof vi.fn> };

function chooseHindi(dataProvider: DataProvider) {
    signIn({ role_name: 'VENDOR' });
    renderInAdmin(<VendorBar />, { path: '/vendors/dashboard', dataProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Language: हिन्दी' }));
}

describe("the account menu's language switch", () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.mocked(switchLocale).mockClear();
        vi.restoreAllMocks();
        vi.useRealTimers();
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('saves the language on the account, then switches the page once the save is answered', async () => {
        let answer: (value: unknown) => void = () => undefined;
        const dataProvider = withSave(() => new Promise(resolve => (answer = resolve)));
        chooseHindi(dataProvider);
        await waitFor(() => expect(dataProvider.saveLocale).toHaveBeenCalledWith('hi'));
        expect(dataProvider.saveLocale).toHaveBeenCalledTimes(1);
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(switchLocale).not.toHaveBeenCalled();
        answer({ locale: 'hi' });
        await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
        expect(switchLocale).toHaveBeenCalledTimes(1);
    });

    it('switches all the same when the save fails', async () => {
        // react-admin logs a failed dataProvider call; the failure is the point here.
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const dataProvider = withSave(() => Promise.reject(new Error('offline')));
        chooseHindi(dataProvider);
        await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
        expect(dataProvider.saveLocale).toHaveBeenCalledWith('hi');
    });

    it('switches when the data provider has no such method (react-admin throws at once)', async () => {
        chooseHindi({} as DataProvider);
        await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
    });

    it('waits for a save that never answers no longer than SAVE_WAIT_MS', async () => {
        vi.useFakeTimers();
        const switched = saveThenSwitch(() => new Promise(() => undefined), 'hi');
        await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS - 1);
        expect(switchLocale).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        await switched;
        expect(switchLocale).toHaveBeenCalledWith('hi');
    });
});
