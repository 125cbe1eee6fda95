/** A workspace's public details: the check-workspace answer and the company profile share them. */
import type { Workspace } from '../db/schema.js';

export const companyDetailsSchema = {
    type: ['object', 'null'],
    properties: {
        institute: { type: 'string' },
        id: { type: 'string' },
        theme_color: { type: 'string' },
        company_name: { type: 'string' },
        brand_name: { type: ['string', 'null'] },
        company_profile_image: { type: ['string', 'null'] },
        favicon: { type: ['string', 'null'] },
        workspace: { type: 'string' },
        is_recruit_agency: { type: 'boolean' },
        /** IANA zone: the console schedules and shows interview times in it. */
        time_zone: { type: 'string' },
        /** TPO mode: the `institute` detail is set (isInstitute); /corporate shows the placement dashboard. */
        is_institute: { type: 'boolean' },
        /** check-workspace only: the workspace is in CS_DASHBOARD_WORKSPACES (the console's CS dashboard). */
        cs_dashboard: { type: 'boolean' },
    },
} as const;

/**
 * A workspace is an institute (TPO mode, docs/decisions.md "TPO mode") when its own
 * `institute` detail holds text; the fallback to the company name that
 * companyDetails answers does not count.
 */
export function isInstitute(workspace: Pick<Workspace, 'institute'>): boolean {
    return (workspace.institute ?? '').trim() !== '';
}

export function companyDetails(workspace: Workspace) {
    return {
        institute: workspace.institute ?? workspace.company_name,
        id: workspace.id,
        theme_color: workspace.theme_color,
        company_name: workspace.company_name,
        brand_name: workspace.brand_name,
        company_profile_image: workspace.company_profile_image,
        favicon: workspace.favicon,
        workspace: workspace.host,
        is_recruit_agency: workspace.is_recruit_agency,
        time_zone: workspace.time_zone,
        is_institute: isInstitute(workspace),
    };
}

/** Whether the runtime's time-zone data knows `zone` (IANA names and their aliases, e.g. Asia/Kolkata). */
export function isTimeZone(zone: string): boolean {
    try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
    } catch {
        return false;
    }
}

/** GET check-workspace's answer (its body for every status): server/plugins/workspace.ts workspaceCheckAnswer. */
export interface WorkspaceCheckBody {
    status: boolean;
    message: string;
    companyDetails: (ReturnType<typeof companyDetails> & { cs_dashboard: boolean }) | null;
}

export const workspaceCheckAnswerSchema = {
    type: 'object',
    properties: { status: { type: 'boolean' }, message: { type: 'string' }, companyDetails: companyDetailsSchema },
} as const;
