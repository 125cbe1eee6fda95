-- An interview carries its application's candidate (docs/performance.md, "The interview lists
-- searched by a name"). The interview lists' search matches a word against the candidate's terms;
-- reaching the candidate through the application, PostgreSQL joined the matching candidates to
-- all 100,000 applications of the workspace for each word (a sequential scan and a hash: 186 to
-- 235 ms on PGlite for "priya sharma" among 12,000 interviews). With the candidate on the
-- interview, each word is a hashed set checked against the interviews read.
--
-- An application never changes candidate, so the column is set once, when the interview is
-- written, from its application: every writer (the routes, the bench's seeding, SQL by hand)
-- gets it without naming it.
alter table interviews add column candidate_id uuid;

update interviews i set candidate_id = a.candidate_id
from applications a
where a.id = i.application_id;

alter table interviews alter column candidate_id set not null;

create function interviews_candidate() returns trigger language plpgsql as $$
begin
    new.candidate_id := (select a.candidate_id from applications a where a.workspace_id = new.workspace_id and a.id = new.application_id);
    return new;
end $$;

-- A lookup by the application's key: kept to its index whatever the statistics said when the plan
-- was made (041_trigger_lookups_by_index.sql).
alter function interviews_candidate() set enable_seqscan = off;

create trigger interviews_candidate before insert or update of application_id on interviews
    for each row execute function interviews_candidate();
