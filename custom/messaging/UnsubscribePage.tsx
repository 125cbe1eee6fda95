/**
 * /unsubscribe/:token, the link at the foot of a marketing mail: in the light
 * public shell (no session, no react-admin), loaded on demand. Opening the
 * page changes nothing (mail scanners open links); the button unsubscribes.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { unsubscribe, unsubscribeState, type UnsubscribeState } from '../../dataProvider/messaging';
import { errorMessage } from '../../ui/errors';
import { AuthCard } from '../auth/AuthCard';
import { BusyButton } from '../../ui/BusyButton';

export function UnsubscribePage() {
    const translate = useTranslate();
    const { token = '' } = useParams();
    const [state, setState] = useState<UnsubscribeState | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const failed = (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));

    useEffect(() => {
        unsubscribeState(token).then(setState, error => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))));
    }, [token, translate]);

    const leave = async () => {
        setBusy(true);
        try {
            setState(await unsubscribe(token));
        } catch (error) {
            failed(error);
        } finally {
            setBusy(false);
        }
    };

    return (
        <AuthCard title="ats.unsubscribe.title">
            {failure && <Alert severity="error">{failure}</Alert>}
            {!state && !failure && <CircularProgress aria-label={translate('ats.unsubscribe.loading')} />}
            {state?.unsubscribed && (
                <Alert severity="success" role="status">
                    {translate('ats.unsubscribe.done', { email: state.email, company: state.company_name })}
                </Alert>
            )}
            {state && !state.unsubscribed && (
                <>
                    <Typography>{translate('ats.unsubscribe.question', { email: state.email, company: state.company_name })}</Typography>
                    <BusyButton variant="contained" onClick={() => void leave()} busy={busy}>
                        {translate('ats.unsubscribe.submit')}
                    </BusyButton>
                </>
            )}
        </AuthCard>
    );
}

export default UnsubscribePage;
