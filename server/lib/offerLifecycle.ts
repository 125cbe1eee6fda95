/**
 * An offer's transitions (docs/api-communication.md, "Offer letters"):
 *
 *   DRAFT ─send→ SENT ─resend→ SENT
 *   SENT ─candidate→ ACCEPTED | DECLINED
 *   SENT ─withdraw→ WITHDRAWN
 *   DRAFT | SENT ─after expires_on→ EXPIRED   (expireOffers, a periodic pass)
 *
 * Anything else is refused with a message naming the offer's status. Each
 * change is on the application's timeline; sending, accepting and declining
 * are automation events (server/lib/automationEvents.ts), all in the
 * transaction of the change. The first send moves an application not yet at
 * the offer step to its job's offer stage (moveToOfferStage).
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { offerMessages as msg, type Offer, type OfferStatus } from '../../config/contracts/offers.js';
import type { DB } from '../db/schema.js';
import { withSystem, type Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { recordAutomationEvent } from './automationEvents.js';
import { brandOf } from './careerCompany.js';
import { resumeKinds, type FileStore } from './files.js';
import { HttpProblem } from './http.js';
import { composedText, mailText, recipientLocale, type ServerLocale } from './locale.js';
import { queueMail } from './mailer.js';
import { letterPdf, sentLetterPdf } from './offerLetter.js';
import { formatDay } from './offerPdf.js';
import { moveApplications } from './board.js';
import { presentOffer, readOffer, type OfferRow } from './offerRows.js';
import { actorOf, offerEvent, statusRefusal, workspaceToday } from './offers.js';
import { PeriodicPass } from './periodicPass.js';

export const OFFER_FILE_AREA = 'offers';
const pdfKinds = resumeKinds.filter(k => k.ext === 'pdf');

export interface SendContext {
    tx: Tx;
    workspace: Workspace;
    user: AuthUser;
    files: FileStore;
    /** `https://host` the recruiter used: the candidate's link is on it. */
    origin: string;
    log: FastifyBaseLogger;
    /** The recruiter's request's language, which a refusal is written in. */
    locale: ServerLocale;
}

/** The candidate's page of one offer. */
export const offerLink = (origin: string, id: string) => `${origin}/candidate/offers/${encodeURIComponent(id)}`;

/** The refusal of a hand-made status change the offer's status does not allow, in `locale`. */
function refusal(target: OfferStatus, current: OfferStatus, locale: ServerLocale): string {
    switch (target) {
        case 'SENT':
            return statusRefusal('offer_cannot_send', msg.cannotSend, current, locale);
        case 'WITHDRAWN':
            return statusRefusal('offer_cannot_withdraw', msg.cannotWithdraw, current, locale);
        case 'ACCEPTED':
        case 'DECLINED':
            return statusRefusal('offer_candidate_answers', msg.candidateAnswers, current, locale);
        case 'EXPIRED':
            return statusRefusal('offer_expires_itself', msg.expiresItself, current, locale);
        case 'DRAFT':
            return statusRefusal('offer_no_draft_again', msg.noDraftAgain, current, locale);
    }
}

/** update-status: SENT sends a draft, WITHDRAWN withdraws a sent offer; every other ask is refused by name. */
export async function updateOfferStatus(ctx: SendContext, id: string, target: OfferStatus): Promise<{ offer: Offer; message: string }> {
    const current = await readOffer(ctx.tx, id, true);
    if (target === 'SENT' && current.offer_status === 'DRAFT') {
        const offer = await deliver(ctx, current, false);
        const moved = await moveToOfferStage(ctx, current);
        return { offer, message: moved ? msg.sentAndMoved : msg.sent };
    }
    if (target === 'WITHDRAWN' && current.offer_status === 'SENT') return { offer: await withdraw(ctx, current), message: msg.withdrawn };
    throw new HttpProblem(409, refusal(target, current.offer_status, ctx.locale));
}

export async function resendOffer(ctx: SendContext, id: string): Promise<Offer> {
    const current = await readOffer(ctx.tx, id, true);
    if (current.offer_status !== 'SENT') throw new HttpProblem(409, statusRefusal('offer_cannot_resend', msg.cannotResend, current.offer_status, ctx.locale));
    return deliver(ctx, current, true);
}

