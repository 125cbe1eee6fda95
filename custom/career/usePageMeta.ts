/**
 * The page's title and meta description while a career page is open, put
 * back on leaving. The server writes them into the HTML of a job's share URL
 * for crawlers and chat apps (docs/api-career.md); this keeps them right as
 * the visitor moves between pages without a reload.
 */
import { useEffect } from 'react';

function descriptionTag(doc: Document): HTMLMetaElement {
    const existing = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (existing) return existing;
    const meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
    return meta;
}

export function usePageMeta(title: string | null, description: string | null): void {
    useEffect(() => {
        if (!title) return;
        const tag = descriptionTag(document);
        const before = { title: document.title, description: tag.content };
        document.title = title;
        if (description) tag.content = description;
        return () => {
            document.title = before.title;
            tag.content = before.description;
        };
    }, [title, description]);
}
