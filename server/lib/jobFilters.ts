/** The job list: the filters of SPEC.md section 3 and the sort order, as SQL over jobs (alias j). */
import { sql, type RawBuilder } from 'kysely';
import { EMPLOYMENT_TYPES, JOB_TYPES, POSITION_TYPES, PRIORITIES, type JobListQuery } from '../../config/contracts/jobs.js';
import { HttpProblem } from './http.js';
import { assertStorableText } from './input.js';
import { countedPage } from '../db/countedPage.js';
import type { Tx } from '../db/scope.js';
import { jobAtPlace } from './cities.js';
import { JOB_REFERENCES, jobSummarySelect, type JobReference, type JobSummaryRow } from './jobs.js';
import { likeContaining } from './searchWords.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type FilterKind = { kind: 'uuid'; column: string } | { kind: 'enum'; column: string; values: readonly string[] } | { kind: 'recruiter' } | { kind: 'location' } | { kind: 'date'; column: string };

/** The filter keys exactly as SPEC.md spells them (employement_type included). */
export const JOB_FILTERS: Record<string, FilterKind> = {
    ...Object.fromEntries(JOB_REFERENCES.map(ref => [ref.filterKey, { kind: 'uuid', column: ref.column } as FilterKind])),
    job_type: { kind: 'enum', column: 'job_type', values: JOB_TYPES },
    recruiter: { kind: 'recruiter' },
    employement_type: { kind: 'enum', column: 'employment_type', values: EMPLOYMENT_TYPES },
    position_type: { kind: 'enum', column: 'position_type', values: POSITION_TYPES },
    priority: { kind: 'enum', column: 'priority', values: PRIORITIES },
    posted_date: { kind: 'date', column: 'posted_date' },
    job_location: { kind: 'location' },
    job_deadline: { kind: 'date', column: 'job_deadline' },
    hiring_deadline: { kind: 'date', column: 'hiring_deadline' },
};

export const JOB_SORTS = ['created_at', 'updated_at', 'title', 'posted_date', 'job_deadline', 'hiring_deadline', 'openings', 'priority', 'job_type'] as const;

const badFilter = (key: string, message = `filter.${key} has an invalid value`) => new HttpProblem(400, message, { filter: message });

function listOf(key: string, value: unknown): unknown[] {
    const values = Array.isArray(value) ? value : [value];
    if (values.length > 500) throw badFilter(key, `filter.${key} lists too many values`);
    return values;
}

/**
 * job_location: city ids (get-filter-list's job_locations), through
 * job_cities' index; a text value, as links saved before the city list
 * carry, means the city it names (jobAtPlace).
 */
function jobInCities(key: string, values: unknown[]): RawBuilder<unknown> {
    if (!values.every(v => (typeof v === 'string' && v.trim() !== '' && v.length <= 120) || (Number.isInteger(v) && Number(v) > 0 && Number(v) < 1e10))) throw badFilter(key);
    return sql`(${sql.join(values.map(v => jobAtPlace(v as string | number)), sql` or `)})`;
}

