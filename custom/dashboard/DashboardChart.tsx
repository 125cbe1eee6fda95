/**
 * One dashboard chart: apexcharts, loaded only when a chart first renders
 * (React.lazy), so the /corporate entry chunk stays within its budget
 * (config/performance.json). The figures are also offered as a table under
 * the drawing, for keyboards and screen readers and for jsdom, where
 * apexcharts draws nothing.
 */
import { lazy, Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const ApexChart = lazy(() => import('react-apexcharts'));

export interface DashboardChartProps {
    /** i18n key */
    title: string;
    /** i18n key of a sentence under the title */
    hint?: string;
    kind: 'bar' | 'area' | 'donut';
    /** Already translated */
    categories: string[];
    values: number[];
    /** i18n keys of the table's two column headers */
    categoryLabel: string;
    valueLabel: string;
    horizontal?: boolean;
}

export function DashboardChart({ title, hint, kind, categories, values, categoryLabel, valueLabel, horizontal = false }: DashboardChartProps) {
    const translate = useTranslate();
    const theme = useTheme();
    const titleId = useId();
    const empty = values.every(value => value === 0);
    const top = Math.max(0, ...values);
    const palette = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.warning.main, theme.palette.info.main, theme.palette.success.main, theme.palette.error.main, theme.palette.grey[500]];
    const options =
        kind === 'donut'
            ? { labels: categories, colors: palette, legend: { position: 'bottom' as const }, dataLabels: { enabled: false } }
            : {
                  xaxis: { categories, ...(kind === 'area' ? { tickAmount: Math.min(categories.length, 10) } : {}) },
                  yaxis: { min: 0, tickAmount: Math.max(1, Math.min(5, top)), forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
                  plotOptions: { bar: { horizontal } },
                  colors: [theme.palette.primary.main],
                  dataLabels: { enabled: false },
                  stroke: { curve: 'straight' as const, width: kind === 'area' ? 2 : 0 },
              };
    return (
        <Paper variant="outlined" component="figure" aria-labelledby={titleId} sx={{ p: 2, m: 0, height: '100%' }}>
            <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate(title)}
            </Typography>
            {hint ? (
                <Typography variant="body2" color="text.secondary">
                    {translate(hint)}
                </Typography>
            ) : null}
            {empty ? (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                    {translate('ats.dashboard.no_chart_data')}
                </Typography>
            ) : (
                <>
                    {/* inert: the drawing is neither focusable nor read out; the table below carries the figures. */}
                    <Box inert sx={{ minHeight: 260 }}>
                        <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
                            <ApexChart
                                type={kind}
                                height={260}
                                series={kind === 'donut' ? values : [{ name: translate(valueLabel), data: values }]}
                                options={{ chart: { toolbar: { show: false }, fontFamily: theme.typography.fontFamily, animations: { enabled: false } }, ...options }}
                            />
                        </Suspense>
                    </Box>
                    <details>
                        <summary>
                            <Typography component="span" variant="body2">
                                {translate('ats.dashboard.chart_as_table')}
                            </Typography>
                        </summary>
                        <Table size="small" aria-label={translate(title)}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(categoryLabel)}</TableCell>
                                    <TableCell align="right">{translate(valueLabel)}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {categories.map((category, index) => (
                                    <TableRow key={category}>
                                        <TableCell component="th" scope="row">
                                            {category}
                                        </TableCell>
                                        <TableCell align="right">{values[index] ?? 0}</TableCell>
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
