-- Issue 10, "Bulk import": a job import inserts up to 10,000 jobs in a few statements
-- (server/lib/jobWrites.ts createJobs), but two row triggers on jobs ran one insert each per job:
-- the default interview rounds (009) and the job's cities (025). Profiled on PGlite, the rounds'
-- 10,000 single-row inserts were half of the jobs' insert time, and the cities' trigger resolved
-- every location of every job (EXPLAIN ANALYZE of 5,000 jobs on PGlite: 3.1 s in that trigger).
-- As statement triggers over the statement's new rows they are one statement each, whatever the
-- number of jobs; a job created alone gets exactly the same rows and columns as before.

drop trigger jobs_default_interview_rounds on jobs;
drop function interview_rounds_for_new_job();

create function interview_rounds_for_new_jobs() returns trigger language plpgsql as $$
begin
    insert into interview_rounds (workspace_id, job_id, name, position)
        select n.workspace_id, n.id, r.name, r.position
        from new_rows n cross join (values ('Technical', 1), ('HR', 2)) as r(name, position);
    return null;
end $$;
create trigger jobs_default_interview_rounds after insert on jobs
    referencing new table as new_rows for each statement execute function interview_rounds_for_new_jobs();

-- The cities of new jobs, and their locations that name no city, in one statement. Updates keep
-- their row triggers: PostgreSQL allows no transition table on a trigger with a column list
-- (update of job_locations), and updates come one job at a time.
drop trigger jobs_sync_cities on jobs;
drop trigger jobs_unmatched_locations on jobs;

create function jobs_insert_cities() returns trigger language plpgsql as $$
begin
    -- Each distinct place is resolved once (materialized: else the planner pushes the call below the
    -- distinct, once per location again): a resolve_city() call costs about 0.1 ms on PGlite, and an
    -- import of 10,000 jobs names a few dozen places thousands of times.
    with placed as (
        select n.workspace_id, n.id as job_id, l.place, l.at
        from new_rows n
        cross join lateral jsonb_array_elements_text(case when jsonb_typeof(n.job_locations) = 'array' then n.job_locations else '[]'::jsonb end)
            with ordinality as l(place, at)
    ), resolved as materialized (
        select p.place, resolve_city(p.place) as city_id from (select distinct place from placed) p
    ), cities_added as (
        insert into job_cities (workspace_id, job_id, city_id)
            select distinct p.workspace_id, p.job_id, r.city_id
            from placed p join resolved r on r.place = p.place
            where r.city_id is not null
            on conflict do nothing
    )
    -- locations_unmatched defaults to []: only the jobs with a place that names no city are written.
    update jobs j set locations_unmatched = u.places
    from (select p.job_id, jsonb_agg(p.place order by p.at) as places
          from placed p join resolved r on r.place = p.place
          where r.city_id is null and not is_remote_place(p.place)
          group by p.job_id) u
    where j.id = u.job_id;
    return null;
end $$;
create trigger jobs_insert_cities after insert on jobs
    referencing new table as new_rows for each statement execute function jobs_insert_cities();
create trigger jobs_unmatched_locations before update of job_locations on jobs
    for each row execute function jobs_unmatched_locations();
create trigger jobs_sync_cities after update of job_locations on jobs
    for each row execute function jobs_sync_cities();
