/**
 * The resource config as the console receives it from `GET /api/resource-config`:
 * one config/resources/*.json file minus its server-only `hooks`
 * (config/resource.schema.json is the contract). Defined here until the
 * server engine publishes its `ResourceConfig` type in config/resources.ts.
 */
import type { ApiMapping } from '../dataProvider/types';

export type MenuGroupKey = 'main' | 'onboarding' | 'talent' | 'communication-email' | 'communication-whatsapp' | 'none';

export type ViewKind = 'list' | 'create' | 'edit' | 'show';

/** A JSON Schema property as configs write them; rjsf and ajv read the rest. */
export interface FieldSchema {
    type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
    title: string;
    format?: string;
    enum?: readonly (string | number)[];
    [keyword: string]: unknown;
}

export interface RecordSchema {
    type: 'object';
    required?: string[];
    properties: Record<string, FieldSchema>;
    [keyword: string]: unknown;
}

export interface ReferenceSpec {
    /** The referenced resource's `name`. */
    resource: string;
    /** Field of the referenced record shown as its label (default `name`). */
    labelField?: string;
}

export interface ListSpec {
    columns: string[];
    search?: string[];
    filters?: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
}

export interface ResourceConfig {
    name: string;
    table?: string;
    label: { one: string; many: string; menu?: string };
    route: string;
    menu?: { group: MenuGroupKey; icon: string; order?: number };
    permission?: string;
    roles?: string[];
    visibleWhen?: 'recruitAgency'[];
    api: ApiMapping;
    schema: RecordSchema;
    uiSchema?: Record<string, unknown>;
    list: ListSpec;
    unique?: string[][];
    references?: Record<string, ReferenceSpec>;
    status?: boolean;
    bulkUpload?: { key: string[]; maxRows?: number };
    export?: boolean;
    messages?: { created?: string; updated?: string; deleted?: string; status?: string };
    override?: Partial<Record<ViewKind, string>>;
    account?: Record<string, unknown>;
}
