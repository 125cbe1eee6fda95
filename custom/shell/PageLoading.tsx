/** What a layout shows while a page's chunk loads (React.lazy, custom/routes/appRoutes.tsx). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
    const translate = useTranslate();
    return (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 240 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
    );
}
