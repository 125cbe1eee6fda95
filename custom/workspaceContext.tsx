/**
 * The result of the boot-time workspace check, for pages that need it
 * (company-not-found shows the failure message; dashboards show the name).
 */
import { createContext, useContext } from 'react';
import type { CompanyDetails } from '../dataProvider/session';

export interface WorkspaceState {
    company: CompanyDetails | null;
    /** The server's message (or the fallback) when the check failed. */
    failureMessage: string | null;
}

export const WorkspaceContext = createContext<WorkspaceState>({ company: null, failureMessage: null });

export const useWorkspace = (): WorkspaceState => useContext(WorkspaceContext);
