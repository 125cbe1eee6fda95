/**
 * The applications behind a report's figure (GET reports/applications): a
 * paged table under the report, each candidate leading to their job's
 * board, with the same export as the report when the caller may export.
 * A figure of interviews or offers (the overview's, consolidated's, the
 * offer letters') counts more than the applications listed when one has
 * two: the list says so ("9 applications with 12 interviews") and shows
 * each application's count in a column of its own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DrillEventKind, DrillPage, ReportDrill, ReportFilters, ReportsDataProvider } from '../../dataProvider/reports';
import { errorMessage } from '../../ui/errors';
import { ExportButtons } from './ExportButtons';
import { formatDay } from '../../ui/format';
import { applicationPath } from '../board/openApplication';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; page: DrillPage };

const PAGE_SIZE = 25;
const COLUMNS = ['candidate', 'job', 'stage', 'source', 'applied_at'] as const;

/** "9 applications with 12 interviews.": the rows listed beside what the figure counted, in words of either order (Hindi puts the interviews first). */
function eventsCaption(page: DrillPage, kind: DrillEventKind, translate: (key: string, options?: Record<string, unknown>) => string): string {
    return translate('ats.reports.drill_counts', {
        applications: translate('ats.reports.drill_applications', { smart_count: page.meta.total }),
        events: translate(`ats.reports.drill_events.${kind}`, { smart_count: page.events?.total ?? 0 }),
    });
}

export interface DrillDownProps {
    filters: ReportFilters;
    drill: ReportDrill;
    /** What the figure was, in words, for the heading. */
    figure: string;
    /** How many times a figure was chosen: each choice brings the list into view, the same figure's too. */
    opened: number;
    canExport: boolean;
    onClose(): void;
}

/** Smooth, unless the system asks for less motion (WCAG 2.3.3, as the theme's transitions: custom/shell/theme.ts). */
const scrollBehavior = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

export function DrillDown({ filters, drill, figure, opened, canExport, onClose }: DrillDownProps) {
    const translate = useTranslate();
    const sectionRef = useRef<HTMLElement | null>(null);
    const headingRef = useRef<HTMLHeadingElement | null>(null);
    // Where the figure was chosen from (a table button; none for a chart bar), for the focus to go back to on Close.
    const chosenFrom = useRef<HTMLElement | null>(null);

    // The list opens under the table, below the fold: brought into view, its heading takes the focus,
    // so a screen reader says what opened and the keyboard goes on from there.
    useEffect(() => {
        const active = document.activeElement;
        chosenFrom.current = active instanceof HTMLElement && active !== document.body && !sectionRef.current?.contains(active) ? active : null;
        sectionRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
        headingRef.current?.focus({ preventScroll: true });
    }, [opened]);
    const close = () => {
        const back = chosenFrom.current;
        if (back?.isConnected) back.focus();
        onClose();
    };
    const dataProvider = useDataProvider<ReportsDataProvider>();
    const [page, setPage] = useState(0);
    const [load, setLoad] = useState<Load>({ state: 'loading' });
    const query = { ...filters, ...drill };
    const queryKey = JSON.stringify(query);

    useEffect(() => setPage(0), [queryKey]);
    useEffect(() => {
        let live = true;
        setLoad({ state: 'loading' });
        dataProvider.reportApplications({ ...JSON.parse(queryKey), page: page + 1, limit: PAGE_SIZE }).then(
            result => live && setLoad({ state: 'done', page: result }),
            error => live && setLoad({ state: 'error', message: errorMessage(error, translate('ats.reports.error')) }),
        );
        return () => {
            live = false;
        };
    }, [dataProvider, queryKey, page, translate]);

    const title = translate('ats.reports.drill_title', { figure });
    const captionId = useId();
    const events = load.state === 'done' ? load.page.events : undefined;
    const caption = load.state === 'done' && events && load.page.data.length > 0 ? eventsCaption(load.page, events.kind, translate) : null;
    return (
        <Paper
            ref={sectionRef}
            variant="outlined"
            component="section"
            aria-label={title}
            aria-describedby={caption ? captionId : undefined}
            sx={{ p: 2, scrollMarginTop: 'calc(var(--ats-page-top, 0px) + 16px)' }}
        >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 1 }}>
                <Typography ref={headingRef} tabIndex={-1} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {title}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    {canExport ? <ExportButtons what="applications" query={query} label={title} /> : null}
                    <Button size="small" onClick={close}>
                        {translate('ats.reports.drill_close')}
                    </Button>
                </Stack>
            </Stack>
            {load.state === 'loading' ? <Skeleton variant="rounded" height={160} /> : null}
            {load.state === 'error' ? <Alert severity="error">{load.message}</Alert> : null}
            {load.state === 'done' && load.page.data.length === 0 ? <Typography color="text.secondary">{translate('ats.reports.drill_empty')}</Typography> : null}
            {caption ? (
                <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {caption}
                </Typography>
            ) : null}
            {load.state === 'done' && load.page.data.length > 0 ? (
                <>
                    <Table size="small" aria-label={title} aria-describedby={caption ? captionId : undefined}>
                        <TableHead>
                            <TableRow>
                                {COLUMNS.map(column => (
                                    <TableCell key={column}>{translate(`ats.reports.columns.${column}`)}</TableCell>
                                ))}
                                {events ? <TableCell align="right">{translate(`ats.reports.drill_event_columns.${events.kind}`)}</TableCell> : null}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {load.page.data.map(row => (
                                <TableRow key={row.application_id}>
                                    <TableCell component="th" scope="row">
                                        <Link component={RouterLink} to={applicationPath(row.job_id, row.application_id)}>
                                            {row.candidate_name}
                                        </Link>
                                    </TableCell>
                                    <TableCell>{row.job_title}</TableCell>
                                    <TableCell>{row.stage_name}</TableCell>
                                    <TableCell>{translate(`ats.dashboard.sources.${row.source}`)}</TableCell>
                                    <TableCell>{formatDay(row.applied_at)}</TableCell>
                                    {events ? <TableCell align="right">{row.events ?? 0}</TableCell> : null}
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    <TablePagination
                        component="div"
                        count={load.page.meta.total}
                        page={page}
                        rowsPerPage={PAGE_SIZE}
                        rowsPerPageOptions={[PAGE_SIZE]}
                        onPageChange={(_, next) => setPage(next)}
                    />
                </>
            ) : null}
        </Paper>
    );
}
