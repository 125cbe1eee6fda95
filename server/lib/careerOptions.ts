/** What the career page's filters may be set to, and its skill list (config/contracts/career.ts). */
import { sql } from 'kysely';
import { CAREER_LANDING_QUERY, CAREER_SKILL_LIST_SIZE, type CareerBoot } from '../../config/contracts/boot.js';
import { CAREER_PAGE_SIZE, CAREER_SORTS, CTC_BANDS, INDUSTRIES, WORK_EXPERIENCE_BANDS, type CareerFilters, type CareerOption } from '../../config/contracts/career.js';
import { EMPLOYMENT_TYPES } from '../../config/contracts/jobs.js';
import type { Workspace } from '../db/schema.js';
import type { Tx } from '../db/scope.js';
import { careerCompany } from './careerCompany.js';
import { jobCityOptions } from './cities.js';
import { listCareerJobs, listedCondition, workspaceToday } from './careerJobs.js';
import { pageMeta } from './http.js';
import { enumLabel, type JobReference } from './jobs.js';
import { builtInSkills } from './resume.js';

/** Role groups and cities of the listed jobs, the fixed lists, and the company. */
export async function careerFilterOptions(tx: Tx, refs: readonly JobReference[], workspace: Workspace): Promise<CareerFilters> {
    const listed = listedCondition(workspaceToday(workspace));
    let roleGroups: CareerOption[] = [];
    if (refs.some(r => r.table === 'position_categories')) {
        const rows = await sql<CareerOption>`select pc.id, pc.name::text as label from position_categories pc
            where pc.id in (select j.position_category_id from jobs j where ${listed} and j.position_category_id is not null)
            order by lower(pc.name::text), pc.id`.execute(tx);
        roleGroups = rows.rows;
    }
    // The cities the listed jobs are in (job_cities): the filter's value is the city's id.
    const cities = await jobCityOptions(tx, sql`select j.id from jobs j where ${listed}`);
    return {
        company: careerCompany(workspace),
        role_groups: roleGroups,
        cities,
        job_types: EMPLOYMENT_TYPES.map(t => ({ id: t, label: enumLabel(t) })),
        industries: INDUSTRIES.map(i => ({ id: i.id, label: i.name })),
        work_experience: WORK_EXPERIENCE_BANDS.map(({ id, label, min, max }) => ({ id, label, min, max })),
        ctc: CTC_BANDS.map(({ id, label, min, max }) => ({ id, label, min, max })),
        sort_by: CAREER_SORTS.map(({ id, label }) => ({ id, label })),
    };
}

/**
 * Skill names: the built-in list and the listed jobs' skills (never the
 * candidates': the page is public), one per spelling, those starting with
 * `search` first, then alphabetical.
 */
export async function careerSkills(tx: Tx, workspace: Workspace, search: string | undefined, limit: number): Promise<string[]> {
    const term = search?.trim().toLowerCase() ?? '';
    const used = await sql<{ skill: string }>`select distinct s as skill from jobs j, jsonb_array_elements_text(j.skills) s
        where ${listedCondition(workspaceToday(workspace))} limit 2000`.execute(tx);
    const byKey = new Map<string, string>();
    for (const skill of [...builtInSkills(), ...used.rows.map(r => r.skill)]) {
        const key = skill.trim().toLowerCase();
        if (key && (!term || key.includes(term)) && !byKey.has(key)) byKey.set(key, skill.trim());
    }
    const rank = (s: string) => (term && s.toLowerCase().startsWith(term) ? 0 : 1);
    return [...byKey.values()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { sensitivity: 'base' })).slice(0, limit);
}

/**
 * The career page as it opens, without filters (config/contracts/boot.ts): its first page of jobs,
 * the filter options and the skill list, as GET career/jobs, career/filters and career/get-skills
 * answer them. The page's HTML carries them (server/routes/career.ts).
 */
export async function careerLanding(tx: Tx, refs: readonly JobReference[], workspace: Workspace, origin: string): Promise<Required<CareerBoot>> {
    const query = CAREER_LANDING_QUERY;
    const perPage = query.limit ?? CAREER_PAGE_SIZE;
    const { total, rows } = await listCareerJobs(tx, refs, workspace, query, { perPage, offset: 0 }, origin);
    return {
        jobs: { query, data: rows, meta: pageMeta(total, 1, perPage) },
        filters: await careerFilterOptions(tx, refs, workspace),
        skills: await careerSkills(tx, workspace, undefined, CAREER_SKILL_LIST_SIZE),
    };
}
