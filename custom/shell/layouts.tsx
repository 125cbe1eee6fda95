/**
 * One layout per area. The corporate layout is <Admin layout>, so react-admin
 * resources (generated from config/resources) render inside it with the
 * sidebar; the other areas are plain nested routes around an <Outlet>.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router-dom';
import { PageFrameProvider } from '../../ui/pageFrame';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from '../../ui/PageLoading';
import { CorporateSidebar } from './Sidebar';
import { MobileGuard } from './MobileGuard';
import { RequireArea } from './RequireArea';
import { SignInReturnGuard } from './SignInReturnGuard';
import { PHONE_READY_AREAS, type Area } from './areas';
import { CandidateBar, CorporateBar, EmployeeBar, InterviewerBar, VendorBar } from './bars';

/** `phoneReady`: the area's pages are built for phones too (areas.ts), so no unsupported-device notice. */
function PageContent({ children, phoneReady = false }: { children: ReactNode; phoneReady?: boolean }) {
    const { pathname } = useLocation();
    return (
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, py: 2.5 }}>
            {/* Reset on navigation so one broken page does not break the next one (nor a chunk that failed to load). */}
            <PageErrorBoundary resetKey={pathname}>
                {/* Pages are loaded on demand (custom/routes/appRoutes.tsx): the bars stay while one loads. */}
                <Suspense fallback={<PageLoading />}>
                    {phoneReady ? children : <MobileGuard>{children}</MobileGuard>}
                </Suspense>
            </PageErrorBoundary>
        </Box>
    );
}

/** Pages whose path contains 'success' hide the sidebar (SPEC.md section 2). */
export function isSidebarHidden(pathname: string): boolean {
    return pathname.includes('success');
}

export function CorporateLayout({ children }: { children?: ReactNode }) {
    const { pathname } = useLocation();
    return (
        <RequireArea area="corporate">
            <SignInReturnGuard>
                <PageFrameProvider>
                    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
                        {!isSidebarHidden(pathname) && <CorporateSidebar />}
                        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
                            <CorporateBar />
                            <PageContent>{children}</PageContent>
                        </Box>
                    </Box>
                </PageFrameProvider>
            </SignInReturnGuard>
        </RequireArea>
    );
}

const barsByArea: Record<Exclude<Area, 'corporate'>, ComponentType> = {
    interviewer: InterviewerBar,
    vendor: VendorBar,
    employee: EmployeeBar,
    candidate: CandidateBar,
};

/** Guarded area with its bar on top; child routes render in the Outlet. */
export function AreaLayout({ area }: { area: Exclude<Area, 'corporate'> }) {
    const Bar = barsByArea[area];
    return (
        <RequireArea area={area}>
            <PageFrameProvider>
                <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
                    <Bar />
                    <PageContent phoneReady={PHONE_READY_AREAS.has(area)}>
                        <Outlet />
                    </PageContent>
                </Box>
            </PageFrameProvider>
        </RequireArea>
    );
}
