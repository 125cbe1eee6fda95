/**
 * Every screen of SPEC.md section 2 whose feature arrives with a later module,
 * with the page title and the one sentence its empty state shows. Replacing
 * an entry with the real page is a one-line change in the area's routes file.
 * Screens a resource file serves are not listed: the file's `route` is their
 * only declaration.
 */
export interface PendingRoute {
    path: string;
    /** i18n keys */
    title: string;
    description: string;
}

/** None left: the CS dashboard (the last) is custom/usage/CsDashboardPage.tsx. */
export const corporatePendingRoutes: PendingRoute[] = [];

/** The other areas (interviewer, candidate, employee, vendor) have no pending page left: each area's routes file holds its pages. */

