// @vitest-environment jsdom
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLoggedOut, onSessionExpired, type LoggedOutEvent, type SessionExpiredEvent } from '../../../dataProvider/authEvents';
import { createAuthProvider, refreshPermissions, type AuthProviderOptions } from '../../../dataProvider/authProvider';
import { toHttpError } from '../../../dataProvider/httpClient';
import { session, type SessionUser } from '../../../dataProvider/session';
import { acmeCompany, clearAllCookies, jsonResponse, mockFetch, sentRequest } from './fetchMock';

const recruiter: SessionUser = {
    id: 'u1',
    first_name: 'Rita',
    last_name: 'Rao',
    role_name: 'RECRUITER',
    secondary_role: null,
    company_name: 'Acme',
    company_profile_image: 'acme.png',
};

function signIn(user: SessionUser, permissions = {}): void {
    session.setToken('tok-1');
    session.setUser(user);
    session.setPermissions(permissions);
}

interface Harness {
    auth: AuthProvider;
    reload: ReturnType<typeof vi.fn>;
    store: { reset: ReturnType<typeof vi.fn> };
    queryClient: { clear: ReturnType<typeof vi.fn> };
}

function harness(extra: AuthProviderOptions = {}): Harness {
    const reload = vi.fn();
    const store = { reset: vi.fn() };
    const queryClient = { clear: vi.fn() };
    const auth = createAuthProvider({ reload, store, queryClient, currentPath: () => '/corporate', ...extra });
    return { auth, reload, store, queryClient };
}

const unsubscribers: Array<() => void> = [];
beforeEach(() => clearAllCookies());
afterEach(() => {
    unsubscribers.splice(0).forEach(unsubscribe => unsubscribe());
    vi.useRealTimers();
    vi.unstubAllGlobals();
});

describe('login', () => {
    it('posts to the audience endpoint without a token and stores token, user and permissions', async () => {
        const fetchMock = mockFetch(
            jsonResponse(200, {
                status: true,
                message: 'Logged in successfully!',
                data: { token: 'jwt-v', user: { ...recruiter, role_name: 'VENDOR' }, permissions: {} },
            }),
        );
        const result = await harness().auth.login({ email: 'v@x.io', password: 'pw', audience: 'vendor' });

        expect(sentRequest(fetchMock)).toMatchObject({
            url: '/api/vendor/login',
            method: 'POST',
            body: { email: 'v@x.io', password: 'pw' },
        });
        expect(sentRequest(fetchMock).headers.Authorization).toBeUndefined();
        expect(session.getToken()).toBe('jwt-v');
        expect(session.getUser()?.role_name).toBe('VENDOR');
        expect(session.getPermissions()).toEqual({});
        expect(result).toEqual({ redirectTo: '/vendors/dashboard' });
    });

    it('rejects with the server message on wrong credentials and stores nothing', async () => {
        mockFetch(jsonResponse(401, { status: false, message: 'Invalid email or password' }));
        await expect(harness().auth.login({ email: 'a@b.c', password: 'x', audience: 'corporate' })).rejects.toMatchObject({
            message: 'Invalid email or password',
        });
        expect(session.getToken()).toBeNull();
    });
});

describe('checkAuth', () => {
    it('rejects without a token, sending the user to the area login', async () => {
        await expect(harness({ currentPath: () => '/employee/dashboard' }).auth.checkAuth({})).rejects.toEqual({
            redirectTo: '/recruit/employee/login',
            message: false,
        });
    });

    it('resolves with a token', async () => {
        signIn(recruiter);
        await expect(harness().auth.checkAuth({})).resolves.toBeUndefined();
    });
});

describe('checkError', () => {
    const deadSession = () => toHttpError(401, 'Not AUTHENTICATED USER');

    it('warns at once, keeps everything until 1000 ms, then clears the session, caches and reloads', async () => {
        vi.useFakeTimers();
        signIn(recruiter, { 'JOBS-POST': ['VIEW'] });
        const warnings: SessionExpiredEvent[] = [];
        unsubscribers.push(onSessionExpired(event => warnings.push(event)));
        const { auth, reload, store, queryClient } = harness();

        await expect(auth.checkError(deadSession())).rejects.toEqual({ logoutUser: false, message: false });
        await expect(auth.checkError(deadSession())).rejects.toBeDefined(); // a second 401 in the same burst
        expect(warnings).toEqual([
            { titleKey: 'ats.auth.session_expired_title', bodyKey: 'ats.auth.session_expired_body', logoutDelayMs: 1000 },
        ]);

        vi.advanceTimersByTime(999);
        expect(session.getToken()).toBe('tok-1');
        expect(session.getUser()).not.toBeNull();
        expect(reload).not.toHaveBeenCalled();

        vi.advanceTimersByTime(1);
        expect(session.getToken()).toBeNull();
        expect(session.getUser()).toBeNull();
        expect(session.getPermissions()).toBeNull();
        expect(store.reset).toHaveBeenCalledOnce();
        expect(queryClient.clear).toHaveBeenCalledOnce();
        expect(reload).toHaveBeenCalledOnce();
    });

    it('never logs out on a 403, nor on other failures', async () => {
        vi.useFakeTimers();
        signIn(recruiter);
        const warnings: SessionExpiredEvent[] = [];
        unsubscribers.push(onSessionExpired(event => warnings.push(event)));
        const { auth, reload } = harness();

        const forbidden = toHttpError(403, JSON.stringify({ status: false, message: 'You do not have permission' }));
        await expect(auth.checkError(forbidden)).resolves.toBeUndefined();
        await expect(auth.checkError(toHttpError(401, JSON.stringify({ status: false, message: 'x' })))).resolves.toBeUndefined();
        await expect(auth.checkError(toHttpError(409, '{}'))).resolves.toBeUndefined();
        await expect(auth.checkError(new Error('boom'))).resolves.toBeUndefined();

        vi.advanceTimersByTime(5000);
        expect(warnings).toEqual([]);
        expect(reload).not.toHaveBeenCalled();
        expect(session.getToken()).toBe('tok-1');
    });
});

