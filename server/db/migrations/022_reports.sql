-- Reports (docs/api-reports.md): saved views, and the index the offer letter report's period needs.

-- A teammate's saved report: its name, the report, its filters and the columns shown. Private to
-- its owner unless shared with the workspace (every teammate who may read reports then sees it;
-- only the owner changes or deletes it).
create table report_views (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    user_id uuid not null,
    name text not null check (length(trim(name)) between 1 and 80),
    report text not null check (length(report) between 1 and 60),
    filters jsonb not null default '{}'::jsonb check (jsonb_typeof(filters) = 'object'),
    columns jsonb not null default '[]'::jsonb check (jsonb_typeof(columns) = 'array'),
    shared boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint report_views_workspace_id_id_key unique (workspace_id, id),
    foreign key (workspace_id, user_id) references users (workspace_id, id) on delete cascade
);
-- One name per owner; the picker lists the caller's own views and the shared ones by name.
create unique index report_views_owner_name on report_views (workspace_id, user_id, lower(name));
create index report_views_shared on report_views (workspace_id, lower(name)) where shared;

alter table report_views enable row level security;
alter table report_views force row level security;
create policy workspace_isolation on report_views
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on report_views to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;
grant select, insert, update, delete on report_views to ats_app;

-- The offer letter report counts the offers sent in the period: a range of sent_at within the
-- workspace instead of every offer (offer_letters is made by 019 on a new database).
create index offer_letters_ws_sent on offer_letters (workspace_id, sent_at) include (application_id, offer_status) where sent_at is not null;
