/**
 * The workspace's privacy notice (GET privacy-notice), shown when an
 * application is refused for want of consent: the candidate reads the
 * current version and accepts it, and the application is sent again with
 * `consent: { accepted: true, version }` (the server records time and text).
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { candidatePortalMessages, type ConsentBody, type PrivacyNotice } from '../../config/contracts/candidatePortal';
import type { CandidatePortalDataProvider } from '../../dataProvider/candidatePortal';
import { BusyButton } from '../../ui/BusyButton';
import { errorMessage } from '../../ui/errors';

/** A refusal that asks for the notice: a `consent` field error, or the contract's two consent messages. */
export function needsConsent(error: unknown): boolean {
    const body = (error as { body?: { message?: string; errors?: Record<string, string> } } | null)?.body;
    if (!body) return false;
    if (body.errors && Object.keys(body.errors).some(field => field === 'consent' || field.startsWith('consent.'))) return true;
    return body.message === candidatePortalMessages.consentRequired || body.message === candidatePortalMessages.consentOutdated;
}

export function PrivacyNoticeDialog({ onClose, onAccept }: { onClose: () => void; onAccept: (consent: ConsentBody) => Promise<void> }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [notice, setNotice] = useState<PrivacyNotice | null>(null);
    const [accepted, setAccepted] = useState(false);
    const [sending, setSending] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const titleId = useId();

    useEffect(() => {
        dataProvider.privacyNotice().then(setNotice, (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))));
    }, [dataProvider, translate]);

    const accept = async () => {
        if (!notice) return;
        setSending(true);
        setFailure(null);
        try {
            await onAccept({ accepted: true, version: notice.version });
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            setSending(false);
        }
    };

    return (
        <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
            <DialogTitle id={titleId}>{translate('ats.candidate.privacy_notice')}</DialogTitle>
            <DialogContent>
                {!notice && !failure && <CircularProgress aria-label={translate('ats.candidate.loading')} />}
                {notice && (
                    <>
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 2 }} data-testid="privacy-notice">
                            {notice.text}
                        </Typography>
                        <FormControlLabel control={<Checkbox checked={accepted} onChange={event => setAccepted(event.target.checked)} />} label={translate('ats.candidate.accept_notice')} />
                    </>
                )}
                {failure && (
                    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                        {failure}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={sending}>
                    {translate('ats.confirm.cancel')}
                </Button>
                <BusyButton variant="contained" onClick={() => void accept()} busy={sending} disabled={!notice || !accepted}>
                    {translate('ats.candidate.accept_and_apply')}
                </BusyButton>
            </DialogActions>
        </Dialog>
    );
}
