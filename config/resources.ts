/**
 * The resource config format (config/resource.schema.json) as TypeScript, and
 * its validation: the JSON Schema itself plus the cross-checks a schema cannot
 * express (fields named by list/unique/references exist, references point to
 * known resources, endpoints are unique, hooks are known).
 *
 * Shared by the console and the server: no node imports here. The server reads
 * the files (server/crud/loadResources.ts); the console receives them from
 * GET /api/resource-config.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { allRoles, corporateRoles, menuIconNames, permissionModulePattern, type Action, type RoleName } from './index';
import resourceSchema from './resource.schema.json';

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

export interface ResourceFile {
    /** Shown in error messages, e.g. `config/resources/departments.json`. */
    file: string;
    json: unknown;
}

export interface ValidationOptions {
    /** Hook names the server registers, with the slots each may fill. Unchecked when absent (the console). */
    hooks?: Record<string, readonly HookSlot[]>;
}

export interface ValidationResult {
    resources: ResourceConfig[];
    /** `<file>: <JSON pointer>: <problem>`, one line each. */
    errors: string[];
}

let compiled: { validateFile: ReturnType<Ajv['compile']>; fieldAjv: Ajv } | null = null;

function validators() {
    if (!compiled) {
        const ajv = new Ajv({ allErrors: true, strict: false });
        addFormats(ajv);
        const fieldAjv = new Ajv({ allErrors: true, strict: false });
        addFormats(fieldAjv);
        compiled = { validateFile: ajv.compile(resourceSchema), fieldAjv };
    }
    return compiled;
}

function describeAjvError(error: ErrorObject): { path: string; message: string } {
    const path = error.instancePath || '/';
    switch (error.keyword) {
        case 'additionalProperties':
            return { path, message: `unknown property "${String(error.params.additionalProperty)}"` };
        case 'required':
            return { path, message: `missing required property "${String(error.params.missingProperty)}"` };
        case 'enum':
            return { path, message: `must be one of ${(error.params.allowedValues as unknown[]).map(v => JSON.stringify(v)).join(', ')}` };
        default:
            return { path, message: error.message ?? 'is invalid' };
    }
}

