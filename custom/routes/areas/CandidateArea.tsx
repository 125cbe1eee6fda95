/**
 * The candidate area (/candidate/*), loaded as a chunk of its own when it is first
 * opened (custom/routes/appRoutes.tsx). Its screens go here: replace an entry
 * of candidatePendingRoutes (routeTable.ts) with a <Route> to the page.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../../shell/layouts';
import { pendingWithNotFound } from '../pendingRoutes';
import { candidatePendingRoutes } from '../routeTable';

export default function CandidateArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="candidate" />}>
                <Route index element={<Navigate to="jobs" replace />} />
                {pendingWithNotFound(candidatePendingRoutes)}
            </Route>
        </Routes>
    );
}
