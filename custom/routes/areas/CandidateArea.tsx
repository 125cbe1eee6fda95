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

export default function CandidateArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="candidate" />}>
                <Route index element={<Navigate to="jobs" replace />} />
                <Route path="jobs" element={<CandidateJobsPage />} />
                <Route path="applied-jobs" element={<AppliedJobsPage />} />
                <Route path="profile" element={<CandidateProfilePage />} />
                <Route path="change-password" element={<ChangePasswordPage />} />
                <Route path="offers" element={<OffersPage />} />
                {/* Paths not shown in SPEC.md ("offer letter view", verify-profile's status and id). */}
                <Route path="offers/:id" element={<OfferLetterPage />} />
                <Route path="verify-profile" element={<VerifyProfilePage />} />
                <Route path="my-data" element={<MyDataPage />} />
                <Route path="*" element={<NotFoundPage />} />
            </Route>
        </Routes>
    );
}
