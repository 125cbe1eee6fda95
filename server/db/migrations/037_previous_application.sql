-- Issue 15, "Fast" (docs/performance.md, "The candidate master without ranking every candidate"):
-- the candidate master lists the candidates who applied in the period, one row each with their
-- latest application of the period. It ranked the period's applications by candidate with window
-- functions: a sort of the 100,000 applications of the issue-10 volume that spilled to disk, about
-- 500 ms on PostgreSQL and 650 ms on PGlite before a page could be cut.
--
-- Each application now keeps its candidate's previous application (ordered by created_at, then id;
-- null for the first). An application is its candidate's latest of the period [a, b) exactly when
-- no application made before b names it as previous. So for the whole workspace the period's
-- latest applications are one pass over the period's applications against the few that have a
-- previous one, and a page of them is a walk of the (workspace, created_at) index.
--
-- Exact at every moment, whatever writes (API, import, SQL): an application made after its
-- candidate's others (every one the product makes) is kept by a row trigger before it is written,
-- with no second write; any other change (one made before a later one, one removed, one whose
-- candidate or time changed) recomputes its candidates' applications, in the writing statement's
-- own transaction.

alter table applications add column previous_application_id uuid;

-- The candidate's applications in order: the previous one (the row trigger), the lag (the refresh).
-- It serves every (workspace, candidate) lookup the old index did.
drop index applications_candidate;
create index applications_candidate on applications (workspace_id, candidate_id, created_at, id);

-- Recomputes previous_application_id for every application of the given candidates; writes only
-- the rows that change.
create function applications_refresh_previous(candidate_ids uuid[]) returns void language plpgsql as $$
begin
    if cardinality(candidate_ids) = 0 then
        return;  -- an update of no row would still run the applications' statement triggers
    end if;
    -- Through the candidates, so each one's applications are a range of applications_candidate.
    update applications a set previous_application_id = x.previous_id
    from (
        select r.id, lag(r.id) over (partition by r.candidate_id order by r.created_at, r.id) as previous_id
        from candidates c join applications r on r.workspace_id = c.workspace_id and r.candidate_id = c.id
        where c.id = any(candidate_ids)
    ) x
    where a.id = x.id and a.previous_application_id is distinct from x.previous_id;
end $$;

-- An application written: its candidate's last application before it. Rows of the same statement
-- written earlier are seen; one written before a later application of its candidate is corrected
-- by the statement trigger below.
create function applications_previous_entered() returns trigger language plpgsql as $$
begin
    new.previous_application_id := (
        select a.id from applications a
        where a.workspace_id = new.workspace_id and a.candidate_id = new.candidate_id and (a.created_at, a.id) < (new.created_at, new.id)
        order by a.created_at desc, a.id desc limit 1);
    return new;
end $$;
create trigger applications_previous_entered before insert on applications
    for each row execute function applications_previous_entered();

-- An application written before a later one of its candidate (an import of past applications, SQL
-- by hand): the later one's previous may now be this one. For an application the product makes
-- (its candidate's latest) this is one index probe that finds nothing.
create function applications_previous_added() returns trigger language plpgsql as $$
begin
    perform applications_refresh_previous(array(
        select distinct n.candidate_id from new_rows n
        where exists (
            select 1 from applications a
            where a.workspace_id = n.workspace_id and a.candidate_id = n.candidate_id and (a.created_at, a.id) > (n.created_at, n.id))));
    return null;
end $$;
create trigger applications_previous_added after insert on applications
    referencing new table as new_rows for each statement execute function applications_previous_added();

-- An application removed (its job or candidate deleted, or by itself): its candidate's next one
-- now follows the one before.
create function applications_previous_removed() returns trigger language plpgsql as $$
begin
    perform applications_refresh_previous(array(select distinct candidate_id from old_rows));
    return null;
end $$;
create trigger applications_previous_removed after delete on applications
    referencing old table as old_rows for each statement execute function applications_previous_removed();

-- An application whose candidate or time changed. A row trigger with a condition, so a card move,
-- a note or the refresh's own writes (which change neither) never run it.
create function applications_previous_changed() returns trigger language plpgsql as $$
begin
    perform applications_refresh_previous(array_remove(array[old.candidate_id, new.candidate_id], null));
    return null;
end $$;
create trigger applications_previous_changed after update of candidate_id, created_at on applications
    for each row when ((old.candidate_id, old.created_at) is distinct from (new.candidate_id, new.created_at))
    execute function applications_previous_changed();

-- The applications that have a previous one, with when they were made: the candidate master
-- reads them as "a later application before the period's end". The workspace is there for the
-- row-level security policy, so the index alone answers.
create index applications_previous on applications (previous_application_id) include (created_at, workspace_id)
    where previous_application_id is not null;

-- The applications already there.
select applications_refresh_previous(array(select distinct candidate_id from applications));
