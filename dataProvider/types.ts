/**
 * Shapes shared by the dataProvider modules: how a resource's config names its
 * endpoints, and the API envelope of docs/api.md.
 */
import type { EndpointSpec } from '../config/resources';

/**
 * One endpoint as config writes it (config/resources.ts EndpointSpec,
 * parseEndpoint): `"<METHOD> <path>"`, the path relative to `/api`, with
 * `{name}` placeholders filled from the call (`{id}` is the record id).
 *
 * @example "GET departments", "PUT department/{id}", "PATCH vendor/{id}/status"
 */
export type { EndpointSpec, HttpMethod } from '../config/resources';

/**
 * The endpoints of one resource. Every entry is optional because not every
 * resource offers every operation; calling a missing one throws a clear error.
 *
 * - `list`   getList / getManyReference: `page, limit, search, status, sort, order, filter`
 *            (query string for GET, JSON body for any other method).
 * - `one`    getOne, and getMany when there is no `many`.
 * - `many`   getMany in one call: the list query with `filter={"id":[...ids]}`.
 * - `create` create: the record as JSON body.
 * - `update` update / updateMany: changed fields plus `version` (409 when stale).
 * - `delete` delete / deleteMany.
 * - `status` the custom `changeStatus` method: `{ status, version }`.
 * - `bulkUpload` the custom `upload` method: multipart FormData with progress.
 * - `export` the custom `exportCsv` method: the list query, answered with a CSV attachment.
 * - `options` the custom `getOptions` method: `{ data: [{ id, label }] }` for reference pickers.
 */
export interface ApiMapping {
    list?: EndpointSpec;
    one?: EndpointSpec;
    many?: EndpointSpec;
    create?: EndpointSpec;
    update?: EndpointSpec;
    delete?: EndpointSpec;
    status?: EndpointSpec;
    bulkUpload?: EndpointSpec;
    export?: EndpointSpec;
    options?: EndpointSpec;
}

/** An operation the data provider maps to an endpoint: the resource file's operations (config/resources.ts ApiOperation) plus `many`. */
export type ProviderOperation = keyof ApiMapping;

/** What the dataProvider needs from a resource definition (config/resources/*.json). */
export interface ResourceApi {
    api: ApiMapping;
}

/** Resource name (as react-admin knows it) to its definition. */
export type ResourceDefinitions = Record<string, ResourceApi>;

/** docs/api.md list meta: config/contracts/common.ts. */
export type { ListMeta } from '../config/contracts/common';
import type { ListMeta } from '../config/contracts/common';

/** docs/api.md success envelope. */
export interface ApiSuccess<T> {
    status: true;
    message?: string;
    data: T;
    meta?: ListMeta;
}

/** docs/api.md failure envelope; `errors` maps a form field to its message. */
export interface ApiErrorBody {
    status: false;
    message: string;
    errors?: Record<string, string>;
    /** The raw response text when it was not JSON (e.g. the plain-text 401). */
    text?: string;
    /** Details a refusal carries, e.g. a bulk upload's `{ rows, report }`. */
    data?: unknown;
}
