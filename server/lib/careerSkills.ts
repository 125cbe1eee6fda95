/**
 * The career page's skill list (GET career/get-skills; docs/api-career.md) and the landing
 * answers its HTML carries (config/contracts/boot.ts).
 *
 * Only skills the listed jobs ask for: the built-in catalogue's first names alphabetically
 * (".NET", "Adobe Illustrator"...) were links to "0 open jobs". The most asked come first, so the
 * chips say what the company hires for. Read from the listed jobs alone (the partial index
 * jobs_career_page, a few hundred rows however many applications the workspace holds), grouped
 * and cut in the database.
 */
import { sql } from 'kysely';
import { CAREER_LANDING_QUERY, CAREER_SKILL_LIST_SIZE, type CareerBoot } from '../../config/contracts/boot.js';
import { CAREER_PAGE_SIZE } from '../../config/contracts/career.js';
import type { Workspace } from '../db/schema.js';
import type { Tx } from '../db/scope.js';
import { listCareerJobs, listedCondition, workspaceToday } from './careerJobs.js';
import { careerFilterOptions } from './careerOptions.js';
import { pageMeta } from './http.js';
import type { JobReference } from './jobs.js';
import { likeContaining, likeLiteral } from './searchWords.js';

/**
 * The listed jobs' skills, one per spelling (case and spaces aside, named as most jobs spell it):
 * those containing `search` (those starting with it first), then by how many listed jobs ask for
 * each, then alphabetically (byte order of the lower-cased name, the same on both engines).
 */
export async function careerAskedSkills(tx: Tx, workspace: Workspace, search: string | undefined, limit: number): Promise<string[]> {
    const term = search?.trim().toLowerCase() ?? '';
    const key = sql`lower(btrim(s.skill))`;
    const matching = term ? sql`and ${key} like ${likeContaining(term)}` : sql``;
    const startsFirst = term ? sql`(${key} like ${`${likeLiteral(term)}%`}) desc,` : sql``;
    const rows = await sql<{ skill: string }>`select mode() within group (order by btrim(s.skill)) as skill
        from jobs j cross join lateral jsonb_array_elements_text(j.skills) as s(skill)
        where ${listedCondition(workspaceToday(workspace))} and btrim(s.skill) <> '' ${matching}
        group by ${key}
        order by ${startsFirst} count(distinct j.id) desc, ${key} collate "C"
        limit ${limit}`.execute(tx);
    return rows.rows.map(row => row.skill);
}

/**
 * The career page as it opens, without filters: its first page of jobs, the filter options and
 * the skill list, as GET career/jobs, career/filters and career/get-skills answer them.
 */
export async function careerLandingAnswers(tx: Tx, refs: readonly JobReference[], workspace: Workspace, origin: string): Promise<Required<CareerBoot>> {
    const query = CAREER_LANDING_QUERY;
    const perPage = query.limit ?? CAREER_PAGE_SIZE;
    const { total, rows } = await listCareerJobs(tx, refs, workspace, query, { perPage, offset: 0 }, origin);
    return {
        jobs: { query, data: rows, meta: pageMeta(total, 1, perPage) },
        filters: await careerFilterOptions(tx, refs, workspace),
        skills: await careerAskedSkills(tx, workspace, undefined, CAREER_SKILL_LIST_SIZE),
    };
}
