/**
 * The employee area (/employee/*), loaded as a chunk of its own when an
 * employee first opens it (custom/routes/appRoutes.tsx): no other area pays
 * for its pages, and each page is a chunk of its own too (the dashboard's
 * chart library loads with its first chart). No corporate sidebar: the
 * area's bar (EmployeeBar: Profile, Log Out) carries its navigation
 * (docs/ui-employees.md). The sign-in stays at /recruit/employee/login.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AreaLayout } from '../../shell/layouts';
import { pageChunk } from '../../../ui/PageLoading';

const EmployeeDashboardPage = pageChunk(() => import('../../employee/EmployeeDashboardPage'));
const EmployeeJobsPage = pageChunk(() => import('../../employee/EmployeeJobsPage'));
const EmployeeJobPage = pageChunk(() => import('../../employee/EmployeeJobPage'));
const EmployeeAppliedJobsPage = pageChunk(() => import('../../employee/EmployeeAppliedJobsPage'));
const ReferAndSharePage = pageChunk(() => import('../../employee/ReferAndSharePage'));
const EmployeeProfilePage = pageChunk(() => import('../../employee/EmployeeProfilePage'));

/** The area's pages below its layout: the routes rendered, and the list its preloading walks (appRoutes.tsx, areaChunk). */
export function pages() {
    return [
        <Route key="dashboard" path="dashboard" element={<EmployeeDashboardPage />} />,
        <Route key="job-openings" path="job-openings" element={<EmployeeJobsPage />} />,
        // A job's page: not in SPEC.md (its job lists link to a detail).
        <Route key="job-openings/:id" path="job-openings/:id" element={<EmployeeJobPage />} />,
        <Route key="applied-jobs" path="applied-jobs" element={<EmployeeAppliedJobsPage />} />,
        <Route key="refer-and-share" path="refer-and-share" element={<ReferAndSharePage />} />,
        <Route key="profile" path="profile" element={<EmployeeProfilePage />} />,
        <Route key="*" path="*" element={<NotFoundPage />} />,
    ];
}

export default function EmployeeArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="employee" />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                {pages()}
            </Route>
        </Routes>
    );
}
