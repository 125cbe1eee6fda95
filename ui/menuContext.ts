/**
 * The menu entries that are not in config/menu.json (today: the generated
 * resources'). The composition root (app/App.tsx) provides them, so the
 * sidebar renders them without importing the generator (docs/architecture.md,
 * "Layers"). Likewise the fetching of an entry's page ahead of a click,
 * which the routes know (custom/routes/appRoutes.tsx, preloadPageAt): the
 * routes import the areas, whose layouts import the sidebar.
 */
import { createContext, useContext, useMemo } from 'react';
import { corporateMenu, withExtraEntries, type MenuDefinition, type MenuEntry } from './menu';

const noEntries: readonly MenuEntry[] = [];

export const ExtraMenuEntriesContext = createContext<readonly MenuEntry[]>(noEntries);

/** config/menu.json with the provided entries merged in (`withExtraEntries`). */
export function useCorporateMenu(menu: MenuDefinition = corporateMenu): MenuDefinition {
    const extra = useContext(ExtraMenuEntriesContext);
    return useMemo(() => (extra.length === 0 ? menu : withExtraEntries(menu, [...extra])), [extra, menu]);
}

/** Starts fetching the page at a path (its chunk), before it is opened; nothing by default. */
export const PagePreloadContext = createContext<(path: string) => void>(() => {});

export const usePagePreload = () => useContext(PagePreloadContext);
