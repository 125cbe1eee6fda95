/**
 * The resource config format (config/resource.schema.json) as TypeScript, and
 * the helpers both sides use (endpoints, label field, dependency order). Its
 * validation (ajv) is config/resourceValidation.ts, which only the server
 * runs: kept apart so the console's bundle does not carry ajv for it.
 *
 * Shared by the console and the server: no node imports here. The server reads
 * the files (server/crud/loadResources.ts); the console receives them from
 * GET /api/resource-config.
 */
import type { Action, RoleName } from './index';

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** One property of a resource's JSON Schema: a form field, a request-body field and a column. */
export interface FieldSchema {
    type: FieldType;
    title: string;
    description?: string;
    format?: string;
    enum?: readonly (string | number | boolean | null)[];
    minLength?: number;
    maxLength?: number;
    pattern?: string;
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
    multipleOf?: number;
    default?: unknown;
    items?: Record<string, unknown>;
    properties?: Record<string, unknown>;
    minItems?: number;
    maxItems?: number;
    uniqueItems?: boolean;
    contentMediaType?: string;
    /** Any other JSON Schema keyword passes through to rjsf and ajv. */
    [keyword: string]: unknown;
}

export interface RecordSchema {
    type: 'object';
    required?: string[];
    properties: Record<string, FieldSchema>;
    additionalProperties?: boolean;
    [keyword: string]: unknown;
}

export const apiOperations = ['list', 'one', 'create', 'update', 'delete', 'status', 'bulkUpload', 'export', 'options'] as const;
export type ApiOperation = (typeof apiOperations)[number];

/** `"METHOD path"`, the path under /api with `{id}` for the record id. */
export type EndpointSpec = string;

export type HookSlot = 'beforeWrite' | 'afterCreate' | 'afterUpdate' | 'afterStatus';
export const hookSlots: readonly HookSlot[] = ['beforeWrite', 'afterCreate', 'afterUpdate', 'afterStatus'];

/** The key of the sidebar group a resource's entry goes in (ui/menu.ts MenuGroup is the group itself). */
export type MenuGroupKey = 'main' | 'onboarding' | 'talent' | 'communication-email' | 'communication-whatsapp' | 'none';
export type AccountRole = Exclude<RoleName, 'CORPORATE'>;

export interface ReferenceConfig {
    resource: string;
    /** Field of the referenced resource shown as its label (default `name`). */
    labelField?: string;
}

export interface ResourceConfig {
    $schema?: string;
    name: string;
    table?: string;
    label: { one: string; many: string; menu?: string };
    route: string;
    menu?: { group: MenuGroupKey; icon: string; order?: number };
    permission?: string;
    roles?: RoleName[];
    /** Roles per action, narrowing `roles` (who may write people who sign in, or offers: docs/decisions.md). */
    actionRoles?: Partial<Record<Action, RoleName[]>>;
    visibleWhen?: 'recruitAgency'[];
    api: { list: EndpointSpec; one: EndpointSpec; create: EndpointSpec; update: EndpointSpec } & Partial<Record<ApiOperation, EndpointSpec>>;
    schema: RecordSchema;
    uiSchema?: Record<string, unknown>;
    /** Field shown as a record's label in reference pickers (default `name`, else the first string column). */
    labelField?: string;
    list: {
        columns: string[];
        /** The CSV export's columns when they differ from the list's; default the list's (exportColumnsOf). */
        exportColumns?: string[];
        search?: string[];
        filters?: string[];
        sort?: { field: string; order: 'ASC' | 'DESC' };
        perPage?: number;
    };
    unique?: string[][];
    references?: Record<string, ReferenceConfig>;
    status?: boolean;
    bulkUpload?: { key: string[]; maxRows?: number };
    export?: boolean;
    hooks?: Partial<Record<HookSlot, string>>;
    messages?: { created?: string; updated?: string; deleted?: string; status?: string };
    override?: { list?: string; create?: string; edit?: string; show?: string };
    /** Panels beside a generated view, by registry key (resources/asides.ts); the view itself stays generated. */
    aside?: { list?: string; edit?: string; show?: string };
    account?: {
        role?: AccountRole;
        roleField?: string;
        emailField: string;
        firstNameField: string;
        lastNameField?: string;
        phoneField?: string;
        permissionsField?: string;
    };
}

