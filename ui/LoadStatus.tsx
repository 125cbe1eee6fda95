/** The loading and failure states of a page's read (ui/useLoaded.ts). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** A spinner named for screen readers; `label` is an i18n key saying what loads. */
export function Loading({ label = 'ats.load.loading' }: { label?: string }) {
    const translate = useTranslate();
    return <CircularProgress aria-label={translate(label)} />;
}

/** The failure's message, with Try again when the read can be retried. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            role="alert"
            action={
                onRetry && (
                    <Button color="inherit" size="small" onClick={onRetry}>
                        {translate('ats.load.retry')}
                    </Button>
                )
            }
        >
            {message}
        </Alert>
    );
}
