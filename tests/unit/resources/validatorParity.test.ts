/**
 * The console's form validator (resources/validator.ts, a CSP-safe JSON Schema
 * interpreter) answers exactly what the server's ajv answers.
 *
 * For every shipped resource file (config/resources/*.json, loaded as the
 * server loads them) and each schema a record meets (the form's schema, the
 * create body and the update body, built by server/crud/model.ts as the routes
 * build them), records are generated from the schema with a fixed seed: valid
 * ones, and valid ones with one to three mutations (a required field dropped
 * or undefined or null, a wrong type, too short or too long text, astral
 * characters at the length limit, a pattern or format broken, out of range or
 * fractional numbers, too many, duplicate or wrong items, an unknown field,
 * prototype names such as `__proto__`, a body that is not an object).
 *
 * The server's ajv (options of server/app.ts `validators().body`, plus
 * `verbose` so each error carries its parentSchema, which rjsf reads titles
 * from) judges the record as the server receives it (JSON); the interpreter
 * judges the record as the form holds it. For every record both must give the
 * same verdict, the same fields in error (the server's own field mapping,
 * server/plugins/errors.ts) and the same errors in the same order: path,
 * schema path, keyword, params, message. Messages are compared too because
 * the form shows ajv's wording as it comes (FormView passes no
 * transformErrors). Then rjsf's own ajv validator, configured like the server,
 * must produce the same field errors for the form as the interpreter does.
 *
 * The test proves its records are worth something: every generated valid
 * record is valid for ajv, most mutated ones are not, and every validation
 * keyword a schema uses is broken by some record. Keywords no shipped file
 * uses yet (anyOf, oneOf, not, if/then/else, $ref, dependencies, tuples,
 * contains, propertyNames, patternProperties, nullable, number formats...)
 * are checked the same way on fixture schemas with fuzzed records.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formValidator } from '../../../resources/validator';
import { loadResources } from '../../../server/crud/loadResources.js';
import { buildModels, createBodySchema, updateBodySchema } from '../../../server/crud/model.js';
import { fieldErrorsFromValidation } from '../../../server/plugins/errors.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** What a form holds: JSON, plus `undefined` for a field the user emptied. */
type Value = Json | undefined | Value[] | { [key: string]: Value };
type Schema = Record<string, unknown>;
type FormValues = Record<string, unknown>;

const serverOptions = { allErrors: true, coerceTypes: false, useDefaults: true, removeAdditional: false, strict: false } as const;
const serverAjv = new Ajv({ ...serverOptions, verbose: true, logger: false });
addFormats(serverAjv);

/** Records per resource and schema: valid ones, then mutated ones (at least this many; more when a schema has more single mutations). */
const VALID_RECORDS = 70;
const MUTATED_RECORDS = 200;

// ---------------------------------------------------------------------------
// Seeded randomness

class Random {
    private state: number;
    constructor(seed: number) {
        this.state = seed >>> 0;
    }
    /** mulberry32 */
    next(): number {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    }
    int(min: number, max: number): number {
        return min + Math.floor(this.next() * (max - min + 1));
    }
    pick<T>(items: readonly T[]): T {
        return items[Math.floor(this.next() * items.length)];
    }
    chance(p: number): boolean {
        return this.next() < p;
    }
}

function seedOf(text: string): number {
    let hash = 2166136261;
    for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
    return hash >>> 0;
}

// ---------------------------------------------------------------------------
// Strings from a pattern: the subset of regular expressions resource files use
// (literals, escapes, classes, groups, alternation, quantifiers). Anything else
// stops the test with the pattern, so a new resource file extends this.

type PatternNode = { kind: 'chars'; chars: string[] } | { kind: 'seq'; items: { node: PatternNode; min: number; max: number }[] } | { kind: 'alt'; options: PatternNode[] };

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const PRINTABLE = [...range(0x20, 0x7e), 'é', 'ß', '名', '😀'];
const DIGITS = range(0x30, 0x39);
const WORD = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...DIGITS, '_'];
const SPACES = [' ', '\t'];

