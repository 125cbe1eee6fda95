/**
 * The composition root (docs/architecture.md, "Layers") and the console's
 * entry. Before anything mounts, the workspace check runs (SPEC.md section 4):
 * it brands the page (title, favicon, theme colour) or sends the visitor to
 * /company-not-found. Then the path picks the shell (docs/performance.md,
 * "Console loading"):
 *
 * - the public pages (sign-in, password, career, company-not-found;
 *   custom/routes/publicRoutes.tsx) render in the light public shell, which
 *   is all the entry chunk holds;
 * - every other path renders the console (app/ConsoleApp.tsx: react-admin's
 *   <Admin>, the layouts, the generated resources and the areas), a chunk
 *   loaded on first use. Signing in starts loading it while the credentials
 *   are checked; a logout unmounts it, and its 'Logged out!' notice is shown
 *   again by the public shell it lands in.
 */
import { Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Routes, useLocation } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import { onLoggedOut } from '../dataProvider/authEvents';
import { createAuthProvider, type LoginParams } from '../dataProvider/authProvider';
import { resourceModules, resourceRoles } from '../dataProvider/resourceRegistry';
import { loadConsoleMessages } from '../custom/i18nProvider';
import { CompanyNotFoundApp } from '../custom/pages/CompanyNotFoundApp';
import { isPublicPath, publicRoutes } from '../custom/routes/publicRoutes';
import { BootScreen } from '../custom/shell/BootScreen';
import { PublicShell } from '../custom/shell/PublicShell';
import { homePathFor } from '../custom/shell/areas';
import { useWorkspaceBoot } from '../custom/useWorkspaceBoot';
import { WorkspaceContext } from '../custom/workspaceContext';
import { preloadable, useChunkReady } from '../ui/preloadable';
import type { ConsoleAppProps } from './ConsoleApp';

// The console's messages (custom/i18nProvider.ts) are a chunk of their own, fetched beside it.
// With it, the chunk of the page it opens at (a cold load at a console path).
const loadConsole = () =>
    Promise.all([import('./ConsoleApp'), loadConsoleMessages()]).then(([consoleModule]) => {
        consoleModule.preloadPageAt(window.location.pathname);
        return consoleModule;
    });
const consoleApp = preloadable<ConsoleAppProps>(loadConsole);

/**
 * <Admin>'s store (app/store.ts), reset on session expiry. It is reached through the console's
 * chunk, which is loaded by then: react-admin's store code stays out of the entry.
 */
const consoleStore = { reset: () => void import('./store').then(({ store }) => store.reset()) };

// Resource modules and roles fill in after sign-in (dataProvider/resourceRegistry.ts, app/resourceConfig.ts).
const authProvider = createAuthProvider({ resourceModules, resourceRoles, homePathFor, store: consoleStore });

/** The same provider for the sign-in pages, which fetch the console in parallel with the sign-in request. */
const signInAuthProvider: AuthProvider = {
    ...authProvider,
    login: async (params: LoginParams) => {
        void consoleApp.preload().catch(() => undefined);
        const signedIn: unknown = await authProvider.login(params);
        // The first page's chunk too, while the console mounts.
        const home = (signedIn as { redirectTo?: unknown } | undefined)?.redirectTo;
        if (typeof home === 'string') {
            void consoleApp
                .preload()
                .then(() => import('./ConsoleApp'))
                .then(consoleModule => consoleModule.preloadPageAt(home), () => undefined);
        }
        return signedIn;
    },
};

export function App() {
    // The first page's render (MUI's styles, the workspace's theme) is the longest task of a cold
    // load. Deferred, it runs at transition priority: React yields to the browser every few
    // milliseconds instead of blocking it for the whole render (docs/performance.md, "Console loading").
    const boot = useDeferredValue(useWorkspaceBoot());
    const { pathname } = useLocation();
    const publicPage = isPublicPath(pathname);
    const [logoutNotice, setLogoutNotice] = useState<string | null>(null);
    const clearLogoutNotice = useCallback(() => setLogoutNotice(null), []);
    useEffect(() => onLoggedOut(event => setLogoutNotice(event.noticeKey)), []);
    // At a console path, the console is fetched at once (beside the workspace check) and drawn once it is in.
    const consoleReady = useChunkReady(consoleApp, !publicPage);

    if (boot.status === 'loading') return <BootScreen />;
    if (boot.redirectTo) return <CompanyNotFoundApp workspace={boot.workspace} redirectTo={boot.redirectTo} themeColor={boot.themeColor} />;
    return (
        <WorkspaceContext.Provider value={boot.workspace}>
            {publicPage ? (
                <PublicShell themeColor={boot.themeColor} authProvider={signInAuthProvider} notice={logoutNotice} onNoticeShown={clearLogoutNotice}>
                    <Routes>{publicRoutes()}</Routes>
                </PublicShell>
            ) : consoleReady ? (
                <Suspense fallback={<BootScreen />}>
                    <consoleApp.Page authProvider={authProvider} themeColor={boot.themeColor} />
                </Suspense>
            ) : (
                <BootScreen />
            )}
        </WorkspaceContext.Provider>
    );
}
