/**
 * The English catalogue is one catalogue in two parts (config/i18n/README.md):
 * en.public.json, which the entry chunk carries, holds every message the
 * public pages show; en.json, fetched with the console, holds the rest. The
 * public pages are what the entry imports statically from main.tsx (the
 * console is a dynamic import), so the graph is read here as the bundler
 * reads it, and every `ats.*` key written in those modules must be public;
 * so must those of the sign-in and password pages, lazy chunks shown in the public shell.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { areaMessages, consoleMessages, englishCatalogue, mergeCatalogueParts, publicMessages, type MessageTree } from '../../../config/i18n/catalogue';

const ROOT = resolve(__dirname, '../../..');

function keysOf(tree: MessageTree, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return typeof value === 'string' ? [path] : keysOf(value, path);
    });
}

// Static imports and re-exports only: `import('...')` is a chunk of its own. `import type` brings no code.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
        if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?|json)$/.test(candidate)) return candidate;
    }
    throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
}

/**
 * Public pages in chunks of their own that show only the public part (custom/routes/publicRoutes.tsx):
 * the sign-in and password pages. (The career pages and unsubscribe add parts of their own: careerCatalogue.test.ts.)
 */
const LAZY_PUBLIC_PAGES = ['custom/auth/LoginPage.tsx', 'custom/auth/ForgotPasswordPage.tsx', 'custom/auth/ResetPasswordPage.tsx'];

/** Our modules (no node_modules) that `roots` reach through static imports. */
function entryModules(roots: readonly string[] = ['main.tsx']): string[] {
    const seen = new Set<string>();
    const pending = roots.map(root => join(ROOT, root));
    while (pending.length > 0) {
        const file = pending.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        if (file.endsWith('.json')) continue;
        for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
            const next = resolveLocal(file, match[1]);
            if (next) pending.push(next);
        }
    }
    return [...seen].map(file => relative(ROOT, file)).sort();
}

/** Keys written in a module: 'ats.x.y' as a whole key, `ats.x.y_${...}` or 'ats.x.' + ... as a prefix. */
function keysWritten(source: string): { keys: string[]; prefixes: string[] } {
    const keys: string[] = [];
    const prefixes: string[] = [];
    for (const match of source.matchAll(/['"`](ats\.[A-Za-z0-9_.]*)(\$\{|['"`]\s*\+)?/g)) {
        if (match[2] || match[1].endsWith('.')) prefixes.push(match[1]);
        else keys.push(match[1]);
    }
    return { keys, prefixes };
}

const publicKeys = new Set(keysOf(publicMessages));
const consoleKeys = new Set(keysOf(consoleMessages));
const modules = entryModules();
/** The entry and the lazy public pages that show its catalogue part. */
const publicPageModules = entryModules(['main.tsx', ...LAZY_PUBLIC_PAGES]);

describe('the catalogue split between the entry and the console', () => {
    it('reads the entry graph as the bundler does', () => {
        // The walk finds the public pages and stops at the console's dynamic import.
        expect(modules).toContain('custom/routes/publicRoutes.tsx');
        expect(modules).toContain('custom/i18nProvider.ts');
        expect(modules).toContain('config/i18n/en.public.json');
        expect(modules).not.toContain('app/ConsoleApp.tsx');
    });

    it('the entry imports only the public part', () => {
        expect(modules).not.toContain('config/i18n/en.json');
        expect(modules).not.toContain('config/i18n/catalogue.ts');
    });

    it('every key the public pages write is in the public part', () => {
        const missing: string[] = [];
        let found = 0;
        for (const page of LAZY_PUBLIC_PAGES) expect(readFileSync(join(ROOT, 'custom/routes/publicRoutes.tsx'), 'utf8')).toContain(`import('${page.replace(/^custom/, '..').replace(/\.tsx$/, '')}')`);
        for (const module of publicPageModules.filter(file => /\.tsx?$/.test(file))) {
            const { keys, prefixes } = keysWritten(readFileSync(join(ROOT, module), 'utf8'));
            found += keys.length + prefixes.length;
            for (const key of keys) if (!publicKeys.has(key)) missing.push(`${module}: ${key}${consoleKeys.has(key) ? ' (in en.json)' : ''}`);
            for (const prefix of prefixes) {
                const matching = [...publicKeys].filter(key => key.startsWith(prefix));
                const inConsole = [...consoleKeys].filter(key => key.startsWith(prefix));
                if (matching.length === 0 || inConsole.length > 0) missing.push(`${module}: ${prefix}* (${inConsole.join(', ') || 'no key'})`);
            }
        }
        expect(found).toBeGreaterThan(30);
        expect(missing).toEqual([]);
    });

    it('no key is in both parts, and the whole catalogue is their union', () => {
        const shared = [...publicKeys].filter(key => consoleKeys.has(key));
        expect(shared).toEqual([]);
        const areaKeys = Object.values(areaMessages).flatMap(part => keysOf(part));
        expect(new Set(keysOf(englishCatalogue))).toEqual(new Set([...publicKeys, ...consoleKeys, ...areaKeys]));
        expect(() => mergeCatalogueParts({ ats: { a: { b: 'x' } } }, { ats: { a: { b: 'y' } } })).toThrow(/ats\.a\.b is in both parts/);
        expect(() => mergeCatalogueParts({ ats: { a: 'x' } }, { ats: { a: { b: 'y' } } })).toThrow(/ats\.a is in both parts/);
    });

    it('keeps the public part small: it is downloaded by every cold sign-in', () => {
        expect(publicKeys.size).toBeLessThan(consoleKeys.size / 4);
    });
});

/** Every source module of the console, relative to the root. */
function sourceModules(): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
        for (const entry of readdirSync(join(ROOT, dir))) {
            const path = join(dir, entry);
            if (statSync(join(ROOT, path)).isDirectory()) walk(path);
            else if (/\.tsx?$/.test(entry)) found.push(path);
        }
    };
    for (const dir of ['app', 'custom', 'ui', 'resources', 'dataProvider']) walk(dir);
    return found;
}

