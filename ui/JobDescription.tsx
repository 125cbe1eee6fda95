/**
 * A job's description as its author wrote it, on the career page and the vendor and employee
 * portals: headings, paragraphs, lists, emphasis and links. The description is HTML the server
 * sanitised (server/lib/sanitize.ts); it is drawn here as React elements, never as markup: an
 * element outside the few below gives only its text, and a link only an http(s) or mailto address.
 * A description written as plain text (through the API, before the rich-text editor) keeps its
 * line breaks.
 */
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const HAS_MARKUP = /<[a-z][^>]*>/i;
const SAFE_LINK = /^(https?:|mailto:)/i;

/** The description as HTML for the rich-text editor: plain text becomes a paragraph per line. */
export function descriptionHtml(description: string): string {
    if (!description || HAS_MARKUP.test(description)) return description;
    const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return description
        .split(/\r?\n/)
        .filter(line => line.trim())
        .map(line => `<p>${escape(line)}</p>`)
        .join('');
}

const INLINE: Record<string, 'strong' | 'em' | 'u' | 's'> = { strong: 'strong', b: 'strong', em: 'em', i: 'em', u: 'u', s: 's' };

function drawChildren(node: Node): ReactNode[] {
    return Array.from(node.childNodes, (child, index) => draw(child, index));
}

function draw(node: Node, key: number): ReactNode {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    const children = drawChildren(element);
    if (/^h[1-6]$/.test(tag)) {
        // Under the page's own "About the job" heading (h2).
        return (
            <Typography key={key} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
                {children}
            </Typography>
        );
    }
    // The editor writes each list item's text as a paragraph: in a list item it is the item's text, not a paragraph of its own.
    if (tag === 'p' && element.parentElement?.tagName === 'LI') return <Fragment key={key}>{children}</Fragment>;
    if (tag === 'p') {
        return (
            <Typography key={key} sx={{ my: 1 }}>
                {children}
            </Typography>
        );
    }
    // A division may hold paragraphs and lists: a box, not a paragraph.
    if (tag === 'div') return <Box key={key}>{children}</Box>;
    if (tag === 'ul' || tag === 'ol') {
        return (
            <Box key={key} component={tag} sx={{ pl: 3, my: 1 }}>
                {children}
            </Box>
        );
    }
    if (tag === 'li') {
        return (
            <Typography key={key} component="li" sx={{ my: 0.25 }}>
                {children}
            </Typography>
        );
    }
    if (tag === 'br') return <br key={key} />;
    if (Object.hasOwn(INLINE, tag)) {
        const Inline = INLINE[tag];
        return <Inline key={key}>{children}</Inline>;
    }
    const href = tag === 'a' ? element.getAttribute('href') : null;
    if (href && SAFE_LINK.test(href)) {
        return (
            <Link key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
                {children}
            </Link>
        );
    }
    // Scripts never reach here (the server strips them), but neither they nor styles are text to show.
    if (tag === 'script' || tag === 'style') return null;
    return <span key={key}>{children}</span>;
}

export function JobDescription({ description, empty }: { description: string | null; empty?: ReactNode }) {
    if (!description?.trim()) return empty ? <Typography color="text.secondary">{empty}</Typography> : null;
    if (!HAS_MARKUP.test(description)) return <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>;
    const body = new DOMParser().parseFromString(description, 'text/html').body;
    return <Box sx={{ '& > :first-child': { mt: 0 }, '& > :last-child': { mb: 0 } }}>{drawChildren(body)}</Box>;
}
