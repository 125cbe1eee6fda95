-- Jobs, their pipelines, candidates, applications and the applicant board (docs/jobs.md).
-- Every table is workspace-owned, under the same RLS policy as 001_platform.sql. Links between
-- these tables are (workspace_id, id) pairs, so a row can never point into another workspace,
-- even in SQL. References to the config-engine tables (clients, departments, ...) are added
-- after those tables exist (server/lib/jobsSchema.ts, ensureJobReferences).

-- Lets workspace-owned rows point at users with a (workspace_id, user_id) foreign key.
alter table users add constraint users_workspace_id_id_key unique (workspace_id, id);

-- A workspace's own default pipeline (a JSON array of stage names); null: the built-in one.
alter table workspaces add column if not exists default_pipeline jsonb;

create table jobs (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    title text not null,
    description text,
    client_id uuid,
    department_id uuid,
    business_unit_id uuid,
    domain_id uuid,
    position_category_id uuid,
    employment_type text not null default 'FULL_TIME' check (employment_type in ('FULL_TIME','PART_TIME','CONTRACT','INTERNSHIP')),
    position_type text not null default 'NEW' check (position_type in ('NEW','REPLACEMENT')),
    priority text not null default 'MEDIUM' check (priority in ('LOW','MEDIUM','HIGH','URGENT')),
    job_locations jsonb not null default '[]'::jsonb,
    skills jsonb not null default '[]'::jsonb,
    min_experience integer not null default 0 check (min_experience between 0 and 40),
    max_experience integer not null default 40 check (max_experience between 0 and 40),
    salary_min numeric check (salary_min >= 0),
    salary_max numeric check (salary_max >= 0),
    currency text,
    openings integer not null default 1 check (openings >= 1),
    posted_date date not null default current_date,
    job_deadline date,
    hiring_deadline date,
    job_type text not null default 'OPEN' check (job_type in ('OPEN','CLOSED','ON_HOLD','DRAFT')),
    show_to_vendors boolean not null default false,
    show_to_employees boolean not null default false,
    show_on_career_page boolean not null default false,
    promoted_at timestamptz,
    status text not null default 'ACTIVE' check (status in ('ACTIVE','INACTIVE')),
    created_by uuid,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint jobs_workspace_id_id_key unique (workspace_id, id),
    constraint jobs_experience_range check (min_experience <= max_experience),
    constraint jobs_salary_range check (salary_min is null or salary_max is null or salary_min <= salary_max)
);
create index jobs_ws_created on jobs (workspace_id, created_at desc);
create index jobs_ws_type on jobs (workspace_id, job_type);
create index jobs_locations on jobs using gin (job_locations jsonb_path_ops);

create table job_recruiters (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    job_id uuid not null,
    user_id uuid not null,
    assigned_by uuid,
    assigned_at timestamptz not null default now(),
    primary key (job_id, user_id),
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade,
    foreign key (workspace_id, user_id) references users (workspace_id, id) on delete cascade
);
create index job_recruiters_user on job_recruiters (workspace_id, user_id);

create table pipeline_stages (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    job_id uuid not null,
    name text not null,
    position integer not null,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint pipeline_stages_workspace_id_id_key unique (workspace_id, id),
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade
);
create unique index pipeline_stages_job_name on pipeline_stages (job_id, lower(name));
create index pipeline_stages_job_position on pipeline_stages (job_id, position);

create table stored_files (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    area text not null default 'resumes',
    kind text not null check (kind in ('pdf','docx')),
    original_name text not null,
    stored_name text not null,
    size_bytes integer not null,
    uploaded_by uuid,
    created_at timestamptz not null default now(),
    constraint stored_files_workspace_id_id_key unique (workspace_id, id)
);

create table candidates (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    first_name text not null,
    last_name text,
    email text not null,
    phone text,
    -- Digits only, for matching "+1 (206) 555-0101" with "12065550101".
    phone_digits text generated always as (nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')) stored,
    current_title text,
    experience_years numeric check (experience_years between 0 and 40),
    skills jsonb not null default '[]'::jsonb,
    education jsonb not null default '[]'::jsonb,
    city text,
    source text,
    resume_file_id uuid,
    created_by uuid,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint candidates_workspace_id_id_key unique (workspace_id, id),
    foreign key (workspace_id, resume_file_id) references stored_files (workspace_id, id)
);
create unique index candidates_email on candidates (workspace_id, lower(email));
create index candidates_phone on candidates (workspace_id, phone_digits) where phone_digits is not null;
-- The last ten digits: "+1 206 555 0101" and "(206) 555-0101" are one number.
create index candidates_phone_national on candidates (workspace_id, right(phone_digits, 10)) where length(phone_digits) >= 10;

create table applications (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    job_id uuid not null,
    candidate_id uuid not null,
    stage_id uuid not null,
    recruiter_id uuid,
    source text,
    resume_file_id uuid,
    stage_entered_at timestamptz not null default now(),
    version integer not null default 1,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint applications_workspace_id_id_key unique (workspace_id, id),
    constraint applications_job_candidate unique (job_id, candidate_id),
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade,
    foreign key (workspace_id, candidate_id) references candidates (workspace_id, id) on delete cascade,
    -- NO ACTION (checked at the end of the statement): deleting a job cascades to its stages and
    -- applications together; deleting an occupied stage alone is refused.
    foreign key (workspace_id, stage_id) references pipeline_stages (workspace_id, id),
    foreign key (workspace_id, recruiter_id) references users (workspace_id, id) on delete set null (recruiter_id),
    foreign key (workspace_id, resume_file_id) references stored_files (workspace_id, id)
);
-- The board: per stage, newest arrivals first.
create index applications_board on applications (job_id, stage_id, stage_entered_at desc);
create index applications_candidate on applications (workspace_id, candidate_id);
create index applications_recruiter on applications (job_id, recruiter_id);

create table application_stage_history (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    application_id uuid not null,
    job_id uuid not null,
    -- Ids and names both: the history outlives a deleted or renamed stage.
    from_stage_id uuid,
    from_stage_name text,
    to_stage_id uuid not null,
    to_stage_name text not null,
    moved_by uuid,
    moved_by_name text,
    moved_at timestamptz not null default now(),
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete cascade
);
create index application_stage_history_app on application_stage_history (application_id, moved_at desc);

create table application_events (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    application_id uuid not null,
    type text not null check (type in ('APPLIED','STAGE_CHANGED','NOTE','RECRUITER_ASSIGNED','DETAILS_UPDATED')),
    actor_id uuid,
    actor_name text,
    data jsonb not null default '{}'::jsonb,
    at timestamptz not null default now(),
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete cascade
);
create index application_events_app on application_events (application_id, at desc);

create table application_notes (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    application_id uuid not null,
    text text not null,
    created_by uuid,
    created_by_name text,
    created_at timestamptz not null default now(),
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete cascade
);
create index application_notes_app on application_notes (application_id, created_at desc);

do $$
declare t text;
begin
    foreach t in array array['jobs','job_recruiters','pipeline_stages','stored_files','candidates','applications',
                             'application_stage_history','application_events','application_notes'] loop
        execute format('alter table %I enable row level security', t);
        execute format($p$create policy workspace_isolation on %I
            using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
            with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)$p$, t);
    end loop;
end $$;

grant select, insert, update, delete on jobs, job_recruiters, pipeline_stages, stored_files, candidates, applications,
    application_stage_history, application_events, application_notes to ats_app;
