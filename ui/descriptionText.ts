/**
 * A job's description (sanitised HTML on the server) as plain text with its line breaks: the
 * portals' job pages show it as text, nothing of it is rendered as markup.
 */
export function descriptionText(html: string | null): string {
    if (!html) return '';
    const broken = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
    const text = new DOMParser().parseFromString(broken, 'text/html').body.textContent ?? '';
    return text.replace(/\n{3,}/g, '\n\n').trim();
}