function parsePattern(source: string): PatternNode {
    const cps = [...source];
    let pos = 0;
    const unsupported = (what: string): never => {
        throw new Error(`validatorParity: cannot generate strings for pattern ${source} (${what}); extend parsePattern in this test`);
    };
    const escape = (): string[] => {
        const c = cps[pos++];
        if (c === 'd') return DIGITS;
        if (c === 'w') return WORD;
        if (c === 's') return SPACES;
        if (c === 'D' || c === 'W' || c === 'S') {
            const excluded = new Set(c === 'D' ? DIGITS : c === 'W' ? WORD : SPACES);
            return PRINTABLE.filter(ch => !excluded.has(ch));
        }
        if (c === 'n') return ['\n'];
        if (c === 't') return ['\t'];
        if (c === 'r') return ['\r'];
        if (c === 'x') {
            const hex = cps.slice(pos, pos + 2).join('');
            pos += 2;
            return [String.fromCodePoint(parseInt(hex, 16))];
        }
        if (c === 'u') {
            if (cps[pos] === '{') {
                const end = cps.indexOf('}', pos);
                const hex = cps.slice(pos + 1, end).join('');
                pos = end + 1;
                return [String.fromCodePoint(parseInt(hex, 16))];
            }
            const hex = cps.slice(pos, pos + 4).join('');
            pos += 4;
            return [String.fromCodePoint(parseInt(hex, 16))];
        }
        if (/[1-9bBpPkcf0v]/.test(c)) unsupported(`\\${c}`);
        return [c];
    };
    const charClass = (): string[] => {
        const negated = cps[pos] === '^';
        if (negated) pos++;
        const chars = new Set<string>();
        while (cps[pos] !== ']') {
            if (pos >= cps.length) unsupported('unclosed class');
            const first = cps[pos] === '\\' ? (pos++, escape()) : [cps[pos++]];
            if (cps[pos] === '-' && cps[pos + 1] !== ']' && first.length === 1) {
                pos++;
                const last = cps[pos] === '\\' ? (pos++, escape()) : [cps[pos++]];
                if (last.length !== 1) unsupported('class range to a class');
                for (const ch of range(first[0].codePointAt(0)!, last[0].codePointAt(0)!).slice(0, 400)) chars.add(ch);
            } else {
                for (const ch of first) chars.add(ch);
            }
        }
        pos++;
        return negated ? PRINTABLE.filter(ch => !chars.has(ch)) : [...chars];
    };
    const atom = (): PatternNode | null => {
        const c = cps[pos++];
        if (c === '^' || c === '$') return null;
        if (c === '(') {
            if (cps[pos] === '?') {
                if (cps[pos + 1] !== ':') unsupported('lookaround or named group');
                pos += 2;
            }
            const inner = alternation();
            if (cps[pos++] !== ')') unsupported('unclosed group');
            return inner;
        }
        if (c === '[') return { kind: 'chars', chars: charClass() };
        if (c === '.') return { kind: 'chars', chars: PRINTABLE };
        if (c === '\\') return { kind: 'chars', chars: escape() };
        if ('*+?{}]'.includes(c)) unsupported(`"${c}" without an atom`);
        return { kind: 'chars', chars: [c] };
    };
    const quantified = (node: PatternNode): { node: PatternNode; min: number; max: number } => {
        const c = cps[pos];
        let min = 1;
        let max = 1;
        if (c === '?' || c === '*' || c === '+') {
            pos++;
            [min, max] = c === '?' ? [0, 1] : c === '*' ? [0, Infinity] : [1, Infinity];
        } else if (c === '{') {
            const end = cps.indexOf('}', pos);
            const [low, high] = cps.slice(pos + 1, end).join('').split(',');
            min = Number(low);
            max = high === undefined ? min : high === '' ? Infinity : Number(high);
            pos = end + 1;
        }
        if (cps[pos] === '?' && c !== undefined && '?*+{'.includes(c)) pos++;
        return { node, min, max: Math.min(max, min + 8) };
    };
    const sequence = (): PatternNode => {
        const items: { node: PatternNode; min: number; max: number }[] = [];
        while (pos < cps.length && cps[pos] !== '|' && cps[pos] !== ')') {
            const node = atom();
            if (node) items.push(quantified(node));
        }
        return { kind: 'seq', items };
    };
    const alternation = (): PatternNode => {
        const options = [sequence()];
        while (cps[pos] === '|') {
            pos++;
            options.push(sequence());
        }
        return options.length === 1 ? options[0] : { kind: 'alt', options };
    };
    const tree = alternation();
    if (pos < cps.length) unsupported(`unexpected "${cps[pos]}"`);
    return tree;
}

function fromPattern(node: PatternNode, rng: Random): string {
    if (node.kind === 'chars') return rng.pick(node.chars);
    if (node.kind === 'alt') return fromPattern(rng.pick(node.options), rng);
    return node.items.map(({ node: item, min, max }) => Array.from({ length: rng.int(min, max) }, () => fromPattern(item, rng)).join('')).join('');
}

// ---------------------------------------------------------------------------
// Values for one schema