/** Renders the PDF, keeps it, mails it to the candidate with the link to their offer page, and records the change. */
async function deliver(ctx: SendContext, offer: OfferRow, again: boolean): Promise<Offer> {
    const { tx, workspace, user } = ctx;
    if (!offer.application_id) throw new HttpProblem(409, msg.noApplication);
    if (!offer.candidate_email) throw new HttpProblem(409, msg.noEmail);
    if (offer.expires_on && offer.expires_on < (await workspaceToday(tx, workspace.id))) throw new HttpProblem(409, msg.expiryPassed);
    const sentAt = again && offer.sent_at ? offer.sent_at : new Date().toISOString();
    const pdf = await sentLetterPdf(tx, workspace, ctx.files, { ...offer, sent_at: sentAt }, user.id, ctx.origin);
    const fileId = await storePdf(ctx, offer, pdf);
    await sql`update offer_letters set offer_status = 'SENT', sent_at = coalesce(sent_at, now()), sent_by = ${user.id}, pdf_file_id = ${fileId},
        updated_at = now(), version = version + 1 where id = ${offer.id}`.execute(tx);
    await mailOffer(ctx, offer, pdf);
    const what = again ? 'sent again' : 'sent';
    await offerEvent(tx, workspace.id, offer.application_id, again ? 'OFFER_RESENT' : 'OFFER_SENT', actorOf(user), offer.id, `Offer for ${offer.job_title} ${what} to ${offer.candidate_email}`);
    // A resend is the same offer again: automations on "offer sent" fire once, on the first send.
    if (!again) await recordAutomationEvent(tx, workspace.id, { type: 'OFFER_SENT', applicationId: offer.application_id, offerId: offer.id });
    return presentOffer(await readOffer(tx, offer.id));
}

/**
 * A sent offer is an offer out: the application moves to its job's first offer stage (by stage
 * kind, docs/api-dashboard.md) when it is still before it, as a move by the sender, with its
 * history, timeline and STAGE_ENTERED automations. Otherwise the dashboard's "offers out" and job
 * analytics, which read the stages, missed every offer sent from an earlier stage. An application
 * already at the offer or hire step, or rejected, stays where it is; so does one whose job has no
 * offer stage.
 */
async function moveToOfferStage(ctx: SendContext, offer: OfferRow): Promise<boolean> {
    if (!offer.application_id) return false;
    const target = await sql<{ id: string }>`
        select target.id from applications a
        join pipeline_stages current on current.id = a.stage_id
        join pipeline_stages target on target.job_id = a.job_id and target.funnel_kind = 'offer'
        where a.id = ${offer.application_id} and current.funnel_kind in ('applied', 'screening', 'interview')
        order by target.position limit 1`.execute(ctx.tx);
    if (!target.rows[0]) return false;
    const moved = await moveApplications(ctx.tx, ctx.workspace.id, ctx.user, target.rows[0].id, sql`a.id = ${offer.application_id}`);
    return moved.length > 0;
}

async function storePdf(ctx: SendContext, offer: OfferRow, pdf: Buffer): Promise<string> {
    const name = await ctx.files.save(ctx.workspace.id, OFFER_FILE_AREA, pdf, pdfKinds, 'offer letter', ctx.locale);
    try {
        const row = await sql<{ id: string }>`insert into stored_files (workspace_id, area, kind, original_name, stored_name, size_bytes, uploaded_by)
            values (${ctx.workspace.id}, ${OFFER_FILE_AREA}, 'pdf', ${pdfName(offer)}, ${name}, ${pdf.length}, ${ctx.user.id}) returning id`.execute(ctx.tx);
        return row.rows[0].id;
    } catch (error) {
        await ctx.files.remove(ctx.workspace.id, OFFER_FILE_AREA, name);
        throw error;
    }
}

/** "Offer letter - Olive Offeree.pdf" */
export const pdfName = (offer: Pick<OfferRow, 'candidate_name'>) => `Offer letter - ${offer.candidate_name.replace(/[^\p{L}\p{N} .'-]/gu, '').trim() || 'candidate'}.pdf`;

