/**
 * The whole console when the workspace check failed (SPEC section 8): only
 * the company-not-found page, with the check's message, and every other path
 * sent there. <Admin> is not mounted, so neither its sign-in redirects nor
 * its authProvider run on a host that has no workspace.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { companyNotFoundPath } from '../../dataProvider/workspace';
import { PublicShell } from '../shell/PublicShell';
import { WorkspaceContext, type WorkspaceState } from '../workspaceContext';
import { CompanyNotFound } from './CompanyNotFound';

export interface CompanyNotFoundAppProps {
    workspace: WorkspaceState;
    /** /company-not-found?inactive=true|false, from the failed check. */
    redirectTo: string;
    themeColor: string;
}

export function CompanyNotFoundApp({ workspace, redirectTo, themeColor }: CompanyNotFoundAppProps) {
    return (
        <WorkspaceContext.Provider value={workspace}>
            <PublicShell themeColor={themeColor}>
                <Routes>
                    <Route path={companyNotFoundPath} element={<CompanyNotFound />} />
                    <Route path="*" element={<Navigate to={redirectTo} replace />} />
                </Routes>
            </PublicShell>
        </WorkspaceContext.Provider>
    );
}
