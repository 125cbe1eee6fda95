/**
 * Sidebar entries from the resource configs: each resource with a `menu`
 * goes into its group (main = top level, none = no entry), gated by its
 * `permission` (VIEW) and `visibleWhen`, labelled `label.menu` or
 * `label.many`. `withExtraEntries` (custom/shell/menu.ts) puts an entry whose
 * route config/menu.json already lists in that static entry's place.
 */
import { corporateMenu, withExtraEntries, type MenuDefinition, type MenuEntry } from '../custom/shell/menu';
import type { MenuGroupKey, ResourceConfig } from './types';
import { useMemo } from 'react';
import { useResourceConfigs } from './registry';

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
        route: config.route,
        icon: config.menu.icon,
        group: menuGroupKeys[config.menu.group],
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

/** The corporate menu with this session's resources merged in. */
export function useResourceMenu(menu: MenuDefinition = corporateMenu): MenuDefinition {
    const configs = useResourceConfigs();
    return useMemo(() => menuWithResources(configs, menu), [configs, menu]);
}
