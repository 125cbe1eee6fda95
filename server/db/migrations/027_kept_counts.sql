-- Issue 15, "Fast", second pass (docs/performance.md, "Dashboard and reports at volume"): the
-- corporate dashboard's cohort figures (applications per day, source mix, campaigns, the funnel)
-- for the whole workspace are read from counts the database keeps, instead of every application
-- of both periods (about 27,000 rows for the last 30 days at the issue-10 volume). Exact at every
-- moment: triggers in the writing statement's own transaction, whatever writes (API, import, SQL).
--
-- The grain is the workspace's calendar day (its time zone), because every dashboard period is a
-- run of whole calendar days there: a period is a range of kept rows, with no partial edges. The
-- job is not in the key: per job and day the table would hold about one row per application at
-- this volume's shape (80,000 applications over 499 jobs and 182 days) and buy nothing. A
-- dashboard narrowed to jobs (client, department, recruiter, a RECRUITER's own jobs) still counts
-- its rows.

-- 1. Each application's furthest funnel rank (024's funnel_rank: screening 1, interview 2, offer 3,
-- hired 4; applied and rejected 0): the highest rank of its current stage and of every stage its
-- history entered. The dashboard's funnel counts the period's applications by it.
alter table applications add column furthest_rank smallint not null default 0;

-- Recomputes the rank of the given applications from their stage and history (a history row
-- deleted, a stage's kind changed, a stage removed); writes only the rows whose rank changed.
create function applications_refresh_furthest(ids uuid[]) returns void language sql as $$
    update applications a set furthest_rank = r.rank
    from (
        select x.id, greatest(coalesce(s.funnel_rank, 0), coalesce((
            select max(hs.funnel_rank) from application_stage_history h join pipeline_stages hs on hs.id = h.to_stage_id
            where h.application_id = x.id and hs.job_id = x.job_id), 0))::smallint as rank
        from applications x left join pipeline_stages s on s.id = x.stage_id
        where x.id = any(ids)
    ) r
    where a.id = r.id and a.furthest_rank <> r.rank
$$;

create function applications_refresh_furthest_of_jobs(job_ids uuid[]) returns void language sql as $$
    select applications_refresh_furthest(array(select id from applications where job_id = any(job_ids)))
$$;

-- An application entering a stage (added, or moved): its rank can only rise. A row trigger on the
-- stage column only, so an edit of other fields never runs it.
create function applications_furthest_entered() returns trigger language plpgsql as $$
begin
    new.furthest_rank := greatest(case when tg_op = 'UPDATE' then old.furthest_rank else new.furthest_rank end,
        coalesce((select funnel_rank from pipeline_stages where id = new.stage_id), 0));
    return new;
end $$;
create trigger applications_furthest_inserted before insert on applications
    for each row execute function applications_furthest_entered();
create trigger applications_furthest_moved before update of stage_id on applications
    for each row when (old.stage_id is distinct from new.stage_id) execute function applications_furthest_entered();

-- History written (the card move writes the stage and the history in one statement, so this finds
-- nothing to raise; an import or a hand-written history may reach further than the current stage).
create function history_furthest_added() returns trigger language plpgsql as $$
begin
    update applications a set furthest_rank = x.rank
    from (
        select h.application_id, max(s.funnel_rank) as rank
        from new_rows h join pipeline_stages s on s.id = h.to_stage_id and s.job_id = h.job_id
        group by h.application_id
    ) x
    where a.id = x.application_id and x.rank > a.furthest_rank;
    return null;
end $$;
create function history_furthest_removed() returns trigger language plpgsql as $$
begin
    perform applications_refresh_furthest(array(select distinct application_id from old_rows));
    return null;
end $$;
create function history_furthest_changed() returns trigger language plpgsql as $$
begin
    perform applications_refresh_furthest(array(select distinct application_id from new_rows union select distinct application_id from old_rows));
    return null;
end $$;
create trigger history_furthest_added after insert on application_stage_history
    referencing new table as new_rows for each statement execute function history_furthest_added();
create trigger history_furthest_removed after delete on application_stage_history
    referencing old table as old_rows for each statement execute function history_furthest_removed();
create trigger history_furthest_changed after update on application_stage_history
    referencing old table as old_rows new table as new_rows for each statement execute function history_furthest_changed();

-- A stage's kind changed (024's rule: a rename, a reorder, a stage added or removed): the ranks of
-- its job's applications are recomputed in the same transaction. Same signature as 024's function,
-- now returning after the kinds are written.
create or replace function pipeline_stages_refresh_kinds(job_ids uuid[]) returns void language plpgsql as $$
declare changed uuid[];
begin
    with ruled as (
        select s.id,
            case
                when lower(s.name) = 'rejected' then 'rejected'
                when lower(s.name) = 'hired' then 'hired'
                when not bool_or(lower(s.name) = 'hired') over w
                    and s.position = max(s.position) filter (where lower(s.name) <> 'rejected') over w then 'hired'
                when s.position = min(s.position) over w then 'applied'
                when lower(s.name) like 'offer%' then 'offer'
                when lower(s.name) like '%interview%' then 'interview'
                else 'screening'
            end as kind
        from pipeline_stages s
        where s.job_id = any(job_ids)
        window w as (partition by s.job_id)
    ),
    ranked as (
        select id, kind, (case kind when 'screening' then 1 when 'interview' then 2 when 'offer' then 3 when 'hired' then 4 else 0 end)::smallint as rank
        from ruled
    ),
    written as (
        update pipeline_stages s set funnel_kind = r.kind, funnel_rank = r.rank
        from ranked r
        where s.id = r.id and (s.funnel_kind, s.funnel_rank) is distinct from (r.kind, r.rank)
        returning s.job_id
    )
    select array(select distinct job_id from written) into changed;
    if cardinality(changed) > 0 then
        perform applications_refresh_furthest_of_jobs(changed);
    end if;
