-- Issue 10, "Bulk import": the rows a job brings with it check their workspace once, not twice.
--
-- A job's stages, default interview rounds and recruiters each reference their job by
-- (workspace_id, job_id) → jobs (workspace_id, id), and the job references its workspace. Their
-- own workspace_id → workspaces key is implied by that pair: no row can pass the job's key with a
-- workspace that does not exist, and deleting a workspace still removes them through their job
-- (on delete cascade both ways). The extra key only cost a check per row. An import of 10,000
-- jobs writes 60,000 stages, 20,000 rounds and thousands of recruiter rows: EXPLAIN ANALYZE of
-- the stages' insert on PGlite put 0.5 s of its 2.5 s in that check alone (docs/performance.md,
-- "Imports").
--
-- The keys are dropped by the column they are on, whatever their names.

do $$
declare key record;
begin
    for key in
        select c.conrelid::regclass as tab, c.conname
        from pg_constraint c
        where c.contype = 'f'
          and c.conrelid in ('pipeline_stages'::regclass, 'interview_rounds'::regclass, 'job_recruiters'::regclass)
          and c.confrelid = 'workspaces'::regclass
          and c.conkey = array[(select attnum from pg_attribute where attrelid = c.conrelid and attname = 'workspace_id')]::smallint[]
    loop
        execute format('alter table %s drop constraint %I', key.tab, key.conname);
    end loop;
end $$;
