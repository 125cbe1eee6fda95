/**
 * Bulk upload: a CSV or XLSX file (told apart by its bytes) is read, every
 * row is validated against the resource's schema, references, uniqueness
 * (within the file and against the database) FIRST; any failing row means
 * nothing is written and the caller gets a per-row, per-field report. When
 * every row passes, all rows are upserted in the request's one transaction,
 * keyed by bulkUpload.key, so uploading the same file twice creates nothing new.
 * Just over 400 lines: the one upload pipeline (read, validate, match, write in
 * batches), whose steps share the resource's plan and would only pass it around
 * if split.
 */
import type { ValidateFunction } from 'ajv';
import { sql, type RawBuilder } from 'kysely';
import { fieldErrorsFromValidation } from '../plugins/errors.js';
import { composedText, localeOf, type ServerLocale } from '../lib/locale.js';
import { unguardFormula } from '../lib/formulaGuard.js';
import { HttpProblem, messages } from '../lib/http.js';
import { textIssues } from '../lib/input.js';
import { accountBehaviour, runHook, type HookContext } from './hooks.js';
import { humanField, type Column, type ResourceModel, type Row, type Values } from './model.js';
import { insertRecord, present, uniqueTaken, updateRecord, UUID } from './records.js';
import { checkRowCount, missingColumns, repeatedColumn, RowReport, unknownColumns, type RowFail, type Sheet } from '../lib/sheets.js';
import { columnTitle, hindiBuiltInTitles, hindiFieldTitles } from './resourceWords.js';
import { constants } from '../../config/index.js';

/** A resource's cap when its bulkUpload.maxRows is absent; the job upload's cap too (one constant). */
export const DEFAULT_MAX_ROWS = constants.bulkUploadMaxRows;

export interface BulkResult {
    created: number;
    updated: number;
    unchanged: number;
}

// ---------------------------------------------------------------------------
// Cells to values.

// Built-in columns (as field names or as an export titles them, in English or Hindi) are read-only: ignored on upload.
const IGNORED_HEADERS = new Set([
    ...['id', 'created_at', 'updated_at', 'created_by', 'version', 'user_id', 'created at', 'updated at', 'created by', 'user id'],
    ...hindiBuiltInTitles.filter(([field]) => field !== 'status').map(([, title]) => title.toLowerCase()),
]);

interface Mapping {
    /** Per sheet column: the field it fills, or null for an ignored column. */
    fields: (string | null)[];
    present: Set<string>;
}

function mapHeaders(model: ResourceModel, headers: string[], locale: ServerLocale): Mapping {
    const lookup = new Map<string, string>();
    for (const column of model.columns) {
        lookup.set(column.name.toLowerCase(), column.name);
        lookup.set(column.schema.title.trim().toLowerCase(), column.name);
        lookup.set(humanField(column.name), column.name);
    }
    // A file exported in Hindi has the Hindi titles (resourceWords.ts): it is read back as exported.
    for (const [field, title] of [...hindiFieldTitles(model.config), ...hindiBuiltInTitles]) if (model.column.has(field) || field === 'status') lookup.set(title.trim().toLowerCase(), field);
    lookup.set('status', 'status');
    const fields: (string | null)[] = [];
    const unknown: string[] = [];
    const seen = new Set<string>();
    headers.forEach(raw => {
        const header = raw.trim().toLowerCase();
        const field = lookup.get(header) ?? null;
        if (!field && header && !IGNORED_HEADERS.has(header)) unknown.push(raw.trim());
        if (field && seen.has(field)) throw repeatedColumn(raw.trim(), locale);
        if (field) seen.add(field);
        fields.push(field);
    });
    if (unknown.length) throw unknownColumns(unknown, model.columns.map(c => c.name), locale);
    const missing = [...new Set([...model.columns.filter(c => c.required).map(c => c.name), ...(model.config.bulkUpload?.key ?? [])])].filter(f => !seen.has(f));
    if (missing.length) throw missingColumns(missing, locale);
    return { fields, present: seen };
}

const isBlank = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

function isoDate(date: Date): string {
    return date.toISOString().slice(0, 10);
}

