/**
 * The corporate page's place in the menu (config/menu.json and the generated
 * resources' entries): its groups and its entry, the frame's breadcrumbs when
 * the page gives none (docs/ui.md, "The page frame").
 */
import type { MenuDefinition, MenuEntry, MenuGroup } from '../../ui/menu';

export interface TrailStep {
    /** i18n key, or the text itself (the translator falls back to it). */
    label: string;
    /** i18n key tried first (a generated resource's name). */
    labelKey?: string;
    /** The entry's route; groups have none. */
    route?: string;
}

/** The entry whose route is the path or its longest parent ('/corporate' matches only itself). */
export function entryFor(menu: MenuDefinition, pathname: string): MenuEntry | null {
    let best: MenuEntry | null = null;
    for (const entry of menu.entries) {
        const matches = pathname === entry.route || (entry.route !== '/corporate' && pathname.startsWith(`${entry.route}/`));
        if (matches && (!best || entry.route.length > best.route.length)) best = entry;
    }
    return best;
}

/** Groups outermost first, then the entry; empty when no entry matches. */
export function menuTrail(menu: MenuDefinition, pathname: string): TrailStep[] {
    const entry = entryFor(menu, pathname);
    if (!entry) return [];
    const groups = new Map(menu.groups.map(group => [group.key, group]));
    const chain: MenuGroup[] = [];
    for (let group = entry.group ? groups.get(entry.group) : undefined; group && !chain.includes(group); group = group.parent ? groups.get(group.parent) : undefined) {
        chain.unshift(group);
    }
    return [...chain.map(group => ({ label: group.label })), { label: entry.label, labelKey: entry.labelKey, route: entry.route }];
}
