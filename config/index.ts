/**
 * The product as data. Client and server both import from here, so a
 * constant or a permission module is written once.
 */
import constantsJson from './constants.json';
import iconsJson from './icons.json';
import permissionsJson from './permissions.json';

export const constants = constantsJson;

export type Action = 'VIEW' | 'CREATE' | 'EXPORT';
export type RoleName =
    | 'CORPORATE'
    | 'RECRUITER'
    | 'LEAD_RECRUITER'
    | 'INTERVIEWER'
    | 'CANDIDATE'
    | 'VENDOR'
    | 'EMPLOYEE';
export type LoginAudience = 'corporate' | 'vendor' | 'employee' | 'candidate';

/** Module name to the actions granted on it, as the API and cookies carry it. */
export type Permissions = Record<string, Action[]>;

/**
 * The permission modules: config/permissions.json's list, extended by the
 * modules the loaded resource files name (`registerPermissionModules`), so a
 * resource with a new module needs no edit outside its own file. The server
 * registers them when it loads config/resources; the console when it receives
 * GET /api/resource-config. Extended in place: every importer sees the same array.
 */
const moduleList: string[] = [...permissionsJson.modules];
export const permissionModules: readonly string[] = moduleList;

/** A permission module name: upper-case words joined by hyphens (ONBOARD-LOCATION). */
export const permissionModulePattern = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/;

/** Adds the modules not known yet (resource files' `permission`), in the order given. */
export function registerPermissionModules(modules: Iterable<string>): void {
    for (const module of modules) if (!moduleList.includes(module)) moduleList.push(module);
}

/** Icon names config/menu.json and resource files may use (ui/menuIcons.tsx renders exactly these). */
export const menuIconNames: readonly string[] = iconsJson.icons;
export const permissionActions = permissionsJson.actions as readonly Action[];
export const corporateRoles = permissionsJson.roles.corporate as readonly RoleName[];
export const allRoles = permissionsJson.roles.all as readonly RoleName[];
export const loginAudiences = permissionsJson.loginAudiences as Record<LoginAudience, RoleName[]>;

/** The sign-in page (audience) a role signs in at: the console's and the server's one answer. */
export function audienceOfRole(role: RoleName): LoginAudience {
    const entry = Object.entries(loginAudiences).find(([, roles]) => roles.includes(role));
    return (entry?.[0] as LoginAudience | undefined) ?? 'corporate';
}
export const defaultTeammatePermissions = permissionsJson.defaultTeammatePermissions as Record<
    'RECRUITER' | 'LEAD_RECRUITER',
    Permissions
>;

/** Every module with every action: what CORPORATE (Admin) holds. */
export function allPermissions(): Permissions {
    return Object.fromEntries(permissionModules.map(m => [m, [...permissionActions]]));
}

export function hasPermission(
    permissions: Permissions | null | undefined,
    module: string,
    action: Action,
): boolean {
    return Boolean(permissions?.[module]?.includes(action));
}

/** Who may call a resource's operations: its `roles`, narrowed per action by `actionRoles`. */
export interface ResourceRoles {
    roles?: readonly RoleName[];
    actionRoles?: Partial<Record<Action, readonly RoleName[]>>;
}

/**
 * The roles that may perform `actions` on a resource (config/resources/*.json
 * `roles` narrowed by `actionRoles`); the server enforces it per operation and
 * the console hides what it forbids, so both read it here.
 */
export function rolesAllowed(resource: ResourceRoles, actions: readonly Action[]): readonly RoleName[] {
    // Exporting is reading the list into a file: it needs VIEW as well.
    const needed: readonly Action[] = actions.includes('EXPORT') && !actions.includes('VIEW') ? [...actions, 'VIEW'] : actions;
    return (resource.roles ?? corporateRoles).filter(role => needed.every(a => resource.actionRoles?.[a]?.includes(role) ?? true));
}
