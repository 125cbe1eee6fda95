/**
 * /interviewer/dashboard: today's and this week's interviews, feedback
 * pending, completed, no-shows and profiles to review (dashboard-analytics),
 * interviews per month (interview-count/monthly) and the responses and
 * recommendations given (marks-distribution) as charts for a chosen year,
 * and the interviewer's own calibration. The charts' library loads with the
 * first chart (BarChart.tsx).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Calibration, DashboardAnalytics, InterviewsDataProvider, MarksDistribution, MonthlyCount } from '../../dataProvider/interviews';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { BarChart } from './BarChart';
import { CalibrationCard } from '../../ui/CalibrationCard';
import { formatDay } from '../../ui/format';
import { session } from '../../dataProvider/session';

const analyticsCards: { key: keyof DashboardAnalytics; label: string; to: string }[] = [
    { key: 'upcoming_today', label: 'ats.interviewer.upcoming_today', to: '/interviewer/upcoming-interviews' },
    { key: 'upcoming_week', label: 'ats.interviewer.upcoming_week', to: '/interviewer/upcoming-interviews' },
    // Ended without the interviewer's feedback: no longer upcoming, so listed with the past ones.
    { key: 'feedback_pending', label: 'ats.interviewer.feedback_pending', to: '/interviewer/past-interviews' },
    { key: 'completed', label: 'ats.interviewer.completed', to: '/interviewer/past-interviews' },
    { key: 'no_shows', label: 'ats.interviewer.no_shows', to: '/interviewer/past-interviews' },
    { key: 'profile_reviews_pending', label: 'ats.interviewer.profile_reviews_pending', to: '/interviewer/profile-approval' },
];

interface Charts {
    monthly: MonthlyCount[];
    marks: MarksDistribution;
}

function useLoaded<T>(load: () => Promise<T>, deps: unknown[]): { value: T | null; failure: string | null } {
    const translate = useTranslate();
    const [value, setValue] = useState<T | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    useEffect(() => {
        let cancelled = false;
        setValue(null);
        load().then(
            loaded => !cancelled && setValue(loaded),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
        // The caller names what its load depends on (the load itself is a new closure every render).
    }, deps);
    return { value, failure };
}

export default function InterviewerDashboard() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const thisYear = new Date().getFullYear();
    const [year, setYear] = useState(thisYear);
    const analytics = useLoaded(() => dataProvider.dashboardAnalytics(), [dataProvider]);
    // The signed-in person's own figures: a lead recruiter interviewing here would otherwise get the workspace's.
    const me = session.getUser()?.id;
    const charts = useLoaded<Charts>(async () => {
        const [monthly, marks] = await Promise.all([dataProvider.monthlyCounts(year, me), dataProvider.marksDistribution(year, me)]);
        return { monthly, marks };
    }, [dataProvider, year, me]);
    const calibration = useLoaded<Calibration>(() => dataProvider.myCalibration(), [dataProvider]);

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.pages.interviewer_dashboard')} />
            {analytics.failure && <Alert severity="error">{analytics.failure}</Alert>}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
                {analyticsCards.map(card => (
                    <li key={card.key}>
                        <Card variant="outlined">
                            <CardActionArea component={RouterLink} to={card.to}>
                                <CardContent>
                                    <Typography variant="h4" component="p" data-testid={`analytics-${card.key}`}>
                                        {analytics.value ? analytics.value[card.key] : analytics.failure ? '–' : <Skeleton width={40} />}
                                    </Typography>
                                    <Typography variant="body2" color="text.secondary">
                                        {translate(card.label)}
                                    </Typography>
                                </CardContent>
                            </CardActionArea>
                        </Card>
                    </li>
                ))}
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
                <TextField select size="small" label={translate('ats.interviewer.year')} value={year} onChange={event => setYear(Number(event.target.value))} sx={{ width: 140 }}>
                    {[thisYear, thisYear - 1, thisYear - 2].map(option => (
                        <MenuItem key={option} value={option}>
                            {option}
                        </MenuItem>
                    ))}
                </TextField>
            </Stack>
            {charts.failure && <Alert severity="error">{charts.failure}</Alert>}
            {!charts.value && !charts.failure && <ChartSkeletons />}
            {charts.value && <ChartsGrid charts={charts.value} />}
            {calibration.value && <CalibrationCard calibration={calibration.value} />}
        </Stack>
    );
}

/** The charts' places while they load, in the grid they will fill. */
function ChartSkeletons() {
    const translate = useTranslate();
    return (
        <Box role="progressbar" aria-label={translate('ats.interviews.loading')} aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="rounded" height={320} />
        </Box>
    );
}

function ChartsGrid({ charts }: { charts: Charts }) {
    const translate = useTranslate();
    const monthName = (month: string) => formatDay(month, { month: 'short' });
    const cell = (children: ReactNode) => <Box sx={{ minWidth: 0 }}>{children}</Box>;
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
            {cell(
                <BarChart
                    title="ats.interviewer.monthly_title"
                    categoryLabel="ats.interviewer.month"
                    categories={charts.monthly.map(row => monthName(row.month))}
                    series={[
                        { name: translate('ats.interviewer.scheduled'), data: charts.monthly.map(row => row.scheduled) },
                        { name: translate('ats.interviewer.completed'), data: charts.monthly.map(row => row.completed) },
                        { name: translate('ats.interviewer.no_shows'), data: charts.monthly.map(row => row.no_shows) },
                    ]}
                />,
            )}
            <Stack spacing={2} sx={{ minWidth: 0 }}>
                <BarChart
                    title="ats.interviewer.responses"
                    categoryLabel="ats.interviewer.level"
                    categories={charts.marks.levels.map(level => level.label)}
                    series={[{ name: translate('ats.interviewer.count'), data: charts.marks.levels.map(level => level.count) }]}
                />
                <BarChart
                    title="ats.interviewer.recommendations"
                    categoryLabel="ats.interviewer.recommendation"
                    categories={charts.marks.results.map(result => translate(`ats.interviews.results.${result.result}`, { _: result.label }))}
                    series={[{ name: translate('ats.interviewer.count'), data: charts.marks.results.map(result => result.count) }]}
                />
            </Stack>
        </Box>
    );
}
