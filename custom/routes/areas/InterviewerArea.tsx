/**
 * The interviewer area (/interviewer/*), loaded as a chunk of its own when an
 * interviewer first opens it (custom/routes/appRoutes.tsx): no other area pays
 * for its pages. Its screens go here: replace an entry of
 * interviewerPendingRoutes (routeTable.ts) with a <Route> to the page. A page
 * with a heavy library (charts) loads it lazily itself, so the area's first
 * page stays light (docs/performance.md, "Console loading").
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ChangePasswordPage } from '../../auth/ChangePasswordPage';
import { AreaLayout } from '../../shell/layouts';
import { pendingWithNotFound } from '../pendingRoutes';
import { interviewerPendingRoutes } from '../routeTable';

export default function InterviewerArea() {
    return (
        <Routes>
            <Route element={<AreaLayout area="interviewer" />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                <Route path="change-password" element={<ChangePasswordPage />} />
                {pendingWithNotFound(interviewerPendingRoutes)}
            </Route>
        </Routes>
    );
}
