/** The loading skeleton and the error with its retry, shared by the usage page and the CS dashboard. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import type { Fetched } from './useFetched';

export function LoadState<T>({ load, retry }: { load: Fetched<T>; retry: () => void }) {
    const translate = useTranslate();
    if (load.state === 'loading') {
        return (
            <Box role="status" aria-label={translate('ats.usage.loading')} sx={{ display: 'grid', gap: 2 }}>
                <Skeleton variant="rounded" height={48} />
                <Skeleton variant="rounded" height={280} />
            </Box>
        );
    }
    if (load.state === 'error') {
        return (
            <Alert
                severity="error"
                action={
                    <Button color="inherit" size="small" onClick={retry}>
                        {translate('ats.usage.retry')}
                    </Button>
                }
            >
                {load.message}
            </Alert>
        );
    }
    return null;
}
