-- Issue 16, the mails' fixed texts in Hindi (docs/decisions.md, "Hindi"): each person's language,
-- so a mail written to them (an interview invitation, an offer, an offer's answer) is in it, not
-- only the mails a request sends to its own sender. Null until known: the account menu's switch
-- sets it (PATCH /api/me/locale), else the first sign-in or the candidate's sign-up records the
-- request's language. Mails to a person without one are English, as before.
--
-- users keeps its row-level security (001, 005): a new column changes none of it.
alter table users add column locale text check (locale in ('en', 'hi'));

-- A person's language is no part of what the session and workspace caches hold (the signed-in
-- user of server/lib/sessions.ts has none), so an update that changes only it leaves the cache
-- epoch (008_cache_epoch.sql) alone: a sign-in that records it still moves nothing, and saving it
-- does not send every process back to the database for every session. Any other update or
-- delete moves the epoch exactly as before. A DELETE trigger cannot read NEW: two triggers.
drop trigger users_cache_epoch on users;
create constraint trigger users_cache_epoch after update on users
    deferrable initially deferred for each row
    when (old.locale is not distinct from new.locale or (to_jsonb(old) - 'locale') is distinct from (to_jsonb(new) - 'locale'))
    execute function bump_cache_epoch();
create constraint trigger users_cache_epoch_deleted after delete on users
    deferrable initially deferred for each row execute function bump_cache_epoch();
