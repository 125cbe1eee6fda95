/**
 * The employee area (/employee/*), loaded as a chunk of its own when it is first
 * opened (custom/routes/appRoutes.tsx). Its screens go here: replace an entry
 * of employeePendingRoutes (routeTable.ts) with a <Route> to the page.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../../shell/layouts';
import { pendingWithNotFound } from '../pendingRoutes';
import { employeePendingRoutes } from '../routeTable';

export default function EmployeeArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="employee" />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                {pendingWithNotFound(employeePendingRoutes)}
            </Route>
        </Routes>
    );
}
