/**
 * The one empty state: an icon, a title and one sentence. Used for empty lists
 * and sections; ui/PageState.tsx makes it a whole page (not found, access denied).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/Construction';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface EmptyStateProps {
    /** i18n keys (plain text passes through unchanged). Without a title, the page's own says it (ui/PageState.tsx). */
    title?: string;
    description: string;
    icon?: SvgIconComponent;
    /** Optional call to action under the sentence. */
    action?: ReactNode;
}

export function EmptyState({ title, description, icon: Icon = Construction, action }: EmptyStateProps) {
    const translate = useTranslate();
    return (
        <Box
            role="status"
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: 8, px: 2 }}
        >
            <Icon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
            {title && (
                <Typography variant="h6" component="h2">
                    {translate(title, { _: title })}
                </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
                {translate(description, { _: description })}
            </Typography>
            {action}
        </Box>
    );
}
