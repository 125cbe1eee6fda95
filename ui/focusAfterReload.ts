/**
 * Where the keyboard focus goes after a reload the user asked for: the language switch reloads the
 * page (dataProvider/locale.ts), and a reload leaves the focus on <body>, so a keyboard user had to
 * find their way back from the top. Before reloading, the switch names the control that should
 * have the focus (`focusAfterReload`); in the page load after it, that control takes the focus as
 * it mounts (`focusRefFor`): the account menu's button, as MUI returns the focus to a menu's anchor,
 * or the sign-in pages' button of the chosen language. As when MUI returns it, the focus ring shows
 * when the switch was made with the keyboard, not after a click (where the browser would draw it on
 * a fresh page: it has seen no pointer yet).
 *
 * Kept in the tab's sessionStorage, read and removed once per page load (here, when the module is
 * first evaluated), and honoured only shortly after it was written: a reload that ends on a page
 * without that control (the session expired) must not move the focus on a later page.
 */

const STORAGE_KEY = 'ats-focus-after-reload';

/** The account menu's button (custom/shell/AccountMenu.tsx). */
export const ACCOUNT_MENU_FOCUS = 'account-menu';
/** The sign-in pages' button of a language (ui/LanguageSwitch.tsx). */
export const languageButtonFocus = (locale: string) => `language-${locale}`;
/** Longer than a slow network's boot of the console, shorter than anything a person does next. */
export const FOCUS_AFTER_RELOAD_MS = 30_000;

interface Pending {
    target: string;
    at: number;
    /** Whether the focus ring shows: the switch was made with the keyboard. */
    visible: boolean;
}

/** FocusOptions' `focusVisible` (Chromium, Firefox), not yet in TypeScript's DOM types; others ignore it. */
interface FocusVisibleOptions extends FocusOptions {
    focusVisible?: boolean;
}

/** A click the keyboard made (Enter or Space on a button or a menu item) has no click count; a pointer's has. */
export const byKeyboard = (event: { detail: number }): boolean => event.detail === 0;

function storage(): Storage | undefined {
    try {
        return globalThis.sessionStorage;
    } catch {
        // Storage refused (privacy mode): the focus stays where the browser puts it.
        return undefined;
    }
}

function isPending(value: unknown): value is Pending {
    if (typeof value !== 'object' || value === null) return false;
    const { target, at, visible } = value as Partial<Pending>;
    return typeof target === 'string' && typeof at === 'number' && typeof visible === 'boolean';
}

/** The request the previous page load left, removed so that it is honoured once. */
export function takePendingFocus(now = Date.now()): Pending | null {
    const store = storage();
    const raw = store?.getItem(STORAGE_KEY);
    if (raw === null || raw === undefined) return null;
    store?.removeItem(STORAGE_KEY);
    try {
        const value: unknown = JSON.parse(raw);
        return isPending(value) && now - value.at >= 0 && now - value.at <= FOCUS_AFTER_RELOAD_MS ? value : null;
    } catch {
        return null;
    }
}

let pending: Pending | null = takePendingFocus();

/** Asks that the control named `target` take the focus once the page has reloaded; `visible` when chosen with the keyboard. */
export function focusAfterReload(target: string, visible: boolean): void {
    try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify({ target, at: Date.now(), visible } satisfies Pending));
    } catch {
        // Not remembered (storage full or refused): the reload still happens.
    }
}

/** A ref for the control named `target`: it takes the focus when it mounts, if this page load was asked to. */
export function focusRefFor(target: string): (element: HTMLElement | null) => void {
    return element => {
        if (!element || pending?.target !== target) return;
        const options: FocusVisibleOptions = { focusVisible: pending.visible };
        pending = null;
        element.focus(options);
    };
}

/** For tests: reads the stored request again, as a new page load would. */
export function readPendingFocusForTests(): void {
    pending = takePendingFocus();
}
