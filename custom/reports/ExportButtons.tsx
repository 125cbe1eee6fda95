/**
 * Export to CSV or XLSX (ONBOARD-REPORT EXPORT: the page renders this only
 * when reports/filters says the caller may). The file streams in; while it
 * does, a progress bar shows rows (CSV, against the server's row count) or
 * kilobytes (XLSX, whose rows cannot be counted on the way), then the
 * browser saves it.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import { EXPORT_FORMATS } from '../../config/contracts/reports';
import { type ExportFormat, type ReportDrill, type ReportFilters, type ReportName, type ReportsDataProvider } from '../../dataProvider/reports';
import { BusyButton } from '../../ui/BusyButton';
import { saveBlob } from '../../ui/download';
import { errorMessage } from '../../ui/errors';
import type { ExportProgress } from '../../dataProvider/reports';

// A running export knows its format: that button, pressed, keeps the focus meanwhile (ui/BusyButton.tsx); the other is disabled.
type State = { state: 'idle' } | { state: 'running'; format: ExportFormat; progress: ExportProgress } | { state: 'done'; rows: number | null } | { state: 'error'; message: string };

export function ExportButtons({ what, query, label }: { what: ReportName | 'applications'; query: ReportFilters & ReportDrill; label: string }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ReportsDataProvider>();
    const [state, setState] = useState<State>({ state: 'idle' });

    const run = async (format: ExportFormat) => {
        setState({ state: 'running', format, progress: { bytes: 0, rows: 0, total: null } });
        try {
            const file = await dataProvider.exportReport(what, { ...query, format }, progress => setState({ state: 'running', format, progress }));
            saveBlob(file.blob, file.filename);
            setState({ state: 'done', rows: file.rows });
        } catch (error) {
            setState({ state: 'error', message: errorMessage(error, translate('ats.reports.export_failed')) });
        }
    };

    const running = state.state === 'running' ? state.progress : null;
    const runningFormat = state.state === 'running' ? state.format : null;
    const percent = running && running.rows !== null && running.total ? Math.min(100, (running.rows / running.total) * 100) : undefined;
    const done = running ? (running.rows !== null && running.total !== null ? translate('ats.reports.rows_progress', { done: running.rows, total: running.total }) : translate('ats.reports.bytes_progress', { kb: Math.round(running.bytes / 1024) })) : '';
    return (
        <Stack spacing={1} sx={{ minWidth: 240, alignItems: 'flex-end' }}>
            <Stack direction="row" spacing={1} role="group" aria-label={label}>
                {EXPORT_FORMATS.map(format => (
                    <BusyButton
                        key={format}
                        variant="outlined"
                        size="small"
                        startIcon={<Download />}
                        busy={runningFormat === format}
                        disabled={runningFormat !== null && runningFormat !== format}
                        onClick={() => void run(format)}
                        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                    >
                        {translate(`ats.reports.export_${format}`)}
                    </BusyButton>
                ))}
            </Stack>
            {running ? (
                <Box role="status" aria-live="polite">
                    <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-label={translate('ats.reports.exporting', { done })} />
                    <Typography variant="caption" color="text.secondary">
                        {translate('ats.reports.exporting', { done })}
                    </Typography>
                </Box>
            ) : null}
            {state.state === 'done' ? (
                <Typography variant="caption" color="text.secondary" role="status">
                    {translate('ats.reports.exported', { rows: state.rows ?? 0 })}
                </Typography>
            ) : null}
            {state.state === 'error' ? <Alert severity="error">{state.message}</Alert> : null}
        </Stack>
    );
}
