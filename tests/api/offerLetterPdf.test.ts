/**
 * The offer letter's PDF beside its web page (server/lib/offerPdf.ts, offerLetter.ts;
 * docs/decisions.md, "Offer letters" and "Hindi"): the company's name drawn in the console's
 * text shade of the theme colour (the colour itself, #00bbb6, is 2.4:1 on white), the
 * company named by one rule on the page, in the PDF and in the mail, the page showing the
 * letter as it was sent (so a brand name set afterwards does not make the two disagree), and
 * the PDF's own labels and dates in the candidate's language, Hindi drawn in its embedded font.
 */
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeColors } from '../../config/themeColors.js';
import { resumeText } from '../../server/lib/resume.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { careerJob, noticeVersion, signUp, type SignedUp } from './candidatePortalSupport.js';

let t: TestApp;
let admin: string;
let templateId: string;
let noticeV: number;

type Body = { status: boolean; message: string; data: any };
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) => {
    const response = await t.call(ACME, { method, url, token, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.json() as Body;
};
const pdfOf = async (url: string, token: string) => {
    const response = await t.call(ACME, { method: 'GET', url, token });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
};
/** The PDF's text on one line. */
const pdfText = async (bytes: Buffer) => (await resumeText(bytes, 'pdf')).replace(/\s+/g, ' ');
/** The letter's HTML as the candidate's page shows it. */
const page = async (offerId: string, who: SignedUp) => (await call('GET', `/api/candidate/offer-letter/${offerId}`, who.token)).data.letter as string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    noticeV = await noticeVersion(t, ACME);
    const templates = (await call('GET', '/api/offer-letter/templates-options', admin)).data as { id: string; label: string }[];
    templateId = templates.find(o => o.label === 'Standard offer')!.id;
});
afterAll(() => t.close());

let seq = 0;
/** A candidate with an account, in `locale`, who applied to a new career job; a draft offer for it. */
async function drafted(locale: 'en' | 'hi', first: string, last: string): Promise<{ who: SignedUp; offerId: string }> {
    const who = await signUp(t, ACME, `pdf.${++seq}.${Date.now()}@mail.example`, { first_name: first, last_name: last });
    await call('PATCH', '/api/me/locale', who.token, { locale });
    const job = await careerJob(t, ACME, admin, { title: `Letter Engineer ${seq}` });
    const applied = await call('POST', '/api/candidate/apply', who.token, { job_id: job.id, consent: { accepted: true, version: noticeV } });
    const offer = await call('POST', '/api/offer-letter', admin, {
        application_id: applied.data.application_id,
        template_id: templateId,
        annual_ctc: 1_850_000,
        currency: 'INR',
        joining_date: '2031-01-04',
        expires_on: '2030-12-01',
        field_values: { reporting_manager: 'Asha Rao' },
    });
    return { who, offerId: offer.data.id as string };
}

const send = (offerId: string) => call('PATCH', `/api/offer-letter/${offerId}/update-status`, admin, { status: 'SENT' });

async function setBrand(brand: string | null): Promise<void> {
    const { version } = (await call('GET', '/api/get-company-profile', admin)).data as { version: number };
    await call('POST', '/api/update-company-profile', admin, { brand_name: brand, version });
}

/** The page's drawing operators: pdfkit deflates each content stream. */
function drawing(pdf: Buffer): string {
    const raw = pdf.toString('latin1');
    const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map(match => {
        try {
            return inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
        } catch {
            return ''; // a font or an image, not drawing
        }
    });
    return streams.filter(stream => /\bBT\b/.test(stream)).join('\n');
}

/** The fill colours set by `scn`, as #rrggbb, in order, each with what it fills next: text ("BT") or a shape ("f"). */
function fills(pdf: Buffer): { color: string; fills: string }[] {
    const hex = (value: string) => Math.round(Number(value) * 255).toString(16).padStart(2, '0');
    return [...drawing(pdf).matchAll(/([\d.]+) ([\d.]+) ([\d.]+) scn\s+(\S+)/g)].map(m => ({ color: `#${hex(m[1])}${hex(m[2])}${hex(m[3])}`, fills: m[4] }));
}

describe('the colours', () => {
    it("draws the company's name in the console's text shade of the theme colour, the colour itself only as a fill", async () => {
        const { offerId } = await drafted('en', 'Tara', 'Tint');
        const colors = themeColors('#00bbb6');
        expect(colors.text).not.toBe(colors.brand);
        const used = fills(await pdfOf(`/api/offer-letter/${offerId}/pdf`, admin));
        // The band along the top is the colour itself; the first text (the company's name, "q" opens its text object) is in the shade.
        expect(used[0]).toEqual({ color: colors.brand, fills: 'f' });
        expect(used[1]).toEqual({ color: colors.text, fills: 'q' });
        expect(used.filter(u => u.fills !== 'f').map(u => u.color)).not.toContain(colors.brand);
    });
});

