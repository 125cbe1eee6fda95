/**
 * The text of stored, sanitised HTML (server/lib/sanitize.ts), in one of two shapes:
 * - 'lines', a mail's text part: a block's end is a line break, a list item starts with "- ",
 *   a link keeps its address after its words;
 * - 'line', a meta description or a summary: everything on one line, single spaces.
 */
export type TextShape = 'lines' | 'line';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Named, decimal and hex character references; one naming no character is left as written. */
function decodeEntities(text: string): string {
    return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
        if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole;
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    });
}

export function htmlToText(html: string | null | undefined, shape: TextShape = 'lines'): string {
    if (!html) return '';
    if (shape === 'line') {
        return decodeEntities(html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''))
            .replace(/\s+/g, ' ')
            .trim();
    }
    const text = html
        .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => (label.replace(/<[^>]*>/g, '').trim() === href ? href : `${label} (${href})`))
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol|blockquote)>/gi, '\n')
        .replace(/<li[^>]*>/gi, '- ')
        .replace(/<[^>]*>/g, '');
    return decodeEntities(text)
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}
