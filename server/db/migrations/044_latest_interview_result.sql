-- An application keeps its latest interview result's interview (docs/performance.md, "The board's
-- latest interview result kept"). Each card of the board, a column's load-more and a move's answer
-- shows the badge of its latest result; the card's statement looked it up with a subquery per card
-- (an index probe, a sort and a limit for each of the board's 160 cards, most of which have no
-- result), a quarter to a third of the board's statement on PGlite. The card now reads the kept
-- interview by its key, and only when there is one.
--
-- Kept by statement triggers on interviews: a result written, changed or cleared, its time changed,
-- or an interview added or removed, refreshes its application's latest (the same order as the
-- card's badge: the latest result_at, then the id).
alter table applications add column latest_result_interview_id uuid;

update applications a set latest_result_interview_id = l.id
from (select distinct on (application_id) application_id, id from interviews
      where result is not null order by application_id, result_at desc, id) l
where l.application_id = a.id;

create function applications_refresh_latest_result(ids uuid[]) returns void language sql as $$
    update applications a set latest_result_interview_id = l.id
    from (select x.id as application_id,
                 (select i.id from interviews i where i.application_id = x.id and i.result is not null
                  order by i.result_at desc, i.id limit 1) as id
          from unnest(ids) as x(id)) l
    where a.id = l.application_id and a.latest_result_interview_id is distinct from l.id;
$$;

create function interviews_latest_result_inserted() returns trigger language plpgsql as $$
begin
    perform applications_refresh_latest_result(array(select distinct application_id from new_rows where result is not null));
    return null;
end $$;

create function interviews_latest_result_deleted() returns trigger language plpgsql as $$
begin
    perform applications_refresh_latest_result(array(select distinct application_id from old_rows where result is not null));
    return null;
end $$;

-- Any update (a transition table rules out a column list): only rows whose result, its time or
-- application changed refresh, so a rescheduling or a note refreshes nothing.
create function interviews_latest_result_updated() returns trigger language plpgsql as $$
begin
    perform applications_refresh_latest_result(array(
        select distinct x.application_id
        from new_rows n join old_rows o on o.id = n.id
        cross join lateral (values (n.application_id), (o.application_id)) as x(application_id)
        where n.result is distinct from o.result or n.result_at is distinct from o.result_at or n.application_id <> o.application_id));
    return null;
end $$;

create trigger interviews_latest_result_inserted after insert on interviews
    referencing new table as new_rows for each statement execute function interviews_latest_result_inserted();
create trigger interviews_latest_result_deleted after delete on interviews
    referencing old table as old_rows for each statement execute function interviews_latest_result_deleted();
create trigger interviews_latest_result_updated after update on interviews
    referencing old table as old_rows new table as new_rows for each statement execute function interviews_latest_result_updated();
