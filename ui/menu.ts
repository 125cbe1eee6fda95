/**
 * The corporate menu as data (config/menu.json) and the pure rule that decides
 * what a user sees (SPEC.md section 6). The sidebar only renders the result, so
 * the rules are testable without a DOM, and generated resources can add entries
 * to any group by appending to `entries`.
 */
import menuJson from '../config/menu.json';
import { hasPermission, type Action, type Permissions } from '../config';

export interface PermissionRequirement {
    module: string;
    action: Action;
}

/** An empty rule means "every corporate user". All given conditions must hold. */
export interface VisibilityRule {
    /** At least one of these must be granted. */
    anyPermission?: PermissionRequirement[];
    /** Only for workspaces that are recruit agencies (company cookie is_recruit_agency). */
    recruitAgency?: boolean;
    /** Only for workspaces in CS_DASHBOARD_WORKSPACES (company cookie cs_dashboard). */
    csDashboard?: boolean;
}

export interface MenuEntry {
    key: string;
    /** i18n key, or the display text when `labelKey` is given */
    label: string;
    /** i18n key tried first (a generated resource's resources.<name>.name), `label` being its fallback */
    labelKey?: string;
    route: string;
    /** Icon name from the registry in menuIcons.tsx */
    icon: string;
    /** Group key, or null for a top-level entry */
    group: string | null;
    /** Position among its siblings (groups and entries of one level); without one, after those with one, in list order. */
    order?: number;
    visibleWhen: VisibilityRule;
}

export interface MenuGroup {
    key: string;
    label: string;
    icon: string;
    /** Sub-groups name their parent group. */
    parent?: string;
    /** Position among its siblings, as MenuEntry.order. */
    order?: number;
    visibleWhen: VisibilityRule;
}

export interface MenuHeader {
    key: string;
    route: string;
    visibleWhen: VisibilityRule;
}

export interface MenuDefinition {
    header: MenuHeader;
    groups: MenuGroup[];
    entries: MenuEntry[];
}

export interface VisibilityContext {
    permissions: Permissions | null | undefined;
    isRecruitAgency: boolean;
    /** The workspace has the CS dashboard; absent: it has not. */
    csDashboard?: boolean;
}

export type MenuNode =
    | { kind: 'entry'; entry: MenuEntry }
    | { kind: 'group'; group: MenuGroup; children: MenuNode[] };

export interface VisibleMenu {
    /** The company-profile header is shown (linked) only with COMPANY-PROFILE VIEW. */
    showHeader: boolean;
    nodes: MenuNode[];
}

export const corporateMenu: MenuDefinition = menuJson as MenuDefinition;

export function isVisible(rule: VisibilityRule, context: VisibilityContext): boolean {
    if (rule.recruitAgency && !context.isRecruitAgency) return false;
    if (rule.csDashboard && !context.csDashboard) return false;
    if (rule.anyPermission && rule.anyPermission.length > 0) {
        return rule.anyPermission.some(req => hasPermission(context.permissions, req.module, req.action));
    }
    return true;
}

/**
 * Builds the visible tree. Each level is sorted by `order`; nodes without one
 * follow, in the order of the first appearance of an entry or of (a descendant
 * of) a group in `entries`. A group shows only when its own rule holds and at
 * least one child is visible.
 */
export function visibleMenu(menu: MenuDefinition, context: VisibilityContext): VisibleMenu {
    const groupsByKey = new Map(menu.groups.map(group => [group.key, group]));
    const groupNodes = new Map<string, Extract<MenuNode, { kind: 'group' }>>();
    const topLevel: MenuNode[] = [];

    const groupNode = (key: string): Extract<MenuNode, { kind: 'group' }> | null => {
        const existing = groupNodes.get(key);
        if (existing) return existing;
        const group = groupsByKey.get(key);
        if (!group) return null;
        const node = { kind: 'group' as const, group, children: [] as MenuNode[] };
        groupNodes.set(key, node);
        const parent = group.parent ? groupNode(group.parent) : null;
        if (parent) parent.children.push(node);
        else topLevel.push(node);
        return node;
    };

    for (const entry of menu.entries) {
        const node: MenuNode = { kind: 'entry', entry };
        const parent = entry.group ? groupNode(entry.group) : null;
        if (entry.group && !parent) continue; // an entry naming an unknown group is a config error: hide it
        if (!isVisible(entry.visibleWhen, context)) continue;
        if (parent) parent.children.push(node);
        else topLevel.push(node);
    }

    return {
        showHeader: isVisible(menu.header.visibleWhen, context),
        nodes: prune(sortByOrder(topLevel), context),
    };
}

