/**
 * Offline / back-online notices (SPEC.md section 2). The offline warning stays
 * while the browser is offline; the back-online notice waits for Okay. Kept
 * apart from toasts so a routine toast never hides the offline warning.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslate } from 'react-admin';

type NetworkState = 'online' | 'offline' | 'back-online';

export function NetworkNotice() {
    const translate = useTranslate();
    const [state, setState] = useState<NetworkState>(() =>
        typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online',
    );

    useEffect(() => {
        const goOffline = () => setState('offline');
        const goOnline = () => setState(previous => (previous === 'offline' ? 'back-online' : previous));
        window.addEventListener('offline', goOffline);
        window.addEventListener('online', goOnline);
        return () => {
            window.removeEventListener('offline', goOffline);
            window.removeEventListener('online', goOnline);
        };
    }, []);

    return (
        <Snackbar open={state !== 'online'} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
            <div>
                {state === 'offline' && (
                    <Alert severity="warning" variant="filled" role="alert">
                        <AlertTitle>{translate('ats.network.offline_title')}</AlertTitle>
                        {translate('ats.network.offline_body')}
                    </Alert>
                )}
                {state === 'back-online' && (
                    <Alert
                        severity="success"
                        variant="filled"
                        role="status"
                        action={
                            <Button color="inherit" size="small" onClick={() => setState('online')}>
                                {translate('ats.network.okay')}
                            </Button>
                        }
                    >
                        <AlertTitle>{translate('ats.network.online_title')}</AlertTitle>
                        {translate('ats.network.online_body')}
                    </Alert>
                )}
            </div>
        </Snackbar>
    );
}
