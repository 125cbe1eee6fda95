/**
 * The whole console when the workspace check failed (SPEC section 8): only
 * the company-not-found page, with the check's message, and every other path
 * sent there. <Admin> is not mounted, so neither its sign-in redirects nor
 * its authProvider run on a host that has no workspace.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { I18nContextProvider } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { companyNotFoundPath } from '../../dataProvider/workspace';
import { i18nProvider } from '../i18nProvider';
import { themeFor } from '../shell/theme';
import { WorkspaceContext, type WorkspaceState } from '../workspaceContext';
import { CompanyNotFound } from './CompanyNotFound';

export interface CompanyNotFoundAppProps {
    workspace: WorkspaceState;
    /** /company-not-found?inactive=true|false, from the failed check. */
    redirectTo: string;
    themeColor: string;
}

export function CompanyNotFoundApp({ workspace, redirectTo, themeColor }: CompanyNotFoundAppProps) {
    // The console's own theme (text shades that keep contrast), without <Admin> around it.
    const theme = useMemo(() => createTheme(themeFor(themeColor)), [themeColor]);
    return (
        <WorkspaceContext.Provider value={workspace}>
            <I18nContextProvider value={i18nProvider}>
                <ThemeProvider theme={theme}>
                    <CssBaseline />
                    <Routes>
                        <Route path={companyNotFoundPath} element={<CompanyNotFound />} />
                        <Route path="*" element={<Navigate to={redirectTo} replace />} />
                    </Routes>
                </ThemeProvider>
            </I18nContextProvider>
        </WorkspaceContext.Provider>
    );
}
