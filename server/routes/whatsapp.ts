/**
 * WhatsApp (docs/api-communication.md, "WhatsApp"): a candidate's opt-in as
 * the recruiter records it on an application and as the candidate records it
 * in their profile, a template message sent by hand, and the Cloud API's
 * webhook (verification and delivery statuses).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { idParamsSchema } from '../../config/contracts/common.js';
import {
    whatsappMessagesText as text,
    whatsappOptInBodySchema,
    whatsappOptInSchema,
    whatsappSendAnswerSchema,
    whatsappSendBodySchema,
    whatsappVerifyQuerySchema,
    type WhatsAppOptIn,
} from '../../config/contracts/whatsapp.js';
import type { Tx } from '../db/scope.js';
import { getApplication } from '../lib/applications.js';
import { candidateOf } from '../lib/candidateAccounts.js';
import { HttpProblem, ok, schemas } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { localeOf } from '../lib/locale.js';
import { currentOptIn, queueWhatsApp, recordOptIn, type WhatsAppCategory } from '../lib/whatsapp.js';
import { applyWebhook, validSignature } from '../lib/whatsappWebhook.js';
import { route } from '../plugins/auth.js';
import { sendProblem } from '../plugins/errors.js';

const tags = ['whatsapp'];
const CANDIDATE_ONLY = { roles: ['CANDIDATE'] } as const;
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

async function optInOf(tx: Tx, candidateId: string): Promise<WhatsAppOptIn> {
    const [record, candidate] = await Promise.all([
        currentOptIn(tx, candidateId),
        sql<{ phone_digits: string | null }>`select phone_digits from candidates where id = ${candidateId}`.execute(tx),
    ]);
    return {
        state: record?.state ?? 'NONE',
        source: record?.source ?? null,
        recorded_at: record?.recorded_at.toISOString() ?? null,
        has_phone: Boolean(candidate.rows[0]?.phone_digits),
    };
}

export async function whatsappRoutes(app: FastifyInstance): Promise<void> {
    recruiterRoutes(app);
    candidateRoutes(app);
    await app.register(webhookRoutes);
}

function recruiterRoutes(app: FastifyInstance): void {
    route(app, {
        method: 'GET',
        url: '/api/applications/:id/whatsapp-opt-in',
        access: jobAccess('read'),
        schema: { tags, summary: "The WhatsApp consent of an application's candidate: state, source and time of the latest record", params: idParamsSchema, response: { 200: schemas.envelope(whatsappOptInSchema) } },
        async handler({ tx, params }) {
            const application = await getApplication(tx, params.id);
            return ok(await optInOf(tx, application.candidate.id));
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/applications/:id/whatsapp-opt-in',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: "Record what an application's candidate said about WhatsApp messages (source RECRUITER, by the caller, now)",
            params: idParamsSchema,
            body: whatsappOptInBodySchema,
            response: { 200: schemas.envelope(whatsappOptInSchema) },
        },
        async handler({ tx, workspace, user, params, body }) {
            const application = await getApplication(tx, params.id);
            await recordOptIn(tx, workspace.id, application.candidate.id, { state: body.state, source: 'RECRUITER', recordedBy: user.id });
            return ok(await optInOf(tx, application.candidate.id), text.optInRecorded);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/applications/:id/whatsapp',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: "Queue a WhatsApp template message to an application's candidate; not queued (with the reason) without their opt-in or phone",
            params: idParamsSchema,
            body: whatsappSendBodySchema,
            response: { 200: schemas.envelope(whatsappSendAnswerSchema) },
        },
        async handler({ tx, workspace, user, params, body, request }) {
            const application = await getApplication(tx, params.id);
            const template = await sql<{ category: WhatsAppCategory }>`select category from whatsapp_templates where id = ${body.template_id}`.execute(tx);
            const result = await queueWhatsApp(tx, workspace.id, {
                candidateId: application.candidate.id,
                templateId: body.template_id,
                variables: body.variables,
                category: template.rows[0]?.category ?? 'UTILITY',
                origin: { application_id: application.id, sent_by: user.id },
                locale: localeOf(request),
            });
            return ok(result, result.reason ? text.notQueued[result.reason] : text.queued);
        },
    });
}

function candidateRoutes(app: FastifyInstance): void {
    route(app, {
        method: 'GET',
        url: '/api/candidate/whatsapp-opt-in',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: "The signed-in candidate's own WhatsApp consent", response: { 200: schemas.envelope(whatsappOptInSchema) } },
        async handler({ tx, workspace, user }) {
            return ok(await optInOf(tx, await candidateOf(tx, workspace.id, user)));
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/candidate/whatsapp-opt-in',
        access: CANDIDATE_ONLY,
        schema: { tags, summary: 'The candidate opts in to or out of WhatsApp messages from their profile (source CANDIDATE_PROFILE)', body: whatsappOptInBodySchema, response: { 200: schemas.envelope(whatsappOptInSchema) } },
        async handler({ tx, workspace, user, body }) {
            const candidateId = await candidateOf(tx, workspace.id, user);
            await recordOptIn(tx, workspace.id, candidateId, { state: body.state, source: 'CANDIDATE_PROFILE', recordedBy: user.id });
            return ok(await optInOf(tx, candidateId), text.optInRecorded);
        },
    });
}

/**
 * The webhook, in a scope of its own: JSON arrives as the raw bytes the
 * signature was made over, and is parsed only once the signature holds.
 * It belongs to no workspace (the message's is found from its id).
 */
async function webhookRoutes(app: FastifyInstance): Promise<void> {
    const { config, database } = app.deps;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.get(
        WHATSAPP_WEBHOOK_PATH,
        {
            schema: {
                tags,
                summary: 'The Cloud API checks the webhook: hub.challenge is answered when hub.verify_token is WHATSAPP_VERIFY_TOKEN (403 otherwise)',
                security: [],
                querystring: whatsappVerifyQuerySchema,
                response: { 200: { description: 'hub.challenge, as text', type: 'string' } },
            },
        },
        async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
            const expected = config.whatsapp.verifyToken;
            const query = request.query;
            if (!expected || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== expected) {
                return sendProblem(reply, 403, expected ? text.verifyRefused : text.notConfigured);
            }
            return reply.type('text/plain').send(query['hub.challenge'] ?? '');
        },
    );

    app.post(
        WHATSAPP_WEBHOOK_PATH,
        {
            schema: {
                tags,
                summary: 'Delivery statuses (sent, delivered, read, failed) and inbound messages from the Cloud API; X-Hub-Signature-256 must sign the raw body with WHATSAPP_APP_SECRET (403 otherwise, nothing written)',
                security: [],
                response: { 200: schemas.envelope({ type: 'object', properties: { statuses: { type: 'integer' }, opt_outs: { type: 'integer' } } }) },
            },
        },
        async (request, reply) => {
            const secret = config.whatsapp.appSecret;
            if (!secret) return sendProblem(reply, 403, text.notConfigured);
            const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
            const header = request.headers['x-hub-signature-256'];
            if (!validSignature(raw, Array.isArray(header) ? header[0] : header, secret)) return sendProblem(reply, 403, text.badSignature);
            let payload: unknown;
            try {
                payload = JSON.parse(raw.toString('utf8'));
            } catch {
                throw new HttpProblem(400, 'The body is not JSON.');
            }
            const done = await applyWebhook(database.db, typeof payload === 'object' && payload ? payload : {});
            return ok({ statuses: done.statuses, opt_outs: done.optOuts });
        },
    );
}
