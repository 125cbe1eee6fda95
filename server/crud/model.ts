/**
 * What the engine derives from one resource file: its table, its columns and
 * their SQL types, and the request-body schemas of create and update.
 */
import {
    accountColumn,
    builtInColumns,
    labelFieldOf,
    parseEndpoint,
    referenceLabelsKey,
    tableOf,
    type ApiOperation,
    type FieldSchema,
    type ParsedEndpoint,
    type ResourceConfig,
} from '../../config/resources.js';

export type SqlType = 'text' | 'date' | 'timestamptz' | 'uuid' | 'integer' | 'bigint' | 'numeric' | 'boolean' | 'jsonb';

export interface Column {
    name: string;
    sqlType: SqlType;
    schema: FieldSchema;
    required: boolean;
    /** Set for reference fields: the referenced resource. */
    references?: { resource: string; table: string; labelField: string };
}

export type Row = Record<string, unknown>;
export type Values = Record<string, unknown>;

export interface ResourceModel {
    config: ResourceConfig;
    name: string;
    table: string;
    labelField: string;
    /** Schema fields, in schema order. */
    columns: Column[];
    column: Map<string, Column>;
    /** Columns a response carries: built-ins, the account link and the schema's fields. */
    outputColumns: string[];
    uniqueSets: string[][];
    endpoints: Partial<Record<ApiOperation, ParsedEndpoint>>;
    /** Columns `sort` may name. */
    sortable: Set<string>;
    /** Keys `filter` may name. */
    filterable: Set<string>;
}

const INT4_MAX = 2_147_483_647;

export function sqlTypeOf(field: FieldSchema, isReference: boolean): SqlType {
    if (isReference) return 'uuid';
    switch (field.type) {
        case 'string':
            if (field.format === 'date') return 'date';
            if (field.format === 'date-time') return 'timestamptz';
            if (field.format === 'uuid') return 'uuid';
            return 'text';
        case 'integer': {
            const big = (field.maximum ?? 0) > INT4_MAX || (field.minimum ?? 0) < -INT4_MAX - 1;
            return big ? 'bigint' : 'integer';
        }
        case 'number':
            return 'numeric';
        case 'boolean':
            return 'boolean';
        default:
            return 'jsonb';
    }
}

export function buildModels(resources: ResourceConfig[]): ResourceModel[] {
    const byName = new Map(resources.map(r => [r.name, r]));
    return resources.map(config => {
        const required = new Set(config.schema.required ?? []);
        const columns: Column[] = Object.entries(config.schema.properties).map(([name, schema]) => {
            const ref = config.references?.[name];
            const target = ref ? byName.get(ref.resource) : undefined;
            return {
                name,
                schema,
                required: required.has(name),
                sqlType: sqlTypeOf(schema, Boolean(ref)),
                references: ref && target ? { resource: target.name, table: tableOf(target), labelField: ref.labelField ?? labelFieldOf(target) } : undefined,
            };
        });
        const outputColumns = ['id', ...columns.map(c => c.name), ...(config.account ? [accountColumn] : []), ...builtInColumns.filter(c => c !== 'id')];
        const endpoints: ResourceModel['endpoints'] = {};
        for (const [op, spec] of Object.entries(config.api) as [ApiOperation, string][]) endpoints[op] = parseEndpoint(spec);
        return {
            config,
            name: config.name,
            table: tableOf(config),
            labelField: labelFieldOf(config),
            columns,
            column: new Map(columns.map(c => [c.name, c])),
            outputColumns,
            uniqueSets: config.unique ?? [],
            endpoints,
            sortable: new Set([...config.list.columns, ...builtInColumns, ...(config.list.sort ? [config.list.sort.field] : [])]),
            filterable: new Set(['id', 'status', ...(config.list.filters ?? []), ...Object.keys(config.references ?? {})]),
        };
    });
}

/** A field's schema that also accepts null, so an optional field can be cleared. */
function nullable(field: FieldSchema): Record<string, unknown> {
    const copy: Record<string, unknown> = { ...field, type: [field.type, 'null'] };
    if (field.enum) copy.enum = [...field.enum, null];
    return copy;
}

/** Create: the resource's schema, unknown fields refused; optional fields may be null. */
export function createBodySchema(model: ResourceModel): Record<string, unknown> {
    return {
        type: 'object',
        additionalProperties: false,
        required: model.columns.filter(c => c.required).map(c => c.name),
        properties: Object.fromEntries(model.columns.map(c => [c.name, c.required ? { ...c.schema } : nullable(c.schema)])),
    };
}

/**
 * A field's schema without its top-level `default`. The body validator fills
 * defaults (useDefaults), which is right for a create and data loss on an
 * update: a body naming only `phone` would reset every defaulted field.
 */
function withoutDefault(schema: Record<string, unknown>): Record<string, unknown> {
    const { default: _ignored, ...rest } = schema;
    return rest;
}

/** Update: any subset of the fields plus the `version` the edit started from; no defaults, so unnamed fields keep their values. */
export function updateBodySchema(model: ResourceModel): Record<string, unknown> {
    return {
        type: 'object',
        additionalProperties: false,
        required: ['version'],
        properties: {
            ...Object.fromEntries(model.columns.map(c => [c.name, withoutDefault(c.required ? { ...c.schema } : nullable(c.schema))])),
            version: { type: 'integer', minimum: 1 },
        },
    };
}

/** The response schema of one record (also what the OpenAPI document shows). */
export function recordSchema(model: ResourceModel): Record<string, unknown> {
    const typed = (c: Column): Record<string, unknown> => {
        const description = c.schema.title;
        if (c.sqlType === 'jsonb') return { description };
        if (c.sqlType === 'timestamptz') return { type: ['string', 'null'], format: 'date-time', description };
        return { type: [c.schema.type, 'null'], description };
    };
    return {
        type: 'object',
        properties: {
            id: { type: 'string', format: 'uuid' },
            ...Object.fromEntries(model.columns.map(c => [c.name, typed(c)])),
            ...(model.config.account ? { [accountColumn]: { type: ['string', 'null'], format: 'uuid' } } : {}),
            status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
            created_at: { type: 'string', format: 'date-time' },
            updated_at: { type: 'string', format: 'date-time' },
            created_by: { type: ['string', 'null'], format: 'uuid' },
            version: { type: 'integer' },
            ...labelsSchema(model),
        },
    };
}

/**
 * `_labels`: the display label of each reference field's record, joined by the
 * server (null when the field is empty). Declared here because the response
 * serializer drops what the schema does not name.
 */
function labelsSchema(model: ResourceModel): Record<string, unknown> {
    const references = model.columns.filter(c => c.references);
    if (references.length === 0) return {};
    return {
        [referenceLabelsKey]: {
            type: 'object',
            description: 'Label of the record each reference field points at (its labelField), null when the field is empty',
            properties: Object.fromEntries(
                references.map(c => [c.name, { type: ['string', 'null'], description: `${c.schema.title}: the ${c.references?.resource} record's ${c.references?.labelField}` }]),
            ),
        },
    };
}

/** "A department", "An employee". */
export function aLabel(model: ResourceModel): string {
    const one = model.config.label.one.toLowerCase();
    return `${/^[aeiou]/.test(one) ? 'An' : 'A'} ${one}`;
}

export const humanField = (field: string) => field.replace(/_/g, ' ');

export function uniqueMessage(model: ResourceModel, set: string[]): string {
    return `${aLabel(model)} with this ${set.map(humanField).join(' and ')} already exists`;
}
