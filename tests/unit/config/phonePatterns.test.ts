/**
 * One phone pattern for each kind of person (config/contracts/common.ts). The generated resources'
 * files cannot import it, so each phone field there must repeat the contacts' pattern: a file that
 * came with a pattern of its own (the clients' once allowed 6 characters and a "+" anywhere) fails here.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_PHONE_PATTERN, CONTACT_PHONE_PATTERN } from '../../../config/contracts/common.js';
import { defaultResourcesDir, readResourceFiles } from '../../../server/crud/loadResources.js';

/** Every `phone`-named property of a schema, at any depth, with its path. */
function phoneFields(schema: unknown, path = ''): [string, Record<string, unknown>][] {
    if (typeof schema !== 'object' || schema === null) return [];
    return Object.entries(schema as Record<string, unknown>).flatMap(([key, value]) => {
        const at = `${path}/${key}`;
        const own: [string, Record<string, unknown>][] = /(^|_)phone$/.test(key) && typeof value === 'object' && value !== null ? [[at, value as Record<string, unknown>]] : [];
        return [...own, ...phoneFields(value, at)];
    });
}

describe('phone patterns', () => {
    const { files } = readResourceFiles(defaultResourcesDir);
    const fields = files.flatMap(file => phoneFields((file.json as { schema?: unknown }).schema).map(([path, field]) => [`${file.file}#/schema${path}`, field] as const));

    it('are found in the resource files (teammates, interviewers, vendors, employees, clients, the talent pool)', () => {
        expect(fields.length).toBeGreaterThanOrEqual(6);
    });

    it.each(fields)('%s uses the contacts’ pattern', (_path, field) => {
        expect(field.pattern).toBe(CONTACT_PHONE_PATTERN);
    });

    it("accept what people type and refuse what is not a number", () => {
        const contact = new RegExp(CONTACT_PHONE_PATTERN);
        const candidate = new RegExp(CANDIDATE_PHONE_PATTERN);
        for (const phone of ['+1 206 555 0101', '+91 98450 12345', '(020) 5555-0123']) {
            expect(contact.test(phone), phone).toBe(true);
            expect(candidate.test(phone), phone).toBe(true);
        }
        expect(candidate.test('98450.12345')).toBe(true);
        expect(contact.test('98450.12345')).toBe(false);
        for (const phone of ['12', '12+34+56', 'call me', '+1 206 555 0101 ext 4']) {
            expect(contact.test(phone), phone).toBe(false);
            expect(candidate.test(phone), phone).toBe(false);
        }
    });
});