describe('the company, named once', () => {
    it('the page shows the letter as sent: a brand set afterwards changes neither it nor the PDF until the offer is sent again', async () => {
        const { who, offerId } = await drafted('en', 'Noor', 'Named');
        await send(offerId);
        await setBrand('Acme');
        try {
            const sentPdf = await pdfText(await pdfOf(`/api/candidate/offer-letter/${offerId}/pdf`, who.token));
            expect(sentPdf).toContain('Acme Talent Partners is pleased');
            expect(await page(offerId, who)).toContain('Acme Talent Partners is pleased');

            await call('POST', `/api/offer-letter/${offerId}/resend`, admin);
            const resent = await pdfText(await pdfOf(`/api/candidate/offer-letter/${offerId}/pdf`, who.token));
            expect(resent).toMatch(/^Acme \d/);
            expect(resent).toContain('Dear Noor Named, Acme is pleased');
            expect(await page(offerId, who)).toContain('Acme is pleased');
        } finally {
            await setBrand(null);
        }
    });

    it('a blank brand is no brand: the letter, its PDF and its mail all name the company', async () => {
        const { who, offerId } = await drafted('en', 'Bela', 'Blank');
        await setBrand('   ');
        try {
            await send(offerId);
            const pdf = await pdfText(await pdfOf(`/api/candidate/offer-letter/${offerId}/pdf`, who.token));
            expect(pdf).toMatch(/^Acme Talent Partners \d/);
            expect(pdf).toContain('Dear Bela Blank, Acme Talent Partners is pleased');
            expect(await page(offerId, who)).toContain('Acme Talent Partners is pleased');
            const mail = await sql<{ subject: string }>`select subject from email_outbox where to_address = ${who.email} and subject like 'Your offer letter%'`.execute(t.database.db);
            expect(mail.rows).toEqual([{ subject: 'Your offer letter from Acme Talent Partners' }]);
        } finally {
            await setBrand(null);
        }
    });

    it('a draft and the offer just sent say the same as the page', async () => {
        const { who, offerId } = await drafted('en', 'Sami', 'Same');
        await setBrand('Acme');
        try {
            expect(await pdfText(await pdfOf(`/api/offer-letter/${offerId}/pdf`, admin))).toContain('Acme is pleased');
            await send(offerId);
            expect(await pdfText(await pdfOf(`/api/candidate/offer-letter/${offerId}/pdf`, who.token))).toContain('Acme is pleased');
            expect(await page(offerId, who)).toContain('Acme is pleased');
        } finally {
            await setBrand(null);
        }
    });
});

describe("the candidate's language", () => {
    const ENGLISH_LABELS = ['Offer letter', 'Candidate:', 'Position:', 'Annual compensation:', 'Joining date:', 'Offer valid until:'];

    it('labels and dates a Hindi candidate\'s PDF in Hindi, in the embedded Devanagari font; the letter stays as its template wrote it', async () => {
        const { who, offerId } = await drafted('hi', 'Kavya', 'Kapoor');
        const draft = await pdfOf(`/api/offer-letter/${offerId}/pdf`, admin);
        expect(draft.includes(Buffer.from('NotoSansDevanagari'))).toBe(true);
        const text = await pdfText(draft);
        // What the extractor reads back as written (a vowel sign before its consonant comes back after it).
        for (const words of ['ऑफ़र लेटर', 'उम्मीदवार', 'पद: Letter Engineer', 'वेतन: INR 1,850,000', 'तारीख: 4 जनवरी 2031', 'तक मान्य', 'संबर 2030']) expect(text).toContain(words);
        for (const label of ENGLISH_LABELS) expect(text).not.toContain(label);
        expect(text).toContain('Dear Kavya Kapoor, Acme Talent Partners is pleased');
        expect(text).toContain('starting 4 January 2031');

        // The PDF sent (mailed, kept, served to the candidate) is the same Hindi one.
        await send(offerId);
        const sent = await pdfText(await pdfOf(`/api/candidate/offer-letter/${offerId}/pdf`, who.token));
        expect(sent).toContain('ऑफ़र लेटर');
        expect(sent).not.toContain('Candidate:');
    });

    it("keeps an English candidate's PDF English, word for word", async () => {
        const { offerId } = await drafted('en', 'Ellis', 'English');
        const draft = await pdfOf(`/api/offer-letter/${offerId}/pdf`, admin);
        expect(draft.includes(Buffer.from('NotoSansDevanagari'))).toBe(false);
        const text = await pdfText(draft);
        for (const label of ENGLISH_LABELS) expect(text).toContain(label);
        expect(text).toContain('Joining date: 4 January 2031');
        expect(text).toContain('Offer valid until: 1 December 2030');
    });
});
