/**
 * A page that is only a state (not found, access denied, a record that did not load): its title
 * is the page's title, in the frame's bar and the browser tab as any page's (ui/pageFrame.tsx), and
 * the empty state under it keeps the icon, the sentence and the action. Apart from EmptyState so
 * that the lists' empty states (the public career page's among them) do not load the frame's module.
 */
import { useTranslate } from 'react-admin';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { PageHeader, type Crumb } from './pageFrame';

export interface PageStateProps extends EmptyStateProps {
    title: string;
    /** The trail the page would have had loaded (a record's list), so the bar keeps the way back. */
    breadcrumbs?: Crumb[];
}

export function PageState({ title, breadcrumbs, ...state }: PageStateProps) {
    const translate = useTranslate();
    return (
        <>
            <PageHeader title={translate(title, { _: title })} breadcrumbs={breadcrumbs} />
            <EmptyState {...state} />
        </>
    );
}
