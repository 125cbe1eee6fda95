/**
 * The city list (025_cities.sql, docs/decisions.md "One city list"): the
 * typeahead, and the city conditions and options other features use — the
 * career page's city filter and the reports' location filter read jobs'
 * cities through jobInCity() and jobCityOptions() so they agree.
 */
import { sql, type RawBuilder } from 'kysely';
import type { City, CitySearchQuery } from '../../config/contracts/cities.js';
import type { Tx } from '../db/scope.js';
import { likeLiteral } from './searchWords.js';


/** A city row as the API gives it; `label` is the text that resolves back to it (config/contracts/cities.ts). */
const cityColumns = sql`c.id, c.name, c.country_code, k.name as country, c.region_code, c.lat, c.lng, c.population,
    case when resolve_city(c.name) = c.id then c.name else c.name || ', ' || k.name end as label`;

/**
 * Cities whose name, or one of their other names (city_aliases: "Bangalore"),
 * starts with the search (text before a comma), most populous first: an index
 * range of cities_search and one of city_aliases_search.
 */
export async function searchCities(tx: Tx, query: CitySearchQuery): Promise<City[]> {
    const prefix = query.search.split(',')[0].trim().toLowerCase();
    if (!prefix) return [];
    const country = query.country ? sql`and c.country_code = ${query.country.toUpperCase()}` : sql``;
    const rows = await sql<City>`select ${cityColumns} from cities c join countries k on k.code = c.country_code
        where c.id in (select s.id from cities s where s.search_name like ${`${likeLiteral(prefix)}%`}
            union select a.city_id from city_aliases a where a.alias like ${`${likeLiteral(prefix)}%`}) ${country}
        order by c.population desc nulls last, c.id limit ${query.limit ?? 10}`.execute(tx);
    return rows.rows;
}

/** The city a typed location names (name, or "name, country"), as writes resolve it. */
export async function resolveCity(tx: Tx, place: string): Promise<number | null> {
    const row = await sql<{ id: number | null }>`select resolve_city(${place}) as id`.execute(tx);
    return row.rows[0]?.id ?? null;
}

/** Jobs (alias `j`) with a location in this city: job_cities' (workspace_id, city_id, job_id) index. */
export function jobInCity(cityId: number | string): RawBuilder<unknown> {
    return sql`exists (select 1 from job_cities jc where jc.job_id = j.id and jc.workspace_id = j.workspace_id and jc.city_id = ${Number(cityId)})`;
}

const CITY_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Jobs (alias `j`) at a place a filter names: a city id, or a text — a city's
 * name, label or alias finds every job in that city however its location is
 * spelled (job_cities' index); a text naming no city matches the locations
 * kept as typed (locations_unmatched), case-insensitive.
 */
export function jobAtPlace(place: string | number): RawBuilder<unknown> {
    const text = String(place).trim();
    if (CITY_ID.test(text)) return jobInCity(text);
    // `(select resolve_city(…))`: an uncorrelated scalar subquery is worked out once per statement
    // (an InitPlan); the bare call, stable but not immutable, would run again for every job.
    const city = sql`(select resolve_city(${text}))`;
    return sql`(exists (select 1 from job_cities jc where jc.job_id = j.id and jc.workspace_id = j.workspace_id and jc.city_id = ${city})
        or (${city} is null and exists (select 1 from jsonb_array_elements_text(j.locations_unmatched) l where lower(l) = ${text.toLowerCase()})))`;
}

export interface CityOption {
    id: string;
    label: string;
}

/**
 * The cities of the jobs `jobIds` selects (a query yielding job ids), by
 * name: the choices of a city filter. `id` is the city id as a string, as
 * filters carry it.
 */
export async function jobCityOptions(tx: Tx, jobIds: RawBuilder<unknown>, limit = 500): Promise<CityOption[]> {
    const rows = await sql<CityOption>`select c.id::text as id,
            case when count(*) over (partition by c.search_name) > 1 then c.name || ', ' || k.name else c.name end as label
        from cities c join countries k on k.code = c.country_code
        where c.id in (select jc.city_id from job_cities jc where jc.job_id in (${jobIds}))
        order by c.search_name, c.population desc nulls last, c.id limit ${limit}`.execute(tx);
    return rows.rows;
}
