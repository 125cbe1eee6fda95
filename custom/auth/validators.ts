/**
 * Field checks for the sign-in and password forms: a check returns an i18n
 * key, or a key with its arguments (react-admin's ValidationErrorMessage,
 * translated where the message is shown, so messages stay in
 * config/i18n/en.public.json), or undefined. The same functions serve
 * react-admin's `validate` prop (ChangePasswordPage) and the light forms of
 * the public pages (AuthForm.tsx).
 */
import type { TranslateFunction, ValidationErrorMessage } from 'react-admin';
import { EMAIL_SHAPE, PASSWORD_LENGTH } from '../../config/contracts/common';

export type FieldCheck = (value: unknown, values: Record<string, unknown>) => ValidationErrorMessage | undefined;

/** A check's message in the page's language. */
export function checkText(translate: TranslateFunction, message: ValidationErrorMessage): string {
    return typeof message === 'string' ? translate(message, { _: message }) : translate(message.message, { _: message.message, ...message.args });
}

/** The same words as react-admin's 'Required', from our catalogue (react-admin's loads with the console). */
export const requiredValue: FieldCheck = value => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'ats.auth.required' : undefined);

export const validEmail: FieldCheck = (value: unknown) =>
    typeof value === 'string' && value !== '' && !EMAIL_SHAPE.test(value.trim()) ? 'ats.auth.invalid_email' : undefined;

/** What a password form says of a password the server's rule (passwordSchema) refuses. */
export const passwordRule: ValidationErrorMessage = { message: 'ats.auth.password_length', args: { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max } };

/** The server's password rule; an empty value is `requiredValue`'s to name. */
export const passwordLength: FieldCheck = (value: unknown) =>
    typeof value === 'string' && value !== '' && (value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max) ? passwordRule : undefined;

/** The confirmation must equal the field named `source`. */
export const matchesField =
    (source: string): FieldCheck =>
    (value: unknown, values: Record<string, unknown>) =>
        value !== values[source] ? 'ats.login.passwords_mismatch' : undefined;
