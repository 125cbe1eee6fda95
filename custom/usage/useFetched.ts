/**
 * One answer fetched for the page's query: loading, the answer, or the
 * error's message with a retry. The fetch runs again whenever the query
 * changes (SPEC.md section 4); a late answer to an older query is dropped.
 */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../ui/errors';

export type Fetched<T> = { state: 'loading' } | { state: 'error'; message: string; status?: number } | { state: 'done'; data: T };

export function useFetched<Q, T>(fetch: (query: Q) => Promise<T>, query: Q, errorKey: string): [Fetched<T>, () => void] {
    const translate = useTranslate();
    const [load, setLoad] = useState<Fetched<T>>({ state: 'loading' });
    const [attempt, setAttempt] = useState(0);
    const queryKey = JSON.stringify(query);
    useEffect(() => {
        let live = true;
        setLoad({ state: 'loading' });
        fetch(JSON.parse(queryKey) as Q).then(
            data => live && setLoad({ state: 'done', data }),
            (error: unknown) => {
                const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined;
                if (live) setLoad({ state: 'error', message: errorMessage(error, translate(errorKey)), status });
            },
        );
        return () => {
            live = false;
        };
    }, [fetch, queryKey, attempt, errorKey, translate]);
    return [load, () => setAttempt(value => value + 1)];
}
