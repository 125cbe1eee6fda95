/**
 * The words for a permission set (config/permissions.json's modules and actions): the permission
 * grid's rows and columns and the teammates' permissions in a list or a detail page read them from
 * here, so a module's word is written once, in the catalogue (`ats.permissions.modules.<MODULE>`,
 * `ats.permissions.actions.<ACTION>`). No rjsf here: the list's chunk imports this too.
 */
import Typography from '@mui/material/Typography';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { defaultTeammatePermissions, permissionActions, permissionModules, type Action, type Permissions } from '../config';
import { getResourceConfigs } from '../dataProvider/resourceRegistry';
import { resourceNameKey } from './translate';

export function permissionModuleKey(module: string): string {
    return `ats.permissions.modules.${module}`;
}

export function permissionActionKey(action: Action): string {
    return `ats.permissions.actions.${action}`;
}

/**
 * "Reports" for ONBOARD-REPORT. A module only a resource file names (config/index.ts
 * `registerPermissionModules`) has no catalogue entry: it reads as that resource's name, which is
 * the page it guards, and as its code only when no resource names it.
 */
export function permissionModuleLabel(translate: TranslateFunction, module: string): string {
    const resource = getResourceConfigs().find(config => config.permission === module);
    const fallback = resource ? translate(resourceNameKey(resource), { smart_count: 2, _: resource.label.many }) : module;
    return translate(permissionModuleKey(module), { _: fallback });
}

export function permissionActionLabel(translate: TranslateFunction, action: Action): string {
    return translate(permissionActionKey(action), { _: action });
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

/** The defaults config/permissions.json gives a teammate role, the ones the server writes when a create sends none. */
export function roleDefaultPermissions(role: unknown): Permissions | undefined {
    if (typeof role !== 'string') return undefined;
    return (defaultTeammatePermissions as Record<string, Permissions | undefined>)[role];
}

/** "Dashboard: View", one line per module granted, in config/permissions.json's order. */
export function permissionLines(translate: TranslateFunction, permissions: Permissions): string[] {
    const known = permissionModules.filter(module => (permissions[module] ?? []).length > 0);
    const others = Object.keys(permissions).filter(module => !permissionModules.includes(module) && permissions[module].length > 0);
    return [...known, ...others].map(
        module => `${permissionModuleLabel(translate, module)}: ${permissions[module].map(action => permissionActionLabel(translate, action)).join(', ')}`,
    );
}

/** A permission set in words, for a list column or a detail row; "No permissions" when it grants nothing. */
export function PermissionSummary({ value }: { value: unknown }) {
    const translate = useTranslate();
    const permissions = asPermissions(value);
    if (!permissions) return null;
    const lines = permissionLines(translate, permissions);
    if (lines.length === 0) {
        return (
            <Typography variant="body2" color="text.secondary" component="span">
                {translate('ats.permissions.none_short')}
            </Typography>
        );
    }
    return (
        <Typography variant="body2" component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {lines.map(line => (
                <li key={line}>{line}</li>
            ))}
        </Typography>
    );
}
