/**
 * Send one email template to selected applications (the board's selection):
 * pick a template, read the mail as the first recipient will get it, send.
 * The selection goes out in chunks of SEND_CHUNK, one request each, so the
 * progress bar moves as the server answers and 500 recipients never make one
 * long request; the report at the end lists everyone who did not get it and why.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { emailTemplates, previewMail, sendMail, SEND_CHUNK, type MailPreview, type RecipientResult, type TemplateOption } from '../../dataProvider/messaging';
import { BusyButton } from '../../ui/BusyButton';
import { errorMessage } from '../../ui/errors';
import { useFocusAfterRender } from '../../ui/useFocusAfterRender';
import { MailPreviewFrame } from './MailPreviewFrame';
import { SendReportView } from './SendReportView';
import { templateItems } from './templateItems';

export interface SendMailDialogProps {
    applicationIds: string[];
    onClose: () => void;
    /** Called once the last chunk was answered. */
    onSent?: (results: RecipientResult[]) => void;
}

type Phase = { kind: 'choose' } | { kind: 'sending'; done: number } | { kind: 'done'; results: RecipientResult[] };

function chunks<T>(items: T[], size: number): T[][] {
    const out: T[][] = [];
    for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
    return out;
}

function usePreview(templateId: string, applicationId: string | undefined) {
    const translate = useTranslate();
    const [preview, setPreview] = useState<MailPreview | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    useEffect(() => {
        setPreview(null);
        setFailure(null);
        if (!templateId || !applicationId) return;
        let live = true;
        previewMail(templateId, applicationId).then(
            answer => live && setPreview(answer),
            error => live && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            live = false;
        };
    }, [templateId, applicationId, translate]);
    return { preview, failure };
}

export function SendMailDialog({ applicationIds, onClose, onSent }: SendMailDialogProps) {
    const translate = useTranslate();
    const [templates, setTemplates] = useState<TemplateOption[] | null>(null);
    const [templateId, setTemplateId] = useState('');
    const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
    const [failure, setFailure] = useState<string | null>(null);
    const { preview, failure: previewFailure } = usePreview(templateId, applicationIds[0]);
    // Send, which kept the focus while sending, makes way for Close: Close takes the focus.
    const closeRef = useRef<HTMLButtonElement>(null);
    const focusClose = useFocusAfterRender(() => closeRef.current);

    useEffect(() => {
        emailTemplates().then(setTemplates, error => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))));
    }, [translate]);

    const send = async () => {
        const results: RecipientResult[] = [];
        setFailure(null);
        setPhase({ kind: 'sending', done: 0 });
        for (const part of chunks(applicationIds, SEND_CHUNK)) {
            try {
                results.push(...(await sendMail(templateId, part)).results);
            } catch (error) {
                // What was sent stays sent; the rest is reported as not sent with the server's reason.
                const message = errorMessage(error, translate('ats.errors.try_later_bang'));
                results.push(...part.map(id => ({ id, name: null, to: null, sent: false, reason: null, detail: message })));
            }
            setPhase({ kind: 'sending', done: results.length });
        }
        setPhase({ kind: 'done', results });
        focusClose();
        onSent?.(results);
    };

    const sending = phase.kind === 'sending';
    return (
        <Dialog open onClose={sending ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="send-mail-title">
            <DialogTitle id="send-mail-title">{translate('ats.messaging.send_mail_title', { smart_count: applicationIds.length })}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                {failure && <Alert severity="error">{failure}</Alert>}
                {phase.kind === 'done' ? (
                    <SendReportView results={phase.results} />
                ) : (
                    <>
                        <TextField
                            select
                            label={translate('ats.messaging.template')}
                            value={templateId}
                            disabled={sending || !templates}
                            onChange={event => setTemplateId(event.target.value)}
                            helperText={templates && !templates.length ? translate('ats.messaging.no_templates') : undefined}
                            sx={{ mt: 1 }}
                        >
                            {templateItems(templates ?? [], 'applications', translate)}
                        </TextField>
                        {previewFailure && <Alert severity="error">{previewFailure}</Alert>}
                        {preview && <MailPreviewFrame preview={preview} />}
                        {sending && (
                            <Box role="status" aria-live="polite">
                                <Typography variant="body2">{translate('ats.messaging.progress', { done: phase.done, total: applicationIds.length })}</Typography>
                                <LinearProgress variant="determinate" value={(phase.done / applicationIds.length) * 100} aria-label={translate('ats.messaging.progress_label')} />
                            </Box>
                        )}
                    </>
                )}
            </DialogContent>
            <DialogActions>
                {phase.kind === 'done' ? (
                    <Button ref={closeRef} variant="contained" onClick={onClose}>
                        {translate('ats.messaging.close')}
                    </Button>
                ) : (
                    <>
                        <Button onClick={onClose} disabled={sending}>
                            {translate('ats.confirm.cancel')}
                        </Button>
                        <BusyButton variant="contained" onClick={() => void send()} busy={sending} disabled={!templateId}>
                            {translate('ats.messaging.send', { smart_count: applicationIds.length })}
                        </BusyButton>
                    </>
                )}
            </DialogActions>
        </Dialog>
    );
}
