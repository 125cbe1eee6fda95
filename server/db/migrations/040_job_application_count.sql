-- A job's applications, kept by the database as each stage's are (007_volume_indexes.sql): the job
-- list summed the job's stages' kept counts, a subquery of about six scattered pages per listed
-- job (docs/performance.md, "The job's applicant count kept on the job"). Statement triggers:
-- one UPDATE per job touched, in job id order. They are named to fire before the stages'
-- (triggers of one event fire in name order), so an application's writer locks the job's row,
-- then its stages' rows: the order the pipeline's and the interview rounds' edits take them
-- (`select … from jobs … for update` first). A card move changes no job's count and touches no
-- job. An application never changes job.
alter table jobs add column application_count integer not null default 0;

update jobs j set application_count = c.n
from (select job_id, count(*)::int as n from applications group by job_id) c
where c.job_id = j.id;

create function applications_counted_by_job_insert() returns trigger language plpgsql as $$
declare d record;
begin
    for d in select job_id, count(*)::int as n from new_rows group by job_id order by job_id loop
        update jobs set application_count = application_count + d.n where id = d.job_id;
    end loop;
    return null;
end $$;

create function applications_counted_by_job_delete() returns trigger language plpgsql as $$
declare d record;
begin
    for d in select job_id, count(*)::int as n from old_rows group by job_id order by job_id loop
        update jobs set application_count = application_count - d.n where id = d.job_id;
    end loop;
    return null;
end $$;

create trigger applications_counted_by_job_insert after insert on applications
    referencing new table as new_rows for each statement execute function applications_counted_by_job_insert();
create trigger applications_counted_by_job_delete after delete on applications
    referencing old table as old_rows for each statement execute function applications_counted_by_job_delete();
