/**
 * react-admin 5 AuthProvider over the cookie session (session.ts).
 *
 * Cache and store on logout: react-admin's `useLogout` (used by its <Logout>
 * menu item, by `checkAuth` failures and by `checkError` rejections) calls
 * `authProvider.logout`, navigates to the path it returns, then runs
 * `resetStore()` and `queryClient.clear()`, so no personal data stays in
 * memory or in the localStorage store. The session-expiry path below does not
 * go through `useLogout` (the SPEC wants a warning, a 1 s delay and a reload),
 * so it resets the store and clears the query cache itself: pass the same
 * `store` and `queryClient` objects you give <Admin>.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import {
    audienceOfRole,
    constants,
    hasPermission,
    rolesAllowed,
    type Action,
    type LoginAudience,
    type Permissions,
    type ResourceRoles,
} from '../config';
import { loggedOutEvents, sessionExpiredEvents } from './authEvents';
import { httpClient, isSessionExpired } from './httpClient';
import { profileImageUrl } from './images';
import { i18nKeys } from './messages';
import { session, type SessionUser } from './session';

/** Where each area signs in (SPEC section 2). */
export const loginPaths: Record<LoginAudience, string> = {
    corporate: '/corporate-login',
    vendor: '/vendors/login',
    employee: '/recruit/employee/login',
    candidate: '/candidate/login',
};

export interface LoginParams {
    email: string;
    password: string;
    audience: LoginAudience;
}

interface LoginResponse {
    data: { token: string; user: SessionUser; permissions?: Permissions };
}

interface PermissionsResponse {
    permissions: Permissions;
}

export interface AuthProviderOptions {
    /** react-admin resource name → permission module (config supplies it). Unmapped resources are not gated. */
    resourceModules?: Record<string, string>;
    /** react-admin resource name → its `roles` and `actionRoles` (config supplies it). Unmapped resources are not narrowed. */
    resourceRoles?: Record<string, ResourceRoles>;
    /** Where a successful login goes; defaults to `defaultHomePath`. */
    homePathFor?: (user: SessionUser) => string;
    /** Injected for tests; defaults to `window.location.reload()`. */
    reload?: () => void;
    /** Injected for tests; defaults to `window.location.pathname`. */
    currentPath?: () => string;
    /** The store given to <Admin>; reset on session expiry. */
    store?: { reset: () => void };
    /** The react-query client given to <Admin>; cleared on session expiry. */
    queryClient?: { clear: () => void };
}

/** First page after login. Candidate landing path is not in the SPEC: `/candidate/jobs` is our choice. */
export function defaultHomePath(user: SessionUser): string {
    if (user.role_name === 'INTERVIEWER') return '/interviewer/dashboard';
    const homes: Record<LoginAudience, string> = {
        corporate: '/corporate',
        vendor: '/vendors/dashboard',
        employee: '/employee/dashboard',
        candidate: '/candidate/jobs',
    };
    return homes[audienceOfRole(user.role_name)];
}

