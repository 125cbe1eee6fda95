/**
 * Sends one password-related request and tracks its outcome, so the three
 * password pages share the same submit / progress / error handling.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../dataProvider/httpClient';
import type { HttpMethod } from '../../dataProvider/types';
import { errorMessage } from '../../ui/errors';

interface ApiMessage<T> {
    status: boolean;
    message?: string;
    data?: T;
}

export function usePasswordRequest<T = unknown>(method: HttpMethod, path: string, authenticated: boolean) {
    const translate = useTranslate();
    const [submitting, setSubmitting] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);

    /** Resolves with the server's answer, or null after showing the failure. */
    const send = async (body: Record<string, unknown>): Promise<ApiMessage<T> | null> => {
        setSubmitting(true);
        setFailure(null);
        try {
            const { json } = await httpClient<ApiMessage<T>>(path, { method, body, authenticated });
            return json;
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            return null;
        } finally {
            setSubmitting(false);
        }
    };
    return { send, submitting, failure };
}
