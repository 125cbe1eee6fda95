/**
 * One dashboard chart. The funnel and the source mix are plain bars; the
 * series over time is apexcharts (the console's largest library), placed
 * last on the page and fetched only when it first scrolls into view
 * (behind an IntersectionObserver; a skeleton until its chunk is in, not a
 * Suspense fallback: ui/preloadable.tsx), so the /corporate page's
 * first view stays within its script budget (config/performance.json). The figures are also offered as a table under
 * the drawing, for keyboards and screen readers and for jsdom, where
 * apexcharts draws nothing.
 */
import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
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
import type { Props as ApexChartProps } from 'react-apexcharts';
import { preloadable, useChunkReady } from '../../ui/preloadable';

const apexChart = preloadable<ApexChartProps>(() => import('react-apexcharts'));

/** A bar a pointer can choose (DashboardChartProps.pick). */
export interface ChartPick {
    /** Whether the bar at this index leads somewhere. */
    can(index: number): boolean;
    onPick(index: number): void;
    /** Already translated: the hover text of a bar that leads somewhere. */
    title: string;
}

/**
 * Horizontal bars in plain elements, widths relative to the largest value: no library for the first view.
 * A bar that leads somewhere answers a click (its label, bar and figure alike); the keyboard's way
 * there is the page's own (the reports' table figures), so the drawing stays hidden from it.
 */
function Bars({ categories, values, colors, pick }: { categories: string[]; values: number[]; colors: string[]; pick?: ChartPick }) {
    const top = Math.max(1, ...values);
    return (
        <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content', gap: 1, alignItems: 'center', my: 2 }}>
            {categories.map((category, index) => {
                const picked = pick && (values[index] ?? 0) > 0 && pick.can(index) ? pick : null;
                const cell = picked ? { cursor: 'pointer' } : {};
                const onClick = picked ? () => picked.onPick(index) : undefined;
                return (
                    <Box key={category} sx={{ display: 'contents', ...(picked ? { '&:hover > *': { opacity: 0.8, textDecoration: 'underline' } } : {}) }} data-pickable={picked ? '' : undefined}>
                        <Typography variant="body2" onClick={onClick} title={picked?.title} sx={cell}>
                            {category}
                        </Typography>
                        <Box onClick={onClick} title={picked?.title} sx={{ ...cell, height: 18, borderRadius: 1, bgcolor: colors[index % colors.length], width: `${((values[index] ?? 0) / top) * 100}%`, minWidth: values[index] ? 4 : 0 }} />
                        <Typography variant="body2" onClick={onClick} title={picked?.title} sx={{ ...cell, textAlign: 'right' }}>
                            {values[index] ?? 0}
                        </Typography>
                    </Box>
                );
            })}
        </Box>
    );
}

function FiguresTable({ title, categories, values, categoryLabel, valueLabel }: Pick<DashboardChartProps, 'title' | 'categories' | 'values' | 'categoryLabel' | 'valueLabel'>) {
    const translate = useTranslate();
    return (
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
    );
}

/** True once the element has been in the viewport; at once where IntersectionObserver is missing (jsdom). */
function useSeen(): [RefObject<HTMLDivElement | null>, boolean] {
    const ref = useRef<HTMLDivElement | null>(null);
    const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
    useEffect(() => {
        const element = ref.current;
        if (seen || !element) return;
        const observer = new IntersectionObserver(entries => {
            if (entries.some(entry => entry.isIntersecting)) setSeen(true);
        });
        observer.observe(element);
        return () => observer.disconnect();
    }, [seen]);
    return [ref, seen];
}

export interface DashboardChartProps {
    /** i18n key */
    title: string;
    /** i18n key of a sentence under the title */
    hint?: string;
    /** bar and donut (shares) are drawn as plain bars; area (a series over time) by apexcharts. */
    kind: 'bar' | 'area' | 'donut';
    /** Already translated */
    categories: string[];
    values: number[];
    /** i18n keys of the table's two column headers */
    categoryLabel: string;
    valueLabel: string;
    /** Bars a click leads somewhere from (the reports' drill-down); the plain bars only. */
    pick?: ChartPick;
}

export function DashboardChart({ title, hint, kind, categories, values, categoryLabel, valueLabel, pick }: DashboardChartProps) {
    const translate = useTranslate();
    const theme = useTheme();
    const titleId = useId();
    const [drawingRef, seen] = useSeen();
    const empty = values.every(value => value === 0);
    const chartReady = useChunkReady(apexChart, seen && kind === 'area' && !empty);
    const top = Math.max(0, ...values);
    const palette = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.warning.main, theme.palette.info.main, theme.palette.success.main, theme.palette.error.main, theme.palette.grey[500]];
    const options = {
        xaxis: { categories, tickAmount: Math.min(categories.length, 10) },
        yaxis: { min: 0, tickAmount: Math.max(1, Math.min(5, top)), forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
        colors: [theme.palette.primary.main],
        dataLabels: { enabled: false },
        stroke: { curve: 'straight' as const, width: 2 },
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
            ) : kind !== 'area' ? (
                <>
                    <Bars categories={categories} values={values} colors={kind === 'donut' ? palette : [theme.palette.primary.main]} pick={pick} />
                    <FiguresTable title={title} categories={categories} values={values} categoryLabel={categoryLabel} valueLabel={valueLabel} />
                </>
            ) : (
                <>
                    {/* inert: the drawing is neither focusable nor read out; the table below carries the figures. */}
                    <Box inert ref={drawingRef} sx={{ minHeight: 260 }}>
                        <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
                            {!chartReady ? <Skeleton variant="rectangular" height={260} /> : <apexChart.Page
                                type="area"
                                height={260}
                                series={[{ name: translate(valueLabel), data: values }]}
                                options={{ chart: { toolbar: { show: false }, fontFamily: theme.typography.fontFamily, animations: { enabled: false } }, ...options }}
                            />}
                        </Suspense>
                    </Box>
                    <FiguresTable title={title} categories={categories} values={values} categoryLabel={categoryLabel} valueLabel={valueLabel} />
                </>
            )}
        </Paper>
    );
}
