/** What a layout shows while a page's chunk loads (ui/preloadable.tsx, chunkComponent) or a page suspends. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { chunkComponent } from './preloadable';

export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
    const translate = useTranslate();
    return (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '100vh' : 240 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
    );
}

/** A page without props in a chunk of its own, the page-loading indicator until the chunk is in. */
export const pageChunk = (load: () => Promise<{ default: ComponentType }>, fullPage = false) => chunkComponent(load, <PageLoading fullPage={fullPage} />);
