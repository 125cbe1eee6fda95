/**
 * The one bulk-upload dialog: a CSV/XLSX file picker, the upload's progress
 * (SPEC section 4: 1, then the percent capped at 99, then 100 or 0; at the
 * cap, a line saying the rows are being checked and saved), the caller's
 * success text, and on refusal (the server saves all rows or none)
 * every row's field errors with the server's CSV report to download.
 * Used by the generated resources (resources/BulkUpload.tsx) and by the jobs
 * and applicants uploads (custom/jobs/BulkFileDialog.tsx). Texts arrive
 * translated; the upload function is the caller's.
 */
import { useId, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
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
import { useTranslate } from 'react-admin';
import { constants } from '../config';
import type { ProgressListener } from '../dataProvider/upload';
import { saveTextFile } from './download';
import { errorMessage } from './errors';
import { UploadProgress } from './UploadProgress';
import { BusyButton, FileButton } from './BusyButton';
import { useFocusAfterRender } from './useFocusAfterRender';

export const bulkUploadAccept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface BulkUploadRowError {
    row: number;
    errors: Record<string, string>;
}

export interface BulkUploadFailure {
    message: string;
    rows: BulkUploadRowError[];
    report: string | null;
}

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
              errors: isRecord(row.errors) ? Object.fromEntries(Object.entries(row.errors).map(([field, message]) => [field, String(message)])) : {},
          }))
        : [];
    return {
        message: errorMessage(error, fallback),
        rows,
        report: typeof data.report === 'string' && data.report !== '' ? data.report : null,
    };
}

export interface BulkUploadDialogProps<T> {
    /** Translated texts. */
    title: string;
    hint: string;
    /** File name of the downloaded error report, e.g. `teams-errors.csv`. */
    reportName: string;
    upload: (file: File, onProgress: ProgressListener) => Promise<T>;
    /** The translated text shown after a successful upload. */
    successMessage: (result: T) => string;
    /** The label of a field named in a row error (default: the field name). */
    fieldLabel?: (field: string) => string;
    onUploaded?: (result: T) => void;
    onClose: () => void;
}

type Outcome = { kind: 'success'; message: string } | { kind: 'failure'; failure: BulkUploadFailure } | null;

function useBulkUpload<T>({ upload, successMessage, onUploaded }: Pick<BulkUploadDialogProps<T>, 'upload' | 'successMessage' | 'onUploaded'>) {
    const translate = useTranslate();
    const [file, setFileState] = useState<File | null>(null);
    const [progress, setProgress] = useState(0);
    const [running, setRunning] = useState(false);
    const [outcome, setOutcome] = useState<Outcome>(null);
    // A file that went in disables Upload, which had the focus: the success text takes it.
    const success = useRef<HTMLDivElement>(null);
    const focusSuccess = useFocusAfterRender(() => success.current);
    const setFile = (next: File | null) => {
        setFileState(next);
        setOutcome(null);
        setProgress(0);
    };
    const start = async () => {
        if (!file) return;
        setRunning(true);
        setOutcome(null);
        try {
            const result = await upload(file, setProgress);
            setOutcome({ kind: 'success', message: successMessage(result) });
            focusSuccess();
            onUploaded?.(result);
        } catch (error) {
            setOutcome({ kind: 'failure', failure: toBulkUploadFailure(error, translate('ats.errors.try_later_bang')) });
        } finally {
            setRunning(false);
        }
    };
    return { file, setFile, progress, running, outcome, start, success };
}

export function BulkUploadDialog<T>({ title, hint, reportName, fieldLabel, onClose, ...calls }: BulkUploadDialogProps<T>) {
    const translate = useTranslate();
    const titleId = useId();
    const { file, setFile, progress, running, outcome, start, success } = useBulkUpload(calls);
    const close = () => !running && onClose();
    return (
        <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    {hint}
                </Typography>
                <FilePicker file={file} disabled={running} onChange={setFile} />
                <UploadProgress value={progress} />
                {/* The bar stops at the cap once the file is sent, until the server answers (100); the
                    rows are checked and written meanwhile, most of a large file's time (docs/performance.md). */}
                {running && progress >= constants.uploadProgressCap && progress < 100 && (
                    <Typography variant="body2" color="text.secondary" role="status">
                        {translate('ats.resources.upload_processing')}
                    </Typography>
                )}
                {outcome?.kind === 'success' && (
                    <Alert severity="success" role="status" ref={success} tabIndex={-1}>
                        {outcome.message}
                    </Alert>
                )}
                {outcome?.kind === 'failure' && <RowReport failure={outcome.failure} reportName={reportName} fieldLabel={fieldLabel} />}
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={running}>
                    {translate('ats.resources.close')}
                </Button>
                {/* A file that went in is not sent again by a second press: its rows would all come back as already there. */}
                <BusyButton variant="contained" onClick={() => void start()} busy={running} disabled={!file || outcome?.kind === 'success'}>
                    {translate('ats.resources.upload')}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}

function FilePicker({ file, disabled, onChange }: { file: File | null; disabled: boolean; onChange: (file: File | null) => void }) {
    const translate = useTranslate();
    const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null);
    // Cleared on each opening of the picker, so choosing the same file again (edited since) counts as a choice.
    const clear = (event: MouseEvent<HTMLInputElement>) => (event.currentTarget.value = '');
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <FileButton variant="outlined" disabled={disabled}>
                {translate('ats.resources.choose_file')}
                {/* Out of the tab order: the dialog's focus trap took the hidden input for its first stop, failed to focus it, and Tab did nothing. */}
                <input type="file" accept={bulkUploadAccept} onChange={choose} onClick={clear} disabled={disabled} data-testid="bulk-upload-file" tabIndex={-1} style={{ display: 'none' }} />
            </FileButton>
            <Typography variant="body2" noWrap>
                {file ? file.name : translate('ats.resources.no_file')}
            </Typography>
        </Box>
    );
}

interface RowReportProps {
    failure: BulkUploadFailure;
    reportName: string;
    fieldLabel?: (field: string) => string;
}

/** The refusal: the server's message (with the report download) and one table row per field error. */
export function RowReport({ failure, reportName, fieldLabel = field => field }: RowReportProps) {
    const translate = useTranslate();
    const lines = failure.rows.flatMap(row => Object.entries(row.errors).map(([field, message]) => ({ key: `${row.row}:${field}`, row: row.row, field, message })));
    const download = failure.report ? (
        <Button color="inherit" size="small" onClick={() => saveTextFile(failure.report ?? '', reportName)}>
            {translate('ats.resources.download_error_report')}
        </Button>
    ) : undefined;
    return (
        <>
            <Alert severity="error" role="alert" action={download}>
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
                                    <TableCell>{fieldLabel(line.field)}</TableCell>
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
