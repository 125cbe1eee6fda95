-- The kept counts that applications' writes change are written at commit (docs/performance.md, "The
-- kept counts written at commit"): the jobs' applicant counts (040_job_application_count.sql), the
-- stages' (007_volume_indexes.sql) and the applications per day, source and furthest rank
-- (027_kept_counts.sql).
--
-- The applications' statement triggers updated those rows at once, so each writer held their row
-- locks from its statement until its commit. Ten recruiters moving cards between the same two
-- stages spent most of their time waiting on each other (Lock:transactionid in pg_stat_activity),
-- and an import of thousands of applicants held its job's and stage's rows for the whole import:
-- a candidate applying to that job, or a card moved into that stage, waited until it ended. The
-- triggers now add their changes to transaction-local settings, and the commit-time work that
-- moves the workspace's data version (035_data_versions.sql, which every transaction that writes
-- applications has) writes them first: the locks are held from then to the end of the commit only.
-- A rolled-back savepoint takes its changes with it, as it does the settings.
--
-- Lock order at commit: the jobs in id order, the stages in id order, the day counts in key order,
-- then the data version. Every other writer of these rows takes a job before its stages (the
-- pipeline's and the rounds' edits lock the job first) and the version at commit, so the orders
-- agree.
--
-- Within a transaction that wrote applications, the counts read as before its writes until the
-- commit; nothing reads them there (every route reads counts before its writes, or in a read).

-- Adds a statement's changes ({id: change}) to the transaction's pending ones in `setting`.
create function kept_counts_pend(setting text, changes jsonb) returns void language plpgsql as $$
declare pending jsonb;
begin
    if changes is null or changes = '{}'::jsonb then
        return;
    end if;
    select coalesce(jsonb_object_agg(key, n), '{}'::jsonb) into pending from (
        select key, sum(value::int) as n
        from (select * from jsonb_each_text(coalesce(nullif(current_setting(setting, true), ''), '{}')::jsonb)
              union all
              select * from jsonb_each_text(changes)) e
        group by key having sum(value::int) <> 0
    ) summed;
    perform set_config(setting, pending::text, true);
end $$;

-- Writes the pending counts of `setting` to the application_count of `counted` (jobs or
-- pipeline_stages), one UPDATE by primary key per row in id order (the lock order), and clears them.
-- Each table's UPDATE is written out rather than built with format(): a built statement is planned
-- on every run, a written one once per session.
create function kept_counts_apply(setting text, counted text) returns void language plpgsql as $$
declare d record;
declare pending text := nullif(current_setting(setting, true), '');
begin
    if pending is null then
        return;
    end if;
    for d in select key::uuid as id, value::int as n from jsonb_each_text(pending::jsonb) order by 1 loop
        if counted = 'jobs' then
            update jobs set application_count = application_count + d.n where id = d.id;
        else
            update pipeline_stages set application_count = application_count + d.n where id = d.id;
        end if;
    end loop;
    perform set_config(setting, '', true);
end $$;

-- Adds a statement's changes ([{w, d, b, c, r, n}]: workspace, day, source bucket, campaign, furthest
-- rank, change) to the transaction's pending ones.
create function day_counts_pend(changes jsonb) returns void language plpgsql as $$
declare pending jsonb;
begin
    if changes is null or changes = '[]'::jsonb then
        return;
    end if;
    select coalesce(jsonb_agg(to_jsonb(summed)), '[]'::jsonb) into pending from (
        select x.w, x.d, x.b, x.c, x.r, sum(x.n)::int as n
        from jsonb_to_recordset(coalesce(nullif(current_setting('app.day_count_changes', true), ''), '[]')::jsonb || changes)
             as x(w uuid, d date, b text, c text, r smallint, n int)
        group by 1, 2, 3, 4, 5 having sum(x.n) <> 0
    ) summed;
    perform set_config('app.day_count_changes', pending::text, true);
end $$;

-- Writes the pending day counts in key order, and clears them.
create function day_counts_apply() returns void language plpgsql as $$
declare pending text := nullif(current_setting('app.day_count_changes', true), '');
begin
    if pending is null or pending = '[]' then
        return;
    end if;
    insert into application_day_counts as c (workspace_id, day, source_bucket, campaign, furthest_rank, count)
    select x.w, x.d, x.b, x.c, x.r, x.n from jsonb_to_recordset(pending::jsonb) as x(w uuid, d date, b text, c text, r smallint, n int)
    order by 1, 2, 3, 4, 5
    on conflict (workspace_id, day, source_bucket, campaign, furthest_rank) do update set count = c.count + excluded.count;
    perform set_config('app.day_count_changes', '', true);
