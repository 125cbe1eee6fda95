/**
 * The console's messages in parts of one catalogue (config/i18n/README.md):
 * the public pages' (config/i18n/en.public.json), in the entry, the console's
 * (config/i18n/en.json), a chunk of its own that app/App.tsx fetches with the
 * console (`loadConsoleMessages`), and an area's own (`withMessages`); react-admin's English messages join once
 * the console loads (app/ConsoleApp.tsx calls `addReactAdminMessages`). Only
 * the console's pages use those two, and a cold sign-in page is that much
 * lighter (docs/performance.md, "Console loading"). Missing keys fall back to
 * the key itself without a warning, because server messages are shown through
 * the same translate() call.
 *
 * A second locale, Hindi: every English part has a hi*.json twin (and
 * config/i18n/hi.ra.json stands for react-admin's messages, config/i18n/hi.resources.json for the
 * generated screens' labels, which English reads from the resource files). The locale is
 * chosen once per page load (`chosenLocale`: the stored choice, else the
 * browser's language when it is Hindi, else English); in Hindi each twin is
 * fetched with its English part and read first, so an English visitor never
 * downloads a Hindi byte. Changing the language stores the choice and reloads
 * the page (`switchLocale`): every part, the public shell's included, is then
 * loaded in the new language from the start (docs/decisions.md, "Hindi").
 *
 * The translator is polyglot's (what ra-i18n-polyglot wraps), for the one
 * locale the console has: nested keys joined by dots, `%{name}` replaced by
 * the option of that name (left as is when the option is missing), the
 * `smart_count` option picking "one |||| many", `_` as the text of a missing
 * key. Written here rather than imported because node-polyglot brings ES2017
 * polyfills that cost the sign-in page 6 KB on the wire (docs/performance.md,
 * "Console loading"); tests/unit/i18n/i18nProvider.test.ts holds it to polyglot's
 * behaviour. Hindi uses the same plural rule (polyglot's for hi-IN).
 */
import type { I18nProvider, TranslationMessages } from 'react-admin';
import publicMessages from '../config/i18n/en.public.json';
import { LOCALES, currentLocale, isLocale, switchLocale, type Locale } from '../dataProvider/locale';

export { currentLocale, switchLocale, type Locale };

interface MessageTree {
    [key: string]: string | MessageTree;
}

function flatten(tree: MessageTree, prefix = '', into: Map<string, string> = new Map()): Map<string, string> {
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') into.set(path, value);
        else flatten(value, path, into);
    }
    return into;
}

const PLURAL_DELIMITER = '||||';
const TOKEN = /%\{(.*?)\}/g;

type Options = Record<string, unknown>;

/** polyglot's transformPhrase for English: plural form by smart_count (n !== 1 is the second form), then %{tokens}. */
export function transformPhrase(phrase: string, options: Options): string {
    let result = phrase;
    const count = options.smart_count;
    if (count !== undefined && count !== null && phrase) {
        const forms = phrase.split(PLURAL_DELIMITER);
        result = (forms[count !== 1 ? 1 : 0] ?? forms[0]).trim();
    }
    return result.replace(TOKEN, (expression, name: string) => {
        const value = Object.prototype.hasOwnProperty.call(options, name) ? options[name] : undefined;
        return value === undefined || value === null ? expression : String(value);
    });
}

export interface ConsoleI18nProvider extends I18nProvider {
    /** Adds the messages of `tree` whose keys are not known yet (what is there wins). */
    addMessages: (tree: TranslationMessages | MessageTree) => void;
    /** Adds messages of the provider's own locale: they are read before the English ones. */
    addLocaleMessages: (tree: TranslationMessages | MessageTree) => void;
    /** Adds a library's English messages (react-admin's): read after every other English part, whenever either was added. */
    addDefaultMessages: (tree: TranslationMessages | MessageTree) => void;
}

/**
 * An I18nProvider over `tree` (English) for `locale`; a missing key is shown as itself (or as
 * `_`), with the same substitutions. In another locale, its messages (`addLocaleMessages`) win,
 * and a key they lack reads in English.
 */
export function createI18nProvider(tree: TranslationMessages | MessageTree, locale: Locale = 'en'): ConsoleI18nProvider {
    const phrases = flatten(tree as MessageTree);
    const localePhrases = new Map<string, string>();
    const defaultPhrases = new Map<string, string>();
    return {
        addMessages: more => {
            for (const [key, phrase] of flatten(more as MessageTree)) if (!phrases.has(key)) phrases.set(key, phrase);
        },
        addLocaleMessages: more => {
            for (const [key, phrase] of flatten(more as MessageTree)) localePhrases.set(key, phrase);
        },
        addDefaultMessages: more => {
            for (const [key, phrase] of flatten(more as MessageTree)) defaultPhrases.set(key, phrase);
        },
        translate: (key: string, options?: Options) => {
            const opts = options ?? {};
            const phrase = localePhrases.get(key) ?? phrases.get(key) ?? defaultPhrases.get(key) ?? (typeof opts._ === 'string' ? opts._ : key);
            return transformPhrase(phrase, opts);
        },
        changeLocale: (next: string) => {
            if (next !== locale && isLocale(next)) switchLocale(next);
            return Promise.resolve();
        },
        getLocale: () => locale,
        getLocales: () => LOCALES.map(known => ({ ...known })),
    };
}

