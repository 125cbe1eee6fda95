/**
 * An offer's letter: its template rendered for the offer's application (the
 * shared variables of server/lib/templateRender.ts, the old underscore names
 * of config/contracts/offers.ts LEGACY_OFFER_VARIABLES and the template's own
 * fields), and that letter as a PDF with the workspace's logo and colour, its
 * labels in the candidate's language. One rendering makes both: the company
 * is named by one rule (brandOf, through the `company.name` variable), and a
 * sent offer's page shows the HTML kept with the PDF of its send
 * (migration 047), so a later change cannot make the two disagree.
 */
import { sql } from 'kysely';
import { LEGACY_OFFER_VARIABLES } from '../../config/contracts/offers.js';
import { PLACEHOLDER } from '../../config/communication/variables.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import { brandOf } from './careerCompany.js';
import { imageKinds, type FileStore } from './files.js';
import type { LetterFacts } from './offerRows.js';
import { formatDay, formatSalary, renderOfferPdf } from './offerPdf.js';
import { sanitizeHtml } from './sanitize.js';
import { htmlToText } from './htmlText.js';
import { recipientLocale } from './locale.js';
import { loadTemplateValues, renderTemplate, type TemplateValues } from './templateRender.js';

const DEFAULT_BODY =
    '<p>Dear {{candidate.name}},</p><p>{{company.name}} is pleased to offer you the position of {{job.title}} with an annual compensation of {{offer.annual_ctc}}, starting {{offer.joining_date}}.</p>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The offer letter template's body; null when it is gone (the default wording stands in). */
export async function templateBody(tx: Tx, templateId: string | null): Promise<{ name: string; body: string; status: string } | null> {
    if (!templateId) return null;
    const present = await sql<{ ok: boolean }>`select to_regclass('public.offer_letter_templates') is not null as ok`.execute(tx);
    if (!present.rows[0]?.ok) return null;
    const found = await sql<{ name: string; body: string; status: string }>`select name::text as name, body::text as body, status
        from offer_letter_templates where id = ${templateId}`.execute(tx);
    return found.rows[0] ?? null;
}

async function letterValues(tx: Tx, workspace: Workspace, offer: LetterFacts, senderId: string | undefined, origin: string | undefined): Promise<TemplateValues> {
    const values = await loadTemplateValues(tx, workspace.id, { offerId: offer.id, ...(offer.application_id ? { applicationId: offer.application_id } : {}), senderId, origin });
    // The offer's own figures as the letter prints them, whatever the shared loader's spelling.
    values['offer.annual_ctc'] = formatSalary(offer.annual_ctc, offer.currency);
    values['offer.joining_date'] = formatDay(offer.joining_date);
    values['offer.expires_at'] = formatDay(offer.expires_on);
    values['offer.job_title'] = offer.job_title;
    values['candidate.name'] ||= offer.candidate_name;
    values['job.title'] ||= offer.job_title;
    return values;
}

/** The letter's HTML: old names and the template's fields first (escaped), then the shared variables, then sanitised. */
export function renderLetterHtml(body: string, values: TemplateValues, fields: Record<string, string>): string {
    const withFields = body.replace(PLACEHOLDER, (whole, name: string) => {
        if (name in LEGACY_OFFER_VARIABLES) return escapeHtml(values[LEGACY_OFFER_VARIABLES[name]] ?? '');
        if (Object.prototype.hasOwnProperty.call(fields, name)) return escapeHtml(fields[name]);
        return whole;
    });
    return sanitizeHtml(renderTemplate(withFields, values, 'html'));
}

export interface RenderedLetter {
    html: string;
    text: string;
    company: string;
}

export async function renderLetter(tx: Tx, workspace: Workspace, offer: LetterFacts, senderId?: string, origin?: string): Promise<RenderedLetter> {
    const template = await templateBody(tx, offer.template_id);
    const values = await letterValues(tx, workspace, offer, senderId, origin);
    const html = renderLetterHtml(template?.body ?? DEFAULT_BODY, values, offer.field_values);
    return { html, text: htmlToText(html), company: values['company.name'] ?? brandOf(workspace) };
}

/** The letter the candidate's page shows: as sent (kept with its PDF), or rendered now for an offer sent before letters were kept (migration 047). */
export async function letterAsSent(tx: Tx, workspace: Workspace, offer: LetterFacts): Promise<string> {
    const kept = await sql<{ letter_html: string | null }>`select letter_html from offer_letters where id = ${offer.id}`.execute(tx);
    return kept.rows[0]?.letter_html ?? (await renderLetter(tx, workspace, offer)).html;
}

/** The workspace's logo when it is a stored PNG or JPEG (a logo given as a URL is not fetched). */
async function storedLogo(workspace: Workspace, files: FileStore): Promise<{ bytes: Buffer; mime: string } | null> {
    const name = workspace.company_profile_image?.trim();
    if (!name || name.includes('https') || name.includes('.com')) return null;
    return files.read(workspace.id, 'public', name, imageKinds.filter(k => k.ext === 'png' || k.ext === 'jpg'));
}

/** What a letter's PDF is made for: the offer's facts and the address whose language its labels take. */
type PdfFacts = LetterFacts & { candidate_email: string };

/** The PDF of a letter rendered now: a draft's preview, or what is stored at a send. */
async function pdfOf(tx: Tx, workspace: Workspace, files: FileStore, offer: PdfFacts, letter: RenderedLetter): Promise<Buffer> {
    return renderOfferPdf({
        company: letter.company,
        brandColor: workspace.theme_color,
        logo: await storedLogo(workspace, files),
        candidateName: offer.candidate_name,
        jobTitle: offer.job_title,
        annualCtc: offer.annual_ctc,
        currency: offer.currency,
        joiningDate: offer.joining_date,
        expiresOn: offer.expires_on,
        body: letter.text,
        dated: offer.sent_at ? new Date(offer.sent_at) : new Date(),
        // The candidate's, as the offer's mail is (an address without an account reads English).
        locale: await recipientLocale(tx, offer.candidate_email),
    });
}

export async function letterPdf(tx: Tx, workspace: Workspace, files: FileStore, offer: PdfFacts, senderId?: string, origin?: string): Promise<Buffer> {
    return pdfOf(tx, workspace, files, offer, await renderLetter(tx, workspace, offer, senderId, origin));
}

/** A send's PDF, rendered once with the HTML the candidate's page then shows (letterAsSent). */
export async function sentLetterPdf(tx: Tx, workspace: Workspace, files: FileStore, offer: PdfFacts, senderId: string, origin?: string): Promise<Buffer> {
    const letter = await renderLetter(tx, workspace, offer, senderId, origin);
    await sql`update offer_letters set letter_html = ${letter.html} where id = ${offer.id}`.execute(tx);
    return pdfOf(tx, workspace, files, offer, letter);
}
