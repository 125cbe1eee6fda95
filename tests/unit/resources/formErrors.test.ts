/**
 * The generated forms' errors in words (resources/formErrors.ts): each keyword a shipped resource
 * uses, through the forms' own validator and rjsf's error processing, in English and in Hindi.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { englishCatalogue, mergeCatalogueParts, type MessageTree } from '../../../config/i18n/catalogue';
import hindiConsole from '../../../config/i18n/hi.json';
import hindiPublic from '../../../config/i18n/hi.public.json';
import { createI18nProvider } from '../../../custom/i18nProvider';
import { readableErrors } from '../../../resources/formErrors';
import { formValidator } from '../../../resources/validator';

const schema: RJSFSchema = {
    type: 'object',
    required: ['name'],
    properties: {
        name: { type: 'string', title: 'Name', minLength: 2, maxLength: 5 },
        email: { type: 'string', title: 'Email', format: 'email' },
        website: { type: 'string', title: 'Website', format: 'uri' },
        phone: { type: 'string', title: 'Phone', pattern: '^\\+?[0-9 ()-]{7,20}$' },
        code: { type: 'string', title: 'Code', pattern: '^[A-Z]{3}$' },
        experience: { type: 'integer', title: 'Experience', minimum: 0, maximum: 40 },
        share: { type: 'number', title: 'Share', exclusiveMinimum: 0 },
        level: { type: 'string', title: 'Level', enum: ['JUNIOR', 'SENIOR'] },
        tags: { type: 'array', title: 'Tags', items: { type: 'string' }, minItems: 1, uniqueItems: true },
        since: { type: 'string', title: 'Since', format: 'date' },
    },
};
const uiSchema: UiSchema = { phone: { 'ui:inputType': 'tel' } };

const english = createI18nProvider(englishCatalogue);
const hindi = createI18nProvider(mergeCatalogueParts(hindiPublic as MessageTree, hindiConsole as MessageTree), 'hi');

/** The message beside each field, as the form would show it. */
function messagesFor(values: Record<string, unknown>, translate = english.translate): Record<string, string[]> {
    const { errors } = formValidator.validateFormData(values, schema, undefined, readableErrors(translate), uiSchema);
    const byField: Record<string, string[]> = {};
    for (const error of errors) (byField[(error.property ?? '').replace(/^\./, '')] ??= []).push(error.message ?? '');
    return byField;
}

describe('generated form errors in words', () => {
    it('names what is wrong without ajv\'s words or a pattern', () => {
        expect(
            messagesFor({
                email: 'nope',
                website: 'not a url',
                phone: '12',
                code: 'abc',
                experience: 41,
                share: 0,
                level: 'BOSS',
                tags: ['a', 'a'],
                since: '2026-13-40',
            }),
        ).toEqual({
            name: ['Required'],
            email: ['Invalid email address'],
            website: ['Invalid URL'],
            phone: ['Enter a phone number: digits, spaces, + ( ) and -'],
            code: ['Not in the expected format'],
            experience: ['40 or less'],
            share: ['More than 0'],
            level: ['Choose one of the options'],
            tags: ['Each value only once'],
            since: ['Enter a valid date'],
        });
    });

    it('counts characters and items, one and many', () => {
        expect(messagesFor({ name: 'a', tags: [], experience: -1 })).toEqual({ name: ['At least 2 characters'], tags: ['Choose at least 1'], experience: ['0 or more'] });
        expect(messagesFor({ name: 'abcdef', experience: 2.5 })).toEqual({ name: ['At most 5 characters'], experience: ['Enter a whole number'] });
    });

    it('keeps the title before the message in the error list, and ajv\'s words for a keyword it has none for', () => {
        const withConst: RJSFSchema = { type: 'object', properties: { kind: { type: 'string', title: 'Kind', const: 'A' } } };
        const { errors } = formValidator.validateFormData({ kind: 'B' }, withConst, undefined, readableErrors(english.translate), {});
        expect(errors.map(error => error.message)).toEqual(['must be equal to constant']);
        expect(messagesFor({ name: 'a' }).name).toEqual(['At least 2 characters']);
        const { errors: named } = formValidator.validateFormData({ name: 'a' }, schema, undefined, readableErrors(english.translate), uiSchema);
        expect(named[0].stack).toBe('Name: At least 2 characters');
    });

    it('speaks Hindi on a Hindi page, the figures in their place', () => {
        expect(messagesFor({ name: 'a', phone: '12', experience: 41, email: 'x', website: 'acme.com' }, hindi.translate)).toEqual({
            name: ['कम से कम 2 अक्षर'],
            phone: ['फ़ोन नंबर दर्ज करें: अंक, स्पेस, + ( ) और -'],
            experience: ['40 या कम'],
            email: ['अमान्य ईमेल पता'],
            website: ['अमान्य URL'],
        });
    });
});
