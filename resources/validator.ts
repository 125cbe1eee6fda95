/**
 * Over 400 lines on purpose: it mirrors ajv's keyword order and its quirks in
 * one place, so each can be checked against ajv's sources side by side.
 *
 * The rjsf validator of the generated forms: a JSON Schema INTERPRETER that
 * answers exactly what the server's ajv answers for the same body (the same
 * errors, in the same order, with ajv's instancePath, schemaPath, keyword,
 * params and message), so rjsf shows beside each field what the server
 * would refuse. tests/unit/resources/validatorParity.test.ts proves it over
 * every shipped resource file with generated valid and invalid records.
 *
 * Why not @rjsf/validator-ajv8: ajv compiles every schema to JavaScript with
 * `new Function`, which the console's Content-Security-Policy
 * (`script-src 'self'`, server/app.ts) forbids, and precompiling is not an
 * option for configs that arrive at run time (docs/decisions.md).
 *
 * What "the same" means here, keyword by keyword, follows ajv 8 as the server
 * configures it (server/app.ts `validators()`: draft-07, allErrors, no
 * coercion, useDefaults, strict off, ajv-formats' full formats):
 * - The value is judged as the server receives it: as JSON. A field whose
 *   value is `undefined` is absent, `undefined` in an array and NaN are null.
 * - Keywords run in ajv's order: `$ref`, const, enum, not, anyOf, oneOf,
 *   allOf, if/then/else, then the number, string, array and object keywords.
 *   A type mismatch does not stop the other keywords (ajv with allErrors
 *   reports enum, minimum... beside it); it is reported first, or, when the
 *   schema has one type with keywords of that type, where that type's group
 *   would have run.
 * - Defaults (useDefaults): a missing property with a `default` takes it
 *   before `required` and `properties` look at it, as ajv fills the body,
 *   except under anyOf/oneOf/not/if/contains/propertyNames, where ajv ignores
 *   defaults. The caller's value is never changed (the interpreter works on
 *   its own copy).
 * - Draft-07's keywords only: `dependentRequired` and the other 2019-09
 *   keywords are ignored, as the server's ajv (without `next`) ignores them;
 *   OpenAPI's `nullable: true` adds null to the types, as ajv does.
 * - Unknown formats are ignored (strict off); number formats (int32...) check
 *   numbers only. Local `$ref`s (`#...`) only.
 * - uniqueItems finds the same pair as ajv (ajv's fast path for scalar item
 *   types skips items of another type), so its message names the same items.
 *
 * The server also refuses NUL characters and lone surrogates in any text
 * (server/lib/input.ts); that is not ajv and not checked here: the server's
 * 400 names the field and the form shows it beside the field.
 */
import type { ErrorObject } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats';
import type {
    CustomValidator,
    ErrorTransformer,
    RJSFSchema,
    UiSchema,
    ValidationData,
    ValidatorType,
} from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';

type Schema = Record<string, unknown>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keywords of each of ajv's type groups, in ajv's order. */
const groupKeywords = {
    number: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'format'],
    string: ['maxLength', 'minLength', 'pattern', 'format'],
    array: ['maxItems', 'minItems', 'additionalItems', 'items', 'contains', 'uniqueItems'],
    object: [
        'maxProperties',
        'minProperties',
        'required',
        'propertyNames',
        'additionalProperties',
        'dependencies',
        'properties',
        'patternProperties',
    ],
} as const;
type Group = keyof typeof groupKeywords;
const groups: readonly Group[] = ['number', 'string', 'array', 'object'];

const usesGroup = (schema: Schema, group: Group): boolean => groupKeywords[group].some(keyword => schema[keyword] !== undefined);

/** ajv's data-type checks (strictNumbers is off on the server: any JS number is a number). */
function hasType(type: string, data: unknown): boolean {
    switch (type) {
        case 'null':
            return data === null;
        case 'array':
            return Array.isArray(data);
        case 'object':
            return isObject(data);
        case 'integer':
            return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
        case 'number':
            return typeof data === 'number';
        default:
            return typeof data === type;
    }
}

