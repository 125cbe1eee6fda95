/** Route elements for the pending pages of routeTable.ts (the corporate area's last ones). */
import { Route } from 'react-router-dom';
import { PendingPage } from '../pages/PendingPage';
import type { PendingRoute } from './routeTable';

export const pendingPages = (routes: PendingRoute[]) =>
    routes.map(route => (
        <Route key={route.path} path={route.path} element={<PendingPage title={route.title} description={route.description} />} />
    ));
