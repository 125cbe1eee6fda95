/**
 * Validation of resource files: the JSON Schema (config/resource.schema.json)
 * plus the cross-checks a schema cannot express (fields named by
 * list/unique/references exist, references point to known resources,
 * endpoints are unique, hooks are known). The server runs it at start
 * (server/crud/loadResources.ts). Apart from config/resources.ts because
 * ajv is large and the console, which imports that file, never validates
 * (docs/performance.md, "Console loading").
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { allRoles, corporateRoles, menuIconNames, permissionModulePattern } from './index';
import resourceSchema from './resource.schema.json';
import {
    FIELD_NAME,
    accountColumn,
    apiOperations,
    builtInColumns,
    inDependencyOrder,
    parseEndpoint,
    reservedFieldNames,
    reservedTables,
    tableOf,
    type HookSlot,
    type ResourceConfig,
} from './resources';

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
        (resource.list.exportColumns ?? []).forEach((f, i) => checkField(pointer('list', 'exportColumns', i), f));
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

