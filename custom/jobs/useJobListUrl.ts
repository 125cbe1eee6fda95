/**
 * The job list's URL (jobListModel.ts) as the page reads and changes it. A change builds on the
 * last one written even before the router has rendered it: the router renders in a transition,
 * and a second change made meanwhile (a date typed right after a choice) built on the older URL
 * and undid the first.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { jobListFromSearch, searchWith, type JobListQuery } from './jobListModel';

/** A change, or one worked out from the list as last written (for a change made on what the page showed). */
export type JobListChange = Partial<JobListQuery> | ((latest: JobListQuery) => Partial<JobListQuery>);

export function useJobListUrl(): { query: JobListQuery; change: (change: JobListChange) => void } {
    const [params, setParams] = useSearchParams();
    const shown = useRef({ params, setParams });
    // What was written and not yet rendered, oldest first.
    const ahead = useRef<string[]>([]);
    // On each URL the page renders (params keeps its identity while the URL does).
    useEffect(() => {
        shown.current = { params, setParams };
        const now = params.toString();
        const pending = ahead.current;
        // Caught up with the last change, or moved elsewhere (the menu's link to the bare list): nothing is ahead any more.
        if (now === pending[pending.length - 1] || !pending.includes(now)) ahead.current = [];
    }, [params, setParams]);
    const change = useCallback((request: JobListChange) => {
        const pending = ahead.current;
        const base = pending.length > 0 ? new URLSearchParams(pending[pending.length - 1]) : shown.current.params;
        const next = searchWith(base, typeof request === 'function' ? request(jobListFromSearch(base)) : request);
        ahead.current = [...pending, next.toString()];
        // Replaced, not pushed, as the dashboard's: Back leaves the list rather than undoing one filter at a time.
        shown.current.setParams(next, { replace: true });
    }, []);
    return { query: jobListFromSearch(params), change };
}
