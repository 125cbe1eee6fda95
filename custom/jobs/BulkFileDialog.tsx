/**
 * A CSV/XLSX bulk upload that is validated first and saved all or nothing
 * (job-bulk-upload, applicant-upload): progress per SPEC section 4, the counts
 * on success, and on refusal the per-row errors with the server's report.
 * Reads the refusal with resources/BulkUpload's `toBulkUploadFailure` and saves
 * the report with resources/download's `saveTextFile`, so both uploads read
 * the server's answer the same way.
 */
import { useId, useState, type ChangeEvent } from 'react';
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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ProgressListener } from '../../dataProvider/upload';
import { bulkUploadAccept, toBulkUploadFailure, type BulkUploadFailure } from '../../resources/BulkUpload';
import { saveTextFile } from '../../resources/download';
import { UploadProgress } from '../shell/UploadProgress';

export interface BulkFileDialogProps {
    /** i18n keys */
    title: string;
    hint: string;
    reportName: string;
    upload: (file: File, onProgress: ProgressListener) => Promise<Record<string, number>>;
    onClose: () => void;
    onUploaded: () => void;
}

type Outcome = { kind: 'success'; counts: Record<string, number> } | { kind: 'failure'; failure: BulkUploadFailure } | null;

export function BulkFileDialog({ title, hint, reportName, upload, onClose, onUploaded }: BulkFileDialogProps) {
    const translate = useTranslate();
    const inputId = useId();
    const [file, setFile] = useState<File | null>(null);
    const [progress, setProgress] = useState(0);
    const [running, setRunning] = useState(false);
    const [outcome, setOutcome] = useState<Outcome>(null);
    const choose = (event: ChangeEvent<HTMLInputElement>) => {
        setFile(event.target.files?.[0] ?? null);
        setOutcome(null);
        setProgress(0);
    };
    const start = async () => {
        if (!file) return;
        setRunning(true);
        try {
            const counts = await upload(file, setProgress);
            setOutcome({ kind: 'success', counts: counts ?? {} });
            onUploaded();
        } catch (error) {
            setOutcome({ kind: 'failure', failure: toBulkUploadFailure(error, translate('ats.errors.try_later_bang')) });
        } finally {
            setRunning(false);
        }
    };
    const close = () => !running && onClose();
    return (
        <Dialog open onClose={close} fullWidth maxWidth="md" aria-labelledby={`${inputId}-title`}>
            <DialogTitle id={`${inputId}-title`}>{translate(title)}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    {translate(hint)}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <input id={inputId} type="file" accept={bulkUploadAccept} onChange={choose} disabled={running} data-testid="bulk-file" style={{ display: 'none' }} />
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
                        {translate('ats.jobs.upload_done', { details: Object.entries(outcome.counts).map(([k, v]) => `${k}: ${v}`).join(', ') })}
                    </Alert>
                )}
                {outcome?.kind === 'failure' && <RowReport failure={outcome.failure} reportName={reportName} />}
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={running}>
                    {translate('ats.resources.close')}
                </Button>
                <Button variant="contained" onClick={() => void start()} disabled={!file || running}>
                    {translate('ats.resources.upload')}
                </Button>
            </DialogActions>
        </Dialog>
    );
}

export function RowReport({ failure, reportName }: { failure: BulkUploadFailure; reportName: string }) {
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
                <Table size="small" aria-label={translate('ats.resources.upload_rows_failed')}>
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
                                <TableCell>{line.field}</TableCell>
                                <TableCell>{line.message}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </>
    );
}
