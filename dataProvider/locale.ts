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
const amountLocale = currentLocale === 'hi' ? 'hi-IN' : 'en-US';

let amountFormat: Intl.NumberFormat | undefined;

/**
 * A whole number's digits grouped as Intl.NumberFormat groups them in `locale`: by three in
 * en-US ("1,200,000"), the last three and then by two in hi-IN ("12,00,000").
 */
export function groupDigits(value: number, locale: 'en-US' | 'hi-IN'): string {
    const digits = String(Math.abs(value));
    const head = digits.slice(0, -3).replace(locale === 'hi-IN' ? /\B(?=(\d{2})+$)/g : /\B(?=(\d{3})+$)/g, ',');
    return `${value < 0 ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`;
}

/**
 * An amount grouped in the page's language. Whole amounts (salaries) are grouped by hand: the
 * page's first Intl object loads the locale's data, about 30 ms on a fast machine, which the
 * career page's first render paid for its salaries (docs/performance.md, "Console loading").
 * Other amounts take one formatter per page load, built on first use: `toLocaleString(locale)`
 * builds a new one per call, about a millisecond each.
 */
export const formatAmount = (value: number): string =>
    Number.isSafeInteger(value) ? groupDigits(value, amountLocale) : (amountFormat ??= new Intl.NumberFormat(amountLocale)).format(value);

/** Remembers `locale` and reloads the page, which then loads every part of the catalogue in it. */
export function switchLocale(locale: Locale): void {
    try {
        globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
        // Not remembered (storage refused): the reload still follows the browser's language.
    }
    globalThis.location?.reload();
}