describe('logout', () => {
    function listenToLogouts(): LoggedOutEvent[] {
        const events: LoggedOutEvent[] = [];
        unsubscribers.push(onLoggedOut(event => events.push(event)));
        return events;
    }

    it('corporate: ends the server session, clears the cookies, asks for "Logged out!" and goes to /corporate-login', async () => {
        signIn({ ...recruiter, role_name: 'CORPORATE' }, { 'JOBS-POST': ['VIEW'] });
        session.setCompany(acmeCompany);
        const fetchMock = mockFetch(jsonResponse(200, { status: true, message: 'Logged out!' }));
        const events = listenToLogouts();

        await expect(harness().auth.logout({})).resolves.toBe('/corporate-login');

        expect(sentRequest(fetchMock)).toMatchObject({ url: '/api/logout', method: 'POST' });
        expect(sentRequest(fetchMock).headers.Authorization).toBe('Bearer tok-1');
        expect(session.getToken()).toBeNull();
        expect(session.getUser()).toBeNull();
        expect(session.getPermissions()).toBeNull();
        expect(session.getCompany()).not.toBeNull(); // the workspace stays
        expect(events).toEqual([{ audience: 'corporate', redirectTo: '/corporate-login', noticeKey: 'ats.auth.logged_out' }]);
    });

    it.each([
        ['VENDOR', '/vendors/login'],
        ['EMPLOYEE', '/recruit/employee/login'],
        ['CANDIDATE', '/candidate/login'],
        ['INTERVIEWER', '/corporate-login'],
    ] as const)('%s: clears token and user data and goes to %s', async (role, path) => {
        signIn({ ...recruiter, role_name: role });
        mockFetch(jsonResponse(200, { status: true }));
        const events = listenToLogouts();

        await expect(harness().auth.logout({})).resolves.toBe(path);
        expect(session.getToken()).toBeNull();
        expect(session.getUser()).toBeNull();
        expect(events[0].noticeKey).toBe(role === 'INTERVIEWER' ? 'ats.auth.logged_out' : null);
    });

    it('still clears the session when the logout call fails', async () => {
        signIn(recruiter);
        mockFetch(new TypeError('offline'));
        await expect(harness().auth.logout({})).resolves.toBe('/corporate-login');
        expect(session.getToken()).toBeNull();
    });

    it('without a session: no call, no notice, the login of the current area', async () => {
        const fetchMock = mockFetch(jsonResponse(200, {}));
        const events = listenToLogouts();
        await expect(harness({ currentPath: () => '/vendors/job-openings' }).auth.logout({})).resolves.toBe('/vendors/login');
        expect(fetchMock).not.toHaveBeenCalled();
        expect(events[0].noticeKey).toBeNull();
    });
});

