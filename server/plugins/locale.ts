/**
 * Answers in the request's language (server/lib/locale.ts): in Hindi, the envelope's fixed
 * `message` and its field errors are replaced by their Hindi texts before serialisation, for
 * every route and the error handler alike, so no route has to know about languages. English
 * answers are left untouched.
 */
import type { FastifyInstance } from 'fastify';
import { localeOf, localizedAnswer } from '../lib/locale.js';

export function registerLocale(app: FastifyInstance): void {
    // A kept answer (server/lib/keptAnswers.ts) is sent as the bytes serialised once, which this
    // hook does not see: route() localises it before serialising and keeps it per language.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => localizedAnswer(payload, localeOf(request)));
}
