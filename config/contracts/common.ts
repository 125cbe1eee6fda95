/**
 * Wire shapes every domain shares: ids, the list meta and the page query.
 * Written once as JSON Schema; the types are derived from the schemas
 * (json-schema-to-ts), so the server's validation, the OpenAPI document and
 * the console's types cannot drift apart. See docs/architecture.md, "Contracts".
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * T as the server sends it, at every depth: each declared field present and no
 * `[key: string]: unknown` (answer schemas leave additionalProperties open and
 * `required` out, so the published document stays as it was and the
 * serializer never refuses a row).
 */
type Answer<T> = T extends readonly (infer E)[]
    ? Answer<E>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : K]-?: Answer<Exclude<T[K], undefined>> }
      : T;
/**
 * The type of an answer schema: what the console reads (docs/architecture.md,
 * "Contracts"). `Optional` names the top-level fields the server leaves out
 * when a row has none (the timeline's stage names and text).
 */
export type AnswerOf<S extends JSONSchema, Optional extends string = never> = [Optional] extends [never]
    ? Answer<FromSchema<S>>
    : WithOptional<Answer<FromSchema<S>>, Optional>;
type WithOptional<T, K extends string> = Omit<T, K> & { [P in Extract<keyof T, K>]?: T[P] };

export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/**
 * Phone numbers as people type them, one pattern for each kind of person. A candidate's (an
 * applicant, a referral, a vendor's submission, a candidate's own profile) may hold dots and 6 to
 * 24 characters, as résumés and career pages write them. A contact's (a user: teammate,
 * interviewer, vendor, employee; a client; a talent-pool entry, typed in by a recruiter; the
 * company's contact) 7 to 20, without dots. The generated resources' files
 * (config/resources/*.json) cannot import this, so they repeat the contacts' pattern and
 * tests/unit/config/phonePatterns.test.ts holds them to it.
 */
export const CANDIDATE_PHONE_PATTERN = '^\\+?[0-9 ().-]{6,24}$';
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9 ()-]{7,20}$';
/** The console's first check of an address, deliberately loose: the server's `format: email` is the judge. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The product's password rule: change-password, reset-password and a candidate's sign-up on the
 * server, and the password forms before they send, so a form never shows the schema's refusal.
 */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const passwordSchema = { type: 'string', minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max } as const;

/**
 * What a profile's picture may hold (SPEC.md's profile-image rule shows it): a stored file's name,
 * as an upload names it (`<uuid>.png`), or an https link. Anything else would be requested under
 * the public image path and show a broken picture, so the server refuses it and the forms say so
 * under the field before sending.
 */
export const PROFILE_IMAGE_PATTERN = '^(https://[^\\s/]+(/\\S*)?|[A-Za-z0-9_-][A-Za-z0-9._-]*\\.[A-Za-z0-9]+)$';
/** A profile's picture in an update body: null removes it. */
export const profileImageSchema = { type: ['string', 'null'], maxLength: 500, pattern: PROFILE_IMAGE_PATTERN } as const;

const PROFILE_IMAGE = new RegExp(PROFILE_IMAGE_PATTERN, 'u');

/** Whether a typed picture (trimmed; empty removes it) meets PROFILE_IMAGE_PATTERN. */
export function isProfileImage(value: string): boolean {
    const text = value.trim();
    return text === '' || PROFILE_IMAGE.test(text);
}
export const nullableUuidSchema = { anyOf: [uuidSchema, { type: 'null' }] } as const;

/** Route params `{id}` of a record. */
export const idParamsSchema = { type: 'object', properties: { id: uuidSchema }, required: ['id'] } as const;
export type IdParams = FromSchema<typeof idParamsSchema>;

/** The meta of every list answer (docs/api.md). */
export const listMetaSchema = {
    type: 'object',
    properties: {
        total: { type: 'integer' },
        perPage: { type: 'integer' },
        currentPage: { type: 'integer' },
        nextPage: { type: ['integer', 'null'] },
        previousPage: { type: ['integer', 'null'] },
        pageCount: { type: 'integer' },
    },
} as const;
export type ListMeta = AnswerOf<typeof listMetaSchema>;

/** The page and limit of a list query (properties, to spread into a route's querystring). */
export const pageQueryProperties = {
    page: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
} as const;

/** Field → message, as the API's `errors` and the forms carry them. */
export type FieldErrors = Record<string, string>;
