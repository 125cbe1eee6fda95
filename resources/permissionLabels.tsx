/**
 * The words for a permission set (config/permissions.json's modules and actions): the permission
 * grid's rows and columns and the teammates' permissions in a list or a detail page read them from
 * here, so a module's word is written once, in the catalogue (`ats.permissions.modules.<MODULE>`,
 * `ats.permissions.actions.<ACTION>`). The lines themselves are config/permissionWords.ts's, which
 * the API's CSV export writes too. No rjsf here: the list's chunk imports this too.
 */
import Typography from '@mui/material/Typography';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { defaultTeammatePermissions, type Action, type Permissions } from '../config';
import { asPermissions, grantsNothing, permissionActionKey, permissionLines as linesInWords, permissionModuleKey } from '../config/permissionWords';
import { getResourceConfigs } from '../dataProvider/resourceRegistry';
import { resourceNameKey } from './translate';

export { asPermissions, grantsNothing, permissionActionKey, permissionModuleKey };

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

/** The defaults config/permissions.json gives a teammate role, the ones the server writes when a create sends none. */
export function roleDefaultPermissions(role: unknown): Permissions | undefined {
    if (typeof role !== 'string') return undefined;
    return (defaultTeammatePermissions as Record<string, Permissions | undefined>)[role];
}

/** "Dashboard: View", one line per module granted, in the page's words. */
export function permissionLines(translate: TranslateFunction, permissions: Permissions): string[] {
    return linesInWords(permissions, { module: module => permissionModuleLabel(translate, module), action: action => permissionActionLabel(translate, action) });
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
