/**
 * /corporate/reports (ONBOARD-REPORT VIEW; docs/ui-reports.md): a report
 * picker, the filters that fit (kept in the URL), the summary figures, a
 * chart (the dashboard's DashboardChart), the table (x-data-grid, lazy) and,
 * from any figure with a drill, the applications behind it. Export buttons
 * only for callers holding ONBOARD-REPORT EXPORT (reports/filters says).
 */
import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_PERIODS, SOURCE_BUCKETS, countsOwnJobs } from '../../config/contracts/dashboard';
import { session } from '../../dataProvider/session';
import { REPORT_NAMES, REPORT_PAGE_SIZES } from '../../config/contracts/reports';
import { type Report, type ReportColumn, type ReportDrill, type ReportFilterKey, type ReportFilterLists, type ReportFilters, type ReportName, type ReportRow, type ReportsDataProvider, type ReportView } from '../../dataProvider/reports';
import { errorMessage } from '../../ui/errors';
import { formatDay } from '../../ui/format';
import { LoadFailure } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { chunkComponent } from '../../ui/preloadable';
import { DashboardChart, type ChartPick } from '../dashboard/DashboardChart';
import { DrillDown } from './DrillDown';
import { ExportButtons } from './ExportButtons';
import { SavedViews } from './SavedViews';
import { filtersFromSearch, formatCell, reportFromSearch, searchWith } from './reportsModel';
import type { ReportGridProps } from './ReportGrid';

// The grid (@mui/x-data-grid) is a chunk of its own, a skeleton in its place until it is in.
const ReportGrid = chunkComponent<ReportGridProps>(() => import('./ReportGrid'), <Skeleton variant="rounded" height={280} />);

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; report: Report };
/** `opened` counts the choices, so choosing the figure already shown still brings its list into view. */
type Drill = { drill: ReportDrill; figure: string; opened: number };

/** The option lists' filters, in the order they show; each shows only when it has choices (and Recruiter not to one who sees only their own jobs). */
const LIST_FILTERS: { key: ReportFilterKey; list: 'clients' | 'departments' | 'jobs' | 'recruiters' }[] = [
    { key: 'client_id', list: 'clients' },
    { key: 'department_id', list: 'departments' },
    { key: 'job_id', list: 'jobs' },
    { key: 'recruiter_id', list: 'recruiters' },
];

function useFilterLists(): ReportFilterLists | null {
    const dataProvider = useDataProvider<ReportsDataProvider>();
    const [lists, setLists] = useState<ReportFilterLists | null>(null);
    useEffect(() => {
        let live = true;
        dataProvider.reportFilters().then(
            result => live && setLists(result),
            () => live && setLists(null),
        );
        return () => {
            live = false;
        };
    }, [dataProvider]);
    return lists;
}

function FilterBar({ filters, lists, onChange }: { filters: ReportFilters; lists: ReportFilterLists | null; onChange(key: 'period' | ReportFilterKey, value: string): void }) {
    const translate = useTranslate();
    const select = (key: 'period' | ReportFilterKey, options: { id: string; label: string }[], withAll = true) => (
        <TextField key={key} select size="small" fullWidth label={translate(`ats.reports.${key}`)} value={filters[key] ?? ''} onChange={event => onChange(key, event.target.value)} sx={{ m: 0 }}>
            {withAll ? <MenuItem value="">{translate('ats.reports.all')}</MenuItem> : null}
            {options.map(option => (
                <MenuItem key={option.id} value={option.id}>
                    {option.label}
                </MenuItem>
            ))}
        </TextField>
    );
    return (
        <Box component="form" role="search" aria-label={translate('ats.reports.filters')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }} onSubmit={event => event.preventDefault()}>
            {select('period', DASHBOARD_PERIODS.map(period => ({ id: period, label: translate(`ats.dashboard.periods.${period}`) })), false)}
            {LIST_FILTERS.filter(filter => (lists?.[filter.list].length ?? 0) > 0 && !(filter.key === 'recruiter_id' && countsOwnJobs(session.getUser()?.role_name))).map(filter =>
                select(filter.key, lists?.[filter.list] ?? []),
            )}
            {select('source', SOURCE_BUCKETS.map(source => ({ id: source, label: translate(`ats.dashboard.sources.${source}`) })))}
            {(lists?.locations.length ?? 0) > 0 ? select('location', lists?.locations ?? []) : null}
        </Box>
    );
}

