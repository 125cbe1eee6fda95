/**
 * The vendor area (/vendors/*), loaded as a chunk of its own when a vendor
 * first opens it (custom/routes/appRoutes.tsx): no other area pays for its
 * pages, and each page is a chunk of its own too (the dashboard's chart
 * library loads with its first chart). No corporate sidebar: the area's bar
 * (VendorBar: Dashboard, Job Openings, Applicants; Profile, Log Out) carries
 * its navigation (docs/ui-vendors.md). /vendors/login is a public page
 * without a bar (custom/routes/publicRoutes.tsx).
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from '../../auth/ChangePasswordPage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AreaLayout } from '../../shell/layouts';
import { pageChunk } from '../../../ui/PageLoading';

const VendorDashboard = pageChunk(() => import('../../vendor/VendorDashboard'));
const VendorJobsPage = pageChunk(() => import('../../vendor/VendorJobsPage'));
const VendorJobPage = pageChunk(() => import('../../vendor/VendorJobPage'));
const AddApplicantPage = pageChunk(() => import('../../vendor/AddApplicantPage'));
const VendorApplicantsPage = pageChunk(() => import('../../vendor/VendorApplicantsPage'));
const VendorProfilePage = pageChunk(() => import('../../vendor/VendorProfilePage'));

/** The area's pages below its layout: the routes rendered, and the list its preloading walks (appRoutes.tsx, areaChunk). */
export function pages() {
    return [
        <Route key="dashboard" path="dashboard" element={<VendorDashboard />} />,
        <Route key="job-openings" path="job-openings" element={<VendorJobsPage />} />,
        // Paths not shown in SPEC.md: a job's detail and its add-applicant form.
        <Route key="job-openings/:id" path="job-openings/:id" element={<VendorJobPage />} />,
        <Route key="job-openings/:id/add-applicant" path="job-openings/:id/add-applicant" element={<AddApplicantPage />} />,
        <Route key="applications" path="applications" element={<VendorApplicantsPage />} />,
        <Route key="profile" path="profile" element={<VendorProfilePage />} />,
        <Route key="change-password" path="change-password" element={<ChangePasswordPage />} />,
        <Route key="*" path="*" element={<NotFoundPage />} />,
    ];
}

export default function VendorArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="vendor" />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                {pages()}
            </Route>
        </Routes>
    );
}
