/**
 * The start-up workspace check (SPEC sections 4, 7, 8) and the branding it
 * drives: the page title, the favicon and the theme colour.
 */
import { constants } from '../config';
import en from '../config/i18n/en.public.json';
import { workspaceCheckFromPage, type CheckWorkspaceResponse } from './bootData';
import { httpClient } from './httpClient';
import { profileImageUrl } from './images';
import { currentLocale } from './locale';
import { fallbackErrorMessage, workspaceInactiveMessage } from './messages';
import { session, type CompanyDetails } from './session';

export type WorkspaceCheckResult =
    | { ok: true; company: CompanyDetails }
    /** `message` is the server's (or the fallback); show it, then navigate to `redirectTo`. */
    | { ok: false; message: string; redirectTo: string };

export const companyNotFoundPath = '/company-not-found';

/** The route for a failed check: inactive workspaces are told apart from unknown ones. */
export function companyNotFoundRoute(message: string, inactive: boolean = message === workspaceInactiveMessage): string {
    return `${companyNotFoundPath}?inactive=${inactive}`;
}

/** The server refuses an inactive workspace with 403 (an unknown one with 404), in any language. */
const INACTIVE_STATUS = 403;

/** Public call (no token): the workspace is the browser's origin. Stores the company details cookie. */
export async function checkWorkspace(origin: string = window.location.origin): Promise<WorkspaceCheckResult> {
    try {
        const { json } = await httpClient<CheckWorkspaceResponse>('check-workspace', {
            query: { workspace: origin },
            authenticated: false,
        });
        return rememberWorkspace(resultOf(json));
    } catch (error) {
        // httpClient already put the server message (or the fallback) in error.message. In Hindi the
        // message is not SPEC's English text, so the status says whether the workspace is inactive.
        const inactive = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === INACTIVE_STATUS;
        return failure(error instanceof Error ? error.message : undefined, inactive || undefined);
    }
}

/**
 * The check's answer the server wrote into the page (dataProvider/bootData.ts), or null: then
 * the first render need not wait for a request. Pure (a render may call it); the caller stores
 * the company details with rememberWorkspace once the page is shown.
 *
 * A refusal's message is the server's English text (the page's request names the browser's
 * languages, not the page's): in another language the page asks, and the API answers in the
 * language the console sends (server/plugins/locale.ts).
 */
export function workspaceCheckInPage(): WorkspaceCheckResult | null {
    const answer = workspaceCheckFromPage();
    if (!answer) return null;
    const result = resultOf(answer);
    return result.ok || currentLocale === 'en' ? result : null;
}

/** Stores the company details cookie of a workspace that answered. */
export function rememberWorkspace(result: WorkspaceCheckResult): WorkspaceCheckResult {
    if (result.ok) session.setCompany(result.company);
    return result;
}

function resultOf(json: CheckWorkspaceResponse | null | undefined): WorkspaceCheckResult {
    if (!json?.status || !json.companyDetails) return failure(json?.message);
    return { ok: true, company: json.companyDetails };
}

function failure(serverMessage: string | undefined, inactive?: boolean): WorkspaceCheckResult {
    const message = serverMessage?.trim() ? serverMessage : fallbackErrorMessage;
    return { ok: false, message, redirectTo: companyNotFoundRoute(message, inactive) };
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

/** The theme colour for the MUI theme. */
export const workspaceThemeColor = (company: CompanyDetails): string => company.theme_color || constants.defaultThemeColor;

/** Sets the title and favicon; returns the theme colour for the MUI theme. */
export function applyWorkspaceBranding(company: CompanyDetails, doc: Document = document): string {
    doc.title = workspaceTitle(company);
    const favicon = profileImageUrl(company.favicon);
    if (favicon) headElement(doc, 'link[rel~="icon"]', () => Object.assign(doc.createElement('link'), { rel: 'icon' })).href = favicon;
    return workspaceThemeColor(company);
}

/** The head's element matching `selector`, or the one `create` makes, added to the head. */
export function headElement<E extends HTMLElement>(doc: Document, selector: string, create: () => E): E {
    const existing = doc.querySelector<E>(selector);
    if (existing) return existing;
    const element = create();
    doc.head.appendChild(element);
    return element;
}