/** The area a path belongs to, for when no user cookie says it. */
export function audienceOfPath(pathname: string): LoginAudience {
    const within = (prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (within('/vendors')) return 'vendor';
    if (within('/employee') || within('/recruit/employee')) return 'employee';
    if (within('/candidate')) return 'candidate';
    return 'corporate';
}

/** react-admin action → permission action; unknown actions are denied. */
export function permissionActionFor(action: string): Action | null {
    const actions: Record<string, Action> = {
        list: 'VIEW',
        show: 'VIEW',
        read: 'VIEW',
        create: 'CREATE',
        edit: 'CREATE',
        delete: 'CREATE',
        clone: 'CREATE',
        write: 'CREATE',
        export: 'EXPORT',
    };
    return actions[action] ?? null;
}

/** Answers from cookies only: canAccess runs for every menu entry and button, so it must not fetch. */
export function canAccessResource(
    resourceModules: Record<string, string>,
    resource: string,
    action: string,
    resourceRoles: Record<string, ResourceRoles> = {},
): boolean {
    const user = session.getUser();
    if (!user) return false;
    const permissionAction = permissionActionFor(action);
    // Per-action roles bind every role, CORPORATE too, as the server applies them: no button that answers 403.
    const roles = resourceRoles[resource];
    if (roles && permissionAction !== null && !rolesAllowed(roles, [permissionAction]).includes(user.role_name)) return false;
    if (user.role_name === 'CORPORATE') return true;
    const module = resourceModules[resource];
    if (!module) return true;
    return permissionAction !== null && hasPermission(session.getPermissions(), module, permissionAction);
}

/** Fetches the signed-in user's permissions and caches them in the permissions cookie. */
export async function refreshPermissions(): Promise<Permissions> {
    const { json } = await httpClient<PermissionsResponse>('get-user-permissions');
    const permissions = json?.permissions ?? {};
    session.setPermissions(permissions);
    return permissions;
}

export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
    const resourceModules = options.resourceModules ?? {};
    const resourceRoles = options.resourceRoles ?? {};
    const currentPath = options.currentPath ?? (() => window.location.pathname);
    const reload = options.reload ?? (() => window.location.reload());
    const homePathFor = options.homePathFor ?? defaultHomePath;
    let expiryScheduled = false;
    // The cookie answers canAccess; the server is asked once per page load, which
    // also finds out at start whether the stored session is still alive.
    let refreshedThisLoad = false;

    const currentAudience = (): LoginAudience => {
        const user = session.getUser();
        return user ? audienceOfRole(user.role_name) : audienceOfPath(currentPath());
    };

    /** SPEC section 8: warn now, and only after the delay clear the session and reload. */
    const expireSession = (): void => {
        if (expiryScheduled) return; // a burst of 401s must not stack timers or warnings
        expiryScheduled = true;
        sessionExpiredEvents.emit({
            titleKey: i18nKeys.sessionExpiredTitle,
            bodyKey: i18nKeys.sessionExpiredBody,
            logoutDelayMs: constants.sessionExpiryLogoutDelayMs,
        });
        setTimeout(() => {
            session.clear();
            options.store?.reset();
            options.queryClient?.clear();
            reload();
        }, constants.sessionExpiryLogoutDelayMs);
    };

    return {
        login: async ({ email, password, audience }: LoginParams) => {
            if (!(audience in loginPaths)) throw new Error(`Unknown login audience "${String(audience)}"`);
            const { json } = await httpClient<LoginResponse>(`${audience}/login`, {
                method: 'POST',
                body: { email, password },
                authenticated: false,
            });
            const { token, user, permissions } = json.data;
            session.setToken(token);
            session.setUser(user);
            session.setPermissions(permissions ?? {});
            expiryScheduled = false;
            refreshedThisLoad = true;
            return { redirectTo: homePathFor(user) };
        },

        checkAuth: async () => {
            if (session.isLoggedIn()) return;
            // useCheckAuth would otherwise send everyone to react-admin's /login.
            throw { redirectTo: loginPaths[currentAudience()], message: false };
        },

        checkError: async (error: unknown) => {
            if (!isSessionExpired(error)) return; // 403, 404, 409 … keep the session (docs/api.md)
            expireSession();
            // Reject so react-admin swallows the failed query, but neither log out now
            // (the delay is ours) nor show its own notification (the shell shows ours).
            throw { logoutUser: false, message: false };
        },

        logout: async () => {
            const audience = currentAudience();
            const hadSession = session.isLoggedIn();
            if (hadSession) {
                // Ending the server session is best effort; the local session goes regardless.
                await httpClient('logout', { method: 'POST' }).catch(() => undefined);
            }
            session.clear();
            const redirectTo = loginPaths[audience];
            const noticeKey = hadSession && audience === 'corporate' ? i18nKeys.loggedOut : null;
            loggedOutEvents.emit({ audience, redirectTo, noticeKey });
            return redirectTo;
        },

        getPermissions: async (): Promise<Permissions> => {
            if (!session.isLoggedIn()) return {};
            if (refreshedThisLoad) return session.getPermissions() ?? {};
            refreshedThisLoad = true;
            try {
                return await refreshPermissions();
            } catch (error) {
                if (isSessionExpired(error)) expireSession();
                return session.getPermissions() ?? {};
            }
        },

        canAccess: async ({ resource, action }) => canAccessResource(resourceModules, resource, action, resourceRoles),

        getIdentity: async (): Promise<UserIdentity> => {
            const user = session.getUser();
            if (!user) throw new Error('No signed-in user');
            const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
            return { id: user.id, fullName, avatar: profileImageUrl(user.company_profile_image) ?? undefined };
        },
    };
}
