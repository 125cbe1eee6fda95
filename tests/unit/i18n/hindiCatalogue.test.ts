/**
 * The second locale (docs/decisions.md, "Hindi"): every English part of the catalogue
 * (config/i18n/en*.json) has a Hindi twin (hi*.json) with the same keys, the same %{placeholders}
 * and the same plural forms, translated (an English text left in the twin is a product term from
 * a short list); config/i18n/hi.ra.json is react-admin's English catalogue's twin, and
 * config/i18n/hi.resources.json names what the resource files (config/resources) label in English. And the locale
 * is chosen as the decision says, Hindi read first with English under it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../custom/i18nProvider';
import { preferredLocale } from '../../../dataProvider/locale';
import { enumWords, resourceEnumKey, resourceFieldKey, resourceMenuKey, resourceNameKey } from '../../../resources/translate';
import type { ResourceConfig } from '../../../resources/types';

const DIR = resolve(__dirname, '../../../config/i18n');

interface Tree {
    [key: string]: string | Tree;
}

function flat(tree: Tree, prefix = '', into: Map<string, string> = new Map()): Map<string, string> {
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') into.set(path, value);
        else flat(value, path, into);
    }
    return into;
}

const read = (file: string) => flat(JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Tree);
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]))].sort();
const pluralForms = (text: string) => text.split('||||').length;

/** Texts that read the same in both languages: product and brand names, and texts of placeholders only. */
const SAME_IN_BOTH = new Set(['ATS', 'CV', 'ID', 'WhatsApp', 'LinkedIn', 'ERASE', '—', ' ']);
const onlyPlaceholders = (text: string) => text.replace(/%\{\w+\}/g, '').replace(/[\s:]/g, '') === '';

const englishParts = readdirSync(DIR).filter(file => /^en(\..+)?\.json$/.test(file));
/** An `ra.*` key of en.json re-words react-admin's English: its twin is in hi.ra.json, with react-admin's others. */
const isReactAdmin = (key: string) => key.startsWith('ra.');
const withoutReactAdmin = (messages: Map<string, string>) => new Map([...messages].filter(([key]) => !isReactAdmin(key)));
const reactAdminAsWorded = new Map([...flat(englishMessages as unknown as Tree), ...[...read('en.json')].filter(([key]) => isReactAdmin(key))]);
const pairs: Array<[string, Map<string, string>, Map<string, string>]> = [
    ...englishParts.map(file => [file, withoutReactAdmin(read(file)), read(file.replace(/^en/, 'hi'))] as [string, Map<string, string>, Map<string, string>]),
    ['ra-language-english, as en.json words it', reactAdminAsWorded, read('hi.ra.json')],
];

/** What differs between an English part and its twin, one line per key. */
function differences(english: Map<string, string>, hindi: Map<string, string>): string[] {
    const found: string[] = [];
    for (const [key, text] of english) {
        const twin = hindi.get(key);
        if (twin === undefined) found.push(`${key}: missing in Hindi`);
        else if (placeholders(twin).join() !== placeholders(text).join()) found.push(`${key}: placeholders ${placeholders(twin).join()} instead of ${placeholders(text).join()}`);
        else if (pluralForms(twin) !== pluralForms(text)) found.push(`${key}: ${pluralForms(twin)} plural forms instead of ${pluralForms(text)}`);
        else if (twin === text && !SAME_IN_BOTH.has(text) && !onlyPlaceholders(text)) found.push(`${key}: not translated ("${text}")`);
    }
    for (const key of hindi.keys()) if (!english.has(key)) found.push(`${key}: only in Hindi`);
    return found;
}

