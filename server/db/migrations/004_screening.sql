-- Screening questions a job asks its applicants, and each application's answers (SPEC.md: JobScreeningQuestion).
alter table jobs add column if not exists screening_questions jsonb not null default '[]'::jsonb;
alter table applications add column if not exists screening_answers jsonb not null default '[]'::jsonb;
