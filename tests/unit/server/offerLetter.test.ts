/**
 * The offer letter's pieces without a database: the salary for its currency,
 * text the standard PDF fonts can draw, Devanagari in its embedded font (on the
 * Latin text's baseline), the template's own fields, and the letter's HTML (old
 * names and own fields escaped, shared variables rendered, the result sanitised).
 */
import { inflateSync } from 'node:zlib';
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
    locale: 'en',
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

    it('sets Devanagari on the baseline of the Latin text beside it, in a Hindi letter\'s labels too', async () => {
        const pdf = await renderOfferPdf(letter({ candidateName: 'राहुल शर्मा', locale: 'hi' }));
        // Each run is a text object of its own, placed by `x y Tm`; the runs of one line share a y.
        const placed = pdf
            .toString('latin1')
            .match(/stream\r?\n[\s\S]*?endstream/g)!
            .map(stream => {
                try {
                    return inflateSync(Buffer.from(stream.replace(/^stream\r?\n/, '').replace(/endstream$/, ''), 'latin1')).toString('latin1');
                } catch {
                    return '';
                }
            })
            .join('\n');
        const runs = [...placed.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\s+\/(F\d+) /g)].map(m => ({ x: Number(m[1]), y: Number(m[2]), font: m[3] }));
        // A line's runs go rightwards; the next line starts back at the margin.
        const lines: (typeof runs)[] = [];
        runs.forEach((run, i) => (i > 0 && run.x > runs[i - 1].x ? lines[lines.length - 1].push(run) : lines.push([run])));
        const mixed = lines.filter(runsOfLine => new Set(runsOfLine.map(run => run.font)).size > 1);
        // The date, the title, the candidate's name, the labels: at least six lines mix the two fonts.
        expect(mixed.length).toBeGreaterThanOrEqual(6);
        for (const runsOfLine of mixed) expect(new Set(runsOfLine.map(run => run.y))).toEqual(new Set([runsOfLine[0].y]));
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
