-- The corporate dashboard (docs/api-dashboard.md) counts a period's applications and stage moves
-- at 100,000 applications. workspace_id leads each index because every request runs under the
-- workspace policy (007_volume_indexes.sql explains why the column must be there).

-- A period's applications (tiles, funnel cohort, applications over time, source mix): a range of
-- created_at within the workspace instead of every application of every job. job_id rides along
-- for the join to the scoped jobs.
create index applications_ws_created on applications (workspace_id, created_at) include (job_id, stage_id);

-- A period's stage moves (in process, offers out, the funnel's history): a range of moved_at.
create index application_stage_history_ws_moved on application_stage_history (workspace_id, moved_at) include (application_id, to_stage_id);

-- First hires (hires, median days to fill): the moves into each job's hire stage, one range per
-- stage, instead of reading the whole history to find the few moves into Hired.
create index application_stage_history_to_stage on application_stage_history (to_stage_id, moved_at) include (workspace_id, application_id);
