/**
 * What a generated form says beside a field it refuses. The validator (validator.ts) answers in
 * ajv's words, so that it can be compared with the server's ajv word for word
 * (validatorParity.test.ts); a person reads "must match pattern "^\+?[0-9 ()-]{7,20}$"" as noise.
 * This turns each error into the words of the page's language: SPEC.md's "Invalid email address"
 * and "Invalid URL" (a uri field's help line says what is expected: resources/translate.ts),
 * "Required", the length or the limit in figures, a phone number's characters.
 * An error of a keyword with no words here keeps ajv's.
 */
import { getByPath, getUiOptions, toPath, type ErrorTransformer, type RJSFValidationError, type UiSchema } from '@rjsf/utils';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const FORMAT_KEYS: Record<string, string> = {
    email: 'ats.auth.invalid_email',
    uri: 'ats.resources.errors.uri',
    date: 'ats.resources.errors.date',
    'date-time': 'ats.resources.errors.date_time',
};

const LIMIT_KEYS: Record<string, string> = {
    minLength: 'ats.resources.errors.min_length',
    maxLength: 'ats.resources.errors.max_length',
    minItems: 'ats.resources.errors.min_items',
    maxItems: 'ats.resources.errors.max_items',
};

const BOUND_KEYS: Record<string, string> = {
    minimum: 'ats.resources.errors.minimum',
    maximum: 'ats.resources.errors.maximum',
    exclusiveMinimum: 'ats.resources.errors.exclusive_minimum',
    exclusiveMaximum: 'ats.resources.errors.exclusive_maximum',
};

/** The field's uiSchema options (`ui:inputType` and the like), found by the error's property path (".phone"). */
function fieldOptions(error: RJSFValidationError, uiSchema: UiSchema | undefined): Record<string, unknown> {
    const path = toPath((error.property ?? '').replace(/^\./, ''));
    return path.length > 0 && uiSchema ? getUiOptions(getByPath(uiSchema, path) as UiSchema | undefined) : {};
}

/** The message for one error, or undefined to keep ajv's. */
function readableMessage(error: RJSFValidationError, uiSchema: UiSchema | undefined, translate: Translate): string | undefined {
    const params = (error.params ?? {}) as Record<string, unknown>;
    switch (error.name) {
        case 'required':
            return translate('ats.auth.required');
        case 'format': {
            const key = FORMAT_KEYS[String(params.format)];
            return key ? translate(key) : undefined;
        }
        case 'pattern':
            return translate(fieldOptions(error, uiSchema).inputType === 'tel' ? 'ats.resources.errors.phone' : 'ats.resources.errors.pattern');
        case 'type':
            return params.type === 'integer' || params.type === 'number' ? translate(`ats.resources.errors.${params.type}`) : undefined;
        case 'enum':
            return translate('ats.resources.errors.enum');
        case 'uniqueItems':
            return translate('ats.resources.errors.unique_items');
    }
    const name = error.name ?? '';
    if (LIMIT_KEYS[name]) return translate(LIMIT_KEYS[name], { smart_count: params.limit });
    if (BOUND_KEYS[name]) return translate(BOUND_KEYS[name], { limit: params.limit });
    return undefined;
}

/** rjsf's `transformErrors` for the generated forms, in the page's language. */
export function readableErrors(translate: Translate): ErrorTransformer<Record<string, unknown>> {
    return (errors, uiSchema) =>
        errors.map(error => {
            const message = readableMessage(error, uiSchema, translate);
            return message === undefined ? error : { ...error, message, stack: error.title ? `${error.title}: ${message}` : message };
        });
}
