/**
 * Field checks for the sign-in and password forms: a check returns an i18n
 * key (translated where the message is shown, so messages stay in
 * config/i18n/en.json) or undefined. The same functions serve react-admin's
 * `validate` prop (ChangePasswordPage) and the light forms of the public
 * pages (AuthForm.tsx).
 */
import { EMAIL_SHAPE } from '../../config/contracts/common';

export type FieldCheck = (value: unknown, values: Record<string, unknown>) => string | undefined;

/** The same words as react-admin's 'Required', from our catalogue (react-admin's loads with the console). */
export const requiredValue: FieldCheck = value => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? 'ats.auth.required' : undefined);

export const validEmail: FieldCheck = (value: unknown) =>
    typeof value === 'string' && value !== '' && !EMAIL_SHAPE.test(value.trim()) ? 'ats.auth.invalid_email' : undefined;

/** The confirmation must equal the field named `source`. */
export const matchesField =
    (source: string): FieldCheck =>
    (value: unknown, values: Record<string, unknown>) =>
        value !== values[source] ? 'ats.login.passwords_mismatch' : undefined;
