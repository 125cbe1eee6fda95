/**
 * Offer letters made to the signed-in candidate (docs/api-candidates.md,
 * "Offers"): the offers of their own applications (offer_letters.candidate_id
 * is the candidate record their account is linked to) that were sent to them
 * — SENT, and what became of them: ACCEPTED, DECLINED, WITHDRAWN, EXPIRED.
 * Drafts are never shown. A SENT offer that has not expired is answered once
 * (server/lib/offerLifecycle.ts recordAnswer), and the answer is mailed to the
 * offer's author and sender and the application's recruiter.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { candidatePortalMessages as msg, type CandidateOffer, type CandidateOfferStatus } from '../../config/contracts/candidatePortal.js';
import { offerMessages, type OfferStatus } from '../../config/contracts/offers.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { displayName } from './applications.js';
import { HttpProblem, notFound } from './http.js';
import { mailText, recipientLocales, type ServerLocale } from './locale.js';
import { queueMail } from './mailer.js';
import { recordAnswer } from './offerLifecycle.js';
import { letterAsSent } from './offerLetter.js';
import { readOffer, type OfferRow } from './offerRows.js';
import { statusRefusal, workspaceToday } from './offers.js';

async function ownOfferIds(tx: Tx, user: AuthUser, id?: string): Promise<string[]> {
    const found = await sql<{ id: string }>`select o.id from offer_letters o
        where o.candidate_id = (select c.id from candidates c where c.user_id = ${user.id}) and o.sent_at is not null and o.offer_status <> 'DRAFT'
        ${id ? sql`and o.id = ${id}` : sql``}
        order by o.sent_at desc, o.id`.execute(tx);
    return found.rows.map(r => r.id);
}

/** A sent offer's status; a draft is never the candidate's to see. */
function candidateStatus(status: OfferStatus): CandidateOfferStatus {
    if (status === 'DRAFT') throw notFound();
    return status;
}

async function presentOffer(tx: Tx, workspace: Workspace, row: OfferRow, today: string): Promise<CandidateOffer> {
    return {
        id: row.id,
        application_id: row.application_id,
        job_title: row.job_title,
        candidate_name: row.candidate_name,
        annual_ctc: row.annual_ctc,
        currency: row.currency,
        joining_date: row.joining_date,
        expires_on: row.expires_on,
        offer_status: candidateStatus(row.offer_status),
        can_answer: row.offer_status === 'SENT' && !(row.expires_on && row.expires_on < today),
        letter: await letterAsSent(tx, workspace, row),
        decline_reason: row.decline_reason,
        answered_at: row.responded_at,
        // Listed only once sent (ownOfferIds), so sent_at is there.
        sent_at: row.sent_at ?? row.created_at,
    };
}

export async function candidateOffers(tx: Tx, workspace: Workspace, user: AuthUser): Promise<CandidateOffer[]> {
    const today = await workspaceToday(tx, workspace.id);
    const offers: CandidateOffer[] = [];
    for (const id of await ownOfferIds(tx, user)) offers.push(await presentOffer(tx, workspace, await readOffer(tx, id), today));
    return offers;
}

/** One of the candidate's own offers, or a 404 (another's, a draft, another workspace's). */
export async function ownOffer(tx: Tx, user: AuthUser, id: string, lock = false): Promise<OfferRow> {
    const [own] = await ownOfferIds(tx, user, id);
    if (!own) throw notFound();
    return readOffer(tx, own, lock);
}

export async function candidateOffer(tx: Tx, workspace: Workspace, user: AuthUser, id: string): Promise<CandidateOffer> {
    return presentOffer(tx, workspace, await ownOffer(tx, user, id), await workspaceToday(tx, workspace.id));
}

/** Accepts or declines a SENT offer that has not expired, once; refuses any other with a clear message. */
export async function answerOffer(
    tx: Tx,
    workspace: Workspace,
    user: AuthUser,
    offerId: string,
    answer: { response: 'ACCEPTED' | 'DECLINED'; reason?: string },
    log: FastifyBaseLogger,
    locale: ServerLocale,
): Promise<CandidateOffer> {
    const offer = await ownOffer(tx, user, offerId, true);
    if (offer.offer_status === 'ACCEPTED' || offer.offer_status === 'DECLINED') throw new HttpProblem(409, msg.offerAnswered);
    if (offer.offer_status !== 'SENT') throw new HttpProblem(409, statusRefusal('offer_cannot_answer', offerMessages.cannotAnswer, offer.offer_status, locale));
    const reason = answer.reason?.trim() ?? null;
    if (!(await recordAnswer(tx, workspace, user, offer, { response: answer.response, reason }, locale))) throw new HttpProblem(409, msg.offerAnswered);
    const recruiter = offer.application_id
        ? (await sql<{ recruiter_id: string | null }>`select recruiter_id from applications where id = ${offer.application_id}`.execute(tx)).rows[0]?.recruiter_id
        : null;
    const notice = answerNotice({ name: displayName(user), job: offer.job_title, response: answer.response, reason: reason ?? '' });
    await mailRecruiters(tx, workspace, [offer.created_by, offer.sent_by, recruiter ?? null], notice, log);
    return candidateOffer(tx, workspace, user, offer.id);
}

type Notice = (locale: ServerLocale) => { subject: string; text: string };

/** The answer's notice to the recruiters, in a recruiter's language. */
function answerNotice({ name, job, response, reason }: { name: string; job: string; response: 'ACCEPTED' | 'DECLINED'; reason: string }): Notice {
    const accepted = response === 'ACCEPTED';
    const values = { name, job, reason };
    const english = accepted ? `${name} accepted the offer for ${job}.` : `${name} declined the offer for ${job}: ${reason}.`;
    return locale => ({
        subject: mailText(locale, accepted ? 'offer_answer_subject_accepted' : 'offer_answer_subject_declined', values, `Offer ${accepted ? 'accepted' : 'declined'}: ${job}`),
        text: mailText(locale, accepted ? 'offer_answer_text_accepted' : 'offer_answer_text_declined', values, english),
    });
}

/** The offer's author and sender and the application's recruiter, each once, while their accounts are active, each in their language. */
async function mailRecruiters(tx: Tx, workspace: Workspace, userIds: (string | null)[], notice: Notice, log: FastifyBaseLogger): Promise<void> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    if (!ids.length) return;
    const found = await sql<{ email: string }>`select email from users where id in (${sql.join(ids)}) and status = 'ACTIVE' and role_name <> 'CANDIDATE'`.execute(tx);
    const localeOf = await recipientLocales(tx, found.rows.map(row => row.email));
    for (const { email } of found.rows) await queueMail(tx, workspace.id, { to: email, ...notice(localeOf(email)) }, log);
}