const pointer = (...parts: (string | number)[]) => '/' + parts.map(p => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Validates every resource file against resource.schema.json, then the
 * cross-checks across fields and files. Valid files come back typed, with the
 * problems of the others as one message each.
 */
export function validateResourceConfigs(files: ResourceFile[], options: ValidationOptions = {}): ValidationResult {
    const { validateFile, fieldAjv } = validators();
    const errors: string[] = [];
    const valid: { file: string; resource: ResourceConfig }[] = [];

    for (const { file, json } of files) {
        if (!validateFile(json)) {
            const seen = new Set<string>();
            for (const error of validateFile.errors ?? []) {
                // `if`/`oneOf` wrappers repeat what the inner errors already said.
                if (error.keyword === 'if' || error.keyword === '$ref') continue;
                const { path, message } = describeAjvError(error);
                const line = `${file}: ${path}: ${message}`;
                if (!seen.has(line)) errors.push(line);
                seen.add(line);
            }
            continue;
        }
        valid.push({ file, resource: json as ResourceConfig });
    }

    const names = new Map<string, string>();
    const tables = new Map<string, string>();
    const endpoints = new Map<string, string>();
    for (const { file, resource } of valid) {
        const problem = (path: string, message: string) => errors.push(`${file}: ${path}: ${message}`);
        if (names.has(resource.name)) problem('/name', `resource "${resource.name}" is already defined in ${names.get(resource.name)}`);
        names.set(resource.name, file);
        const table = tableOf(resource);
        if (reservedTables.includes(table)) problem(resource.table ? '/table' : '/name', `table "${table}" is a platform table`);
        if (tables.has(table)) problem(resource.table ? '/table' : '/name', `table "${table}" is already used by ${tables.get(table)}`);
        tables.set(table, file);

        for (const op of apiOperations) {
            const spec = resource.api[op];
            if (!spec) continue;
            const { method, path } = parseEndpoint(spec);
            const placeholders = [...path.matchAll(/\{([^}]*)\}/g)].map(m => m[1]);
            const needsId = op === 'one' || op === 'update' || op === 'delete' || op === 'status';
            if (placeholders.some(p => p !== 'id')) problem(pointer('api', op), `only the {id} placeholder is supported`);
            if (needsId && !placeholders.includes('id')) problem(pointer('api', op), `the ${op} endpoint needs {id} in its path`);
            if (!needsId && placeholders.length > 0) problem(pointer('api', op), `the ${op} endpoint takes no {id}`);
            if (op === 'list' || op === 'one' || op === 'export' || op === 'options') {
                if (method !== 'GET') problem(pointer('api', op), `the ${op} endpoint must be GET`);
            }
            if (op === 'bulkUpload' && method !== 'POST' && method !== 'PUT') problem(pointer('api', op), 'the bulkUpload endpoint must be POST or PUT');
            const key = `${method} ${path.replace(/\{[^}]*\}/g, '{}').replace(/^\/+|\/+$/g, '')}`;
            if (endpoints.has(key)) problem(pointer('api', op), `endpoint "${spec}" is already used by ${endpoints.get(key)}`);
            endpoints.set(key, `${file} (${op})`);
        }
        if (resource.export && !resource.api.export) problem('/export', 'export is enabled but api.export names no endpoint');
        if (resource.bulkUpload && !resource.api.bulkUpload) problem('/bulkUpload', 'bulkUpload is configured but api.bulkUpload names no endpoint');
        // A module not in config/permissions.json is declared by the file that names it (registerPermissionModules).
        if (resource.permission && !permissionModulePattern.test(resource.permission)) {
            problem('/permission', `permission module "${resource.permission}" must be upper-case words joined by hyphens (ONBOARD-LOCATION)`);
        }
        if (resource.menu && !menuIconNames.includes(resource.menu.icon)) {
            problem('/menu/icon', `unknown icon "${resource.menu.icon}" (config/icons.json lists the known ones)`);
        }
        for (const [i, role] of (resource.roles ?? []).entries()) {
            if (!allRoles.includes(role)) problem(pointer('roles', i), `unknown role "${role}"`);
        }
        for (const [action, roles] of Object.entries(resource.actionRoles ?? {})) {
            // actionRoles only narrows: a role the resource refuses cannot be let in per action.
            for (const [i, role] of (roles ?? []).entries()) {
                if (!(resource.roles ?? corporateRoles).includes(role)) problem(pointer('actionRoles', action, i), `role "${role}" is not in the resource's roles`);
            }
        }

        const props = resource.schema.properties;
        for (const [field, fieldSchema] of Object.entries(props)) {
            if (!FIELD_NAME.test(field)) problem(pointer('schema', 'properties', field), `field name "${field}" must be lower case letters, digits and _`);
            if (reservedFieldNames.includes(field)) problem(pointer('schema', 'properties', field), `"${field}" is a built-in column`);
            try {
                fieldAjv.compile(fieldSchema);
            } catch (error) {
                problem(pointer('schema', 'properties', field), `not a valid JSON Schema: ${(error as Error).message}`);
            }
        }
        for (const [i, field] of (resource.schema.required ?? []).entries()) {
            if (!props[field]) problem(pointer('schema', 'required', i), `unknown field "${field}"`);
        }
        const columns = new Set<string>([...Object.keys(props), ...builtInColumns, ...(resource.account ? [accountColumn] : [])]);
        const checkField = (path: string, field: string, allowBuiltIn = true) => {
            if (allowBuiltIn ? !columns.has(field) : !props[field]) problem(path, `unknown field "${field}"`);
        };
        resource.list.columns.forEach((f, i) => checkField(pointer('list', 'columns', i), f));
        (resource.list.search ?? []).forEach((f, i) => {
            checkField(pointer('list', 'search', i), f, false);
            if (props[f] && props[f].type !== 'string') problem(pointer('list', 'search', i), `search field "${f}" must be a string field`);
        });
        (resource.list.filters ?? []).forEach((f, i) => checkField(pointer('list', 'filters', i), f));
        if (resource.list.sort) checkField('/list/sort/field', resource.list.sort.field);
        (resource.unique ?? []).forEach((set, i) => set.forEach((f, j) => checkField(pointer('unique', i, j), f, false)));
        (resource.bulkUpload?.key ?? []).forEach((f, i) => checkField(pointer('bulkUpload', 'key', i), f, false));
        if (resource.labelField) checkField('/labelField', resource.labelField, false);
        for (const [field, ref] of Object.entries(resource.references ?? {})) {
            const path = pointer('references', field);
            checkField(path, field, false);
            if (props[field] && props[field].type !== 'string') problem(path, `reference field "${field}" must be a string (the record id)`);
            const target = valid.find(v => v.resource.name === ref.resource)?.resource;
            if (!target) {
                problem(`${path}/resource`, `unknown resource "${ref.resource}"`);
                continue;
            }
            if (ref.labelField && !target.schema.properties[ref.labelField] && !builtInColumns.includes(ref.labelField as (typeof builtInColumns)[number])) {
                problem(`${path}/labelField`, `unknown field "${ref.labelField}" of resource "${ref.resource}"`);
            }
        }
        const account = resource.account;
        if (account) {
            for (const key of ['roleField', 'emailField', 'firstNameField', 'lastNameField', 'phoneField', 'permissionsField'] as const) {
                const field = account[key];
                if (field) checkField(pointer('account', key), field, false);
            }
            if (!account.role && !account.roleField) problem('/account', 'needs either role or roleField');
            if (account.role && account.roleField) problem('/account', 'give role or roleField, not both');
            if (props[account.emailField] && props[account.emailField].format !== 'email') problem('/account/emailField', `field "${account.emailField}" must have format "email"`);
            if (!(resource.schema.required ?? []).includes(account.emailField)) problem('/account/emailField', `field "${account.emailField}" must be required`);
        }
        if (options.hooks) {
            for (const [slot, name] of Object.entries(resource.hooks ?? {}) as [HookSlot, string][]) {
                const slots = options.hooks[name];
                if (!slots) problem(pointer('hooks', slot), `unknown hook "${name}" (known: ${Object.keys(options.hooks).join(', ') || 'none'})`);
                else if (!slots.includes(slot)) problem(pointer('hooks', slot), `hook "${name}" cannot run as ${slot} (only ${slots.join(', ')})`);
            }
        }
    }

    if (errors.length === 0) {
        try {
            inDependencyOrder(valid.map(v => v.resource));
        } catch (error) {
            errors.push(`${valid[0]?.file ?? 'config/resources'}: /references: ${(error as Error).message}`);
        }
    }
    return { resources: valid.map(v => v.resource), errors };
}

/** The config without what only the server needs. */
export function publicResourceConfig(resource: ResourceConfig): PublicResourceConfig {
    const { hooks: _hooks, ...rest } = resource;
    return rest;
}
