/**
 * The product as data. Client and server both import from here, so a
 * constant or a permission module is written once.
 */
import constantsJson from './constants.json';
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

export const permissionModules: readonly string[] = permissionsJson.modules;
export const permissionActions = permissionsJson.actions as readonly Action[];
export const corporateRoles = permissionsJson.roles.corporate as readonly RoleName[];
export const allRoles = permissionsJson.roles.all as readonly RoleName[];
export const loginAudiences = permissionsJson.loginAudiences as Record<LoginAudience, RoleName[]>;
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
