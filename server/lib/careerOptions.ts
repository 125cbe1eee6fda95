/** What the career page's filters may be set to (config/contracts/career.ts); its skill list: careerSkills.ts. */
import { sql } from 'kysely';
import { CAREER_SORTS, CTC_BANDS, INDUSTRIES, WORK_EXPERIENCE_BANDS, type CareerFilters, type CareerOption } from '../../config/contracts/career.js';
import { EMPLOYMENT_TYPES } from '../../config/contracts/jobs.js';
import type { Workspace } from '../db/schema.js';
import type { Tx } from '../db/scope.js';
import { careerCompany } from './careerCompany.js';
import { jobCityOptions } from './cities.js';
import { listedCondition, workspaceToday } from './careerJobs.js';
import { enumLabel, type JobReference } from './jobs.js';

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