end $$;

-- 027's trigger function, its changes pended instead of written (each statement's rows netted per key).
create or replace function application_day_counts_apply() returns trigger language plpgsql as $$
declare changes jsonb;
begin
    if tg_op = 'INSERT' then
        select jsonb_agg(to_jsonb(g)) into changes from (
            select r.workspace_id as w, (r.created_at at time zone ws.time_zone)::date as d, r.source_bucket as b, coalesce(trim(r.utm_campaign), '') as c, r.furthest_rank as r, count(*)::int as n
            from new_rows r join workspaces ws on ws.id = r.workspace_id
            group by 1, 2, 3, 4, 5
        ) g;
    elsif tg_op = 'DELETE' then
        select jsonb_agg(to_jsonb(g)) into changes from (
            select r.workspace_id as w, (r.created_at at time zone ws.time_zone)::date as d, r.source_bucket as b, coalesce(trim(r.utm_campaign), '') as c, r.furthest_rank as r, -count(*)::int as n
            from old_rows r join workspaces ws on ws.id = r.workspace_id
            group by 1, 2, 3, 4, 5
        ) g;
    else
        select jsonb_agg(to_jsonb(g)) into changes from (
            select x.w, x.d, x.b, x.c, x.r, sum(x.n)::int as n from (
                select r.workspace_id as w, (r.created_at at time zone ws.time_zone)::date as d, r.source_bucket as b, coalesce(trim(r.utm_campaign), '') as c, r.furthest_rank as r, 1 as n
                from new_rows r join workspaces ws on ws.id = r.workspace_id
                union all
                select r.workspace_id, (r.created_at at time zone ws.time_zone)::date, r.source_bucket, coalesce(trim(r.utm_campaign), ''), r.furthest_rank, -1
                from old_rows r join workspaces ws on ws.id = r.workspace_id
            ) x
            group by 1, 2, 3, 4, 5 having sum(x.n) <> 0
        ) g;
    end if;
    perform day_counts_pend(changes);
    return null;
end $$;

-- 007's stage triggers pend the jobs' changes too; 040's job triggers go (one statement trigger a
-- write instead of two, now that neither takes a lock whose order depended on their names).
create or replace function applications_counted_insert() returns trigger language plpgsql as $$
begin
    perform kept_counts_pend('app.job_count_changes', (select jsonb_object_agg(job_id, n) from (select job_id, count(*)::int as n from new_rows group by job_id) d));
    perform kept_counts_pend('app.stage_count_changes', (select jsonb_object_agg(stage_id, n) from (select stage_id, count(*)::int as n from new_rows group by stage_id) d));
    return null;
end $$;

create or replace function applications_counted_delete() returns trigger language plpgsql as $$
begin
    perform kept_counts_pend('app.job_count_changes', (select jsonb_object_agg(job_id, -n) from (select job_id, count(*)::int as n from old_rows group by job_id) d));
    perform kept_counts_pend('app.stage_count_changes', (select jsonb_object_agg(stage_id, -n) from (select stage_id, count(*)::int as n from old_rows group by stage_id) d));
    return null;
end $$;

drop trigger applications_counted_by_job_insert on applications;
drop trigger applications_counted_by_job_delete on applications;
drop function applications_counted_by_job_insert();
drop function applications_counted_by_job_delete();

-- An application never changes job (040): an update moves stages' counts only.
create or replace function applications_counted_update() returns trigger language plpgsql as $$
begin
    perform kept_counts_pend('app.stage_count_changes', (
        select jsonb_object_agg(stage_id, n) from (
            select stage_id, sum(n)::int as n from (
                select n.stage_id, 1 as n from new_rows n join old_rows o on o.id = n.id where n.stage_id <> o.stage_id
                union all
                select o.stage_id, -1 from new_rows n join old_rows o on o.id = n.id where n.stage_id <> o.stage_id
            ) moves
            group by stage_id having sum(n) <> 0
        ) d));
    return null;
end $$;

-- 035's commit-time work, the pending counts first (jobs, stages, days: the lock order above).
create or replace function data_version_bump() returns trigger
    language plpgsql security definer set search_path = public as $$
begin
    perform kept_counts_apply('app.job_count_changes', 'jobs');
    perform kept_counts_apply('app.stage_count_changes', 'pipeline_stages');
    perform day_counts_apply();
    insert into data_versions as v (workspace_id, version)
        values (coalesce(new.workspace_id, '00000000-0000-0000-0000-000000000000'), 1)
        on conflict (workspace_id) do update set version = v.version + 1;
    delete from data_change_marks where id = new.id;
    return null;
end $$;