/** A cell as the field's JSON type; a string it cannot be turned into is left for the schema to refuse. */
function cellValue(column: Column, cell: unknown): unknown {
    const { type, format } = column.schema;
    if (cell instanceof Date) {
        if (type === 'string' && format === 'date') return isoDate(cell);
        return cell.toISOString();
    }
    if (type === 'string') return typeof cell === 'number' && format === 'date' ? isoDate(new Date(Math.round((cell - 25569) * 86_400_000))) : String(cell).trim();
    if (type === 'integer' || type === 'number') {
        if (typeof cell === 'number') return cell;
        const n = Number(String(cell).trim().replace(/,/g, ''));
        return Number.isFinite(n) ? n : String(cell);
    }
    if (type === 'boolean') {
        if (typeof cell === 'boolean') return cell;
        const t = String(cell).trim().toLowerCase();
        if (['true', 'yes', 'y', '1'].includes(t)) return true;
        if (['false', 'no', 'n', '0'].includes(t)) return false;
        return String(cell);
    }
    const textValue = String(cell).trim();
    try {
        return JSON.parse(textValue);
    } catch {
        // A list of plain words may be written "a; b; c".
        return type === 'array' ? textValue.split(/[;,]/).map(s => s.trim()).filter(Boolean) : textValue;
    }
}

// ---------------------------------------------------------------------------
// Matching against the database.

/** How two values of a field compare (case-insensitive for text, as the unique indexes are). */
function keyPart(model: ResourceModel, field: string, value: unknown): string {
    if (value === null || value === undefined) return '\u0000null';
    const type = model.column.get(field)?.sqlType;
    if (type === 'text' || type === 'uuid') return String(value).toLowerCase();
    if (type === 'timestamptz') return new Date(value as string).toISOString();
    if (type === 'jsonb') return JSON.stringify(value);
    if (type === 'numeric' || type === 'integer' || type === 'bigint') return String(Number(value));
    return String(value);
}

const tupleKey = (model: ResourceModel, set: string[], values: Values) => set.map(f => keyPart(model, f, values[f])).join('\u0001');

/** Rows per statement when a file's rows go to the database; bounds one statement's size, not the number of round trips that matter. */
const BATCH = 2000;

function batches<T>(list: T[]): T[][] {
    return Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, i * BATCH + BATCH));
}

/** A field's SQL type; `status` and `id` are built-in columns, not schema fields. */
const typeOf = (model: ResourceModel, field: string) => sql.raw(field === 'status' ? 'text' : field === 'id' ? 'uuid' : model.column.get(field)!.sqlType);

/**
 * Rows as ONE jsonb parameter read back as a typed relation `r`: a statement over 2,000 rows
 * then carries one parameter instead of one per cell (binding tens of thousands of parameters
 * was most of an import's time), and needs no cast per cell.
 */
function recordset(model: ResourceModel, rows: Values[], fields: string[]): RawBuilder<unknown> {
    const json = JSON.stringify(rows.map(row => Object.fromEntries(fields.map(f => [f, row[f] ?? null]))));
    return sql`jsonb_to_recordset(${json}::jsonb) as r (${sql.join(fields.map(f => sql`${sql.ref(f)} ${typeOf(model, f)}`))})`;
}

async function rowsMatching(ctx: HookContext, set: string[], tuples: Values[]): Promise<Row[]> {
    const { model, workspace } = ctx;
    const out: Row[] = [];
    const isText = (field: string) => model.column.get(field)?.sqlType === 'text';
    // Text compares case-insensitively, as the unique indexes do: lower(column) against the value lowered here.
    const compare = sql.join(set.map(f => (isText(f) ? sql`lower(${sql.ref(f)})` : sql.ref(f))));
    const columns = sql.join(model.outputColumns.map(c => sql.ref(c)));
    for (const chunk of batches(tuples)) {
        const keys = chunk.map(t => Object.fromEntries(set.map(f => [f, isText(f) ? String(t[f]).toLowerCase() : t[f]])));
        const result = await sql<Row>`select ${columns} from ${sql.table(model.table)}
            where workspace_id = ${workspace.id} and (${compare}) in (select ${sql.join(set.map(f => sql.ref(`r.${f}`)))} from ${recordset(model, keys, set)})`.execute(ctx.tx);
        out.push(...result.rows);
    }
    return out;
}

