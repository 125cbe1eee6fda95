/**
 * The corporate home (/corporate, docs/api-dashboard.md): the welcome line,
 * the filters (period, client, department, recruiter; kept in the URL; no
 * recruiter for one who sees only their own jobs' figures), and
 * the dashboard's figures, fetched again whenever a filter changes (SPEC.md
 * section 4). Skeletons while loading, an empty state for a workspace with
 * nothing to count, an error with a retry. Charts are lazy (DashboardChart).
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Insights from '@mui/icons-material/Insights';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DASHBOARD_PERIODS, FUNNEL_STEPS, countsOwnJobs } from '../../config/contracts/dashboard';
import type { CorporateDashboard as Dashboard, DashboardDataProvider, DashboardQuery } from '../../dataProvider/dashboard';
import type { JobsDataProvider } from '../../dataProvider/jobs';
import type { FilterLists } from '../../dataProvider/jobsTypes';
import { session } from '../../dataProvider/session';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailure } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { useWorkspace } from '../workspaceContext';
import { DashboardChart } from './DashboardChart';
import { DeadlinesList, NeedsYouList } from './DashboardLists';
import { DashboardTiles } from './DashboardTiles';
import { isEmptyWorkspace, queryFromSearch, searchWith, type FilterKey } from './dashboardModel';
import { formatDay } from '../../ui/format';

type Options = Pick<FilterLists, 'clients' | 'departments' | 'recruiters'>;

const FILTERS: { key: FilterKey; list: keyof Options; label: string }[] = [
    { key: 'client_id', list: 'clients', label: 'ats.dashboard.client' },
    { key: 'department_id', list: 'departments', label: 'ats.dashboard.department' },
    { key: 'recruiter_id', list: 'recruiters', label: 'ats.dashboard.recruiter' },
];

/** The filters' choices come from the job filters (get-filter-list); a caller who may not read jobs filters by period only. */
function useFilterOptions(): Options | null {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [options, setOptions] = useState<Options | null>(null);
    useEffect(() => {
        let live = true;
        dataProvider.getFilterList().then(
            lists => live && setOptions({ clients: lists.clients ?? [], departments: lists.departments ?? [], recruiters: lists.recruiters ?? [] }),
            () => live && setOptions(null),
        );
        return () => {
            live = false;
        };
    }, [dataProvider]);
    return options;
}

function Filters({ query, options, onChange }: { query: DashboardQuery; options: Options | null; onChange: (key: 'period' | FilterKey, value: string) => void }) {
    const translate = useTranslate();
    return (
        <Stack component="form" role="search" aria-label={translate('ats.dashboard.filters')} direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }} onSubmit={event => event.preventDefault()}>
            <TextField select size="small" label={translate('ats.dashboard.period')} value={query.period} onChange={event => onChange('period', event.target.value)} sx={{ width: { xs: '100%', sm: 200 } }}>
                {DASHBOARD_PERIODS.map(period => (
                    <MenuItem key={period} value={period}>
                        {translate(`ats.dashboard.periods.${period}`)}
                    </MenuItem>
                ))}
            </TextField>
            {FILTERS.filter(filter => (options?.[filter.list].length ?? 0) > 0 && !(filter.key === 'recruiter_id' && countsOwnJobs(session.getUser()?.role_name))).map(filter => (
                <TextField key={filter.key} select size="small" label={translate(filter.label)} value={query[filter.key] ?? ''} onChange={event => onChange(filter.key, event.target.value)} sx={{ width: { xs: '100%', sm: 200 } }}>
                    <MenuItem value="">{translate('ats.dashboard.all')}</MenuItem>
                    {options?.[filter.list].map(option => (
                        <MenuItem key={option.id} value={String(option.id)}>
                            {option.label}
                        </MenuItem>
                    ))}
                </TextField>
            ))}
        </Stack>
    );
}

function Loading() {
    const translate = useTranslate();
    return (
        <Box role="status" aria-label={translate('ats.dashboard.loading')} sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
                {Array.from({ length: 7 }, (_, index) => (
                    <Skeleton key={index} variant="rounded" height={112} />
                ))}
            </Box>
            <Skeleton variant="rounded" height={320} />
        </Box>
    );
}

