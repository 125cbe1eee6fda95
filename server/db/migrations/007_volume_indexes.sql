-- Queries at volume (issue 10; docs/performance.md, "Queries at volume").
--
-- Row-level security shapes every index here: a request runs as ats_app, so each table's policy
-- (workspace_id = the request's workspace) is applied before the query's own conditions, and a
-- condition whose operator is not LEAKPROOF (ILIKE, @@ of full-text search, jsonb @>, array &&)
-- may not be used as an index condition ahead of it. Only plain comparisons (=, <, >=, on uuid,
-- text, integers, timestamps) reach an index. And since the policy reads workspace_id, an index
-- without that column can never answer a count from the index alone.

-- The board: each column's first page is the first `limit` entries of (job, stage) in this order
-- (newest arrivals first, id breaking ties), so the per-stage LIMIT stops after `limit` entries
-- instead of ranking the whole job. workspace_id and recruiter_id ride along so the per-stage
-- counts (and the recruiter filters) are answered from the index. Replaces 003's
-- (job_id, stage_id, stage_entered_at desc), which had neither the tie-breaker nor the columns.
drop index if exists applications_board;
create index applications_board on applications (job_id, stage_id, stage_entered_at desc, id) include (workspace_id, recruiter_id);

-- Workspace-wide candidate search (GET /api/candidates/search). Every word of a candidate's name,
-- the words of the email's local part and the whole email ('@' first), the phone's digits (whole and the
-- last ten) and every word of the skills, lower-cased: one row per (candidate, term). A search
-- word is a prefix range on `term` (>= and <, which are leakproof; COLLATE "C" makes the range
-- byte order), served by the btree below even under row-level security, where a GIN index over
-- a tsvector (@@ is not leakproof) or pg_trgm would not be: the planner keeps a leaky condition
-- behind the policy, so it cannot drive an index. PGlite ships pg_trgm but only loads it when the
-- engine is created with it; this works on both engines with core PostgreSQL alone. Title and
-- city are left out (filters, not names; each would add rows for every candidate), and so are
-- the email's domain words (nearly every candidate shares one).
create table candidate_search_terms (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    candidate_id uuid not null,
    term text collate "C" not null,
    -- The candidate's arrival: results are newest first, so a page is chosen from this table
    -- alone and only its rows are read from candidates.
    created_at timestamptz not null,
    primary key (workspace_id, term, candidate_id) include (created_at),
    foreign key (workspace_id, candidate_id) references candidates (workspace_id, id) on delete cascade
);
-- A candidate's terms: the cascade from candidates, the trigger's delete, and the search's check
-- of its other words for each candidate the first word found.
create index candidate_search_terms_candidate on candidate_search_terms (workspace_id, candidate_id, term);

-- The terms of one candidate. Immutable: the same fields always give the same terms.
create function candidate_search_terms_of(first_name text, last_name text, email text, phone text, skills jsonb)
returns setof text language sql immutable parallel safe as $$
    select distinct t from (
        select regexp_split_to_table(lower(concat_ws(' ', first_name, last_name, split_part(email, '@', 1),
                   case when jsonb_typeof(skills) = 'array' then (select string_agg(s, ' ') from jsonb_array_elements_text(skills) s) end)),
               '[^[:alnum:]]+') as t
        union all
        -- The whole address, behind '@' so that a plain word (letters and digits only) never
        -- matches it: "priya" finds Priya once, not also through priya.nair@...; a search typed
        -- with an @ is matched from the address's start.
        select '@' || lower(email)
        union all
        select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')
        union all
        select right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10)
    ) words
    where t <> '' and length(t) <= 200
$$;

-- Kept in step with candidates by statement triggers (one set-based statement per insert or
-- update, however many rows: an upload of thousands of candidates adds one INSERT ... SELECT).
-- Deleting a candidate cascades.
create function candidate_search_terms_insert() returns trigger language plpgsql as $$
begin
    insert into candidate_search_terms (workspace_id, candidate_id, term, created_at)
    select n.workspace_id, n.id, t, n.created_at
    from new_rows n, candidate_search_terms_of(n.first_name, n.last_name, n.email, n.phone, n.skills) t;
    return null;
end $$;

