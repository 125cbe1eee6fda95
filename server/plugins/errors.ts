/**
 * The one error handler: every failure leaves as
 * `{status:false, message, errors?}` with the right status, except a dead
 * session, which is the plain-text 401 the console recognises.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, messages, UNAUTHENTICATED_BODY, type FieldErrors } from '../lib/http.js';
import { composedText, composedWord, localeOf, localizedMessage, type ComposedKey, type ServerLocale } from '../lib/locale.js';

interface AjvIssue {
    instancePath?: string;
    keyword: string;
    message?: string;
    params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
    if (issue.keyword === 'required') return String(issue.params.missingProperty);
    if (issue.keyword === 'additionalProperties') return String(issue.params.additionalProperty);
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return path || '_body';
}

/** What a value of a JSON type is called in a message ("must be a whole number", not ajv's "must be integer"). */
const TYPE_WORDS: Record<string, string> = {
    integer: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    null: 'null',
};

/** The product's phone fields: `phone`, `contact_phone` and the like, in every resource, contract and upload. */
const PHONE_FIELD = /(^|[._])phone$/;

/** An enum's values are listed while a person can read them; a longer list is the API document's to give. */
const LISTED_VALUES = 12;

/** Keywords whose refusal keeps ajv's words in English (as always) and has its own in Hindi. */
const HINDI_ONLY: Partial<Record<string, ComposedKey>> = {
    minItems: 'min_items',
    maxItems: 'max_items',
    uniqueItems: 'unique_items',
    exclusiveMinimum: 'exclusive_minimum',
    exclusiveMaximum: 'exclusive_maximum',
};

/**
 * A refusal in words a person reads, in an upload's error report as in an API answer: the limit in
 * figures, the allowed values, never a regular expression (the OpenAPI document has the pattern).
 * A keyword without words here keeps ajv's message after the field. In Hindi each message is its
 * `composed` template (config/i18n/hi.server.json) with the same values; the English below is
 * what every other request gets, word for word.
 */
function messageOf(issue: AjvIssue, field: string, key: string, locale: ServerLocale): string {
    // `field` is what the message calls the field: its key in an API answer, its column's title in an upload's report.
    const { params } = issue;
    const limit = Number(params.limit);
    const say = (template: ComposedKey, english: string, values: Record<string, string> = {}) => composedText(locale, template, { field, limit, ...values }, english);
    const ajvWords = `${field} ${issue.message ?? 'is invalid'}`;
    switch (issue.keyword) {
        case 'required':
            return say('required', `${field} is required`);
        case 'additionalProperties':
            return say('not_allowed', `${field} is not an allowed field`);
        case 'format': {
            const format = String(params.format);
            if (field === 'email' || format === 'email') return localizedMessage('Invalid email address', locale);
            if (format === 'uri') return localizedMessage('Invalid URL', locale);
            return say('format', `${field} must be a valid ${format}`, { format: composedWord(locale, format, format) });
        }
        case 'pattern':
            // A phone number's refusal says what a number may hold, as the console's forms do (resources/formErrors.ts).
            if (PHONE_FIELD.test(key)) return say('phone', `${field} must be a phone number: digits, spaces, + ( ) and -`);
            // A picture's rule (config/contracts/common.ts, profileImageSchema) in the profile forms' words.
            if (key === 'profile_image') return say('profile_image', `${field} must be a stored file name (such as photo.png) or a link starting with https://`);
            return say('pattern', `${field} is not in the expected format`);
        case 'minLength':
            return say('min_length', `${field} must be at least ${limit} character${limit === 1 ? '' : 's'}`);
        case 'maxLength':
            return say('max_length', `${field} must be at most ${limit} character${limit === 1 ? '' : 's'}`);
        case 'minimum':
            return say('minimum', `${field} must be ${limit} or more`);
        case 'maximum':
            return say('maximum', `${field} must be ${limit} or less`);
        case 'enum': {
            const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.filter(value => value !== null) : [];
            if (allowed.length === 0 || allowed.length > LISTED_VALUES) return say('one_of_allowed', `${field} must be one of the allowed values`);
            const values = allowed.join(', ');
            return say('one_of', `${field} must be one of: ${values}`, { values });
        }
        case 'type': {
            const words = String(params.type).split(',').map(type => TYPE_WORDS[type] && composedWord(locale, type, TYPE_WORDS[type]));
            if (!words.every(Boolean)) return say('invalid', ajvWords);
            const type = words.reduce((first, second) => composedText(locale, 'either', { first, second }, `${first} or ${second}`));
            return say('type', `${field} must be ${type}`, { type });
        }
        default:
            return say(HINDI_ONLY[issue.keyword] ?? 'invalid', ajvWords);
    }
}

/**
 * The issues as `{ field: message }`, one message a field, in `locale`. `nameOf` gives what a
 * message calls the field: its key by default (an API answer), a column's title for an upload's
 * row report, which a person reads beside that title ("Vendor company must be at least 2 characters").
 */
export function fieldErrorsFromValidation(issues: AjvIssue[], locale: ServerLocale = 'en', nameOf: (field: string) => string = field => field): FieldErrors {
    const errors: FieldErrors = {};
    for (const issue of issues) {
        const field = fieldOf(issue);
        errors[field] ??= messageOf(issue, nameOf(field), field, locale);
    }
    return errors;
}

export function sendProblem(reply: FastifyReply, statusCode: number, message: string, errors?: FieldErrors) {
    if (statusCode === 401 && message === UNAUTHENTICATED_BODY) {
        return reply.code(401).type('text/plain; charset=utf-8').send(UNAUTHENTICATED_BODY);
    }
    return reply.code(statusCode).send(errors ? { status: false, message, errors } : { status: false, message });
}

/**
 * A multipart body that is cut off or malformed: @fastify/multipart passes on
 * the bare errors of busboy (dicer) and of Node's streams, with no status.
 * They are the client's doing (a 400), not the server's.
 */
function isMalformedMultipart(request: FastifyRequest, error: FastifyError): boolean {
    if ((error.statusCode ?? 500) < 500 || !request.isMultipart()) return false;
    return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || /multipart|boundary|needle/i.test(error.message);
}

export const malformedUploadMessage = 'The upload is incomplete or malformed. Choose the file again.';

export function registerErrorHandling(app: FastifyInstance): void {
    app.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof HttpProblem) return sendProblem(reply, error.statusCode, error.message, error.errors);
        if (error.validation) {
            const errors = fieldErrorsFromValidation(error.validation as AjvIssue[], localeOf(request));
            // The first field's message, already in the request's language (the locale hook leaves a Hindi text as it is).
            const first = Object.values(errors)[0] ?? messages.invalidInput;
            return sendProblem(reply, 400, first, errors);
        }
        const status = error.statusCode ?? 500;
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendProblem(reply, 413, 'The request body is too large.');
        if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) {
            return sendProblem(reply, 400, 'The request body is not valid JSON.', { _body: 'Malformed JSON' });
        }
        if (isMalformedMultipart(request, error)) return sendProblem(reply, 400, malformedUploadMessage, { file: malformedUploadMessage });
        if (status === 429) return sendProblem(reply, 429, 'Too many attempts. Please wait a minute and try again.');
        if (status >= 400 && status < 500) return sendProblem(reply, status, error.message);
        request.log.error({ err: error }, 'unhandled error');
        return sendProblem(reply, 500, messages.serverError);
    });
}
