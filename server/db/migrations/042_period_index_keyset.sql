-- Issue 10 (docs/performance.md, "The export's batches"): the period index gets the application's
-- id as its last key. An export streams the period's applications in keyset batches ordered by
-- (created_at, id); an applicant upload writes its rows in one transaction, so thousands share
-- one created_at. With (workspace_id, created_at) the keyset's id half was a filter: each batch
-- inside such a run read the whole run and sorted it. With the id in the key the keyset is an
-- index condition and the order is the index's, so a batch reads its own rows. The prefix is
-- unchanged, so every range read of the period (the dashboard, the reports' cohorts) reads it as
-- before, and the included columns stay for their index-only scans.
drop index applications_ws_created;
create index applications_ws_created on applications (workspace_id, created_at, id) include (job_id, stage_id, source_bucket, utm_campaign);
