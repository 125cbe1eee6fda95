/**
 * The offer letter arrives as the template's HTML, sanitised by the server.
 * The page shows its words, not its markup: each block (heading, paragraph,
 * list item) becomes text, so nothing in a template can run or restyle the
 * console, whatever slipped through. Plain text stays as its lines.
 */
export interface LetterBlock {
    kind: 'heading' | 'paragraph';
    text: string;
}

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,pre';

export function letterBlocks(letter: string): LetterBlock[] {
    if (!/<[a-z][\s\S]*>/i.test(letter)) {
        return letter.split(/\n{2,}/).map(text => text.trim()).filter(Boolean).map(text => ({ kind: 'paragraph', text }));
    }
    const doc = new DOMParser().parseFromString(letter, 'text/html');
    const blocks = [...doc.body.querySelectorAll(BLOCKS)].filter(element => !element.parentElement?.closest(BLOCKS));
    if (blocks.length === 0) {
        const text = doc.body.textContent?.trim() ?? '';
        return text ? [{ kind: 'paragraph', text }] : [];
    }
    return blocks
        .map(element => ({ kind: /^H\d$/.test(element.tagName) ? ('heading' as const) : ('paragraph' as const), text: (element.textContent ?? '').replace(/\s+/g, ' ').trim() }))
        .filter(block => block.text !== '');
}
