/**
 * /candidate/jobs: the jobs a signed-in candidate may apply to
 * (candidate/get-jobs-filter), with the candidate job filter of SPEC.md
 * section 3, a keyword search and the free-job toggle, 10 to a page. A free
 * job (no screening questions, docs/decisions.md) is applied to here in one
 * click with the profile's CV; every other job links to its public page,
 * whose apply flow asks its questions (custom/career/). On a phone the
 * filters other than the search fold behind a "Filters" button (ui/FiltersFold.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { EXPERIENCE } from '../../config/contracts/jobs';
import type { CandidateJob, CandidatePortalDataProvider, JobCategory, Page } from '../../dataProvider/candidatePortal';
import { EmptyState } from '../../ui/EmptyState';
import { besideFilterFieldsSx, FiltersFold, filtersSetBeside } from '../../ui/FiltersFold';
import { ListPager } from '../../ui/ListPager';
import { CardSkeletons } from '../../ui/LoadStatus';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { CandidateJobCard } from './CandidateJobCard';
import { defaultJobFilter, isDefaultFilter, jobFilterBody, jobFilterErrors, withLimitsFilled, type CandidateJobFilter } from './jobFilter';
import { useDebounced } from '../../ui/useDebounced';

export default function CandidateJobsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [filter, setFilter] = useState<CandidateJobFilter>(defaultJobFilter);
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState<Page<CandidateJob> | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [categories, setCategories] = useState<JobCategory[]>([]);
    const [reloads, setReloads] = useState(0);
    // Typing waits 300 ms; a valid filter is asked for, an invalid one keeps the last list under its error.
    const settled = useDebounced(filter, 300);
    const errors = jobFilterErrors(filter, translate('ats.candidate.experience_range', { min: EXPERIENCE.min, max: EXPERIENCE.max }));
    const settledValid = Object.keys(jobFilterErrors(settled, '')).length === 0;
    const body = JSON.stringify(jobFilterBody(settled, page));

    useEffect(() => {
        dataProvider.jobCategories().then(setCategories, () => setCategories([]));
    }, [dataProvider]);

    useEffect(() => {
        if (!settledValid) return;
        let cancelled = false;
        setAnswer(null);
        setFailure(null);
        dataProvider.candidateJobs(JSON.parse(body)).then(
            value => !cancelled && setAnswer(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, body, settledValid, reloads, translate]);

    const change = (patch: Partial<CandidateJobFilter>) => {
        setFilter(current => ({ ...current, ...patch }));
        setPage(1);
    };
    const searchField = useRef<HTMLInputElement>(null);
    // The pressed button goes with the filters: the focus moves to the search, where the filters start.
    const clearFilters = () => {
        change(defaultJobFilter);
        searchField.current?.focus();
    };
    const filtered = !isDefaultFilter(filter);
    const folded = filtersSetBeside(withLimitsFilled(filter), defaultJobFilter, 'keyword');

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.pages.candidate_jobs')} />
            <Stack direction="row" role="search" aria-label={translate('ats.candidate.job_filter')} sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' }}>
                <TextField size="small" type="search" inputRef={searchField} label={translate('ats.candidate.search_jobs')} value={filter.keyword} onChange={event => change({ keyword: event.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ width: 240 }} />
                <FiltersFold
                    toggleLabel={folded ? translate('ats.candidate.filters_toggle_count', { smart_count: folded }) : translate('ats.candidate.filters_toggle')}
                    // display: contents keeps the controls items of the search row on wider screens.
                    panelSx={{ display: 'contents' }}
                >
                    <TextField select size="small" label={translate('ats.candidate.job_category')} value={filter.job_category} onChange={event => change({ job_category: event.target.value })} sx={{ width: 200 }}>
                        <MenuItem value="">{translate('ats.candidate.any_category')}</MenuItem>
                        {categories.map(category => (
                            <MenuItem key={category.id} value={category.id}>
                                {category.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    {(['min_work_experience', 'max_work_experience'] as const).map(key => (
                        <TextField
                            key={key}
                            size="small"
                            type="number"
                            label={translate(`ats.candidate.${key}`)}
                            value={filter[key]}
                            onChange={event => change({ [key]: event.target.value })}
                            error={Boolean(errors[key])}
                            helperText={errors[key]}
                            slotProps={{ htmlInput: { min: EXPERIENCE.min, max: EXPERIENCE.max, step: 1, name: key } }}
                            // Wide enough for "Min experience (years)" whole (170 px cut it).
                            sx={{ width: 200 }}
                        />
                    ))}
                    <FormControlLabel
                        control={<Switch checked={filter.free} onChange={event => change({ free: event.target.checked })} />}
                        label={translate('ats.candidate.free_jobs')}
                        sx={besideFilterFieldsSx}
                    />
                    {filtered && (
                        <Button onClick={clearFilters} sx={besideFilterFieldsSx}>
                            {translate('ats.candidate.clear_filters')}
                        </Button>
                    )}
                </FiltersFold>
            </Stack>
            <Typography variant="body2" color="text.secondary">
                {translate('ats.candidate.free_jobs_hint')}
            </Typography>
            {failure && (
                <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads(count => count + 1)}>{translate('ats.candidate.retry')}</Button>}>
                    {failure}
                </Alert>
            )}
            {!answer && !failure && <CardSkeletons label="ats.candidate.loading" count={3} />}
            {answer && answer.data.length === 0 && (
                <EmptyState
                    icon={WorkOutline}
                    title={filtered ? 'ats.candidate.no_matching_jobs' : 'ats.candidate.no_jobs'}
                    description={filtered ? 'ats.candidate.no_matching_jobs_hint' : 'ats.candidate.no_jobs_hint'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={clearFilters}>
                                {translate('ats.candidate.clear_filters')}
                            </Button>
                        ) : undefined
                    }
                />
            )}
            {answer && answer.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                        {translate('ats.candidate.jobs_total', { smart_count: answer.meta.total })}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
                        {answer.data.map(job => (
                            <li key={job.id}>
                                <CandidateJobCard job={job} />
                            </li>
                        ))}
                    </Box>
                    <ListPager meta={answer.meta} onChange={setPage} />
                </>
            )}
        </Stack>
    );
}
