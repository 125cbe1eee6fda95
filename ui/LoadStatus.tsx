/**
 * The loading and failure states of a page's read (ui/useLoaded.ts). A page
 * whose shape is known while it loads (cards, columns, rows) shows skeletons
 * of that shape, so nothing jumps when the data arrives; a spinner is for the
 * rest (dialogs, small panels).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';

/** A spinner named for screen readers; `label` is an i18n key saying what loads. */
export function Loading({ label = 'ats.load.loading' }: { label?: string }) {
    const translate = useTranslate();
    return <CircularProgress aria-label={translate(label)} />;
}

export interface SkeletonsProps {
    /** i18n key saying what loads (the region's accessible name). */
    label?: string;
    count?: number;
}

/** Placeholder cards in the list's own grid (12 columns of MUI's Grid: one, two or three a row). */
export function CardSkeletons({ label = 'ats.load.loading', count = 6 }: SkeletonsProps) {
    const translate = useTranslate();
    return (
        <Box
            role="progressbar"
            aria-label={translate(label)}
            aria-busy="true"
            data-testid="card-skeletons"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
            {Array.from({ length: count }, (_, index) => (
                <Box key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                    <Skeleton variant="rounded" width={120} height={22} />
                    <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem', mt: 1 }} />
                    <Skeleton variant="text" width="90%" />
                    <Skeleton variant="text" width="40%" />
                    <Skeleton variant="rounded" width={110} height={30} sx={{ mt: 1.5 }} />
                </Box>
            ))}
        </Box>
    );
}

/** Placeholder columns of the board: a header and a few cards each. */
export function ColumnSkeletons({ label = 'ats.load.loading', count = 4, width = 280 }: SkeletonsProps & { width?: number }) {
    const translate = useTranslate();
    return (
        <Box role="progressbar" aria-label={translate(label)} aria-busy="true" data-testid="column-skeletons" sx={{ display: 'flex', gap: 2, overflow: 'hidden' }}>
            {Array.from({ length: count }, (_, index) => (
                <Box key={index} sx={{ width, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
                    <Skeleton variant="text" width="60%" sx={{ fontSize: '1rem' }} />
                    {Array.from({ length: 3 - (index % 2) }, (_unused, card) => (
                        <Skeleton key={card} variant="rounded" height={72} />
                    ))}
                </Box>
            ))}
        </Box>
    );
}

/** Placeholder rows of a table or list. */
export function RowSkeletons({ label = 'ats.load.loading', count = 5 }: SkeletonsProps) {
    const translate = useTranslate();
    return (
        <Box role="progressbar" aria-label={translate(label)} aria-busy="true" data-testid="row-skeletons" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {Array.from({ length: count }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={40} />
            ))}
        </Box>
    );
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