create function candidate_search_terms_update() returns trigger language plpgsql as $$
begin
    -- Only candidates whose searched fields (or arrival) changed: a version bump or a resume link changes none.
    delete from candidate_search_terms s
    using new_rows n join old_rows o on o.id = n.id
    where s.workspace_id = n.workspace_id and s.candidate_id = n.id
      and (n.first_name, n.last_name, n.email, n.phone, n.skills, n.created_at)
          is distinct from (o.first_name, o.last_name, o.email, o.phone, o.skills, o.created_at);
    insert into candidate_search_terms (workspace_id, candidate_id, term, created_at)
    select n.workspace_id, n.id, t, n.created_at
    from new_rows n join old_rows o on o.id = n.id,
         candidate_search_terms_of(n.first_name, n.last_name, n.email, n.phone, n.skills) t
    where (n.first_name, n.last_name, n.email, n.phone, n.skills, n.created_at)
          is distinct from (o.first_name, o.last_name, o.email, o.phone, o.skills, o.created_at);
    return null;
end $$;

create trigger candidate_search_terms_insert after insert on candidates
    referencing new table as new_rows for each statement execute function candidate_search_terms_insert();
create trigger candidate_search_terms_update after update on candidates
    referencing old table as old_rows new table as new_rows for each statement execute function candidate_search_terms_update();

-- The candidates already there (migrations run in the system scope and see every workspace).
insert into candidate_search_terms (workspace_id, candidate_id, term, created_at)
select c.workspace_id, c.id, t, c.created_at
from candidates c, candidate_search_terms_of(c.first_name, c.last_name, c.email, c.phone, c.skills) t;

-- Workspace-owned: the same policies and FORCE as every workspace table (005_force_rls.sql).
alter table candidate_search_terms enable row level security;
alter table candidate_search_terms force row level security;
create policy workspace_isolation on candidate_search_terms
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
create policy system_scope on candidate_search_terms to current_user
    using (current_setting('app.system', true) = 'on')
    with check (current_setting('app.system', true) = 'on');
grant select, insert, delete on candidate_search_terms to ats_app;

-- Applications per stage, kept by the database: the board's column counts and the job list's
-- applicant counts are read from here instead of counting a job's applications on every request
-- (20,000 index entries cost about 10 ms on PostgreSQL and 50 to 100 ms on PGlite, where no
-- autovacuum sets the visibility map an index-only count needs). Counts with a filter (recruiter,
-- unassigned, search) are still counted, over what the filter leaves. Statement triggers: one
-- UPDATE per stage touched, whatever the statement's number of rows, in stage id order, so two
-- moves in opposite directions wait for each other instead of deadlocking.
alter table pipeline_stages add column application_count integer not null default 0;

update pipeline_stages s set application_count = c.n
from (select stage_id, count(*)::int as n from applications group by stage_id) c
where c.stage_id = s.id;

-- Adds each stage's change, one UPDATE by primary key per stage, in stage id order: the row locks
-- are always taken in that order.
create function applications_counted_insert() returns trigger language plpgsql as $$
declare d record;
begin
    for d in select stage_id, count(*)::int as n from new_rows group by stage_id order by stage_id loop
        update pipeline_stages set application_count = application_count + d.n where id = d.stage_id;
    end loop;
    return null;
end $$;

create function applications_counted_delete() returns trigger language plpgsql as $$
declare d record;
begin
    for d in select stage_id, count(*)::int as n from old_rows group by stage_id order by stage_id loop
        update pipeline_stages set application_count = application_count - d.n where id = d.stage_id;
    end loop;
    return null;
end $$;

create function applications_counted_update() returns trigger language plpgsql as $$
declare d record;
begin
    for d in
        select stage_id, sum(n)::int as n from (
            select n.stage_id, 1 as n from new_rows n join old_rows o on o.id = n.id where n.stage_id <> o.stage_id
            union all
            select o.stage_id, -1 from new_rows n join old_rows o on o.id = n.id where n.stage_id <> o.stage_id
        ) moves
        group by stage_id having sum(n) <> 0 order by stage_id
    loop
        update pipeline_stages set application_count = application_count + d.n where id = d.stage_id;
    end loop;
    return null;
end $$;

create trigger applications_counted_insert after insert on applications
    referencing new table as new_rows for each statement execute function applications_counted_insert();
create trigger applications_counted_delete after delete on applications
    referencing old table as old_rows for each statement execute function applications_counted_delete();
-- Any update (a transition table rules out a column list): the function counts stage changes only.
create trigger applications_counted_update after update on applications
    referencing old table as old_rows new table as new_rows for each statement execute function applications_counted_update();
