/**
 * The candidate area (/candidate/*), loaded as a chunk of its own when a
 * candidate first opens it (custom/routes/appRoutes.tsx): no other area pays
 * for its pages, and each page is a chunk of its own too. No corporate
 * sidebar: the area's bar (CandidateBar) carries its navigation
 * (docs/ui-candidates.md).
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from '../../auth/ChangePasswordPage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AreaLayout } from '../../shell/layouts';
import { pageChunk } from '../../../ui/PageLoading';

const CandidateJobsPage = pageChunk(() => import('../../candidate/CandidateJobsPage'));
const AppliedJobsPage = pageChunk(() => import('../../candidate/AppliedJobsPage'));
const CandidateProfilePage = pageChunk(() => import('../../candidate/CandidateProfilePage'));
const OffersPage = pageChunk(() => import('../../candidate/OffersPage'));
const OfferLetterPage = pageChunk(() => import('../../candidate/OfferLetterPage'));
const VerifyProfilePage = pageChunk(() => import('../../candidate/VerifyProfilePage'));
const MyDataPage = pageChunk(() => import('../../candidate/MyDataPage'));

/** The area's pages below its layout: the routes rendered, and the list its preloading walks (appRoutes.tsx, areaChunk). */
export function pages() {
    return [
        <Route key="jobs" path="jobs" element={<CandidateJobsPage />} />,
        <Route key="applied-jobs" path="applied-jobs" element={<AppliedJobsPage />} />,
        <Route key="profile" path="profile" element={<CandidateProfilePage />} />,
        <Route key="change-password" path="change-password" element={<ChangePasswordPage />} />,
        <Route key="offers" path="offers" element={<OffersPage />} />,
        // Paths not shown in SPEC.md ("offer letter view", verify-profile's status and id).
        <Route key="offers/:id" path="offers/:id" element={<OfferLetterPage />} />,
        <Route key="verify-profile" path="verify-profile" element={<VerifyProfilePage />} />,
        <Route key="my-data" path="my-data" element={<MyDataPage />} />,
        <Route key="*" path="*" element={<NotFoundPage />} />,
    ];
}

export default function CandidateArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="candidate" />}>
                <Route index element={<Navigate to="jobs" replace />} />
                {pages()}
            </Route>
        </Routes>
    );
}
