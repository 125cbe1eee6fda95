-- WhatsApp for real (issue 14, docs/api-communication.md "WhatsApp").
--
-- whatsapp_outbox: one row per template message, written in the transaction of the change that
-- sent it (server/lib/whatsapp.ts queueWhatsApp), delivered by the dispatcher when the Cloud API
-- is configured, its status moved by the delivery webhook. The origin columns are those of
-- email_outbox (migration 015): plain references, because a log line outlives what it names.
create table whatsapp_outbox (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    to_phone text not null check (to_phone ~ '^[0-9]{6,20}$'),
    template_name text not null,
    language text not null,
    category text not null check (category in ('UTILITY', 'MARKETING', 'AUTHENTICATION')),
    -- The values of the template's {{1}}, {{2}}, … in order; body_text is the message as the
    -- candidate reads it, for the communication log.
    variables jsonb not null default '[]'::jsonb,
    body_text text not null,
    template_id uuid,
    rule_id uuid,
    application_id uuid,
    candidate_id uuid,
    sent_by uuid,
    status text not null default 'QUEUED' check (status in ('QUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED')),
    provider_message_id text,
    attempts integer not null default 0,
    claimed_at timestamptz,
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    delivered_at timestamptz,
    read_at timestamptz,
    failed_at timestamptz
);
-- The dispatcher's queue, across workspaces.
create index whatsapp_outbox_queued on whatsapp_outbox (created_at) where status = 'QUEUED';
-- The webhook's lookup of a status by the Cloud API's message id, across workspaces (system scope).
create unique index whatsapp_outbox_provider_message on whatsapp_outbox (provider_message_id) where provider_message_id is not null;
-- The communication log: the workspace's newest first, one application's, one candidate's.
create index whatsapp_outbox_workspace_created on whatsapp_outbox (workspace_id, created_at desc);
create index whatsapp_outbox_application on whatsapp_outbox (workspace_id, application_id, created_at desc)
    where application_id is not null;
create index whatsapp_outbox_candidate on whatsapp_outbox (workspace_id, candidate_id, created_at desc)
    where candidate_id is not null;

-- Each change of a candidate's WhatsApp consent, never overwritten: the latest row is the state.
create table whatsapp_opt_ins (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    candidate_id uuid not null,
    state text not null check (state in ('OPTED_IN', 'OPTED_OUT')),
    -- CAREER_APPLY: the box on the career apply form; CANDIDATE_PROFILE: the candidate's own
    -- profile; RECRUITER: a recruiter recorded what the candidate said (on the phone, say);
    -- REPLY_STOP: the candidate answered STOP on WhatsApp.
    source text not null check (source in ('CAREER_APPLY', 'CANDIDATE_PROFILE', 'RECRUITER', 'REPLY_STOP')),
    recorded_by uuid,
    recorded_at timestamptz not null default now(),
    foreign key (workspace_id, candidate_id) references candidates (workspace_id, id) on delete cascade
);
create index whatsapp_opt_ins_candidate on whatsapp_opt_ins (workspace_id, candidate_id, recorded_at desc);

-- An inbound STOP names a phone number, not a workspace: the candidates of every workspace with
-- that number (its last ten digits, as candidates_phone_national) are found in the system scope.
create index candidates_phone_national_all on candidates (right(phone_digits, 10)) where length(phone_digits) >= 10;

do $$
declare t text;
begin
    foreach t in array array['whatsapp_outbox', 'whatsapp_opt_ins'] loop
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

grant select, insert, update, delete on whatsapp_outbox, whatsapp_opt_ins to ats_app;
