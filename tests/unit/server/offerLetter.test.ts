/**
 * The offer letter's pieces without a database: the salary for its currency,
 * text the standard PDF fonts can draw, Devanagari in its embedded font, the
 * template's own fields, and the letter's HTML (old names and own fields
 * escaped, shared variables rendered, the result sanitised).
 */
import { describe, expect, it } from 'vitest';
import { templateFields } from '../../../config/contracts/offers';
import { renderLetterHtml } from '../../../server/lib/offerLetter';
import { formatDay, formatSalary, pdfSafe, renderOfferPdf, type OfferPdfInput } from '../../../server/lib/offerPdf';
import { resumeText } from '../../../server/lib/resume';

const letter = (fields: Partial<OfferPdfInput>): OfferPdfInput => ({
    company: 'Acme Talent Partners',
    brandColor: null,
    logo: null,
    candidateName: 'Jane Doe',
    jobTitle: 'Engineer',
    annualCtc: 1_500_000,
    currency: 'INR',
    joiningDate: '2027-01-04',
    expiresOn: null,
    body: 'Dear Jane,\n\nWelcome.',
    dated: new Date('2026-11-27T00:00:00Z'),
    ...fields,
});
const DEVANAGARI_FONT = Buffer.from('NotoSansDevanagari');

describe('offer letter', () => {
    it('writes the salary with the currency code and its grouping, decimals only when there are some', () => {
        expect(formatSalary(4_200_000, 'INR')).toBe('INR 4,200,000');
        expect(formatSalary(95_000.5, 'USD')).toBe('USD 95,000.5');
        expect(formatSalary(null, 'EUR')).toBe('');
        expect(formatDay('2027-02-01')).toBe('1 February 2027');
    });

    it('keeps Western European text and reduces the rest to what the standard fonts draw', () => {
        expect(pdfSafe('Zoë Müller – 5 €')).toBe('Zoë Müller – 5 €');
        expect(pdfSafe('Łukasz Dąbrowski')).toBe('Lukasz Dabrowski');
        expect(pdfSafe('王伟')).toBe('??');
    });

    it('draws Devanagari in its embedded font beside the Latin text, and embeds it only when used', async () => {
        const hindi = await renderOfferPdf(letter({ candidateName: 'राहुल शर्मा', jobTitle: 'वरिष्ठ इंजीनियर (Backend)', body: 'प्रिय राहुल,\n\nWelcome to Acme, Zoë! 王伟' }));
        expect(hindi.includes(DEVANAGARI_FONT)).toBe(true);
        const text = await resumeText(hindi, 'pdf');
        // Words without a vowel sign before their consonant read back as written; the Latin runs around them are untouched.
        expect(text).toContain('Candidate: राहुल');
        expect(text).toContain('(Backend)');
        expect(text).toContain('Welcome to Acme, Zoë! ??');
        expect(text).not.toMatch(/\?{3,}/);

        const english = await renderOfferPdf(letter({}));
        expect(english.includes(DEVANAGARI_FONT)).toBe(false);
        expect(await resumeText(english, 'pdf')).toContain('Candidate: Jane Doe');
    });

    it("finds the template's own fields: neither shared variables nor the old names", () => {
        expect(templateFields('{{candidate.name}} {{candidate_name}} {{reporting_manager}} {{ office_city }} {{reporting_manager}} {{Bad Name}}')).toEqual(['reporting_manager', 'office_city']);
    });

    it('renders old names, own fields and shared variables, escaped, and sanitises the result', () => {
        const html = renderLetterHtml(
            '<p onclick="x()">Dear {{candidate_name}}, {{job.title}} reporting to {{reporting_manager}}.</p><script>alert(1)</script>',
            { 'candidate.name': 'A <b>&</b> B', 'job.title': 'Engineer' },
            { reporting_manager: '<i>Asha</i>' },
        );
        expect(html).toBe('<p>Dear A &lt;b&gt;&amp;&lt;/b&gt; B, Engineer reporting to &lt;i&gt;Asha&lt;/i&gt;.</p>');
    });
});
