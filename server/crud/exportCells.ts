/**
 * How a field's value is written in a resource's CSV export: by the field's uiSchema
 * `"ui:column"`, the key that also names how the console's list and detail page show it
 * (resources/fields.tsx), so the file reads as the screen does. A key without a writer here
 * leaves the value as stored (csvCell: text as is, an object as JSON).
 *
 * Words are the console catalogue's (config/i18n, `ats.permissions.*`, `ats.roles.*`), in the
 * request's language: the console sends the page's (Accept-Language, dataProvider/locale.ts). An
 * account resource's role field (`account.roleField`) is written as the role's name ("Lead
 * Recruiter", as the console shows roles), not its code. A column written in words
 * cannot be uploaded back: such a field belongs in `list.exportColumns` of a resource without
 * bulk upload, or in no bulk-upload key.
 */
import english from '../../config/i18n/en.json';
import hindi from '../../config/i18n/hi.json';
import type { Action } from '../../config/index.js';
import { asPermissions, permissionLines } from '../../config/permissionWords.js';
import type { ResourceConfig } from '../../config/resources.js';
import type { ServerLocale } from '../lib/locale.js';
import { resourceName } from './resourceWords.js';

export interface ExportCellContext {
    locale: ServerLocale;
    /** Every resource, for a permission module only a resource file names: it reads as that resource's name. */
    resources: readonly Pick<ResourceConfig, 'name' | 'label' | 'permission'>[];
}

export type ExportCell = (value: unknown, context: ExportCellContext) => unknown;

interface PermissionCatalogue {
    modules: Record<string, string | undefined>;
    actions: Record<string, string | undefined>;
    none_short: string;
}

const permissionWords: Record<ServerLocale, PermissionCatalogue> = { en: english.ats.permissions, hi: hindi.ats.permissions };
const roleWords: Record<ServerLocale, Record<string, string | undefined>> = { en: english.ats.roles, hi: hindi.ats.roles };

/** "Reports: View, Export; Manage jobs: View", as the grid and the detail page word it; "No permissions" for an empty set. */
function permissionsCell(value: unknown, { locale, resources }: ExportCellContext): unknown {
    const permissions = asPermissions(value);
    if (!permissions) return value;
    const words = permissionWords[locale];
    const moduleWord = (module: string) => {
        const own = words.modules[module];
        if (own) return own;
        const resource = resources.find(config => config.permission === module);
        // The plural, as resources/permissionLabels.tsx falls back to it (smart_count 2).
        return resource ? resourceName(resource, locale, 'many') : module;
    };
    const lines = permissionLines(permissions, { module: moduleWord, action: (action: Action) => words.actions[action] ?? action });
    return lines.length > 0 ? lines.join('; ') : words.none_short;
}

/** "Lead Recruiter" for LEAD_RECRUITER; a code without a name as it is. */
function roleCell(value: unknown, { locale }: ExportCellContext): unknown {
    return typeof value === 'string' ? (roleWords[locale][value] ?? value) : value;
}

/** Writers by `ui:column` key. */
export const exportCells: Record<string, ExportCell> = {
    permissions: permissionsCell,
};

/** The writer of a field: an account's role by name, else the one its `ui:column` (or `ui:options.column`) names, if the export has one. */
export function exportCellOf(config: Pick<ResourceConfig, 'uiSchema' | 'account'>, field: string): ExportCell | undefined {
    if (config.account?.roleField === field) return roleCell;
    const ui = config.uiSchema?.[field];
    if (typeof ui !== 'object' || ui === null) return undefined;
    const entries = ui as Record<string, unknown>;
    const options = entries['ui:options'];
    const key = entries['ui:column'] ?? (typeof options === 'object' && options !== null ? (options as Record<string, unknown>).column : undefined);
    return typeof key === 'string' && Object.prototype.hasOwnProperty.call(exportCells, key) ? exportCells[key] : undefined;
}
