/**
 * /vendors/dashboard (vendor/dashboard): this vendor's submissions, in
 * process, interviews, offers and hires as tiles, the same per job in a
 * table, and submissions and hires over the last 12 weeks or 12 months as a
 * chart. The chart's library (apexcharts) loads with the first chart
 * (custom/interviewer/BarChart.tsx) inside this area's chunk; its figures are
 * also a table for keyboards and screen readers.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VendorDashboard as Dashboard, VendorPortalDataProvider } from '../../dataProvider/vendorPortal';
import { EmptyState } from '../../ui/EmptyState';
import { BarChart } from '../interviewer/BarChart';
import { jobPath } from './jobFacts';
import { LoadFailure } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { formatDay, formatMonth } from '../../ui/format';
import { stackedLabel, stackedTableSx } from '../../ui/stackedTable';

type CountKey = keyof Dashboard['totals'];
export const dashboardCounts: CountKey[] = ['submissions', 'in_process', 'interviews', 'offers', 'hires'];

/** A period's label: "12 Mar" for a week, "Mar 2026" for a month (periods are calendar days). */
function periodLabel(period: string, granularity: 'weekly' | 'monthly'): string {
    return granularity === 'weekly' ? formatDay(period, { day: 'numeric', month: 'short' }) : formatMonth(period);
}

function Tiles({ totals }: { totals: Dashboard['totals'] }) {
    const translate = useTranslate();
    return (
        <Box component="ul" aria-label={translate('ats.vendor.totals')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
            {dashboardCounts.map(key => (
                <li key={key}>
                    <Card variant="outlined" data-testid={`vendor-tile-${key}`}>
                        <CardContent>
                            <Typography variant="h4" component="p">
                                {totals[key]}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {translate(`ats.vendor.counts.${key}`)}
                            </Typography>
                        </CardContent>
                    </Card>
                </li>
            ))}
        </Box>
    );
}

function PerJob({ rows }: { rows: Dashboard['per_job'] }) {
    const translate = useTranslate();
    return (
        <Card variant="outlined" component="section" aria-labelledby="vendor-per-job">
            <CardContent>
                <Typography id="vendor-per-job" variant="h6" component="h2" gutterBottom>
                    {translate('ats.vendor.per_job')}
                </Typography>
                {rows.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('ats.vendor.per_job_empty')}
                    </Typography>
                ) : (
                    <TableContainer>
                        <Table size="small" aria-labelledby="vendor-per-job" sx={stackedTableSx()}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('ats.vendor.job')}</TableCell>
                                    {dashboardCounts.map(key => (
                                        <TableCell key={key} align="right">
                                            {translate(`ats.vendor.counts.${key}`)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {rows.map(row => (
                                    <TableRow key={row.job_id} data-testid="vendor-per-job-row">
                                        <TableCell component="th" scope="row">
                                            <Link component={RouterLink} to={jobPath(row.job_id)}>
                                                {row.title}
                                            </Link>
                                        </TableCell>
                                        {dashboardCounts.map(key => (
                                            <TableCell key={key} align="right" {...stackedLabel(translate(`ats.vendor.counts.${key}`))}>
                                                {row[key]}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                )}
            </CardContent>
        </Card>
    );
}

function OverTime({ dashboard }: { dashboard: Dashboard }) {
    const translate = useTranslate();
    const [granularity, setGranularity] = useState<'weekly' | 'monthly'>('weekly');
    const series = dashboard[granularity];
    return (
        <Stack spacing={1}>
            <ToggleButtonGroup size="small" exclusive value={granularity} onChange={(_event, next: 'weekly' | 'monthly' | null) => next && setGranularity(next)} aria-label={translate('ats.vendor.chart_period')}>
                <ToggleButton value="weekly">{translate('ats.vendor.weekly')}</ToggleButton>
                <ToggleButton value="monthly">{translate('ats.vendor.monthly')}</ToggleButton>
            </ToggleButtonGroup>
            <BarChart
                title={granularity === 'weekly' ? 'ats.vendor.chart_weekly' : 'ats.vendor.chart_monthly'}
                categoryLabel={granularity === 'weekly' ? 'ats.vendor.week_of' : 'ats.vendor.month'}
                emptyDescription="ats.vendor.chart_empty_hint"
                categories={series.map(point => periodLabel(point.period, granularity))}
                series={[
                    { name: translate('ats.vendor.counts.submissions'), data: series.map(point => point.submissions) },
                    { name: translate('ats.vendor.counts.hires'), data: series.map(point => point.hires) },
                ]}
            />
        </Stack>
    );
}

/** The tiles and the chart's places while the dashboard loads. */
function DashboardSkeleton() {
    const translate = useTranslate();
    return (
        <Box role="progressbar" aria-label={translate('ats.load.loading')} aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
                {dashboardCounts.map(key => (
                    <Skeleton key={key} variant="rounded" height={104} />
                ))}
            </Box>
            <Skeleton variant="rounded" height={320} />
        </Box>
    );
}

export default function VendorDashboard() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const dashboard = useLoaded(() => dataProvider.vendorDashboard(), [dataProvider]);
    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.pages.vendor_dashboard')} />
            {dashboard.failure && <LoadFailure message={dashboard.failure} onRetry={dashboard.reload} />}
            {!dashboard.value && !dashboard.failure && <DashboardSkeleton />}
            {dashboard.value && <Tiles totals={dashboard.value.totals} />}
            {dashboard.value && dashboard.value.totals.submissions === 0 && (
                <EmptyState
                    title="ats.vendor.dashboard_empty"
                    description="ats.vendor.dashboard_empty_hint"
                    action={
                        <Button component={RouterLink} to="/vendors/job-openings" variant="contained">
                            {translate('ats.vendor.browse_jobs')}
                        </Button>
                    }
                />
            )}
            {dashboard.value && dashboard.value.totals.submissions > 0 && (
                <>
                    <OverTime dashboard={dashboard.value} />
                    <PerJob rows={dashboard.value.per_job} />
                </>
            )}
        </Stack>
    );
}
