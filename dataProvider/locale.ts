/**
 * The page's language (docs/decisions.md, "Hindi"): chosen once per page load, from the
 * visitor's stored choice, else the browser's first language when it is Hindi, else English.
 * Here, below the screens, because the API client sends it (Accept-Language: the server's
 * fixed messages and mails answer in it) and ui/format.ts formats dates and money in it;
 * custom/i18nProvider.ts loads the catalogue parts for it.
 */

/** The console's languages: English, and Hindi for its Indian users. */
export const LOCALES = [
    { locale: 'en', name: 'English' },
    { locale: 'hi', name: 'हिन्दी' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

/** Where the visitor's choice is remembered (per browser, for every workspace it opens). */
export const LOCALE_STORAGE_KEY = 'ats-locale';

export function isLocale(value: unknown): value is Locale {
    return LOCALES.some(known => known.locale === value);
}

/** The stored choice, else Hindi when the browser's first language is Hindi, else English. */
export function preferredLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
    if (isLocale(stored)) return stored;
    return browserLanguages[0]?.toLowerCase().split('-')[0] === 'hi' ? 'hi' : 'en';
}

function readStoredLocale(): string | null {
    try {
        return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    } catch {
        // Storage refused (privacy mode): the browser's language decides.
        return null;
    }
}

function browserLanguages(): readonly string[] {
    const nav = globalThis.navigator;
    if (!nav) return [];
    return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/** The language of this page load. */
export const currentLocale: Locale = preferredLocale(readStoredLocale(), browserLanguages());

/**
 * The Intl locales of this page load (ui/format.ts formats with them). Here rather than in
 * ui/format.ts because the career page groups amounts too, and this module is in the entry:
 * importing ui/format there cost the career page a script of its own (tests/e2e/budgets.test.ts).
 * intlLocale is for dates and plain numbers (undefined: the browser's own); amountLocale for
 * amounts the pages group explicitly ("1,200,000" in English, "12,00,000" in Hindi).
 */
export const intlLocale: string | undefined = currentLocale === 'hi' ? 'hi-IN' : undefined;
const amountLocale: string = currentLocale === 'hi' ? 'hi-IN' : 'en-US';

const amountFormat = new Intl.NumberFormat(amountLocale);

/**
 * An amount grouped in the page's language. One formatter for the page load: `toLocaleString(locale)`
 * builds a new one per call, about a millisecond each, which a profile of the career page's first
 * render on a throttled phone CPU showed among its costliest functions.
 */
export const formatAmount = (value: number): string => amountFormat.format(value);

/** Remembers `locale` and reloads the page, which then loads every part of the catalogue in it. */
export function switchLocale(locale: Locale): void {
    try {
        globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
        // Not remembered (storage refused): the reload still follows the browser's language.
    }
    globalThis.location?.reload();
}
