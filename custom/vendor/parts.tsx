/** Pieces every vendor page uses: the loading and failure states, and the pager. */
import { useEffect, useState, type DependencyList } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import { useTranslate } from 'react-admin';
import type { ListMeta } from '../../config/contracts/common';
import { errorMessage } from '../../ui/errors';

export function Loading() {
    const translate = useTranslate();
    return <CircularProgress aria-label={translate('ats.vendor.loading')} />;
}

export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            role="alert"
            action={
                onRetry && (
                    <Button color="inherit" size="small" onClick={onRetry}>
                        {translate('ats.vendor.retry')}
                    </Button>
                )
            }
        >
            {message}
        </Alert>
    );
}

export function Pager({ meta, onPage }: { meta: ListMeta; onPage: (page: number) => void }) {
    const translate = useTranslate();
    if (meta.pageCount <= 1) return null;
    return (
        <Pagination
            count={meta.pageCount}
            page={meta.currentPage}
            onChange={(_event, next) => onPage(next)}
            getItemAriaLabel={(type, number) => (type === 'page' ? translate('ats.vendor.page_of', { page: number, pages: meta.pageCount }) : translate(`ats.vendor.${type}_page`))}
        />
    );
}

export interface Loaded<T> {
    value: T | null;
    failure: string | null;
    /** The HTTP status of the failure (404: not there, or not shown to this vendor), else null. */
    failureStatus: number | null;
    reload: () => void;
}

/**
 * One read for a page: null while loading (again after a change of `deps`), the server's message on
 * failure, and `reload` for the retry button. An answer for superseded deps is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
    const translate = useTranslate();
    const [value, setValue] = useState<T | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [failureStatus, setFailureStatus] = useState<number | null>(null);
    const [reloads, setReloads] = useState(0);
    useEffect(() => {
        let live = true;
        setValue(null);
        setFailure(null);
        setFailureStatus(null);
        load().then(
            loaded => live && setValue(loaded),
            (error: unknown) => {
                if (!live) return;
                const status = (error as { status?: unknown } | null)?.status;
                setFailureStatus(typeof status === 'number' ? status : null);
                setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            },
        );
        return () => {
            live = false;
        };
        // The caller names what its load depends on (the load itself is a new closure every render).
    }, [...deps, reloads, translate]);
    return { value, failure, failureStatus, reload: () => setReloads(count => count + 1) };
}

/** The field errors of a refusal (docs/api.md), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
    const body = typeof error === 'object' && error !== null ? (error as { body?: { errors?: Record<string, string> } }).body : undefined;
    return body?.errors ?? {};
}

/** A job that cannot be opened: not there, closed, or not shown to this vendor (404: nothing to retry), or another failure. */
export function JobFailure({ job }: { job: Loaded<unknown> }) {
    const translate = useTranslate();
    if (job.failureStatus === 404) {
        return (
            <Alert severity="info" role="alert">
                {translate('ats.vendor.job_not_shown')}
            </Alert>
        );
    }
    return <LoadFailure message={job.failure ?? translate('ats.errors.try_later_bang')} onRetry={job.reload} />;
}