/** Reference cells hold an id or the referenced record's label; both become the id. One query per kind and 2,000 values. */
async function resolveReferences(ctx: HookContext, column: Column, raws: Set<string>, locale: ServerLocale): Promise<Map<string, string | Error>> {
    const target = column.references!;
    const field = column.schema.title;
    const resolved = new Map<string, string | Error>();
    const ids = [...raws].filter(r => UUID.test(r));
    const labels = [...raws].filter(r => !UUID.test(r));
    for (const chunk of batches(ids)) {
        const found = await sql<{ id: string }>`select id from ${sql.table(target.table)}
            where workspace_id = ${ctx.workspace.id} and id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`.execute(ctx.tx);
        const known = new Set(found.rows.map(r => r.id.toLowerCase()));
        for (const id of chunk) resolved.set(id, known.has(id.toLowerCase()) ? id : new Error(composedText(locale, 'reference_missing', { field }, `${field} not found`)));
    }
    for (const chunk of batches(labels)) {
        const wanted = [...new Set(chunk.map(l => l.toLowerCase()))];
        const found = await sql<{ id: string; label: string }>`select id, lower(${sql.ref(target.labelField)}::text) as label from ${sql.table(target.table)}
            where workspace_id = ${ctx.workspace.id} and lower(${sql.ref(target.labelField)}::text) in (select value from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`.execute(ctx.tx);
        const byLabel = new Map<string, string[]>();
        for (const row of found.rows) byLabel.set(row.label, [...(byLabel.get(row.label) ?? []), row.id]);
        for (const label of chunk) {
            const matches = byLabel.get(label.toLowerCase()) ?? [];
            if (matches.length === 1) resolved.set(label, matches[0]);
            else if (matches.length) resolved.set(label, new Error(composedText(locale, 'reference_ambiguous', { value: label, resource: target.resource }, `"${label}" matches more than one ${target.resource} record: use its id`)));
            else resolved.set(label, new Error(composedText(locale, 'reference_unknown', { field, value: label }, `${field} "${label}" not found`)));
        }
    }
    return resolved;
}

// ---------------------------------------------------------------------------
// Validate everything, then write everything.

interface ReadyRow {
    row: number;
    values: Values;
    status?: 'ACTIVE' | 'INACTIVE';
    existing?: Row;
}

/** Whether a cell changes the stored value (text compares exactly here: a new capitalisation is an update). */
function sameValue(model: ResourceModel, field: string, a: unknown, b: unknown): boolean {
    const x = a === '' ? null : a;
    const y = b === '' ? null : b;
    if (model.column.get(field)?.sqlType === 'text') return (x ?? null) === (y ?? null);
    return keyPart(model, field, x) === keyPart(model, field, y);
}

