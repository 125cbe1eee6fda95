/**
 * The browser-side session: which cookies hold the token, the signed-in user,
 * the permissions and the workspace's company details (SPEC.md section 3/4).
 * Everything that reads or writes them goes through here.
 */
import Cookies from 'js-cookie';
import { useMemo, useSyncExternalStore } from 'react';
import type { Permissions, RoleName } from '../config';

export const cookieNames = {
    token: 'ats_token',
    user: 'ats_user',
    permissions: 'ats_permissions',
    company: 'ats_company',
} as const;

export const attributionCookieNames = ['utm_medium', 'utm_source', 'utm_campaign', 'refer_by', 'vendor_id'] as const;

export interface SessionUser {
    id: string;
    first_name: string;
    last_name: string | null;
    email?: string;
    role_name: RoleName;
    secondary_role: RoleName | null;
    company_name: string;
    company_profile_image: string | null;
    /** The account's own picture, for the bar's avatar (absent from a cookie written before it was answered). */
    profile_image?: string | null;
}

export interface CompanyDetails {
    institute: string;
    id: string;
    theme_color: string;
    company_name: string;
    brand_name: string | null;
    company_profile_image: string | null;
    favicon: string | null;
    workspace: string;
    is_recruit_agency: boolean;
    /** IANA zone of interview times (absent in a cookie written before interviews existed). */
    time_zone?: string;
    /** TPO mode: /corporate is the placement dashboard (absent in an older cookie: not an institute). */
    is_institute?: boolean;
    /** The workspace is in CS_DASHBOARD_WORKSPACES: the CS dashboard's menu entry and page. */
    cs_dashboard?: boolean;
}

/** Shared by every cookie the client writes (attribution.ts too). */
export const cookieOptions: Cookies.CookieAttributes = { sameSite: 'strict', path: '/' };

function readJson<T>(name: string): T | null {
    return parseJson<T>(Cookies.get(name));
}

function parseJson<T>(raw: string | undefined): T | null {
    if (!raw) return null;
    try {
        return JSON.parse(raw) as T;
    } catch {
        return null;
    }
}

/** Who re-renders when the signed-in user is written (a bar after its profile page saves a name or picture). */
const userListeners = new Set<() => void>();

function subscribeToUser(listener: () => void): () => void {
    userListeners.add(listener);
    return () => void userListeners.delete(listener);
}

export const session = {
    getToken: (): string | null => Cookies.get(cookieNames.token) ?? null,
    getUser: (): SessionUser | null => readJson<SessionUser>(cookieNames.user),
    getPermissions: (): Permissions | null => readJson<Permissions>(cookieNames.permissions),
    getCompany: (): CompanyDetails | null => readJson<CompanyDetails>(cookieNames.company),
    isLoggedIn: (): boolean => Boolean(Cookies.get(cookieNames.token)),

    setToken: (token: string): void => void Cookies.set(cookieNames.token, token, cookieOptions),
    setUser: (user: SessionUser): void => {
        Cookies.set(cookieNames.user, JSON.stringify(user), cookieOptions);
        for (const listener of userListeners) listener();
    },
    /**
     * The account's own fields a profile page saved (a name, a picture), mirrored in the user
     * cookie, which the bar reads: a field the answer leaves out stays as it was.
     */
    keepAccount: (saved: { first_name: string; last_name?: string | null; profile_image?: string | null }): void => {
        const user = session.getUser();
        if (!user) return;
        session.setUser({
            ...user,
            first_name: saved.first_name,
            last_name: saved.last_name === undefined ? user.last_name : saved.last_name,
            profile_image: saved.profile_image === undefined ? user.profile_image : saved.profile_image,
        });
    },
    setPermissions: (permissions: Permissions): void =>
        void Cookies.set(cookieNames.permissions, JSON.stringify(permissions), cookieOptions),
    setCompany: (company: CompanyDetails): void =>
        void Cookies.set(cookieNames.company, JSON.stringify(company), cookieOptions),

    /** Token, user and permissions go; the workspace's company details stay. */
    clear: (): void => {
        Cookies.remove(cookieNames.token, { path: '/' });
        Cookies.remove(cookieNames.user, { path: '/' });
        Cookies.remove(cookieNames.permissions, { path: '/' });
    },
};

/** The signed-in user, read again whenever session.setUser writes it. */
export function useSessionUser(): SessionUser | null {
    // The cookie's text is the snapshot: a string compares by value, a parsed object would not.
    const raw = useSyncExternalStore(subscribeToUser, () => Cookies.get(cookieNames.user));
    return useMemo(() => parseJson<SessionUser>(raw), [raw]);
}
