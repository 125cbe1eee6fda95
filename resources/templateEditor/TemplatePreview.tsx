/**
 * "Preview" beside a template body: POST email-content renders the subject
 * and body as they are in the form (saved or not) against the workspace's
 * newest application, and a dialog shows what the candidate would read. The
 * HTML comes sanitised from the server and is shown in a sandboxed frame (no
 * scripts, no same origin), so even a template's styles stay out of the console.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { previewTemplate, type EmailContent, type TemplateKind } from '../../dataProvider/templates';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';

export interface TemplatePreviewProps {
    kind: TemplateKind;
    subject?: string;
    body: string;
    disabled?: boolean;
}

type State = { status: 'closed' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; content: EmailContent; note: string };

/** The whole document of the frame: the body as mailed, in a readable font. */
const frameDocument = (html: string) => `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#222}</style></head><body>${html}</body></html>`;

export function TemplatePreview({ kind, subject, body, disabled }: TemplatePreviewProps) {
    const translate = useTranslate();
    const [state, setState] = useState<State>({ status: 'closed' });

    const open = async () => {
        setState({ status: 'loading' });
        try {
            const { content, message } = await previewTemplate({ kind, subject: subject ?? '', body });
            setState({ status: 'done', content, note: content.application_id ? '' : message });
        } catch (error) {
            const fields = Object.values(fieldErrorsOf(error));
            setState({ status: 'error', message: fields.length ? fields.join(' ') : errorMessage(error, translate('ats.errors.try_later_bang')) });
        }
    };
    const close = () => setState({ status: 'closed' });

    return (
        <>
            <Button size="small" variant="outlined" startIcon={<Visibility />} onClick={() => void open()} disabled={disabled || body.trim() === ''} sx={{ mt: 1 }}>
                {translate('ats.templates.preview')}
            </Button>
            <Dialog open={state.status !== 'closed'} onClose={close} fullWidth maxWidth="md" aria-labelledby="template-preview-title">
                <DialogTitle id="template-preview-title">{translate('ats.templates.preview_title')}</DialogTitle>
                <DialogContent dividers>
                    {state.status === 'loading' && <CircularProgress aria-label={translate('ats.templates.previewing')} />}
                    {state.status === 'error' && (
                        <Alert severity="error" role="alert">
                            {state.message}
                        </Alert>
                    )}
                    {state.status === 'done' && <PreviewContent kind={kind} content={state.content} note={state.note} />}
                </DialogContent>
                <DialogActions>
                    <Button onClick={close}>{translate('ats.resources.close')}</Button>
                </DialogActions>
            </Dialog>
        </>
    );
}

function PreviewContent({ kind, content, note }: { kind: TemplateKind; content: EmailContent; note: string }) {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {note ? (
                <Alert severity="info">{note}</Alert>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.templates.rendered_for', { candidate: content.candidate_name ?? '', job: content.job_title ?? '' })}
                </Typography>
            )}
            {kind === 'EMAIL' && (
                <Box>
                    <Typography variant="caption" color="text.secondary">
                        {translate('ats.templates.subject')}
                    </Typography>
                    <Typography variant="subtitle1" data-testid="preview-subject">
                        {content.subject}
                    </Typography>
                </Box>
            )}
            <Box component="iframe" title={translate('ats.templates.rendered_body')} sandbox="" srcDoc={frameDocument(content.html)} sx={{ width: '100%', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }} />
            <Box component="details">
                <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
                    {translate('ats.templates.text_part')}
                </Box>
                <Box component="pre" data-testid="preview-text" sx={{ whiteSpace: 'pre-wrap', typography: 'body2', m: 0, mt: 1 }}>
                    {content.text}
                </Box>
            </Box>
        </Box>
    );
}