describe('permissions', () => {
    const resourceModules = { departments: 'ONBOARD-DEPARTMENT', reports: 'ONBOARD-REPORT' };

    it('canAccess answers from the cookie with no network call', async () => {
        const fetchMock = mockFetch(jsonResponse(200, {}));
        signIn(recruiter, { 'ONBOARD-DEPARTMENT': ['VIEW'], 'ONBOARD-REPORT': ['VIEW', 'EXPORT'] });
        const { auth } = harness({ resourceModules });
        const can = (resource: string, action: string) => auth.canAccess!({ resource, action });

        await expect(can('departments', 'list')).resolves.toBe(true);
        await expect(can('departments', 'show')).resolves.toBe(true);
        await expect(can('departments', 'create')).resolves.toBe(false);
        await expect(can('departments', 'edit')).resolves.toBe(false);
        await expect(can('departments', 'delete')).resolves.toBe(false);
        await expect(can('reports', 'export')).resolves.toBe(true);
        await expect(can('departments', 'export')).resolves.toBe(false);
        await expect(can('departments', 'fly')).resolves.toBe(false);
        await expect(can('talent-pool', 'create')).resolves.toBe(true); // not gated by any module
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it('per-action roles (actionRoles) hide what the server refuses the role, CORPORATE included', async () => {
        const resourceRoles = {
            vendors: { actionRoles: { CREATE: ['CORPORATE', 'LEAD_RECRUITER'], EXPORT: ['CORPORATE', 'LEAD_RECRUITER'] } },
            ledger: { actionRoles: { CREATE: ['LEAD_RECRUITER'] } },
        } as const;
        const { auth } = harness({ resourceModules, resourceRoles });
        const can = (resource: string, action: string) => auth.canAccess!({ resource, action });
        signIn(recruiter, {});
        await expect(can('vendors', 'list')).resolves.toBe(true);
        await expect(can('vendors', 'create')).resolves.toBe(false);
        await expect(can('vendors', 'edit')).resolves.toBe(false);
        await expect(can('vendors', 'export')).resolves.toBe(false);
        signIn({ ...recruiter, role_name: 'LEAD_RECRUITER' }, {});
        await expect(can('vendors', 'create')).resolves.toBe(true);
        await expect(can('vendors', 'export')).resolves.toBe(true);
        signIn({ ...recruiter, role_name: 'CORPORATE' }, {});
        await expect(can('vendors', 'delete')).resolves.toBe(true);
        await expect(can('ledger', 'create')).resolves.toBe(false);
        await expect(can('ledger', 'list')).resolves.toBe(true);
    });

    it('CORPORATE passes everything; nobody signed in passes nothing', async () => {
        const { auth } = harness({ resourceModules });
        await expect(auth.canAccess!({ resource: 'talent-pool', action: 'list' })).resolves.toBe(false);
        signIn({ ...recruiter, role_name: 'CORPORATE' }, {});
        await expect(auth.canAccess!({ resource: 'departments', action: 'delete' })).resolves.toBe(true);
        await expect(auth.canAccess!({ resource: 'reports', action: 'export' })).resolves.toBe(true);
    });

    it('getPermissions asks the server once per page load, then answers from the cookie', async () => {
        signIn(recruiter, { 'JOBS-POST': ['VIEW'] });
        const fetchMock = mockFetch(jsonResponse(200, { status: true, message: '', permissions: { 'JOBS-POST': ['CREATE'] } }));
        const { auth } = harness();

        await expect(auth.getPermissions!({})).resolves.toEqual({ 'JOBS-POST': ['CREATE'] });
        expect(sentRequest(fetchMock)).toMatchObject({ url: '/api/get-user-permissions', method: 'GET' });
        expect(session.getPermissions()).toEqual({ 'JOBS-POST': ['CREATE'] });

        await expect(auth.getPermissions!({})).resolves.toEqual({ 'JOBS-POST': ['CREATE'] });
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('getPermissions answers nothing and asks nothing when signed out', async () => {
        const fetchMock = mockFetch(jsonResponse(200, {}));
        await expect(harness().auth.getPermissions!({})).resolves.toEqual({});
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it('getPermissions on a revoked session starts the session-expiry sequence', async () => {
        vi.useFakeTimers();
        try {
            signIn(recruiter, { 'JOBS-POST': ['VIEW'] });
            mockFetch(new Response('Not AUTHENTICATED USER', { status: 401, headers: { 'content-type': 'text/plain' } }));
            const reload = vi.fn();
            const events: SessionExpiredEvent[] = [];
            const stop = onSessionExpired(event => events.push(event));
            const { auth } = harness({ reload });
            await auth.getPermissions!({});
            expect(events).toHaveLength(1);
            vi.advanceTimersByTime(1000);
            expect(reload).toHaveBeenCalledTimes(1);
            expect(session.getToken()).toBeNull();
            stop();
        } finally {
            vi.useRealTimers();
        }
    });

    it('refreshPermissions replaces the cached cookie', async () => {
        signIn(recruiter, { 'JOBS-POST': ['VIEW'] });
        mockFetch(jsonResponse(200, { status: true, permissions: { 'ONBOARD-REPORT': ['VIEW'] } }));
        await expect(refreshPermissions()).resolves.toEqual({ 'ONBOARD-REPORT': ['VIEW'] });
        expect(session.getPermissions()).toEqual({ 'ONBOARD-REPORT': ['VIEW'] });
    });
});

describe('getIdentity', () => {
    it('builds id, full name and avatar from the user cookie', async () => {
        signIn(recruiter);
        await expect(harness().auth.getIdentity!()).resolves.toEqual({
            id: 'u1',
            fullName: 'Rita Rao',
            avatar: '/api/files/public/acme.png',
        });
    });

    it('rejects when nobody is signed in', async () => {
        await expect(harness().auth.getIdentity!()).rejects.toThrow('No signed-in user');
    });
});
