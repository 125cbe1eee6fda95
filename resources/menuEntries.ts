/**
 * Sidebar entries from the resource configs: each resource with a `menu`
 * goes into its group (main = top level, none = no entry), gated by its
 * `permission` (VIEW) and `visibleWhen`, labelled `label.menu` or
 * `label.many`. `withExtraEntries` (ui/menu.ts) puts an entry whose
 * route config/menu.json already lists in that static entry's place.
 */
import { corporateMenu, withExtraEntries, type MenuDefinition, type MenuEntry } from '../ui/menu';
import { resourceMenuKey } from './translate';
import type { MenuGroupKey, ResourceConfig } from './types';
import { createElement, useMemo, type ReactNode } from 'react';
import { ExtraMenuEntriesContext } from '../ui/menuContext';
import { useResourceConfigs } from '../dataProvider/resourceRegistry';

/** Config menu group → config/menu.json group key (null: top level). */
export const menuGroupKeys: Record<Exclude<MenuGroupKey, 'none'>, string | null> = {
    main: null,
    onboarding: 'onboarding',
    talent: 'talent',
    'communication-email': 'email',
    'communication-whatsapp': 'whatsapp',
};

export function menuEntryOf(config: ResourceConfig): MenuEntry | null {
    if (!config.menu || config.menu.group === 'none') return null;
    return {
        key: `resource:${config.name}`,
        label: config.label.menu ?? config.label.many,
        labelKey: resourceMenuKey(config),
        route: config.route,
        icon: config.menu.icon,
        group: menuGroupKeys[config.menu.group],
        ...(config.menu.order !== undefined ? { order: config.menu.order } : {}),
        visibleWhen: {
            ...(config.permission ? { anyPermission: [{ module: config.permission, action: 'VIEW' as const }] } : {}),
            ...(config.visibleWhen?.includes('recruitAgency') ? { recruitAgency: true } : {}),
        },
    };
}

/** Entries in `menu.order`, then label order. */
export function menuEntriesFromConfigs(configs: readonly ResourceConfig[]): MenuEntry[] {
    return [...configs]
        .sort(
            (a, b) =>
                (a.menu?.order ?? Number.MAX_SAFE_INTEGER) - (b.menu?.order ?? Number.MAX_SAFE_INTEGER) ||
                a.label.many.localeCompare(b.label.many),
        )
        .map(menuEntryOf)
        .filter((entry): entry is MenuEntry => entry !== null);
}

export function menuWithResources(configs: readonly ResourceConfig[], menu: MenuDefinition = corporateMenu): MenuDefinition {
    return withExtraEntries(menu, menuEntriesFromConfigs(configs));
}

/** This session's resource menu entries; re-computed when the configs are loaded or cleared. */
export function useResourceMenuEntries(): readonly MenuEntry[] {
    const configs = useResourceConfigs();
    return useMemo(() => menuEntriesFromConfigs(configs), [configs]);
}

/**
 * Hands this session's resource entries to the sidebar (ui/menuContext.ts);
 * the composition root renders it around the console.
 */
export function ResourceMenuProvider({ children }: { children?: ReactNode }) {
    return createElement(ExtraMenuEntriesContext.Provider, { value: useResourceMenuEntries() }, children);
}
