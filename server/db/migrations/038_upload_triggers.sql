-- Issue 10, "Bulk import" (docs/performance.md, "The upload's triggers"): two costs per row of
-- an upload of 10,000 applicants, found with pg_stat_user_functions and auto_explain.
--
-- 1. The stage history's class (036). Its row trigger cost 0.2 ms a row on PostgreSQL, more as
-- the upload went on: 2.1 s of the upload. Two reasons:
--   * move_class((select ...)): a subquery given as an argument that the function reads three
--     times stops the planner from inlining move_class, so every row ran it as a function call;
--   * the previous move of the class was asked for by class and time, which the classed index
--     (036) answers: the planner walked it backwards from the move's time, through every move of
--     that class in the workspace made at or before it, to find none for a new application. An
--     upload's moves all share the transaction's time, so each row walked all the upload's moves
--     of its class before it (auto_explain).
-- Now the stage's kind is read by one query with move_class inlined into it, and the previous move
-- is read from the application's own moves (application_stage_history_app), filtered by class:
-- the classed index cannot answer a query that does not name the class. The facts kept, and when
-- they are kept, are 036's. A stage not in the move's job's pipeline leaves no row: no class.
create or replace function history_class_entered() returns trigger language plpgsql as $$
begin
    select move_class(s.funnel_kind) into new.move_class from pipeline_stages s where s.id = new.to_stage_id and s.job_id = new.job_id;
    new.previous_class_move_at := case when new.move_class is not null then (
        select max(h.moved_at) filter (where h.move_class = new.move_class) from application_stage_history h
        where h.application_id = new.application_id and (h.moved_at, h.id) < (new.moved_at, new.id)
    ) end;
    return new;
end $$;

-- 2. The search terms' key to their candidate (007). The terms are written only by candidates'
-- triggers (007), from the candidate row being written, so the key never refused a row; it checked
-- each of the some 83,000 terms of such an upload against candidates, about 1 s of the upload's
-- 3 s of candidates on PostgreSQL (EXPLAIN ANALYZE of the terms' insert: 0.94 s writing, 0.99 s
-- checking). What the key did besides, removing a candidate's terms with the candidate (a
-- workspace's removal removes its candidates), is a statement trigger now: one delete for all the
-- statement's candidates. Like 033's keys, no "if exists": a name that differed would stop the
-- migration, not pass it by.
alter table candidate_search_terms drop constraint candidate_search_terms_workspace_id_candidate_id_fkey;

create function candidate_search_terms_removed() returns trigger language plpgsql as $$
begin
    delete from candidate_search_terms t using old_rows o where t.workspace_id = o.workspace_id and t.candidate_id = o.id;
    return null;
end $$;
create trigger candidate_search_terms_removed after delete on candidates
    referencing old table as old_rows for each statement execute function candidate_search_terms_removed();

-- A truncation of the candidates (`truncate … cascade`, by hand) takes every term with it, as the
-- key's cascade did: a truncation fires no delete trigger.
create function candidate_search_terms_truncated() returns trigger language plpgsql as $$
begin
    truncate candidate_search_terms;
    return null;
end $$;
create trigger candidate_search_terms_truncated after truncate on candidates
    for each statement execute function candidate_search_terms_truncated();
