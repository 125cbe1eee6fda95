/**
 * The browser tab's title (and, when given, the meta description) while a page
 * is open, put back on leaving. The career pages give both: the server writes
 * them into the HTML of a job's share URL for crawlers and chat apps
 * (docs/api-career.md), and this keeps them right as the visitor moves between
 * pages without a reload. The console's frame gives the title of the page
 * shown (custom/shell/AreaBar.tsx), so tabs and history name their pages.
 */
import { useEffect } from 'react';
import { headElement } from '../dataProvider/workspace';

export function usePageMeta(title: string | null, description: string | null = null): void {
    useEffect(() => {
        if (!title) return;
        const before = document.title;
        document.title = title;
        return () => {
            document.title = before;
        };
    }, [title]);
    useEffect(() => {
        if (!description) return;
        const tag = headElement(document, 'meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
        const before = tag.content;
        tag.content = description;
        return () => {
            tag.content = before;
        };
    }, [description]);
}
