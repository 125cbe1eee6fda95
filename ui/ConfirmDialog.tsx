/**
 * The one confirmation dialog for destructive actions (SPEC.md section 8).
 * It awaits `onConfirm`, shows progress meanwhile, closes on success and
 * stays open with the server's message (or the default failure text) on error.
 * MUI's Dialog traps focus and closes on Escape; Cancel takes the initial
 * focus so that Enter never destroys anything by accident. A caller that
 * knows what the action applies to names it (`subject`, or its own words).
 * Confirm, pressed, keeps the focus while the action runs (ui/BusyButton.tsx).
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { BusyButton } from './BusyButton';
import { errorMessage } from './errors';

export interface ConfirmDialogProps {
    open: boolean;
    onClose: () => void;
    /** The destructive action; a rejection keeps the dialog open with its message. */
    onConfirm: () => Promise<unknown>;
    /** Called after onConfirm resolved and the dialog closed. */
    onSuccess?: () => void;
    /**
     * What the action applies to, as the person knows it (a record's name, a job's title): shown on
     * its own line above the text, so nobody confirms a delete for the wrong row. Plain text.
     */
    subject?: string;
    /** i18n keys (or already translated text); the spec's defaults otherwise. */
    title?: string;
    content?: string;
    confirmLabel?: string;
    cancelLabel?: string;
}

export function ConfirmDialog({
    open,
    onClose,
    onConfirm,
    onSuccess,
    subject,
    title = 'ats.confirm.title',
    content = 'ats.confirm.content',
    confirmLabel = 'ats.confirm.confirm',
    cancelLabel = 'ats.confirm.cancel',
}: ConfirmDialogProps) {
    const translate = useTranslate();
    const [running, setRunning] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const titleId = useId();
    const subjectId = useId();
    const contentId = useId();

    // A reopened dialog starts clean.
    useEffect(() => {
        if (open) setFailure(null);
    }, [open]);

    const confirm = async () => {
        setRunning(true);
        setFailure(null);
        try {
            await onConfirm();
            setRunning(false);
            onClose();
            onSuccess?.();
        } catch (error) {
            setRunning(false);
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    };
    const cancel = () => {
        if (!running) onClose();
    };

    return (
        <Dialog open={open} onClose={cancel} aria-labelledby={titleId} aria-describedby={subject ? `${subjectId} ${contentId}` : contentId}>
            <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>{translate(title, { _: title })}</DialogTitle>
            <DialogContent>
                {subject && (
                    <DialogContentText id={subjectId} sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>
                        {subject}
                    </DialogContentText>
                )}
                <DialogContentText id={contentId}>{translate(content, { _: content })}</DialogContentText>
                {failure && (
                    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                        {failure}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={cancel} disabled={running} autoFocus>
                    {translate(cancelLabel, { _: cancelLabel })}
                </Button>
                <BusyButton onClick={() => void confirm()} busy={running} color="error" variant="contained">
                    {translate(confirmLabel, { _: confirmLabel })}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}
