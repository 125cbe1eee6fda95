-- Row-level security holds for the owner too (docs/database.md, "Workspaces and row-level security").
--
-- The tables belong to the role the server connects as, and a table's owner skips its policies
-- unless they are FORCED: any query on the plain handle, outside a request's withWorkspace, read
-- every workspace. From here on it reads none, except in the system scope: a transaction that set
-- app.system to 'on' (withSystem in server/db/scope.ts), which the second policy below honours
-- for the table's owner only. Requests run as ats_app, which owns nothing, so for them nothing
-- changes; a superuser (PGlite's, or postgres in CI) still bypasses every policy.
--
-- Every workspace-owned table that exists now: workspaces itself and each table with a
-- workspace_id column, config-driven resource tables included (server/crud/tables.ts does the
-- same for those it creates later). A later migration that creates a workspace table adds the
-- same two policies and FORCE itself.

do $$
declare t record;
begin
    for t in
        select c.relname, pg_get_userbyid(c.relowner) as owner
        from pg_class c
        where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace
          and (c.relname = 'workspaces'
               or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped))
    loop
        execute format('alter table %I enable row level security', t.relname);
        execute format('alter table %I force row level security', t.relname);
        if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = t.relname and policyname = 'system_scope') then
            execute format($p$create policy system_scope on %I to %I
                using (current_setting('app.system', true) = 'on')
                with check (current_setting('app.system', true) = 'on')$p$, t.relname, t.owner);
        end if;
    end loop;
end $$;
