/**
 * Light or dark: the system's setting (prefers-color-scheme), unless the
 * account menu's switch chose the other one on this device (localStorage, so
 * it outlives a sign-out, unlike react-admin's store which a logout resets).
 * Choosing what the system says forgets the choice, so the console follows
 * the system again (docs/ui.md, "Theme and dark mode").
 */
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ColorScheme } from '../../config/themeColors';

const STORAGE_KEY = 'ats.colorScheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readChoice(): ColorScheme | null {
    try {
        const stored = window.localStorage.getItem(STORAGE_KEY);
        return stored === 'light' || stored === 'dark' ? stored : null;
    } catch {
        // Storage refused (a private window's policy): follow the system.
        return null;
    }
}

function writeChoice(choice: ColorScheme | null): void {
    try {
        if (choice) window.localStorage.setItem(STORAGE_KEY, choice);
        else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
        // Not remembered; the switch still applies to this page.
    }
}

function subscribeToSystem(onChange: () => void): () => void {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const query = window.matchMedia(DARK_QUERY);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
}

const systemScheme = (): ColorScheme => (typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');

export interface ColorSchemeState {
    scheme: ColorScheme;
    /** Switches to the other scheme. */
    toggle: () => void;
}

/** The scheme in force and its switch; app/ConsoleApp.tsx builds the theme from it and provides it to the bar. */
export function useColorSchemeState(): ColorSchemeState {
    const system = useSyncExternalStore(subscribeToSystem, systemScheme, () => 'light' as const);
    const [choice, setChoice] = useState<ColorScheme | null>(readChoice);
    const scheme = choice ?? system;
    const toggle = useCallback(() => {
        const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark';
        const remembered = next === system ? null : next;
        writeChoice(remembered);
        setChoice(remembered);
    }, [scheme, system]);
    return useMemo(() => ({ scheme, toggle }), [scheme, toggle]);
}

const ColorSchemeContext = createContext<ColorSchemeState | null>(null);

export function ColorSchemeProvider({ value, children }: { value: ColorSchemeState; children: ReactNode }) {
    return <ColorSchemeContext.Provider value={value}>{children}</ColorSchemeContext.Provider>;
}

/** Null outside the console (a component test of a bar alone): the menu then has no switch. */
export function useColorScheme(): ColorSchemeState | null {
    return useContext(ColorSchemeContext);
}
