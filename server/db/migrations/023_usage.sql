-- Usage per month (issue 15, docs/api-dashboard.md "Usage and the CS dashboard"): each series is
-- one grouped count over a workspace's rows in a time range. jobs, applications, interviews and
-- both outboxes have a (workspace_id, time) index already; sign-ins (sessions) and uploads
-- (stored_files) had none, so a month's count read every session or file of every workspace.
-- The included columns let the count be answered from the index alone.
create index if not exists sessions_ws_created on sessions (workspace_id, created_at) include (user_id);
create index if not exists stored_files_ws_created on stored_files (workspace_id, created_at) include (size_bytes);
