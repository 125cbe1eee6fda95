/**
 * The rjsf validator of the generated forms: a JSON Schema INTERPRETER that
 * reports ajv-shaped errors with ajv's messages, so rjsf (and the user) see
 * exactly what the server's ajv would say.
 *
 * Why not @rjsf/validator-ajv8: ajv compiles every schema to JavaScript with
 * `new Function`, which the console's Content-Security-Policy
 * (`script-src 'self'`, server/app.ts) forbids, and precompiling is not an
 * option for configs that arrive at run time. The keywords config schemas use
 * are covered (type, enum, const, required, properties, additionalProperties,
 * string/number/array/object limits, pattern, format via ajv-formats' own
 * checks, allOf/anyOf/oneOf/not, if/then/else, dependentRequired, local $ref);
 * an unknown keyword is ignored, and the server validates every body anyway.
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
type FormatCheck = (value: string) => boolean;

function isObject(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatCheck(name: string): FormatCheck | null {
    const format: unknown = (fullFormats as Record<string, unknown>)[name];
    if (format instanceof RegExp) return value => format.test(value);
    if (typeof format === 'function') return value => Boolean((format as (v: string) => boolean)(value));
    if (isObject(format)) {
        const inner = format.validate;
        if (inner instanceof RegExp) return value => inner.test(value);
        if (typeof inner === 'function') return value => Boolean((inner as (v: string) => boolean)(value));
    }
    return null;
}

function typeMatches(type: string, value: unknown): boolean {
    switch (type) {
        case 'string':
            return typeof value === 'string';
        case 'number':
            return typeof value === 'number' && Number.isFinite(value);
        case 'integer':
            return typeof value === 'number' && Number.isInteger(value);
        case 'boolean':
            return typeof value === 'boolean';
        case 'null':
            return value === null;
        case 'array':
            return Array.isArray(value);
        case 'object':
            return isObject(value);
        default:
            return true;
    }
}

function deepEqual(a: unknown, b: unknown): boolean {
    return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Unicode code points, as ajv counts string length. */
const lengthOf = (value: string): number => [...value].length;

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');

