/**
 * Bulk upload of a CSV/XLSX file for resources whose config has `bulkUpload`.
 * The file goes through the dataProvider's `upload` (multipart field `file`,
 * XMLHttpRequest progress: 1, then the percent capped at 99, then 100 or 0),
 * shown by the shell's UploadProgress. The server saves all rows or none:
 * on success the counts are shown and the list refreshed; on a 400 every
 * row's field errors are listed and the server's CSV report can be saved.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useCanAccess, useDataProvider, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ConfigDataProvider } from '../dataProvider/configDataProvider';
import { errorMessage } from '../custom/shell/errors';
import { UploadProgress } from '../custom/shell/UploadProgress';
import { saveTextFile } from './download';
import type { ResourceConfig } from './types';

export const bulkUploadAccept =
    '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface BulkUploadCounts {
    created: number;
    updated: number;
    unchanged: number;
}

export interface BulkUploadRowError {
    row: number;
    errors: Record<string, string>;
}

export interface BulkUploadFailure {
    message: string;
    rows: BulkUploadRowError[];
    report: string | null;
}

type Outcome = { kind: 'success'; counts: BulkUploadCounts } | { kind: 'failure'; failure: BulkUploadFailure } | null;

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `error.body` of a refused upload: message, `data.rows` and `data.report`. */
export function toBulkUploadFailure(error: unknown, fallback: string): BulkUploadFailure {
    const body = isRecord(error) && isRecord(error.body) ? error.body : {};
    const data = isRecord(body.data) ? body.data : {};
    const rows = Array.isArray(data.rows)
        ? data.rows.filter(isRecord).map(row => ({
              row: Number(row.row),
              errors: isRecord(row.errors)
                  ? Object.fromEntries(Object.entries(row.errors).map(([field, message]) => [field, String(message)]))
                  : {},
          }))
        : [];
    return {
        message: errorMessage(error, fallback),
        rows,
        report: typeof data.report === 'string' && data.report !== '' ? data.report : null,
    };
}

function toCounts(data: unknown): BulkUploadCounts {
    const values = isRecord(data) ? data : {};
    const count = (key: string) => (typeof values[key] === 'number' ? (values[key] as number) : 0);
    return { created: count('created'), updated: count('updated'), unchanged: count('unchanged') };
}

export function BulkUploadButton({ config }: { config: ResourceConfig }) {
    const resource = useResourceContext();
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const { canAccess, isPending } = useCanAccess({ resource, action: 'create' });
    if (!resource || !config.api.bulkUpload || !config.bulkUpload || isPending || !canAccess) return null;
    return (
        <>
            <Button size="small" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
                {translate('ats.resources.bulk_upload')}
            </Button>
            {open && <BulkUploadDialog config={config} resource={resource} onClose={() => setOpen(false)} />}
        </>
    );
}

export interface BulkUploadDialogProps {
    config: ResourceConfig;
    /** react-admin resource name (the route key). */
    resource: string;
    onClose: () => void;
}

export function BulkUploadDialog({ config, resource, onClose }: BulkUploadDialogProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ConfigDataProvider>();
    const refresh = useRefresh();
    const inputRef = useRef<HTMLInputElement>(null);
    const inputId = useId();
    const titleId = useId();
    const [file, setFile] = useState<File | null>(null);
    const [progress, setProgress] = useState(0);
    const [running, setRunning] = useState(false);
    const [outcome, setOutcome] = useState<Outcome>(null);

    const choose = (event: ChangeEvent<HTMLInputElement>) => {
        setFile(event.target.files?.[0] ?? null);
        setOutcome(null);
        setProgress(0);
    };

    const upload = async () => {
        if (!file) return;
        setRunning(true);
        setOutcome(null);
        try {
            const { data } = await dataProvider.upload(resource, { file, onProgress: setProgress });
            setOutcome({ kind: 'success', counts: toCounts(data) });
            refresh();
        } catch (error) {
            setOutcome({ kind: 'failure', failure: toBulkUploadFailure(error, translate('ats.errors.try_later_bang')) });
        } finally {
            setRunning(false);
        }
    };

    const close = () => {
        if (!running) onClose();
    };

    return (
        <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
            <DialogTitle id={titleId}>{translate('ats.resources.bulk_upload_title', { name: config.label.many })}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.resources.bulk_upload_hint')}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <input
                        ref={inputRef}
                        id={inputId}
                        type="file"
                        accept={bulkUploadAccept}
                        onChange={choose}
                        disabled={running}
                        data-testid="bulk-upload-file"
                        style={{ display: 'none' }}
                    />
                    <Button variant="outlined" component="label" htmlFor={inputId} disabled={running}>
                        {translate('ats.resources.choose_file')}
                    </Button>
                    <Typography variant="body2" noWrap>
                        {file ? file.name : translate('ats.resources.no_file')}
                    </Typography>
                </Box>
                <UploadProgress value={progress} />
                {outcome?.kind === 'success' && (
                    <Alert severity="success" role="status">
                        {translate('ats.resources.upload_success', { ...outcome.counts })}
                    </Alert>
                )}
                {outcome?.kind === 'failure' && <FailureReport failure={outcome.failure} config={config} />}
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={running}>
                    {translate('ats.resources.close')}
                </Button>
                <Button variant="contained" onClick={() => void upload()} disabled={!file || running} aria-busy={running}>
                    {translate('ats.resources.upload')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

function FailureReport({ failure, config }: { failure: BulkUploadFailure; config: ResourceConfig }) {
    const translate = useTranslate();
    const lines = failure.rows.flatMap(row =>
        Object.entries(row.errors).map(([field, message]) => ({ key: `${row.row}:${field}`, row: row.row, field, message })),
    );
    return (
        <>
            <Alert
                severity="error"
                role="alert"
                action={
                    failure.report ? (
                        <Button color="inherit" size="small" onClick={() => saveTextFile(failure.report ?? '', `${config.name}-errors.csv`)}>
                            {translate('ats.resources.download_error_report')}
                        </Button>
                    ) : undefined
                }
            >
                {failure.message}
            </Alert>
            {lines.length > 0 && (
                <TableContainer sx={{ maxHeight: 320 }}>
                    <Table size="small" stickyHeader aria-label={translate('ats.resources.upload_rows_failed')}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('ats.resources.row')}</TableCell>
                                <TableCell>{translate('ats.resources.field')}</TableCell>
                                <TableCell>{translate('ats.resources.error')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {lines.map(line => (
                                <TableRow key={line.key}>
                                    <TableCell>{line.row}</TableCell>
                                    <TableCell>{config.schema.properties[line.field]?.title ?? line.field}</TableCell>
                                    <TableCell>{line.message}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
        </>
    );
}
