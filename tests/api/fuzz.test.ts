/**
 * Fuzz suite (issue 8, "No 5xx from any input"): every route the app serves,
 * read from Fastify itself, is called with input generated from its OpenAPI
 * schemas with a fixed seed (wrong types, missing and unknown fields, NUL and
 * other control characters, lone surrogates, 1 MB strings, 10,000 levels of
 * nesting, odd Unicode, `__proto__`/`constructor` keys, bad path and query
 * values, malformed multipart bodies) as every role of acme, anonymously and
 * as globex's admin. It asserts that no answer is a 5xx and that no refused
 * request (status >= 400) wrote a row: a trigger logs every committed row
 * change, read after each request (installWriteLog). A new route is fuzzed
 * without editing this file. docs/api.md, "Input rules".
 */
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../server/db/schema.js';
import { UNAUTHENTICATED_BODY } from '../../server/lib/http.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

// ---------------------------------------------------------------------------
// Fixed-seed randomness: the same cases on every run and both engines.

const SEED = 0x8a75_1e08;

/** mulberry32: a tiny seeded PRNG (32-bit state), good enough to pick cases. */
function mulberry32(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}

class Random {
    private readonly next: () => number;
    constructor(seed: number) {
        this.next = mulberry32(seed);
    }
    int(min: number, max: number): number {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    pick<T>(items: readonly T[]): T {
        return items[Math.floor(this.next() * items.length)];
    }
    /** `count` distinct items, in a seeded order. */
    sample<T>(items: readonly T[], count: number): T[] {
        const copy = [...items];
        for (let i = copy.length - 1; i > 0; i--) {
            const j = Math.floor(this.next() * (i + 1));
            [copy[i], copy[j]] = [copy[j], copy[i]];
        }
        return copy.slice(0, count);
    }
    uuid(): string {
        const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16)).join('');
        return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    }
}

// ---------------------------------------------------------------------------
// The routes: Fastify's own table, with the OpenAPI operation where there is one.

interface JsonSchema {
    type?: string | string[];
    properties?: Record<string, JsonSchema>;
    required?: string[];
    items?: JsonSchema;
    enum?: unknown[];
    const?: unknown;
    format?: string;
    pattern?: string;
    minLength?: number;
    maxLength?: number;
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
    minItems?: number;
    maxItems?: number;
    anyOf?: JsonSchema[];
    oneOf?: JsonSchema[];
    allOf?: JsonSchema[];
    nullable?: boolean;
}

interface OpenApiParameter {
    in: 'path' | 'query' | 'header' | 'cookie';
    name: string;
    required?: boolean;
    schema?: JsonSchema;
}

