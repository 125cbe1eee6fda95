/**
 * One read for a page, the way the portals' pages load: null while loading
 * (again after a change of `deps`), the server's message on failure with its
 * HTTP status, and `reload` for the retry button. An answer for superseded
 * deps is dropped. The corporate pages whose figures follow their filters
 * (the dashboards, the usage pages) load through it too: a filter is a dep.
 */
import { useEffect, useRef, useState, type DependencyList } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from './errors';

export interface Loaded<T> {
    value: T | null;
    failure: string | null;
    /** The HTTP status of the failure (404: not there, or not shown to this user), else null. */
    failureStatus: number | null;
    reload: () => void;
    /** Reads again with the current value left on screen until the new one is in (after the page's own change: the focus stays where it was). */
    refresh: () => void;
}

/** `fallback`: the i18n key shown when the failure carries no message of its own. */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList, fallback = 'ats.errors.try_later_bang'): Loaded<T> {
    const translate = useTranslate();
    const [value, setValue] = useState<T | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [failureStatus, setFailureStatus] = useState<number | null>(null);
    const [reloads, setReloads] = useState(0);
    const keepShown = useRef(false);
    useEffect(() => {
        let live = true;
        if (!keepShown.current) setValue(null);
        keepShown.current = false;
        setFailure(null);
        setFailureStatus(null);
        load().then(
            loaded => live && setValue(loaded),
            (error: unknown) => {
                if (!live) return;
                const status = (error as { status?: unknown } | null)?.status;
                setFailureStatus(typeof status === 'number' ? status : null);
                setFailure(errorMessage(error, translate(fallback)));
            },
        );
        return () => {
            live = false;
        };
        // The caller names what its load depends on (the load itself is a new closure every render).
    }, [...deps, reloads, translate, fallback]);
    const reload = () => setReloads(count => count + 1);
    const refresh = () => {
        keepShown.current = true;
        reload();
    };
    return { value, failure, failureStatus, reload, refresh };
}
