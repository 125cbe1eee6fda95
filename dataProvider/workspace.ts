/**
 * The start-up workspace check (SPEC sections 4, 7, 8) and the branding it
 * drives: the page title, the favicon and the theme colour.
 */
import { constants } from '../config';
import en from '../config/i18n/en.public.json';
import { httpClient } from './httpClient';
import { profileImageUrl } from './images';
import { fallbackErrorMessage, workspaceInactiveMessage } from './messages';
import { session, type CompanyDetails } from './session';

interface CheckWorkspaceResponse {
    status: boolean;
    message?: string;
    companyDetails: CompanyDetails | null;
}

export type WorkspaceCheckResult =
    | { ok: true; company: CompanyDetails }
    /** `message` is the server's (or the fallback); show it, then navigate to `redirectTo`. */
    | { ok: false; message: string; redirectTo: string };

export const companyNotFoundPath = '/company-not-found';

/** The route for a failed check: inactive workspaces are told apart from unknown ones. */
export function companyNotFoundRoute(message: string): string {
    return `${companyNotFoundPath}?inactive=${message === workspaceInactiveMessage}`;
}

/** Public call (no token): the workspace is the browser's origin. Stores the company details cookie. */
export async function checkWorkspace(origin: string = window.location.origin): Promise<WorkspaceCheckResult> {
    try {
        const { json } = await httpClient<CheckWorkspaceResponse>('check-workspace', {
            query: { workspace: origin },
            authenticated: false,
        });
        if (!json?.status || !json.companyDetails) return failure(json?.message);
        session.setCompany(json.companyDetails);
        return { ok: true, company: json.companyDetails };
    } catch (error) {
        // httpClient already put the server message (or the fallback) in error.message.
        return failure(error instanceof Error ? error.message : undefined);
    }
}

function failure(serverMessage: string | undefined): WorkspaceCheckResult {
    const message = serverMessage?.trim() ? serverMessage : fallbackErrorMessage;
    return { ok: false, message, redirectTo: companyNotFoundRoute(message) };
}

/** "<brand or company name> ATS" (SPEC section 1). */
export function workspaceTitle(company: Pick<CompanyDetails, 'brand_name' | 'company_name'>): string {
    return `${company.brand_name || company.company_name} ${en.ats.app.title_suffix}`;
}

/**
 * The title while no workspace answers: says why instead of a bare "ATS",
 * which reads like a working console (SPEC section 1 names the title after
 * the company, and there is none).
 */
export function workspaceFailureTitle(): string {
    return `${en.ats.company_not_found.title} - ${en.ats.app.title_suffix}`;
}

/** Sets the title and favicon; returns the theme colour for the MUI theme. */
export function applyWorkspaceBranding(company: CompanyDetails, doc: Document = document): string {
    doc.title = workspaceTitle(company);
    const favicon = profileImageUrl(company.favicon);
    if (favicon) faviconLink(doc).href = favicon;
    return company.theme_color || constants.defaultThemeColor;
}

function faviconLink(doc: Document): HTMLLinkElement {
    const existing = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (existing) return existing;
    const link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
    return link;
}
