-- Issue 10 (docs/performance.md, "Row triggers read by their index, whatever the statistics say"):
-- two row triggers look up earlier rows of the table being written, once per row:
--   * applications_previous_entered (037): the candidate's application before this one;
--   * history_class_entered (036, 038): the application's previous move of the class.
-- PL/pgSQL plans each lookup once per connection and keeps the plan. Planned while the table was
-- small (a new workspace, a server just started, a test database), the kept plan was a sequential
-- scan and a sort, and it stayed so while one statement wrote thousands of rows: each row read
-- every row written before it. The bench's seeding of 80,000 applications in one statement ran
-- for over half an hour on PGlite (auto_explain: "Seq Scan on applications … Rows Removed by
-- Filter: 4821" for one row's lookup).
--
-- Each lookup has an index that answers it in a few pages (applications_candidate,
-- application_stage_history_app). Sequential scans are off inside these two functions only, so
-- their plans take the index whatever the statistics said when they were made. A CREATE OR
-- REPLACE of either function drops this setting: tests/api/triggerPlans.test.ts fails then.
alter function applications_previous_entered() set enable_seqscan = off;
alter function history_class_entered() set enable_seqscan = off;
