-- Bulk messages and the communication log (docs/api-communication.md, "Bulk messages").
-- An address that followed a marketing mail's unsubscribe link (or its one-click header):
-- marketing mail and talent notifications of this workspace skip it; transactional mail
-- (invites, interview invitations, offers) still goes. Kept per workspace and per address
-- (lower-cased), not per candidate: a talent pool member need not be a candidate.
create table email_unsubscribes (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    email text not null check (email = lower(email) and length(email) between 3 and 254),
    source text not null check (source in ('LINK', 'ONE_CLICK')),
    created_at timestamptz not null default now(),
    primary key (workspace_id, email)
);

alter table email_unsubscribes enable row level security;
alter table email_unsubscribes force row level security;
create policy workspace_isolation on email_unsubscribes
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on email_unsubscribes to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;

grant select, insert, update, delete on email_unsubscribes to ats_app;

-- The log's status filters on the workspace's failed mail (a few rows among many sent).
create index email_outbox_failed on email_outbox (workspace_id, created_at desc)
    where sent_at is null and last_error is not null;