interface OpenApiOperation {
    tags?: string[];
    parameters?: OpenApiParameter[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

interface FuzzRoute {
    method: string;
    /** Fastify's form: /api/department/:id */
    url: string;
    /** In the OpenAPI document (false: hidden from it, fuzzed from its URL alone). */
    documented: boolean;
    tag: string | undefined;
    pathParams: string[];
    query: OpenApiParameter[];
    body: JsonSchema | undefined;
    /** The multipart form's fields (`file`, `job_id`, ...), when the route takes one. */
    multipart: string[] | undefined;
}

/**
 * Every method and URL Fastify routes, from its own route table
 * (printRoutes' tree, each line one path segment under its parent).
 */
function servedRoutes(tree: string): { method: string; url: string }[] {
    const routes: { method: string; url: string }[] = [];
    const prefixes: string[] = [];
    for (const line of tree.split('\n')) {
        const match = /^((?:│ {3}| {4})*)[├└]── (.*)$/.exec(line);
        if (!match) continue;
        const depth = match[1].length / 4;
        const withMethods = /^(.*) \(([A-Z, ]+)\)$/.exec(match[2]);
        const segment = withMethods ? withMethods[1] : match[2];
        prefixes[depth] = (depth > 0 ? prefixes[depth - 1] : '') + segment;
        prefixes.length = depth + 1;
        const methods = withMethods ? withMethods[2].split(', ') : [];
        // HEAD is answered by the GET handler: fuzzing GET covers it.
        for (const method of methods) if (method !== 'HEAD' || !methods.includes('GET')) routes.push({ method, url: prefixes[depth] });
    }
    return routes;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function fuzzRoutes(tree: string, doc: OpenApiDocument): FuzzRoute[] {
    return servedRoutes(tree).map(({ method, url }) => {
        const operation = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
        const content = operation?.requestBody?.content ?? {};
        return {
            method,
            url,
            documented: Boolean(operation),
            tag: operation?.tags?.[0],
            pathParams: [...url.matchAll(/:(\w+)/g)].map(m => m[1]),
            query: (operation?.parameters ?? []).filter(p => p.in === 'query'),
            body: content['application/json']?.schema,
            multipart: content['multipart/form-data'] ? Object.keys(content['multipart/form-data'].schema?.properties ?? { file: {} }) : undefined,
        };
    });
}

// ---------------------------------------------------------------------------
// Values: valid ones from a schema, and the hostile ones.

const ODD_TEXT = [
    '\u202Eevil\u202C gnp.exe', // right-to-left override
    'مرحبا بالعالم', // Arabic (RTL)
    '👩🏽‍💻🚀🏳️‍🌈', // emoji with joiners and modifiers
    'e\u0301\u0301\u0301 Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̌̚o', // combining marks
    '\u200B\uFEFF\u2060', // zero width and BOM
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 漢字テスト', // astral plane (valid surrogate pairs) and CJK
    "'; drop table users; -- %_\\", // SQL and LIKE metacharacters
    '=1+1 ＝SUM(A1) @cmd', // spreadsheet formula openers
];
const CONTROL_TEXT = 'a\u0001\u0007\u0008\u001b[31m\u007f\t\r\n\u0085\u2028\u2029b';
const NUL_TEXT = 'a\u0000b';
const LONE_SURROGATE = 'x\uD800y';
const MEGABYTE = 1_000_000;
const NESTING = 10_000;

const PATTERN_CANDIDATES = ['Fuzz Value', 'fuzz', 'FUZZ', 'FUZZ1', 'USD', 'ABC123', 'abc-def', 'a1', 'A', '1', '+1 555 0100', '#00bbb6', '2030-01-15', '12:30', 'fuzz_value', 'x', ''];

function firstOf(schema: JsonSchema): JsonSchema {
    const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
    if (branch) return branch;
    if (schema.allOf?.length) return Object.assign({}, ...schema.allOf) as JsonSchema;
    return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    return types.find(t => t !== 'null') ?? types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
}

/** Record ids of the test database by table, to put real references in paths and bodies. */
interface IdPool {
    byTable: Map<string, string[]>;
    every: string[];
}

/** The ids a field probably refers to, by its name: job_id → jobs, stage_id → pipeline_stages; else any table's. */
function idsForField(pool: IdPool, field: string): string[] {
    const stem = field.replace(/_ids?$/, '');
    const tables = [...pool.byTable.keys()];
    const table = tables.find(t => [`${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies')].includes(t)) ?? tables.find(t => stem.length > 2 && t.includes(stem));
    const ids = table ? pool.byTable.get(table)! : [];
    return ids.length ? ids : pool.every;
}

/** A value the schema accepts (as far as this generator can tell). */
function validValue(raw: JsonSchema, rng: Random, pool: IdPool, field: string, text = 'Fuzz'): unknown {
    const schema = firstOf(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum.find(v => v !== null) ?? schema.enum[0];
    switch (typeOf(schema)) {
        case 'integer':
        case 'number': {
            const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
            const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 100);
            return Math.max(min, Math.min(max, min + rng.int(0, 3)));
        }
        case 'boolean':
            return rng.int(0, 1) === 1;
        case 'array': {
            const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 1));
            return Array.from({ length: count }, (_, i) => validValue(schema.items ?? { type: 'string' }, rng, pool, field, `${text}${i}`));
        }
        case 'object':
            return validObject(schema, rng, pool, text);
        case 'null':
            return null;
        default:
            return validString(schema, rng, pool, field, text);
    }
}

function validString(schema: JsonSchema, rng: Random, pool: IdPool, field: string, text: string): string {
    const n = rng.int(1000, 9999);
    switch (schema.format) {
        case 'uuid': {
            // Mostly a real record (deeper into the handler), sometimes an unknown one.
            const ids = idsForField(pool, field);
            return ids.length && rng.int(0, 3) > 0 ? rng.pick(ids) : rng.uuid();
        }
        case 'email':
            return `fuzz${n}@example.com`;
        case 'date':
            return `2030-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
        case 'date-time':
            return new Date(Date.UTC(2030, rng.int(0, 11), rng.int(1, 28), 9)).toISOString();
        case 'uri':
            return `https://example.com/fuzz/${n}`;
        default:
            break;
    }
    const fits = (s: string) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
    if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const candidates = [`${text} ${n}`, `${text.toUpperCase()}${n}`, ...PATTERN_CANDIDATES];
        return candidates.find(c => pattern.test(c) && fits(c)) ?? 'x';
    }
    let value = `${text} ${n}`;
    while (value.length < (schema.minLength ?? 0)) value += 'x';
    return value.slice(0, schema.maxLength ?? value.length);
}

function validObject(schema: JsonSchema, rng: Random, pool: IdPool, text = 'Fuzz'): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
        // Every required field, and half of the others: both shapes get exercised.
        if (schema.required?.includes(name) || rng.int(0, 1) === 1) out[name] = validValue(property, rng, pool, name, text);
    }
    return out;
}

/** Property names whose schema takes a string (where text goes). */
function stringFields(schema: JsonSchema | undefined): string[] {
    return Object.entries(schema?.properties ?? {})
        .filter(([, s]) => {
            const first = firstOf(s);
            return typeOf(first) === 'string' && !first.enum && !first.format && !first.pattern;
        })
        .map(([name]) => name);
}

/** A value of another type than the schema asks for. */
function wrongType(schema: JsonSchema, rng: Random): unknown {
    const type = typeOf(firstOf(schema));
    const others: unknown[] = [12345, 'text', true, null, [1, 'two'], { nested: { value: 1 } }, -1e308, 1.5];
    return rng.pick(others.filter(v => (type === 'string' ? typeof v !== 'string' : type === 'integer' || type === 'number' ? typeof v !== 'number' : type === 'array' ? !Array.isArray(v) : typeof v !== type)));
}

function deeplyNested(rng: Random): string {
    return rng.int(0, 1) === 0 ? '['.repeat(NESTING) + ']'.repeat(NESTING) : '{"a":'.repeat(NESTING) + '1' + '}'.repeat(NESTING);
}

// ---------------------------------------------------------------------------
// Requests.

type CallerName = 'admin' | 'lead' | 'recruiter' | 'interviewer' | 'vendor' | 'employee' | 'candidate' | 'anonymous' | 'globex-admin';

interface Caller {
    name: CallerName;
    host: string;
    login?: { email: string; audience: 'corporate' | 'vendor' | 'employee' | 'candidate' };
}

const CALLERS: Caller[] = [
    { name: 'admin', host: ACME, login: { email: 'admin@acme.example', audience: 'corporate' } },
    { name: 'lead', host: ACME, login: { email: 'lead@acme.example', audience: 'corporate' } },
    { name: 'recruiter', host: ACME, login: { email: 'recruiter@acme.example', audience: 'corporate' } },
    { name: 'interviewer', host: ACME, login: { email: 'interviewer@acme.example', audience: 'corporate' } },
    { name: 'vendor', host: ACME, login: { email: 'vendor@acme.example', audience: 'vendor' } },
    { name: 'employee', host: ACME, login: { email: 'employee@acme.example', audience: 'employee' } },
    { name: 'candidate', host: ACME, login: { email: 'candidate@acme.example', audience: 'candidate' } },
    { name: 'anonymous', host: ACME },
    // Signed in to the other workspace, calling its own host with acme's record ids.
    { name: 'globex-admin', host: GLOBEX, login: { email: 'admin@globex.example', audience: 'corporate' } },
];

interface FuzzCase {
    kind: string;
    pathValues?: Record<string, string>;
    /** Query string without '?', already encoded. */
    query?: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function encodeQuery(values: Record<string, unknown>): string {
    return Object.entries(values)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
        .join('&');
}

interface MultipartPart {
    name: string;
    filename?: string;
    contentType?: string;
    data: string | Buffer;
}

function multipartBody(parts: MultipartPart[], options: { boundary?: string; close?: boolean } = {}): { payload: Buffer; headers: Record<string, string> } {
    const boundary = options.boundary ?? '----atsFuzzBoundary7MA4YWxk';
    const chunks: Buffer[] = [];
    for (const part of parts) {
        const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
        const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
    }
    if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function csvText(rows: unknown[][]): string {
    const cell = (v: unknown) => {
        const s = typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v);
        return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    return rows.map(r => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

interface CaseContext {
    rng: Random;
    pool: IdPool;
    /** Record ids of the table named like the route's tag (or of every table), for path params. */
    tagIds: string[];
    /** The JSON create schema of a same-tag route: the columns a sheet upload of this route may carry. */
    sheetSchema: JsonSchema | undefined;
    /** An XLSX whose cells read as NUL and lone surrogates, with the sheet's columns. */
    xlsx: Buffer;
    /** Path values of the cases that do not fuzz the path: a real record when there is one. */
    defaultPath: string;
}

function pathCases(route: FuzzRoute, ctx: CaseContext): FuzzCase[] {
    if (!route.pathParams.length) return [];
    const { rng, tagIds: ids } = ctx;
    const all = (value: string) => Object.fromEntries(route.pathParams.map(p => [p, value]));
    const cases: FuzzCase[] = [
        { kind: 'path: NUL', pathValues: all('%00') },
        { kind: 'path: not a uuid', pathValues: all(rng.pick(['not-a-uuid', '1', '-1', 'null', '..%2F..%2Fetc%2Fpasswd', '%27%20or%201%3D1--'])) },
        { kind: 'path: very long', pathValues: all('a'.repeat(rng.pick([99, 5000]))) },
        { kind: 'path: odd unicode', pathValues: all(rng.pick(['%F0%9F%98%80', '%E2%80%AE', '%ED%A0%80', '%C0%AF', '%FF'])) },
    ];
    // Real records (a write may succeed: bracketed on its own) and an unknown uuid.
    if (ids.length) cases.push({ kind: 'path: a real record', pathValues: all(rng.pick(ids)) });
    cases.push({ kind: 'path: unknown uuid', pathValues: all(rng.uuid()) });
    return cases;
}

function queryCases(route: FuzzRoute, ctx: CaseContext): FuzzCase[] {
    const { rng, pool } = ctx;
    const valid: Record<string, unknown> = {};
    for (const p of route.query) if (p.required || rng.int(0, 1) === 1) valid[p.name] = validValue(p.schema ?? { type: 'string' }, rng, pool, p.name);
    const names = route.query.map(p => p.name);
    const target = names.length ? rng.pick(names) : 'search';
    const required = route.query.filter(p => p.required).map(p => p.name);
    const nul: FuzzCase = { kind: 'query: NUL', query: `${encodeQuery(valid)}&${encodeURIComponent(target)}=a%00b` };
    // A route that takes no query: it must ignore one, whatever it holds.
    if (!names.length) return [nul, { kind: 'query: unknown keys', query: `fuzz_unknown=%ED%A0%80&filter=${encodeURIComponent('{"id":"\\u0000"}')}&__proto__=x` }];
    const cases: FuzzCase[] = [
        nul,
        { kind: 'query: lone surrogate (escaped JSON filter and raw bytes)', query: `${encodeQuery({ ...valid, filter: `{"status":"\\ud800"}` })}&${encodeURIComponent(target)}=%ED%A0%80` },
        { kind: 'query: NUL escaped inside a JSON filter', query: encodeQuery({ ...valid, filter: rng.pick([`{"status":"a\\u0000"}`, `{"name":"\\u0000"}`, `{"id":["\\u0000"]}`, `{"skills":["\\u0000"]}`, `{"job_locations":"\\u0000"}`]) }) },
        { kind: 'query: wrong types and ranges', query: encodeQuery({ ...valid, page: rng.pick(['abc', '-1', '0', '1e309', '99999999999999999999']), limit: rng.pick(['-5', '100000', 'NaN', '1.5']) }) },
        { kind: 'query: very long value', query: `${encodeQuery(valid)}&${encodeURIComponent(target)}=${'q'.repeat(rng.pick([4001, 8192]))}` },
        { kind: 'query: repeated and unknown keys', query: `${encodeQuery(valid)}&${encodeURIComponent(target)}=a&${encodeURIComponent(target)}=b&fuzz_unknown=1&__proto__=x&constructor=y` },
        { kind: 'query: malformed JSON filter, deep nesting', query: encodeQuery({ ...valid, filter: rng.pick(['{', '[1,2]', 'null', '{"a":', deeplyNested(rng).slice(0, 4000), '{"__proto__":{"x":1}}', '{"id":{"from":"\\u0000"}}']) }) },
        { kind: 'query: odd unicode and control characters', query: `${encodeQuery(valid)}&${encodeURIComponent(target)}=${encodeURIComponent(rng.pick([...ODD_TEXT, CONTROL_TEXT]))}` },
    ];
    if (required.length) cases.push({ kind: 'query: missing required', query: encodeQuery(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== required[0]))) });
    return cases;
}

function jsonBodyCases(route: FuzzRoute, ctx: CaseContext): FuzzCase[] {
    const { rng, pool } = ctx;
    const schema = route.body ?? { type: 'object', properties: {} };
    const base = validObject(schema, rng, pool);
    const fields = Object.keys(schema.properties ?? {});
    const texts = stringFields(schema);
    const field = fields.length ? rng.pick(fields) : 'name';
    const textField = texts.length ? rng.pick(texts) : field;
    const json = (value: unknown): Pick<FuzzCase, 'payload' | 'headers'> => ({ payload: JSON.stringify(value), headers: JSON_TYPE });
    const raw = (text: string): Pick<FuzzCase, 'payload' | 'headers'> => ({ payload: text, headers: JSON_TYPE });
    const baseText = JSON.stringify(base);
    // Last, so it wins over a field of the same name (JSON.parse keeps the last).
    const withKey = (key: string, valueText: string) => raw(baseText === '{}' ? `{"${key}":${valueText}}` : `${baseText.slice(0, -1)},"${key}":${valueText}}`);
    const required = schema.required ?? [];
    const cases: FuzzCase[] = [
        { kind: 'body: NUL in a text field', ...json({ ...base, [textField]: NUL_TEXT }) },
        { kind: 'body: NUL in every string, nested', ...json(Object.fromEntries(fields.map(f => [f, rng.pick([NUL_TEXT, [NUL_TEXT], { v: NUL_TEXT }])]))) },
        { kind: 'body: NUL in a key', ...json({ ...base, ['fu\u0000zz']: 1 }) },
        { kind: 'body: lone surrogate', ...json({ ...base, [textField]: rng.pick([LONE_SURROGATE, '\uDC00', ['\uD83D']]) }) },
        { kind: 'body: wrong type', ...json({ ...base, [field]: wrongType(schema.properties?.[field] ?? {}, rng) }) },
        { kind: 'body: unknown field', ...json({ ...base, fuzz_unknown: 'x', role_name: 'CORPORATE', workspace_id: rng.uuid() }) },
        { kind: 'body: __proto__ key', ...withKey('__proto__', '{"isAdmin":true,"role_name":"CORPORATE"}') },
        { kind: 'body: constructor.prototype key', ...withKey('constructor', '{"prototype":{"polluted":true}}') },
        { kind: `body: ${NESTING} levels of nesting`, ...withKey(field, deeplyNested(rng)) },
        { kind: 'body: 1 MB string', ...json({ ...base, [textField]: 'x'.repeat(MEGABYTE) }) },
        { kind: 'body: over the size limit', ...json({ ...base, [textField]: 'y'.repeat(MEGABYTE + 100_000) }) },
        { kind: 'body: not an object', ...raw(rng.pick(['[]', '"text"', 'null', '42', 'true', '[{"a":1}]'])) },
        { kind: 'body: malformed JSON', ...raw(rng.pick(['{"a":', '{a:1}', "{'a':1}", '{"a":1}}', '\u0000', '{"a":"\\u00"}', '\uFEFF{}'])) },
        { kind: 'body: wrong content type', payload: 'name=x', headers: { 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) } },
        { kind: 'body: multipart instead of JSON', ...multipartBody([{ name: field, data: NUL_TEXT }, { name: 'file', filename: 'a.csv', contentType: 'text/csv', data: 'a,b\r\n1,2\r\n' }]) },
        // Valid-looking bodies: may be accepted, so each is bracketed on its own.
        { kind: 'body: valid sample', ...json(base) },
        { kind: 'body: odd unicode in text fields', ...json(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, texts.includes(k) ? fitText(rng.pick(ODD_TEXT), schema.properties?.[k]) : v]))) },
        { kind: 'body: control characters in text fields', ...json(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, texts.includes(k) ? fitText(CONTROL_TEXT, schema.properties?.[k]) : v]))) },
    ];
    if (required.length) cases.push({ kind: 'body: missing required field', ...json(Object.fromEntries(Object.entries(base).filter(([k]) => k !== rng.pick(required)))) });
    // A text field without maxLength takes a megabyte: where the database indexes it, that must still not be a 500.
    const unbounded = texts.filter(name => firstOf(schema.properties?.[name] ?? {}).maxLength === undefined);
    if (unbounded.length) cases.push({ kind: 'body: 1 MB in an unbounded text field', ...json({ ...base, [rng.pick(unbounded)]: 'z'.repeat(MEGABYTE) }) });
    return cases;
}

