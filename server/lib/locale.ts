/**
 * The API's second language (docs/decisions.md, "Hindi"): a request whose Accept-Language puts
 * Hindi first (the console sends the page's language, dataProvider/locale.ts) gets the server's
 * fixed messages and the mails it triggers for its own sender (a sign-up code, a password
 * reset) in Hindi, from config/i18n/hi.server.json, keyed by the English text, which stays
 * exactly as it is. A mail to anyone else is in that person's own language (users.locale,
 * migration 029: recipientLocales), and an invitation to a new user in the inviting request's.
 * The refusals composed from a validation issue ("name must be at most 100 characters", in an
 * answer and in an upload's row report: server/plugins/errors.ts), an upload's "3 rows have
 * errors" (server/lib/sheets.ts), the other sentences of the uploads' row reports ("Same email as
 * row 2"), their refusals of a file as a whole ("Unknown column …"), their error reports' headers,
 * their success summaries, a generated resource's "… already exists", the refusals of a file's
 * bytes (an archive's limits, the CSV parser's, a CV's, a file too large) and every other message
 * a person meets that is composed with values (a board's counts, an offer's refused transitions, a
 * record in use, a locked sign-in…) are in Hindi too, from the `composed` templates. The refusals
 * only a client program meets (an unknown endpoint, filter or sort), a message without a Hindi
 * text, and a record's own words (templates, automations, the seed's messages, timeline texts)
 * stay English.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ServerLocale } from '../../config/contracts/account.js';
import hindi from '../../config/i18n/hi.server.json';
import type { Tx } from '../db/scope.js';

export type { ServerLocale };

/** Hindi when the first language the header names is Hindi; English otherwise. */
export function requestLocale(acceptLanguage: string | string[] | undefined): ServerLocale {
    const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
    const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
    return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

/** The language a request is answered in: its Accept-Language (requestLocale). */
export function localeOf(request: Pick<FastifyRequest, 'headers'>): ServerLocale {
    return requestLocale(request.headers['accept-language']);
}

const hindiMessages: Record<string, string> = hindi.messages;

/** A fixed message in `locale`; the English text when it has no translation. */
export function localizedMessage(message: string, locale: ServerLocale): string {
    return locale === 'hi' ? (hindiMessages[message] ?? message) : message;
}

interface Envelope {
    message: string;
    errors?: Record<string, unknown>;
}

function isEnvelope(payload: unknown): payload is Envelope {
    return typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';
}

/** An answer's envelope with its fixed `message` and field errors in `locale`; anything else as it is. */
export function localizedAnswer(payload: unknown, locale: ServerLocale): unknown {
    if (locale === 'en' || !isEnvelope(payload)) return payload;
    const errors = payload.errors && Object.fromEntries(Object.entries(payload.errors).map(([field, text]) => [field, typeof text === 'string' ? localizedMessage(text, locale) : text]));
    return { ...payload, message: localizedMessage(payload.message, locale), ...(errors ? { errors } : {}) };
}

/**
 * Each address's own language (users.locale, matched by email in the request's workspace, as the
 * sign-in does); English for an address without an account or without a language yet.
 */
export async function recipientLocales(tx: Tx, emails: readonly string[]): Promise<(email: string) => ServerLocale> {
    const wanted = [...new Set(emails.map(email => email.toLowerCase()))];
    const found = wanted.length
        ? await tx.selectFrom('users').select(['email', 'locale']).where(sql`lower(email)`, 'in', wanted).where('locale', 'is not', null).execute()
        : [];
    const known = new Map(found.map(row => [row.email.toLowerCase(), row.locale]));
    return email => known.get(email.toLowerCase()) ?? 'en';
}

/** One address's own language (recipientLocales). */
export async function recipientLocale(tx: Tx, email: string): Promise<ServerLocale> {
    return (await recipientLocales(tx, [email]))(email);
}

/** The Intl locale a mail's dates are written in: Hindi month and day names in Hindi, the English mails' en-GB otherwise. */
export const dateLocale = (locale: ServerLocale): string => (locale === 'hi' ? 'hi-IN' : 'en-GB');

type MailKey = keyof typeof hindi.mail;

function fill(template: string, values: Record<string, string | number>): string {
    return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A mail's fixed text in Hindi, or `english` (the code's own wording) in English. */
export function mailText(locale: ServerLocale, key: MailKey, values: Record<string, string | number>, english: string): string {
    return locale === 'hi' ? fill(hindi.mail[key], values) : english;
}

export type ComposedKey = keyof typeof hindi.composed;

const hindiWords: Record<string, string> = hindi.composed_words;

/**
 * A sentence composed with values (a validation issue's refusal, an upload's row report, a count, a refusal naming a record) in Hindi, from
 * its `composed` template with the English message's values; in English `english`, the code's own
 * wording, untouched.
 */
export function composedText(locale: ServerLocale, key: ComposedKey, values: Record<string, string | number>, english: string): string {
    return locale === 'hi' ? fill(hindi.composed[key], values) : english;
}

/** What a composed refusal calls a JSON type or a string format ("पूर्ण संख्या"); `english` in English or without a Hindi word. */
export function composedWord(locale: ServerLocale, name: string, english: string): string {
    return locale === 'hi' ? (hindiWords[name] ?? english) : english;
}
