/**
 * Reading and writing a resource's records: plain SQL over identifiers that
 * come from validated config (quoted with sql.table / sql.ref), always with
 * an explicit workspace filter on top of row-level security.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/scope.js';
import { HttpProblem, messages, notFound } from '../lib/http.js';
import { composedText, type ServerLocale } from '../lib/locale.js';
import { referenceLabelsKey } from '../../config/resources.js';
import { foreignKeyName, uniqueIndexName } from './tables.js';
import { type Column, type ResourceModel, type Row, type Values, uniqueMessage } from './model.js';
import { columnTitle, resourceName, resourceNameByKey } from './resourceWords.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The result column carrying a reference's label until present() folds it into `_labels`. */
const labelColumn = (field: string) => `__label__${field}`;

/**
 * The output columns, plus each reference field's label joined from the
 * referenced table (same workspace), so a list never depends on a call to a
 * resource the user may not read. Columns are qualified by `alias` (default:
 * the table), which also makes this usable in INSERT/UPDATE/DELETE RETURNING.
 */
export function selectList(model: ResourceModel, alias: string = model.table): RawBuilder<unknown> {
    const own = (column: string) => sql.ref(`${alias}.${column}`);
    const labels = model.columns.flatMap(c => {
        const ref = c.references;
        if (!ref) return [];
        return [
            sql`(select ${sql.ref(`r.${ref.labelField}`)}::text from ${sql.table(ref.table)} as r
                where r.workspace_id = ${own('workspace_id')} and r.id = ${own(c.name)}) as ${sql.ref(labelColumn(c.name))}`,
        ];
    });
    return sql.join([...model.outputColumns.map(own), ...labels]);
}

/** The fields that reference another resource; each gets a label in `_labels`. */
export function referenceFields(model: ResourceModel): string[] {
    return model.columns.filter(c => c.references).map(c => c.name);
}

/** A row as the API answers it (the workspace is implied by the host), with `_labels` when it has references. */
export function present(model: ResourceModel, row: Row): Row {
    const out: Row = {};
    for (const column of model.outputColumns) out[column] = row[column] ?? null;
    const references = referenceFields(model);
    if (references.length) {
        out[referenceLabelsKey] = Object.fromEntries(references.map(field => [field, (row[labelColumn(field)] as string | null | undefined) ?? null]));
    }
    return out;
}

/** Optional fields sent empty are stored as null, so an empty code never collides with another. */
export function normalise(model: ResourceModel, values: Values): Values {
    const out: Values = {};
    for (const [field, value] of Object.entries(values)) {
        const column = model.column.get(field);
        if (!column) continue;
        out[field] = value === '' && !column.required ? null : typeof value === 'string' && column.sqlType !== 'text' ? value.trim() : value;
    }
    return out;
}

function toDb(column: Column | undefined, value: unknown): unknown {
    if (value === undefined || value === null) return null;
    // node-postgres would turn a JS array into a Postgres array literal: jsonb gets JSON text.
    if (column?.sqlType === 'jsonb') return JSON.stringify(value);
    return value;
}

export async function findById(tx: Tx, model: ResourceModel, workspaceId: string, id: string, lock = false): Promise<Row | undefined> {
    const result = await sql<Row>`select ${selectList(model)} from ${sql.table(model.table)}
        where workspace_id = ${workspaceId} and id = ${id} ${lock ? sql`for update` : sql``}`.execute(tx);
    return result.rows[0];
}

export async function getOrNotFound(tx: Tx, model: ResourceModel, workspaceId: string, id: string, lock = false): Promise<Row> {
    const row = await findById(tx, model, workspaceId, id, lock);
    if (!row) throw notFound();
    return row;
}

/** "Department not found": a reference to no record of this workspace, the field named in `locale` as the form names it. */
function referenceMissing(model: ResourceModel, column: Column, locale: ServerLocale): string {
    return composedText(locale, 'reference_missing', { field: columnTitle(model.config, column.name, locale) }, `${column.schema.title} not found`);
}

/** Every reference points at a record of this workspace (RLS hides the others, so they are "not found"); refused in `locale`. */
export async function checkReferences(tx: Tx, model: ResourceModel, workspaceId: string, values: Values, locale: ServerLocale): Promise<void> {
    const errors: Record<string, string> = {};
    for (const column of model.columns) {
        const value = values[column.name];
        if (!column.references || value === undefined || value === null) continue;
        const target = column.references;
        const label = target.resource;
        if (typeof value !== 'string' || !UUID.test(value)) {
            const words = { field: columnTitle(model.config, column.name, locale), resource: resourceNameByKey(label, label, locale) };
            errors[column.name] = composedText(locale, 'reference_not_id', words, `${column.schema.title} must be the id of a ${label} record`);
            continue;
        }
        const found = await sql`select 1 from ${sql.table(target.table)} where workspace_id = ${workspaceId} and id = ${value}`.execute(tx);
        if (found.rows.length === 0) errors[column.name] = referenceMissing(model, column, locale);
    }
    if (Object.keys(errors).length) throw new HttpProblem(400, Object.values(errors)[0], errors);
}

function comparable(model: ResourceModel, field: string, value: unknown): RawBuilder<unknown> {
    return model.column.get(field)?.sqlType === 'text' ? sql`lower(${sql.ref(field)}) = lower(${value as string})` : sql`${sql.ref(field)} = ${toDb(model.column.get(field), value)}`;
}

/**
 * "A department with this code already exists", in `locale`: in Hindi the resource and its fields
 * by the names the console shows (resourceWords.ts), on the form a person filled in and in an
 * upload's row report alike.
 */
