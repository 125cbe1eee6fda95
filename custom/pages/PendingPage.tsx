/**
 * A route whose feature belongs to a later module: says so honestly with the
 * shared EmptyState instead of showing an empty or fake screen.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { EmptyState } from '../../ui/EmptyState';

export interface PendingPageProps {
    /** i18n key of the page name */
    title: string;
    /** i18n key of the one sentence naming the module that brings it */
    description: string;
    icon?: SvgIconComponent;
}

export function PendingPage({ title, description, icon }: PendingPageProps) {
    return <EmptyState title={title} description={description} icon={icon} />;
}
