-- The offer-letter lifecycle (docs/api-communication.md, "Offer letters"): an offer belongs to an
-- application (and its candidate), moves DRAFT → SENT → ACCEPTED / DECLINED / WITHDRAWN / EXPIRED,
-- keeps the template's field values, when it was sent and answered, and the PDF it was sent as.
--
-- offer_letters is a config-driven table (config/resources/offer_letters.json) that the engine
-- creates after migrations (server/crud/tables.ts). On a new database it does not exist yet, so it
-- is made here with the engine's own base columns and the resource file's fields (the engine then
-- finds it and adds only what is missing); on an existing one the statements below extend it.
create table if not exists offer_letters (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    created_by uuid,
    version integer not null default 1,
    candidate_name text,
    candidate_email text,
    job_title text,
    template_id uuid,
    annual_ctc numeric,
    currency text,
    joining_date date,
    offer_status text,
    constraint offer_letters_workspace_id_id_key unique (workspace_id, id)
);
create index if not exists offer_letters_ws_created_idx on offer_letters (workspace_id, created_at desc);

alter table offer_letters add column if not exists application_id uuid;
alter table offer_letters add column if not exists candidate_id uuid;
alter table offer_letters add column if not exists expires_on date;
-- The offer letter template's own fields ({"reporting_manager": "Asha Rao"}), rendered into its body.
alter table offer_letters add column if not exists field_values jsonb not null default '{}'::jsonb;
alter table offer_letters add column if not exists sent_at timestamptz;
alter table offer_letters add column if not exists sent_by uuid;
alter table offer_letters add column if not exists responded_at timestamptz;
-- The PDF as last sent (stored_files, area 'offers'); a draft's PDF is generated on request.
alter table offer_letters add column if not exists pdf_file_id uuid;

alter table offer_letters add constraint offer_letters_application_fk foreign key (workspace_id, application_id)
    references applications (workspace_id, id) on delete set null (application_id);
alter table offer_letters add constraint offer_letters_candidate_fk foreign key (workspace_id, candidate_id)
    references candidates (workspace_id, id) on delete set null (candidate_id);
alter table offer_letters add constraint offer_letters_pdf_fk foreign key (workspace_id, pdf_file_id)
    references stored_files (workspace_id, id) on delete set null (pdf_file_id);

-- Backfill, once: an offer written before this migration named a candidate email and a job title.
-- It is linked to that candidate's latest application to a job of that title (the match the
-- candidate's area made on every read until now), or to the application its answer recorded.
-- An offer with no such application stays unlinked: a legacy row the console lists and the
-- candidate's area no longer shows (docs/decisions.md, "Offer letters").
update offer_letters o set application_id = r.application_id
from offer_responses r
where r.offer_id = o.id and r.workspace_id = o.workspace_id and o.application_id is null and r.application_id is not null;

update offer_letters o set application_id = (
    select a.id from applications a
    join candidates c on c.workspace_id = a.workspace_id and c.id = a.candidate_id
    join jobs j on j.workspace_id = a.workspace_id and j.id = a.job_id
    where a.workspace_id = o.workspace_id and lower(c.email) = lower(o.candidate_email) and lower(j.title) = lower(o.job_title)
    order by a.created_at desc limit 1)
where o.application_id is null and o.candidate_email is not null and o.job_title is not null;

update offer_letters o set candidate_id = a.candidate_id
from applications a
where a.workspace_id = o.workspace_id and a.id = o.application_id and o.candidate_id is null;

update offer_letters o set responded_at = r.answered_at
from offer_responses r
where r.offer_id = o.id and r.workspace_id = o.workspace_id and o.responded_at is null;

update offer_letters set sent_at = updated_at where offer_status in ('SENT', 'ACCEPTED', 'DECLINED') and sent_at is null;
update offer_letters set offer_status = 'DRAFT' where offer_status is null;
alter table offer_letters alter column offer_status set default 'DRAFT';
alter table offer_letters add constraint offer_letters_offer_status_check
    check (offer_status in ('DRAFT', 'SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'));

-- An application's offers (drawer, timeline), a candidate's offers (their area), and the
-- expiry pass: open offers past their date, across workspaces, without walking answered ones.
create index if not exists offer_letters_application on offer_letters (workspace_id, application_id, created_at desc);
create index if not exists offer_letters_candidate on offer_letters (workspace_id, candidate_id, created_at desc);
create index if not exists offer_letters_open_expiry on offer_letters (expires_on) where offer_status in ('DRAFT', 'SENT');

-- As 005_force_rls.sql: forced, one workspace per request, the owner sees all in the system scope.
alter table offer_letters enable row level security;
alter table offer_letters force row level security;
do $$
begin
    if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = 'offer_letters' and policyname = 'workspace_isolation') then
        create policy workspace_isolation on offer_letters
            using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
            with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
    end if;
    if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = 'offer_letters' and policyname = 'system_scope') then
        execute format($p$create policy system_scope on offer_letters to %I
            using (current_setting('app.system', true) = 'on')
            with check (current_setting('app.system', true) = 'on')$p$, current_user);
    end if;
end $$;
grant select, insert, update, delete on offer_letters to ats_app;

-- The application's timeline: every type 010_candidate_portal.sql allows, the offer's own
-- changes, and a message sent to the candidate by hand or by an automation (issue 14's other slices).
alter table application_events drop constraint if exists application_events_type_check;
alter table application_events add constraint application_events_type_check check (type in (
    'APPLIED','STAGE_CHANGED','NOTE','RECRUITER_ASSIGNED','DETAILS_UPDATED',
    'INTERVIEW_SCHEDULED','INTERVIEW_RESCHEDULED','INTERVIEW_CANCELLED','INTERVIEW_RESULT','PROFILE_REVIEWED',
    'OFFER_ACCEPTED','OFFER_DECLINED',
    'OFFER_CREATED','OFFER_UPDATED','OFFER_SENT','OFFER_RESENT','OFFER_WITHDRAWN','OFFER_EXPIRED',
    'MESSAGE_SENT','AUTOMATION_SENT'));
