/** Route elements for the pending pages of routeTable.ts, shared by the area route modules. */
import { Route } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PendingPage } from '../pages/PendingPage';
import type { PendingRoute } from './routeTable';

export const pendingPages = (routes: PendingRoute[]) =>
    routes.map(route => (
        <Route key={route.path} path={route.path} element={<PendingPage title={route.title} description={route.description} />} />
    ));

/** An area's pending pages plus its own not-found page. */
export const pendingWithNotFound = (routes: PendingRoute[]) => [...pendingPages(routes), <Route key="*" path="*" element={<NotFoundPage />} />];
