/**
 * The one empty state: an icon, a title and one sentence. Used for empty lists
 * and sections, and as the whole page for a path not found or a page refused.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/Construction';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader } from './pageFrame';

export interface EmptyStateProps {
    /** i18n keys (plain text passes through unchanged). */
    title: string;
    description: string;
    icon?: SvgIconComponent;
    /** Optional call to action under the sentence. */
    action?: ReactNode;
    /**
     * 1 when the state is the whole page (not found, access denied): its title is then the page's
     * title, shown by the frame's bar and the browser tab as any page's (ui/pageFrame.tsx), and the
     * state under it keeps the icon, the sentence and the action.
     */
    level?: 1 | 2;
}

export function EmptyState({ title, description, icon: Icon = Construction, action, level = 2 }: EmptyStateProps) {
    const translate = useTranslate();
    const heading = translate(title, { _: title });
    return (
        <Box
            role="status"
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: 8, px: 2 }}
        >
            {level === 1 && <PageHeader title={heading} />}
            <Icon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
            {level === 2 && (
                <Typography variant="h6" component="h2">
                    {heading}
                </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
                {translate(description, { _: description })}
            </Typography>
            {action}
        </Box>
    );
}