export function jobFilterConditions(query: JobListQuery): RawBuilder<unknown>[] {
    const conditions: RawBuilder<unknown>[] = [];
    const term = query.search?.trim();
    if (term) {
        const pattern = likeContaining(term);
        conditions.push(sql`(j.title ilike ${pattern} or j.skills::text ilike ${pattern} or j.job_locations::text ilike ${pattern})`);
    }
    if (query.filter === undefined || query.filter === '') return conditions;
    let filter: unknown;
    try {
        filter = JSON.parse(query.filter);
    } catch {
        throw badFilter('', 'filter must be a JSON object');
    }
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw badFilter('', 'filter must be a JSON object');
    assertStorableText(filter, 'filter');
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
        const kind = JOB_FILTERS[key];
        if (!kind) throw badFilter(key, `Unknown filter "${key}" (allowed: ${Object.keys(JOB_FILTERS).join(', ')})`);
        if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
        switch (kind.kind) {
            case 'uuid': {
                const ids = listOf(key, value);
                if (!ids.every(v => typeof v === 'string' && UUID.test(v))) throw badFilter(key);
                conditions.push(sql`j.${sql.ref(kind.column)} in (${sql.join(ids)})`);
                break;
            }
            case 'enum': {
                const values = listOf(key, value);
                if (!values.every(v => typeof v === 'string' && kind.values.includes(v))) throw badFilter(key, `filter.${key} must be one of ${kind.values.join(', ')}`);
                conditions.push(sql`j.${sql.ref(kind.column)} in (${sql.join(values)})`);
                break;
            }
            case 'recruiter': {
                const ids = listOf(key, value);
                if (!ids.every(v => typeof v === 'string' && UUID.test(v))) throw badFilter(key);
                conditions.push(sql`exists (select 1 from job_recruiters jr where jr.job_id = j.id and jr.user_id in (${sql.join(ids)}))`);
                break;
            }
            case 'location': {
                conditions.push(jobInCities(key, listOf(key, value)));
                break;
            }
            case 'date': {
                if (typeof value !== 'object' || Array.isArray(value)) {
                    if (typeof value !== 'string' || !DATE.test(value)) throw badFilter(key, `filter.${key} takes {from, to} dates (YYYY-MM-DD)`);
                    conditions.push(sql`j.${sql.ref(kind.column)} = ${value}`);
                    break;
                }
                const range = value as Record<string, unknown>;
                if (Object.keys(range).some(k => k !== 'from' && k !== 'to')) throw badFilter(key, `filter.${key} takes {from, to}`);
                for (const [bound, op] of [['from', sql`>=`], ['to', sql`<=`]] as const) {
                    const date = range[bound];
                    if (date === undefined || date === null || date === '') continue;
                    if (typeof date !== 'string' || !DATE.test(date) || Number.isNaN(Date.parse(date))) throw badFilter(key, `filter.${key}.${bound} must be a date (YYYY-MM-DD)`);
                    conditions.push(sql`j.${sql.ref(kind.column)} ${op} ${date}::date`);
                }
                break;
            }
        }
    }
    return conditions;
}

export function jobOrder(query: JobListQuery): RawBuilder<unknown> {
    const field = query.sort ?? 'created_at';
    if (!(JOB_SORTS as readonly string[]).includes(field)) {
        throw new HttpProblem(400, `Cannot sort by "${field}" (allowed: ${JOB_SORTS.join(', ')})`, { sort: `Cannot sort by "${field}"` });
    }
    const direction = (query.order ?? (query.sort ? 'asc' : 'desc')).toLowerCase() === 'desc' ? sql`desc` : sql`asc`;
    const key =
        field === 'title'
            ? sql`lower(j.title)`
            : field === 'priority'
              ? sql`array_position(array['LOW','MEDIUM','HIGH','URGENT'], j.priority)`
              : sql`j.${sql.ref(field)}`;
    // "nulls last" only where a null can be: on a NOT NULL column it would keep the planner from
    // reading an index in order (a desc index puts nulls first) and make it sort every job.
    const nullable = field === 'job_deadline' || field === 'hiring_deadline';
    return sql`${key} ${direction}${nullable ? sql` nulls last` : sql``}, j.id ${direction}`;
}

/** One page of the job list and the number of jobs the filters match (GET /api/get-jobs). */
export async function listJobs(tx: Tx, refs: JobReference[], query: JobListQuery, perPage: number, offset: number): Promise<{ total: number; rows: JobSummaryRow[] }> {
    const conditions = jobFilterConditions(query);
    const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    return countedPage<JobSummaryRow>(tx, { from: sql`jobs j`, where, select: jobSummarySelect(refs), order: jobOrder(query) }, perPage, offset);
}
