/**
 * A rendered mail as its recipient reads it: who, the subject, and the HTML
 * body in a sandboxed frame (no scripts, no same-origin access: the body is
 * the server's sanitised HTML, and the frame keeps its styles off the console).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MailPreview } from '../../dataProvider/messaging';

export function MailPreviewFrame({ preview }: { preview: MailPreview }) {
    const translate = useTranslate();
    return (
        <Box component="section" aria-label={translate('ats.messaging.preview')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography variant="subtitle2" component="h3">
                {translate('ats.messaging.preview_for', { name: preview.candidate_name, to: preview.to ?? '—' })}
            </Typography>
            {preview.not_sent_reason && <Alert severity="warning">{translate(`ats.messaging.reasons.${preview.not_sent_reason}`)}</Alert>}
            <Typography variant="body2" data-testid="preview-subject">
                <strong>{translate('ats.messaging.subject')}:</strong> {preview.subject}
                {preview.marketing && <Chip size="small" label={translate('ats.messaging.marketing')} sx={{ ml: 1 }} />}
            </Typography>
            <Box
                component="iframe"
                title={translate('ats.messaging.preview_body')}
                sandbox=""
                srcDoc={`<style>body{font-family:system-ui,sans-serif;font-size:14px;margin:12px}</style>${preview.html}`}
                sx={{ width: '100%', minHeight: 220, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
            />
        </Box>
    );
}
