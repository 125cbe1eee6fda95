-- Sign-in limits shared by every server process on the database (docs/decisions.md, "sign-in limits").
-- Both tables are workspace-owned, under the same policies as every workspace table (001_platform.sql,
-- 005_force_rls.sql): workspace_isolation, the owner's system_scope, and FORCE, so they hold for the
-- owner too.

-- The per-client budget: attempts of one client (IP address) at one bucket of routes of one
-- workspace, in a fixed window that ends at resets_at.
create table sign_in_attempts (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    bucket text not null,
    client text not null,
    attempts integer not null,
    resets_at timestamptz not null,
    primary key (workspace_id, bucket, client)
);
create index sign_in_attempts_resets on sign_in_attempts (resets_at);

-- The per-account backoff: consecutive failed sign-ins for one email of one workspace (whether
-- or not an account has it, so the answer tells nothing), and the lock they earned.
create table sign_in_failures (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    email text not null,
    failures integer not null,
    last_failure_at timestamptz not null,
    locked_until timestamptz,
    primary key (workspace_id, email)
);
create index sign_in_failures_last on sign_in_failures (last_failure_at);

do $$
declare t text;
begin
    foreach t in array array['sign_in_attempts','sign_in_failures'] loop
        execute format('alter table %I enable row level security', t);
        execute format('alter table %I force row level security', t);
        execute format($p$create policy workspace_isolation on %I
            using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
            with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)$p$, t);
        -- The migrating role owns the tables; like 005, only it may use the system scope.
        execute format($p$create policy system_scope on %I to current_user
            using (current_setting('app.system', true) = 'on')
            with check (current_setting('app.system', true) = 'on')$p$, t);
    end loop;
end $$;

grant select, insert, update, delete on sign_in_attempts, sign_in_failures to ats_app;
