-- Issue 15, "Fast": the dashboards' and reports' answers kept per data version
-- (server/lib/keptAnswers.ts, docs/performance.md "Answers kept per data version").
--
-- A dashboard or report of a workspace at 100,000 applications costs 0.1 to 1 s of database time,
-- and the answer is the same until the workspace's data changes. Each server process keeps the
-- answers it computed, tagged with the workspace's data version: a counter per workspace that
-- every committed write to the workspace's data moves. A kept answer of another version is never
-- served, so the next request after any change (on any process sharing the database) computes the
-- answer again.
--
-- The row of the nil workspace id is the version of "every workspace": work in the system scope
-- (withSystem: seeding, offer expiry, the automation worker) does not name its workspace, so it
-- moves that row, and a workspace's version is the sum of its own row and that one.
create table data_versions (
    workspace_id uuid primary key,
    version bigint not null default 0
);
-- Requests (ats_app) read their workspace's row and the every-workspace row, and write none: the
-- triggers below write, as the owner (security definer), within the writer's scope: a request's
-- workspace, or the system scope. A query outside any scope sees no row, as on every workspace table.
alter table data_versions enable row level security;
alter table data_versions force row level security;
create policy workspace_isolation on data_versions
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid
           or (workspace_id = '00000000-0000-0000-0000-000000000000' and nullif(current_setting('app.workspace_id', true), '') is not null))
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on data_versions to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;
-- Only read: the schema's default privileges (001) gave ats_app every table's writes.
revoke insert, update, delete, truncate on data_versions from ats_app;
grant select on data_versions to ats_app;

-- One row per writing transaction, inserted by its first write and removed at its commit (the
-- deferred trigger below), so the version's row lock is taken at commit only: two transactions of
-- one workspace wait for each other only while committing, never for the length of an import.
create table data_change_marks (
    id bigint generated always as identity primary key,
    workspace_id uuid
);
-- The owner's alone: written and removed only by the triggers below.
revoke all on data_change_marks from ats_app;
alter table data_change_marks enable row level security;
alter table data_change_marks force row level security;
create policy workspace_isolation on data_change_marks
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on data_change_marks to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;

-- After each writing statement, as the owner (security definer: requests may read the versions,
-- never set them). Once per transaction (a transaction-local flag, undone with a rolled-back
-- savepoint). A statement that changed no row (a dispatcher's claim that found nothing) has no
-- transaction id yet and marks nothing, unless an earlier statement of its transaction wrote.
create function data_change_mark() returns trigger
    language plpgsql security definer set search_path = public as $$
begin
    if current_setting('app.data_change_marked', true) is distinct from 'on' and pg_current_xact_id_if_assigned() is not null then
        insert into data_change_marks (workspace_id) values (nullif(current_setting('app.workspace_id', true), '')::uuid);
        perform set_config('app.data_change_marked', 'on', true);
    end if;
    return null;
end $$;

create function data_version_bump() returns trigger
    language plpgsql security definer set search_path = public as $$
begin
    insert into data_versions as v (workspace_id, version)
        values (coalesce(new.workspace_id, '00000000-0000-0000-0000-000000000000'), 1)
        on conflict (workspace_id) do update set version = v.version + 1;
    delete from data_change_marks where id = new.id;
    return null;
end $$;
create constraint trigger data_change_marks_bump after insert on data_change_marks
    deferrable initially deferred for each row execute function data_version_bump();

-- Every workspace-owned table's writes move the version (the generated resources' tables too:
-- server/crud/tables.ts), but those of tables no kept answer reads and that change on their own
-- schedule: sign-in bookkeeping, the automation queue (written by background passes every few
-- seconds), saved report views, and the rows that triggers of another table keep (that table's
-- statement marks the transaction). Sessions and the outboxes move it when a row is added (the
-- usage pages count sign-ins and messages), not when a background pass or a request updates one.
-- tests/api/dataVersions.test.ts holds these lists against the database's tables.
do $$
declare t text;
begin
    for t in
        select c.relname from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
          and (c.relname = 'workspaces'
               or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped))
          and c.relname not in ('data_versions', 'data_change_marks', 'sessions', 'email_outbox', 'whatsapp_outbox',
                                'password_resets', 'sign_in_attempts', 'sign_in_failures', 'otp_challenges', 'automation_events',
                                'automation_sends', 'report_views', 'application_day_counts', 'candidate_search_terms',
                                'stored_file_bytes')
    loop
        execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function data_change_mark()',
                       t || '_data_change', t);
    end loop;
end $$;
create trigger sessions_data_change after insert on sessions
    for each statement execute function data_change_mark();
create trigger email_outbox_data_change after insert on email_outbox
    for each statement execute function data_change_mark();
create trigger whatsapp_outbox_data_change after insert on whatsapp_outbox
    for each statement execute function data_change_mark();