const TEXT = [...'abcdefghijklmnopqrstuvwxyz', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...'0123456789', ' ', ' ', '-', '.', ',', "'", 'é', 'ü', '名', '😀'];
const WORDS = ['acme', 'globex', 'north', 'river', 'stone', 'maple', 'delta', 'orbit', 'lumen', 'cedar'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(schema: Schema): string[] {
    const type = schema.type;
    return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

function text(rng: Random, min: number, max: number): string {
    const length = rng.chance(0.15) ? max : rng.chance(0.15) ? min : rng.int(min, Math.min(max, min + 30));
    // Long texts (a 100 000-character template body) repeat a random run of characters: as telling, and quick.
    const run = Array.from({ length: Math.min(length, 97) }, () => rng.pick(TEXT));
    return run.length === 0 ? '' : run.join('').repeat(Math.floor(length / run.length)) + run.slice(0, length % run.length).join('');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function validDate(rng: Random): string {
    const year = rng.int(1950, 2049);
    const month = rng.int(1, 12);
    const day = rng.chance(0.2) ? daysIn(year, month) : rng.int(1, daysIn(year, month));
    return `${year}-${pad(month)}-${pad(day)}`;
}

function validUuid(rng: Random): string {
    const hex = (n: number) => Array.from({ length: n }, () => rng.pick([...'0123456789abcdef'])).join('');
    const uuid = `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick([...'89ab'])}${hex(3)}-${hex(12)}`;
    return rng.chance(0.1) ? uuid.toUpperCase() : rng.chance(0.05) ? `urn:uuid:${uuid}` : uuid;
}

/** A valid value of a format ajv-formats knows; the formats resource files use, and a few more. */
function formatValue(format: string, rng: Random): string | null {
    const word = () => rng.pick(WORDS);
    switch (format) {
        case 'email':
            return `${word()}${rng.chance(0.3) ? `.${word()}` : ''}${rng.chance(0.2) ? `+${rng.int(1, 99)}` : ''}@${word()}.${rng.pick(['example', 'test', 'co.uk'])}`;
        case 'uri':
        case 'url':
            return `${rng.pick(['https', 'http'])}://${word()}.example/${word()}${rng.chance(0.3) ? `?q=${rng.int(1, 9)}` : ''}`;
        case 'uuid':
            return validUuid(rng);
        case 'date':
            return validDate(rng);
        case 'time':
            return `${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}${rng.pick(['Z', '+05:30', '-08:00'])}`;
        case 'date-time':
            return `${validDate(rng)}T${pad(rng.int(0, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}${rng.pick(['Z', '+05:30', '.123Z'])}`;
        case 'hostname':
            return `${word()}.${word()}.example`;
        case 'ipv4':
            return `${rng.int(1, 255)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(0, 255)}`;
        default:
            return null;
    }
}

const BAD_FORMATS: Record<string, string[]> = {
    email: ['plainaddress', 'a@', '@acme.example', 'a b@acme.example', 'a@@acme.example', 'a@acme..example', 'a@-acme.example', 'a@localhost', '"q"@acme.example', 'ünï@acme.example', 'A.B@ACME.EXAMPLE', 'a+tag@acme.example'],
    uri: ['not a uri', 'acme.example', '/relative/path', 'http://ac me.example', 'https://acme.example/ä', 'mailto:a@acme.example', 'ftp://acme.example', 'https://', '//acme.example'],
    uuid: ['not-a-uuid', '123e4567-e89b-12d3-a456-42661417400', '123e4567-e89b-12d3-a456-4266141740000', '123e4567e89b12d3a456426614174000', '123g4567-e89b-12d3-a456-426614174000', '{123e4567-e89b-12d3-a456-426614174000}', '123E4567-E89B-12D3-A456-426614174000'],
    date: ['2024-02-30', '2023-02-29', '2024-02-29', '1900-02-29', '2000-02-29', '2024-13-01', '2024-00-10', '2024-1-1', '24-01-01', '2024/01/01', '2024-01-01T00:00:00Z', ' 2024-01-01', '2024-04-31'],
    'date-time': ['2024-01-01', '2024-01-01T25:00:00Z', '2024-01-01T10:00:00', '2024-01-01 10:00:00Z', '2024-02-30T10:00:00Z', '2024-01-01T10:60:00Z'],
    time: ['25:00:00Z', '10:00', '10:00:00', '10:00:00+25:00'],
    hostname: ['-acme.example', 'acme_.example', 'a'.repeat(64) + '.example', 'acme..example'],
    ipv4: ['256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5'],
};

/** A valid value for `schema`, or null-free text when the schema says nothing. */
function validValue(schema: unknown, rng: Random, depth = 0): Value {
    if (!isObject(schema)) return rng.pick(['any', 1, true]);
    const types = typesOf(schema);
    if (Array.isArray(schema.enum)) {
        const options = schema.enum as Json[];
        return rng.pick(types.length === 0 ? options : options.filter(o => o !== null || types.includes('null')));
    }
    if (types.includes('null') && rng.chance(0.12)) return null;
    const type = types.find(t => t !== 'null') ?? 'string';
    switch (type) {
        case 'string':
            return validString(schema, rng);
        case 'integer':
        case 'number':
            return validNumber(schema, type, rng);
        case 'boolean':
            return rng.chance(0.5);
        case 'array':
            return validArray(schema, rng, depth);
        case 'object':
            return validObject(schema, rng, depth);
        default:
            throw new Error(`validatorParity: no generator for type ${type}`);
    }
}

function validString(schema: Schema, rng: Random): string {
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : min + 40;
    for (let attempt = 0; attempt < 50; attempt++) {
        let value: string;
        if (typeof schema.format === 'string') {
            const formatted = formatValue(schema.format, rng);
            if (formatted === null) throw new Error(`validatorParity: no generator for format ${schema.format}; add it to formatValue in this test`);
            value = formatted;
        } else if (typeof schema.pattern === 'string') {
            value = fromPattern(parsePattern(schema.pattern), rng);
        } else {
            value = text(rng, min, max);
        }
        const length = [...value].length;
        if (length >= min && length <= max) return value;
    }
    throw new Error(`validatorParity: no string of ${JSON.stringify(schema)} within its length limits`);
}

function validNumber(schema: Schema, type: 'integer' | 'number', rng: Random): number {
    const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000;
    const high = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : low + 100_000;
    if (rng.chance(0.15)) return low;
    if (rng.chance(0.15)) return high;
    if (typeof schema.multipleOf === 'number') return schema.multipleOf * rng.int(Math.ceil(low / schema.multipleOf), Math.floor(high / schema.multipleOf));
    const value = low + rng.next() * (high - low);
    return type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
}

function validArray(schema: Schema, rng: Random, depth: number): Value[] {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : min + 4;
    const length = rng.chance(0.15) ? max : rng.int(min, Math.min(max, min + 5));
    const items: Value[] = [];
    const seen = new Set<string>();
    for (let attempt = 0; items.length < length && attempt < length * 20; attempt++) {
        const item = validValue(schema.items, rng, depth + 1);
        const key = JSON.stringify(item);
        if (schema.uniqueItems === true && seen.has(key)) continue;
        seen.add(key);
        items.push(item);
    }
    return items;
}

const KEYS = ['JOBS-POST', 'MANAGE-EDIT-JOBS', 'ONBOARD-REPORT', 'with space', 'a/b', 'x~y', 'ünï', '😀'];

function validObject(schema: Schema, rng: Random, depth: number): { [key: string]: Value } {
    const record: { [key: string]: Value } = {};
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const [name, property] of Object.entries(properties)) {
        if (required.has(name) || rng.chance(0.6)) record[name] = validValue(property, rng, depth + 1);
        else if (rng.chance(0.2)) record[name] = undefined; // an emptied form field
    }
    if (isObject(schema.additionalProperties) && depth < 3) {
        for (let i = rng.int(0, 3); i > 0; i--) setKey(record, rng.pick(KEYS), validValue(schema.additionalProperties, rng, depth + 1));
    }
    return record;
}

/** Sets a key as JSON.parse would, so `__proto__` stays a key. */
function setKey(record: { [key: string]: Value }, key: string, value: Value): void {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

// ---------------------------------------------------------------------------
// Invalid (or boundary) values for one schema: each candidate breaks one keyword

const WRONG_TYPES: Json[] = [42, 1.5, -1, 0, true, false, 'text', '', '42', [], ['a'], {}, { a: 1 }, null];

/** Invalid or boundary values for `schema`, one generator per value, each aimed at one keyword. */
function mutationsOf(schema: unknown, rng: Random): (() => Value)[] {
    if (!isObject(schema)) return WRONG_TYPES.map(value => () => value);
    const types = typesOf(schema);
    const candidates: (() => Value)[] = [
        () => rng.pick(WRONG_TYPES.filter(v => !types.some(t => matchesType(t, v)))) ?? null,
        () => null,
    ];
    const enumOptions = Array.isArray(schema.enum) ? (schema.enum as Json[]).filter((o): o is string => typeof o === 'string') : [];
    if (enumOptions.length) {
        const option = () => rng.pick(enumOptions);
        candidates.push(() => 'NOT_AN_OPTION', () => option().toLowerCase(), () => `${option()} `, () => '');
    }
    if (types.includes('string') && !enumOptions.length) {
        const base = () => validString(schema, rng);
        if (typeof schema.minLength === 'number') {
            const min = schema.minLength;
            candidates.push(() => 'x'.repeat(Math.max(0, min - 1)), () => '', () => '😀'.repeat(min));
        }
        if (typeof schema.maxLength === 'number') {
            const max = schema.maxLength;
            candidates.push(
                () => 'x'.repeat(max + 1),
                () => '😀'.repeat(max), // within the limit in code points, twice over in UTF-16
                () => 'é'.repeat(max + 1),
            );
        }
        if (typeof schema.pattern === 'string') {
            candidates.push(
                () => `${base()}${rng.pick(['!', '#', 'é', ' ', 'A', 'a', '_', '😀', '.'])}`,
                () => `${base()}\n`,
                () => `${rng.pick(['!', '\n', '😀', 'Z'])}${base()}`,
                () => base().slice(1),
            );
        }
        if (typeof schema.format === 'string' && BAD_FORMATS[schema.format]) {
            candidates.push(...BAD_FORMATS[schema.format].map(bad => () => bad), () => `${base()} `, () => base().slice(0, -1));
        }
    }
    if (types.includes('integer') || types.includes('number')) {
        const low = typeof schema.minimum === 'number' ? schema.minimum : undefined;
        const high = typeof schema.maximum === 'number' ? schema.maximum : undefined;
        if (low !== undefined) candidates.push(() => low - 1, () => low - 0.01, () => low, () => -1e9);
        if (high !== undefined) candidates.push(() => high + 1, () => high + 0.5, () => high, () => 1e12);
        candidates.push(() => 1.5, () => 0.1 + 0.2, () => 2 ** 53, () => -0);
    }
    if (types.includes('array')) {
        candidates.push(() => {
            const items = validArray(schema, rng, 1);
            return [...items.slice(0, -1), mutatedValue(schema.items, rng)];
        });
        if (typeof schema.maxItems === 'number') {
            const max = schema.maxItems;
            candidates.push(() => Array.from({ length: max + 1 }, (_, i) => `item ${i}`));
        }
        if (schema.uniqueItems === true) {
            const two = () => [validValue(schema.items, rng, 1), validValue(schema.items, rng, 1)];
            candidates.push(
                () => { const [a] = two(); return [a, a]; },
                () => { const [a, b] = two(); return [a, b, b, a]; },
                () => { const [a, b] = two(); return [a, b, a, b]; },
                () => [1, 1],
                () => [1, '1'],
                () => [true, true, 'x'],
                () => [{ a: 1 }, { a: 1 }],
                () => [null, null],
                () => ['__proto__', '__proto__'],
                () => ['constructor', 'constructor'],
            );
        }
    }
    if (types.includes('object') && isObject(schema.additionalProperties)) {
        const additional = schema.additionalProperties;
        candidates.push(() => {
            const record = validObject(schema, rng, 1);
            setKey(record, rng.pick([...KEYS, '__proto__', 'constructor']), mutatedValue(additional, rng));
            return record;
        });
    }
    return candidates;
}

function mutatedValue(schema: unknown, rng: Random): Value {
    return rng.pick(mutationsOf(schema, rng))();
}

function matchesType(type: string, value: Json): boolean {
    if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
    if (type === 'null') return value === null;
    if (type === 'array') return Array.isArray(value);
    if (type === 'object') return isObject(value);
    return typeof value === type;
}

const UNKNOWN_FIELDS = ['unknown_field', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'id', 'version', 'status', 'created_at', 'a/b~c', ''];

type Mutation = (record: { [key: string]: Value }) => void;

/** Every mutation of a record, once: each field's every candidate value, dropping or emptying each required field, each unknown field. */
function everyMutation(schema: Schema, rng: Random): Mutation[] {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const mutations: Mutation[] = [];
    for (const [name, property] of Object.entries(properties)) {
        for (const candidate of mutationsOf(property, rng)) mutations.push(record => void (record[name] = candidate()));
    }
    for (const name of required) {
        mutations.push(record => void delete record[name], record => void (record[name] = undefined));
    }
    for (const unknown of [...UNKNOWN_FIELDS, ...Object.keys(properties).map(name => name.toUpperCase())]) {
        mutations.push(record => setKey(record, unknown, rng.pick<Value>(['x', 1, null, {}])));
    }
    return mutations;
}

/** Mutated records: each mutation alone once, then one to three at a time; now and then not an object at all. */
function mutatedRecords(schema: Schema, rng: Random, count: number): Value[] {
    const mutations = everyMutation(schema, rng);
    const records: Value[] = mutations.map(mutate => {
        const record = validObject(schema, rng, 0);
        mutate(record);
        return record;
    });
    records.push([], null, 'text', 42, [{}]);
    while (records.length < count) {
        const record = validObject(schema, rng, 0);
        for (let n = rng.int(1, 3); n > 0; n--) rng.pick(mutations)(record);
        records.push(record);
    }
    return records;
}

// ---------------------------------------------------------------------------
// Comparing the two validators

interface Verdict {
    valid: boolean;
    /** The fields the server's 400 would name (server/plugins/errors.ts). */
    fields: string[];
    errors: Partial<ErrorObject>[];
}

function verdictOf(errors: ErrorObject[]): Verdict {
    return {
        valid: errors.length === 0,
        fields: Object.keys(fieldErrorsFromValidation(errors)).sort(),
        errors: errors.map(({ instancePath, schemaPath, keyword, params, message, propertyName, parentSchema }) => ({
            instancePath,
            schemaPath,
            keyword,
            params,
            message,
            ...(propertyName === undefined ? {} : { propertyName }),
            parentSchema,
        })),
    };
}

/** The server's answer: the record as JSON, as it arrives in the body. */
function serverVerdict(validate: ValidateFunction, record: Value): Verdict {
    const body: unknown = JSON.parse(JSON.stringify(record) ?? 'null');
    validate(body);
    return verdictOf(validate.errors ?? []);
}

/** The form's answer, through the entry point rjsf calls. */
function formVerdict(schema: Schema, record: Value): Verdict {
    return verdictOf(formValidator.rawValidation<ErrorObject>(schema as RJSFSchema, record as FormValues).errors ?? []);
}

interface Mismatch {
    record: string;
    server: Verdict;
    form: Verdict;
}

interface Run {
    mismatches: Mismatch[];
    serverValid: number;
    /** Keywords of the server's errors over all records. */
    keywordsBroken: Set<string>;
}

function compare(schema: Schema, records: Value[]): Run {
    const validate = serverAjv.compile(schema);
    const run: Run = { mismatches: [], serverValid: 0, keywordsBroken: new Set() };
    for (const record of records) {
        const server = serverVerdict(validate, record);
        const form = formVerdict(schema, record);
        if (server.valid) run.serverValid++;
        for (const error of server.errors) run.keywordsBroken.add(String(error.keyword));
        try {
            expect(form).toEqual(server);
        } catch {
            run.mismatches.push({ record: describeRecord(record), server, form });
        }
    }
    return run;
}

function describeRecord(record: Value): string {
    const text = JSON.stringify(record, (_key, value: unknown) => (value === undefined ? '<undefined>' : value)) ?? String(record);
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Keywords that report errors of their own, as the schema uses them (recursively). */
function keywordsUsed(schema: unknown, found = new Set<string>()): Set<string> {
    if (Array.isArray(schema)) schema.forEach(item => keywordsUsed(item, found));
    if (!isObject(schema)) return found;
    const own = ['type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'anyOf', 'oneOf', 'not', 'contains', 'propertyNames'];
    for (const keyword of own) if (schema[keyword] !== undefined && schema[keyword] !== false) found.add(keyword);
    if (typeof schema.format === 'string' && BAD_FORMATS[schema.format]) found.add('format');
    if (Array.isArray(schema.required) && schema.required.length) found.add('required');
    if (schema.additionalProperties === false) found.add('additionalProperties');
    if (schema.additionalItems === false && Array.isArray(schema.items)) found.add('additionalItems');
    if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) found.add('if');
    if (isObject(schema.dependencies) && Object.values(schema.dependencies).some(Array.isArray)) found.add('dependencies');
    const subschemas = [schema.items, schema.additionalItems, schema.contains, ...(isObject(schema.properties) ? Object.values(schema.properties) : [])];
    if (subschemas.includes(false) || (Array.isArray(schema.items) && schema.items.includes(false))) found.add('false schema');
    for (const [key, value] of Object.entries(schema)) {
        if (key === 'enum' || key === 'const' || key === 'default') continue;
        if (key === 'properties' || key === 'definitions' || key === 'patternProperties' || key === 'dependencies') {
            if (isObject(value)) Object.values(value).forEach(sub => keywordsUsed(sub, found));
        } else if (typeof value === 'object') keywordsUsed(value, found);
    }
    return found;
}

/** One line per error; parentSchema by its keys, enough to tell two apart. */
function lines(verdict: Verdict): string[] {
    return [
        `valid: ${verdict.valid}; fields: ${verdict.fields.join(', ')}`,
        ...verdict.errors.map(
            e =>
                `${e.instancePath || '/'} ${e.keyword} "${e.message}" at ${e.schemaPath} ${JSON.stringify(e.params)}` +
                `${e.propertyName === undefined ? '' : ` propertyName=${e.propertyName}`} in ${JSON.stringify(e.parentSchema)?.slice(0, 60)}`,
        ),
    ];
}

function expectNoMismatch(run: Run): void {
    // The first few, one line per error: enough to see what differs.
    const shown = run.mismatches.slice(0, 3).map(({ record, server, form }) => ({ record, server: lines(server), form: lines(form) }));
    expect(shown, `${run.mismatches.length} records answered differently`).toEqual([]);
}

// ---------------------------------------------------------------------------
// The shipped resource files

const resources = loadResources();
const models = buildModels(resources);

describe('the form validator answers as the server’s ajv, for every shipped resource file', () => {
    it('covers every resource file', () => {
        expect(models.length).toBeGreaterThanOrEqual(16);
    });

    describe.each(models.map(model => [model.name, model] as const))('%s', (_name, model) => {
        const schemas: [string, Schema][] = [
            ['the form (resource schema)', model.config.schema as unknown as Schema],
            ['the create body', createBodySchema(model)],
            ['the update body', updateBodySchema(model)],
        ];

        it.each(schemas)('%s: same verdict, fields and errors for generated records', (kind, schema) => {
            const rng = new Random(seedOf(`${model.name} ${kind}`));
            const valid = Array.from({ length: VALID_RECORDS }, () => validObject(schema, rng, 0) as Value);
            const mutated = mutatedRecords(schema, rng, MUTATED_RECORDS);

            const validRun = compare(schema, valid);
            expectNoMismatch(validRun);
            // The generator's valid records are valid: the interpreter is tested on acceptance, not only refusal.
            expect(validRun.serverValid).toBe(VALID_RECORDS);

            const mutatedRun = compare(schema, mutated);
            expectNoMismatch(mutatedRun);
            // Mutations may land on a valid value (null for an optional field, a limit itself), but most break the record.
            expect(mutatedRun.serverValid).toBeLessThan(mutated.length / 2);
            // Every keyword the schema uses was broken by some record.
            expect([...keywordsUsed(schema)].filter(keyword => !mutatedRun.keywordsBroken.has(keyword))).toEqual([]);
        });
    });

    it('shows the same field errors as rjsf’s own ajv validator configured like the server', () => {
        // The form's view: what rjsf builds from the raw errors (titles from parentSchema, error schema per field).
        const rjsfAjv = customizeValidator<FormValues>({ ajvOptionsOverrides: { ...serverOptions, multipleOfPrecision: undefined } });
        for (const model of models) {
            const schema = model.config.schema as unknown as RJSFSchema;
            const rng = new Random(seedOf(`${model.name} rjsf`));
            const mutated = mutatedRecords(schema as Schema, rng, 40);
            for (let i = 0; i < 40; i++) {
                // JSON-clean records: rjsf's ajv sees the form data raw, the server (and the interpreter) as JSON.
                const record = JSON.parse(JSON.stringify(i % 3 === 0 ? validObject(schema, rng, 0) : rng.pick(mutated)) ?? 'null') as FormValues;
                const ours = formValidator.validateFormData(record, schema);
                const theirs = rjsfAjv.validateFormData(record, schema);
                expect({ model: model.name, record, errors: ours.errors, errorSchema: ours.errorSchema }).toEqual({
                    model: model.name,
                    record,
                    errors: theirs.errors,
                    errorSchema: theirs.errorSchema,
                });
            }
        }
    });
});

// ---------------------------------------------------------------------------
// Keywords no shipped file uses yet

const fixtureSchemas: Record<string, Schema> = {
    composition: {
        type: 'object',
        properties: {
            kind: { enum: ['a', 'b', 1, null] },
            a: { type: 'string', maxLength: 3 },
            b: { type: ['integer', 'null'], multipleOf: 0.5, minimum: 0 },
            forbidden: {},
        },
        allOf: [{ properties: { a: { minLength: 1 } } }, { properties: { kind: { not: { const: 1 } } } }],
        anyOf: [{ required: ['a'] }, { required: ['b'] }],
        oneOf: [{ properties: { kind: { const: 'a' } } }, { properties: { kind: { const: 'b' } } }, { required: ['x_1'] }],
        not: { required: ['forbidden'] },
        if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
        then: { required: ['a'] },
        else: { properties: { b: { maximum: 5 } } },
        dependencies: { a: ['kind'], b: { properties: { a: { pattern: '^[a-z]*$' } } } },
        minProperties: 1,
        maxProperties: 4,
        propertyNames: { maxLength: 8, pattern: '^[a-z_0-9]+$' },
        patternProperties: { '^x_': { type: 'number', exclusiveMaximum: 10 } },
        additionalProperties: { type: ['string', 'number'], not: { const: '' } },
        dependentRequired: { a: ['b'] },
    },
    arrays: {
        type: 'object',
        properties: {
            tuple: { type: 'array', items: [{ type: 'string' }, { type: 'number', default: 0 }], additionalItems: false, minItems: 1 },
            open: { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'boolean' }, minItems: 2 },
            tags: { type: 'array', items: { type: ['string', 'number'] }, uniqueItems: true, contains: { const: 'x' } },
            rows: { type: 'array', items: { type: 'object', properties: { k: { type: 'string' } }, required: ['k'] }, uniqueItems: true, maxItems: 3 },
            mixed: { type: 'array', uniqueItems: true, items: true },
            none: { type: 'array', items: false },
        },
        additionalProperties: false,
    },
    'refs, defaults, nullable and formats': {
        definitions: {
            name: { type: 'string', minLength: 2 },
            node: { type: 'object', properties: { name: { $ref: '#/definitions/name' }, child: { $ref: '#/definitions/node' } }, additionalProperties: false },
        },
        type: 'object',
        required: ['label', 'kind'],
        properties: {
            tree: { $ref: '#/definitions/node' },
            label: { $ref: '#/definitions/name', maxLength: 5 },
            kind: { type: 'string', default: 'x', enum: ['x', 'y'] },
            opt: { type: 'string', nullable: true, format: 'date-time' },
            count: { type: 'integer', format: 'int32', exclusiveMinimum: 0, exclusiveMaximum: 10 },
            big: { type: 'number', format: 'int32' },
            ratio: { type: 'number', multipleOf: 0.1 },
            when: { type: 'string', format: 'time' },
            host: { format: 'hostname' },
            ip: { type: 'string', format: 'ipv4' },
            unknown: { type: 'string', format: 'no-such-format' },
            never: false,
            anything: true,
        },
        anyOf: [{ required: ['kind'], properties: { kind: { default: 'y' } } }, { required: ['never'] }],
    },
};

const FUZZ_STRINGS: Json[] = ['', 'x', 'a', 'b', 'ab', 'abc', 'hello', 'Zed', '12:30:00Z', '10:00', '2024-02-29T10:00:00Z', 'not a date', 'acme.example', '-acme', '10.0.0.1', '999.1.1.1', 'x_1'];
const FUZZ_NUMBERS: Json[] = [0, 1, -1, 0.5, 1.5, 0.3, 0.1 + 0.2, 2, 5, 6, 10, 11, 2 ** 31, -(2 ** 31) - 1];
const FUZZ_KEYS = ['kind', 'a', 'b', 'x_1', 'x_big', 'forbidden', 'Zed', 'toolongname', 'k', 'name', 'child', 'label', 'tuple', 'tags', 'rows', 'count', 'ratio', 'opt', 'never', 'anything', 'ip', 'when', 'host', 'big', 'mixed', 'none', 'open'];

function fuzz(rng: Random, depth = 0): Value {
    const roll = rng.int(0, depth >= 2 ? 3 : 5);
    if (roll === 0) return rng.pick(FUZZ_STRINGS);
    if (roll === 1) return rng.pick(FUZZ_NUMBERS);
    if (roll === 2) return rng.pick<Value>([true, false, null, undefined]);
    if (roll === 3) return rng.pick(['x', 'y', 'a', 1]);
    if (roll === 4) return Array.from({ length: rng.int(0, 4) }, () => fuzz(rng, depth + 1));
    const record: { [key: string]: Value } = {};
    for (let i = rng.int(0, 5); i > 0; i--) setKey(record, rng.pick(FUZZ_KEYS), fuzz(rng, depth + 1));
    return record;
}

function fuzzRecord(schema: Schema, rng: Random): Value {
    const record = fuzz(rng, 1);
    if (!isObject(record)) return record;
    // Mostly the schema's own fields, so its keywords are reached.
    for (const name of Object.keys(isObject(schema.properties) ? schema.properties : {})) {
        if (rng.chance(0.4)) record[name] = fuzz(rng, 1);
    }
    return record;
}

const fixtureRecords: Record<string, Value[]> = {
    composition: [
        { kind: 'a', a: 'abc' },
        { kind: 'b', b: 1.5 },
        { kind: 'b', b: 6 },
        { kind: 'a', a: 'abc', x_1: 3 },
        { kind: 'a', a: 'abc', forbidden: 1 },
        { a: 'Ab', b: 1 },
        { kind: 1, a: 'a' },
        { kind: 'a', a: '' },
        { kind: 'a', a: 'a', x_1: 10, x_2: 9.5 },
        {},
    ],
    arrays: [
        { tuple: ['a', 1], open: ['a', true, false], tags: ['x', 1, '1'], rows: [{ k: 'a' }, { k: 'b' }], mixed: [1, '1', [1], [1]] },
        { tuple: ['a'] },
        { tuple: ['a', 1, 2], tags: ['y', 'y'] },
        { tags: [1, '1', 'x', 1] },
        { rows: [{ k: 'a' }, { k: 'a' }, {}], none: [] },
        // ajv fills the tuple's default before minItems counts: [] becomes [undefined, 0].
        { rows: [{ k: 'a' }, { k: 'b' }, { k: 'c' }, { k: 'd' }], tuple: [], open: ['a'] },
        { none: [1, 2] },
    ],
    'refs, defaults, nullable and formats': [
        { label: 'abc', kind: 'x', tree: { name: 'ab', child: { name: 'cd' } }, opt: null, count: 9, ratio: 0.5, when: '10:00:00Z' },
        // anyOf runs before the object keywords fill `kind`'s default, and ignores its own: anyOf fails, required passes.
        { label: 'abc' },
        { label: 'abc', kind: 'y', tree: { name: 'ab', child: { name: 'cd', child: { name: 'x' } } } },
        { label: 'abcdef', tree: { child: { extra: 1 } } },
        { label: 'ab', opt: null, count: 5, big: 2 ** 31, ratio: 0.3, when: '10:00:00Z', ip: '10.0.0.1' },
        { label: 'ab', count: 10, ratio: 0.5, host: 'acme.example', unknown: 'anything' },
        { label: 'ab', never: 1 },
        { label: 'a' },
    ],
};

describe('the form validator answers as the server’s ajv for keywords no resource file uses yet', () => {
    it.each(Object.entries(fixtureSchemas))('%s', (name, schema) => {
        const rng = new Random(seedOf(name));
        const records = [...fixtureRecords[name], ...Array.from({ length: 400 }, () => fuzzRecord(schema, rng))];
        const run = compare(schema, records);
        expectNoMismatch(run);
        expect(run.serverValid).toBeGreaterThan(0);
        expect([...keywordsUsed(schema)].filter(keyword => !run.keywordsBroken.has(keyword))).toEqual([]);
    });
});
