/**
 * Fetching a page's chunk ahead of its render, found through a route list (custom/routes/appRoutes.tsx
 * and each area's): the page about to open (after sign-in, at a cold load, under the pointer in a
 * menu) is then in by the time it renders (docs/performance.md, "No fallback to wait out").
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchPath, type RouteProps } from 'react-router-dom';

/** A chunk that can be fetched ahead: a page's, or an area's, which then fetches its page at the rest of the path. */
interface Fetchable {
    preload: () => Promise<void>;
    preloadAt?: (rest: string) => void;
}

/** The chunk of a route's page, under its wrappers (a permission check, a Suspense boundary). */
function chunkOf(node: ReactNode): Fetchable | undefined {
    if (!isValidElement(node)) return undefined;
    const type = node.type as Partial<Fetchable>;
    if (typeof type.preload === 'function') return type as Fetchable;
    return chunkOf((node.props as { children?: ReactNode }).children);
}

/**
 * Starts fetching the chunk of the route matching `pathname` (nothing when none has one). A route
 * ending in `/*` (an area) is handed the rest of the path, so the area's page comes with the area.
 */
export function preloadRouteAt(routes: readonly ReactElement<RouteProps>[], pathname: string): void {
    for (const route of routes) {
        const match = route.props.path ? matchPath(route.props.path, pathname) : null;
        if (!match) continue;
        const chunk = chunkOf(route.props.element);
        if (chunk?.preloadAt) chunk.preloadAt(`/${match.params['*'] ?? ''}`);
        else void chunk?.preload().catch(() => undefined);
        return;
    }
}
