/**
 * Start-up work that must happen once, before the console renders: forget the
 * previous visit's attribution and save this URL's, then check the workspace.
 * On failure the boot carries the message and the company-not-found route;
 * App renders only that page (custom/pages/CompanyNotFoundApp.tsx), so no
 * sign-in form or redirect of the console can show on a host without a
 * workspace.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { constants } from '../config';
import { initAttribution } from '../dataProvider/attribution';
import {
    applyWorkspaceBranding,
    checkWorkspace,
    rememberWorkspace,
    workspaceCheckInPage,
    workspaceFailureTitle,
    workspaceThemeColor,
    type WorkspaceCheckResult,
} from '../dataProvider/workspace';
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

/** The boot a check's answer gives (pure: the branding is applied once it is shown, brand()). */
function bootOf(result: WorkspaceCheckResult): WorkspaceBoot {
    if (result.ok) return { status: 'ready', workspace: { company: result.company, failureMessage: null }, themeColor: workspaceThemeColor(result.company), redirectTo: null };
    return { ...initial, status: 'ready', workspace: { company: null, failureMessage: result.message }, redirectTo: result.redirectTo };
}

/** The page's title and icon for the answer. */
function brand(result: WorkspaceCheckResult): void {
    // The address is changed by the router (a <Navigate> in CompanyNotFoundApp), never by
    // history.replaceState: the router would not notice and keep serving the old path.
    if (result.ok) applyWorkspaceBranding(result.company);
    else document.title = workspaceFailureTitle();
}

export function useWorkspaceBoot(): WorkspaceBoot {
    // The server writes the answer into the page (dataProvider/bootData.ts): then the first render
    // is the page itself, with no request to wait for and no "Loading workspace" screen before it.
    const [inPage] = useState(workspaceCheckInPage);
    const [boot, setBoot] = useState<WorkspaceBoot>(() => (inPage ? bootOf(inPage) : initial));
    // With the answer in the page, the page renders at once: branding it before any passive effect
    // runs lets the page's own tab title (custom/shell/AreaBar.tsx) replace the workspace's, not
    // the other way round (a parent's effects run after its children's).
    useLayoutEffect(() => {
        if (inPage) brand(rememberWorkspace(inPage));
    }, [inPage]);
    useEffect(() => {
        let cancelled = false; // StrictMode runs effects twice in development
        initAttribution(window.location.search);
        if (inPage) return;
        void checkWorkspace().then(result => {
            if (cancelled) return;
            brand(result);
            setBoot(bootOf(result));
        });
        return () => {
            cancelled = true;
        };
    }, [inPage]);
    return boot;
}
