/**
 * The route elements handed to <Admin> as <CustomRoutes> children. They are
 * returned as arrays (not wrapped in components) because react-admin reads
 * its <CustomRoutes> children as <Route> elements.
 */
import { Navigate, Route } from 'react-router-dom';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { ChangePasswordPage } from '../auth/ChangePasswordPage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { BoardPage } from '../board/BoardPage';
import { CompanyProfilePage } from '../company/CompanyProfilePage';
import { CorporateDashboard } from '../dashboard/CorporateDashboard';
import { ActiveJobsPage } from '../jobs/ActiveJobsPage';
import { PostJobPage } from '../jobs/PostJobPage';
import { CompanyNotFound } from '../pages/CompanyNotFound';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PendingPage } from '../pages/PendingPage';
import { RequirePermission } from '../../ui/AccessDenied';
import { AreaLayout } from '../shell/layouts';
import { HomeRedirect } from './HomeRedirect';
import {
    candidatePendingRoutes,
    corporatePendingRoutes,
    employeePendingRoutes,
    interviewerPendingRoutes,
    vendorPendingRoutes,
    type PendingRoute,
} from './routeTable';

const pendingPages = (routes: PendingRoute[]) =>
    routes.map(route => (
        <Route key={route.path} path={route.path} element={<PendingPage title={route.title} description={route.description} />} />
    ));

/** An area's pending pages plus its own not-found page. */
const pending = (routes: PendingRoute[]) => [...pendingPages(routes), <Route key="*" path="*" element={<NotFoundPage />} />];

/** Inside the corporate layout (sidebar), next to the generated resources. */
export function corporateRoutes() {
    return [
        <Route key="/corporate" path="/corporate" element={<CorporateDashboard />} />,
        <Route
            key="/corporate/company-profile"
            path="/corporate/company-profile"
            element={
                <RequirePermission module="COMPANY-PROFILE" action="VIEW">
                    <CompanyProfilePage />
                </RequirePermission>
            }
        />,
        <Route key="/corporate/active-jobs" path="/corporate/active-jobs" element={<ActiveJobsPage />} />,
        <Route key="/corporate/post-a-job" path="/corporate/post-a-job" element={<PostJobPage />} />,
        <Route key="/corporate/post-a-job/:id" path="/corporate/post-a-job/:id" element={<PostJobPage />} />,
        <Route key="/corporate/total-applications/:id" path="/corporate/total-applications/:id" element={<BoardPage />} />,
        ...pendingPages(corporatePendingRoutes),
    ];
}

/** Without the corporate layout: sign-in pages, public pages and the other areas. */
export function standaloneRoutes() {
    return [
        <Route key="home" path="/" element={<HomeRedirect />} />,
        <Route key="login" path="/login" element={<Navigate to="/corporate-login" replace />} />,
        <Route key="corporate-login" path="/corporate-login" element={<LoginPage audience="corporate" />} />,
        <Route key="vendor-login" path="/vendors/login" element={<LoginPage audience="vendor" />} />,
        <Route key="employee-login" path="/recruit/employee/login" element={<LoginPage audience="employee" />} />,
        <Route key="candidate-login" path="/candidate/login" element={<LoginPage audience="candidate" />} />,
        <Route key="forgot" path="/forgot-password" element={<ForgotPasswordPage />} />,
        <Route key="reset" path="/reset-password" element={<ResetPasswordPage />} />,
        <Route key="not-found" path="/company-not-found" element={<CompanyNotFound />} />,
        <Route key="career" path="/careerPage" element={<PendingPage title="ats.pages.career_page" description="ats.pending.career_page" />} />,
        <Route
            key="feedback-success"
            path="/interviewer-feedback/success"
            element={<PendingPage title="ats.pages.feedback_success" description="ats.pending.feedback_success" icon={CheckCircle} />}
        />,
        <Route key="interviewer" path="/interviewer" element={<AreaLayout area="interviewer" />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            {pending(interviewerPendingRoutes)}
            <Route path="change-password" element={<ChangePasswordPage />} />
        </Route>,
        <Route key="vendors" path="/vendors" element={<AreaLayout area="vendor" />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            {pending(vendorPendingRoutes)}
        </Route>,
        <Route key="employee" path="/employee" element={<AreaLayout area="employee" />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            {pending(employeePendingRoutes)}
        </Route>,
        <Route key="candidate" path="/candidate" element={<AreaLayout area="candidate" />}>
            <Route index element={<Navigate to="jobs" replace />} />
            {pending(candidatePendingRoutes)}
        </Route>,
    ];
}
