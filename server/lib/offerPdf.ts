/**
 * The offer letter as a PDF (pdfkit): the company's logo, its name in the text
 * shade of its theme colour (the console's, config/themeColors.ts: the colour
 * itself is often too light to read on white), the offer's facts (candidate,
 * position, salary formatted for its currency, joining date, validity) under
 * labels in the candidate's language, and the rendered letter below them.
 *
 * The standard Helvetica font draws Western European text (WinAnsi); runs of
 * Devanagari (a Hindi name, a Hindi letter) are drawn in Noto Sans Devanagari,
 * embedded with only the glyphs used. Other characters are reduced to their
 * base letter where one exists ("Zoë" stays, "Łukasz" reads "Lukasz"), else
 * shown as "?" (docs/decisions.md, "Offer letters").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { themeColors } from '../../config/themeColors.js';
import { dateLocale, mailText, type ServerLocale } from './locale.js';

export interface OfferPdfInput {
    company: string;
    /** #rrggbb; anything else falls back to the console's default theme colour. */
    brandColor: string | null;
    /** PNG or JPEG bytes of the workspace's logo, when it has one stored. */
    logo: { bytes: Buffer; mime: string } | null;
    candidateName: string;
    jobTitle: string;
    annualCtc: number | null;
    currency: string;
    joiningDate: string | null;
    expiresOn: string | null;
    /** The letter: the template rendered as text, paragraphs separated by blank lines. */
    body: string;
    /** The day the letter is dated (the day it is sent, or today for a draft). */
    dated: Date;
    /** The candidate's language: the PDF's own labels and dates; the letter stays as its template wrote it. */
    locale: ServerLocale;
}

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard fonts can draw. */
export function pdfSafe(text: string): string {
    return Array.from(text, ch => {
        const code = ch.codePointAt(0) ?? 0;
        if (code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.includes(ch)) return ch;
        if (code === 8239 || code === 8199) return ' ';
        const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return /^[\x20-\x7e]+$/.test(base) ? base : ch === 'Ł' ? 'L' : ch === 'ł' ? 'l' : '?';
    }).join('');
}

/** "INR 4,200,000" / "USD 95,000.50": the amount for its currency, with the code (the standard fonts have no ₹). */
export function formatSalary(amount: number | null, currency: string): string {
    if (amount === null) return '';
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 0, maximumFractionDigits: 2 })
        .format(amount)
        .replace(/\u00a0/g, ' ');
}