export const i18nProvider = createI18nProvider(publicMessages, currentLocale);

/**
 * The Hindi loaders and MUI's Hindi defaults (custom/hindiParts.ts): a chunk fetched only in
 * Hindi, so an English page's entry does not carry them.
 */
const hindi: Promise<typeof import('./hindiParts')> | null = currentLocale === 'hi' ? import('./hindiParts') : null;

export type LocalePart = keyof (typeof import('./hindiParts'))['hindiParts'];

/** Theme component defaults in the page's language, once the console's Hindi part is in (custom/shell/theme.ts). */
let muiComponents: object = {};

function loadLocalePart(part: LocalePart): Promise<void> {
    if (!hindi) return Promise.resolve();
    return hindi.then(module =>
        module.hindiParts[part]().then(messages => {
            i18nProvider.addLocaleMessages(messages.default);
            if (part === 'mui') muiComponents = module.muiComponents((key, options) => i18nProvider.translate(key, options));
        }),
    );
}

/**
 * MUI's own words in the page's language, as theme component defaults (custom/shell/theme.ts):
 * the autocomplete's buttons, the table pager. None in English (MUI's defaults), nor before the
 * console's part of the catalogue is in.
 */
export function muiLocaleComponents(): object {
    return muiComponents;
}

let publicLocaleMessages: Promise<void> | undefined;

/**
 * The public pages' messages in the page's language: nothing to wait for in English (undefined);
 * in Hindi, main.tsx renders once they are in (a failed download leaves the page in English).
 */
export function loadPublicLocaleMessages(): Promise<void> | undefined {
    if (currentLocale === 'en') return undefined;
    publicLocaleMessages ??= loadLocalePart('public').then(() => {
        if (globalThis.document) document.documentElement.lang = currentLocale;
    });
    return publicLocaleMessages;
}

let consoleMessages: Promise<void> | undefined;

/**
 * Adds the console's part of the catalogue (config/i18n/en.json, and its twin and react-admin's
 * in Hindi) once; app/App.tsx renders the console only after it. A failed download is tried again by the next call.
 */
export function loadConsoleMessages(): Promise<void> {
    consoleMessages ??= Promise.all([
        import('../config/i18n/en.json').then(module => i18nProvider.addMessages(module.default)),
        loadLocalePart('console'),
        loadLocalePart('reactAdmin'),
        loadLocalePart('resources'),
        loadLocalePart('mui'),
    ]).then(
        () => undefined,
        (error: unknown) => {
            consoleMessages = undefined;
            throw error;
        },
    );
    return consoleMessages;
}

/**
 * Parts of the catalogue that only one area or one page shows (config/i18n/README.md): fetched
 * with that area's or page's chunk, so a signed-in console does not download words it may never show.
 * The career page's apply flow brings its English part in its own chunk (custom/career/apply/ApplyDialog.tsx).
 */
const areaParts = {
    candidate: () => import('../config/i18n/en.candidate.json'),
    employee: () => import('../config/i18n/en.employee.json'),
    vendor: () => import('../config/i18n/en.vendor.json'),
    reports: () => import('../config/i18n/en.reports.json'),
    automations: () => import('../config/i18n/en.automations.json'),
    usage: () => import('../config/i18n/en.usage.json'),
    apply: () => import('../config/i18n/en.apply.json'),
} as const;

export type MessagePart = keyof typeof areaParts;

const partsLoaded = new Map<MessagePart, Promise<void>>();

function loadMessagePart(part: MessagePart): Promise<void> {
    let loading = partsLoaded.get(part);
    if (!loading) {
        loading = Promise.all([areaParts[part]().then(module => i18nProvider.addMessages(module.default)), loadLocalePart(part)]).then(
            () => undefined,
            (error: unknown) => {
                partsLoaded.delete(part);
                throw error;
            },
        );
        partsLoaded.set(part, loading);
    }
    return loading;
}

/** A lazily imported module that resolves once its parts of the catalogue are in too: for React.lazy. */
export function withMessages<T>(module: Promise<T>, ...parts: MessagePart[]): Promise<T> {
    return Promise.all([module, ...parts.map(loadMessagePart)]).then(([loaded]) => loaded);
}

/**
 * react-admin's catalogue, for its components (the console): under ours, which wins on a shared key
 * whichever chunk arrives first, so en.json can re-word one of react-admin's messages by its `ra.*` key.
 */
export function addReactAdminMessages(raMessages: TranslationMessages): void {
    i18nProvider.addDefaultMessages(raMessages);
}
