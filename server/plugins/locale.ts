/**
 * Answers in the request's language (server/lib/locale.ts): in Hindi, the envelope's fixed
 * `message` and its field errors are replaced by their Hindi texts before serialisation, for
 * every route and the error handler alike, so no route has to know about languages. English
 * answers are left untouched.
 */
import type { FastifyInstance } from 'fastify';
import { localizedMessage, requestLocale } from '../lib/locale.js';

interface Envelope {
    message: string;
    errors?: Record<string, unknown>;
}

function isEnvelope(payload: unknown): payload is Envelope {
    return typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';
}

export function registerLocale(app: FastifyInstance): void {
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
        const locale = requestLocale(request.headers['accept-language']);
        if (locale === 'en' || !isEnvelope(payload)) return payload;
        const errors = payload.errors && Object.fromEntries(Object.entries(payload.errors).map(([field, text]) => [field, typeof text === 'string' ? localizedMessage(text, locale) : text]));
        return { ...payload, message: localizedMessage(payload.message, locale), ...(errors ? { errors } : {}) };
    });
}
