/**
 * The vendor area (/vendors/*), loaded as a chunk of its own when it is first
 * opened (custom/routes/appRoutes.tsx). Its screens go here: replace an entry
 * of vendorPendingRoutes (routeTable.ts) with a <Route> to the page.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../../shell/layouts';
import { pendingWithNotFound } from '../pendingRoutes';
import { vendorPendingRoutes } from '../routeTable';

export default function VendorArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="vendor" />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                {pendingWithNotFound(vendorPendingRoutes)}
            </Route>
        </Routes>
    );
}
