/**
 * Field checks for the sign-in forms. react-admin translates the returned
 * keys, so messages stay in config/i18n/en.json.
 */
import type { Validator } from 'react-admin';

// Deliberately loose: the server is the judge; this only catches typos early.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validEmail: Validator = (value: unknown) =>
    typeof value === 'string' && value !== '' && !emailPattern.test(value.trim()) ? 'ats.auth.invalid_email' : undefined;

/** The confirmation must equal the field named `source`. */
export const matchesField =
    (source: string): Validator =>
    (value: unknown, values: Record<string, unknown>) =>
        value !== values[source] ? 'ats.login.passwords_mismatch' : undefined;