export function uniqueTaken(model: ResourceModel, set: string[], locale: ServerLocale): string {
    const fields = set.map(field => columnTitle(model.config, field, locale)).join(' और ');
    return composedText(locale, 'unique_taken', { resource: resourceName(model.config, locale, 'one'), fields }, uniqueMessage(model, set));
}

/** Each unique set whose values are all present must not match another record of the workspace. */
export async function checkUnique(tx: Tx, model: ResourceModel, workspaceId: string, values: Values, exceptId: string | null, locale: ServerLocale): Promise<void> {
    const errors: Record<string, string> = {};
    for (const set of model.uniqueSets) {
        if (set.some(f => values[f] === undefined || values[f] === null)) continue;
        const conditions = set.map(f => comparable(model, f, values[f]));
        const found = await sql`select id from ${sql.table(model.table)} where workspace_id = ${workspaceId}
            and ${sql.join(conditions, sql` and `)} ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`.execute(tx);
        if (found.rows.length) for (const f of set) errors[f] ??= uniqueTaken(model, set, locale);
    }
    if (Object.keys(errors).length) throw new HttpProblem(400, Object.values(errors)[0], errors);
}

interface PgError {
    code?: string;
    constraint?: string;
    table?: string;
}

/**
 * "This department is in use by employees and cannot be deleted. …", in `locale`: in Hindi the
 * resource and the one using it by the console's names.
 */
function inUse(model: ResourceModel, user: ResourceModel | undefined, locale: ServerLocale): string {
    const resource = resourceName(model.config, locale, 'one');
    const one = model.config.label.one.toLowerCase();
    const tail = 'and cannot be deleted. Remove those references or set it inactive instead.';
    if (!user) return composedText(locale, 'in_use', { resource }, `This ${one} is in use by other records ${tail}`);
    const users = resourceName(user.config, locale, 'many');
    return composedText(locale, 'in_use_by', { resource, users }, `This ${one} is in use by ${user.config.label.many.toLowerCase()} ${tail}`);
}

/** Maps the database's own constraint errors (a race past the checks above) to the API's answers in `locale`, a unique one as checkUnique words it. */
export function mapDbError(models: ResourceModel[], model: ResourceModel, error: unknown, operation: 'write' | 'delete', locale: ServerLocale): never {
    const pg = error as PgError;
    if (pg?.code === '23505') {
        const set = model.uniqueSets.find(s => uniqueIndexName(model.table, s) === pg.constraint);
        if (set) {
            const message = uniqueTaken(model, set, locale);
            throw new HttpProblem(400, message, Object.fromEntries(set.map(f => [f, message])));
        }
    }
    // 23503 foreign_key_violation; 23001 restrict_violation (ON DELETE RESTRICT).
    if (pg?.code === '23503' || pg?.code === '23001') {
        if (operation === 'delete') throw new HttpProblem(409, inUse(model, models.find(m => m.table === pg.table), locale));
        const column = model.columns.find(c => c.references && foreignKeyName(model.table, c.name) === pg.constraint);
        if (column) {
            const message = referenceMissing(model, column, locale);
            throw new HttpProblem(400, message, { [column.name]: message });
        }
    }
    throw error;
}

export async function insertRecord(tx: Tx, model: ResourceModel, workspaceId: string, userId: string, values: Values, extra: Values = {}): Promise<Row> {
    const entries = [
        ...Object.entries(values).map(([k, v]) => [k, toDb(model.column.get(k), v)] as const),
        ...Object.entries(extra),
        ['workspace_id', workspaceId] as const,
        ['created_by', userId] as const,
    ];
    const result = await sql<Row>`insert into ${sql.table(model.table)} (${sql.join(entries.map(([k]) => sql.ref(k)))})
        values (${sql.join(entries.map(([, v]) => v))}) returning ${selectList(model)}`.execute(tx);
    return result.rows[0];
}

/** Many rows in one statement (bulk upload); every row carries the same columns. */
export async function insertMany(tx: Tx, model: ResourceModel, workspaceId: string, userId: string, rows: Values[], fields: string[]): Promise<number> {
    if (rows.length === 0) return 0;
    const columns = [...fields, 'workspace_id', 'created_by'];
    const tuples = rows.map(row => sql`(${sql.join([...fields.map(f => toDb(model.column.get(f), row[f])), workspaceId, userId])})`);
    await sql`insert into ${sql.table(model.table)} (${sql.join(columns.map(c => sql.ref(c)))}) values ${sql.join(tuples)}`.execute(tx);
    return rows.length;
}

/**
 * Writes the given fields if the record is still at `version` (optimistic
 * concurrency). Stale: 409; gone or another workspace's: 404.
 */
export async function updateRecord(tx: Tx, model: ResourceModel, workspaceId: string, id: string, version: number | undefined, values: Values, extra: Values = {}): Promise<Row> {
    const sets = [
        ...Object.entries(values).map(([k, v]) => sql`${sql.ref(k)} = ${toDb(model.column.get(k), v)}`),
        ...Object.entries(extra).map(([k, v]) => sql`${sql.ref(k)} = ${v}`),
        sql`updated_at = now()`,
        sql`version = version + 1`,
    ];
    const result = await sql<Row>`update ${sql.table(model.table)} set ${sql.join(sets)}
        where workspace_id = ${workspaceId} and id = ${id} ${version === undefined ? sql`` : sql`and version = ${version}`}
        returning ${selectList(model)}`.execute(tx);
    if (result.rows[0]) return result.rows[0];
    if (await findById(tx, model, workspaceId, id)) throw new HttpProblem(409, messages.stale);
    throw notFound();
}

export async function deleteRecord(tx: Tx, model: ResourceModel, workspaceId: string, id: string): Promise<Row> {
    const result = await sql<Row>`delete from ${sql.table(model.table)} where workspace_id = ${workspaceId} and id = ${id} returning ${selectList(model)}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return result.rows[0];
}
