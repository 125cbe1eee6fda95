-- Delivery bookkeeping for the mail outbox once SMTP_URL is set (server/lib/mailer.ts).
alter table email_outbox
    add column if not exists attempts integer not null default 0,
    add column if not exists claimed_at timestamptz;
