import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { i18nProvider } from '../i18nProvider';

/** Shown while the workspace check runs; <Admin> (and its translate hook) is not mounted yet. */
export function BootScreen() {
    return (
        <Box role="status" aria-live="polite" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">{i18nProvider.translate('ats.shell.loading_workspace')}</Typography>
        </Box>
    );
}
