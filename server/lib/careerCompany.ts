/** The hiring company as the career page and its share pages present it: the workspace's profile. */
import { constants } from '../../config/index.js';
import type { CareerCompany } from '../../config/contracts/career.js';
import type { Workspace } from '../db/schema.js';

export function careerCompany(workspace: Workspace): CareerCompany {
    return {
        name: workspace.company_name,
        brand_name: workspace.brand_name,
        logo: workspace.company_profile_image,
        theme_color: workspace.theme_color,
        website: workspace.website,
        industry: workspace.industry,
        about: workspace.about,
    };
}

/** The name pages are titled with (SPEC.md section 1: the brand or company name, then ATS). */
export const brandOf = (workspace: Pick<Workspace, 'brand_name' | 'company_name'>) => workspace.brand_name?.trim() || workspace.company_name;

/**
 * The logo as an absolute URL on `origin`, or null. SPEC.md section 3's
 * profile-image rule: a stored name with neither 'https' nor '.com' is a file
 * of the public image store; anything else is used as it is.
 */
export function logoUrl(workspace: Pick<Workspace, 'company_profile_image'>, origin: string): string | null {
    const stored = workspace.company_profile_image?.trim();
    if (!stored) return null;
    if (stored.includes('https') || stored.includes('.com')) return stored;
    return `${origin}${constants.profileImageBaseUrl}${encodeURIComponent(stored)}`;
}
