/**
 * The console's translator (custom/i18nProvider.ts) is polyglot's behaviour
 * without node-polyglot: every message of the catalogue, with and without
 * substitutions and counts, reads as ra-i18n-polyglot (allowMissing) reads it.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { englishCatalogue as ours } from '../../../config/i18n/catalogue';
import { addReactAdminMessages, createI18nProvider, i18nProvider, loadConsoleMessages, withMessages } from '../../../custom/i18nProvider';

// As the console has it once loaded (app/App.tsx, app/ConsoleApp.tsx) and its areas opened (custom/routes/appRoutes.tsx).
await loadConsoleMessages();
await withMessages(Promise.resolve(null), 'candidate', 'employee', 'vendor', 'reports', 'automations', 'usage');
addReactAdminMessages(englishMessages);
/** `over` laid on `under`, key by key: the console's catalogue re-words some of react-admin's (`ra.*`). */
function merged(under: object, over: object): TranslationMessages {
    const result: Record<string, unknown> = { ...under };
    for (const [key, value] of Object.entries(over)) {
        const below = result[key];
        result[key] = typeof value === 'object' && typeof below === 'object' && below ? merged(below, value as object) : value;
    }
    return result as TranslationMessages;
}
const messages = merged(englishMessages, ours);
const polyglot = polyglotI18nProvider(() => messages, 'en', { allowMissing: true });

function keysOf(tree: object, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return typeof value === 'string' ? [path] : keysOf(value as object, path);
    });
}

const optionSets: Record<string, unknown>[] = [
    {},
    { smart_count: 1 },
    { smart_count: 0 },
    { smart_count: 7, name: 'Ada', company: 'Acme', resource: 'departments', key: 'CompactList' },
    { name: null, _: 'fallback %{name}' },
];

describe('i18nProvider', () => {
    const keys = keysOf(messages);

    it('has the whole catalogue', () => {
        expect(keys.length).toBeGreaterThan(300);
        expect(i18nProvider.translate('ats.login.sign_in')).toBe('Sign in');
        expect(i18nProvider.translate('ats.jobs.title', { _: 'missing' })).not.toBe('missing');
        expect(i18nProvider.translate('ra.action.undo')).toBe('Undo');
    });

    it("reads react-admin's messages under the console's, whichever were added first", () => {
        const early = createI18nProvider({});
        early.addDefaultMessages({ ra: { action: { save: 'Save', undo: 'Undo' } } });
        early.addMessages({ ra: { action: { save: 'Keep it' } } });
        const late = createI18nProvider({});
        late.addMessages({ ra: { action: { save: 'Keep it' } } });
        late.addDefaultMessages({ ra: { action: { save: 'Save', undo: 'Undo' } } });
        for (const provider of [early, late]) {
            expect(provider.translate('ra.action.save')).toBe('Keep it');
            expect(provider.translate('ra.action.undo')).toBe('Undo');
        }
    });

    it("re-words only keys react-admin has, and the console reads its wording (a deleted record's page)", () => {
        const reactAdminKeys = new Set(keysOf(englishMessages));
        const reworded = keysOf(ours).filter(key => key.startsWith('ra.'));
        expect(reworded.filter(key => !reactAdminKeys.has(key))).toEqual([]);
        expect(i18nProvider.translate('ra.notification.item_doesnt_exist')).toBe('This record no longer exists: it may have been deleted.');
    });

    it('added messages never replace ours', () => {
        const provider = createI18nProvider({ ra: { action: { save: 'Keep it' } } });
        provider.addMessages({ ra: { action: { save: 'Save', undo: 'Undo' } } });
        expect(provider.translate('ra.action.save')).toBe('Keep it');
        expect(provider.translate('ra.action.undo')).toBe('Undo');
    });

    it.each(optionSets.map(options => [JSON.stringify(options), options] as const))('every key with %s reads as polyglot reads it', (_label, options) => {
        const differing = keys.filter(key => i18nProvider.translate(key, { ...options }) !== polyglot.translate(key, { ...options }));
        expect(differing).toEqual([]);
    });

    it('plural forms, tokens, missing tokens, missing keys and their default, as polyglot', () => {
        const tree: TranslationMessages = { a: { count: '%{smart_count} item |||| %{smart_count} items', hello: 'Hello, %{name}!', both: '  one  ||||  many  ' } } as unknown as TranslationMessages;
        const ours = createI18nProvider(tree);
        const theirs = polyglotI18nProvider(() => tree, 'en', { allowMissing: true });
        const cases: [string, Record<string, unknown>][] = [
            ['a.count', { smart_count: 1 }],
            ['a.count', { smart_count: 2 }],
            ['a.count', { smart_count: 0 }],
            ['a.count', {}],
            ['a.hello', { name: 'Ada' }],
            ['a.hello', {}],
            ['a.hello', { name: undefined }],
            ['a.both', { smart_count: 1 }],
            ['a.both', {}],
            ['Server said %{what}', { what: 'no' }],
            ['missing.key', {}],
            ['missing.key', { _: 'Default for %{name}', name: 'Ada' }],
            ['missing.plural', { _: 'one |||| many', smart_count: 3 }],
        ];
        for (const [key, options] of cases) expect(ours.translate(key, { ...options })).toBe(theirs.translate(key, { ...options }));
        expect(ours.translate('a.count', { smart_count: 2 })).toBe('2 items');
        expect(ours.translate('missing.key')).toBe('missing.key');
    });
});
