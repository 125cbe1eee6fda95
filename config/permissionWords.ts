/**
 * A permission set (config/permissions.json's modules and actions) in words, "Reports: View,
 * Export", one line per module granted. Shared: the console's grid, list column and detail page
 * (resources/permissionLabels.tsx) and the API's CSV export (server/crud/exportCells.ts) both
 * write it from here, with the words of the catalogue (`ats.permissions.*`) they each hold, so
 * the file says what the screen says.
 */
import { permissionActions, permissionModules, type Action, type Permissions } from './index';

export function permissionModuleKey(module: string): string {
    return `ats.permissions.modules.${module}`;
}

export function permissionActionKey(action: Action): string {
    return `ats.permissions.actions.${action}`;
}

/** A stored permission set, or undefined when the value is not one (null, a string). */
export function asPermissions(value: unknown): Permissions | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const out: Permissions = {};
    for (const [module, actions] of Object.entries(value as Record<string, unknown>)) {
        if (!Array.isArray(actions)) continue;
        out[module] = permissionActions.filter(action => actions.includes(action));
    }
    return out;
}

/** Whether a set grants nothing: its holder can sign in but reaches no guarded page. */
export function grantsNothing(permissions: Permissions): boolean {
    return Object.values(permissions).every(actions => actions.length === 0);
}

/** The word of each module and action, in one language. */
export interface PermissionWords {
    module: (module: string) => string;
    action: (action: Action) => string;
}

/** "Dashboard: View", one line per module granted, in config/permissions.json's order, then the others. */
export function permissionLines(permissions: Permissions, words: PermissionWords): string[] {
    const known = permissionModules.filter(module => (permissions[module] ?? []).length > 0);
    const others = Object.keys(permissions).filter(module => !permissionModules.includes(module) && permissions[module].length > 0);
    return [...known, ...others].map(module => `${words.module(module)}: ${permissions[module].map(words.action).join(', ')}`);
}
