/**
 * The menu entries that are not in config/menu.json (today: the generated
 * resources'). The composition root (app/App.tsx) provides them, so the
 * sidebar renders them without importing the generator (docs/architecture.md,
 * "Layers").
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
