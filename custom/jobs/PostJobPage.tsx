/**
 * /corporate/post-a-job (create) and /corporate/post-a-job/:id (edit). Create
 * posts every field and opens the new job's board; edit sends the changed
 * fields with the version it loaded (a 409 reloads the job and says so).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FilterLists, Job, JobsDataProvider } from '../../dataProvider/jobs';
import { PageLoadError } from '../../ui/AccessDenied';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { useWorkspace } from '../workspaceContext';
import { JobForm } from './JobForm';
import { jobListPath } from './jobListModel';
import { emptyJobForm, jobToForm, toJobChanges, toJobFields, type JobFormErrors, type JobFormValues } from './jobForm';

export function useFilterLists(): FilterLists | null {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [lists, setLists] = useState<FilterLists | null>(null);
    useEffect(() => {
        let cancelled = false;
        dataProvider.getFilterList().then(
            value => !cancelled && setLists(value),
            () => undefined,
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider]);
    return lists;
}

function serverErrors(error: unknown): JobFormErrors {
    const body = typeof error === 'object' && error !== null ? (error as { body?: { errors?: Record<string, string> } }).body : undefined;
    return (body?.errors ?? {}) as JobFormErrors;
}

function useJob(jobId: string | undefined) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [job, setJob] = useState<Job | null>(null);
    // The failed call itself: PageLoadError shows access denied for a 403, else its message.
    const [failure, setFailure] = useState<unknown>(null);
    const load = useCallback(async () => {
        if (!jobId) return;
        try {
            setJob(await dataProvider.getJob(jobId));
        } catch (error) {
            setFailure(error ?? new Error());
        }
    }, [dataProvider, jobId]);
    useEffect(() => void load(), [load]);
    return { job, setJob, failure, reload: load };
}

export function PostJobPage() {
    const { id } = useParams<{ id: string }>();
    const translate = useTranslate();
    const toast = useToast();
    const navigate = useNavigate();
    // An edit opened from a filtered list goes back to that list.
    const listPath = jobListPath(useLocation().state);
    const dataProvider = useDataProvider<JobsDataProvider>();
    const filterLists = useFilterLists();
    const { company } = useWorkspace();
    const { job, setJob, failure, reload } = useJob(id);

    const save = async (values: JobFormValues): Promise<JobFormErrors | undefined> => {
        try {
            if (job) {
                const updated = await dataProvider.updateJob(job.id, toJobChanges(values, job));
                setJob(updated);
                toast.success('ats.jobs.updated');
                navigate(listPath);
            } else {
                const { job: created, message } = await dataProvider.createJob(toJobFields(values));
                toast.success(message ?? 'ats.jobs.posted');
                navigate(`/corporate/total-applications/${created.id}`);
            }
            return undefined;
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
            if ((error as { status?: number }).status === 409) void reload();
            return serverErrors(error);
        }
    };

    // The form has no menu entry of its own: it sits below the job list.
    const header = <PageHeader title={translate(id ? 'ats.jobs.edit_title' : 'ats.pages.post_a_job')} breadcrumbs={[{ label: translate('ats.menu.job_postings'), to: listPath }]} />;
    if (id && failure) return <PageLoadError error={failure} header={header} />;
    if (id && !job)
        return (
            <>
                {header}
                <CircularProgress aria-label={translate('ats.jobs.loading')} />
            </>
        );
    return (
        <Card sx={{ maxWidth: 1000 }}>
            {header}
            <CardContent>
                <JobForm
                    key={job ? `${job.id}-${job.version}` : 'new'}
                    initial={job ? jobToForm(job) : emptyJobForm()}
                    filterLists={filterLists}
                    showClient={Boolean(company?.is_recruit_agency)}
                    submitLabel={job ? 'ats.jobs.save' : 'ats.jobs.post'}
                    onSubmit={save}
                    unmatchedLocations={job?.locations_unmatched}
                />
            </CardContent>
        </Card>
    );
}
