/**
 * The schema compilers every app of the process shares: the Ajv instances that
 * validate requests and the fast-json-stringify serializers of the responses.
 *
 * Each build of the app makes its route schemas afresh (the generated resources'
 * from their configs), and Ajv and fast-json-stringify keep what they compiled by
 * schema object, so a second app in one process compiled every route again: about
 * 0.3 s of each API test file's 0.5 s app build (docs/testing.md). Here a compiled
 * validator or serializer is kept by the schema's text, which fixes what it does.
 * The server builds one app and compiles each schema once, as before.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

/** An Ajv instance whose compile finds a schema compiled before by its text. */
class TextKeyedAjv {
    private readonly ajv: Ajv;
    private readonly compiled = new Map<string, ValidateFunction>();

    constructor(coerceTypes: boolean | 'array') {
        this.ajv = new Ajv({ allErrors: true, coerceTypes, useDefaults: true, removeAdditional: false, strict: false });
        addFormats(this.ajv);
    }

    compile(schema: object): ValidateFunction {
        const text = JSON.stringify(schema);
        let validate = this.compiled.get(text);
        if (!validate) {
            validate = this.ajv.compile(schema);
            this.compiled.set(text, validate);
        }
        return validate;
    }
}

let shared: { body: TextKeyedAjv; text: TextKeyedAjv } | undefined;

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused by the
 * schemas); query strings and params are coerced, since they arrive as text.
 */
function validators() {
    shared ??= { body: new TextKeyedAjv(false), text: new TextKeyedAjv('array') };
    return shared;
}

/** A validator of request bodies (and of an upload's rows, which are bodies one by one). */
export function compileBodySchema(schema: object): ValidateFunction {
    return validators().body.compile(schema);
}

/** The app's validator compiler before its text checks (server/lib/input.ts): the body's or the text parts'. */
export const compileRequestSchema = ({ schema, httpPart }: Parameters<FastifySchemaCompiler<object>>[0]): ValidateFunction =>
    (httpPart === 'body' ? validators().body : validators().text).compile(schema);

type SerializerFactory = NonNullable<ReturnType<typeof SerializerSelector>>;
type Serializer = ReturnType<FastifySerializerCompiler<unknown>>;

const serializers = new Map<string, Serializer>();
const defaultSerializers = SerializerSelector();

/**
 * Fastify's own serializer factory, its serializers kept by the text of the shared schemas,
 * the options and the response schema.
 */
export const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = defaultSerializers(externalSchemas, options);
    const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
    return route => {
        const key = `${context}\n${JSON.stringify(route.schema)}`;
        let serialize = serializers.get(key);
        if (!serialize) {
            serialize = compile(route);
            serializers.set(key, serialize);
        }
        return serialize;
    };
};
