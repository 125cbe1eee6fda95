-- The candidate's side (docs/api-candidates.md): one-time sign-up codes, the candidate's account
-- linked to the workspace's candidate record, the privacy notice and consents, where an
-- application came from, the stage names a candidate reads, answers to offer letters, and
-- erasures. Every new table is workspace-owned under the same policies as 009_interviews.sql.

-- One-time codes mailed to an email before a candidate account exists. Only a hash of the code
-- is kept (salted with the row's id); the code itself is in the outbox mail and nowhere else.
-- A verified code earns a single-use sign-up ticket, also kept as a hash.
create table otp_challenges (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    email text not null,
    code_hash text not null,
    client text not null,
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    verified_at timestamptz,
    ticket_hash text unique,
    ticket_expires_at timestamptz,
    used_at timestamptz
);
-- The latest challenge of an email, and the per-email and per-client counts of the last hour.
create index otp_challenges_email on otp_challenges (workspace_id, email, created_at desc);
create index otp_challenges_client on otp_challenges (workspace_id, client, created_at desc);
create index otp_challenges_created on otp_challenges (created_at);

-- A candidate's sign-in (users, role CANDIDATE) and the workspace's record of the person.
alter table candidates add column user_id uuid;
alter table candidates add constraint candidates_user foreign key (workspace_id, user_id) references users (workspace_id, id) on delete set null (user_id);
create unique index candidates_user_id on candidates (workspace_id, user_id) where user_id is not null;
-- verify-profile: the candidate confirmed (or disputed) the details the workspace holds.
alter table candidates add column profile_verification text check (profile_verification in ('CONFIRMED','DISPUTED'));
alter table candidates add column profile_verified_at timestamptz;
-- Set when the person asked to be erased: the row stays, anonymised, so reports keep their counts.
alter table candidates add column erased_at timestamptz;

-- The workspace's privacy notice that candidates accept; null text: the built-in notice
-- (server/lib/candidateConsent.ts). Changing the text moves the version.
alter table workspaces add column if not exists privacy_notice_text text;
alter table workspaces add column if not exists privacy_notice_version integer not null default 1;
alter table workspaces add column if not exists privacy_notice_updated_at timestamptz not null default now();

-- Each acceptance of the notice, with the version and the very text accepted.
create table candidate_consents (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    candidate_id uuid not null,
    application_id uuid,
    notice_version integer not null,
    notice_text text not null,
    accepted_at timestamptz not null default now(),
    foreign key (workspace_id, candidate_id) references candidates (workspace_id, id) on delete cascade,
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete set null (application_id)
);
create index candidate_consents_candidate on candidate_consents (workspace_id, candidate_id, accepted_at desc);

-- Attribution (SPEC.md section 3's cookies): source (utm_source) existed; the rest is new. The
-- employee, vendor and partner are config-driven records (employees, vendors, partner_sites),
-- whose tables are made after migrations run, so these are plain ids checked on write.
alter table applications add column utm_medium text;
alter table applications add column utm_campaign text;
alter table applications add column referred_by_employee_id uuid;
alter table applications add column vendor_id uuid;
alter table applications add column partner_id uuid;

-- The name a candidate reads for a stage; null: the stage's name ("Rejected" reads "Not selected").
alter table pipeline_stages add column public_name text check (public_name is null or length(public_name) between 1 and 60);

-- A candidate's answer to an offer letter (config/resources/offer_letters.json, a config-driven
-- table): one per offer, so an offer is answered once; offer_status moves in the same transaction.
create table offer_responses (
    offer_id uuid primary key,
    workspace_id uuid not null references workspaces(id) on delete cascade,
    candidate_id uuid,
    application_id uuid,
    response text not null check (response in ('ACCEPTED','DECLINED')),
    reason text,
    answered_by uuid,
    answered_at timestamptz not null default now(),
    foreign key (workspace_id, candidate_id) references candidates (workspace_id, id) on delete set null (candidate_id),
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete set null (application_id)
);
create index offer_responses_candidate on offer_responses (workspace_id, candidate_id);

-- Who was erased, when and by whom; no personal data.
create table candidate_erasures (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    candidate_id uuid,
    user_id uuid,
    erased_by uuid,
    erased_at timestamptz not null default now(),
    applications_kept integer not null,
    files_deleted integer not null
);
create index candidate_erasures_ws on candidate_erasures (workspace_id, erased_at desc);

-- Offer answers on the application's timeline.
alter table application_events drop constraint if exists application_events_type_check;
alter table application_events add constraint application_events_type_check check (type in (
    'APPLIED','STAGE_CHANGED','NOTE','RECRUITER_ASSIGNED','DETAILS_UPDATED',
    'INTERVIEW_SCHEDULED','INTERVIEW_RESCHEDULED','INTERVIEW_CANCELLED','INTERVIEW_RESULT','PROFILE_REVIEWED',
    'OFFER_ACCEPTED','OFFER_DECLINED'));

do $$
declare t text;
begin
    foreach t in array array['otp_challenges','candidate_consents','offer_responses','candidate_erasures'] loop
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

grant select, insert, update, delete on otp_challenges, candidate_consents, offer_responses, candidate_erasures to ats_app;
