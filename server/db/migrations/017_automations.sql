-- Automations (issue 14, docs/api-communication.md "Automations"): rules that send a template when
-- something happens, the events the write paths record, and one send per (rule, event, recipient).
--
-- Exactly once (docs/decisions.md, "Automations send exactly once"): an event row is written in the
-- transaction of the change it describes; the worker turns each event into send rows under the
-- unique constraint automation_sends_once, so a retried expansion adds nothing; a send is claimed
-- with `for update skip locked` and queued into the outbox in the same transaction that marks it
-- SENT, so two processes never queue it twice and a crash queues it zero times, then once.
--
-- Templates, vendors and employees are config-driven records (made after migrations run), so
-- their ids here are plain uuids checked on write, as applications.vendor_id.

create table automation_rules (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    name text not null check (length(name) between 1 and 120),
    channel text not null check (channel in ('EMAIL', 'WHATSAPP')),
    event_type text not null check (event_type in ('APPLICATION_CREATED', 'STAGE_ENTERED', 'INTERVIEW_SCHEDULED',
        'INTERVIEW_RESCHEDULED', 'INTERVIEW_CANCELLED', 'FEEDBACK_SUBMITTED', 'OFFER_SENT', 'OFFER_ACCEPTED',
        'OFFER_DECLINED', 'JOB_PUBLISHED')),
    -- Filters; an empty list matches everything. Stages are named (a rule covers every job's "Interview").
    job_ids jsonb not null default '[]'::jsonb,
    stage_names jsonb not null default '[]'::jsonb,
    sources jsonb not null default '[]'::jsonb,
    results jsonb not null default '[]'::jsonb,
    template_id uuid not null,
    recipients jsonb not null,
    delay_value integer not null default 0 check (delay_value between 0 and 10000),
    delay_unit text not null default 'MINUTES' check (delay_unit in ('MINUTES', 'HOURS', 'DAYS')),
    enabled boolean not null default true,
    version integer not null default 1,
    created_by uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint automation_rules_workspace_id_id_key unique (workspace_id, id)
);
-- The pages' lists, and the worker's rules for one event type.
create index automation_rules_ws_channel on automation_rules (workspace_id, channel, created_at desc);
create index automation_rules_ws_event on automation_rules (workspace_id, event_type) where enabled;

create table automation_events (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    type text not null,
    application_id uuid,
    job_id uuid,
    interview_id uuid,
    offer_id uuid,
    stage_id uuid,
    source text,
    result text,
    occurred_at timestamptz not null default now(),
    -- Null until the worker has turned the event into its sends.
    expanded_at timestamptz
);
-- The worker's queue: only unexpanded events are in it, however many have been handled.
create index automation_events_pending on automation_events (occurred_at) include (workspace_id) where expanded_at is null;

create table automation_sends (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    rule_id uuid not null,
    event_id uuid not null references automation_events(id) on delete cascade,
    -- CANDIDATE, RECRUITER, INTERVIEWER, REFERRER or VENDOR, and whose id (user, candidate, employee, vendor).
    recipient_kind text not null,
    recipient_id uuid not null,
    to_address text,
    application_id uuid,
    candidate_id uuid,
    status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED', 'SKIPPED')),
    reason text,
    due_at timestamptz not null,
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    done_at timestamptz,
    foreign key (workspace_id, rule_id) references automation_rules (workspace_id, id) on delete cascade,
    constraint automation_sends_once unique (rule_id, event_id, recipient_kind, recipient_id)
);
-- Sends that are due: only pending rows are in the index.
create index automation_sends_due on automation_sends (due_at) include (workspace_id) where status = 'PENDING';
-- A rule's log, newest first.
create index automation_sends_rule on automation_sends (workspace_id, rule_id, created_at desc);

do $$
declare t text;
begin
    foreach t in array array['automation_rules', 'automation_events', 'automation_sends'] loop
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

grant select, insert, update, delete on automation_rules, automation_events, automation_sends to ats_app;
