-- Uploaded files in the database itself, for FILE_STORAGE=database (server/lib/databaseFiles.ts):
-- several machines share them through the database, and pg_dump backs them up with the rows.
create table if not exists stored_file_bytes (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    area text not null,
    name text not null,
    bytes bytea not null,
    created_at timestamptz not null default now(),
    primary key (workspace_id, area, name)
);

-- Same policies as every workspace table (012_vendor_portal.sql): a workspace's own rows, or the system scope.
do $$
begin
    alter table stored_file_bytes enable row level security;
    alter table stored_file_bytes force row level security;
    create policy workspace_isolation on stored_file_bytes
        using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
        with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
    execute format($p$create policy system_scope on stored_file_bytes to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;
grant select, insert, update, delete on stored_file_bytes to ats_app;