/** The folders whose modules may show a part's keys: its area's or page's (custom/routes/appRoutes.tsx loads the part with them). */
const AREA_PART_READERS: Record<keyof typeof areaMessages, string[]> = {
    candidate: ['custom/candidate/', 'custom/employee/'],
    employee: ['custom/employee/'],
    // The vendor's words the corporate console shows too (attribution, job form, refused submissions) stay in en.json.
    vendor: ['custom/vendor/'],
    reports: ['custom/reports/'],
    automations: ['custom/automations/'],
    // The placement dashboard (TPO mode), the usage page and the CS dashboard.
    usage: ['custom/tpo/', 'custom/usage/'],
};

describe('the parts fetched with an area or a page', () => {
    const modules = sourceModules();
    const sources = new Map(modules.map(module => [module, readFileSync(join(ROOT, module), 'utf8')]));

    it.each(Object.keys(AREA_PART_READERS) as (keyof typeof areaMessages)[])('%s: its keys are written only in its area, and nothing outside the area imports a module that writes them', part => {
        const partKeys = new Set(keysOf(areaMessages[part]));
        expect(partKeys.size).toBeGreaterThan(20);
        const readers = AREA_PART_READERS[part];
        const inArea = (module: string) => readers.some(folder => module.startsWith(folder));
        const writers = modules.filter(module => {
            const { keys, prefixes } = keysWritten(sources.get(module)!);
            return keys.some(key => partKeys.has(key)) || prefixes.some(prefix => [...partKeys].some(key => key.startsWith(prefix)));
        });
        expect(writers.length).toBeGreaterThan(0);
        expect(writers.filter(module => !inArea(module))).toEqual([]);
        const importersFromOutside = modules
            .filter(module => !inArea(module))
            .flatMap(module =>
                [...sources.get(module)!.matchAll(STATIC_IMPORT)]
                    .map(match => resolveLocal(join(ROOT, module), match[1]))
                    .filter((target): target is string => target !== null && writers.includes(relative(ROOT, target)))
                    .map(target => `${module} imports ${relative(ROOT, target)}`),
            );
        expect(importersFromOutside).toEqual([]);
        // Every key an area module writes is in its parts or in the console's (never missing).
        for (const module of writers) {
            for (const key of keysWritten(sources.get(module)!).keys) {
                const known = consoleKeys.has(key) || publicKeys.has(key) || Object.values(areaMessages).some(p => keysOf(p).includes(key));
                expect(known, `${module}: ${key}`).toBe(true);
            }
        }
    });
});
