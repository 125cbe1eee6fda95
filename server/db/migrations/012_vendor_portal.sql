-- The vendor portal (docs/api-vendors.md): which vendors see a job, a vendor submission's
-- ownership period, and the duplicate submissions refused. Vendors are config-driven records
-- (config/resources/vendors.json) whose table is made after migrations run, so vendor ids here
-- are plain uuids checked on write (as applications.vendor_id in 010_candidate_portal.sql).

-- Who of the vendors sees a job: ALL (the default), the CHOSEN ones (job_vendors) or NONE.
-- show_to_vendors (003) is kept in step by the writes (false exactly when NONE); existing jobs
-- keep what their recruiters chose.
alter table jobs add column vendor_access text not null default 'ALL' check (vendor_access in ('ALL','CHOSEN','NONE'));
update jobs set vendor_access = case when show_to_vendors then 'ALL' else 'NONE' end;
alter table jobs alter column show_to_vendors set default true;
-- The vendor's job list: the open jobs of a workspace shown to vendors, newest first.
create index jobs_vendor_listed on jobs (workspace_id, posted_date desc, id)
    where vendor_access <> 'NONE' and job_type = 'OPEN' and status = 'ACTIVE';

create table job_vendors (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    job_id uuid not null,
    vendor_id uuid not null,
    added_by uuid,
    added_at timestamptz not null default now(),
    primary key (job_id, vendor_id),
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade
);
create index job_vendors_vendor on job_vendors (workspace_id, vendor_id, job_id);

-- The workspace's ownership period in days; null: config/constants.json vendorOwnershipDays.
alter table workspaces add column vendor_ownership_days integer check (vendor_ownership_days between 1 and 730);

-- A vendor's submission: when, and until when it is theirs (fixed at submission, so a later
-- change of the workspace's period does not move submissions already made).
alter table applications add column vendor_submitted_at timestamptz;
alter table applications add column vendor_ownership_until timestamptz;
-- The vendor's applicants list and dashboard: one vendor's submissions, newest first.
create index applications_vendor on applications (workspace_id, vendor_id, vendor_submitted_at desc, id) where vendor_id is not null;
-- A job's count of one vendor's submissions (the vendor's job list, a page of jobs at a time).
create index applications_job_vendor on applications (job_id, vendor_id) where vendor_id is not null;

-- Submissions refused as duplicates: the person as the vendor sent them, for the recruiter.
create table vendor_refused_submissions (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    vendor_id uuid not null,
    job_id uuid not null,
    first_name text not null,
    last_name text,
    email text not null,
    phone text,
    reason text not null check (reason in ('HELD_BY_OTHER_VENDOR','ALREADY_IN_JOB','SAME_VENDOR_AGAIN')),
    existing_application_id uuid,
    refused_by uuid,
    refused_at timestamptz not null default now(),
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade,
    foreign key (workspace_id, existing_application_id) references applications (workspace_id, id) on delete set null (existing_application_id)
);
create index vendor_refused_submissions_vendor on vendor_refused_submissions (workspace_id, vendor_id, refused_at desc, id);

do $$
declare t text;
begin
    foreach t in array array['job_vendors','vendor_refused_submissions'] loop
        execute format('alter table %I enable row level security', t);
        execute format('alter table %I force row level security', t);
        execute format($p$create policy workspace_isolation on %I
            using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
            with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)$p$, t);
        execute format($p$create policy system_scope on %I to %I
            using (current_setting('app.system', true) = 'on')
            with check (current_setting('app.system', true) = 'on')$p$, t, current_user);
    end loop;
end $$;
