-- Who and what sent each mail (issue 14): the communication log, bulk sends,
-- automations and marketing opt-outs all read these columns. They are plain
-- references (no foreign keys) because a log line must outlive the template,
-- rule or person it names.
alter table email_outbox
    add column if not exists body_html text,
    add column if not exists headers jsonb not null default '{}'::jsonb,
    add column if not exists category text not null default 'TRANSACTIONAL'
        check (category in ('TRANSACTIONAL', 'MARKETING')),
    add column if not exists template_id uuid,
    add column if not exists rule_id uuid,
    add column if not exists application_id uuid,
    add column if not exists candidate_id uuid,
    add column if not exists sent_by uuid;

-- The workspace's log newest first, and one application's log.
create index if not exists email_outbox_workspace_created on email_outbox (workspace_id, created_at desc);
create index if not exists email_outbox_application on email_outbox (workspace_id, application_id, created_at desc)
    where application_id is not null;