/** Text cut to the field's maxLength (keeping whole code points) and padded to its minLength. */
function fitText(text: string, schema: JsonSchema | undefined): string {
    const first = firstOf(schema ?? {});
    let value = [...text].slice(0, first.maxLength ?? Infinity).join('');
    while (value.length < (first.minLength ?? 0)) value += 'x';
    return value;
}

function multipartCases(route: FuzzRoute, ctx: CaseContext): FuzzCase[] {
    const { rng, pool, sheetSchema, xlsx } = ctx;
    const sheetColumns = Object.keys(sheetSchema?.properties ?? { name: {}, email: {}, skills: {} });
    const validRow = sheetSchema ? validObject({ ...sheetSchema, required: sheetColumns }, rng, pool) : { name: 'Fuzz', email: 'fuzz@example.com', skills: ['a'] };
    // JSON text with escaped NUL and lone surrogates (list and object cells are read as JSON), then odd text.
    const escapedRow = sheetColumns.map((_, i) => [`["\\u0000"]`, '{"a":"\\u0000"}', '"\\ud800"', 'a\\u0000b'][i % 4]);
    const oddRow = sheetColumns.map(() => rng.pick([...ODD_TEXT, CONTROL_TEXT, '=cmd|calc', 'q'.repeat(70_000)]));
    const csv = (rows: unknown[][]) => csvText([sheetColumns, ...rows]);
    const requiredText = (sheetSchema?.required ?? ['name']).filter(c => !c.endsWith('_id'));
    const file = (data: string | Buffer, filename = 'upload.csv', contentType = 'text/csv'): MultipartPart => ({ name: 'file', filename, contentType, data });
    // The form's text fields (an applicant upload's job_id), with a real record where the suite has one.
    const textParts: MultipartPart[] = (route.multipart ?? []).filter(f => f !== 'file' && f !== 'files').map(name => ({ name, data: validString({ type: 'string', format: 'uuid' }, rng, pool, name, 'Fuzz') }));
    return [
        { kind: 'multipart: no file', ...multipartBody([{ name: 'job_id', data: NUL_TEXT }]) },
        { kind: 'multipart: NUL in a field and in the file name', ...multipartBody([{ name: 'job_id', data: NUL_TEXT }, file(csv([Object.values(validRow)]), 'a\u0000b.csv')]) },
        { kind: 'multipart: NUL in a field name', ...multipartBody([{ name: 'fu\u0000zz', data: 'x' }, file('a,b\r\n1,2\r\n')]) },
        { kind: 'multipart: truncated body', ...multipartBody([file(csv([Object.values(validRow)]))], { close: false }) },
        { kind: 'multipart: wrong boundary', payload: multipartBody([file('a,b\r\n')]).payload, headers: { 'content-type': 'multipart/form-data; boundary=nope' } },
        { kind: 'multipart: missing or oversized boundary', payload: multipartBody([file('a,b\r\n')]).payload, headers: { 'content-type': rng.pick(['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'multipart/form-data; boundary=']) } },
        { kind: 'multipart: more files than allowed', ...multipartBody([...textParts, ...Array.from({ length: 25 }, (_, i) => file(`a\r\n${i}\r\n`, `f${i}.csv`))]) },
        { kind: 'multipart: empty file', ...multipartBody([...textParts, file('')]) },
        { kind: 'multipart: unknown field', ...multipartBody([{ name: 'fuzz_unknown', data: 'x' }, ...textParts, file('a\r\n')]) },
        { kind: 'multipart: binary garbage as file', ...multipartBody([...textParts, file(Buffer.from(Array.from({ length: 4096 }, () => rng.int(0, 255))), 'x.pdf', 'application/pdf')]) },
        { kind: 'multipart: a JSON body instead', payload: JSON.stringify({ file: NUL_TEXT, job_id: NUL_TEXT }), headers: JSON_TYPE },
        // Files that may be accepted (and write): each bracketed on its own.
        { kind: 'multipart: sheet with hostile cells', ...multipartBody([...textParts, file(csv([Object.values(validRow), escapedRow, oddRow]))]) },
        { kind: 'multipart: XLSX with a NUL cell', ...multipartBody([...textParts, file(xlsx, 'upload.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')]) },
        { kind: 'multipart: valid-looking sheet', ...multipartBody([...textParts, file(csv([Object.values(validRow)]))]) },
        { kind: 'multipart: sheet of the required text columns', ...multipartBody([...textParts, file(csvText([requiredText, requiredText.map(c => validRow[c])]))]) },
    ];
}

function casesFor(route: FuzzRoute, ctx: CaseContext): FuzzCase[] {
    const bodyCases = route.multipart ? multipartCases(route, ctx) : !['GET', 'HEAD', 'DELETE'].includes(route.method) || route.body ? jsonBodyCases(route, ctx) : [];
    // Path and query cases carry the valid body, so a real record's path reaches the handler.
    const valid = bodyCases.find(c => c.kind === 'body: valid sample' || c.kind === 'multipart: valid-looking sheet');
    const withBody = (c: FuzzCase): FuzzCase => (valid ? { ...c, payload: valid.payload, headers: valid.headers } : c);
    const cases = [...pathCases(route, ctx).map(withBody), ...queryCases(route, ctx).map(withBody), ...bodyCases];
    // A call with nothing odd in it.
    cases.push({ kind: 'plain call' });
    return cases;
}

// ---------------------------------------------------------------------------
// Writes: every committed row change, per table, logged by a trigger.

/**
 * Tables refused requests write by design: the sign-in throttle counts
 * refused sign-ins (docs/decisions.md, "sign-in limits").
 */
const WRITTEN_BY_REFUSALS = new Set(['sign_in_attempts', 'sign_in_failures']);

/**
 * An AFTER ROW trigger on every table of the throwaway test database logs
 * each inserted, updated or deleted row's table in fuzz_writes. It runs in
 * the writer's transaction, so a rolled-back write leaves no entry: an entry
 * is a committed row change. Reading the log after each request attributes
 * every write to exactly one request (row counts and checksums of every
 * table would cost a full scan per request, and miss nothing this misses).
 * The function runs as its owner, so the request role and row-level security
 * do not stop the log.
 */
async function installWriteLog(db: Kysely<DB>): Promise<string[]> {
    await sql`create table fuzz_writes (id bigserial primary key, table_name text not null)`.execute(db);
    await sql`create function fuzz_log_write() returns trigger language plpgsql security definer set search_path = public as $$
        begin insert into fuzz_writes (table_name) values (tg_table_name); return null; end $$`.execute(db);
    const tables = await sql<{ name: string }>`select c.relname as name from pg_class c
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and c.relname <> 'fuzz_writes' order by 1`.execute(db);
    for (const { name } of tables.rows) {
        await sql`create trigger fuzz_log after insert or update or delete on ${sql.table(name)} for each row execute function fuzz_log_write()`.execute(db);
    }
    return tables.rows.map(r => r.name);
}

async function lastWrite(db: Kysely<DB>): Promise<number> {
    const row = await sql<{ n: string }>`select coalesce(max(id), 0)::text as n from fuzz_writes`.execute(db);
    return Number(row.rows[0].n);
}

async function tablesWrittenSince(db: Kysely<DB>, id: number): Promise<string[]> {
    const rows = await sql<{ table_name: string }>`select distinct table_name from fuzz_writes where id > ${id} order by 1`.execute(db);
    return rows.rows.map(r => r.table_name);
}

// ---------------------------------------------------------------------------
// The run.

interface Outcome {
    route: string;
    caller: CallerName;
    kind: string;
    status: number;
    body: string;
    /** Tables this request changed rows of (committed). */
    wrote: string[];
}

let t: TestApp;
let loggedTables: string[];
let routes: FuzzRoute[];
let documentedOperations: string[];
const outcomes: Outcome[] = [];
const lostSessions: string[] = [];

const tokens = new Map<CallerName, string>();
const FUZZ_CLIENT = '198.51.100.23';

async function signIn(caller: Caller): Promise<void> {
    if (caller.login) tokens.set(caller.name, await t.login(caller.host, caller.login.email, caller.login.audience));
}

/** Sends one case and waits for the work it queued after answering, so its writes are its own. */
async function send(route: FuzzRoute, caller: Caller, fuzz: FuzzCase, ctx: CaseContext): Promise<LightMyRequestResponse> {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => fuzz.pathValues?.[name] ?? ctx.defaultPath);
    const options: InjectOptions & { token?: string } = {
        method: route.method as InjectOptions['method'],
        url: fuzz.query ? `${path}?${fuzz.query}` : path,
        token: tokens.get(caller.name),
        // Not the client the suite signs in from, so refused sign-ins here never use up its budget.
        remoteAddress: FUZZ_CLIENT,
        ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
        ...(fuzz.headers ? { headers: fuzz.headers } : {}),
    };
    const response = await t.call(caller.host, options);
    await t.app.deps.background.idle();
    return response;
}

/** Cases per caller besides the admin: more for the roles that are allowed on many routes. */
const OTHER_CALLER_CASES: Record<Exclude<CallerName, 'admin'>, number> = {
    lead: 2,
    recruiter: 2,
    'globex-admin': 2,
    interviewer: 1,
    vendor: 1,
    employee: 1,
    candidate: 1,
    anonymous: 1,
};

/** The admin's cases per route: the core kinds where the route has them, then a seeded sample of the rest. */
const ADMIN_CASES = 18;
const CORE_KINDS = new Set([
    'path: NUL',
    'path: not a uuid',
    'path: a real record',
    'query: NUL',
    'query: lone surrogate (escaped JSON filter and raw bytes)',
    'query: NUL escaped inside a JSON filter',
    'body: NUL in a text field',
    'body: NUL in a key',
    'body: lone surrogate',
    'body: 1 MB string',
    `body: ${NESTING} levels of nesting`,
    'body: __proto__ key',
    'body: valid sample',
    'body: odd unicode in text fields',
    'body: 1 MB in an unbounded text field',
    'multipart: NUL in a field and in the file name',
    'multipart: truncated body',
    'multipart: sheet with hostile cells',
    'multipart: XLSX with a NUL cell',
    'multipart: valid-looking sheet',
    'plain call',
]);

async function fuzzRoute(route: FuzzRoute, ctxFor: (rng: Random) => CaseContext): Promise<void> {
    const name = `${route.method} ${route.url}`;
    // One seeded stream per route: adding a route does not change the others' cases.
    const rng = new Random(SEED ^ hash(name));
    const ctx = ctxFor(rng);
    const cases = casesFor(route, ctx);
    const core = cases.filter(c => CORE_KINDS.has(c.kind));
    // The admin is allowed nearly everywhere, so its input reaches the handlers.
    const plan: { caller: Caller; fuzz: FuzzCase }[] = [];
    for (const caller of CALLERS) {
        const mine =
            caller.name === 'admin'
                ? [...core, ...rng.sample(cases.filter(c => !CORE_KINDS.has(c.kind)), Math.max(0, ADMIN_CASES - core.length))]
                : rng.sample(cases, OTHER_CALLER_CASES[caller.name]);
        for (const fuzz of mine) plan.push({ caller, fuzz });
    }
    const db = t.database.db;
    let mark = await lastWrite(db);
    for (const { caller, fuzz } of plan) {
        let response = await send(route, caller, fuzz, ctx);
        // An accepted request of this route ended the caller's session (sign-out): sign in again and resend.
        if (caller.login && response.statusCode === 401 && response.body === UNAUTHENTICATED_BODY) {
            await signIn(caller);
            mark = await lastWrite(db);
            response = await send(route, caller, fuzz, ctx);
            if (response.statusCode === 401 && response.body === UNAUTHENTICATED_BODY) lostSessions.push(`${name} as ${caller.name}: ${fuzz.kind}`);
        }
        const now = await lastWrite(db);
        const wrote = now > mark ? await tablesWrittenSince(db, mark) : [];
        mark = now;
        outcomes.push({ route: name, caller: caller.name, kind: fuzz.kind, status: response.statusCode, body: response.body.slice(0, 300), wrote });
    }
}

function hash(text: string): number {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return h >>> 0;
}

/**
 * Acme's record ids per table (globex's admin calls with them too: another
 * workspace's ids), except the signed-in callers' own accounts (by id,
 * user_id or email): a status change there would end the run's sessions.
 */
async function recordIds(db: Kysely<DB>, callers: { id: string; email: string }[]): Promise<Map<string, string[]>> {
    const isCaller = (row: Record<string, unknown>) => callers.some(c => row.id === c.id || row.user_id === c.id || (typeof row.email === 'string' && row.email.toLowerCase() === c.email));
    const withIds = await sql<{ name: string }>`select c.relname as name from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped and a.atttypid = 'uuid'::regtype
        join pg_attribute w on w.attrelid = c.oid and w.attname = 'workspace_id' and not w.attisdropped
        where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace order by 1`.execute(db);
    const ids = new Map<string, string[]>();
    for (const { name } of withIds.rows) {
        const rows = await sql<{ id: string; row: Record<string, unknown> }>`select x.id::text as id, to_jsonb(x) as row from ${sql.table(name)} x
            join workspaces w on w.id = x.workspace_id where w.host = ${ACME} order by x.id limit 50`.execute(db);
        ids.set(name, rows.rows.filter(r => !isCaller(r.row)).map(r => r.id));
    }
    return ids;
}

/**
 * A workbook whose cells hold NUL and a lone surrogate once read: exceljs
 * decodes the `_xHHHH_` escapes of the XLSX format, as Excel does.
 */
async function hostileXlsx(columns: string[]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(columns);
    sheet.addRow(columns.map((_, i) => (i % 2 ? '["_x0000_"]' : 'Fu_x0000_zz')));
    sheet.addRow(columns.map(() => 'x_xD800_y'));
    return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
    t = await createTestApp();
    for (const caller of CALLERS) await signIn(caller);
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    documentedOperations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map(m => `${m.toUpperCase()} ${path}`));
    routes = fuzzRoutes(t.app.printRoutes({ commonPrefix: false }), doc);

    const me = await Promise.all(
        CALLERS.filter(c => c.login).map(async c => (await t.call(c.host, { method: 'GET', url: '/api/me', token: tokens.get(c.name) })).json().data as { id: string; email: string }),
    );
    const byTable = await recordIds(t.database.db, me);
    const pool: IdPool = { byTable, every: [...byTable.values()].flat() };
    const createSchemaOf = (tag: string | undefined) => routes.find(r => r.tag === tag && r.method === 'POST' && r.body && !r.pathParams.length)?.body;
    loggedTables = await installWriteLog(t.database.db);

    for (const route of routes) {
        const sheetSchema = createSchemaOf(route.tag);
        const xlsx = route.multipart ? await hostileXlsx(Object.keys(sheetSchema?.properties ?? { name: {}, email: {}, skills: {} })) : Buffer.alloc(0);
        await fuzzRoute(route, rng => {
            const tagIds = route.tag ? idsForField(pool, route.tag.replace(/s$/, '')) : pool.every;
            return { rng, pool, tagIds, sheetSchema, xlsx, defaultPath: tagIds.length ? rng.pick(tagIds) : rng.uuid() };
        });
    }
}, 600_000);

afterAll(() => t?.close());

const describeOutcome = (o: Outcome) => `${o.route} as ${o.caller} (${o.kind}) → ${o.status} ${o.body}`;

describe('fuzz: every route, every caller, hostile input', () => {
    it('covers every route Fastify serves, including every operation of the OpenAPI document', () => {
        const served = new Set(routes.map(r => `${r.method} ${toOpenApiPath(r.url)}`));
        expect(documentedOperations.filter(op => !served.has(op))).toEqual([]);
        // Routes the document may leave out (health, the document itself) are fuzzed all the same.
        expect(routes.map(r => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/docs/json', 'POST /api/logout']));
        const fuzzed = new Set(outcomes.map(o => o.route));
        expect(routes.filter(r => !fuzzed.has(`${r.method} ${r.url}`))).toEqual([]);
        // Every caller took part on every route.
        for (const caller of CALLERS) expect(new Set(outcomes.filter(o => o.caller === caller.name).map(o => o.route)).size).toBe(routes.length);
    });

    it('kept every caller signed in, so their cases reached the routes', () => {
        expect(lostSessions).toEqual([]);
        // Callers with a session never met the dead-session answer, and the admin got past authentication on every route.
        const dead = outcomes.filter(o => o.caller !== 'anonymous' && o.body === UNAUTHENTICATED_BODY);
        expect(dead.map(describeOutcome)).toEqual([]);
        const adminRoutes = new Set(outcomes.filter(o => o.caller === 'admin' && o.status !== 401).map(o => o.route));
        expect(routes.map(r => `${r.method} ${r.url}`).filter(r => !adminRoutes.has(r))).toEqual([]);
    });

    it('answers no request with a 5xx', () => {
        expect(outcomes.filter(o => o.status >= 500).map(describeOutcome)).toEqual([]);
    });

    it('writes no row for a refused request', () => {
        const refused = outcomes.filter(o => o.status >= 400);
        expect(refused.length).toBeGreaterThan(routes.length * 10);
        const wrote = refused.filter(o => o.wrote.some(table => !WRITTEN_BY_REFUSALS.has(table)));
        expect(wrote.map(o => `${describeOutcome(o)} wrote ${o.wrote.join(', ')}`)).toEqual([]);
        // The log is not blind: accepted requests of the run wrote through it, as the request role, under row-level security.
        const written = new Set(outcomes.filter(o => o.status < 400).flatMap(o => o.wrote));
        expect(written.size).toBeGreaterThanOrEqual(10);
        expect([...written]).toEqual(expect.arrayContaining(['departments', 'sessions']));
    });

    it('logs an insert, an update and a delete of any table, and forgets a rolled-back write', async () => {
        const db = t.database.db;
        expect(loggedTables).toEqual(expect.arrayContaining(['users', 'workspaces', 'applications', 'departments', 'sign_in_failures']));
        const before = await lastWrite(db);
        const rollback = new Error('rollback');
        await expect(
            db.transaction().execute(async tx => {
                await sql`insert into system_settings (key, value) values ('fuzz-check', 'x')`.execute(tx);
                throw rollback;
            }),
        ).rejects.toBe(rollback);
        expect(await lastWrite(db)).toBe(before);
        await sql`insert into system_settings (key, value) values ('fuzz-check', 'x')`.execute(db);
        await sql`update users set first_name = first_name where email = 'candidate@acme.example'`.execute(db);
        await sql`delete from system_settings where key = 'fuzz-check'`.execute(db);
        // Changing a user moves the cache epoch (008_cache_epoch.sql) and the data version (035_data_versions.sql) at commit: those writes are logged too.
        expect(await tablesWrittenSince(db, before)).toEqual(['cache_epoch', 'data_change_marks', 'data_versions', 'system_settings', 'users']);
        const logged = await sql<{ n: number }>`select count(*)::int as n from fuzz_writes
            where id > ${before} and table_name not in ('cache_epoch', 'data_change_marks', 'data_versions')`.execute(db);
        expect(logged.rows[0].n).toBe(3);
    });
});

describe('input rules: text the database cannot hold is a 400 naming the field (docs/api.md)', () => {
    const admin = () => ({ token: tokens.get('admin') });
    const call = (options: InjectOptions) => t.call(ACME, { ...admin(), ...options });
    const nul = (field: string) => `${field} must not contain NUL characters`;

    it('refuses NUL and lone surrogates in body fields, nested values and keys', async () => {
        const plain = await call({ method: 'POST', url: '/api/department', payload: { name: 'a\u0000b' } });
        expect(plain.statusCode).toBe(400);
        expect(plain.json()).toEqual({ status: false, message: nul('name'), errors: { name: nul('name') } });

        const nested = await call({ method: 'POST', url: '/api/create-job', payload: { title: 'Fuzz engineer', skills: ['ok', 'b\u0000'] } });
        expect(nested.statusCode).toBe(400);
        expect(nested.json().errors['skills.1']).toBe(nul('skills.1'));

        const key = await call({ method: 'POST', url: '/api/department', payload: { name: 'Fine name', ['fu\u0000zz']: 1 } });
        expect(key.statusCode).toBe(400);
        expect(key.json().errors['fu\\0zz']).toBe(nul('fu\\0zz'));

        const surrogate = await call({ method: 'POST', url: '/api/department', payload: { name: 'x\uD800y' } });
        expect(surrogate.statusCode).toBe(400);
        expect(surrogate.json().errors).toEqual({ name: 'name must be valid Unicode text' });
    });

    it('refuses them in query values, path params and the JSON filter, which is decoded later', async () => {
        const search = await call({ method: 'GET', url: '/api/departments?search=%00' });
        expect(search.statusCode).toBe(400);
        expect(search.json().errors).toEqual({ search: nul('search') });

        const path = await call({ method: 'GET', url: '/api/files/public/a%00b.png' });
        expect(path.statusCode).toBe(400);
        expect(path.json().errors).toEqual({ name: nul('name') });

        for (const url of ['/api/departments', '/api/get-jobs']) {
            const filter = await call({ method: 'GET', url: `${url}?filter=${encodeURIComponent('{"status":"a\\u0000"}')}` });
            expect(filter.statusCode).toBe(400);
            expect(filter.json().errors).toEqual({ filter: nul('filter.status') });
        }
    });

    it('refuses them in multipart fields, sheet cells and JSON cells, and calls a cut-off upload malformed', async () => {
        const field = await call({ method: 'POST', url: '/api/applicant-upload', ...multipartBody([{ name: 'job_id', data: 'a\u0000b' }, { name: 'file', filename: 'a.csv', contentType: 'text/csv', data: 'first_name,email\r\nA,a@example.com\r\n' }]) });
        expect(field.statusCode).toBe(400);
        expect(field.json().errors.job_id).toBe(nul('job_id'));

        const xlsx = await call({ method: 'POST', url: '/api/departments/bulk-upload', ...multipartBody([{ name: 'file', filename: 'd.xlsx', contentType: 'application/octet-stream', data: await hostileXlsx(['name', 'code']) }]) });
        expect(xlsx.statusCode).toBe(400);
        expect(xlsx.json().message).toBe('Row 2, column "name": the cell must not contain NUL characters.');

        const category = await sql<{ name: string }>`select c.name from talent_categories c join workspaces w on w.id = c.workspace_id where w.host = ${ACME} limit 1`.execute(t.database.db);
        const sheet = csvText([['first_name', 'email', 'category_id', 'skills'], ['Fuzz', 'json.cell@example.com', category.rows[0].name, '["ok","\\u0000"]']]);
        const jsonCell = await call({ method: 'POST', url: '/api/talent/bulk-upload', ...multipartBody([{ name: 'file', filename: 't.csv', contentType: 'text/csv', data: sheet }]) });
        expect(jsonCell.statusCode).toBe(400);
        expect(jsonCell.json().data.rows).toEqual([{ row: 2, errors: { 'skills.1': nul('skills.1') } }]);

        const cut = await call({ method: 'POST', url: '/api/departments/bulk-upload', ...multipartBody([{ name: 'file', filename: 'd.csv', contentType: 'text/csv', data: 'name\r\nCut off\r\n' }], { close: false }) });
        expect(cut.statusCode).toBe(400);
        expect(cut.json().errors.file).toMatch(/incomplete or malformed/);
    });

    it('answers a caller who may not use the route 403 first, as for any invalid body', async () => {
        const vendor = await t.call(ACME, { method: 'POST', url: '/api/department', token: tokens.get('vendor'), payload: { name: 'a\u0000b' } });
        expect(vendor.statusCode).toBe(403);
    });
});