function orderOf(node: MenuNode): number {
    return (node.kind === 'entry' ? node.entry.order : node.group.order) ?? Number.POSITIVE_INFINITY;
}

/** Stable sort of every level by `order`. */
function sortByOrder(nodes: MenuNode[]): MenuNode[] {
    return nodes
        .map(node => (node.kind === 'group' ? { ...node, children: sortByOrder(node.children) } : node))
        .sort((a, b) => orderOf(a) - orderOf(b));
}

/** Drops groups whose rule fails or that ended up empty. */
function prune(nodes: MenuNode[], context: VisibilityContext): MenuNode[] {
    const kept: MenuNode[] = [];
    for (const node of nodes) {
        if (node.kind === 'entry') {
            kept.push(node);
            continue;
        }
        if (!isVisible(node.group.visibleWhen, context)) continue;
        const children = prune(node.children, context);
        if (children.length > 0) kept.push({ ...node, children });
    }
    return kept;
}

/** Flattens the visible tree to entry keys, in display order. */
export function visibleEntryKeys(nodes: MenuNode[]): string[] {
    return nodes.flatMap(node => (node.kind === 'entry' ? [node.entry.key] : visibleEntryKeys(node.children)));
}

/**
 * Whether the menu shows the page at `pathname`: the entry whose route starts it (the longest; an
 * area's root, `/corporate`, only itself) is visible to `context`. A path no entry claims (a record's
 * page of a generated resource, say) is the page's own to refuse: true.
 */
export function menuShowsPath(menu: MenuDefinition, context: VisibilityContext, pathname: string): boolean {
    const claims = (route: string) => pathname === route || (route.split('/').length > 2 && pathname.startsWith(`${route}/`));
    const entry = menu.entries.filter(candidate => claims(candidate.route)).sort((a, b) => b.route.length - a.route.length)[0];
    return !entry || visibleEntryKeys(visibleMenu(menu, context).nodes).includes(entry.key);
}

/** The route of the first entry shown (depth first, display order) other than `except`; null when none. */
export function firstVisibleRoute(nodes: MenuNode[], except?: string): string | null {
    for (const node of nodes) {
        if (node.kind === 'entry') {
            if (node.entry.route !== except) return node.entry.route;
            continue;
        }
        const inside = firstVisibleRoute(node.children, except);
        if (inside) return inside;
    }
    return null;
}

/** Keys of the groups on the path to the entry whose route matches `pathname`. */
export function groupPathFor(nodes: MenuNode[], pathname: string): string[] {
    for (const node of nodes) {
        if (node.kind === 'entry') continue;
        const inside = node.children.some(child => child.kind === 'entry' && pathname.startsWith(child.entry.route));
        if (inside) return [node.group.key];
        const deeper = groupPathFor(node.children, pathname);
        if (deeper.length > 0) return [node.group.key, ...deeper];
    }
    return [];
}

/** Truncates to `max` characters followed by '...' (SPEC.md section 9). */
export function truncateName(name: string, max: number): string {
    return name.length > max ? `${name.slice(0, max)}...` : name;
}

/**
 * Adds entries (e.g. from generated resources) to a menu. An entry whose route
 * is already listed replaces the static one in place. A group that lists the
 * permissions opening it (and its parents) also opens for the permissions an
 * added entry needs, so a resource with a new permission module shows in its
 * group without an edit to config/menu.json.
 */
export function withExtraEntries(menu: MenuDefinition, extra: MenuEntry[]): MenuDefinition {
    const byRoute = new Map(extra.map(entry => [entry.route, entry]));
    const entries = menu.entries.map(entry => byRoute.get(entry.route) ?? entry);
    const known = new Set(menu.entries.map(entry => entry.route));
    const groups = menu.groups.map(group => ({ ...group, visibleWhen: { ...group.visibleWhen } }));
    const byKey = new Map(groups.map(group => [group.key, group]));
    for (const entry of extra) {
        const needs = entry.visibleWhen.anyPermission ?? [];
        for (let group = entry.group ? byKey.get(entry.group) : undefined; group; group = group.parent ? byKey.get(group.parent) : undefined) {
            const listed = group.visibleWhen.anyPermission;
            // A group without a permission list opens for everyone already.
            if (!listed || listed.length === 0) continue;
            const missing = needs.filter(need => !listed.some(has => has.module === need.module && has.action === need.action));
            group.visibleWhen.anyPermission = [...listed, ...missing];
        }
    }
    return { ...menu, groups, entries: [...entries, ...extra.filter(entry => !known.has(entry.route))] };
}
