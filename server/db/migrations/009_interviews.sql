-- Interviews (docs/api-interviews.md): a job's rounds, interviews with their interviewers, the
-- history of their times, the questions chosen for each, every interviewer's feedback, and a
-- workspace's own questions. Workspace-owned like 003_jobs.sql: links are (workspace_id, id)
-- pairs, row-level security enabled, FORCED, with the workspace and system-scope policies.

-- The workspace's IANA time zone: interview times are stored in UTC and shown, mailed and
-- filtered by day in this zone.
alter table workspaces add column if not exists time_zone text not null default 'UTC';

-- The outbox carries attachments (a calendar invite): [{filename, content_type, content}].
alter table email_outbox add column if not exists attachments jsonb not null default '[]'::jsonb;

create table interview_rounds (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    job_id uuid not null,
    name text not null,
    position integer not null,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint interview_rounds_workspace_id_id_key unique (workspace_id, id),
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade
);
create unique index interview_rounds_job_name on interview_rounds (job_id, lower(name));
create index interview_rounds_job_position on interview_rounds (job_id, position);

-- Every job starts with the default rounds (config/contracts/interviews.ts DEFAULT_ROUNDS);
-- a job's rounds are its own to rename, reorder or delete after that.
insert into interview_rounds (workspace_id, job_id, name, position)
    select j.workspace_id, j.id, r.name, r.position from jobs j cross join (values ('Technical', 1), ('HR', 2)) as r(name, position);

create function interview_rounds_for_new_job() returns trigger language plpgsql as $$
begin
    insert into interview_rounds (workspace_id, job_id, name, position)
        values (new.workspace_id, new.id, 'Technical', 1), (new.workspace_id, new.id, 'HR', 2);
    return new;
end $$;
create trigger jobs_default_interview_rounds after insert on jobs
    for each row execute function interview_rounds_for_new_job();

create table interviews (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    application_id uuid not null,
    job_id uuid not null,
    round_id uuid not null,
    type text not null default 'INTERVIEW' check (type in ('INTERVIEW','PROFILE_REVIEW')),
    status text not null default 'PENDING' check (status in ('PENDING','COMPLETED','CANCELLED')),
    result text check (result in ('PASS','FAIL','WAITLIST','NOT_APPEARED')),
    result_at timestamptz,
    profile_status text check (profile_status in ('PENDING','APPROVED','REJECTED')),
    -- A profile review has no meeting: starts_at is when it was asked for, ends_at the same.
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    duration_minutes integer not null check (duration_minutes between 0 and 480),
    mode text check (mode in ('VIDEO','PHONE','IN_PERSON')),
    link text,
    place text,
    note text,
    question_group_ids jsonb not null default '[]'::jsonb,
    -- The calendar invite's SEQUENCE (RFC 5545): one more on every change mailed.
    sequence integer not null default 0,
    created_by uuid,
    created_by_name text,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint interviews_workspace_id_id_key unique (workspace_id, id),
    constraint interviews_time_order check (ends_at >= starts_at),
    foreign key (workspace_id, application_id) references applications (workspace_id, id) on delete cascade,
    foreign key (workspace_id, job_id) references jobs (workspace_id, id) on delete cascade,
    -- NO ACTION: a round in use is not deleted (409); deleting the job takes both together.
    foreign key (workspace_id, round_id) references interview_rounds (workspace_id, id)
);
-- The workspace's list and week view (newest first, by day range).
create index interviews_ws_starts on interviews (workspace_id, starts_at desc);
-- The candidate page's earlier rounds, the board card's latest result, the timeline.
create index interviews_application on interviews (application_id, starts_at desc);
create index interviews_job_starts on interviews (job_id, starts_at desc);
create index interviews_round on interviews (round_id);

-- One row per interviewer of an interview. starts_at and ends_at repeat the interview's (kept in
-- step by every write, in its transaction) so the interviewer's lists and the overlap check are a
-- range scan of (user_id, starts_at) without a join per candidate row.
create table interview_interviewers (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    interview_id uuid not null,
    user_id uuid not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    recommendation text check (recommendation in ('PASS','FAIL','WAITLIST','NOT_APPEARED')),
    overall_note text,
    feedback_saved_at timestamptz,
    submitted_at timestamptz,
    primary key (interview_id, user_id),
    foreign key (workspace_id, interview_id) references interviews (workspace_id, id) on delete cascade,
    foreign key (workspace_id, user_id) references users (workspace_id, id) on delete cascade
);
create index interview_interviewers_user_starts on interview_interviewers (user_id, starts_at);

-- Every time an interview was set to, the first being the schedule itself.
create table interview_time_changes (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    interview_id uuid not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    reason text,
    changed_by uuid,
    changed_by_name text,
    changed_at timestamptz not null default now(),
    foreign key (workspace_id, interview_id) references interviews (workspace_id, id) on delete cascade
);
create index interview_time_changes_interview on interview_time_changes (interview_id, changed_at);

-- The questions chosen for an interview, copied (text and criteria) so feedback keeps its wording
-- when the bank file or a custom question changes later.
create table interview_questions (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    interview_id uuid not null,
    question_id text not null,
    group_id text not null,
    position integer not null,
    label text not null,
    criteria jsonb not null,
    custom boolean not null default false,
    primary key (interview_id, question_id),
    foreign key (workspace_id, interview_id) references interviews (workspace_id, id) on delete cascade
);

create table interview_feedback_answers (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    interview_id uuid not null,
    user_id uuid not null,
    question_id text not null,
    criterion_id text not null,
    level text not null check (level in ('STRONG','NEEDS_IMPROVEMENT','WEAK')),
    note text,
    primary key (interview_id, user_id, question_id),
    foreign key (interview_id, user_id) references interview_interviewers (interview_id, user_id) on delete cascade,
    foreign key (interview_id, question_id) references interview_questions (interview_id, question_id) on delete cascade
);
create index interview_feedback_answers_user on interview_feedback_answers (user_id);

-- A workspace admin's own questions, appended to a bank group.
create table interview_custom_questions (
    id uuid primary key default gen_random_uuid(),
    workspace_id uuid not null references workspaces(id) on delete cascade,
    group_id text not null,
    label text not null,
    criteria_ids jsonb not null,
    created_by uuid,
    created_at timestamptz not null default now()
);
create index interview_custom_questions_ws on interview_custom_questions (workspace_id, group_id, created_at);

-- Interview results and reviews on the application's timeline.
alter table application_events drop constraint if exists application_events_type_check;
alter table application_events add constraint application_events_type_check check (type in (
    'APPLIED','STAGE_CHANGED','NOTE','RECRUITER_ASSIGNED','DETAILS_UPDATED',
    'INTERVIEW_SCHEDULED','INTERVIEW_RESCHEDULED','INTERVIEW_CANCELLED','INTERVIEW_RESULT','PROFILE_REVIEWED'));

do $$
declare t text;
begin
    foreach t in array array['interview_rounds','interviews','interview_interviewers','interview_time_changes',
                             'interview_questions','interview_feedback_answers','interview_custom_questions'] loop
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

grant select, insert, update, delete on interview_rounds, interviews, interview_interviewers, interview_time_changes,
    interview_questions, interview_feedback_answers, interview_custom_questions to ats_app;
