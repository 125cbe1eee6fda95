/**
 * The pages a visitor opens without a session: the four sign-in pages, the
 * password pages, company-not-found, unsubscribe and the public career page.
 * They are the only pages the console's entry chunk holds or loads (the
 * sign-in and password pages, unsubscribe and the career pages as chunks of
 * their own, fetched before the first render when opened at their address):
 * app/App.tsx renders them in the light public shell
 * (custom/shell/PublicShell.tsx, MUI only, no react-admin <Admin>), and every
 * other path loads the console (app/ConsoleApp.tsx) on demand. A page added
 * here is paid for by every cold visit of a sign-in page and of the career
 * page (docs/performance.md, "Console loading"): keep it light, or lazy.
 */
import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, matchPath } from 'react-router-dom';
import type { LoginAudience } from '../../config';
import { CompanyNotFound } from '../pages/CompanyNotFound';
import { careerRoutes } from '../career/careerRoutes';
import { preloadable } from '../../ui/preloadable';
import { HomeRedirect } from './HomeRedirect';

// The sign-in pages: a chunk of their own, fetched before the first render at their address (main.tsx), so the
// career page, which shares the entry, does not download the sign-in form (docs/performance.md, "Console loading").
const loginPage = preloadable<{ audience: LoginAudience }>(() => import('../auth/LoginPage').then(module => ({ default: module.LoginPage })));
const signIn = (audience: LoginAudience) => (
    <Suspense fallback={null}>
        <loginPage.Page audience={audience} />
    </Suspense>
);

// Opened from a marketing mail's footer: loaded on demand, outside the entry chunk.
const unsubscribePage = preloadable(() => import('../messaging/UnsubscribePage'));
// The password pages: reached from a sign-in page's link or a reset mail, lazy (about 0.4 KB of the
// entry on the wire, which the career page's budget needed; docs/performance.md, "Console loading").
const forgotPasswordPage = preloadable<object>(() => import('../auth/ForgotPasswordPage').then(module => ({ default: module.ForgotPasswordPage })));
const resetPasswordPage = preloadable<object>(() => import('../auth/ResetPasswordPage').then(module => ({ default: module.ResetPasswordPage })));

interface PublicRoute {
    path: string;
    element: ReactElement;
    /** A page in a chunk of its own: fetched before the first render when opened at its address (main.tsx). */
    preload?: () => Promise<void>;
}

const routes: PublicRoute[] = [
    { path: '/', element: <HomeRedirect /> },
    { path: '/login', element: <Navigate to="/corporate-login" replace /> },
    { path: '/corporate-login', element: signIn('corporate'), preload: loginPage.preload },
    { path: '/vendors/login', element: signIn('vendor'), preload: loginPage.preload },
    { path: '/recruit/employee/login', element: signIn('employee'), preload: loginPage.preload },
    { path: '/candidate/login', element: signIn('candidate'), preload: loginPage.preload },
    { path: '/forgot-password', element: <Suspense fallback={null}><forgotPasswordPage.Page /></Suspense>, preload: forgotPasswordPage.preload },
    { path: '/reset-password', element: <Suspense fallback={null}><resetPasswordPage.Page /></Suspense>, preload: resetPasswordPage.preload },
    { path: '/company-not-found', element: <CompanyNotFound /> },
    { path: '/unsubscribe/:token', element: <Suspense fallback={null}><unsubscribePage.Page /></Suspense>, preload: unsubscribePage.preload },
    ...careerRoutes,
];

/** Whether a path is one of the public pages (matched as the router matches them). */
export function isPublicPath(pathname: string): boolean {
    return routes.some(route => matchPath(route.path, pathname) !== null);
}

/** Fetches the chunk of the public page at `pathname`, if it has one of its own; resolves at once otherwise. */
export function preloadPublicPage(pathname: string): Promise<void> {
    return routes.find(route => route.preload && matchPath(route.path, pathname) !== null)?.preload?.() ?? Promise.resolve();
}

export function publicRoutes(): ReactElement[] {
    return routes.map(route => <Route key={route.path} path={route.path} element={route.element} />);
}
