/**
 * The config-mapped dataProvider: each resource's `api` mapping (config/resources/*.json)
 * names its endpoints, and this module turns react-admin's calls into them,
 * following the envelope and list conventions of docs/api.md.
 */
import type {
    DataProvider,
    GetListParams,
    GetListResult,
    Identifier,
    RaRecord,
    SortPayload,
    UpdateParams,
} from 'react-admin';
import { httpClient, type HttpResponse, type QueryParams } from './httpClient';
import { uploadFile, type ProgressListener, type UploadTransport } from './upload';
import { parseEndpoint, type ParsedEndpoint } from '../config/resources';
import type { ApiErrorBody, ApiSuccess, ProviderOperation, ResourceDefinitions } from './types';

/** Fills `{name}` placeholders, URL-encoded; a placeholder without a value is a config error. */
export function fillPath(template: string, values: Record<string, Identifier | undefined>): string {
    return template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined || value === null || value === '') {
            throw new Error(`No value for "{${name}}" in api path "${template}"`);
        }
        return encodeURIComponent(String(value));
    });
}

/** The list parameters of docs/api.md, before they go into a query string or a body. */
export interface ListRequest {
    page: number;
    limit: number;
    search?: string;
    status?: string;
    sort?: string;
    order?: 'asc' | 'desc';
    filter?: Record<string, unknown>;
}

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** react-admin's `q` filter becomes `search`, `status` stays top-level, the rest travels as `filter`. */
export function toListRequest(params: ListParams): ListRequest {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { q, status, ...others } = (params.filter ?? {}) as Record<string, unknown>;
    const filter = withoutUndefined(others);
    return {
        page,
        limit: perPage,
        ...(isFilled(q) ? { search: String(q) } : {}),
        ...(isFilled(status) ? { status: String(status) } : {}),
        ...sortFields(params.sort),
        ...(Object.keys(filter).length > 0 ? { filter } : {}),
    };
}

