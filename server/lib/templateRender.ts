/**
 * Templates that render (docs/api-communication.md, "Templates"): the one
 * list of variables (config/communication/variables.json), the renderer, and
 * the values of a real record. Every sender (previews, automations, bulk
 * mail, offer letters, WhatsApp) renders through here, so a variable means
 * the same thing everywhere.
 *
 * Syntax: `{{candidate.name}}`, spaces inside the braces allowed. In html
 * mode values are escaped (a candidate named `<b>Eve</b>` stays text); in
 * text mode (subjects, plain-text parts, WhatsApp parameters) they are not.
 * A variable without a value (no interview, no phone) renders as nothing; a
 * name that is not a variable is left as written (saved templates cannot
 * hold one: the resource hooks refuse it).
 */
import { sql } from 'kysely';
import { CAREER_PAGE_PATH } from '../../config/contracts/career.js';
import { PLACEHOLDER, isTemplateVariable, numberedPlaceholders, placeholders, unknownVariables } from '../../config/communication/variables.js';
import type { Tx } from '../db/scope.js';
import { brandOf } from './careerCompany.js';
import { notFound } from './http.js';
import { readOffer } from './offerRows.js';
import { htmlToText } from './htmlText.js';
import { sanitizeHtml } from './sanitize.js';

export { TEMPLATE_VARIABLES, TEMPLATE_VARIABLE_GROUPS, unknownVariables, numberedPlaceholders, placeholders, isTemplateVariable, type TemplateVariable } from '../../config/communication/variables.js';

/** Values by variable name (`candidate.name`); a missing one renders as nothing. */
export type TemplateValues = Record<string, string | undefined>;

/** The records a message is about. Each is optional; an application brings its candidate, job and recruiter. */
export interface TemplateAbout {
    applicationId?: string;
    candidateId?: string;
    interviewId?: string;
    offerId?: string;
    /** The user sending by hand: the `recruiter.*` variables (else the application's recruiter). */
    senderId?: string;
    /** `https://host` for links; a request passes its own (the host the user used), else the workspace's host. */
    origin?: string;
}

export interface RenderedEmail {
    subject: string;
    html: string;
    text: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderTemplate(source: string, values: TemplateValues, mode: 'html' | 'text'): string {
    return source.replace(PLACEHOLDER, (whole, name: string) => {
        if (!isTemplateVariable(name)) return whole;
        const value = values[name] ?? '';
        return mode === 'html' ? escapeHtml(value) : value;
    });
}

/** A subject and an HTML body rendered with values: subject as text (one line), body escaped then sanitised. */
export function renderEmail(source: { subject: string; body: string }, values: TemplateValues): RenderedEmail {
    const html = sanitizeHtml(renderTemplate(source.body, values, 'html'));
    const subject = renderTemplate(source.subject, values, 'text').replace(/\s+/g, ' ').trim();
    return { subject, html, text: htmlToText(html) };
}

// ---------------------------------------------------------------------------
// The values of real records.

const name = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ');
const isoDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value.slice(0, 10) : undefined);
const str = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));
const MODES: Record<string, string> = { VIDEO: 'Video', PHONE: 'Phone', IN_PERSON: 'In person' };

interface ApplicationFacts {
    candidate_id: string;
    job_id: string;
    recruiter_id: string | null;
    stage: string;
}

async function workspaceValues(tx: Tx, workspaceId: string, origin: string | undefined, values: TemplateValues): Promise<string> {
    const ws = await tx.selectFrom('workspaces').select(['host', 'company_name', 'brand_name', 'website', 'contact_email', 'time_zone']).where('id', '=', workspaceId).executeTakeFirst();
    if (!ws) throw notFound();
    const base = (origin ?? `https://${ws.host}`).replace(/\/$/, '');
    Object.assign(values, {
        // The one rule for the company's name (a blank brand is no brand): the offer's PDF heading, its letter and its mail agree.
        'company.name': brandOf(ws),
        'company.website': str(ws.website),
        'company.contact_email': str(ws.contact_email),
        'links.career_page': `${base}${CAREER_PAGE_PATH}`,
        'links.offer': `${base}/candidate/offers`,
        'links.applied_jobs': `${base}/candidate/applied-jobs`,
    });
    return ws.time_zone;
}

