/**
 * Candidate search across the workspace (GET /api/candidates/search; wire
 * shapes in config/contracts/candidates.ts). Each word of the search is a
 * prefix range over candidate_search_terms (007_volume_indexes.sql: why a
 * table of terms and not a GIN index), every word must match, newest
 * candidates first, with the jobs each applied to and their stage.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/scope.js';

export interface CandidateSearchRow {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string;
    phone: string | null;
    current_title: string | null;
    city: string | null;
    skills: string[];
    created_at: Date;
    applications: { id: string; job_id: string; job_title: string; stage_id: string; stage_name: string; stage_entered_at: string }[];
}

/** The longest term of candidate_search_terms (007's candidate_search_terms_of keeps none longer). */
export const SEARCH_TERM_MAX = 200;

/**
 * The term that stands for a lower-cased email address ('@' first, 007), or null when the address
 * is too long to have one. Finding a candidate by address or phone through their terms is an
 * equality on the terms' key, which stays an index condition under row-level security, where
 * lower(email) or right(phone_digits, 10) would not (they are not leakproof: docs/performance.md).
 */
export const emailTerm = (address: string): string | null => (address.length < SEARCH_TERM_MAX ? `@${address}` : null);

/**
 * A FROM clause: each of `terms` (alias w), the search terms equal to it (alias t) and their
 * candidate (alias c), read in that order whatever the statistics say, so that a lookup costs the
 * terms it names. Each `offset 0` keeps its lateral subquery from being flattened into a join the
 * planner may reorder. Right after an upload, before the next ANALYZE, the statistics count the
 * workspace's candidates and terms as a handful: a plain join then read every candidate of the
 * workspace, or every term, for each lookup (3.3 s of an upload of 10,000 rows that followed
 * another; docs/performance.md, "Lookups by term, whatever the statistics say").
 */
export const termsThenCandidates = (terms: string[]): RawBuilder<unknown> => sql`unnest(${terms}::text[]) as w(term)
    cross join lateral (select t.candidate_id, t.term from candidate_search_terms t where t.term = w.term offset 0) t
    cross join lateral (select * from candidates c where c.id = t.candidate_id offset 0) c`;

/**
 * The workspace's candidates with one of `addresses` (lower-cased), each with their address
 * lower-cased: through the addresses' terms, and for an address too long to have one, on the
 * candidates themselves (rare enough to be read the slow way).
 */
export async function candidatesWithEmail(tx: Tx, addresses: string[]): Promise<{ id: string; email: string }[]> {
    const terms = addresses.map(emailTerm).filter((t): t is string => t !== null);
    const untermed = addresses.filter(a => emailTerm(a) === null);
    const byTerm = terms.length
        ? await sql<{ id: string; email: string }>`select c.id, lower(c.email) as email from ${termsThenCandidates(terms)}
              where lower(c.email) = substr(t.term, 2)`.execute(tx)
        : { rows: [] };
    const byAddress = untermed.length
        ? await sql<{ id: string; email: string }>`select id, lower(email) as email from candidates where lower(email) in (${sql.join(untermed)})`.execute(tx)
        : { rows: [] };
    return [...byTerm.rows, ...byAddress.rows];
}

/** Above every character: `term < word || TOP` keeps exactly the terms that start with `word` (terms are COLLATE "C"). */
const TOP = '\u{10FFFF}';

/** A term of the candidate (alias `alias`) starts with `word`: a range of the terms' btree, which row-level security lets drive the index. */
const termStartsWith = (alias: string, word: string): RawBuilder<unknown> =>
    sql`${sql.ref(`${alias}.term`)} >= ${word} and ${sql.ref(`${alias}.term`)} < ${word + TOP}`;

/**
 * The candidates (candidate_id, created_at) having a term that starts with each
 * of `words` (config/contracts/candidates.ts candidateSearchWords; at least one),
 * once per term of theirs that the first word starts: a candidate may be listed
 * more than once.
 * The longest word (the likeliest to be rare) finds candidates by its prefix
 * range; each other word is checked per candidate found, through the
 * (workspace, candidate, term) index, rather than read whole: "priya python"
 * reads the 3,000 Priyas, not also the 15,000 Python programmers. The first
 * word's range drives the terms' btree, which row-level security lets it do
 * (migration 007).
 */
export function candidatesMatching(workspaceId: string, words: string[]): RawBuilder<unknown> {
    const [first, ...others] = [...words].sort((a, b) => b.length - a.length || a.localeCompare(b));
    const checks = others.map(
        // starts_with, not the range: no index can take it, so the check reads the candidate's own
        // few terms through (workspace, candidate, term). With the range, a planner that guessed one
        // row for a name outside its statistics' common values read the whole range per candidate
        // instead (PostgreSQL: 1.9 s for "priya sharma" on the 20,000-applicant job's board).
        w => sql`and exists (select 1 from candidate_search_terms o where o.workspace_id = ${workspaceId} and o.candidate_id = t.candidate_id and starts_with(o.term, ${w}))`,
    );
    return sql`select t.candidate_id, t.created_at from candidate_search_terms t
        where t.workspace_id = ${workspaceId} and ${termStartsWith('t', first)} ${sql.join(checks, sql` `)}`;
}

/**
 * One page of the candidates matching every word (candidatesMatching) and how
 * many match in all, in one statement. The page is chosen from the terms table
 * alone; only its candidates are read.
 */
export async function searchCandidates(tx: Tx, workspaceId: string, words: string[], perPage: number, offset: number): Promise<{ total: number; rows: CandidateSearchRow[] }> {
    const result = await sql<{ total: number } & ({ [K in keyof CandidateSearchRow]: CandidateSearchRow[K] | null })>`
        with matched as materialized (select distinct candidate_id, created_at from (${candidatesMatching(workspaceId, words)}) t),
        chosen as (select candidate_id, created_at from matched order by created_at desc, candidate_id desc limit ${perPage} offset ${offset}),
        found as (
            select c.id, c.first_name, c.last_name, c.email, c.phone, c.current_title, c.city, c.skills, c.created_at
            from chosen m cross join lateral (select * from candidates c where c.workspace_id = ${workspaceId} and c.id = m.candidate_id) c
        )
        select t.total, f.*,
            coalesce((select json_agg(json_build_object('id', a.id, 'job_id', a.job_id, 'job_title', j.title, 'stage_id', a.stage_id,
                                                        'stage_name', s.name, 'stage_entered_at', a.stage_entered_at) order by a.created_at desc, a.id)
                      from applications a join jobs j on j.id = a.job_id join pipeline_stages s on s.id = a.stage_id
                      where a.workspace_id = ${workspaceId} and a.candidate_id = f.id), '[]'::json) as applications
        from (select count(*)::int as total from matched) t
        left join found f on true
        order by f.created_at desc, f.id desc`.execute(tx);
    const total = result.rows[0]?.total ?? 0;
    const rows = result.rows.filter(r => r.id !== null).map(({ total: _total, ...row }) => row as CandidateSearchRow);
    return { total, rows };
}
