-- Issue 10, "Bulk import": the rows an applicant brings with them check their workspace once, as
-- 031 did for a job's rows.
--
-- A candidate's search terms reference the candidate by (workspace_id, candidate_id), an
-- application its candidate and job by (workspace_id, …), a stage move its application by
-- (workspace_id, application_id), each on delete cascade; the candidate, job and application
-- reference the workspace. Their own workspace_id → workspaces key is implied by that pair: no row
-- can pass it with a workspace that does not exist, and deleting a workspace still removes them
-- through their candidate, job or application. The extra key only cost a check per row. An upload
-- of 10,000 new applicants writes some 70,000 search terms, 10,000 applications and 10,000 stage
-- moves: EXPLAIN ANALYZE of a chunk of 500 candidates on PGlite put 22 of its 156 ms in the terms'
-- workspace check alone (docs/performance.md, "Imports").
--
-- application_events and automation_events keep theirs: they reference nothing else that
-- would remove them with the workspace.

-- Each was declared inline on its column (003, 007), so PostgreSQL named it <table>_workspace_id_fkey
-- on both engines; no "if exists": a name that differed would stop the migration, not pass it by.
alter table candidate_search_terms drop constraint candidate_search_terms_workspace_id_fkey;
alter table applications drop constraint applications_workspace_id_fkey;
alter table application_stage_history drop constraint application_stage_history_workspace_id_fkey;
