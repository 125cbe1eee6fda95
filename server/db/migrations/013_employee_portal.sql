-- The employee portal (docs/api-employees.md): jobs are shown to employees unless the recruiter
-- says otherwise, the notes that come with portal referrals, and the indexes the portal's lists
-- use at 100,000 applications. The employee is a config-driven record (employees, made after
-- migrations run), so its id is a plain uuid checked on write, as applications.referred_by_employee_id.

-- A new job is shown to employees unless the form says no (existing jobs keep their value).
alter table jobs alter column show_to_employees set default true;

-- The jobs an employee sees, newest first: the predicate is written as the portal's query writes it.
create index jobs_employee_portal on jobs (workspace_id, posted_date desc, id desc)
    where show_to_employees and job_type = 'OPEN' and status = 'ACTIVE';

-- An employee's referrals (portal and share link), newest first; most applications have none.
create index applications_referred_by on applications (referred_by_employee_id, created_at desc, id desc)
    where referred_by_employee_id is not null;

-- A referral made in the portal: the employee's note for the recruiter and when it was made.
-- One per application (the application is the referral; a share-link application has no row).
create table employee_referrals (
    application_id uuid primary key,
    workspace_id uuid not null references workspaces(id) on delete cascade,
    employee_id uuid not null,
    note text check (note is null or length(note) <= 2000),
    created_by uuid,
    created_at timestamptz not null default now(),
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete cascade
);
create index employee_referrals_employee on employee_referrals (workspace_id, employee_id, created_at desc);

alter table employee_referrals enable row level security;
alter table employee_referrals force row level security;
create policy workspace_isolation on employee_referrals
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on employee_referrals to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;

grant select, insert, update, delete on employee_referrals to ats_app;

-- The note is the referrer's words about the person: erasing the person (candidates.erased_at,
-- server/lib/candidateData.ts) empties it with the rest of their data, whoever erases them.
create function employee_referral_notes_erased() returns trigger language plpgsql as $$
begin
    update employee_referrals set note = null
        where note is not null and application_id in (select id from applications where candidate_id = new.id);
    return new;
end $$;
create trigger candidates_erase_referral_notes after update of erased_at on candidates
    for each row when (old.erased_at is null and new.erased_at is not null) execute function employee_referral_notes_erased();