async function applicationValues(tx: Tx, workspaceId: string, applicationId: string, values: TemplateValues): Promise<ApplicationFacts> {
    const row = await sql<ApplicationFacts>`select a.candidate_id, a.job_id, a.recruiter_id, s.name as stage
        from applications a join pipeline_stages s on s.id = a.stage_id
        where a.id = ${applicationId} and a.workspace_id = ${workspaceId}`.execute(tx);
    if (!row.rows[0]) throw notFound();
    values['job.stage'] = row.rows[0].stage;
    return row.rows[0];
}

async function candidateValues(tx: Tx, workspaceId: string, candidateId: string, values: TemplateValues): Promise<void> {
    const c = await sql<{ first_name: string; last_name: string | null; email: string; phone: string | null }>`select first_name, last_name, email, phone
        from candidates where id = ${candidateId} and workspace_id = ${workspaceId} and erased_at is null`.execute(tx);
    const row = c.rows[0];
    if (!row) throw notFound();
    Object.assign(values, {
        'candidate.name': name(row.first_name, row.last_name),
        'candidate.first_name': row.first_name,
        'candidate.last_name': str(row.last_name),
        'candidate.email': row.email,
        'candidate.phone': str(row.phone),
    });
}

async function jobValues(tx: Tx, workspaceId: string, jobId: string, values: TemplateValues): Promise<void> {
    const j = await sql<{ title: string; job_locations: unknown }>`select title, job_locations from jobs where id = ${jobId} and workspace_id = ${workspaceId}`.execute(tx);
    const row = j.rows[0];
    if (!row) return;
    const locations = Array.isArray(row.job_locations) ? row.job_locations.filter((l): l is string => typeof l === 'string' && l !== '') : [];
    values['job.title'] = row.title;
    values['job.location'] = locations.join(', ') || undefined;
}

async function userValues(tx: Tx, workspaceId: string, userId: string, values: TemplateValues): Promise<void> {
    const u = await tx.selectFrom('users').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', userId).where('workspace_id', '=', workspaceId).executeTakeFirst();
    if (!u) return;
    Object.assign(values, {
        'recruiter.name': name(u.first_name, u.last_name),
        'recruiter.first_name': u.first_name,
        'recruiter.email': u.email,
        'recruiter.phone': str(u.phone),
    });
}

/** "Tue, 10 Jun 2025" and "14:30 – 15:30 (Asia/Kolkata)" in the workspace's zone, as the calendar invites say it. */
function interviewWhen(starts: Date, ends: Date, zone: string): { date: string; time: string } {
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return { date: day.format(starts), time: `${time.format(starts)} – ${time.format(ends)} (${zone})` };
}

async function interviewValues(tx: Tx, workspaceId: string, interviewId: string, zone: string, values: TemplateValues): Promise<string> {
    const found = await sql<{ application_id: string; starts_at: Date; ends_at: Date; mode: string | null; link: string | null; place: string | null; round: string }>`
        select i.application_id, i.starts_at, i.ends_at, i.mode, i.link, i.place, r.name as round
        from interviews i join interview_rounds r on r.id = i.round_id
        where i.id = ${interviewId} and i.workspace_id = ${workspaceId}`.execute(tx);
    const row = found.rows[0];
    if (!row) throw notFound();
    const when = interviewWhen(new Date(row.starts_at), new Date(row.ends_at), zone);
    Object.assign(values, {
        'interview.starts_at': `${when.date}, ${when.time}`,
        'interview.date': when.date,
        'interview.time': when.time,
        'interview.round': row.round,
        'interview.mode': row.mode ? MODES[row.mode] : undefined,
        'interview.link': str(row.link),
        'interview.place': str(row.place),
    });
    return row.application_id;
}

async function offerValues(tx: Tx, offerId: string, values: TemplateValues): Promise<string | undefined> {
    const offer = await readOffer(tx, offerId);
    const ctc = offer.annual_ctc === null ? undefined : `${offer.currency} ${offer.annual_ctc.toLocaleString('en-US')}`.trim();
    Object.assign(values, {
        'offer.job_title': str(offer.job_title),
        'offer.annual_ctc': ctc,
        'offer.joining_date': isoDay(offer.joining_date),
        'offer.expires_at': isoDay(offer.expires_on),
    });
    // Before an application is known, the offer's own copy of the name and title stands in.
    values['candidate.name'] ??= str(offer.candidate_name);
    values['candidate.email'] ??= str(offer.candidate_email);
    values['job.title'] ??= str(offer.job_title);
    return str(offer.application_id);
}

