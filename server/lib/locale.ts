/**
 * The API's second language (docs/decisions.md, "Hindi"): a request whose Accept-Language puts
 * Hindi first (the console sends the page's language, dataProvider/locale.ts) gets the server's
 * fixed messages and the mails it triggers for its own sender (a sign-up code, a password
 * reset) in Hindi, from config/i18n/hi.server.json, keyed by the English text, which stays
 * exactly as it is. A message without a Hindi text, a composed one, and a record's own words
 * (templates, the seed's messages) stay English.
 */
import hindi from '../../config/i18n/hi.server.json';

export type ServerLocale = 'en' | 'hi';

/** Hindi when the first language the header names is Hindi; English otherwise. */
export function requestLocale(acceptLanguage: string | string[] | undefined): ServerLocale {
    const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
    const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
    return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

const hindiMessages: Record<string, string> = hindi.messages;

/** A fixed message in `locale`; the English text when it has no translation. */
export function localizedMessage(message: string, locale: ServerLocale): string {
    return locale === 'hi' ? (hindiMessages[message] ?? message) : message;
}

type MailKey = keyof typeof hindi.mail;

function fill(template: string, values: Record<string, string | number>): string {
    return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A mail's fixed text in Hindi, or `english` (the code's own wording) in English. */
export function mailText(locale: ServerLocale, key: MailKey, values: Record<string, string | number>, english: string): string {
    return locale === 'hi' ? fill(hindi.mail[key], values) : english;
}
