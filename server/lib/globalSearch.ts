/**
 * The console's global search (GET /api/search; wire shapes in
 * config/contracts/search.ts): a few jobs, candidates and applications whose
 * names start with every word of the search, as far as the caller may see them
 * (docs/api.md, "Global search"):
 *
 * - jobs need the job list's permission (MANAGE-EDIT-JOBS VIEW or JOBS-POST
 *   CREATE), and then are every job of the workspace: what the job list and
 *   the boards show the caller (a RECRUITER included; docs/decisions.md);
 * - candidates are the workspace's candidates (every corporate user finds
 *   them), found by the candidate search of GET /api/candidates/search (word
 *   prefixes over candidate_search_terms, planned for 150,000 candidates),
 *   each with the newest of their applications the caller may open, where the
 *   console opens them (the console has no page of a candidate of their own);
 * - applications are the found candidates' applications, with the job list's
 *   permission too.
 *
 * Row-level security keeps every statement inside the caller's workspace.
 */
import { sql } from 'kysely';
import type { GlobalSearchResult } from '../../config/contracts/search.js';
import type { Tx } from '../db/scope.js';
import { searchCandidates } from './candidates.js';
import { hasWordStarting } from './searchWords.js';

export interface SearchScope {
    workspaceId: string;
    /** The caller may read jobs and applications. */
    jobs: boolean;
}

/**
 * Jobs whose title has a word starting with each search word, active first, newest first. A
 * workspace's jobs are hundreds, not the applications' hundreds of thousands: the workspace's
 * rows through jobs_ws_created and a filter, with no index of its own (docs/performance.md).
 */
async function searchJobs(tx: Tx, scope: SearchScope, words: string[], limit: number): Promise<GlobalSearchResult['jobs']> {
    const matches = words.map(w => hasWordStarting('j.title', w));
    const result = await sql<{ id: string; title: string; status: string }>`
        select j.id, j.title, j.status from jobs j
        where j.workspace_id = ${scope.workspaceId} and ${sql.join(matches, sql` and `)}
        order by (j.status = 'ACTIVE') desc, j.created_at desc, j.id
        limit ${limit}`.execute(tx);
    return result.rows;
}

export async function globalSearch(tx: Tx, scope: SearchScope, words: string[], limit: number): Promise<GlobalSearchResult> {
    const jobs = scope.jobs ? await searchJobs(tx, scope, words, limit) : [];
    const { rows } = await searchCandidates(tx, scope.workspaceId, words, limit, 0);
    // The applications the caller may open, each candidate's newest first (searchCandidates' order).
    const openable = (row: (typeof rows)[number]) => (scope.jobs ? row.applications : []);
    const candidates = rows.map(row => {
        const newest = openable(row)[0];
        return {
            id: row.id,
            name: [row.first_name, row.last_name].filter(Boolean).join(' '),
            email: row.email,
            current_title: row.current_title,
            application: newest ? { id: newest.id, job_id: newest.job_id } : null,
        };
    });
    const applications = scope.jobs
        ? rows
              .flatMap(row => openable(row).map(application => ({ ...application, candidate_name: [row.first_name, row.last_name].filter(Boolean).join(' ') })))
              .slice(0, limit)
              .map(({ id, job_id, job_title, candidate_name, stage_name }) => ({ id, job_id, job_title, candidate_name, stage_name }))
        : [];
    return { jobs, candidates, applications };
}