end $$;

-- A stage removed: history into it no longer counts (the dashboard joins history to the job's
-- stages), so its job's ranks are recomputed even when no kind changed.
create or replace function pipeline_stages_kinds_removed() returns trigger language plpgsql as $$
declare jobs uuid[];
begin
    jobs := array(select distinct job_id from old_rows);
    perform pipeline_stages_refresh_kinds(jobs);
    perform applications_refresh_furthest_of_jobs(jobs);
    return null;
end $$;

-- 2. The kept counts: applications per workspace, calendar day of created_at in the workspace's time
-- zone, source bucket (024's generated column), trimmed campaign ('' for none) and furthest rank.
create table application_day_counts (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    day date not null,
    source_bucket text not null,
    campaign text not null,
    furthest_rank smallint not null,
    count integer not null,
    primary key (workspace_id, day, source_bucket, campaign, furthest_rank)
);

alter table application_day_counts enable row level security;
alter table application_day_counts force row level security;
create policy workspace_isolation on application_day_counts
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on application_day_counts to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;
grant select, insert, update, delete on application_day_counts to ats_app;

-- Statement triggers: an import of 10,000 applications adds its groups once. Each statement's rows
-- are netted per key first (a card move that leaves the rank as it was writes nothing), and the
-- keys are written in order, so two transactions touching the same days wait rather than deadlock.
create function application_day_counts_apply() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        insert into application_day_counts as c (workspace_id, day, source_bucket, campaign, furthest_rank, count)
        select r.workspace_id, (r.created_at at time zone w.time_zone)::date, r.source_bucket, coalesce(trim(r.utm_campaign), ''), r.furthest_rank, count(*)::int
        from new_rows r join workspaces w on w.id = r.workspace_id
        group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
        on conflict (workspace_id, day, source_bucket, campaign, furthest_rank) do update set count = c.count + excluded.count;
    elsif tg_op = 'DELETE' then
        insert into application_day_counts as c (workspace_id, day, source_bucket, campaign, furthest_rank, count)
        select r.workspace_id, (r.created_at at time zone w.time_zone)::date, r.source_bucket, coalesce(trim(r.utm_campaign), ''), r.furthest_rank, -count(*)::int
        from old_rows r join workspaces w on w.id = r.workspace_id
        group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
        on conflict (workspace_id, day, source_bucket, campaign, furthest_rank) do update set count = c.count + excluded.count;
    else
        insert into application_day_counts as c (workspace_id, day, source_bucket, campaign, furthest_rank, count)
        select d.workspace_id, d.day, d.source_bucket, d.campaign, d.furthest_rank, sum(d.n)::int
        from (
            select r.workspace_id, (r.created_at at time zone w.time_zone)::date as day, r.source_bucket, coalesce(trim(r.utm_campaign), '') as campaign, r.furthest_rank, 1 as n
            from new_rows r join workspaces w on w.id = r.workspace_id
            union all
            select r.workspace_id, (r.created_at at time zone w.time_zone)::date, r.source_bucket, coalesce(trim(r.utm_campaign), ''), r.furthest_rank, -1
            from old_rows r join workspaces w on w.id = r.workspace_id
        ) d
        group by 1, 2, 3, 4, 5 having sum(d.n) <> 0 order by 1, 2, 3, 4, 5
        on conflict (workspace_id, day, source_bucket, campaign, furthest_rank) do update set count = c.count + excluded.count;
    end if;
    return null;
end $$;
create trigger application_day_counts_inserted after insert on applications
    referencing new table as new_rows for each statement execute function application_day_counts_apply();
create trigger application_day_counts_deleted after delete on applications
    referencing old table as old_rows for each statement execute function application_day_counts_apply();
create trigger application_day_counts_updated after update on applications
    referencing old table as old_rows new table as new_rows for each statement execute function application_day_counts_apply();

-- Rebuilds a workspace's counts from its applications: the migration below, and a change of the
-- workspace's time zone (which moves applications between calendar days).
create function application_day_counts_rebuild(ws uuid) returns void language sql as $$
    delete from application_day_counts where workspace_id = ws;
    insert into application_day_counts (workspace_id, day, source_bucket, campaign, furthest_rank, count)
    select a.workspace_id, (a.created_at at time zone w.time_zone)::date, a.source_bucket, coalesce(trim(a.utm_campaign), ''), a.furthest_rank, count(*)::int
    from applications a join workspaces w on w.id = a.workspace_id
    where a.workspace_id = ws
    group by 1, 2, 3, 4, 5;
$$;
create function workspaces_time_zone_changed() returns trigger language plpgsql as $$
begin
    perform application_day_counts_rebuild(new.id);
    return null;
end $$;
create trigger workspaces_time_zone_changed after update of time_zone on workspaces
    for each row when (old.time_zone is distinct from new.time_zone) execute function workspaces_time_zone_changed();

-- The ranks and counts of the data already there.
select applications_refresh_furthest(array(select id from applications));
select application_day_counts_rebuild(id) from workspaces;
