-- Issue 10, "Bulk import": a candidate's city resolved by a lookup the session keeps planned.
--
-- 025's row trigger called resolve_city() for every candidate written with a city. Called from
-- PL/pgSQL that function is planned into the trigger's expression with its four subqueries and
-- run through the full executor row by row: 0.2 to 0.5 ms a row on PGlite, 2 to 4.7 s of an
-- upload of 10,000 applicants with a city each (EXPLAIN ANALYZE of a chunk of 500,
-- docs/performance.md, "The applicant upload"). Most cities are typed as the city's own name:
-- that lookup alone is resolve_city()'s first branch, here a PL/pgSQL query whose plan the
-- session keeps. Only a place it does not find (an alias, "name, country", or no city at all)
-- goes through resolve_city(), so the answer is the same in every case.

create or replace function candidates_resolve_city() returns trigger language plpgsql as $$
declare place text := lower(btrim(new.city));
begin
    new.city_id := null;
    if place is null or place = '' then
        return new;
    end if;
    select c.id into new.city_id from cities c where c.search_name = place
        order by c.population desc nulls last, c.id limit 1;
    if new.city_id is null then
        new.city_id := resolve_city(new.city);
    end if;
    return new;
end $$;
