/**
 * Start-up work that must happen once, before the console renders: forget the
 * previous visit's attribution and save this URL's, then check the workspace.
 * On failure the address becomes /company-not-found?inactive=... before
 * <Admin> mounts, so its router opens that page with the message.
 */
import { useEffect, useState } from 'react';
import { constants } from '../config';
import { initAttribution } from '../dataProvider/attribution';
import { applyWorkspaceBranding, checkWorkspace, companyNotFoundPath } from '../dataProvider/workspace';
import type { WorkspaceState } from './workspaceContext';

export interface WorkspaceBoot {
    status: 'loading' | 'ready';
    workspace: WorkspaceState;
    themeColor: string;
}

const initial: WorkspaceBoot = {
    status: 'loading',
    workspace: { company: null, failureMessage: null },
    themeColor: constants.defaultThemeColor,
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
                setBoot({ status: 'ready', workspace: { company: result.company, failureMessage: null }, themeColor });
                return;
            }
            if (window.location.pathname !== companyNotFoundPath) window.history.replaceState(null, '', result.redirectTo);
            setBoot({ ...initial, status: 'ready', workspace: { company: null, failureMessage: result.message } });
        });
        return () => {
            cancelled = true;
        };
    }, []);
    return boot;
}