/** "1 February 2027" for a YYYY-MM-DD day ("1 फ़रवरी 2027" in a Hindi mail or PDF). */
export function formatDay(day: string | null, locale: ServerLocale = 'en'): string {
    if (!day) return '';
    return new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The PDF's fixed words in `locale` (hi.server.json's `mail` texts, as the offer's mail is). */
export function offerPdfLabels(locale: ServerLocale) {
    return {
        title: mailText(locale, 'offer_pdf_title', {}, 'Offer letter'),
        candidate: mailText(locale, 'offer_pdf_candidate', {}, 'Candidate'),
        position: mailText(locale, 'offer_pdf_position', {}, 'Position'),
        compensation: mailText(locale, 'offer_pdf_compensation', {}, 'Annual compensation'),
        joiningDate: mailText(locale, 'offer_pdf_joining_date', {}, 'Joining date'),
        validUntil: mailText(locale, 'offer_pdf_valid_until', {}, 'Offer valid until'),
    };
}

/** Devanagari and its extensions, with the joiners that shape its conjuncts; spaces and punctuation stay Helvetica's. */
const DEVANAGARI = '[\\u0900-\\u097F\\u1CD0-\\u1CFF\\uA8E0-\\uA8FF\\u200C\\u200D]';
const DEVANAGARI_RUNS = new RegExp(`(${DEVANAGARI}+)`);
const STARTS_DEVANAGARI = new RegExp(`^${DEVANAGARI}`);

/**
 * Helvetica's ascent (its AFM's Ascender, per 1000 of the size). pdfkit sets each run by its own
 * font's top, and Noto's ascent is taller: a Devanagari run sat about 2 pt below the Latin beside
 * it ("जॉइनिंग की तारीख: 4 जनवरी 2027" in a Hindi letter's facts). Set at Helvetica's top instead, both
 * share one baseline.
 */
const HELVETICA_ASCENT = 0.718;

let devanagariFonts: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once per process (fontsource's Devanagari subset, WOFF: fontkit reads it without a Brotli pass). */
function devanagariFontFiles() {
    if (!devanagariFonts) {
        const file = (weight: number) => readFileSync(createRequire(import.meta.url).resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`));
        devanagariFonts = { regular: file(400), bold: file(700) };
    }
    return devanagariFonts;
}

type TextOptions = NonNullable<Parameters<PDFKit.PDFDocument['text']>[1]>;

/**
 * Writes `text` as one paragraph (or its part, `continued`), each Devanagari run in the embedded
 * font and the rest in Helvetica, made safe for it.
 */
function write(doc: PDFKit.PDFDocument, text: string, weight: 'regular' | 'bold', options: TextOptions = {}): void {
    const runs = text.split(DEVANAGARI_RUNS).filter(run => run !== '');
    if (runs.length === 0) runs.push('');
    runs.forEach((run, index) => {
        const continued = options.continued || index < runs.length - 1;
        if (STARTS_DEVANAGARI.test(run)) doc.font(`devanagari-${weight}`).text(run, { ...options, continued, baseline: -HELVETICA_ASCENT * doc.sizeToPoint('1em') });
        else doc.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica').text(pdfSafe(run), { ...options, continued });
    });
}

export function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
    const labels = offerPdfLabels(input.locale);
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${labels.title}: ${input.candidateName}`, Author: input.company } });
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
        doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
    });
    const fonts = devanagariFontFiles();
    doc.registerFont('devanagari-regular', fonts.regular);
    doc.registerFont('devanagari-bold', fonts.bold);
    // Fills (the band, the rule) in the theme colour itself; text in its readable shade, as in the console.
    const colors = themeColors(input.brandColor ?? '');
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.rect(0, 0, doc.page.width, 8).fill(colors.brand);
    let top = 40;
    if (input.logo && (input.logo.mime === 'image/png' || input.logo.mime === 'image/jpeg')) {
        try {
            doc.image(input.logo.bytes, left, top, { fit: [140, 48] });
            top += 56;
        } catch {
            // A damaged logo file must not stop the letter: it goes out without the logo.
        }
    }
    doc.x = left;
    doc.y = top;
    doc.fillColor(colors.text).fontSize(18);
    write(doc, input.company, 'bold', { width });
    doc.moveDown(0.3).fillColor('#555555').fontSize(10);
    write(doc, formatDay(input.dated.toISOString().slice(0, 10), input.locale), 'regular', { width });
    doc.moveDown(1).fillColor('#111111').fontSize(15);
    write(doc, labels.title, 'bold', { width });
    doc.moveDown(0.6);

    const facts: [string, string][] = [
        [labels.candidate, input.candidateName],
        [labels.position, input.jobTitle],
        [labels.compensation, formatSalary(input.annualCtc, input.currency)],
        [labels.joiningDate, formatDay(input.joiningDate, input.locale)],
        [labels.validUntil, formatDay(input.expiresOn, input.locale)],
    ];
    for (const [label, value] of facts) {
        if (!value) continue;
        doc.fontSize(11).fillColor('#333333');
        write(doc, `${label}: `, 'bold', { continued: true });
        write(doc, value, 'regular');
    }
    doc.moveDown(0.8);
    const y = doc.y;
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(colors.brand).stroke();
    doc.moveDown(0.8);

    doc.font('Helvetica').fontSize(11).fillColor('#111111');
    for (const paragraph of input.body.split(/\n{2,}/)) {
        const text = paragraph.trim();
        if (!text) continue;
        write(doc, text, 'regular', { width, align: 'left', lineGap: 2 });
        doc.moveDown(0.6);
    }
    doc.end();
    return done;
}
