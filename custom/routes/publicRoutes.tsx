/**
 * The pages a visitor opens without a session: the four sign-in pages, the
 * password pages, company-not-found and the public career page. They are the
 * only pages in the console's entry chunk: app/App.tsx renders them in the
 * light public shell (custom/shell/PublicShell.tsx, MUI only, no react-admin
 * <Admin>), and every other path loads the console (app/ConsoleApp.tsx) on
 * demand. A page added here is paid for by every cold visit of a sign-in page
 * (docs/performance.md, "Console loading"): keep it light, or lazy.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, matchPath } from 'react-router-dom';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { CompanyNotFound } from '../pages/CompanyNotFound';
import { careerRoutes } from '../career/careerRoutes';
import { HomeRedirect } from './HomeRedirect';

// Opened from a marketing mail's footer: loaded on demand, outside the sign-in pages' entry chunk.
const UnsubscribePage = lazy(() => import('../messaging/UnsubscribePage'));

interface PublicRoute {
    path: string;
    element: ReactElement;
}

const routes: PublicRoute[] = [
    { path: '/', element: <HomeRedirect /> },
    { path: '/login', element: <Navigate to="/corporate-login" replace /> },
    { path: '/corporate-login', element: <LoginPage audience="corporate" /> },
    { path: '/vendors/login', element: <LoginPage audience="vendor" /> },
    { path: '/recruit/employee/login', element: <LoginPage audience="employee" /> },
    { path: '/candidate/login', element: <LoginPage audience="candidate" /> },
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/company-not-found', element: <CompanyNotFound /> },
    { path: '/unsubscribe/:token', element: <Suspense fallback={null}><UnsubscribePage /></Suspense> },
    ...careerRoutes,
];

/** Whether a path is one of the public pages (matched as the router matches them). */
export function isPublicPath(pathname: string): boolean {
    return routes.some(route => matchPath(route.path, pathname) !== null);
}

export function publicRoutes(): ReactElement[] {
    return routes.map(route => <Route key={route.path} path={route.path} element={route.element} />);
}
