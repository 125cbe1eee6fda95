/**
 * Sends one password-related request and tracks its outcome, so the password
 * forms share the same submit / progress / error handling.
 */
import { useState } from 'react';
import { useTranslate, type ValidationErrorMessage } from 'react-admin';
import type { FieldErrors } from '../../config/contracts/common';
import { httpClient } from '../../dataProvider/httpClient';
import type { HttpMethod } from '../../dataProvider/types';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { checkText, passwordRule } from './validators';

interface ApiMessage<T> {
    status: boolean;
    message?: string;
    data?: T;
}

/** The fields PATCH corporate/change-password may refuse (the page's and the employee profile's forms), with the forms' words for the schema's refusal. */
export const changePasswordFields = { old_password: null, new_password: passwordRule };

export interface PasswordOutcome<T> {
    /** The server's answer; null when it refused. */
    answer: ApiMessage<T> | null;
    /** The refusal's errors of the form's own fields, to show under them. */
    fieldErrors: FieldErrors;
}

/**
 * `fields`: the form's fields the server may refuse, each with the form's own words for a refusal
 * that names the field by its wire key (the schema's "new_password must be at least 8
 * characters", which a person should not read), or null to keep the server's words (a route's
 * own sentence, "Current password is incorrect"). A refusal of another field, or of none, is said
 * in `failure`.
 */
export function usePasswordRequest<T = unknown>(method: HttpMethod, path: string, authenticated: boolean, fields: Record<string, ValidationErrorMessage | null> = {}) {
    const translate = useTranslate();
    const [submitting, setSubmitting] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);

    const inWords = (field: string, message: string): string => {
        const words = fields[field];
        return words && message.startsWith(`${field} `) ? checkText(translate, words) : message;
    };

    const send = async (body: Record<string, unknown>): Promise<PasswordOutcome<T>> => {
        setSubmitting(true);
        setFailure(null);
        try {
            const { json } = await httpClient<ApiMessage<T>>(path, { method, body, authenticated });
            return { answer: json, fieldErrors: {} };
        } catch (error) {
            const fieldErrors: FieldErrors = {};
            const others: string[] = [];
            for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
                if (field in fields) fieldErrors[field] = inWords(field, message);
                else if (!others.includes(message)) others.push(message);
            }
            const placed = Object.keys(fieldErrors).length > 0;
            setFailure(!placed ? errorMessage(error, translate('ats.errors.try_later_bang')) : others.length > 0 ? others.join(' ') : null);
            return { answer: null, fieldErrors };
        } finally {
            setSubmitting(false);
        }
    };
    return { send, submitting, failure };
}
