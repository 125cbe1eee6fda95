/**
 * A bar chart drawn by apexcharts, which is loaded only when a chart first
 * renders (a chunk of its own, ui/preloadable.tsx): apexcharts is the
 * largest library of the console and only the dashboards that draw charts
 * load it, so no other page pays for it.
 * The same figures are offered as a table under the chart, for keyboards and
 * screen readers (an SVG chart says nothing to them) and for jsdom, where
 * apexcharts draws nothing.
 */
import { Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../ui/EmptyState';
import { Loading } from '../../ui/LoadStatus';
import { chunkComponent } from '../../ui/preloadable';
import type { Props as ApexChartProps } from 'react-apexcharts';
import BarChartIcon from '@mui/icons-material/BarChart';

const ApexChart = chunkComponent<ApexChartProps>(() => import('react-apexcharts'), <Loading label="ats.load.chart" />);

export interface BarSeries {
    /** Already translated */
    name: string;
    data: number[];
}

export interface BarChartProps {
    /** i18n key */
    title: string;
    categories: string[];
    series: BarSeries[];
    /** i18n key of the header of the category column in the table */
    categoryLabel: string;
    stacked?: boolean;
    /** i18n key of the sentence under "Nothing to chart yet" (the interviewer's by default). */
    emptyDescription?: string;
}

export function BarChart({ title, categories, series, categoryLabel, stacked = false, emptyDescription = 'ats.interviewer.no_chart_data_hint' }: BarChartProps) {
    const translate = useTranslate();
    const theme = useTheme();
    const titleId = useId();
    const empty = series.every(one => one.data.every(value => value === 0));
    // Counts: whole-number ticks from 0. apexcharts' default 5 ticks over a maximum of 1 are 0.25 apart, and rounding their labels printed 0 halfway up.
    const top = stacked ? Math.max(0, ...categories.map((_, index) => series.reduce((sum, one) => sum + (one.data[index] ?? 0), 0))) : Math.max(0, ...series.flatMap(one => one.data));
    return (
        <Paper variant="outlined" component="figure" aria-labelledby={titleId} sx={{ p: 2, m: 0 }}>
            <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {translate(title)}
            </Typography>
            {empty ? (
                <EmptyState title="ats.interviewer.no_chart_data" description={emptyDescription} icon={BarChartIcon} />
            ) : (
                <>
                    {/* inert: the drawing is neither focusable nor read out (apexcharts makes its legend focusable); the table below carries the figures. */}
                    <Box inert sx={{ minHeight: 260 }}>
                        <Suspense fallback={<Loading label="ats.load.chart" />}>
                            <ApexChart
                                type="bar"
                                height={260}
                                series={series}
                                options={{
                                    chart: { stacked, toolbar: { show: false }, fontFamily: theme.typography.fontFamily, animations: { enabled: false } },
                                    colors: [theme.palette.primary.main, theme.palette.warning.main, theme.palette.error.main, theme.palette.info.main],
                                    xaxis: { categories },
                                    yaxis: { min: 0, tickAmount: Math.max(1, Math.min(5, top)), forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
                                    dataLabels: { enabled: false },
                                    legend: { show: series.length > 1 },
                                }}
                            />
                        </Suspense>
                    </Box>
                    <details>
                        <summary>
                            <Typography component="span" variant="body2">
                                {translate('ats.interviewer.chart_as_table')}
                            </Typography>
                        </summary>
                        <Table size="small" aria-label={translate(title)}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(categoryLabel)}</TableCell>
                                    {series.map(one => (
                                        <TableCell key={one.name} align="right">
                                            {one.name}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {categories.map((category, index) => (
                                    <TableRow key={category}>
                                        <TableCell component="th" scope="row">
                                            {category}
                                        </TableCell>
                                        {series.map(one => (
                                            <TableCell key={one.name} align="right">
                                                {one.data[index] ?? 0}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </details>
                </>
            )}
        </Paper>
    );
}