export async function bulkUpload(ctx: HookContext, sheet: Sheet, validate: ValidateFunction): Promise<BulkResult> {
    const { model } = ctx;
    const bulk = model.config.bulkUpload!;
    const maxRows = bulk.maxRows ?? DEFAULT_MAX_ROWS;
    const locale = localeOf(ctx.request);
    const mapping = mapHeaders(model, sheet.headers, locale);
    const dataRows = sheet.rows.filter(r => !r.cells.every(isBlank));
    checkRowCount(dataRows.length, maxRows, locale);

    const rowErrors = new RowReport(locale);
    const { fail } = rowErrors;

    // 1. Cells to typed values.
    const parsed = dataRows.map(({ row, cells }) => {
        const values: Values = {};
        let status: ReadyRow['status'];
        mapping.fields.forEach((field, i) => {
            if (!field) return;
            // Our exports guard formula-like text with a leading ' (CSV injection): take it off again.
            const raw = cells[i];
            const cell = typeof raw === 'string' ? unguardFormula(raw) : raw;
            if (field === 'status') {
                if (isBlank(cell)) return;
                const s = String(cell).trim().toUpperCase();
                if (s === 'ACTIVE' || s === 'INACTIVE') status = s;
                else fail(row, 'status', 'status must be ACTIVE or INACTIVE');
                return;
            }
            const column = model.column.get(field)!;
            values[field] = isBlank(cell) ? null : cellValue(column, cell);
        });
        return { row, values, status };
    });

    // 2. References by id or label.
    for (const column of model.columns.filter(c => c.references && mapping.present.has(c.name))) {
        const raws = new Set(parsed.map(p => p.values[column.name]).filter((v): v is string => typeof v === 'string' && v !== '').map(v => v.trim()));
        const resolved = await resolveReferences(ctx, column, raws, locale);
        for (const p of parsed) {
            const raw = p.values[column.name];
            if (typeof raw !== 'string' || raw === '') continue;
            const id = resolved.get(raw.trim());
            if (id instanceof Error) fail(p.row, column.name, id.message);
            else p.values[column.name] = id;
        }
    }

    // 3. The schema, as the create endpoint applies it; then beforeWrite hooks (sanitising).
    const titleOf = (field: string) => model.column.get(field)?.schema.title ?? field;
    const ready: ReadyRow[] = [];
    for (const p of parsed) {
        const toCheck = Object.fromEntries(Object.entries(p.values).filter(([, v]) => v !== null));
        // Cells read as JSON (lists, objects) can hold escaped NUL or lone surrogates: refused like a request's.
        const valid = validate(toCheck);
        const issues = [...textIssues(toCheck), ...(valid ? [] : (validate.errors ?? []))];
        for (const [field, message] of Object.entries(fieldErrorsFromValidation(issues, locale, titleOf))) fail(p.row, field, message);
        if (rowErrors.has(p.row)) continue;
        const values = await runHook(ctx, { slot: 'beforeWrite', operation: 'bulkUpload', values: p.values });
        ready.push({ row: p.row, values, status: p.status });
    }

    // 4. Uniqueness within the file (the key, and every unique set). Hindi names the fields by their
    // columns' Hindi titles (resourceWords.ts), as the console's form and a create's refusal do, joined with its own "and".
    const fieldsOf = (set: string[]) => set.map(field => columnTitle(model.config, field, locale)).join(' और ');
    const sets = [bulk.key, ...model.uniqueSets.filter(s => s.join() !== bulk.key.join())];
    for (const set of sets) {
        const first = new Map<string, number>();
        for (const r of ready) {
            if (set.some(f => r.values[f] === null || r.values[f] === undefined)) continue;
            const key = tupleKey(model, set, r.values);
            const earlier = first.get(key);
            if (earlier === undefined) first.set(key, r.row);
            else for (const f of set) fail(r.row, f, composedText(locale, 'same_as_row', { fields: fieldsOf(set), row: earlier }, `Same ${set.map(humanField).join(' and ')} as row ${earlier}`));
        }
    }

    // 5. Against the database: the key finds the record a row updates; any other unique match is a conflict.
    const withKey = ready.filter(r => bulk.key.every(f => r.values[f] !== null && r.values[f] !== undefined));
    const byKey = new Map((await rowsMatching(ctx, bulk.key, withKey.map(r => r.values))).map(row => [tupleKey(model, bulk.key, row), row]));
    for (const r of ready) r.existing = byKey.get(tupleKey(model, bulk.key, r.values));
    // A unique set that is the key itself cannot conflict: its match is the record the row updates.
    for (const set of model.uniqueSets.filter(s => s.join() !== bulk.key.join())) {
        const candidates = ready.filter(r => set.every(f => r.values[f] !== null && r.values[f] !== undefined));
        if (!candidates.length) continue;
        const owners = new Map((await rowsMatching(ctx, set, candidates.map(r => r.values))).map(row => [tupleKey(model, set, row), row.id as string]));
        const taken = uniqueTaken(model, set, locale);
        for (const r of candidates) {
            const owner = owners.get(tupleKey(model, set, r.values));
            if (owner && owner !== r.existing?.id) for (const f of set) fail(r.row, f, taken);
        }
    }
    if (model.config.account) await checkAccountEmails(ctx, ready, fail);

    if (rowErrors.size) throw rowErrors.rejected(titleOf);

    // 6. Every row passed: write them all (the caller's transaction makes it all or nothing).
    const result: BulkResult = { created: 0, updated: 0, unchanged: 0 };
    const inserts = ready.filter(r => !r.existing);
    const fileFields = model.columns.map(c => c.name).filter(f => mapping.present.has(f));
    // A created row gets the schema's defaults where the file is silent, as the create endpoint does;
    // an updated row changes only the cells the file has.
    const defaulted = model.columns.filter(c => c.schema.default !== undefined);
    const createFields = [...new Set([...fileFields, ...defaulted.map(c => c.name)])];
    for (const r of inserts) for (const c of defaulted) if (r.values[c.name] === null || r.values[c.name] === undefined) r.values[c.name] = c.schema.default;
    if (model.config.account || model.config.hooks?.afterCreate) {
        for (const r of inserts) {
            const values = Object.fromEntries(createFields.map(f => [f, r.values[f] ?? null]));
            const extra: Values = r.status ? { status: r.status } : {};
            if (model.config.account) extra.user_id = await accountBehaviour.create(ctx, values);
            const record = await insertRecord(ctx.tx, model, ctx.workspace.id, ctx.user.id, values, extra);
            if (model.config.account && record.status === 'INACTIVE') await accountBehaviour.status(ctx, record);
            await runHook(ctx, { slot: 'afterCreate', operation: 'bulkUpload', values, record: present(model, record) });
        }
    } else {
        await insertMany(ctx, inserts, [...createFields, ...(mapping.present.has('status') ? ['status'] : [])]);
    }
    result.created = inserts.length;

    const changes: Change[] = [];
    for (const r of ready.filter(x => x.existing)) {
        const existing = r.existing!;
        const changed = Object.fromEntries(fileFields.filter(f => !sameValue(model, f, r.values[f] ?? null, existing[f])).map(f => [f, r.values[f] ?? null]));
        const statusChanged = r.status !== undefined && r.status !== existing.status;
        if (!Object.keys(changed).length && !statusChanged) result.unchanged++;
        else changes.push({ existing, values: changed, status: statusChanged ? r.status : undefined });
    }
    result.updated = changes.length;
    if (!model.config.account && !model.config.hooks?.afterUpdate) {
        await updateMany(ctx, changes);
        return result;
    }
    // Account resources and afterUpdate hooks act on each updated record, so these update one by one.
    for (const { existing, values, status } of changes) {
        const record = await updateRecord(ctx.tx, model, ctx.workspace.id, existing.id as string, undefined, values, status ? { status } : {});
        if (model.config.account) {
            await accountBehaviour.update(ctx, record);
            if (status) await accountBehaviour.status(ctx, record);
        }
        await runHook(ctx, { slot: 'afterUpdate', operation: 'bulkUpload', values, record: present(model, record), previous: present(model, existing) });
    }
    return result;
}

