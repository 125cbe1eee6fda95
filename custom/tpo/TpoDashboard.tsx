/**
 * The placement dashboard (/corporate for an institute's workspace, TPO mode;
 * docs/api-dashboard.md, rules in docs/decisions.md): the academic year's
 * students placed, companies hiring, offers and their acceptance, salaries,
 * then the same by department and by year. Year and department are kept in
 * the URL and the figures fetched again on each change. A chunk of its own,
 * with its words (config/i18n/en.usage.json), loaded only for institutes
 * (custom/dashboard/DashboardHome.tsx).
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import School from '@mui/icons-material/School';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ACADEMIC_YEAR_START_MONTH, TPO_YEARS_SHOWN } from '../../config/contracts/tpo';
import type { JobsDataProvider } from '../../dataProvider/jobs';
import { session } from '../../dataProvider/session';
import { usageApi, type TpoDashboard as Dashboard, type TpoFigures, type TpoQuery } from '../../dataProvider/usage';
import { EmptyState } from '../../ui/EmptyState';
import { FigureTable } from '../../ui/FigureTable';
import { formatCurrency, formatDay, formatNumber, formatPercent } from '../../ui/format';
import { LoadFailure } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { DashboardChart } from '../dashboard/DashboardChart';
import { useWorkspace } from '../workspaceContext';

/** The academic year today falls in, by the browser's calendar (the server's answer names the workspace's). */
export function currentAcademicYear(today = new Date()): number {
    return today.getMonth() + 1 >= ACADEMIC_YEAR_START_MONTH ? today.getFullYear() : today.getFullYear() - 1;
}

const yearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

export function tpoQueryFrom(search: URLSearchParams): TpoQuery {
    const year = Number(search.get('year'));
    const department = search.get('department_id');
    return { ...(Number.isInteger(year) && year >= 2000 && year <= 2100 ? { year } : {}), ...(department ? { department_id: department } : {}) };
}

function useDepartments(): { id: string; label: string }[] {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [departments, setDepartments] = useState<{ id: string; label: string }[]>([]);
    useEffect(() => {
        let live = true;
        dataProvider.getFilterList().then(
            lists => live && setDepartments((lists.departments ?? []).map(d => ({ id: String(d.id), label: d.label ?? '' }))),
            () => live && setDepartments([]),
        );
        return () => {
            live = false;
        };
    }, [dataProvider]);
    return departments;
}

const TILES = ['students_placed', 'companies_hiring', 'offers_made', 'offers_accepted', 'median_salary', 'highest_salary'] as const;

function money(value: number | null, currency: string | null): string {
    if (value === null) return '—';
    return currency ? formatCurrency(value, currency) : formatNumber(value);
}

