-- Issue 10, the 10,000-job import within 3 s (docs/performance.md, "The import's stages: kinds
-- written, not checked again"). The import (server/lib/jobWrites.ts createJobs) writes every new
-- job's whole pipeline in one statement with each stage's kind from funnel_kind() (030), the rule
-- itself. 024's statement trigger then read every stage of those 10,000 jobs again, worked out the
-- rule once more and found nothing to rewrite: 0.45 s of the statement's 2.1 s on PGlite.
--
-- A statement that has written whole pipelines with their kinds says so, for itself alone:
-- `app.stage_kinds_written` set to 'on' in its transaction just before it and cleared just after
-- (createJobs does both). Any other insert of stages (one stage added to a pipeline, SQL by hand)
-- leaves the setting unset and is kept by the trigger as before; the setting is local to the
-- transaction, so a failure cannot leave it on for anyone else.
create or replace function pipeline_stages_kinds_added() returns trigger language plpgsql as $$
begin
    if current_setting('app.stage_kinds_written', true) = 'on' then
        return null;
    end if;
    perform pipeline_stages_refresh_kinds(array(select distinct job_id from new_rows));
    return null;
end $$;
