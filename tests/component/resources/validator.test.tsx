import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { formValidator, validateValue } from '../../../resources/validator';

const schema = {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: {
        name: { type: 'string', title: 'Name', minLength: 2, maxLength: 5 },
        code: { type: 'string', title: 'Code', pattern: '^[A-Z]*$' },
        email: { type: 'string', title: 'Email', format: 'email' },
        site: { type: 'string', title: 'Site', format: 'uri' },
        size: { type: 'integer', title: 'Size', minimum: 1, maximum: 10 },
        kind: { type: 'string', title: 'Kind', enum: ['A', 'B'] },
        tags: { type: 'array', title: 'Tags', items: { type: 'string', minLength: 1 }, maxItems: 2, uniqueItems: true },
    },
};

const samples: unknown[] = [
    {},
    { name: 'x' },
    { name: 'toolong' },
    { name: 'ok', code: 'ab1', email: 'nope', site: 'not a uri', size: 0, kind: 'C' },
    { name: 'ok', size: 1.5 },
    { name: 'ok', size: 11, tags: ['a', 'a', 'b'] },
    { name: 'ok', tags: [''] },
    { name: 'ok', extra: 1 },
    { name: 'ok', code: 'AB', email: 'a@b.co', site: 'https://acme.example/x', size: 3, kind: 'A', tags: ['x'] },
    { name: 42 },
];

describe('the CSP-safe form validator', () => {
    it.each(samples.map(sample => [JSON.stringify(sample), sample]))('agrees with ajv on %s', (_label, sample) => {
        const ajv = new Ajv({ allErrors: true, strict: false });
        addFormats(ajv);
        const validate = ajv.compile(schema);
        validate(sample);
        const expected = (validate.errors ?? []).map(e => [e.instancePath, e.keyword, e.message]).sort();
        const actual = validateValue(schema, sample, schema).map(e => [e.instancePath, e.keyword, e.message]).sort();
        expect(actual).toEqual(expected);
    });

    it('gives rjsf field errors keyed by field, titles in required messages', () => {
        const result = formValidator.validateFormData({ name: 'x' }, { ...schema, required: ['name', 'email'] } as never);
        expect(result.errorSchema).toMatchObject({ name: { __errors: ['must NOT have fewer than 2 characters'] } });
        expect(result.errors.map(e => e.stack)).toContain("must have required property 'Email'");
    });

    it('never compiles code (works under script-src without unsafe-eval)', () => {
        const original = globalThis.Function;
        globalThis.Function = (() => {
            throw new EvalError('unsafe-eval blocked');
        }) as unknown as FunctionConstructor;
        try {
            expect(formValidator.isValid(schema as never, { name: 'ok' }, schema as never)).toBe(true);
            expect(formValidator.isValid(schema as never, { name: 'o' }, schema as never)).toBe(false);
        } finally {
            globalThis.Function = original;
        }
    });
});