function sortFields(sort: SortPayload | undefined): Pick<ListRequest, 'sort' | 'order'> {
    if (!sort?.field) return {};
    return { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' };
}

/** GET lists carry the parameters in the query string, `filter` JSON-encoded. */
export function toListQuery(request: ListRequest): QueryParams {
    const { filter, ...rest } = request;
    return { ...rest, filter: filter ? JSON.stringify(filter) : undefined };
}

/** docs/api.md meta → react-admin's `{ data, total, pageInfo }`. */
export function toListResult<R extends RaRecord>(json: ApiSuccess<R[]>): GetListResult<R> {
    const data = expectArray<R>(json);
    if (!json.meta) return { data, total: data.length };
    return {
        data,
        total: json.meta.total,
        pageInfo: { hasNextPage: json.meta.nextPage !== null, hasPreviousPage: json.meta.previousPage !== null },
    };
}

/**
 * The fields the user actually changed, plus the `version` the edit started
 * from, so the server can refuse a stale write with 409 (optimistic concurrency)
 * and a PUT never overwrites fields another user changed meanwhile.
 */
export function toUpdateBody(params: Pick<UpdateParams, 'data' | 'previousData'>): Record<string, unknown> {
    const data = params.data as Record<string, unknown>;
    const previous = (params.previousData ?? {}) as Record<string, unknown>;
    const changed = Object.fromEntries(
        Object.entries(data).filter(
            ([key, value]) => key !== 'id' && key !== 'version' && !sameValue(value, previous[key]),
        ),
    );
    const version = previous.version ?? data.version;
    return version === undefined ? changed : { ...changed, version };
}

export interface ChangeStatusParams {
    id: Identifier;
    status: string;
    version?: number;
}

export interface UploadParams {
    file: Blob;
    onProgress?: ProgressListener;
    /** Multipart field name of the file; `file` unless the endpoint says otherwise. */
    fieldName?: string;
    /** Extra multipart text fields. */
    fields?: Record<string, string>;
}

/** The list's filter and sort; the export answers every matching row, so no pagination. */
export type ExportParams = Pick<GetListParams, 'sort' | 'filter'>;

export interface ExportResult {
    /** The CSV text as the server sent it. */
    csv: string;
    /** From Content-Disposition, or `<resource>.csv`. */
    filename: string;
}

export interface OptionsParams {
    search?: string;
    limit?: number;
}

/** One row of the `options` endpoint's answer (label null when the record has none); ui/referenceOptions.tsx ReferenceOption is the picker's choice, always labelled. */
export interface OptionRow {
    id: Identifier;
    label: string | null;
}

/**
 * What a failed bulk upload rejects with: the HttpError body keeps the
 * response's `data` (`{ rows: [{ row, errors }], report }`), which the
 * generic error envelope would drop.
 */
export type UploadErrorBody = ApiErrorBody & { data?: unknown };

export interface ConfigCustomMethods {
    changeStatus: <R extends RaRecord = RaRecord>(resource: string, params: ChangeStatusParams) => Promise<{ data: R }>;
    upload: <T = unknown>(resource: string, params: UploadParams) => Promise<{ data: T }>;
    exportCsv: (resource: string, params: ExportParams) => Promise<{ data: ExportResult }>;
    getOptions: (resource: string, params?: OptionsParams) => Promise<{ data: OptionRow[] }>;
}

export type ConfigDataProvider = DataProvider & ConfigCustomMethods;

export interface ConfigDataProviderOptions {
    /** Tests hand in a fake XMLHttpRequest here. */
    createUploadTransport?: () => UploadTransport;
}

/**
 * A dataProvider whose resource definitions are looked up on every call, for
 * definitions that arrive at run time (`GET /api/resource-config` after sign-in).
 */
export function createRuntimeConfigDataProvider(
    getDefinitions: () => ResourceDefinitions,
    options: ConfigDataProviderOptions = {},
): ConfigDataProvider {
    return createConfigDataProvider(getDefinitions, options);
}

export function createConfigDataProvider(
    definitions: ResourceDefinitions | (() => ResourceDefinitions),
    options: ConfigDataProviderOptions = {},
): ConfigDataProvider {
    const definitionOf = (resource: string) =>
        (typeof definitions === 'function' ? definitions() : definitions)[resource];

    const endpointOf = (resource: string, operation: ProviderOperation): ParsedEndpoint => {
        const spec = definitionOf(resource)?.api?.[operation];
        if (!spec) throw new Error(`Resource "${resource}" has no "${operation}" endpoint in its api mapping`);
        return parseEndpoint(spec);
    };

    const call = async <T>(
        resource: string,
        operation: ProviderOperation,
        pathValues: Record<string, Identifier | undefined>,
        request: { query?: QueryParams; body?: unknown; signal?: AbortSignal } = {},
    ): Promise<ApiSuccess<T>> => {
        const { method, path } = endpointOf(resource, operation);
        const response: HttpResponse<ApiSuccess<T>> = await httpClient(fillPath(path, pathValues), {
            method,
            ...request,
        });
        return response.json;
    };

    const fetchList = async <R extends RaRecord>(
        resource: string,
        operation: 'list' | 'many',
        params: ListParams & { signal?: AbortSignal },
    ): Promise<GetListResult<R>> => {
        const request = toListRequest(params);
        // Some product lists are POST (SPEC section 7: vendor/jobs, interviewer/get-interview-list).
        const isGet = endpointOf(resource, operation).method === 'GET';
        const json = await call<R[]>(resource, operation, {}, {
            ...(isGet ? { query: toListQuery(request) } : { body: request }),
            signal: params.signal,
        });
        return toListResult(json);
    };

    const getOne = async <R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) => {
        const json = await call<R>(resource, 'one', { id }, { signal });
        return { data: expectRecord<R>(json) };
    };

    const update = async (
        resource: string,
        params: Pick<UpdateParams, 'id' | 'data' | 'previousData'>,
    ): Promise<{ data: RaRecord }> => {
        const body = toUpdateBody(params);
        const json = await call<RaRecord>(resource, 'update', { id: params.id }, { body });
        return { data: json.data ?? { ...params.previousData, ...params.data, id: params.id } };
    };

    const remove = async (resource: string, params: { id: Identifier; previousData?: RaRecord }): Promise<{ data: RaRecord }> => {
        const json = await call<RaRecord>(resource, 'delete', { id: params.id });
        return { data: json.data ?? params.previousData ?? { id: params.id } };
    };

    // react-admin's methods are generic in the record type, which JSON from the
    // wire cannot prove; the cast states that the API returns what was asked for.
    const base = {
        supportAbortSignal: true,
        getList: (resource, params) => fetchList(resource, 'list', params),
        getOne: (resource, params) => getOne(resource, params.id, params.signal),
        getMany: async (resource, params) => {
            if (definitionOf(resource)?.api?.many) {
                const filter = { ...(params.meta?.filter ?? {}), id: params.ids };
                const pagination = { page: 1, perPage: params.ids.length };
                const { data } = await fetchList(resource, 'many', { filter, pagination, signal: params.signal });
                return { data };
            }
            const records = await Promise.all(params.ids.map(id => getOne(resource, id, params.signal)));
            return { data: records.map(r => r.data) };
        },
        getManyReference: (resource, params) =>
            fetchList(resource, 'list', { ...params, filter: { ...params.filter, [params.target]: params.id } }),
        create: async (resource, params) => {
            const json = await call<RaRecord>(resource, 'create', {}, { body: params.data });
            return { data: expectRecord(json) };
        },
        update: (resource, params) => update(resource, params),
        // Bulk edits carry no previousData; per-record versions may come in meta.versions.
        updateMany: async (resource, params) => {
            const versions = (params.meta?.versions ?? {}) as Record<string, number>;
            await Promise.all(
                params.ids.map(id =>
                    update(resource, { id, data: { ...params.data, version: versions[String(id)] }, previousData: undefined }),
                ),
            );
            return { data: params.ids };
        },
        delete: (resource, params) => remove(resource, params),
        deleteMany: async (resource, params) => {
            await Promise.all(params.ids.map(id => remove(resource, { id })));
            return { data: params.ids };
        },
    } as DataProvider;

    const custom: ConfigCustomMethods = {
        changeStatus: async <R extends RaRecord>(resource: string, params: ChangeStatusParams) => {
            const body = { status: params.status, ...(params.version === undefined ? {} : { version: params.version }) };
            const json = await call<R>(resource, 'status', { id: params.id }, { body });
            return { data: json.data };
        },
        upload: async <T>(resource: string, params: UploadParams) => {
            const { method, path } = endpointOf(resource, 'bulkUpload');
            if (method === 'GET' || method === 'DELETE') throw new Error(`bulkUpload of "${resource}" must POST, PUT or PATCH`);
            // A refusal's row errors and report arrive in the HttpError's body.data (httpClient's toHttpError).
            const result = await uploadFile<ApiSuccess<T>>(fillPath(path, {}), toFormData(params), {
                method,
                onProgress: params.onProgress,
                createTransport: options.createUploadTransport,
            });
            return { data: result.json?.data };
        },
        exportCsv: async (resource: string, params: ExportParams) => {
            const { method, path } = endpointOf(resource, 'export');
            // Everything the list shows, without its pagination.
            const { search, status, sort, order, filter } = toListRequest(params);
            const request = { search, status, sort, order, filter };
            const query: QueryParams = { search, status, sort, order, filter: filter ? JSON.stringify(filter) : undefined };
            const response = await httpClient<unknown>(fillPath(path, {}), {
                method,
                ...(method === 'GET' ? { query } : { body: request }),
                headers: { Accept: 'text/csv' },
            });
            return { data: { csv: response.body, filename: attachmentName(response.headers) ?? `${resource.split('/').pop()}.csv` } };
        },
        getOptions: async (resource: string, params: OptionsParams = {}) => {
            const query: QueryParams = { search: params.search || undefined, limit: params.limit };
            const { method } = endpointOf(resource, 'options');
            const json = await call<OptionRow[]>(resource, 'options', {}, method === 'GET' ? { query } : { body: params });
            return { data: expectArray(json) };
        },
    };

    return withCustomMethods(base, custom);
}

