/**
 * Start-up work that must happen once, before the console renders: forget the
 * previous visit's attribution and save this URL's, then check the workspace.
 * On failure the boot carries the message and the company-not-found route;
 * App renders only that page (custom/pages/CompanyNotFoundApp.tsx), so no
 * sign-in form or redirect of the console can show on a host without a
 * workspace.
 */
import { useEffect, useState } from 'react';
import { constants } from '../config';
import { initAttribution } from '../dataProvider/attribution';
import { applyWorkspaceBranding, checkWorkspace, workspaceFailureTitle } from '../dataProvider/workspace';
import type { WorkspaceState } from './workspaceContext';

export interface WorkspaceBoot {
    status: 'loading' | 'ready';
    workspace: WorkspaceState;
    themeColor: string;
    /** Set when the check failed: /company-not-found?inactive=true|false. */
    redirectTo: string | null;
}

const initial: WorkspaceBoot = {
    status: 'loading',
    workspace: { company: null, failureMessage: null },
    themeColor: constants.defaultThemeColor,
    redirectTo: null,
};

export function useWorkspaceBoot(): WorkspaceBoot {
    const [boot, setBoot] = useState<WorkspaceBoot>(initial);
    useEffect(() => {
        let cancelled = false; // StrictMode runs effects twice in development
        initAttribution(window.location.search);
        void checkWorkspace().then(result => {
            if (cancelled) return;
            if (result.ok) {
                const themeColor = applyWorkspaceBranding(result.company);
                setBoot({ status: 'ready', workspace: { company: result.company, failureMessage: null }, themeColor, redirectTo: null });
                return;
            }
            // The address is changed by the router (a <Navigate> in CompanyNotFoundApp), never by
            // history.replaceState: the router would not notice and keep serving the old path.
            document.title = workspaceFailureTitle();
            setBoot({ ...initial, status: 'ready', workspace: { company: null, failureMessage: result.message }, redirectTo: result.redirectTo });
        });
        return () => {
            cancelled = true;
        };
    }, []);
    return boot;
}
