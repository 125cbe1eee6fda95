-- Issue 15, "Fast" (docs/performance.md, "The dashboard's moves without grouping them"): the
-- corporate dashboard's "in process", "offers out" and "hires" tiles count applications, not
-- moves: an application that entered two interview stages in the period counts once. They grouped
-- both periods' moves by application (about 85,000 history rows for the last 30 days at the
-- issue-10 volume, joined to their stages for the kind): 160 ms on PGlite, 60% of the dashboard.
--
-- Each history row now keeps two facts, so that an application's first move of a class within any
-- window is one row found without grouping:
--   move_class              the class of the stage entered: 'in_process' (a screening or interview
--                           stage), 'offer' or 'hired' (the stage's funnel_kind, 024/030); null for
--                           applied, rejected, or a stage no longer in the job's pipeline;
--   previous_class_move_at  when the application last entered a stage of the same class before this
--                           move (ordered by moved_at, then id); null for its first.
-- The applications with a move of class C in [a, b) are then exactly the rows of class C in [a, b)
-- whose previous_class_move_at is null or before a: each such application's first move there.
--
-- Exact at every moment, whatever writes (API, import, SQL): a move appended after its
-- application's others (every move the product writes) is kept by a row trigger before it is
-- written, with no second write; any other change (a move written before a later one, a move
-- removed or changed, a stage's kind changed, a stage removed) recomputes the applications it
-- touches, in the writing statement's own transaction.

alter table application_stage_history add column move_class text, add column previous_class_move_at timestamptz;

-- The dashboard's classes of a stage kind.
create function move_class(kind text) returns text language sql immutable as $$
    select case when kind in ('screening', 'interview') then 'in_process' when kind in ('offer', 'hired') then kind end
$$;

-- Recomputes both facts for every move of the given applications; writes only the rows that change.
create function history_refresh_classes(ids uuid[]) returns void language plpgsql as $$
begin
    if cardinality(ids) = 0 then
        return;  -- an update of no row would still run the history's statement triggers
    end if;
    update application_stage_history h set move_class = x.class, previous_class_move_at = x.previous_at
    from (
        select r.id, r.class,
            case when r.class is not null then lag(r.moved_at) over (partition by r.application_id, r.class order by r.moved_at, r.id) end as previous_at
        from (
            select m.id, m.application_id, m.moved_at, move_class(s.funnel_kind) as class
            from application_stage_history m left join pipeline_stages s on s.id = m.to_stage_id and s.job_id = m.job_id
            where m.application_id = any(ids)
        ) r
    ) x
    where h.id = x.id and (h.move_class, h.previous_class_move_at) is distinct from (x.class, x.previous_at);
end $$;

-- A move written: its class from its stage, and its application's last move of that class before it.
-- Rows of the same statement written earlier are seen; one written before a later move of its
-- application is corrected by the statement trigger below.
create function history_class_entered() returns trigger language plpgsql as $$
begin
    new.move_class := move_class((select s.funnel_kind from pipeline_stages s where s.id = new.to_stage_id and s.job_id = new.job_id));
    new.previous_class_move_at := case when new.move_class is not null then (
        select max(h.moved_at) from application_stage_history h
        where h.application_id = new.application_id and h.move_class = new.move_class and (h.moved_at, h.id) < (new.moved_at, new.id)
    ) end;
    return new;
end $$;
create trigger history_class_entered before insert on application_stage_history
    for each row execute function history_class_entered();

-- A move written before a later move of its application (a whole history imported, SQL by hand):
-- the later moves' previous_class_move_at may name an older move than this one, so those
-- applications are recomputed. For a move the product writes (its application's latest) this is
-- one index probe that finds nothing.
create function history_classes_added() returns trigger language plpgsql as $$
begin
    perform history_refresh_classes(array(
        select distinct n.application_id from new_rows n
        where exists (select 1 from application_stage_history h where h.application_id = n.application_id and (h.moved_at, h.id) > (n.moved_at, n.id))));
    return null;
end $$;
create trigger history_classes_added after insert on application_stage_history
    referencing new table as new_rows for each statement execute function history_classes_added();

-- 027's statement triggers for a move removed or changed now keep the classes too.
create or replace function history_furthest_removed() returns trigger language plpgsql as $$
declare touched uuid[];
begin
    touched := array(select distinct application_id from old_rows);
    perform applications_refresh_furthest(touched);
    perform history_refresh_classes(touched);
    return null;
end $$;

-- Only moves whose application, job, stage or time changed: an erasure of a teammate's name
-- (candidateData.ts) and history_refresh_classes' own writes change none, so they recompute nothing.
create or replace function history_furthest_changed() returns trigger language plpgsql as $$
declare touched uuid[];
begin
    touched := array(
        select distinct unnest(array[o.application_id, n.application_id])
        from old_rows o full join new_rows n on n.id = o.id
        where (o.application_id, o.job_id, o.to_stage_id, o.moved_at) is distinct from (n.application_id, n.job_id, n.to_stage_id, n.moved_at));
    touched := array_remove(touched, null);
    if cardinality(touched) > 0 then
        perform applications_refresh_furthest(touched);
        perform history_refresh_classes(touched);
    end if;
    return null;
end $$;

-- A stage's kind changed (024/030's rule: a rename, a reorder, a stage added or removed): the moves
-- into it change class. A row trigger with a condition, so the kept counts' updates of the stage
-- (every card move) never run it.
create function pipeline_stage_kind_changed() returns trigger language plpgsql as $$
begin
    perform history_refresh_classes(array(select distinct h.application_id from application_stage_history h where h.to_stage_id = new.id));
    return null;
end $$;
create trigger pipeline_stage_kind_changed after update of funnel_kind on pipeline_stages
    for each row when (old.funnel_kind is distinct from new.funnel_kind) execute function pipeline_stage_kind_changed();

-- A stage removed: the moves into it no longer count (the dashboard always joined them to the
-- job's stages).
create function pipeline_stages_moves_unclassed() returns trigger language plpgsql as $$
begin
    perform history_refresh_classes(array(
        select distinct h.application_id from application_stage_history h where h.to_stage_id in (select id from old_rows)));
    return null;
end $$;
create trigger pipeline_stages_moves_unclassed after delete on pipeline_stages
    referencing old table as old_rows for each statement execute function pipeline_stages_moves_unclassed();

-- The dashboard reads a workspace's classed moves of both periods as three ranges of this index
-- (one per class), the reports' first hires as one; the rows are never visited. About half of all
-- moves are classed: applied and rejected are not.
create index application_stage_history_classed on application_stage_history (workspace_id, move_class, moved_at)
    include (previous_class_move_at, job_id) where move_class is not null;

-- The moves already there.
select history_refresh_classes(array(select distinct application_id from application_stage_history));
