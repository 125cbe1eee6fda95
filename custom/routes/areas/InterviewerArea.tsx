/**
 * The interviewer area (/interviewer/*), loaded as a chunk of its own when an
 * interviewer first opens it (custom/routes/appRoutes.tsx): no other area pays
 * for its pages. Each page is a chunk of its own too, and the dashboard loads
 * apexcharts itself with its first chart, so the area's first page stays light
 * (docs/performance.md, "Console loading"; docs/ui-interviews.md).
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from '../../auth/ChangePasswordPage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { AreaLayout } from '../../shell/layouts';
import { pageChunk } from '../../../ui/PageLoading';

const InterviewerDashboard = pageChunk(() => import('../../interviewer/InterviewerDashboard'));
const UpcomingInterviewsPage = pageChunk(() => import('../../interviewer/InterviewerListPage').then(m => ({ default: m.UpcomingInterviewsPage })));
const PastInterviewsPage = pageChunk(() => import('../../interviewer/InterviewerListPage').then(m => ({ default: m.PastInterviewsPage })));
const ProfileApprovalPage = pageChunk(() => import('../../interviewer/InterviewerListPage').then(m => ({ default: m.ProfileApprovalPage })));
const InterviewerProfilePage = pageChunk(() => import('../../interviewer/InterviewerProfilePage'));
const CandidateProfilePage = pageChunk(() => import('../../interviewer/CandidateProfilePage'));

/** The area's pages below its layout: the routes rendered, and the list its preloading walks (appRoutes.tsx, areaChunk). */
export function pages() {
    return [
        <Route key="dashboard" path="dashboard" element={<InterviewerDashboard />} />,
        <Route key="upcoming-interviews" path="upcoming-interviews" element={<UpcomingInterviewsPage />} />,
        <Route key="past-interviews" path="past-interviews" element={<PastInterviewsPage />} />,
        <Route key="profile-approval" path="profile-approval" element={<ProfileApprovalPage />} />,
        // Path not shown in SPEC.md; its query flags isPast / isProfileReview pick the highlighted bar entry.
        <Route key="candidate-profile/:id" path="candidate-profile/:id" element={<CandidateProfilePage />} />,
        <Route key="profile" path="profile" element={<InterviewerProfilePage />} />,
        <Route key="change-password" path="change-password" element={<ChangePasswordPage />} />,
        <Route key="*" path="*" element={<NotFoundPage />} />,
    ];
}

export default function InterviewerArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="interviewer" />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                {pages()}
            </Route>
        </Routes>
    );
}
