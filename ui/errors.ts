/**
 * The text to show for a failed call: the server's message when it sent one
 * (HttpError.body.message, then error.message), else the given fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
    if (typeof error !== 'object' || error === null) return fallback;
    const { body, message } = error as { body?: unknown; message?: unknown };
    if (typeof body === 'object' && body !== null) {
        const bodyMessage = (body as { message?: unknown }).message;
        if (typeof bodyMessage === 'string' && bodyMessage.trim()) return bodyMessage;
    }
    if (typeof message === 'string' && message.trim()) return message;
    return fallback;
}
