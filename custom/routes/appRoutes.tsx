/**
 * The route elements handed to <Admin> as <CustomRoutes> children. They are
 * returned as arrays (not wrapped in components) because react-admin reads
 * its <CustomRoutes> children as <Route> elements.
 *
 * Every page here is loaded on demand (docs/performance.md, "Console
 * loading"): a corporate page is a chunk of its own (the board brings
 * @dnd-kit, the job form its dialogs), and each other area is one chunk
 * (routes/areas/*Area.tsx) holding its pages. A page shows the page-loading
 * indicator until its chunk is in (ui/preloadable.tsx, chunkComponent); the
 * Suspense boundaries (shell/layouts.tsx, `loading` below) catch what suspends
 * inside a page, and a chunk's download tried again after a failure. The
 * sign-in and public pages are not here: they live in publicRoutes.tsx,
 * outside <Admin>.
 */
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route, type RouteProps } from 'react-router-dom';
import { RequirePermission } from '../../ui/AccessDenied';
import { chunkComponent } from '../../ui/preloadable';
import { withMessages } from '../i18nProvider';
import { PageLoading, pageChunk } from '../../ui/PageLoading';
import { preloadRouteAt } from './routePreload';

// The corporate dashboard, or an institute's placement dashboard (its own chunk, custom/dashboard/DashboardHome.tsx).
const CorporateDashboard = pageChunk(() => import('../dashboard/DashboardHome'));
const CompanyProfilePage = pageChunk(() => import('../company/CompanyProfilePage').then(m => ({ default: m.CompanyProfilePage })));
const ActiveJobsPage = pageChunk(() => import('../jobs/ActiveJobsPage').then(m => ({ default: m.ActiveJobsPage })));
const PostJobPage = pageChunk(() => import('../jobs/PostJobPage').then(m => ({ default: m.PostJobPage })));
const BoardPage = pageChunk(() => import('../board/BoardPage').then(m => ({ default: m.BoardPage })));
const InterviewsScheduledPage = pageChunk(() => import('../interviews/InterviewsScheduledPage'));
const OffersPage = pageChunk(() => import('../offers/OffersPage'));
const CommunicationLogPage = pageChunk(() => import('../messaging/CommunicationLogPage'));
const FeedbackSuccessPage = pageChunk(() => import('../interviewer/FeedbackSuccessPage'), true);
const AutomationsPage = chunkComponent(() => withMessages(import('../automations/AutomationsPage'), 'automations'), <PageLoading />);
const ReportsPage = pageChunk(() => withMessages(import('../reports/ReportsPage').then(m => ({ default: m.ReportsPage })), 'reports'));
const UsagePage = pageChunk(() => withMessages(import('../usage/UsagePage'), 'usage'));
const CsDashboardPage = pageChunk(() => withMessages(import('../usage/CsDashboardPage'), 'usage'));

/** An area's module: its routes' component, and its pages' routes (below the area's path). */
interface AreaModule {
    default: ComponentType;
    pages: () => ReactElement<RouteProps>[];
}

/** An area's chunk; fetched ahead for a path, it then fetches that path's page too (routePreload.ts). */
function areaChunk(load: () => Promise<AreaModule>) {
    let area: AreaModule | undefined;
    const chunk = pageChunk(() => load().then(module => (area = module)), true);
    const preloadAt = (rest: string) => void chunk.preload().then(() => area && preloadRouteAt(area.pages(), rest), () => undefined);
    return Object.assign(chunk, { preloadAt });
}

// One chunk per area besides the corporate one; its pages go in its file.
const InterviewerArea = areaChunk(() => import('./areas/InterviewerArea'));
const VendorArea = areaChunk(() => withMessages(import('./areas/VendorArea'), 'vendor'));
// Their words come with them (config/i18n/README.md); the employee area shows candidate job cards too.
const EmployeeArea = areaChunk(() => withMessages(import('./areas/EmployeeArea'), 'employee', 'candidate'));
const CandidateArea = areaChunk(() => withMessages(import('./areas/CandidateArea'), 'candidate'));

/** Areas render their own layout once loaded; what suspends inside them, the page-loading indicator too. */
const loading = (area: ReactNode) => <Suspense fallback={<PageLoading fullPage />}>{area}</Suspense>;

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
        <Route key="/corporate/interviews-scheduled" path="/corporate/interviews-scheduled" element={<InterviewsScheduledPage />} />,
        <Route key="/corporate/offer-letters" path="/corporate/offer-letters" element={<OffersPage />} />,
        <Route key="/corporate/communication-log" path="/corporate/communication-log" element={<CommunicationLogPage />} />,
        <Route
            key="/corporate/reports"
            path="/corporate/reports"
            element={
                <RequirePermission module="ONBOARD-REPORT" action="VIEW">
                    <ReportsPage />
                </RequirePermission>
            }
        />,
        <Route
            key="/corporate/usage"
            path="/corporate/usage"
            element={
                <RequirePermission module="COMPANY-PROFILE" action="VIEW">
                    <UsagePage />
                </RequirePermission>
            }
        />,
        // Only the workspaces in CS_DASHBOARD_WORKSPACES: elsewhere the page says it is not there, as the API's 404.
        <Route
            key="/corporate/cs-dashboard"
            path="/corporate/cs-dashboard"
            element={
                <RequirePermission module="COMPANY-PROFILE" action="VIEW">
                    <CsDashboardPage />
                </RequirePermission>
            }
        />,
        <Route key="/corporate/mail-automation" path="/corporate/mail-automation" element={<AutomationsPage channel="EMAIL" />} />,
        <Route key="/corporate/whatsapp-automation" path="/corporate/whatsapp-automation" element={<AutomationsPage channel="WHATSAPP" />} />,
    ];
}

/** Without the corporate layout: the other areas, and pages without a bar. */
export function standaloneRoutes() {
    return [
        // No layout: a path with 'success' has no sidebar (SPEC.md section 2), and no bar either.
        <Route key="feedback-success" path="/interviewer-feedback/success" element={loading(<FeedbackSuccessPage />)} />,
        <Route key="interviewer" path="/interviewer/*" element={loading(<InterviewerArea />)} />,
        <Route key="vendors" path="/vendors/*" element={loading(<VendorArea />)} />,
        <Route key="employee" path="/employee/*" element={loading(<EmployeeArea />)} />,
        <Route key="candidate" path="/candidate/*" element={loading(<CandidateArea />)} />,
    ];
}

/**
 * Starts fetching the chunk of the page at `pathname`, and in an area the area's and its page's
 * (nothing when no route here has one). The routes above are the one list of paths.
 */
export function preloadPageAt(pathname: string): void {
    preloadRouteAt([...corporateRoutes(), ...standaloneRoutes()], pathname);
}
