-- The public career page (issue 12; docs/api-career.md). Its list reads the jobs a workspace
-- shows there: show_on_career_page, OPEN and ACTIVE. A partial index over exactly those rows,
-- in the list's default order (newest posted first, id breaking ties): under row-level security
-- the policy's workspace_id = ... and these plain comparisons are the index conditions, so a
-- page reads a few index entries instead of the workspace's jobs, and the count reads the
-- listed jobs only (at most a few hundred per workspace). The keyword and location filters
-- (ILIKE and jsonb, not leakproof) then run over those rows alone.
create index jobs_career_page on jobs (workspace_id, posted_date desc, id desc)
    where show_on_career_page and job_type = 'OPEN' and status = 'ACTIVE';
