/** A vendor page's failure to open a job: not shown to this vendor says so, anything else offers a retry. */
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { LoadFailure } from '../../ui/LoadStatus';
import type { Loaded } from '../../ui/useLoaded';

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
