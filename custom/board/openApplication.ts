/**
 * Which applicant's drawer the board has open, kept in the address
 * (`?application=<id>`): a link from the global search or a report opens the
 * board with that applicant shown, and the address can be shared. Opening and
 * closing replace the history entry: Back leaves the board, as it did before
 * the drawer was opened, instead of stepping through every applicant looked at.
 * The page's history state stays (the job list's query, for the way back to it).
 */
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export const OPEN_APPLICATION_PARAM = 'application';

/** The board of `jobId` with the drawer of `applicationId` open. */
export const applicationPath = (jobId: string, applicationId: string): string =>
    `/corporate/total-applications/${encodeURIComponent(jobId)}?${OPEN_APPLICATION_PARAM}=${encodeURIComponent(applicationId)}`;

export function useOpenApplication(): { openId: string | null; open: (applicationId: string) => void; close: () => void } {
    const [params, setParams] = useSearchParams();
    const { state } = useLocation();
    const openId = params.get(OPEN_APPLICATION_PARAM) || null;
    const open = useCallback(
        (applicationId: string) =>
            setParams(
                current => {
                    const next = new URLSearchParams(current);
                    next.set(OPEN_APPLICATION_PARAM, applicationId);
                    return next;
                },
                { replace: true, state },
            ),
        [setParams, state],
    );
    const close = useCallback(
        () =>
            setParams(
                current => {
                    const next = new URLSearchParams(current);
                    next.delete(OPEN_APPLICATION_PARAM);
                    return next;
                },
                { replace: true, state },
            ),
        [setParams, state],
    );
    return { openId, open, close };
}