function Figures({ data }: { data: Dashboard }) {
    const translate = useTranslate();
    const bucket = data.applications_over_time.bucket;
    const shortDay = (iso: string) => formatDay(iso, { month: 'short', day: 'numeric' });
    return (
        <Stack spacing={2}>
            <DashboardTiles tiles={data.tiles} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
                <DeadlinesList deadlines={data.deadlines} />
                <NeedsYouList needs={data.needs_you} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
                <DashboardChart
                    title="ats.dashboard.funnel"
                    hint="ats.dashboard.funnel_hint"
                    kind="bar"
                    categories={FUNNEL_STEPS.map(step => translate(`ats.dashboard.steps.${step}`))}
                    values={FUNNEL_STEPS.map(step => data.funnel.find(one => one.step === step)?.count ?? 0)}
                    categoryLabel="ats.dashboard.step"
                    valueLabel="ats.dashboard.count"
                />
                <DashboardChart
                    title="ats.dashboard.source_mix"
                    kind="donut"
                    categories={data.source_mix.buckets.map(one => translate(`ats.dashboard.sources.${one.source}`))}
                    values={data.source_mix.buckets.map(one => one.count)}
                    categoryLabel="ats.dashboard.source"
                    valueLabel="ats.dashboard.count"
                />
            </Box>
            <DashboardChart
                title="ats.dashboard.over_time"
                kind="area"
                categories={data.applications_over_time.points.map(point => shortDay(point.date))}
                values={data.applications_over_time.points.map(point => point.count)}
                categoryLabel={bucket === 'day' ? 'ats.dashboard.day' : 'ats.dashboard.week'}
                valueLabel="ats.dashboard.count"
            />
            {data.source_mix.campaigns.length > 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {`${translate('ats.dashboard.campaigns')}: ${data.source_mix.campaigns.map(one => `${one.campaign} (${one.count})`).join(', ')}`}
                </Typography>
            ) : null}
        </Stack>
    );
}

export function CorporateDashboard() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<DashboardDataProvider>();
    const { company } = useWorkspace();
    const [search, setSearch] = useSearchParams();
    const options = useFilterOptions();
    const query = queryFromSearch(search);
    const queryKey = JSON.stringify(query);
    // Fetched again on every change of the filters (SPEC.md section 4); the answer keeps the query it answers.
    const load = useLoaded(
        () => {
            const request = JSON.parse(queryKey) as DashboardQuery;
            return dataProvider.corporateDashboard(request).then(data => ({ data, query: request }));
        },
        [dataProvider, queryKey],
        'ats.dashboard.error',
    );

    const user = session.getUser();
    const workspace = company ?? session.getCompany();
    const companyName = workspace?.brand_name || workspace?.company_name || user?.company_name || '';
    const userName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
    const done = load.value;

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.dashboard.welcome', { name: userName })} />
            <Typography color="text.secondary">{translate('ats.dashboard.workspace', { company: companyName })}</Typography>
            <Filters query={query} options={options} onChange={(key, value) => setSearch(searchWith(search, key, value), { replace: true })} />
            {done ? (
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {translate('ats.dashboard.period_range', { from: formatDay(done.data.period.from), to: formatDay(done.data.period.to), previous_from: formatDay(done.data.period.previous_from), previous_to: formatDay(done.data.period.previous_to) })}
                    {done.data.scope === 'own_jobs' ? ` ${translate('ats.dashboard.own_jobs')}` : ''}
                </Typography>
            ) : null}
            {!done && !load.failure ? <Loading /> : null}
            {load.failure ? <LoadFailure message={load.failure} onRetry={load.reload} /> : null}
            {done && isEmptyWorkspace(done.data, done.query) ? (
                <EmptyState
                    title="ats.dashboard.empty_title"
                    description="ats.dashboard.empty_description"
                    icon={Insights}
                    action={
                        <Button component={RouterLink} to="/corporate/post-a-job" variant="contained">
                            {translate('ats.dashboard.post_job')}
                        </Button>
                    }
                />
            ) : done ? (
                <Figures data={done.data} />
            ) : null}
        </Stack>
    );
}
