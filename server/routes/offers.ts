/**
 * Offer letters, corporate side (docs/api-communication.md, "Offer letters"):
 * SPEC.md's offer-letter CRUD plus resend and update-status, the letter's PDF
 * and the application picker of the offer form. Every corporate user reads;
 * the admin and the lead recruiter write, send and withdraw (an offer commits
 * the company to employ and pay someone). The candidate's side is
 * server/routes/candidatePortal.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import {
    createOfferBodySchema,
    offerApplicationOptionSchema,
    offerApplicationQuerySchema,
    offerListQuerySchema,
    offerMessages as msg,
    offerSchema,
    updateOfferBodySchema,
    updateStatusBodySchema,
} from '../../config/contracts/offers.js';
import { ok, page, schemas } from '../lib/http.js';
import { localeOf } from '../lib/locale.js';
import { offerPdfBytes, resendOffer, sendPdf, updateOfferStatus, type SendContext } from '../lib/offerLifecycle.js';
import { presentOffer, readOffer } from '../lib/offerRows.js';
import { createOffer, deleteOffer, listOffers, offerApplicationOptions, updateOffer } from '../lib/offers.js';
import { route } from '../plugins/auth.js';

const tags = ['offer-letters'];
const readers = { roles: corporateRoles } as const;
const writers = { roles: ['CORPORATE', 'LEAD_RECRUITER'] } as const;
const idParams = schemas.idParams;
const offerAnswer = { 200: schemas.envelope(offerSchema) };
const transitionProblems = { 409: 'The offer\'s status does not allow it (the message names the status), or the record changed' };

export async function offerRoutes(app: FastifyInstance): Promise<void> {
    const files = app.deps.files;

    route(app, {
        method: 'GET',
        url: '/api/offer-letters',
        access: readers,
        schema: { tags, summary: 'Offer letters, newest first, by status, application or a word of the name, email or job', querystring: offerListQuerySchema, response: { 200: schemas.page(offerSchema) } },
        async handler({ tx, query }) {
            const { rows, meta } = await listOffers(tx, query);
            return page(rows, meta);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/offer-letter/applications',
        access: writers,
        schema: {
            tags,
            summary: 'Applications to make an offer for, newest first: every word starts a word of the candidate (name, email, skills, phone) or of the job title',
            querystring: offerApplicationQuerySchema,
            response: { 200: schemas.envelope({ type: 'array', items: offerApplicationOptionSchema }) },
        },
        async handler({ tx, workspace, query, request }) {
            return ok(await offerApplicationOptions(tx, workspace.id, query.search, query.limit ?? 20, localeOf(request)));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/offer-letter/:id',
        access: readers,
        schema: { tags, summary: 'One offer letter', params: idParams, response: offerAnswer },
        async handler({ tx, params }) {
            return ok(presentOffer(await readOffer(tx, params.id)));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/offer-letter/:id/pdf',
        access: readers,
        schema: {
            tags,
            summary: 'The offer letter as a PDF: as sent, or for a draft as the candidate would receive it if it were sent now',
            params: idParams,
            produces: ['application/pdf'],
            response: { 200: { type: 'string', format: 'binary', description: 'the PDF' } },
        },
        async handler({ tx, workspace, params, reply }) {
            const offer = await readOffer(tx, params.id);
            return sendPdf(reply, offer, await offerPdfBytes(tx, workspace, files, offer));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/offer-letter',
        access: writers,
        schema: { tags, summary: 'Draft an offer for an application from an offer letter template', body: createOfferBodySchema, response: offerAnswer },
        async handler({ tx, workspace, user, body }) {
            return ok(await createOffer(tx, workspace, user, body), msg.created);
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/offer-letter/:id',
        access: writers,
        schema: { tags, summary: 'Edit the named fields of a draft offer', params: idParams, body: updateOfferBodySchema, response: offerAnswer, 'x-problems': transitionProblems },
        async handler({ tx, workspace, user, params, body, request }) {
            return ok(await updateOffer(tx, workspace, user, params.id, body, localeOf(request)), msg.updated);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/offer-letter/:id',
        access: writers,
        schema: {
            tags,
            summary: 'Delete a draft offer (a sent one is withdrawn instead)',
            params: idParams,
            response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' } } }) },
            'x-problems': transitionProblems,
        },
        async handler({ tx, workspace, user, params, request }) {
            await deleteOffer(tx, workspace, user, params.id, localeOf(request));
            return ok({ id: params.id }, msg.deleted);
        },
    });

    // The candidate's link is on the host the recruiter used (the workspace's own domain).
    const sendContext = (ctx: Omit<SendContext, 'files' | 'origin' | 'log' | 'locale'> & { request: FastifyRequest }): SendContext => ({
        tx: ctx.tx,
        workspace: ctx.workspace,
        user: ctx.user,
        files,
        origin: `${ctx.request.protocol}://${ctx.request.host}`,
        log: ctx.request.log,
        locale: localeOf(ctx.request),
    });

    route(app, {
        method: 'PATCH',
        url: '/api/offer-letter/:id/update-status',
        access: writers,
        schema: {
            tags,
            summary: 'Send a draft (status SENT: the PDF mailed to the candidate with a link to their offer page) or withdraw a sent offer (WITHDRAWN)',
            params: idParams,
            body: updateStatusBodySchema,
            response: offerAnswer,
            'x-problems': transitionProblems,
        },
        async handler({ tx, workspace, user, params, body, request }) {
            const { offer, message } = await updateOfferStatus(sendContext({ tx, workspace, user, request }), params.id, body.status);
            return ok(offer, message);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/offer-letter/:id/resend',
        access: writers,
        schema: { tags, summary: 'Mail a sent offer to the candidate again, with its PDF', params: idParams, response: offerAnswer, 'x-problems': transitionProblems },
        async handler({ tx, workspace, user, params, request }) {
            return ok(await resendOffer(sendContext({ tx, workspace, user, request }), params.id), msg.resent);
        },
    });
}
