/**
 * react-admin's error and authentication-error pages, loaded when shown.
 * Both render react-admin's <Title>, whose configurable variant brings a
 * TextField and with it Select, Popover and the rest of the form fields:
 * about 14 KB on the wire that every signed-in first page paid for a page
 * it rarely shows (docs/performance.md, "Console loading").
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Error as RaError } from 'react-admin';

const ErrorPage = lazy(() => import('./raErrorPages').then(m => ({ default: m.ErrorPage })));
const AuthErrorPage = lazy(() => import('./raErrorPages').then(m => ({ default: m.AuthenticationErrorPage })));

export function LazyErrorPage(props: ComponentProps<typeof RaError>) {
    return (
        <Suspense fallback={null}>
            <ErrorPage {...props} />
        </Suspense>
    );
}

export function LazyAuthenticationError() {
    return (
        <Suspense fallback={null}>
            <AuthErrorPage />
        </Suspense>
    );
}
