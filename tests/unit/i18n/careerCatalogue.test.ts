/**
 * The career pages' messages: the list and job page read en.public.json (the
 * public shell's catalogue); the apply flow's own part, en.apply.json, comes
 * with the flow's chunk (custom/career/apply/ApplyDialog.tsx adds it), so the
 * sign-in pages do not carry it. Every key the career modules write must be
 * in the part that is loaded when they render, and the apply part shares no
 * key with the other two.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import applyMessages from '../../../config/i18n/en.apply.json';
import { consoleMessages, publicMessages, type MessageTree } from '../../../config/i18n/catalogue';

const ROOT = resolve(__dirname, '../../..');

function keysOf(tree: MessageTree, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return typeof value === 'string' ? [path] : keysOf(value, path);
    });
}

function sources(dir: string): Array<{ file: string; text: string }> {
    return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap(entry =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [{ file: join(dir, entry.name), text: readFileSync(join(ROOT, dir, entry.name), 'utf8') }] : [],
    );
}

const publicKeys = new Set(keysOf(publicMessages));
const applyKeys = new Set(keysOf(applyMessages));

describe("the career pages' messages", () => {
    it('every key a career module writes is in the part loaded with it', () => {
        const missing: string[] = [];
        let found = 0;
        for (const { file, text } of sources('custom/career')) {
            const loaded = file.includes('/apply/') ? new Set([...publicKeys, ...applyKeys]) : publicKeys;
            // A key, or a prefix when a template goes on (`ats.career.job_types.${type}`).
            for (const match of text.matchAll(/['"`](ats\.[A-Za-z0-9_.]*)(\$\{)?/g)) {
                found += 1;
                const key = match[1];
                const ok = match[2] ? [...loaded].some(known => known.startsWith(key)) : loaded.has(key);
                if (!ok) missing.push(`${file}: ${key}${match[2] ? '*' : ''}`);
            }
        }
        expect(found).toBeGreaterThan(80);
        expect(missing).toEqual([]);
    });

    it('the apply part shares no key with the public or console parts', () => {
        const consoleKeys = new Set(keysOf(consoleMessages));
        expect([...applyKeys].filter(key => publicKeys.has(key) || consoleKeys.has(key))).toEqual([]);
        expect(applyKeys.size).toBeGreaterThan(40);
    });
});