/**
 * Adds custom methods to a dataProvider, as react-admin's examples/crm does;
 * `useDataProvider()` then exposes them (and routes their errors through
 * authProvider.checkError like the standard methods). For before/after hooks on
 * standard methods use react-admin's `withLifecycleCallbacks` on the result.
 */
export function withCustomMethods<Base extends DataProvider, Extra extends object>(base: Base, extra: Extra): Base & Extra {
    return { ...base, ...extra };
}

/** `attachment; filename="departments.csv"` → `departments.csv`. */
function attachmentName(headers: Headers): string | null {
    const disposition = headers.get('Content-Disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    return match ? decodeURIComponent(match[1]) : null;
}

function toFormData(params: UploadParams): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(params.fields ?? {})) form.append(name, value);
    form.append(params.fieldName ?? 'file', params.file);
    return form;
}

function expectArray<R>(json: ApiSuccess<R[]>): R[] {
    if (!Array.isArray(json?.data)) throw new Error('Expected a list response `{ status, data: [...], meta }`');
    return json.data;
}

function expectRecord<R>(json: ApiSuccess<R>): R {
    if (typeof json?.data !== 'object' || json.data === null) throw new Error('Expected a record response `{ status, data: {...} }`');
    return json.data;
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

function isFilled(value: unknown): boolean {
    return value !== undefined && value !== null && value !== '';
}

function sameValue(a: unknown, b: unknown): boolean {
    return a === b || JSON.stringify(a) === JSON.stringify(b);
}
