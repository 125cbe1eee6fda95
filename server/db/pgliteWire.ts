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
    return new Uint8Array(messagesOf(sql, params));
}

function messagesOf(sql: string, params?: readonly unknown[]): Buffer {
    if (!params || params.length === 0) return serialize.query(sql);
    return Buffer.concat([
        serialize.parse({ text: sql }),
        serialize.bind({ values: params.map(value => prepareValue(value)) }),
        serialize.describe({ type: 'P' }),
        serialize.execute(),
        serialize.sync(),
    ]);
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
