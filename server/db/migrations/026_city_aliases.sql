-- Other names of cities (docs/decisions.md, "One city list"): the dataset has one name per city,
-- so "Bangalore" or "Bombay" matched nothing. The rows come from config/city-aliases.json, upserted
-- by server/db/cities.ts on every start; reference data like cities, readable by requests only.
create table city_aliases (
    alias text primary key check (alias = lower(btrim(alias)) and alias <> ''),
    city_id integer not null references cities(id)
);
-- The typeahead matches an alias by prefix, as it matches names (cities_search).
create index city_aliases_search on city_aliases (alias text_pattern_ops);
grant select on city_aliases to ats_app;

-- As in 025, with an alias tried after a city's own name, alone and before ", country".
create or replace function resolve_city(place text) returns integer language sql stable as $$
    select coalesce(
        (select c.id from cities c where c.search_name = lower(btrim(place))
            order by c.population desc nulls last, c.id limit 1),
        (select a.city_id from city_aliases a where a.alias = lower(btrim(place))),
        (select c.id from cities c join countries k on k.code = c.country_code
            where position(',' in place) > 0
              and c.search_name = lower(btrim(regexp_replace(place, ',[^,]*$', '')))
              and lower(btrim(regexp_replace(place, '^.*,', ''))) in (lower(k.code), lower(k.name))
            order by c.population desc nulls last, c.id limit 1),
        (select c.id from city_aliases a join cities c on c.id = a.city_id join countries k on k.code = c.country_code
            where position(',' in place) > 0
              and a.alias = lower(btrim(regexp_replace(place, ',[^,]*$', '')))
              and lower(btrim(regexp_replace(place, '^.*,', ''))) in (lower(k.code), lower(k.name))))
$$;
