-- A change of the workspace's time zone and the applications per day written beside it
-- (027_kept_counts.sql; pended until commit since 045_kept_counts_at_commit.sql).
--
-- A write of applications works out each row's calendar day with the time zone it reads when its
-- statement runs, and adds its changes at commit. A change of the time zone rebuilds the
-- workspace's days from the applications it sees. On a PostgreSQL server the two could cross:
-- a transaction that had pended its days in the old zone, and committed after the change's rebuild
-- had read the applications, added its rows to the old zone's days (the rebuild had not seen them),
-- so the dashboard's counts stayed off by those rows until the next rebuild. PGlite runs one
-- transaction at a time, so only a server could.
--
-- Now a workspace's days have an advisory lock: the change takes it exclusively before it rebuilds,
-- and the commit-time write takes it shared before it reads the zone. Whichever comes second sees
-- the other's work: a change that comes second waits for the write's commit and rebuilds with its
-- rows; a write that comes second reads the new zone. A write whose changes were pended in another
-- zone than the one it reads then (the change came between its statements and its commit) rebuilds
-- the workspace's days instead of adding them: the rebuild sees its own rows too. Shared holders do
-- not wait on each other, so writes of applications still do not.

-- The lock's first key (the second is a hash of the workspace's id); other advisory locks'
-- first keys: signInThrottle.ts.
create function day_counts_lock(ws uuid, exclusive boolean) returns void language plpgsql as $$
begin
    if exclusive then
        perform pg_advisory_xact_lock(7421007, hashtext(ws::text));
    else
        perform pg_advisory_xact_lock_shared(7421007, hashtext(ws::text));
    end if;
end $$;

create or replace function workspaces_time_zone_changed() returns trigger language plpgsql as $$
begin
    perform day_counts_lock(new.id, true);
    perform application_day_counts_rebuild(new.id);
    return null;
end $$;

-- 045's pending changes, each with the zone its day was worked out in (z).
create or replace function day_counts_pend(changes jsonb) returns void language plpgsql as $$
declare pending jsonb;
begin
    if changes is null or changes = '[]'::jsonb then
        return;
    end if;
    select coalesce(jsonb_agg(to_jsonb(summed)), '[]'::jsonb) into pending from (
        select x.w, x.z, x.d, x.b, x.c, x.r, sum(x.n)::int as n
        from jsonb_to_recordset(coalesce(nullif(current_setting('app.day_count_changes', true), ''), '[]')::jsonb || changes)
             as x(w uuid, z text, d date, b text, c text, r smallint, n int)
        group by 1, 2, 3, 4, 5, 6 having sum(x.n) <> 0
    ) summed;
    perform set_config('app.day_count_changes', pending::text, true);
end $$;

-- Writes the pending day counts in key order, and clears them. Each workspace's lock is taken (in
-- id order) before its zone is read; a workspace whose zone is no longer the one its changes were
-- worked out in is rebuilt instead.
create or replace function day_counts_apply() returns void language plpgsql as $$
declare pending text := nullif(current_setting('app.day_count_changes', true), '');
declare ws uuid;
declare moved uuid[];
begin
    if pending is null or pending = '[]' then
        return;
    end if;
    for ws in select distinct x.w from jsonb_to_recordset(pending::jsonb) as x(w uuid) order by 1 loop
        perform day_counts_lock(ws, false);
    end loop;
    moved := array(select distinct x.w from jsonb_to_recordset(pending::jsonb) as x(w uuid, z text)
                   join workspaces w on w.id = x.w where w.time_zone is distinct from x.z order by 1);
    insert into application_day_counts as c (workspace_id, day, source_bucket, campaign, furthest_rank, count)
    select x.w, x.d, x.b, x.c, x.r, sum(x.n)::int
    from jsonb_to_recordset(pending::jsonb) as x(w uuid, z text, d date, b text, c text, r smallint, n int)
    where x.w <> all(moved)
    group by 1, 2, 3, 4, 5 having sum(x.n) <> 0
    order by 1, 2, 3, 4, 5
    on conflict (workspace_id, day, source_bucket, campaign, furthest_rank) do update set count = c.count + excluded.count;
    perform application_day_counts_rebuild(m) from unnest(moved) as m;
    perform set_config('app.day_count_changes', '', true);
end $$;

-- 045's trigger function, each change carrying its zone.
create or replace function application_day_counts_apply() returns trigger language plpgsql as $$
declare changes jsonb;
begin
    if tg_op = 'INSERT' then
        select jsonb_agg(to_jsonb(g)) into changes from (
            select r.workspace_id as w, ws.time_zone as z, (r.created_at at time zone ws.time_zone)::date as d, r.source_bucket as b, coalesce(trim(r.utm_campaign), '') as c, r.furthest_rank as r, count(*)::int as n
            from new_rows r join workspaces ws on ws.id = r.workspace_id
            group by 1, 2, 3, 4, 5, 6
        ) g;
    elsif tg_op = 'DELETE' then
        select jsonb_agg(to_jsonb(g)) into changes from (
            select r.workspace_id as w, ws.time_zone as z, (r.created_at at time zone ws.time_zone)::date as d, r.source_bucket as b, coalesce(trim(r.utm_campaign), '') as c, r.furthest_rank as r, -count(*)::int as n
            from old_rows r join workspaces ws on ws.id = r.workspace_id
            group by 1, 2, 3, 4, 5, 6
        ) g;
    else
        select jsonb_agg(to_jsonb(g)) into changes from (
            select x.w, x.z, x.d, x.b, x.c, x.r, sum(x.n)::int as n from (
                select r.workspace_id as w, ws.time_zone as z, (r.created_at at time zone ws.time_zone)::date as d, r.source_bucket as b, coalesce(trim(r.utm_campaign), '') as c, r.furthest_rank as r, 1 as n
                from new_rows r join workspaces ws on ws.id = r.workspace_id
                union all
                select r.workspace_id, ws.time_zone, (r.created_at at time zone ws.time_zone)::date, r.source_bucket, coalesce(trim(r.utm_campaign), ''), r.furthest_rank, -1
                from old_rows r join workspaces ws on ws.id = r.workspace_id
            ) x
            group by 1, 2, 3, 4, 5, 6 having sum(x.n) <> 0
        ) g;
    end if;
    perform day_counts_pend(changes);
    return null;
end $$;