function Summary({ report }: { report: Report }) {
    const translate = useTranslate();
    return (
        <Box component="dl" aria-label={translate(`ats.reports.names.${report.report}`)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', m: 0 }}>
            {report.summary.map(figure => (
                <Paper key={figure.key} variant="outlined" sx={{ p: 2 }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(`ats.reports.summary.${figure.key}`)}
                    </Typography>
                    <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                        {formatCell(figure.value, figure.type, translate)}
                    </Typography>
                </Paper>
            ))}
        </Box>
    );
}

function Chart({ report, onDrill }: { report: Report; onDrill(drill: ReportDrill, figure: string): void }) {
    const translate = useTranslate();
    const { chart } = report;
    const label = (text: string) => {
        if (chart.labels === 'steps') return translate(`ats.dashboard.steps.${text}`);
        if (chart.labels === 'sources') return translate(`ats.dashboard.sources.${text}`);
        return chart.labels === 'columns' ? translate(`ats.reports.columns.${text}`) : text;
    };
    // A bar that counts applications leads where its table figure does (the point's drill, from the server).
    const pick: ChartPick = {
        can: index => chart.points[index]?.drill !== undefined,
        onPick: index => {
            const point = chart.points[index];
            if (point?.drill) onDrill(point.drill, `${translate(`ats.reports.columns.${chart.value_key}`)} · ${label(point.label)}`);
        },
        title: translate('ats.reports.bar_hint'),
    };
    return (
        <DashboardChart
            title={`ats.reports.names.${report.report}`}
            kind={chart.kind}
            categories={chart.points.map(point => label(point.label))}
            values={chart.points.map(point => point.value)}
            categoryLabel={chart.labels === 'steps' ? 'ats.dashboard.step' : `ats.reports.columns.${report.columns[0]?.key ?? 'job'}`}
            valueLabel={`ats.reports.columns.${chart.value_key}`}
            pick={pick}
        />
    );
}

/** Words for a drilled figure: the column and the row's first cell ("Reached · Screening"). */
function figureName(row: ReportRow, column: ReportColumn, first: ReportColumn | undefined, translate: (key: string, options?: Record<string, unknown>) => string): string {
    const rowLabel = first ? formatCell(row.cells[first.key], first.type, translate, first.key) : '';
    return `${translate(`ats.reports.columns.${column.key}`)} · ${rowLabel}`;
}

export function ReportsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ReportsDataProvider>();
    const [search, setSearch] = useSearchParams();
    const lists = useFilterLists();
    const name = reportFromSearch(search);
    const filters = filtersFromSearch(search);
    const filtersKey = JSON.stringify(filters);
    const [pagination, setPagination] = useState({ page: 0, pageSize: REPORT_PAGE_SIZES[0] as number });
    const [load, setLoad] = useState<Load>({ state: 'loading' });
    const [attempt, setAttempt] = useState(0);
    const [drill, setDrill] = useState<Drill | null>(null);
    // The columns chosen for a report (by the grid's column menu or a saved view); another report shows all of its own.
    const [chosenColumns, setChosenColumns] = useState<{ report: ReportName; columns: string[] } | null>(null);
    const visibleColumns = chosenColumns?.report === name && chosenColumns.columns.length > 0 ? chosenColumns.columns : null;

    // A new report or filter starts again at the first page, without a drill-down.
    useEffect(() => {
        setPagination(current => ({ ...current, page: 0 }));
        setDrill(null);
    }, [name, filtersKey]);

    useEffect(() => {
        let live = true;
        setLoad(current => (current.state === 'done' && current.report.report === name ? current : { state: 'loading' }));
        dataProvider.report(name, { ...JSON.parse(filtersKey), page: pagination.page + 1, limit: pagination.pageSize }).then(
            report => live && setLoad({ state: 'done', report }),
            error => live && setLoad({ state: 'error', message: errorMessage(error, translate('ats.reports.error')) }),
        );
        return () => {
            live = false;
        };
    }, [dataProvider, name, filtersKey, pagination.page, pagination.pageSize, attempt, translate]);

    const change = (key: 'report' | 'period' | ReportFilterKey, value: string) => setSearch(searchWith(search, key, value), { replace: key !== 'report' && key !== 'job_id' });
    const applyView = (view: ReportView) => {
        const next = new URLSearchParams({ report: view.report });
        for (const [key, value] of Object.entries(view.filters)) if (typeof value === 'string' && value) next.set(key, value);
        setSearch(next);
        setChosenColumns({ report: view.report, columns: view.columns });
    };
    const done = load.state === 'done' ? load.report : null;
    const openDrill = (next: ReportDrill, figure: string) => setDrill(current => ({ drill: next, figure, opened: (current?.opened ?? 0) + 1 }));
    const canExport = lists?.can_export === true;

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.reports.title')} />
            <Typography color="text.secondary">{translate(`ats.reports.descriptions.${name}`)}</Typography>
            {/* The exports are the page's secondary actions: their progress shows under them, which the bar has no room for. */}
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' }}>
                <TextField select size="small" label={translate('ats.reports.report')} value={name} onChange={event => change('report', event.target.value)} sx={{ width: 280, m: 0 }}>
                    {REPORT_NAMES.map(report => (
                        <MenuItem key={report} value={report}>
                            {translate(`ats.reports.names.${report}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <SavedViews report={name} filters={filters} columns={visibleColumns} onApply={applyView} />
                {name === 'job-analytics' && filters.job_id ? (
                    <Button size="small" startIcon={<ArrowBack />} onClick={() => change('job_id', '')}>
                        {translate('ats.reports.clear_job')}
                    </Button>
                ) : null}
                {canExport ? (
                    <Box sx={{ ml: 'auto' }}>
                        <ExportButtons what={name} query={filters} label={translate('ats.reports.export')} />
                    </Box>
                ) : null}
            </Stack>
            <FilterBar filters={filters} lists={lists} onChange={change} />
            {done ? (
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {translate('ats.reports.range', { from: formatDay(done.period.from), to: formatDay(done.period.to) })}
                    {done.scope === 'own_jobs' ? ` ${translate('ats.reports.own_jobs')}` : ''}
                </Typography>
            ) : null}
            {load.state === 'loading' ? (
                <Box role="status" aria-label={translate('ats.reports.loading')} sx={{ display: 'grid', gap: 2 }}>
                    <Skeleton variant="rounded" height={96} />
                    <Skeleton variant="rounded" height={280} />
                </Box>
            ) : null}
            {load.state === 'error' ? <LoadFailure message={load.message} onRetry={() => setAttempt(value => value + 1)} /> : null}
            {done ? (
                <>
                    <Summary report={done} />
                    <Chart report={done} onDrill={openDrill} />
                    {done.meta.total === 0 ? (
                        <Typography color="text.secondary">{translate('ats.reports.empty')}</Typography>
                    ) : (
                        <>
                            <Typography variant="body2" color="text.secondary">
                                {translate('ats.reports.drill_hint')}
                            </Typography>
                            <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                                <ReportGrid
                                    report={done}
                                    loading={false}
                                    pagination={pagination}
                                    onPagination={setPagination}
                                    onOpenJob={jobId => change('job_id', jobId)}
                                    visibleColumns={visibleColumns}
                                    onVisibleColumns={columns => setChosenColumns({ report: name, columns })}
                                    onDrill={(row, column) => openDrill({ ...row.drill, ...(column.outcome ? { outcome: column.outcome } : {}) }, figureName(row, column, done.columns[0], translate))}
                                />
                            </Suspense>
                        </>
                    )}
                    {drill ? <DrillDown filters={filters} drill={drill.drill} figure={drill.figure} opened={drill.opened} canExport={canExport} onClose={() => setDrill(null)} /> : null}
                </>
            ) : null}
        </Stack>
    );
}