interface Change {
    existing: Row;
    /** Only the fields whose stored value the file changes. */
    values: Values;
    status?: 'ACTIVE' | 'INACTIVE';
}

/** New records, as insertRecord would write each (the file's fields, defaults, status; workspace and author), 2,000 to a statement. */
async function insertMany(ctx: HookContext, rows: ReadyRow[], fields: string[]): Promise<void> {
    const { model } = ctx;
    for (const chunk of batches(rows)) {
        const values = chunk.map(r => ({ ...r.values, status: r.status ?? 'ACTIVE' }));
        await sql`insert into ${sql.table(model.table)} (${sql.join([...fields, 'workspace_id', 'created_by'].map(c => sql.ref(c)))})
            select ${sql.join(fields.map(f => sql.ref(`r.${f}`)))}, ${ctx.workspace.id}::uuid, ${ctx.user.id}::uuid from ${recordset(model, values, fields)}`.execute(ctx.tx);
    }
}

/**
 * Updates records as updateRecord would one by one (only the changed fields, updated_at,
 * version + 1), in one statement per set of changed fields and 2,000 rows: a re-upload of
 * 10,000 edited rows is then a handful of statements instead of 10,000.
 */
async function updateMany(ctx: HookContext, changes: Change[]): Promise<void> {
    const { model } = ctx;
    const groups = new Map<string, Change[]>();
    for (const change of changes) {
        const key = [...Object.keys(change.values), ...(change.status ? ['status'] : [])].join(',');
        const group = groups.get(key);
        if (group) group.push(change);
        else groups.set(key, [change]);
    }
    for (const [key, group] of groups) {
        const fields = key.split(',');
        for (const chunk of batches(group)) {
            const rows = chunk.map(c => ({ ...c.values, ...(c.status ? { status: c.status } : {}), id: c.existing.id }));
            const updated = await sql<{ id: string }>`update ${sql.table(model.table)} as t
                set ${sql.join(fields.map(f => sql`${sql.ref(f)} = ${sql.ref(`r.${f}`)}`))}, updated_at = now(), version = t.version + 1
                from ${recordset(model, rows, [...fields, 'id'])}
                where t.workspace_id = ${ctx.workspace.id} and t.id = r.id
                returning t.id`.execute(ctx.tx);
            // A record deleted since it was read: updateRecord would refuse the upload too.
            if (updated.rows.length !== chunk.length) throw new HttpProblem(409, messages.stale);
        }
    }
}

/** Account resources: an email may not belong to another user of the workspace. */
async function checkAccountEmails(ctx: HookContext, ready: ReadyRow[], fail: RowFail): Promise<void> {
    const field = ctx.model.config.account!.emailField;
    const emails = ready.map(r => r.values[field]).filter((v): v is string => typeof v === 'string').map(e => e.toLowerCase());
    if (!emails.length) return;
    const taken = new Map<string, string>();
    for (let i = 0; i < emails.length; i += 500) {
        const rows = await ctx.tx.selectFrom('users').select(['id', 'email']).where(sql`lower(email)`, 'in', emails.slice(i, i + 500)).execute();
        for (const row of rows) taken.set(row.email.toLowerCase(), row.id);
    }
    for (const r of ready) {
        const email = String(r.values[field] ?? '').toLowerCase();
        const owner = taken.get(email);
        if (owner && owner !== r.existing?.user_id) fail(r.row, field, 'A user with this email already exists');
    }
}