/** The schema's types, with OpenAPI's `nullable: true` adding null (ajv's getSchemaTypes). */
function typesOf(schema: Schema): string[] {
    const declared = schema.type;
    const types = Array.isArray(declared) ? declared.map(String) : declared === undefined ? [] : [String(declared)];
    if (!types.includes('null') && schema.nullable === true) types.push('null');
    return types;
}

/** ajv's deep equality (fast-deep-equal) over JSON values. */
function equal(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
    }
    if (isObject(a) && isObject(b)) {
        const keys = Object.keys(a);
        if (keys.length !== Object.keys(b).length) return false;
        return keys.every(key => Object.prototype.hasOwnProperty.call(b, key) && equal(a[key], b[key]));
    }
    return false;
}

/** What JSON.stringify then JSON.parse would give, without the text: the server's view of the value. */
function asJson(value: unknown): Json | undefined {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'bigint') return Number(value);
    const withJson = value as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return asJson(withJson.toJSON());
    if (Array.isArray(value)) return value.map(item => asJson(item) ?? null);
    const copy: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const json = asJson(item);
        // defineProperty: a `__proto__` key stays a key, as JSON.parse makes it.
        if (json !== undefined) Object.defineProperty(copy, key, { value: json, enumerable: true, writable: true, configurable: true });
    }
    return copy;
}