/** The offer's mail to its candidate, in their language (server/lib/locale.ts); the PDF is the letter as written. */
async function mailOffer(ctx: SendContext, offer: OfferRow, pdf: Buffer): Promise<void> {
    const company = brandOf(ctx.workspace);
    const link = offerLink(ctx.origin, offer.id);
    const locale = await recipientLocale(ctx.tx, offer.candidate_email);
    const date = formatDay(offer.expires_on, locale);
    const until = offer.expires_on ? mailText(locale, 'offer_valid_until', { date }, ` It is valid until ${date}.`) : '';
    const values = { name: offer.candidate_name, company, job: offer.job_title, until, link };
    const text = mailText(
        locale,
        'offer_text',
        values,
        `Dear ${offer.candidate_name},\n\n${company} is pleased to offer you the position of ${offer.job_title}. Your offer letter is attached.${until}\n\nRead it and accept or decline it here: ${link}\n`,
    );
    await queueMail(
        ctx.tx,
        ctx.workspace.id,
        {
            to: offer.candidate_email,
            subject: mailText(locale, 'offer_subject', values, `Your offer letter from ${company}`),
            text,
            attachments: [{ filename: pdfName(offer), content_type: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
            category: 'TRANSACTIONAL',
            origin: { application_id: offer.application_id ?? undefined, candidate_id: offer.candidate_id ?? undefined, sent_by: ctx.user.id, ...(offer.template_id ? { template_id: offer.template_id } : {}) },
        },
        ctx.log,
    );
}

async function withdraw(ctx: SendContext, offer: OfferRow): Promise<Offer> {
    const { tx, workspace, user } = ctx;
    await sql`update offer_letters set offer_status = 'WITHDRAWN', updated_at = now(), version = version + 1 where id = ${offer.id}`.execute(tx);
    await offerEvent(tx, workspace.id, offer.application_id, 'OFFER_WITHDRAWN', actorOf(user), offer.id, `Offer for ${offer.job_title} withdrawn`);
    if (offer.candidate_email) {
        const company = brandOf(workspace);
        const locale = await recipientLocale(tx, offer.candidate_email);
        const values = { name: offer.candidate_name, company, job: offer.job_title };
        await queueMail(
            tx,
            workspace.id,
            {
                to: offer.candidate_email,
                subject: mailText(locale, 'offer_withdrawn_subject', values, `Your offer from ${company} was withdrawn`),
                text: mailText(locale, 'offer_withdrawn_text', values, `Dear ${offer.candidate_name},\n\n${company} has withdrawn its offer for the position of ${offer.job_title}.\n`),
                category: 'TRANSACTIONAL',
                origin: { application_id: offer.application_id ?? undefined, candidate_id: offer.candidate_id ?? undefined, sent_by: user.id },
            },
            ctx.log,
        );
    }
    return presentOffer(await readOffer(tx, offer.id));
}

/**
 * The candidate's answer to a SENT offer that has not expired: the status, the
 * answer (offer_responses, once per offer), the timeline and the automation
 * event move together.
 */
export async function recordAnswer(
    tx: Tx,
    workspace: Workspace,
    user: AuthUser,
    offer: OfferRow,
    answer: { response: 'ACCEPTED' | 'DECLINED'; reason: string | null },
    locale: ServerLocale,
): Promise<boolean> {
    if (offer.offer_status !== 'SENT') return false;
    if (offer.expires_on && offer.expires_on < (await workspaceToday(tx, workspace.id))) {
        // The day as the English has always written it; in Hindi as a Hindi mail writes a date.
        const english = msg.expiredOn(formatDay(offer.expires_on));
        throw new HttpProblem(409, composedText(locale, 'offer_expired_on', { date: formatDay(offer.expires_on, locale) }, english));
    }
    const saved = await sql`insert into offer_responses (offer_id, workspace_id, candidate_id, application_id, response, reason, answered_by)
        values (${offer.id}, ${workspace.id}, ${offer.candidate_id}, ${offer.application_id}, ${answer.response}, ${answer.reason}, ${user.id})
        on conflict (offer_id) do nothing returning offer_id`.execute(tx);
    if (!saved.rows.length) return false;
    await sql`update offer_letters set offer_status = ${answer.response}, responded_at = now(), updated_at = now(), version = version + 1 where id = ${offer.id}`.execute(tx);
    const name = actorOf(user).name;
    const text = answer.response === 'ACCEPTED' ? `${name} accepted the offer for ${offer.job_title}` : `${name} declined the offer for ${offer.job_title}: ${answer.reason}`;
    await offerEvent(tx, workspace.id, offer.application_id, answer.response === 'ACCEPTED' ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED', actorOf(user), offer.id, text);
    if (offer.application_id) {
        await recordAutomationEvent(tx, workspace.id, { type: answer.response === 'ACCEPTED' ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED', applicationId: offer.application_id, offerId: offer.id });
    }
    return true;
}

/** The PDF as it was sent (stored at send), or, for a draft, rendered now: the preview is what sending would send. */
export async function offerPdfBytes(tx: Tx, workspace: Workspace, files: FileStore, offer: OfferRow): Promise<Buffer> {
    if (offer.pdf_file_id) {
        const stored = await sql<{ stored_name: string }>`select stored_name from stored_files where id = ${offer.pdf_file_id} and area = ${OFFER_FILE_AREA}`.execute(tx);
        const file = stored.rows[0] ? await files.read(workspace.id, OFFER_FILE_AREA, stored.rows[0].stored_name, pdfKinds) : null;
        if (file) return file.bytes;
    }
    return letterPdf(tx, workspace, files, offer);
}

/** Streams a letter inline (the console previews it in a frame), never cached, sandboxed like the resumes. */
export function sendPdf(reply: FastifyReply, offer: Pick<OfferRow, 'candidate_name'>, pdf: Buffer): FastifyReply {
    const name = pdfName(offer);
    const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
    return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
}

/** Open offers moved per pass at most; the next pass takes the rest. */
const EXPIRY_BATCH = 500;

/**
 * Moves DRAFT and SENT offers past their expiry day (in their workspace's
 * zone) to EXPIRED, with a timeline line each. One statement claims the rows
 * (skip locked) and moves them: several processes running the pass at once
 * expire each offer once. Answers how many expired.
 */
export async function expireOffers(db: Kysely<DB>): Promise<number> {
    return withSystem(db, async tx => {
        const moved = await sql<{ n: number }>`
            with due as (
                select o.id from offer_letters o join workspaces w on w.id = o.workspace_id
                where o.offer_status in ('DRAFT', 'SENT') and o.expires_on < current_date + 1
                  and o.expires_on < (now() at time zone w.time_zone)::date
                order by o.expires_on limit ${EXPIRY_BATCH}
                for update of o skip locked),
            expired as (
                update offer_letters o set offer_status = 'EXPIRED', updated_at = now(), version = o.version + 1
                from due where o.id = due.id and o.offer_status in ('DRAFT', 'SENT')
                returning o.id, o.workspace_id, o.application_id, o.job_title, o.expires_on),
            events as (
                insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
                select e.workspace_id, e.application_id, 'OFFER_EXPIRED', null, null,
                    jsonb_build_object('text', 'Offer for ' || coalesce(e.job_title::text, 'the position') || ' expired on ' || to_char(e.expires_on, 'YYYY-MM-DD'), 'offer_id', e.id)
                from expired e where e.application_id is not null)
            select count(*)::int as n from expired`.execute(tx);
        return moved.rows[0].n;
    });
}

/** Offers expire by the day: a pass every ten minutes is soon enough after midnight in any zone. */
export const OFFER_EXPIRY_INTERVAL_MS = 10 * 60_000;

/** The expiry pass, run at start and then every `intervalMs` while the server runs. */
export class OfferExpiry extends PeriodicPass<number> {

    constructor(
        private readonly db: Kysely<DB>,
        private readonly log: FastifyBaseLogger,
    ) {
        super();
    }

    protected async pass(): Promise<number> {
        try {
            const expired = await expireOffers(this.db);
            if (expired) this.log.info({ expired }, 'offers expired');
            return expired;
        } catch (error) {
            this.log.error({ err: error }, 'offer expiry pass failed');
            return 0;
        }
    }
}