function resolveRef(ref: string, root: Schema): Schema {
    if (!ref.startsWith('#')) return {};
    const parts = ref.slice(1).split('/').filter(Boolean).map(p => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: unknown = root;
    for (const part of parts) node = isObject(node) ? node[part] : undefined;
    return isObject(node) ? node : {};
}

/** All errors of `value` against `schema`, in ajv's format. */
export function validateValue(schema: unknown, value: unknown, root: Schema, instancePath = '', schemaPath = '#'): ErrorObject[] {
    if (schema === true || schema === undefined) return [];
    if (schema === false) return [error(instancePath, schemaPath, 'false schema', {}, 'boolean schema is false')];
    if (!isObject(schema)) return [];
    if (typeof schema.$ref === 'string') return validateValue(resolveRef(schema.$ref, root), value, root, instancePath, `${schemaPath}/$ref`);

    const errors: ErrorObject[] = [];
    const add = (keyword: string, params: Record<string, unknown>, message: string, at = instancePath) =>
        errors.push(error(at, `${schemaPath}/${keyword}`, keyword, params, message));

    if (schema.type !== undefined) {
        const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
        if (!types.some(type => typeMatches(type, value))) {
            add('type', { type: types.join(',') }, `must be ${types.join(',')}`);
            return errors; // ajv stops at a type mismatch too
        }
    }
    if (Array.isArray(schema.enum) && !schema.enum.some(option => deepEqual(option, value))) {
        add('enum', { allowedValues: schema.enum }, 'must be equal to one of the allowed values');
    }
    if ('const' in schema && !deepEqual(schema.const, value)) add('const', { allowedValue: schema.const }, 'must be equal to constant');

    if (typeof value === 'string') {
        if (typeof schema.minLength === 'number' && lengthOf(value) < schema.minLength) {
            add('minLength', { limit: schema.minLength }, `must NOT have fewer than ${schema.minLength} characters`);
        }
        if (typeof schema.maxLength === 'number' && lengthOf(value) > schema.maxLength) {
            add('maxLength', { limit: schema.maxLength }, `must NOT have more than ${schema.maxLength} characters`);
        }
        if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
            add('pattern', { pattern: schema.pattern }, `must match pattern "${schema.pattern}"`);
        }
        if (typeof schema.format === 'string') {
            const check = formatCheck(schema.format);
            if (check && !check(value)) add('format', { format: schema.format }, `must match format "${schema.format}"`);
        }
    }

    if (typeof value === 'number') {
        const limits: Array<[string, (limit: number) => boolean, string]> = [
            ['minimum', limit => value < limit, '>='],
            ['maximum', limit => value > limit, '<='],
            ['exclusiveMinimum', limit => value <= limit, '>'],
            ['exclusiveMaximum', limit => value >= limit, '<'],
        ];
        for (const [keyword, fails, comparison] of limits) {
            const limit = schema[keyword];
            if (typeof limit === 'number' && fails(limit)) add(keyword, { comparison, limit }, `must be ${comparison} ${limit}`);
        }
        if (typeof schema.multipleOf === 'number' && Math.abs(value / schema.multipleOf - Math.round(value / schema.multipleOf)) > 1e-9) {
            add('multipleOf', { multipleOf: schema.multipleOf }, `must be multiple of ${schema.multipleOf}`);
        }
    }

    if (Array.isArray(value)) {
        if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
            add('minItems', { limit: schema.minItems }, `must NOT have fewer than ${schema.minItems} items`);
        }
        if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
            add('maxItems', { limit: schema.maxItems }, `must NOT have more than ${schema.maxItems} items`);
        }
        if (schema.uniqueItems === true) {
            outer: for (let i = value.length - 1; i > 0; i--) {
                for (let j = i - 1; j >= 0; j--) {
                    if (deepEqual(value[i], value[j])) {
                        add('uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${i} and ${j} are identical)`);
                        break outer;
                    }
                }
            }
        }
        if (isObject(schema.items)) {
            value.forEach((item, index) =>
                errors.push(...validateValue(schema.items, item, root, `${instancePath}/${index}`, `${schemaPath}/items`)),
            );
        }
    }

    if (isObject(value)) {
        const properties = isObject(schema.properties) ? schema.properties : {};
        for (const field of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
            if (value[field] === undefined) {
                add('required', { missingProperty: field }, `must have required property '${field}'`);
            }
        }
        for (const [field, fieldValue] of Object.entries(value)) {
            if (fieldValue === undefined) continue;
            const at = `${instancePath}/${escapePointer(field)}`;
            if (field in properties) {
                errors.push(...validateValue(properties[field], fieldValue, root, at, `${schemaPath}/properties/${escapePointer(field)}`));
            } else if (schema.additionalProperties === false) {
                add('additionalProperties', { additionalProperty: field }, 'must NOT have additional properties');
            } else if (isObject(schema.additionalProperties)) {
                errors.push(...validateValue(schema.additionalProperties, fieldValue, root, at, `${schemaPath}/additionalProperties`));
            }
        }
        const count = Object.values(value).filter(v => v !== undefined).length;
        if (typeof schema.minProperties === 'number' && count < schema.minProperties) {
            add('minProperties', { limit: schema.minProperties }, `must NOT have fewer than ${schema.minProperties} properties`);
        }
        if (typeof schema.maxProperties === 'number' && count > schema.maxProperties) {
            add('maxProperties', { limit: schema.maxProperties }, `must NOT have more than ${schema.maxProperties} properties`);
        }
        const dependent = isObject(schema.dependentRequired) ? schema.dependentRequired : {};
        for (const [field, needed] of Object.entries(dependent)) {
            if (value[field] === undefined || !Array.isArray(needed)) continue;
            for (const missing of needed as string[]) {
                if (value[missing] === undefined) {
                    add('dependentRequired', { property: field, missingProperty: missing, deps: missing, depsCount: 1 }, `must have property ${missing} when property ${field} is present`);
                }
            }
        }
    }

    if (Array.isArray(schema.allOf)) {
        schema.allOf.forEach((sub, i) => errors.push(...validateValue(sub, value, root, instancePath, `${schemaPath}/allOf/${i}`)));
    }
    if (Array.isArray(schema.anyOf) && !schema.anyOf.some(sub => validateValue(sub, value, root).length === 0)) {
        add('anyOf', {}, 'must match a schema in anyOf');
    }
    if (Array.isArray(schema.oneOf)) {
        const passing = schema.oneOf.filter(sub => validateValue(sub, value, root).length === 0).length;
        if (passing !== 1) add('oneOf', { passingSchemas: null }, 'must match exactly one schema in oneOf');
    }
    if (schema.not !== undefined && validateValue(schema.not, value, root).length === 0) add('not', {}, 'must NOT be valid');
    if (schema.if !== undefined) {
        const branch = validateValue(schema.if, value, root).length === 0 ? 'then' : 'else';
        if (schema[branch] !== undefined) {
            const inner = validateValue(schema[branch], value, root, instancePath, `${schemaPath}/${branch}`);
            if (inner.length > 0) {
                errors.push(...inner);
                add('if', { failingKeyword: branch }, `must match "${branch}" schema`);
            }
        }
    }
    return errors;
}

function error(instancePath: string, schemaPath: string, keyword: string, params: Record<string, unknown>, message: string): ErrorObject {
    return { instancePath, schemaPath, keyword, params, message };
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