describe('the Hindi catalogue', () => {
    it('has a twin for every English part, and no Hindi part without one', () => {
        expect(englishParts.length).toBeGreaterThanOrEqual(8);
        const hindiParts = readdirSync(DIR).filter(file => /^hi(\..+)?\.json$/.test(file));
        expect(hindiParts.sort()).toEqual([...englishParts.map(file => file.replace(/^en/, 'hi')), 'hi.ra.json', 'hi.resources.json', 'hi.mui.json', 'hi.server.json'].sort());
    });

    it("names every generated screen's resource, menu entry, field and enum value (resources/translate.ts keys), and nothing else", () => {
        const english = new Map<string, string>();
        for (const file of readdirSync(resolve(DIR, '../resources'))) {
            const config = JSON.parse(readFileSync(resolve(DIR, '../resources', file), 'utf8')) as ResourceConfig;
            english.set(resourceNameKey(config), `${config.label.one} |||| ${config.label.many}`);
            if (config.label.menu) english.set(resourceMenuKey(config), config.label.menu);
            for (const [field, schema] of Object.entries(config.schema.properties)) {
                english.set(resourceFieldKey(config, field), schema.title ?? field);
                for (const [value, word] of enumWords(config, field)) english.set(resourceEnumKey(config, field, value), word);
            }
        }
        expect(english.size).toBeGreaterThan(80);
        expect(english.get('resources.email_templates.enums.purpose.GENERAL')).toBe('General');
        expect(differences(english, read('hi.resources.json'))).toEqual([]);
    });

    it.each(pairs.map(([name, english, hindi]) => [name, english, hindi] as const))('%s: same keys, placeholders and plural forms, translated', (_name, english, hindi) => {
        expect(english.size).toBeGreaterThan(40);
        expect(differences(english, hindi)).toEqual([]);
    });

    it('names what differs', () => {
        const english = new Map([
            ['a.count', '%{smart_count} job |||| %{smart_count} jobs'],
            ['a.hello', 'Hello, %{name}'],
            ['a.same', 'Save'],
            ['a.gone', 'Gone'],
        ]);
        const hindi = new Map([
            ['a.count', '%{smart_count} नौकरियाँ'],
            ['a.hello', 'नमस्ते, %{who}'],
            ['a.same', 'Save'],
            ['a.extra', 'अतिरिक्त'],
        ]);
        expect(differences(english, hindi)).toEqual([
            'a.count: 1 plural forms instead of 2',
            'a.hello: placeholders who instead of name',
            'a.same: not translated ("Save")',
            'a.gone: missing in Hindi',
            'a.extra: only in Hindi',
        ]);
    });
});

describe('the locale', () => {
    it('is the stored choice, else Hindi for a Hindi browser, else English', () => {
        expect(preferredLocale('hi', ['en-GB'])).toBe('hi');
        expect(preferredLocale('en', ['hi-IN'])).toBe('en');
        expect(preferredLocale(null, ['hi-IN', 'en'])).toBe('hi');
        expect(preferredLocale(null, ['hi'])).toBe('hi');
        expect(preferredLocale(null, ['en-IN', 'hi'])).toBe('en');
        expect(preferredLocale('fr', ['mr-IN'])).toBe('en');
        expect(preferredLocale(null, [])).toBe('en');
    });

    it('reads Hindi first and English for a key Hindi lacks; English messages added later do not replace Hindi ones', () => {
        const provider = createI18nProvider({ a: { save: 'Save', only: 'Only English %{name}' } }, 'hi');
        provider.addLocaleMessages({ a: { save: 'सहेजें', jobs: '%{smart_count} नौकरी |||| %{smart_count} नौकरियाँ' } });
        provider.addMessages({ a: { save: 'Save it', jobs: 'jobs' } });
        expect(provider.getLocale()).toBe('hi');
        expect(provider.translate('a.save')).toBe('सहेजें');
        expect(provider.translate('a.only', { name: 'Ada' })).toBe('Only English Ada');
        expect(provider.translate('a.jobs', { smart_count: 1 })).toBe('1 नौकरी');
        expect(provider.translate('a.jobs', { smart_count: 3 })).toBe('3 नौकरियाँ');
        expect(provider.getLocales?.().map(locale => locale.locale)).toEqual(['en', 'hi']);
    });
});
