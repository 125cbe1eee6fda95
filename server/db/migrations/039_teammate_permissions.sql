-- A teammate's record shows the permissions its account holds: since this migration a teammate
-- added without any is written with the role's defaults (accountBehaviour.create in
-- server/crud/hooks.ts). Before, the account got the defaults and the record kept none, so the
-- form's permission grid showed an empty set, and ticking one box there replaced every default (a
-- recruiter granted the reports lost the jobs). Those records take their account's permissions.
-- The teammates table is a resource table (config/resources/teammates.json), made after the
-- migrations on a fresh database: then there is nothing to fill.
do $$
begin
    if to_regclass('public.teammates') is not null then
        update teammates t set permissions = u.permissions from users u where u.id = t.user_id and t.permissions is null;
    end if;
end $$;
