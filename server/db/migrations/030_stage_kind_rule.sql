-- Issue 10, the 10,000-job import within 3 s (docs/performance.md, "Imports"). The import inserts
-- every new job's stages in one statement with the default kind ('screening'), and 024's statement
-- trigger then rewrote five stages in six with their real kind: at 10,000 jobs an update of 50,000
-- rows and their indexes, 2.5 of the statement's 4.1 s on PostgreSQL. The rule of 024 (first match
-- wins; docs/api-dashboard.md, "Stage kinds: what a hire is") becomes one function, so the import
-- writes each stage with its kind and the trigger, which still checks every job it is given, finds
-- nothing to rewrite. The trigger and its function stay the one keeper: any other writer (a stage
-- added, renamed, moved, removed; SQL by hand) is corrected as before.

-- A stage's kind from its name and place and three facts of its pipeline: the first position, the
-- last position of a stage not named Rejected, and whether a stage is named Hired.
create function funnel_kind(stage_name text, stage_position int, first_position int, last_kept_position int, has_hired boolean)
returns text language sql immutable as $$
    select case
        when lower(stage_name) = 'rejected' then 'rejected'
        when lower(stage_name) = 'hired' then 'hired'
        when not has_hired and stage_position = last_kept_position then 'hired'
        when stage_position = first_position then 'applied'
        when lower(stage_name) like 'offer%' then 'offer'
        when lower(stage_name) like '%interview%' then 'interview'
        else 'screening'
    end
$$;

-- The kind's place in the funnel: applied and rejected 0, screening 1, interview 2, offer 3, hired 4.
create function funnel_rank(kind text) returns smallint language sql immutable as $$
    select (case kind when 'screening' then 1 when 'interview' then 2 when 'offer' then 3 when 'hired' then 4 else 0 end)::smallint
$$;

-- 027's function, the rule now read from the two above (same signature, same writes).
create or replace function pipeline_stages_refresh_kinds(job_ids uuid[]) returns void language plpgsql as $$
declare changed uuid[];
begin
    with ruled as (
        select s.id,
            funnel_kind(s.name, s.position, min(s.position) over w,
                max(s.position) filter (where lower(s.name) <> 'rejected') over w,
                bool_or(lower(s.name) = 'hired') over w) as kind
        from pipeline_stages s
        where s.job_id = any(job_ids)
        window w as (partition by s.job_id)
    ),
    written as (
        update pipeline_stages s set funnel_kind = r.kind, funnel_rank = funnel_rank(r.kind)
        from ruled r
        where s.id = r.id and (s.funnel_kind, s.funnel_rank) is distinct from (r.kind, funnel_rank(r.kind))
        returning s.job_id
    )
    select array(select distinct job_id from written) into changed;
    if cardinality(changed) > 0 then
        perform applications_refresh_furthest_of_jobs(changed);
    end if;
end $$;