/** The columns the resource's CSV export writes: `list.exportColumns`, else the list's. */
export function exportColumnsOf(resource: Pick<ResourceConfig, 'list'>): string[] {
    return resource.list.exportColumns ?? resource.list.columns;
}

/** What GET /api/resource-config hands the console: everything except the server hooks. */
export type PublicResourceConfig = Omit<ResourceConfig, 'hooks'>;

/** Columns every resource table has besides its schema's fields. */
export const builtInColumns = ['id', 'status', 'created_at', 'updated_at', 'created_by', 'version'] as const;
/** Column of `account` resources linking the record to its users row. */
export const accountColumn = 'user_id';
/**
 * Key of the object a record carries with the label of each reference field
 * (`{ "_labels": { "department_id": "Engineering" } }`), joined by the server so
 * lists never need a call the user may not make. Field names start with a
 * letter (FIELD_NAME), so this key can never clash with one.
 */
export const referenceLabelsKey = '_labels';
/** Never a field name: built-ins, the account link and the workspace. */
export const reservedFieldNames: readonly string[] = [...builtInColumns, accountColumn, 'workspace_id'];
/** Platform tables a resource may not claim (server/db/migrations). */
export const reservedTables: readonly string[] = ['workspaces', 'users', 'sessions', 'password_resets', 'email_outbox', 'system_settings', 'schema_migrations'];

export const FIELD_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const httpMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ParsedEndpoint {
    method: HttpMethod;
    /** Path under /api, placeholders in. */
    path: string;
}

/**
 * `"PUT department/{id}"` → `{ method: 'PUT', path: 'department/{id}' }`; throws on anything else.
 * The one parser of endpoint specs: the server's engine and the console's data provider both use it.
 */
export function parseEndpoint(spec: EndpointSpec): ParsedEndpoint {
    const [method, path, ...rest] = spec.trim().split(/\s+/);
    if (!httpMethods.includes(method as HttpMethod) || !path || rest.length > 0) {
        throw new Error(`Malformed api endpoint "${spec}": expected "<METHOD> <path>", e.g. "GET departments"`);
    }
    return { method: method as HttpMethod, path };
}

export const tableOf = (resource: Pick<ResourceConfig, 'name' | 'table'>): string => resource.table ?? resource.name;

/** The label field of a resource's records: `labelField`, else `name`, else the first string list column. */
export function labelFieldOf(resource: Pick<ResourceConfig, 'labelField' | 'schema' | 'list'>): string {
    if (resource.labelField) return resource.labelField;
    const props = resource.schema.properties;
    if (props.name?.type === 'string') return 'name';
    return resource.list.columns.find(c => props[c]?.type === 'string') ?? Object.keys(props).find(k => props[k].type === 'string') ?? 'id';
}

/** Resources in an order where every referenced resource comes before the ones referencing it. */
export function inDependencyOrder<R extends Pick<ResourceConfig, 'name' | 'references'>>(resources: R[]): R[] {
    const byName = new Map(resources.map(r => [r.name, r]));
    const ordered: R[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (resource: R, trail: string[]) => {
        const seen = state.get(resource.name);
        if (seen === 'done') return;
        if (seen === 'visiting') throw new Error(`reference cycle: ${[...trail, resource.name].join(' -> ')}`);
        state.set(resource.name, 'visiting');
        for (const ref of Object.values(resource.references ?? {})) {
            const target = byName.get(ref.resource);
            if (target && target !== resource) visit(target, [...trail, resource.name]);
        }
        state.set(resource.name, 'done');
        ordered.push(resource);
    };
    for (const resource of resources) visit(resource, []);
    return ordered;
}

/** The config without what only the server needs. */
export function publicResourceConfig(resource: ResourceConfig): PublicResourceConfig {
    const { hooks: _hooks, ...rest } = resource;
    return rest;
}
