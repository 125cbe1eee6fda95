/**
 * The offer letter's pieces without a database: the salary for its currency,
 * text the standard PDF fonts can draw, the template's own fields, and the
 * letter's HTML (old names and own fields escaped, shared variables rendered,
 * the result sanitised).
 */
import { describe, expect, it } from 'vitest';
import { templateFields } from '../../../config/contracts/offers';
import { renderLetterHtml } from '../../../server/lib/offerLetter';
import { formatDay, formatSalary, pdfSafe } from '../../../server/lib/offerPdf';

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