function Tiles({ figures, currency }: { figures: TpoFigures; currency: string | null }) {
    const translate = useTranslate();
    const value = (key: (typeof TILES)[number]) => (key === 'median_salary' || key === 'highest_salary' ? money(figures[key], currency) : formatNumber(figures[key]));
    const note = (key: (typeof TILES)[number]) => {
        if (key === 'students_placed') return translate('ats.tpo.of_students', { count: formatNumber(figures.students) });
        if (key === 'offers_accepted') return translate('ats.tpo.acceptance', { rate: formatPercent(figures.acceptance_rate) ?? '—', declined: formatNumber(figures.offers_declined) });
        if (key === 'median_salary' || key === 'highest_salary') return currency ? translate('ats.tpo.in_currency', { currency }) : '';
        return '';
    };
    return (
        <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', listStyle: 'none', p: 0, m: 0 }}>
            {TILES.map(key => (
                <Paper component="li" key={key} variant="outlined" sx={{ p: 2 }} aria-label={`${translate(`ats.tpo.tiles.${key}`)}: ${value(key)}`}>
                    <Typography variant="body2" color="text.secondary">
                        {translate(`ats.tpo.tiles.${key}`)}
                    </Typography>
                    <Typography variant="h5" component="p">
                        {value(key)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                        {note(key)}
                    </Typography>
                </Paper>
            ))}
        </Box>
    );
}

type Row = TpoFigures & { key: string; label: string };

const COLUMNS = ['students', 'students_placed', 'companies_hiring', 'offers_made', 'offers_accepted', 'acceptance_rate', 'median_salary', 'highest_salary'] as const;

function FiguresTable({ title, first, rows, currency }: { title: string; first: string; rows: Row[]; currency: string | null }) {
    const translate = useTranslate();
    const cell = (row: Row, column: (typeof COLUMNS)[number]) => {
        if (column === 'acceptance_rate') return formatPercent(row.acceptance_rate) ?? '—';
        if (column === 'median_salary' || column === 'highest_salary') return money(row[column], currency);
        return formatNumber(row[column]);
    };
    return (
        <FigureTable
            title={title}
            first={first}
            columns={COLUMNS}
            header={column => translate(`ats.tpo.columns.${column}`)}
            rows={rows}
            rowKey={row => row.key}
            rowLabel={row => row.label}
            cell={cell}
        />
    );
}

function Figures({ data }: { data: Dashboard }) {
    const translate = useTranslate();
    const departments: Row[] = data.by_department.map(d => ({ ...d, key: d.department_id ?? 'none', label: d.department ?? translate('ats.tpo.no_department') }));
    const years: Row[] = data.by_year.map(y => ({ ...y, key: String(y.start_year), label: y.label }));
    return (
        <Stack spacing={2}>
            <Tiles figures={data.totals} currency={data.currency} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
                <DashboardChart
                    title="ats.tpo.placed_by_year"
                    kind="bar"
                    categories={years.map(y => y.label)}
                    values={years.map(y => y.students_placed)}
                    categoryLabel="ats.tpo.year"
                    valueLabel="ats.tpo.columns.students_placed"
                />
                <DashboardChart
                    title="ats.tpo.placed_by_department"
                    kind="bar"
                    categories={departments.map(d => d.label)}
                    values={departments.map(d => d.students_placed)}
                    categoryLabel="ats.tpo.department"
                    valueLabel="ats.tpo.columns.students_placed"
                />
            </Box>
            <FiguresTable title="ats.tpo.by_department" first="ats.tpo.department" rows={departments} currency={data.currency} />
            <FiguresTable title="ats.tpo.by_year" first="ats.tpo.year" rows={years} currency={data.currency} />
        </Stack>
    );
}

export default function TpoDashboard() {
    const translate = useTranslate();
    const { company } = useWorkspace();
    const [search, setSearch] = useSearchParams();
    const departments = useDepartments();
    const query = tpoQueryFrom(search);
    const queryKey = JSON.stringify(query);
    const load = useLoaded(() => usageApi.tpoDashboard(JSON.parse(queryKey) as TpoQuery), [queryKey], 'ats.tpo.error');
    const workspace = company ?? session.getCompany();
    const thisYear = currentAcademicYear();
    const years = Array.from({ length: TPO_YEARS_SHOWN * 2 }, (_, i) => thisYear - i);
    const change = (key: 'year' | 'department_id', value: string) => {
        const next = new URLSearchParams(search);
        if (value) next.set(key, value);
        else next.delete(key);
        setSearch(next, { replace: true });
    };
    const done = load.value;
    // The chosen year may be empty while the years before it are not: the tables then show those.
    const anything = done ? done.by_year.some(y => y.students > 0 || y.offers_made > 0) : false;

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.tpo.title')} />
            <Typography color="text.secondary">{translate('ats.tpo.institute', { institute: workspace?.institute ?? '' })}</Typography>
            <Stack component="form" role="search" aria-label={translate('ats.tpo.filters')} direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }} onSubmit={event => event.preventDefault()}>
                <TextField select size="small" label={translate('ats.tpo.year')} value={String(query.year ?? thisYear)} onChange={event => change('year', event.target.value)} sx={{ width: { xs: '100%', sm: 170 } }}>
                    {years.map(year => (
                        <MenuItem key={year} value={String(year)}>
                            {yearLabel(year)}
                        </MenuItem>
                    ))}
                </TextField>
                {departments.length > 0 ? (
                    <TextField select size="small" label={translate('ats.tpo.department')} value={query.department_id ?? ''} onChange={event => change('department_id', event.target.value)} sx={{ width: { xs: '100%', sm: 220 } }}>
                        <MenuItem value="">{translate('ats.tpo.all_departments')}</MenuItem>
                        {departments.map(d => (
                            <MenuItem key={d.id} value={d.id}>
                                {d.label}
                            </MenuItem>
                        ))}
                    </TextField>
                ) : null}
            </Stack>
            {done ? (
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {translate('ats.tpo.year_range', { label: done.year.label, from: formatDay(done.year.from), to: formatDay(done.year.to) })}
                    {done.scope === 'own_jobs' ? ` ${translate('ats.tpo.own_jobs')}` : ''}
                </Typography>
            ) : null}
            {!done && !load.failure ? (
                <Box role="status" aria-label={translate('ats.tpo.loading')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
                    {TILES.map(key => (
                        <Skeleton key={key} variant="rounded" height={104} />
                    ))}
                </Box>
            ) : null}
            {load.failure ? <LoadFailure message={load.failure} onRetry={load.reload} /> : null}
            {done && !anything ? (
                <EmptyState title="ats.tpo.empty_title" description="ats.tpo.empty_description" icon={School} />
            ) : null}
            {done && anything ? <Figures data={done} /> : null}
        </Stack>
    );
}
