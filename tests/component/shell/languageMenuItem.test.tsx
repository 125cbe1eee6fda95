/**
 * The account menu's language switch (ui/languageMenuItem.tsx): choosing the other language saves
 * it on the account through the dataProvider (PATCH /api/me/locale: the server writes this
 * person's mails in it), then switches the page as before. A failed or slow save never blocks the
 * switch. The reload left the focus on <body>: in the page load after it, the control that made the
 * switch has it back (the account menu's button; the sign-in pages' chosen language), with the ring
 * only when the switch was made with the keyboard.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorBar } from '../../../custom/shell/bars';
import { switchLocale } from '../../../dataProvider/locale';
import { i18nProvider } from '../../../custom/i18nProvider';
import { FOCUS_AFTER_RELOAD_MS, readPendingFocusForTests } from '../../../ui/focusAfterReload';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { SAVE_WAIT_MS, saveThenSwitch } from '../../../ui/languageMenuItem';
import { clearCookies, renderInAdmin, signIn, stubViewport } from './shellTestUtils';

// The reload itself is the browser's: here only that the switch was made, and when.
vi.mock('../../../dataProvider/locale', async importOriginal => ({ ...(await importOriginal<typeof import('../../../dataProvider/locale')>()), switchLocale: vi.fn() }));

/** A data provider whose saveLocale is `save` (react-admin's other methods unused here). */
const withSave = (save: (locale: string) => Promise<unknown>) => ({ saveLocale: vi.fn(save) }) as unknown as DataProvider & { saveLocale: ReturnType<typeof vi.fn> };

/** `detail` is the click count: 0 for a click the keyboard made (Enter on the item), 1 for a pointer's. */
function chooseHindi(dataProvider: DataProvider, detail = 0) {
    signIn({ role_name: 'VENDOR' });
    renderInAdmin(<VendorBar />, { path: '/vendors/dashboard', dataProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Language: हिन्दी' }), { detail });
}

/** What a reload does to the page: everything gone, the focus on <body>, the module state read anew. */
function reload() {
    cleanup();
    expect(document.activeElement).toBe(document.body);
    readPendingFocusForTests();
}

/** The options of every focus() call made while `act` runs: where the focus went and whether the ring was asked for. */
function focusCalls(act: () => void): { element: Element; options: unknown }[] {
    const calls: { element: Element; options: unknown }[] = [];
    const original = HTMLElement.prototype.focus;
    const spy = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
        calls.push({ element: this, options });
        original.call(this, options);
    });
    try {
        act();
    } finally {
        spy.mockRestore();
    }
    return calls;
}

describe("the account menu's language switch", () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.mocked(switchLocale).mockClear();
        sessionStorage.clear();
        readPendingFocusForTests();
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

    it('gives the focus back to the account menu button after the reload, with the ring when chosen with the keyboard', async () => {
        const dataProvider = withSave(async () => ({ locale: 'hi' }));
        chooseHindi(dataProvider);
        await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
        reload();
        const calls = focusCalls(() => {
            signIn({ role_name: 'VENDOR' });
            renderInAdmin(<VendorBar />, { path: '/vendors/dashboard', dataProvider });
        });
        const button = screen.getByRole('button', { name: 'Account menu' });
        expect(document.activeElement).toBe(button);
        expect(calls.filter(call => call.element === button).map(call => call.options)).toEqual([{ focusVisible: true }]);

        // Once only: the next page load (or the same bar mounted again) leaves the focus alone.
        reload();
        signIn({ role_name: 'VENDOR' });
        renderInAdmin(<VendorBar />, { path: '/vendors/dashboard', dataProvider });
        expect(document.activeElement).toBe(document.body);
    });

    it('gives it back without the ring after a click, and not at all when the reload came long after', async () => {
        const dataProvider = withSave(async () => ({ locale: 'hi' }));
        chooseHindi(dataProvider, 1);
        await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('hi'));
        reload();
        const calls = focusCalls(() => {
            signIn({ role_name: 'VENDOR' });
            renderInAdmin(<VendorBar />, { path: '/vendors/dashboard', dataProvider });
        });
        const button = screen.getByRole('button', { name: 'Account menu' });
        expect(document.activeElement).toBe(button);
        expect(calls.filter(call => call.element === button).map(call => call.options)).toEqual([{ focusVisible: false }]);

        // A reload that ended elsewhere (the session had expired): a later page must not take the focus.
        cleanup();
        chooseHindi(dataProvider);
        await waitFor(() => expect(switchLocale).toHaveBeenCalledTimes(2));
        const later = Date.now() + FOCUS_AFTER_RELOAD_MS + 1;
        vi.spyOn(Date, 'now').mockReturnValue(later);
        reload();
        signIn({ role_name: 'VENDOR' });
        renderInAdmin(<VendorBar />, { path: '/vendors/dashboard', dataProvider });
        expect(document.activeElement).toBe(document.body);
    });

    it("the sign-in pages' switch gives the focus to the chosen language's button after the reload", () => {
        const renderSwitch = () =>
            render(
                <I18nContext.Provider value={i18nProvider}>
                    <LanguageSwitch />
                </I18nContext.Provider>,
            );
        renderSwitch();
        fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
        expect(switchLocale).toHaveBeenCalledWith('hi');
        reload();
        renderSwitch();
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'हिन्दी' }));
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
