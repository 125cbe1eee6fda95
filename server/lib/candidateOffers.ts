/**
 * Offer letters addressed to the signed-in candidate (docs/api-candidates.md,
 * "Offers"). offer_letters is a config-driven table (config/resources/
 * offer_letters.json); a candidate sees those whose candidate_email is their
 * account's and whose status is SENT, ACCEPTED or DECLINED, and answers a SENT
 * one once (offer_responses' key is the offer). The answer moves the offer's
 * status, goes on the timeline of the application it belongs to (the
 * candidate's application to a job of the offer's title), and is mailed to the
 * offer's author and the application's recruiter through the outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { CANDIDATE_OFFER_STATUSES, candidatePortalMessages as msg, type CandidateOffer } from '../../config/contracts/candidatePortal.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { displayName } from './applications.js';
import { HttpProblem, notFound } from './http.js';
import { queueMail } from './mailer.js';
import { sanitizeHtml } from './sanitize.js';

interface OfferRow {
    id: string;
    job_title: string;
    candidate_name: string;
    annual_ctc: string | number | null;
    currency: string | null;
    joining_date: Date | string | null;
    offer_status: CandidateOffer['offer_status'];
    created_at: Date;
    created_by: string | null;
    template_body: string | null;
    decline_reason: string | null;
    answered_at: Date | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const isoDay = (value: Date | string | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

async function offerTablesPresent(tx: Tx): Promise<{ offers: boolean; templates: boolean }> {
    const found = await sql<{ offers: boolean; templates: boolean }>`select to_regclass('public.offer_letters') is not null as offers,
        to_regclass('public.offer_letter_templates') is not null as templates`.execute(tx);
    return found.rows[0];
}

/** The letter: the template's body with the offer's fields (HTML-escaped) in its {{variables}}, sanitised again. */
function renderLetter(row: OfferRow, company: string): string {
    const ctc = row.annual_ctc === null ? '' : `${row.currency ?? ''} ${Number(row.annual_ctc).toLocaleString('en-US')}`.trim();
    const values: Record<string, string> = {
        candidate_name: row.candidate_name,
        job_title: row.job_title,
        company_name: company,
        joining_date: isoDay(row.joining_date) ?? '',
        annual_ctc: ctc,
        reporting_manager: 'your manager',
    };
    const body = row.template_body ?? `<p>Dear {{candidate_name}},</p><p>{{company_name}} offers you the position of {{job_title}} with an annual CTC of {{annual_ctc}}, starting {{joining_date}}.</p>`;
    return sanitizeHtml(body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => escapeHtml(values[name] ?? '')));
}

function presentOffer(row: OfferRow, company: string): CandidateOffer {
    return {
        id: row.id,
        job_title: row.job_title,
        candidate_name: row.candidate_name,
        annual_ctc: row.annual_ctc === null ? null : Number(row.annual_ctc),
        currency: row.currency,
        joining_date: isoDay(row.joining_date),
        offer_status: row.offer_status,
        letter: renderLetter(row, company),
        decline_reason: row.decline_reason,
        answered_at: row.answered_at?.toISOString() ?? null,
        sent_at: row.created_at.toISOString(),
    };
}

async function readOffers(tx: Tx, email: string, id?: string, lock = false): Promise<OfferRow[]> {
    const present = await offerTablesPresent(tx);
    if (!present.offers) return [];
    const template = present.templates ? sql`(select t.body::text from offer_letter_templates t where t.id = o.template_id)` : sql`null::text`;
    const result = await sql<OfferRow>`select o.id, o.job_title::text as job_title, o.candidate_name::text as candidate_name, o.annual_ctc, o.currency::text as currency,
            o.joining_date, o.offer_status::text as offer_status, o.created_at, o.created_by, ${template} as template_body,
            r.reason as decline_reason, r.answered_at
        from offer_letters o left join offer_responses r on r.offer_id = o.id
        where lower(o.candidate_email::text) = ${email.toLowerCase()} and o.offer_status::text in (${sql.join([...CANDIDATE_OFFER_STATUSES])})
        ${id ? sql`and o.id = ${id}` : sql``}
        order by o.created_at desc
        ${lock ? sql`for update of o` : sql``}`.execute(tx);
    return result.rows;
}