/**
 * The values for a message about these records, read through `tx` (the
 * workspace's scope: another workspace's record is a 404). A named record
 * that does not exist is a 404; a variable whose record was not named stays
 * empty.
 */
export async function loadTemplateValues(tx: Tx, workspaceId: string, about: TemplateAbout): Promise<TemplateValues> {
    const values: TemplateValues = {};
    const zone = await workspaceValues(tx, workspaceId, about.origin, values);
    let applicationId = about.applicationId;
    if (about.interviewId) applicationId ??= await interviewValues(tx, workspaceId, about.interviewId, zone, values);
    const offerApplication = about.offerId ? await offerValues(tx, about.offerId, values) : undefined;
    applicationId ??= offerApplication;
    const application = applicationId ? await applicationValues(tx, workspaceId, applicationId, values) : undefined;
    const candidateId = about.candidateId ?? application?.candidate_id;
    if (candidateId) await candidateValues(tx, workspaceId, candidateId, values);
    if (application) await jobValues(tx, workspaceId, application.job_id, values);
    const recruiterId = about.senderId ?? application?.recruiter_id;
    if (recruiterId) await userValues(tx, workspaceId, recruiterId, values);
    return values;
}

/** A saved email template (email_templates) rendered for these records. */
export async function renderEmailTemplate(tx: Tx, workspaceId: string, templateId: string, about: TemplateAbout): Promise<RenderedEmail> {
    const found = await sql<{ subject: string; body: string }>`select subject, body from email_templates where id = ${templateId} and workspace_id = ${workspaceId}`.execute(tx);
    const template = found.rows[0];
    if (!template) throw notFound();
    return renderEmail(template, await loadTemplateValues(tx, workspaceId, about));
}

// ---------------------------------------------------------------------------
// Checks of a template's fields before it is saved (the templateVariables hook).

const braces = (names: string[]) => names.map(n => `{{${n}}}`).join(', ');

/** Why a source cannot be saved, naming the variables; null when every name is a variable. */
export function unknownVariablesMessage(source: string, options: { ownFields?: boolean } = {}): string | null {
    const unknown = unknownVariables(source, options);
    if (!unknown.length) return null;
    return unknown.length === 1 ? `Unknown variable ${braces(unknown)}: pick one from the list.` : `Unknown variables ${braces(unknown)}: pick them from the list.`;
}

/**
 * A WhatsApp body refers to its parameters by number, as the Cloud API
 * requires ({{1}} … {{n}}, no gaps); `variables[i]` is the variable that
 * fills {{i+1}} when the message is sent; an empty mapping leaves the values
 * to the sender. Field errors by field name.
 */
export function whatsappTemplateErrors(body: string, variables: unknown): Record<string, string> {
    const named = placeholders(body).filter(name => !/^[1-9]\d*$/.test(name));
    if (named.length) return { body: `WhatsApp messages use numbered placeholders {{1}}, {{2}} …, not ${braces(named)}: map each number to a variable under Variables.` };
    const numbers = numberedPlaceholders(body);
    const missing = numbers.length ? Array.from({ length: numbers[numbers.length - 1] }, (_, i) => String(i + 1)).filter(n => !numbers.includes(Number(n))) : [];
    if (missing.length) return { body: `Number the placeholders from {{1}} without gaps: ${braces(missing)} is missing.` };
    const list = Array.isArray(variables) ? variables : [];
    const unknown = list.filter(v => typeof v !== 'string' || !isTemplateVariable(v)).map(String);
    if (unknown.length) return { variables: `Unknown variable ${braces(unknown)}: pick one from the list.` };
    // No mapping at all is allowed: such a template is sent with values given by hand (bulk sends); automations need the mapping.
    if (list.length && list.length !== numbers.length) return { variables: `The message has ${numbers.length} placeholder${numbers.length === 1 ? '' : 's'}: choose ${numbers.length === 1 ? 'one variable' : `${numbers.length} variables`}, one for each, in order (${list.length} chosen).` };
    return {};
}

/** The Cloud API's parameters of a WhatsApp template, in order, from the values of a record. */
export function whatsappParameters(variables: readonly string[], values: TemplateValues): string[] {
    return variables.map(name => values[name] ?? '');
}
