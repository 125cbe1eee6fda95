-- The cache epoch (docs/performance.md, "The engine"). Each server process keeps the workspace of a
-- host and the user of a session in memory; a cached entry is good only while this counter is the
-- one it was read at. Every change that could alter an answer of those caches (any update or delete
-- of workspaces, users or sessions: a logout, a role or permission change, a disabled account,
-- changed company settings) moves the counter in the same transaction, and every request reads it
-- in the statement that opens its workspace scope (server/db/scope.ts), so the very next request
-- on every process sharing the database sees the change. Not workspace-owned: one row for all.
create table cache_epoch (
    only_row boolean primary key default true check (only_row),
    epoch bigint not null default 0
);
insert into cache_epoch default values;
grant select on cache_epoch to ats_app;

-- Runs as the owner (security definer): requests, as ats_app, may read the counter but not set it.
-- Once per transaction (a transaction-local flag), and at commit (the triggers below are deferred):
-- the counter's row lock is then taken after every other lock of the transaction, so two
-- transactions cannot deadlock on it, and it is held only while the transaction commits.
create function bump_cache_epoch() returns trigger
    language plpgsql security definer set search_path = public as $$
begin
    if current_setting('app.cache_epoch_bumped', true) is distinct from 'on' then
        update cache_epoch set epoch = epoch + 1;
        perform set_config('app.cache_epoch_bumped', 'on', true);
    end if;
    return null;
end $$;

create constraint trigger workspaces_cache_epoch after update or delete on workspaces
    deferrable initially deferred for each row execute function bump_cache_epoch();
create constraint trigger users_cache_epoch after update or delete on users
    deferrable initially deferred for each row execute function bump_cache_epoch();
create constraint trigger sessions_cache_epoch after update or delete on sessions
    deferrable initially deferred for each row execute function bump_cache_epoch();
