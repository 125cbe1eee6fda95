/**
 * The one response envelope, the one error type and the one pagination helper
 * of the API (docs/api.md).
 */
import { idParamsSchema, listMetaSchema, pageQueryProperties, uuidSchema, type FieldErrors, type ListMeta } from '../../config/contracts/common.js';

export type { FieldErrors };

export function ok<T>(data: T, message = ''): { status: true; message: string; data: T } {
    return { status: true, message, data };
}

export function page<T>(data: T[], meta: ListMeta, message = '') {
    return { status: true as const, message, data, meta };
}

export function pageMeta(total: number, currentPage: number, perPage: number): ListMeta {
    const pageCount = Math.ceil(total / perPage);
    return {
        total,
        perPage,
        currentPage,
        nextPage: currentPage < pageCount ? currentPage + 1 : null,
        previousPage: currentPage > 1 ? currentPage - 1 : null,
        pageCount,
    };
}

/** Turns ?page & ?limit into a LIMIT/OFFSET pair with the product's defaults. */
export function pageWindow(query: { page?: number; limit?: number }, defaultLimit: number) {
    const currentPage = Math.max(1, Math.floor(query.page ?? 1));
    const perPage = Math.min(100, Math.max(1, Math.floor(query.limit ?? defaultLimit)));
    return { currentPage, perPage, offset: (currentPage - 1) * perPage };
}


/** An expected failure with the status, message and field errors the client shows. */
export class HttpProblem extends Error {
    constructor(
        readonly statusCode: number,
        message: string,
        readonly errors?: FieldErrors,
    ) {
        super(message);
    }
}

export const UNAUTHENTICATED_BODY = 'Not AUTHENTICATED USER';

export class NotAuthenticated extends HttpProblem {
    constructor() {
        super(401, UNAUTHENTICATED_BODY);
    }
}

export const messages = {
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'Record not found.',
    stale: 'This record was changed by someone else. Reload it and try again.',
    serverError: 'Something went wrong! Please try again later',
    invalidInput: 'Please correct the highlighted fields.',
} as const;

export const forbidden = () => new HttpProblem(403, messages.forbidden);
export const notFound = () => new HttpProblem(404, messages.notFound);

/** JSON schema fragments shared by route definitions. */

export const schemas = {
    envelope: (data: object) => ({
        type: 'object',
        properties: { status: { type: 'boolean' }, message: { type: 'string' }, data },
        required: ['status'],
    }),
    /** A list answer: the envelope with an array of `item` and the page meta. */
    page: (item: object) => ({
        type: 'object',
        properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'array', items: item }, meta: schemas.pageMeta },
    }),
    /** The list meta, the page query, ids: config/contracts/common.ts. */
    pageMeta: listMetaSchema,
    pageQuery: pageQueryProperties,
    uuid: uuidSchema,
    /** Route params `{id}` of a record. */
    idParams: idParamsSchema,
} as const;
