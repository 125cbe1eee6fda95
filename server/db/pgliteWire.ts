/**
 * The PostgreSQL wire protocol between this thread and PGlite's (pgliteWorker.mjs). A statement is
 * encoded here as node-postgres sends it (Parse, Bind, Describe, Execute, Sync with its parameters
 * as node-postgres prepares them; a simple query when it has none), the worker hands the bytes to
 * PGlite as they are and sends the answer's bytes back, transferred rather than copied, and they
 * are decoded here with node-postgres's parser and the engines' shared type parsers (wireTypes.ts).
 * PGlite's own query() made six protocol calls per statement and built every row in its thread,
 * the one thread every request waits for (docs/performance.md, "PGlite speaks the wire protocol").
 */
import { Buffer } from 'node:buffer';
import { serialize } from 'pg-protocol';
import type { BackendMessage, CommandCompleteMessage, DataRowMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import { prepareValue } from 'pg/lib/utils.js';
import { wireTypes } from './wireTypes.js';

/** A database error's own fields (code, constraint, detail...), as node-postgres's DatabaseError carries them. */
export type ErrorFields = Record<string, unknown> & { message: string };

/** A database error from PGlite, with the fields callers test (code, constraint, detail...). */
export class PgliteError extends Error {
    [field: string]: unknown;
    constructor(fields: ErrorFields) {
        super(fields.message);
        Object.assign(this, fields);
        this.name = typeof fields.name === 'string' ? fields.name : 'error';
    }
}

export interface Outcome {
    rows: Record<string, unknown>[];
    /** Rows an INSERT, UPDATE, DELETE, MERGE or COPY wrote; 0 for a read. */
    affectedRows: number;
}

/** One statement's messages: with parameters the extended protocol, as node-postgres sends it; without, a simple query (several statements may run as a script). */
export function encodeStatement(sql: string, params?: readonly unknown[]): Uint8Array {
    // A buffer of its own: node's small Buffers share an 8 KB slab, which posting to the thread would copy whole.
    return new Uint8Array(!params || params.length === 0 ? serialize.query(sql) : executing(sql, '', params, true));
}

/** Parse (unless the statement is parsed already), then Bind, Describe, Execute and Sync, as node-postgres sends them. */
function executing(sql: string, name: string, params: readonly unknown[], parse: boolean): Buffer {
    return Buffer.concat([
        ...(parse ? [serialize.parse({ name, text: sql })] : []),
        serialize.bind({ statement: name, values: params.map(value => prepareValue(value)) }),
        serialize.describe({ type: 'P' }),
        serialize.execute(),
        serialize.sync(),
    ]);
}

/** A statement without parameters that changes the schema (DDL is never sent with parameters here). */
const SCHEMA_CHANGE = /\b(create|alter|drop|truncate)\s+(or\s+replace\s+|unique\s+|materialized\s+)?(table|index|view|function|trigger|type|schema|extension|policy|domain)\b/i;

/** A statement parsed under a name of its own. */
export interface Parsed {
    sql: string;
    name: string;
}

/** A statement's messages, and the statement it parses, if it does. */
export interface Encoded {
    wire: Uint8Array;
    parsed?: Parsed;
}

/**
 * The statements PGlite's session keeps parsed, by their text, for the routes that ask for it (a
 * route's `reusePlans`: lookups by key, read or written): a statement seen before is sent as Bind and Execute on its
 * name, so PGlite neither parses nor analyses it again, and once PostgreSQL judges a generic plan
 * as good as the custom ones of its first five runs (plan_cache_mode auto) it plans it no more.
 * Planning took a quarter to a third of a short statement's time on PGlite (docs/performance.md,
 * "Prepared statements on PGlite"). The `limit` most recently used are kept; the others are closed
 * with the next statement sent. A statement that may not have been parsed (its answer, or its
 * batch's, was an error) is forgotten and closed too, so its name is never bound unparsed.
 */
export class PreparedStatements {
    private readonly names = new Map<string, string>();
    private closing: string[] = [];
    private made = 0;

    constructor(private readonly limit = 256) {}

    /** A statement sent unnamed (encodeStatement's messages): parsed and planned for this run alone. A schema change is noted. */
    once(sql: string, params?: readonly unknown[]): Encoded {
        if ((!params || params.length === 0) && SCHEMA_CHANGE.test(sql)) this.forgetAll();
        return { wire: encodeStatement(sql, params) };
    }

    /**
     * A statement kept parsed: its messages, and the name it parses now, if it does. `closing`: the
     * statements to close may go first (the session is not in a failed transaction, where PGlite
     * would refuse them; the caller knows). Without parameters it is sent as `once` sends it.
     */
    keep(sql: string, params: readonly unknown[] | undefined, closing: boolean): Encoded {
        if (!params || params.length === 0) return this.once(sql, params);
        const closes = closing ? this.closing.map(name => serialize.close({ type: 'S', name })) : [];
        if (closing) this.closing = [];
        const known = this.names.get(sql);
        if (known !== undefined) {
            // Most recently used last: the first entry is the one to close when the map is full.
            this.names.delete(sql);
            this.names.set(sql, known);
            return { wire: new Uint8Array(Buffer.concat([...closes, executing(sql, known, params, false)])) };
        }
        const name = `ats_${++this.made}`;
        this.names.set(sql, name);
        if (this.names.size > this.limit) {
            const [oldest, oldName] = this.names.entries().next().value as [string, string];
            this.names.delete(oldest);
            this.closing.push(oldName);
        }
        return { wire: new Uint8Array(Buffer.concat([...closes, executing(sql, name, params, true)])), parsed: { sql, name } };
    }

    /** After an error: the statement may not be parsed; it is parsed again under a new name next time. */
    forget(parsed: Parsed): void {
        if (this.names.get(parsed.sql) === parsed.name) this.names.delete(parsed.sql);
        // Closing a name that was never parsed is no error.
        this.closing.push(parsed.name);
    }

    /**
     * After a change of the schema (a script, a migration): every statement is parsed again. PostgreSQL
     * would plan them afresh anyway, but refuses to run one whose result's columns changed ("cached
     * plan must not change result type"): a `select *` of a table that gained a column.
     */
    forgetAll(): void {
        this.closing.push(...this.names.values());
        this.names.clear();
    }

    /** How many statements are kept (tests). */
    get size(): number {
        return this.names.size;
    }
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/**
 * Every result the answer holds, in order (one per statement: a batch of several, a script's), or
 * the first error it carries, thrown.
 */
export function decodeAnswer(bytes: Uint8Array): Outcome[] {
    let names: string[] = [];
    let parsers: ((text: string) => unknown)[] = [];
    let rows: Record<string, unknown>[] = [];
    const results: Outcome[] = [];
    let error: ErrorFields | null = null;
    new Parser().parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (message: BackendMessage) => {
        switch (message.name) {
            case 'rowDescription': {
                const fields = (message as RowDescriptionMessage).fields;
                names = fields.map(field => field.name);
                parsers = fields.map(field => wireTypes.getTypeParser(field.dataTypeID, field.format));
                rows = [];
                break;
            }
            case 'dataRow': {
                const values = (message as DataRowMessage).fields;
                const row: Record<string, unknown> = {};
                for (let i = 0; i < values.length; i++) row[names[i]] = values[i] === null ? null : parsers[i](values[i] as string);
                rows.push(row);
                break;
            }
            case 'commandComplete': {
                const words = (message as CommandCompleteMessage).text.split(' ');
                results.push({ rows, affectedRows: WRITES.has(words[0]) ? Number(words[words.length - 1]) : 0 });
                rows = [];
                break;
            }
            case 'emptyQuery':
                results.push({ rows: [], affectedRows: 0 });
                break;
            case 'error':
                error ??= errorFields(message as unknown as Record<string, unknown>);
                break;
        }
    });
    if (error) throw new PgliteError(error);
    return results;
}

/** Statements' messages as one message for the thread, which PGlite runs in order in one call. */
export function batch(...messages: Uint8Array[]): Uint8Array {
    return new Uint8Array(Buffer.concat(messages));
}

function errorFields(error: Record<string, unknown>): ErrorFields {
    const fields: ErrorFields = { message: String(error.message), name: 'error' };
    for (const [key, value] of Object.entries(error)) {
        if (key !== 'length' && value !== undefined && value !== null && typeof value !== 'object') fields[key] = value;
    }
    return fields;
}
