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

/** The field errors of a refusal (`errors` of the one error shape, docs/api.md), keyed by field; none when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
    const body = typeof error === 'object' && error !== null ? (error as { body?: { errors?: unknown } }).body : undefined;
    const errors = body?.errors;
    return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
}
