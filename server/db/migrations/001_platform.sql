-- Platform foundation: workspaces, users, sessions, password resets, the mail outbox.
-- Requests run as ats_app under row-level security; see docs/database.md.

-- Made here unless it exists: an owner without CREATEROLE may not even try (roles are per server
-- cluster, so an administrator can make it once and grant it to the owner).
do $$ begin
    if not exists (select 1 from pg_roles where rolname = 'ats_app') then
        create role ats_app nologin nosuperuser nobypassrls;
    end if;
exception when duplicate_object or unique_violation then null;
end $$;

do $$ begin
    execute format('grant ats_app to %I', current_user);
exception when others then null;  -- a superuser needs no membership; a role without CREATEROLE is told at start
end $$;

create table system_settings (
    key text primary key,
    value text not null
);

create table workspaces (
    id uuid primary key default gen_random_uuid(),
    host text not null unique,
    company_name text not null,
    institute text,
    brand_name text,
    theme_color text not null default '#00bbb6',
    company_profile_image text,
    favicon text,
    is_recruit_agency boolean not null default false,
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);

create table users (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    email text not null,
    password_hash text,
    first_name text not null,
    last_name text,
    phone text,
    role_name text not null check (role_name in ('CORPORATE','RECRUITER','LEAD_RECRUITER','INTERVIEWER','CANDIDATE','VENDOR','EMPLOYEE')),
    secondary_role text check (secondary_role in ('CORPORATE','RECRUITER','LEAD_RECRUITER','INTERVIEWER','CANDIDATE','VENDOR','EMPLOYEE')),
    permissions jsonb not null default '{}'::jsonb,
    profile_image text,
    status text not null default 'ACTIVE' check (status in ('ACTIVE','INACTIVE')),
    created_by uuid,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
);
create unique index users_email_per_workspace on users (workspace_id, lower(email));

create table sessions (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz,
    user_agent text
);
create index sessions_user on sessions (user_id) where revoked_at is null;

create table password_resets (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
);

create table email_outbox (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    to_address text not null,
    subject text not null,
    body_text text not null,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    last_error text
);
create index email_outbox_unsent on email_outbox (created_at) where sent_at is null;

-- Row-level security: a request sees only the rows of the workspace it set.
alter table workspaces enable row level security;
create policy workspace_self on workspaces
    using (id = nullif(current_setting('app.workspace_id', true), '')::uuid);

do $$
declare t text;
begin
    foreach t in array array['users','sessions','password_resets','email_outbox'] loop
        execute format('alter table %I enable row level security', t);
        execute format($p$create policy workspace_isolation on %I
            using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
            with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)$p$, t);
    end loop;
end $$;

grant usage on schema public to ats_app;
grant select, update on workspaces to ats_app;
grant select, insert, update, delete on users, sessions, password_resets, email_outbox to ats_app;
alter default privileges in schema public grant select, insert, update, delete on tables to ats_app;
alter default privileges in schema public grant usage, select on sequences to ats_app;
