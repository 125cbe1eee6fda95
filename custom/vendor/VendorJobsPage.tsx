/**
 * /vendors/job-openings: the open jobs shown to this vendor (vendor/jobs: all
 * vendors, or the vendors the recruiter chose for the job), 10 to a page,
 * with a keyword search and the filters of vendor/get-filters (job, skill,
 * location). Each job opens its detail (screening questions) or goes
 * straight to adding an applicant. On a phone the three choices fold behind a
 * "Filters" button under the search (ui/FiltersFold.tsx).
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VendorFilters, VendorPortalDataProvider } from '../../dataProvider/vendorPortal';
import { EmptyState } from '../../ui/EmptyState';
import { besideFilterFieldsSx, FiltersFold, filtersSetBeside } from '../../ui/FiltersFold';
import { useDebounced } from '../../ui/useDebounced';
import { emptyVendorJobFilter, isEmptyVendorJobFilter, vendorJobsBody, type VendorJobFilter } from './jobFilter';
import { CardSkeletons, LoadFailure } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { ListPager } from '../../ui/ListPager';
import { VendorJobCard } from './VendorJobCard';

const noFilters: VendorFilters = { jobs: [], skillNames: [], locations: [] };

export default function VendorJobsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const [filter, setFilter] = useState<VendorJobFilter>(emptyVendorJobFilter);
    const [page, setPage] = useState(1);
    // Typing waits 300 ms; a choice in a list is asked for as soon as the debounce settles too.
    const settled = useDebounced(filter, 300);
    const body = JSON.stringify(vendorJobsBody(settled, page));
    const jobs = useLoaded(() => dataProvider.vendorJobs(JSON.parse(body)), [dataProvider, body]);
    // Without the filter lists the page still works: search and paging stay.
    const options = useLoaded(() => dataProvider.vendorFilters().catch(() => noFilters), [dataProvider]).value ?? noFilters;

    const change = (patch: Partial<VendorJobFilter>) => {
        setFilter(current => ({ ...current, ...patch }));
        setPage(1);
    };
    const searchField = useRef<HTMLInputElement>(null);
    // The pressed button goes with the filters: the focus moves to the search, where the filters start.
    const clearFilters = () => {
        change(emptyVendorJobFilter);
        searchField.current?.focus();
    };
    const filtered = !isEmptyVendorJobFilter(filter);
    const folded = filtersSetBeside(filter, emptyVendorJobFilter, 'search');
    const choice = (key: 'job_id' | 'skill' | 'location', label: string, anyLabel: string, items: { value: string; label: string }[]) => (
        <TextField select size="small" label={translate(label)} value={filter[key]} onChange={event => change({ [key]: event.target.value })} sx={{ width: 220 }} slotProps={{ select: { name: key } }}>
            <MenuItem value="">{translate(anyLabel)}</MenuItem>
            {items.map(item => (
                <MenuItem key={item.value} value={item.value}>
                    {item.label}
                </MenuItem>
            ))}
        </TextField>
    );

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.nav.job_openings')} />
            <Stack direction="row" role="search" aria-label={translate('ats.vendor.job_filter')} sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' }}>
                <TextField size="small" type="search" inputRef={searchField} label={translate('ats.vendor.search_jobs')} value={filter.search} onChange={event => change({ search: event.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ width: 240 }} />
                <FiltersFold
                    toggleLabel={folded ? translate('ats.vendor.filters_toggle_count', { smart_count: folded }) : translate('ats.vendor.filters_toggle')}
                    // display: contents keeps the controls items of the search row on wider screens.
                    panelSx={{ display: 'contents' }}
                >
                    {choice('job_id', 'ats.vendor.filter_job', 'ats.vendor.any_job', options.jobs.map(job => ({ value: job.id, label: job.title })))}
                    {choice('skill', 'ats.vendor.filter_skill', 'ats.vendor.any_skill', options.skillNames.map(skill => ({ value: skill, label: skill })))}
                    {choice('location', 'ats.vendor.filter_location', 'ats.vendor.any_location', options.locations.map(location => ({ value: location, label: location })))}
                    {filtered && (
                        <Button onClick={clearFilters} sx={besideFilterFieldsSx}>
                            {translate('ats.vendor.clear_filters')}
                        </Button>
                    )}
                </FiltersFold>
            </Stack>
            {jobs.failure && <LoadFailure message={jobs.failure} onRetry={jobs.reload} />}
            {!jobs.value && !jobs.failure && <CardSkeletons count={3} />}
            {jobs.value && jobs.value.data.length === 0 && (
                <EmptyState
                    icon={WorkOutline}
                    title={filtered ? 'ats.vendor.no_matching_jobs' : 'ats.vendor.no_jobs'}
                    description={filtered ? 'ats.vendor.no_matching_jobs_hint' : 'ats.vendor.no_jobs_hint'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={clearFilters}>
                                {translate('ats.vendor.clear_filters')}
                            </Button>
                        ) : undefined
                    }
                />
            )}
            {jobs.value && jobs.value.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                        {translate('ats.vendor.jobs_total', { smart_count: jobs.value.meta.total })}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
                        {jobs.value.data.map(job => (
                            <li key={job.id}>
                                <VendorJobCard job={job} />
                            </li>
                        ))}
                    </Box>
                    <ListPager meta={jobs.value.meta} onChange={setPage} />
                </>
            )}
        </Stack>
    );
}
