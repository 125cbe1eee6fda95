/**
 * /corporate/active-jobs: the jobs, 12 to a page (config/constants.json), with
 * search and every filter key of SPEC.md section 3 (choices from
 * get-filter-list), job actions and the all-or-nothing job bulk upload. The
 * search, filters and page are kept in the URL (jobListModel.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import UploadFile from '@mui/icons-material/UploadFile';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { constants, hasPermission } from '../../config';
import type { JobFilter, JobList, JobsDataProvider } from '../../dataProvider/jobs';
import { session } from '../../dataProvider/session';
import { EmptyState } from '../../ui/EmptyState';
import { CardSkeletons } from '../../ui/LoadStatus';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { useWorkspace } from '../workspaceContext';
import { BulkFileDialog } from './BulkFileDialog';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';
import { JobDialogs, useJobActions } from './useJobActions';
import { useFilterLists } from './PostJobPage';
import { useDebounced } from '../../ui/useDebounced';
import { rebaseFilter } from './jobListModel';
import { useJobListUrl, type JobListChange } from './useJobListUrl';

export const jobsPageSize = constants.pageSize.jobs;

function canWriteJobs(): boolean {
    const permissions = session.getPermissions();
    return (
        session.getUser()?.role_name === 'CORPORATE' ||
        hasPermission(permissions, 'JOBS-POST', 'CREATE') ||
        hasPermission(permissions, 'MANAGE-EDIT-JOBS', 'CREATE')
    );
}

function useJobList(page: number, search: string, filter: JobFilter) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const translate = useTranslate();
    const [list, setList] = useState<JobList | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [tick, setTick] = useState(0);
    useEffect(() => {
        let cancelled = false;
        dataProvider.getJobs({ page, limit: jobsPageSize, ...(search.trim() ? { search: search.trim() } : {}), filter }).then(
            value => {
                if (cancelled) return;
                setList(value);
                setFailure(null);
            },
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, page, search, filter, tick, translate]);
    return { list, failure, refresh: useCallback(() => setTick(t => t + 1), []) };
}

/**
 * The search box's text, put in the URL once typing pauses. A search changed elsewhere (the menu's
 * link to the bare list, Clear filters) replaces the text, but the URL catching up with what was
 * typed does not: the box keeps whatever was typed meanwhile.
 */
function useSearchBox(urlSearch: string, change: (change: JobListChange) => void): [string, Dispatch<SetStateAction<string>>] {
    const [text, setText] = useState(urlSearch);
    const typed = useDebounced(text, 300);
    // The search the box and the URL last agreed on.
    const synced = useRef(urlSearch);
    useEffect(() => {
        if (urlSearch === synced.current) return;
        synced.current = urlSearch;
        setText(urlSearch);
    }, [urlSearch]);
    useEffect(() => {
        if (typed === synced.current) return;
        synced.current = typed;
        change({ search: typed });
    }, [typed, change]);
    return [text, setText];
}

export function ActiveJobsPage() {
    const translate = useTranslate();
    const lists = useFilterLists();
    const { company } = useWorkspace();
    const { query, change } = useJobListUrl();
    const { page, search } = query;
    // One object per distinct filter, not per render: the list is fetched again when it changes.
    const filterKey = JSON.stringify(query.filter);
    const filter = useMemo(() => JSON.parse(filterKey) as JobFilter, [filterKey]);
    const [searchText, setSearchText] = useSearchBox(search, change);
    // Opened on a link or a reload that narrows the list: the filters doing it are in sight.
    const [showFilters, setShowFilters] = useState(() => Object.keys(filter).length > 0);
    const [uploading, setUploading] = useState(false);
    const { list, failure, refresh } = useJobList(page, search, filter);
    const canEdit = canWriteJobs();
    const actions = useJobActions(refresh);
    const dataProvider = useDataProvider<JobsDataProvider>();
    const filtered = Object.keys(filter).length > 0 || search.trim() !== '';

    // JobFilters works on the filter this render shows; a change the URL has and the render not yet is kept.
    const changeFilter = (next: JobFilter) => change(latest => ({ filter: Object.keys(next).length === 0 ? {} : rebaseFilter(latest.filter, filter, next) }));
    const setPage = (next: number) => change({ page: next });
    const clearFilters = () => {
        setSearchText('');
        change({ filter: {}, search: '' });
    };

    return (
        <Stack spacing={2}>
            {/* gap, not spacing: spacing's left margins indent whatever wraps to a second row. */}
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                <PageHeader
                    title={translate('ats.menu.job_postings')}
                    action={
                        canEdit ? (
                            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/corporate/post-a-job">
                                {translate('ats.pages.post_a_job')}
                            </Button>
                        ) : undefined
                    }
                />
                <TextField size="small" type="search" label={translate('ats.jobs.search')} value={searchText} onChange={event => setSearchText(event.target.value)} sx={{ width: { xs: '100%', sm: 280 } }} />
                <Button startIcon={<FilterList />} onClick={() => setShowFilters(v => !v)} aria-expanded={showFilters}>
                    {translate('ats.jobs.filters')}
                </Button>
                {canEdit && (
                    <Button startIcon={<UploadFile />} onClick={() => setUploading(true)}>
                        {translate('ats.jobs.bulk_upload')}
                    </Button>
                )}
            </Stack>
            <Collapse in={showFilters} unmountOnExit>
                <JobFilters filter={filter} lists={lists} showClient={Boolean(company?.is_recruit_agency)} onChange={changeFilter} />
            </Collapse>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!list && !failure && <CardSkeletons label="ats.jobs.loading" count={jobsPageSize > 6 ? 6 : jobsPageSize} />}
            {list && list.data.length === 0 && (
                <EmptyState
                    icon={WorkOutline}
                    title={filtered ? 'ats.jobs.no_matches' : 'ats.jobs.empty_title'}
                    description={filtered ? 'ats.jobs.no_matches_hint' : 'ats.jobs.empty_description'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={clearFilters}>
                                {translate('ats.jobs.clear_filters')}
                            </Button>
                        ) : canEdit ? (
                            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/corporate/post-a-job">
                                {translate('ats.pages.post_a_job')}
                            </Button>
                        ) : undefined
                    }
                />
            )}
            {list && list.data.length > 0 && (
                <>
                    <Grid container spacing={2}>
                        {list.data.map(job => (
                            <Grid key={job.id} size={{ xs: 12, md: 6, lg: 4 }}>
                                <JobCard job={job} canEdit={canEdit} onAction={actions.open} onRemoveRecruiter={actions.removeRecruiter} />
                            </Grid>
                        ))}
                    </Grid>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                        <Typography variant="body2" color="text.secondary">
                            {translate('ats.jobs.total', { smart_count: list.meta.total, count: list.meta.total })}
                        </Typography>
                        {list.meta.pageCount > 1 && <Pagination count={list.meta.pageCount} page={page} onChange={(_event, next) => setPage(next)} />}
                    </Stack>
                </>
            )}
            <JobDialogs actions={actions} recruiters={lists?.recruiters ?? []} />
            {uploading && (
                <BulkFileDialog
                    title="ats.jobs.bulk_upload"
                    hint="ats.jobs.bulk_upload_hint"
                    reportName="jobs-errors.csv"
                    upload={(file, onProgress) => dataProvider.jobBulkUpload(file, onProgress)}
                    onClose={() => setUploading(false)}
                    onUploaded={refresh}
                />
            )}
        </Stack>
    );
}
