/**
 * The list query of docs/api.md for a resource: search (ILIKE over
 * list.search), status, filter (a JSON object of field → value over
 * list.filters, references, id and status) and sort over allowed columns.
 */
import { sql, type RawBuilder } from 'kysely';
import { HttpProblem } from '../lib/http.js';
import { assertStorableText } from '../lib/input.js';
import { countedPage } from '../db/countedPage.js';
import type { Tx } from '../db/scope.js';
import type { ResourceModel, SqlType, Values } from './model.js';
import { selectList, UUID } from './records.js';
import { likeContaining } from '../lib/searchWords.js';

export interface ListQuery {
    page?: number;
    limit?: number;
    search?: string;
    status?: 'ACTIVE' | 'INACTIVE';
    sort?: string;
    order?: string;
    filter?: string;
}

export const listQuerySchema = {
    type: 'object',
    properties: {
        page: { type: 'integer', minimum: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        search: { type: 'string', maxLength: 200 },
        status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
        sort: { type: 'string', maxLength: 63 },
        order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
        filter: { type: 'string', maxLength: 4000, description: 'JSON object of field → value (array: any of; {from,to}: range; null: empty)' },
    },
} as const;

const bad = (field: string, message: string) => new HttpProblem(400, message, { [field]: message });

const builtInTypes: Record<string, SqlType> = { id: 'uuid', status: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', created_by: 'uuid', version: 'integer', user_id: 'uuid' };

function typeOf(model: ResourceModel, field: string): SqlType {
    return model.column.get(field)?.sqlType ?? builtInTypes[field] ?? 'text';
}

/** A filter value as the column's type, or a 400 naming the filter key. */
function coerce(type: SqlType, field: string, value: unknown): unknown {
    const fail = () => bad('filter', `filter.${field} has an invalid value`);
    switch (type) {
        case 'uuid':
            if (typeof value !== 'string' || !UUID.test(value)) throw fail();
            return value;
        case 'integer':
        case 'bigint':
        case 'numeric': {
            const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
            if (!Number.isFinite(n) || ((type === 'integer' || type === 'bigint') && !Number.isInteger(n))) throw fail();
            return n;
        }
        case 'boolean':
            if (value === true || value === 'true') return true;
            if (value === false || value === 'false') return false;
            throw fail();
        case 'date':
            if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw fail();
            return value;
        case 'timestamptz':
            if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw fail();
            return value;
        default:
            if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw fail();
            return String(value);
    }
}

function condition(model: ResourceModel, field: string, value: unknown): RawBuilder<unknown> {
    const type = typeOf(model, field);
    const ref = sql.ref(field);
    if (value === null) return sql`${ref} is null`;
    if (type === 'jsonb') {
        // An array field contains the value (or all of the values).
        const wanted = Array.isArray(value) ? value : [value];
        return sql`${ref} @> ${JSON.stringify(wanted)}::jsonb`;
    }
    if (Array.isArray(value)) {
        if (value.length === 0) return sql`false`;
        if (value.length > 1000) throw bad('filter', `filter.${field} lists too many values`);
        const items = value.map(v => coerce(type, field, v));
        return type === 'text' ? sql`lower(${ref}) in (${sql.join(items.map(v => sql`lower(${v})`))})` : sql`${ref} in (${sql.join(items)})`;
    }
    if (typeof value === 'object') {
        const range = value as Record<string, unknown>;
        const unknownKeys = Object.keys(range).filter(k => k !== 'from' && k !== 'to');
        if (unknownKeys.length || !['date', 'timestamptz', 'integer', 'bigint', 'numeric'].includes(type)) {
            throw bad('filter', `filter.${field} takes a value, a list of values or {from, to}`);
        }
        const parts: RawBuilder<unknown>[] = [];
        if (range.from !== undefined && range.from !== null && range.from !== '') parts.push(sql`${ref} >= ${coerce(type, field, range.from)}`);
        if (range.to !== undefined && range.to !== null && range.to !== '') {
            // A date-only upper bound on a timestamp includes the whole day.
            const to = coerce(type, field, range.to);
            parts.push(type === 'timestamptz' && /^\d{4}-\d{2}-\d{2}$/.test(String(to)) ? sql`${ref} < (${to}::date + 1)` : sql`${ref} <= ${to}`);
        }
        return parts.length ? sql.join(parts, sql` and `) : sql`true`;
    }
    const one = coerce(type, field, value);
    return type === 'text' ? sql`lower(${ref}) = lower(${one})` : sql`${ref} = ${one}`;
}

export function parseFilter(raw: string | undefined): Record<string, unknown> {
    if (raw === undefined || raw === '') return {};
    let parsed: unknown;
    try {
        parsed = JSON.parse(raw);
    } catch {
        throw bad('filter', 'filter must be a JSON object');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw bad('filter', 'filter must be a JSON object');
    assertStorableText(parsed, 'filter');
    return parsed as Record<string, unknown>;
}


/** WHERE conditions of a list (workspace first), for list and export alike. */
export function listConditions(model: ResourceModel, workspaceId: string, query: ListQuery): RawBuilder<unknown> {
    const conditions: RawBuilder<unknown>[] = [sql`workspace_id = ${workspaceId}`];
    if (query.status) conditions.push(sql`status = ${query.status}`);
    const term = query.search?.trim();
    const searchFields = model.config.list.search ?? [];
    if (term && searchFields.length) {
        const pattern = likeContaining(term);
        conditions.push(sql`(${sql.join(searchFields.map(f => sql`${sql.ref(f)} ilike ${pattern}`), sql` or `)})`);
    }
    for (const [field, value] of Object.entries(parseFilter(query.filter))) {
        if (!model.filterable.has(field)) {
            throw bad('filter', `Unknown filter "${field}" (allowed: ${[...model.filterable].join(', ')})`);
        }
        if (value === undefined || value === '') continue;
        conditions.push(condition(model, field, value));
    }
    return sql.join(conditions, sql` and `);
}

export function listOrder(model: ResourceModel, query: ListQuery): RawBuilder<unknown> {
    const fallback = model.config.list.sort ?? { field: 'created_at', order: 'DESC' as const };
    const field = query.sort ?? fallback.field;
    if (!model.sortable.has(field)) throw bad('sort', `Cannot sort by "${field}" (allowed: ${[...model.sortable].join(', ')})`);
    const direction = (query.order ?? (query.sort ? 'asc' : fallback.order)).toLowerCase() === 'desc' ? sql`desc` : sql`asc`;
    const key = typeOf(model, field) === 'text' ? sql`lower(${sql.ref(field)})` : sql.ref(field);
    // The built-in timestamps are NOT NULL: without "nulls last" the default order (created_at desc)
    // is the order of the (workspace_id, created_at desc) index, so a page reads `limit` entries
    // instead of sorting the table. Resource fields are nullable columns (tables.ts).
    const nullable = field !== 'created_at' && field !== 'updated_at';
    return sql`${key} ${direction}${nullable ? sql` nulls last` : sql``}, id ${direction}`;
}

/** One page of a list (rows as read, before present()) and the number of records its conditions match. */
export async function listRecords(tx: Tx, model: ResourceModel, workspaceId: string, query: ListQuery, perPage: number, offset: number): Promise<{ total: number; rows: Values[] }> {
    const where = listConditions(model, workspaceId, query);
    const order = listOrder(model, query);
    return countedPage<Values>(tx, { from: sql.table(model.table), where, select: selectList(model), order }, perPage, offset);
}