/** Unicode code points, counted as ajv's ucs2length counts them (a surrogate pair is one), without copying the text. */
function lengthOf(value: string): number {
    let length = 0;
    for (let pos = 0; pos < value.length; length++) {
        const unit = value.charCodeAt(pos++);
        if (unit >= 0xd800 && unit <= 0xdbff && pos < value.length && (value.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
    return length;
}

const escapePointer = (part: string | number): string => String(part).replace(/~/g, '~0').replace(/\//g, '~1');
/** ajv writes schema paths as URI fragments. */
const escapeFragment = (part: string | number): string => encodeURIComponent(escapePointer(part));

const patterns = new Map<string, RegExp | null>();
/** ajv compiles patterns with the `u` flag; a pattern JavaScript refuses checks nothing (the server refuses such a config on load). */
function patternOf(source: string): RegExp | null {
    if (!patterns.has(source)) {
        try {
            patterns.set(source, new RegExp(source, 'u'));
        } catch {
            patterns.set(source, null);
        }
    }
    return patterns.get(source) ?? null;
}

type FormatTest = (value: string | number) => boolean;
interface Format {
    type: 'string' | 'number';
    test: FormatTest;
}
const formats = new Map<string, Format | null>();
function formatOf(name: string): Format | null {
    if (!formats.has(name)) formats.set(name, readFormat(name));
    return formats.get(name) ?? null;
}

/** ajv-formats' own check of a format, and the data type it applies to; null for unknown formats and `true` ones. */
function readFormat(name: string): Format | null {
    const format: unknown = (fullFormats as Record<string, unknown>)[name];
    const asTest = (check: unknown): FormatTest | null => {
        if (check instanceof RegExp) return value => check.test(String(value));
        if (typeof check === 'function') return value => Boolean((check as (v: string | number) => unknown)(value));
        return null;
    };
    if (isObject(format) && !(format instanceof RegExp)) {
        const test = asTest(format.validate);
        return test ? { type: format.type === 'number' ? 'number' : 'string', test } : null;
    }
    const test = asTest(format);
    return test ? { type: 'string', test } : null;
}

/** ajv inlines a `$ref` whose target holds no `$ref`; any other target is its own function, whose schema paths start again at `#`. */
function holdsRef(schema: unknown): boolean {
    if (Array.isArray(schema)) return schema.some(holdsRef);
    if (!isObject(schema)) return false;
    return Object.entries(schema).some(([key, value]) => key === '$ref' || holdsRef(value));
}

function resolveRef(ref: string, root: Schema): unknown {
    if (!ref.startsWith('#')) return true;
    const parts = ref
        .slice(1)
        .split('/')
        .filter(Boolean)
        .map(p => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = root;
    for (const part of parts) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
    return node === undefined ? true : node;
}

interface Context {
    root: Schema;
    instancePath: string;
    /** ajv's errSchemaPath of the schema being applied. */
    schemaPath: string;
    /** Inside anyOf, oneOf, not, if, contains or propertyNames: ajv applies no defaults there. */
    composite: boolean;
    /** Set while checking a property name (propertyNames): ajv adds it to each error. */
    propertyName?: string;
}

/** Errors of `data` against `schema`, appended to `out` in ajv's order; `data` (the interpreter's own copy) may receive defaults. */
function check(schema: unknown, data: unknown, ctx: Context, out: ErrorObject[]): void {
    // parentSchema as ajv's `verbose` gives it (rjsf reads titles from it): the schema holding the keyword, itself for `false`.
    const report = (keyword: string, params: Record<string, unknown>, message: string, parentSchema: Schema | false) => {
        const error: ErrorObject = { instancePath: ctx.instancePath, schemaPath: `${ctx.schemaPath}/${keyword}`, keyword, params, message };
        if (ctx.propertyName !== undefined) error.propertyName = ctx.propertyName;
        // ErrorObject types it as an object; ajv hands the false schema itself.
        error.parentSchema = parentSchema as ErrorObject['parentSchema'];
        out.push(error);
    };
    if (schema === false) return report('false schema', {}, 'boolean schema is false', false);
    if (!isObject(schema)) return;

    /** Applies a subschema at another data or schema position; its errors go to `into` (default: this schema's). */
    const apply: Apply = (subschema, at, into = out) => {
        const { data: atData, ...position } = at;
        check(subschema, 'data' in at ? atData : data, { ...ctx, ...position }, into);
    };
    const collect: Collect = (subschema, at) => {
        const errors: ErrorObject[] = [];
        apply(subschema, at, errors);
        return errors;
    };
    const add = (keyword: string, params: Record<string, unknown>, message: string) => report(keyword, params, message, schema);

    const types = typesOf(schema);
    // One type whose keywords are present: ajv reports the mismatch where that group runs; otherwise first.
    const typeCheckedFirst = types.length > 0 && !(types.length === 1 && (groups as readonly string[]).includes(types[0]) && usesGroup(schema, types[0] as Group));
    const typeError = () => add('type', { type: schema.type }, `must be ${String(schema.type)}`);
    if (typeCheckedFirst && !types.some(type => hasType(type, data))) typeError();

    // Keywords for any type.
    if (typeof schema.$ref === 'string') {
        const target = resolveRef(schema.$ref, ctx.root);
        const separate = holdsRef(target);
        apply(target, separate ? { schemaPath: '#', composite: false, propertyName: undefined } : { schemaPath: schema.$ref });
    }
    if (schema.const !== undefined && !equal(data, schema.const)) add('const', { allowedValue: schema.const }, 'must be equal to constant');
    if (Array.isArray(schema.enum) && !schema.enum.some(option => equal(data, option))) {
        add('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
    }
    if (schema.not !== undefined && collect(schema.not, { schemaPath: `${ctx.schemaPath}/not`, composite: true }).length === 0) {
        add('not', {}, 'must NOT be valid');
    }
    if (Array.isArray(schema.anyOf)) {
        const collected: ErrorObject[] = [];
        let valid = false;
        for (const [i, branch] of schema.anyOf.entries()) {
            const errors = collect(branch, { schemaPath: `${ctx.schemaPath}/anyOf/${i}`, composite: true });
            collected.push(...errors);
            if (errors.length === 0) {
                valid = true;
                break;
            }
        }
        if (!valid) {
            out.push(...collected);
            add('anyOf', {}, 'must match a schema in anyOf');
        }
    }
    if (Array.isArray(schema.oneOf)) {
        // ajv stops at the second passing branch and names both.
        const collected: ErrorObject[] = [];
        let valid = false;
        let passing: number | [number, number] | null = null;
        for (const [i, branch] of schema.oneOf.entries()) {
            const errors = collect(branch, { schemaPath: `${ctx.schemaPath}/oneOf/${i}`, composite: true });
            collected.push(...errors);
            if (errors.length > 0) continue;
            if (valid) {
                valid = false;
                passing = [passing as number, i];
                break;
            }
            valid = true;
            passing = i;
        }
        if (!valid) {
            out.push(...collected);
            add('oneOf', { passingSchemas: passing }, 'must match exactly one schema in oneOf');
        }
    }
    if (Array.isArray(schema.allOf)) schema.allOf.forEach((branch, i) => apply(branch, { schemaPath: `${ctx.schemaPath}/allOf/${i}` }));
    if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
        const clause = collect(schema.if, { schemaPath: `${ctx.schemaPath}/if`, composite: true }).length === 0 ? 'then' : 'else';
        if (schema[clause] !== undefined) {
            const errors = collect(schema[clause], { schemaPath: `${ctx.schemaPath}/${clause}` });
            if (errors.length > 0) {
                out.push(...errors);
                add('if', { failingKeyword: clause }, `must match "${clause}" schema`);
            }
        }
    }

    // Keywords of one type, group by group.
    for (const group of groups) {
        if (!usesGroup(schema, group)) continue;
        if (!hasType(group, data)) {
            if (!typeCheckedFirst && types.length === 1 && types[0] === group) typeError();
            continue;
        }
        if (group === 'number') numberKeywords(schema, data as number, add);
        else if (group === 'string') stringKeywords(schema, data as string, add);
        else if (group === 'array') arrayKeywords(schema, data as unknown[], ctx, add, apply, collect, out);
        else objectKeywords(schema, data as Record<string, unknown>, ctx, add, apply, collect, out);
    }
}

type Add = (keyword: string, params: Record<string, unknown>, message: string) => void;
/** Where a subschema applies: another data value and/or instance path, schema path, composite flag. */
type At = Partial<Context> & { data?: unknown };
type Apply = (schema: unknown, at: At, into?: ErrorObject[]) => void;
type Collect = (schema: unknown, at: At) => ErrorObject[];

function numberKeywords(schema: Schema, data: number, add: Add): void {
    const limits: Array<[string, (limit: number) => boolean, string]> = [
        ['maximum', limit => data > limit, '<='],
        ['minimum', limit => data < limit, '>='],
        ['exclusiveMaximum', limit => data >= limit, '<'],
        ['exclusiveMinimum', limit => data <= limit, '>'],
    ];
    for (const [keyword, fails, comparison] of limits) {
        const limit = schema[keyword];
        if (typeof limit === 'number' && (fails(limit) || Number.isNaN(data))) add(keyword, { comparison, limit }, `must be ${comparison} ${limit}`);
    }
    if (typeof schema.multipleOf === 'number') {
        // ajv's own test (no multipleOfPrecision on the server): 0.3 is not a multiple of 0.1 in binary floating point.
        const ratio = data / schema.multipleOf;
        if (schema.multipleOf === 0 || ratio !== Number.parseInt(String(ratio))) add('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`);
    }
    formatKeyword(schema, data, 'number', add);
}

function stringKeywords(schema: Schema, data: string, add: Add): void {
    const length = typeof schema.maxLength === 'number' || typeof schema.minLength === 'number' ? lengthOf(data) : 0;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
        add('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
    }
    if (typeof schema.minLength === 'number' && length < schema.minLength) {
        add('minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
    }
    if (typeof schema.pattern === 'string') {
        const pattern = patternOf(schema.pattern);
        if (pattern && !pattern.test(data)) add('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
    }
    formatKeyword(schema, data, 'string', add);
}

function formatKeyword(schema: Schema, data: string | number, type: 'string' | 'number', add: Add): void {
    if (typeof schema.format !== 'string') return;
    const format = formatOf(schema.format);
    if (format && format.type === type && !format.test(data)) add('format', { format: schema.format }, `must match format "${schema.format}"`);
}

function arrayKeywords(schema: Schema, data: unknown[], ctx: Context, add: Add, apply: Apply, collect: Collect, out: ErrorObject[]): void {
    const items = schema.items;
    if (Array.isArray(items) && !ctx.composite) {
        items.forEach((item, i) => {
            if (isObject(item) && item.default !== undefined && data[i] === undefined) data[i] = asJson(item.default) ?? null;
        });
    }
    if (typeof schema.maxItems === 'number' && data.length > schema.maxItems) {
        add('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
    }
    if (typeof schema.minItems === 'number' && data.length < schema.minItems) {
        add('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
    }
    const at = (i: number, schemaPath: string) => ({ data: data[i], instancePath: `${ctx.instancePath}/${i}`, schemaPath });
    if (Array.isArray(items)) {
        if (schema.additionalItems === false) {
            if (data.length > items.length) add('additionalItems', { limit: items.length }, `must NOT have more than ${items.length} items`);
        } else if (isObject(schema.additionalItems)) {
            for (let i = items.length; i < data.length; i++) apply(schema.additionalItems, at(i, `${ctx.schemaPath}/additionalItems`));
        }
        items.forEach((item, i) => {
            if (i < data.length) apply(item, at(i, `${ctx.schemaPath}/items/${i}`));
        });
    } else if (items !== undefined) {
        data.forEach((_item, i) => apply(items, at(i, `${ctx.schemaPath}/items`)));
    }
    if (schema.contains !== undefined) {
        const collected: ErrorObject[] = [];
        const found = data.some((_item, i) => {
            const errors = collect(schema.contains, { ...at(i, `${ctx.schemaPath}/contains`), composite: true });
            collected.push(...errors);
            return errors.length === 0;
        });
        if (!found) {
            // ajv keeps every item's errors when none matches.
            out.push(...collected);
            add('contains', { minContains: 1 }, 'must contain at least 1 valid item(s)');
        }
    }
    if (schema.uniqueItems === true && data.length > 1) {
        const duplicate = duplicatePair(schema, data);
        if (duplicate) add('uniqueItems', duplicate, `must NOT have duplicate items (items ## ${duplicate.j} and ${duplicate.i} are identical)`);
    }
}

/** ajv's search for a duplicate: from the end; for scalar item types by value (other types skipped), otherwise deep. */
function duplicatePair(schema: Schema, data: unknown[]): { i: number; j: number } | null {
    const itemTypes = isObject(schema.items) ? typesOf(schema.items) : [];
    const scalar = itemTypes.length > 0 && !itemTypes.some(type => type === 'object' || type === 'array');
    if (scalar) {
        // A plain object, as ajv's generated code uses: its keys are the items as text.
        const indices: Record<string, unknown> = {};
        for (let i = data.length; i--; ) {
            let item = data[i];
            if (!itemTypes.some(type => hasType(type, item))) continue;
            if (itemTypes.length > 1 && typeof item === 'string') item += '_';
            const key = String(item);
            if (typeof indices[key] === 'number') return { i, j: indices[key] };
            indices[key] = i;
        }
        return null;
    }
    for (let i = data.length; i--; ) {
        for (let j = i; j--; ) if (equal(data[i], data[j])) return { i, j };
    }
    return null;
}

function objectKeywords(schema: Schema, data: Record<string, unknown>, ctx: Context, add: Add, apply: Apply, collect: Collect, out: ErrorObject[]): void {
    const properties = isObject(schema.properties) ? schema.properties : {};
    const names = Object.keys(properties).filter(name => name !== '__proto__');
    if (!ctx.composite) {
        for (const name of names) {
            const property = properties[name];
            if (isObject(property) && property.default !== undefined && data[name] === undefined) data[name] = asJson(property.default) ?? null;
        }
    }
    const count = Object.keys(data).length;
    if (typeof schema.maxProperties === 'number' && count > schema.maxProperties) {
        add('maxProperties', { limit: schema.maxProperties }, `must NOT have more than ${schema.maxProperties} properties`);
    }
    if (typeof schema.minProperties === 'number' && count < schema.minProperties) {
        add('minProperties', { limit: schema.minProperties }, `must NOT have fewer than ${schema.minProperties} properties`);
    }
    for (const name of Array.isArray(schema.required) ? schema.required.map(String) : []) {
        if (data[name] === undefined) add('required', { missingProperty: name }, `must have required property '${name}'`);
    }
    const at = (key: string, schemaPath: string) => ({ data: data[key], instancePath: `${ctx.instancePath}/${escapePointer(key)}`, schemaPath });
    if (schema.propertyNames !== undefined) {
        for (const key of Object.keys(data)) {
            // The name is checked where the object is; ajv marks each error with the name.
            const errors = collect(schema.propertyNames, { data: key, schemaPath: `${ctx.schemaPath}/propertyNames`, composite: true, propertyName: key });
            if (errors.length === 0) continue;
            out.push(...errors);
            add('propertyNames', { propertyName: key }, 'property name must be valid');
        }
    }
    const patternSources = isObject(schema.patternProperties) ? Object.keys(schema.patternProperties).filter(p => p !== '__proto__') : [];
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
        for (const key of Object.keys(data)) {
            const declared = names.includes(key) || patternSources.some(source => patternOf(source)?.test(key));
            if (declared) continue;
            if (schema.additionalProperties === false) add('additionalProperties', { additionalProperty: key }, 'must NOT have additional properties');
            else apply(schema.additionalProperties, at(key, `${ctx.schemaPath}/additionalProperties`));
        }
    }
    if (isObject(schema.dependencies)) {
        const entries = Object.entries(schema.dependencies).filter(([key]) => key !== '__proto__');
        for (const [property, needed] of entries) {
            if (!Array.isArray(needed) || needed.length === 0 || data[property] === undefined) continue;
            const deps = needed.map(String);
            for (const missing of deps) {
                if (data[missing] !== undefined) continue;
                add(
                    'dependencies',
                    { property, missingProperty: missing, depsCount: deps.length, deps: deps.join(', ') },
                    `must have ${deps.length === 1 ? 'property' : 'properties'} ${deps.join(', ')} when property ${property} is present`,
                );
            }
        }
        for (const [property, dependent] of entries) {
            if (Array.isArray(dependent) || data[property] === undefined) continue;
            apply(dependent, { schemaPath: `${ctx.schemaPath}/dependencies/${escapeFragment(property)}` });
        }
    }
    for (const name of names) {
        if (data[name] !== undefined) apply(properties[name], at(name, `${ctx.schemaPath}/properties/${escapeFragment(name)}`));
    }
    for (const source of patternSources) {
        const pattern = patternOf(source);
        if (!pattern) continue;
        for (const key of Object.keys(data)) {
            if (pattern.test(key)) apply((schema.patternProperties as Schema)[source], at(key, `${ctx.schemaPath}/patternProperties/${escapeFragment(source)}`));
        }
    }
}

/**
 * All errors of `value` against `schema`, as the server's ajv reports them
 * (with ajv's `verbose` parentSchema, which rjsf reads titles from). `root`
 * is the schema local `$ref`s resolve against.
 */
export function validateValue(schema: unknown, value: unknown, root: Schema, instancePath = '', schemaPath = '#'): ErrorObject[] {
    const errors: ErrorObject[] = [];
    check(schema, asJson(value), { root, instancePath, schemaPath, composite: false }, errors);
    return errors;
}

type FormValues = Record<string, unknown>;

/** rjsf's ValidatorType over the interpreter; error processing is rjsf's own (titles, error schema). */
export class InterpretingValidator implements ValidatorType<FormValues> {
    validateFormData(
        formData: FormValues | undefined,
        schema: RJSFSchema,
        customValidate?: CustomValidator<FormValues>,
        transformErrors?: ErrorTransformer<FormValues>,
        uiSchema?: UiSchema<FormValues>,
    ): ValidationData<FormValues> {
        return processRawValidationErrors<FormValues>(
            this,
            this.rawValidation<ErrorObject>(schema, formData),
            formData,
            schema,
            customValidate,
            transformErrors,
            uiSchema,
        );
    }

    isValid(schema: RJSFSchema, formData: FormValues | undefined, rootSchema: RJSFSchema): boolean {
        return validateValue(schema, formData, rootSchema as Schema).length === 0;
    }

    rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: FormValues): { errors?: Result[]; validationError?: Error } {
        const errors = validateValue(schema, formData, schema as Schema);
        return { errors: errors.length > 0 ? (errors as unknown as Result[]) : undefined };
    }
}

export const formValidator = new InterpretingValidator();
