/**
 * What the server writes into the console's page for its first render
 * (server/lib/consoleHtml.ts; docs/performance.md, "Console loading"): the
 * answers the first page would otherwise ask for before it can draw, as JSON
 * in `<script type="application/json" id="ats-boot">`. A data block runs
 * nothing, so the CSP (no inline script) is unchanged.
 *
 * Each part is what the API call it stands for answers, written by that
 * route's response schema. A page without a part (the dev server's
 * index.html, a path the server renders none for) asks for it as before.
 * The career parts describe the page as it was loaded: the page uses them
 * for its first render only, and asks again after that.
 */
import { CAREER_PAGE_SIZE, type CareerFilters, type CareerJobCard, type CareerJobsQuery } from './career';
import type { ListMeta } from './common';

export const BOOT_DATA_ELEMENT_ID = 'ats-boot';

/** How many skills the career page lists below its jobs (GET career/get-skills?limit=). */
export const CAREER_SKILL_LIST_SIZE = 24;

/** The career page opened without filters: its first page, as the list asks for it. */
export const CAREER_LANDING_QUERY: CareerJobsQuery = { currentPage: 1, limit: CAREER_PAGE_SIZE };

export interface CareerBoot {
    /** GET career/jobs with `query`: its data and meta. Only when the page was opened without filters. */
    jobs?: { query: CareerJobsQuery; data: CareerJobCard[]; meta: ListMeta };
    /** GET career/filters's data. */
    filters: CareerFilters;
    /** GET career/get-skills?limit=CAREER_SKILL_LIST_SIZE's data. */
    skills: string[];
}

/** `Workspace` is GET check-workspace's answer, whose type the client declares (dataProvider/workspace.ts). */
export interface BootData<Workspace> {
    /** GET check-workspace for the page's own host: status, message and companyDetails. */
    workspace?: Workspace;
    career?: CareerBoot;
}
