/**
 * Share a job (issue 13). The link is the server's (employee/share-link/{id}:
 * the job's public career page with refer_by set to the employee, the
 * contract's employeeShareLink), so an application made through it is
 * credited to them (the career page keeps refer_by in the visit's attribution
 * cookie, SPEC.md sections 3 and 4). Here: the share URLs of LinkedIn,
 * WhatsApp and mail that carry it, and the clipboard. Pure but for the
 * clipboard, so the component test and the page agree on every URL.
 */
export type ShareTarget = 'linkedin' | 'whatsapp' | 'email';

export interface ShareText {
    /** The mail's subject. */
    subject: string;
    /** The sentence before the link (WhatsApp and mail). */
    message: string;
}

/** Each target's share URL, the link encoded once as a query value (LinkedIn reads only the URL and fetches its Open Graph tags). */
export function shareUrls(link: string, text: ShareText): Record<ShareTarget, string> {
    const body = `${text.message}\n${link}`;
    return {
        linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
        whatsapp: `https://wa.me/?text=${encodeURIComponent(body)}`,
        email: `mailto:?subject=${encodeURIComponent(text.subject)}&body=${encodeURIComponent(body)}`,
    };
}

/**
 * Writes the text to the clipboard. The Clipboard API needs a secure context
 * (https or localhost); elsewhere the older copy command on a selected,
 * off-screen text area does the same. Answers whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
        try {
            await navigator.clipboard.writeText(text);
            return true;
        } catch {
            // Refused (no permission, page not focused): the copy command may still work.
        }
    }
    if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.left = '-9999px';
    document.body.appendChild(area);
    area.select();
    try {
        return document.execCommand('copy');
    } finally {
        area.remove();
    }
}

export interface NativeShare {
    title: string;
    text: string;
    url: string;
}

/** Whether the device offers its own share sheet for a link (phones, and some desktops): navigator.share. */
export function canShareNatively(share: NativeShare): boolean {
    if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
    return typeof navigator.canShare !== 'function' || navigator.canShare(share);
}

/**
 * Opens the device's share sheet (any app the person has: WhatsApp, Telegram, a chat at work).
 * Answers 'shared', 'cancelled' (the person closed the sheet: nothing to say) or 'failed'.
 */
export async function shareNatively(share: NativeShare): Promise<'shared' | 'cancelled' | 'failed'> {
    try {
        await navigator.share(share);
        return 'shared';
    } catch (error) {
        return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
}
