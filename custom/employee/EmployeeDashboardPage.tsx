/**
 * /employee/dashboard (GET employee/dashboard): my applications, my
 * referrals and my referrals hired, each a link to where they are listed;
 * the last six months of applications and referrals, and referrals by stage
 * (outsiders' words), as charts. The chart library (react-apexcharts) loads
 * with the first chart (custom/interviewer/BarChart.tsx, a lazy import inside
 * the area's chunk), and each chart offers its figures as a table.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EmployeeDashboard, EmployeePortalDataProvider } from '../../dataProvider/employeePortal';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { BarChart } from '../interviewer/BarChart';
import { employeePagePaths } from './paths';
import { formatMonth } from '../../ui/format';

const counts: Array<{ key: 'applications' | 'referrals' | 'referrals_hired'; label: string; to: string }> = [
    { key: 'applications', label: 'ats.employee.count_applications', to: employeePagePaths.appliedJobs },
    { key: 'referrals', label: 'ats.employee.count_referrals', to: employeePagePaths.referAndShare },
    { key: 'referrals_hired', label: 'ats.employee.count_referrals_hired', to: employeePagePaths.referAndShare },
];

/** The tiles and charts' places while the dashboard loads. */
function DashboardSkeleton() {
    const translate = useTranslate();
    return (
        <Box role="progressbar" aria-label={translate('ats.candidate.loading')} aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
                {counts.map(count => (
                    <Skeleton key={count.key} variant="rounded" height={104} />
                ))}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                <Skeleton variant="rounded" height={320} />
                <Skeleton variant="rounded" height={320} />
            </Box>
        </Box>
    );
}

export default function EmployeeDashboardPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [dashboard, setDashboard] = useState<EmployeeDashboard | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [reloads, setReloads] = useState(0);

    useEffect(() => {
        let cancelled = false;
        setFailure(null);
        dataProvider.employeeDashboard().then(
            value => !cancelled && setDashboard(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, reloads, translate]);

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.pages.employee_dashboard')} />
            {failure && (
                <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads(count => count + 1)}>{translate('ats.candidate.retry')}</Button>}>
                    {failure}
                </Alert>
            )}
            {!dashboard && !failure && <DashboardSkeleton />}
            {dashboard && (
                <>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
                        {counts.map(count => (
                            <li key={count.key}>
                                <Card variant="outlined">
                                    <CardActionArea component={RouterLink} to={count.to} data-testid={`employee-count-${count.key}`}>
                                        <CardContent>
                                            <Typography variant="h4" component="p">
                                                {dashboard[count.key]}
                                            </Typography>
                                            <Typography color="text.secondary">{translate(count.label)}</Typography>
                                        </CardContent>
                                    </CardActionArea>
                                </Card>
                            </li>
                        ))}
                    </Box>
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                        <BarChart
                            title="ats.employee.chart_over_time"
                            categoryLabel="ats.employee.month"
                            emptyDescription="ats.employee.chart_over_time_empty"
                            categories={dashboard.over_time.map(entry => formatMonth(entry.month))}
                            series={[
                                { name: translate('ats.employee.count_applications'), data: dashboard.over_time.map(entry => entry.applications) },
                                { name: translate('ats.employee.count_referrals'), data: dashboard.over_time.map(entry => entry.referrals) },
                            ]}
                        />
                        <BarChart
                            title="ats.employee.chart_by_stage"
                            categoryLabel="ats.candidate.status"
                            emptyDescription="ats.employee.chart_by_stage_empty"
                            categories={dashboard.referrals_by_stage.map(entry => entry.stage)}
                            series={[{ name: translate('ats.employee.count_referrals'), data: dashboard.referrals_by_stage.map(entry => entry.count) }]}
                        />
                    </Box>
                </>
            )}
        </Stack>
    );
}