export async function candidateOffers(tx: Tx, workspace: Workspace, user: AuthUser): Promise<CandidateOffer[]> {
    const company = workspace.brand_name ?? workspace.company_name;
    return (await readOffers(tx, user.email)).map(row => presentOffer(row, company));
}

export async function candidateOffer(tx: Tx, workspace: Workspace, user: AuthUser, id: string): Promise<CandidateOffer> {
    const [row] = await readOffers(tx, user.email, id);
    if (!row) throw notFound();
    return presentOffer(row, workspace.brand_name ?? workspace.company_name);
}

/** The candidate's application the offer belongs to: to a job with the offer's title, the latest. */
async function offerApplication(tx: Tx, candidateId: string, jobTitle: string): Promise<{ id: string; recruiter_id: string | null } | undefined> {
    const found = await sql<{ id: string; recruiter_id: string | null }>`select a.id, a.recruiter_id from applications a join jobs j on j.id = a.job_id
        where a.candidate_id = ${candidateId} and lower(j.title) = ${jobTitle.toLowerCase()} order by a.created_at desc limit 1`.execute(tx);
    return found.rows[0];
}

/** Accepts or declines a SENT offer, once; refuses any other with a clear message. */
export async function answerOffer(
    tx: Tx,
    workspace: Workspace,
    user: AuthUser,
    candidateId: string,
    offerId: string,
    answer: { response: 'ACCEPTED' | 'DECLINED'; reason?: string },
    log: FastifyBaseLogger,
): Promise<CandidateOffer> {
    const [offer] = await readOffers(tx, user.email, offerId, true);
    if (!offer) throw notFound();
    // Only SENT, ACCEPTED and DECLINED offers are visible here: anything but SENT was answered.
    if (offer.offer_status !== 'SENT') throw new HttpProblem(409, msg.offerAnswered);
    const application = await offerApplication(tx, candidateId, offer.job_title);
    const reason = answer.reason?.trim() ?? null;
    const saved = await sql`insert into offer_responses (offer_id, workspace_id, candidate_id, application_id, response, reason, answered_by)
        values (${offer.id}, ${workspace.id}, ${candidateId}, ${application?.id ?? null}, ${answer.response}, ${reason}, ${user.id})
        on conflict (offer_id) do nothing returning offer_id`.execute(tx);
    if (!saved.rows.length) throw new HttpProblem(409, msg.offerAnswered);
    await sql`update offer_letters set offer_status = ${answer.response}, updated_at = now(), version = version + 1 where id = ${offer.id}`.execute(tx);
    const name = displayName(user);
    const text = answer.response === 'ACCEPTED' ? `${name} accepted the offer for ${offer.job_title}` : `${name} declined the offer for ${offer.job_title}: ${reason}`;
    if (application) {
        await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
            values (${workspace.id}, ${application.id}, ${answer.response === 'ACCEPTED' ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED'}, ${user.id}, ${name},
                ${JSON.stringify({ text, offer_id: offer.id })}::jsonb)`.execute(tx);
    }
    await mailRecruiters(tx, workspace, [offer.created_by, application?.recruiter_id ?? null], `Offer ${answer.response === 'ACCEPTED' ? 'accepted' : 'declined'}: ${offer.job_title}`, `${text}.`, log);
    const [updated] = await readOffers(tx, user.email, offer.id);
    return presentOffer(updated, workspace.brand_name ?? workspace.company_name);
}

/** The offer's author and the application's recruiter, each once, while their accounts are active. */
async function mailRecruiters(tx: Tx, workspace: Workspace, userIds: (string | null)[], subject: string, text: string, log: FastifyBaseLogger): Promise<void> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    if (!ids.length) return;
    const found = await sql<{ email: string }>`select email from users where id in (${sql.join(ids)}) and status = 'ACTIVE' and role_name <> 'CANDIDATE'`.execute(tx);
    for (const { email } of found.rows) await queueMail(tx, workspace.id, { to: email, subject, text }, log);
}
