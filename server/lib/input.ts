/**
 * Text the database can hold. PostgreSQL refuses U+0000 in text and jsonb
 * (a 500 from the driver), and jsonb refuses a lone UTF-16 surrogate (a text
 * column would silently store U+FFFD instead). Every request part passes
 * through the validators of server/app.ts, which add these checks to the
 * route's schema, so such input is a 400 naming the field, like any other
 * schema error. Other control characters are kept as sent (docs/api.md,
 * "Input rules").
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { HttpProblem } from './http.js';

export const textMessages = {
    nul: 'must not contain NUL characters',
    surrogate: 'must be valid Unicode text',
} as const;

/** An ajv-shaped error, so the one error handler names the field (server/plugins/errors.ts). */
export type TextIssue = ErrorObject<'noNul' | 'wellFormed', Record<string, never>>;

/** At most this many issues per request part: enough to name the fields, not a copy of a hostile body. */
const MAX_ISSUES = 20;

/** JSON-pointer segment, as ajv writes instancePath; a NUL in a key is shown, not sent back raw. */
function segment(key: string): string {
    return key.replace(/~/g, '~0').replace(/\//g, '~1').replace(/\u0000/g, '\\0');
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function issueOf(text: string, instancePath: string): TextIssue | null {
    if (text.includes('\u0000')) return { instancePath, schemaPath: '#/noNul', keyword: 'noNul', params: {}, message: textMessages.nul };
    if (LONE_SURROGATE.test(text)) return { instancePath, schemaPath: '#/wellFormed', keyword: 'wellFormed', params: {}, message: textMessages.surrogate };
    return null;
}

/**
 * Only what JSON, query strings and multipart fields produce: streams,
 * buffers and the like are not text. The root is the request part itself,
 * whatever its prototype (Fastify's query and params objects have their own).
 */
function isContainer(value: unknown, root: boolean): value is Record<string, unknown> | unknown[] {
    if (Array.isArray(value)) return true;
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
    const proto: unknown = Object.getPrototypeOf(value);
    return root || proto === Object.prototype || proto === null;
}

/**
 * A @fastify/multipart part (attachFieldsToBody): its value or file name is
 * reported under the part's own field name, and its `fields` link back to the
 * whole body is not followed.
 */
function isMultipartPart(value: Record<string, unknown>): boolean {
    return (value.type === 'field' || value.type === 'file') && typeof value.fieldname === 'string' && typeof value.fields === 'object';
}

/**
 * Every string (values and keys, at any depth) that contains NUL or a lone
 * surrogate. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function textIssues(data: unknown, basePath = ''): TextIssue[] {
    const issues: TextIssue[] = [];
    const seen = new WeakSet<object>();
    const stack: { value: unknown; path: string }[] = [{ value: data, path: basePath }];
    while (stack.length && issues.length < MAX_ISSUES) {
        const { value, path } = stack.pop()!;
        if (typeof value === 'string') {
            const issue = issueOf(value, path);
            if (issue) issues.push(issue);
            continue;
        }
        if (!isContainer(value, value === data) || seen.has(value)) continue;
        seen.add(value);
        if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}/${i}` });
            continue;
        }
        if (isMultipartPart(value)) {
            for (const key of ['fieldname', 'filename', 'value'] as const) stack.push({ value: value[key], path });
            continue;
        }
        for (const key of Object.keys(value).reverse()) {
            const child = `${path}/${segment(key)}`;
            const keyIssue = issueOf(key, child);
            if (keyIssue) issues.push(keyIssue);
            stack.push({ value: value[key], path: child });
        }
    }
    return issues;
}

/**
 * The route's compiled validator plus the text checks. Fastify passes the
 * data context (to let ajv coerce a root value), so it is handed on as is.
 */
export function refusingUnstorableText<T>(check: ValidateFunction<T>): ValidateFunction<T> {
    const validate = function (this: unknown, data: unknown, context?: Parameters<ValidateFunction>[1]): data is T {
        const issues = textIssues(data);
        const valid = check.call(this, data, context);
        const schemaErrors = valid ? [] : (check.errors ?? []);
        validate.errors = issues.length || schemaErrors.length ? [...issues, ...schemaErrors] : null;
        return valid && issues.length === 0;
    } as ValidateFunction<T>;
    validate.schema = check.schema;
    validate.schemaEnv = check.schemaEnv;
    return validate;
}

/**
 * Text decoded inside a handler (a query's JSON `filter`: its `\u0000`
 * escapes only become NUL once parsed), checked as the validators check the
 * request: a 400 naming `field`.
 */
export function assertStorableText(value: unknown, field: string): void {
    const issue = textIssues(value)[0];
    if (!issue) return;
    const inner = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = `${inner ? `${field}.${inner}` : field} ${issue.message}`;
    throw new HttpProblem(400, message, { [field]: message });
}
