/** The one HTML policy: the sanitizeHtml hook of resource files and hand-written routes holding HTML (a job's description). */
import sanitize from 'sanitize-html';

const htmlPolicy: sanitize.IOptions = {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
    allowedAttributes: {
        ...sanitize.defaults.allowedAttributes,
        '*': ['style'],
        img: ['src', 'alt', 'width', 'height'],
        td: ['colspan', 'rowspan'],
        th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

/** Strips scripts, event handlers and unsafe URLs. */
export function sanitizeHtml(html: string): string {
    return sanitize(html, htmlPolicy);
}
