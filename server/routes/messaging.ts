/**
 * Bulk messages, unsubscribing and the communication log
 * (docs/api-communication.md, "Bulk messages" and "Communication log").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import {
    logEntrySchema,
    logQuerySchema,
    mailPreviewSchema,
    messagingMessages,
    previewMailBodySchema,
    retryBodySchema,
    sendMailBodySchema,
    sendReportSchema,
    talentNotificationBodySchema,
    unsubscribeQuerySchema,
    unsubscribeStateSchema,
    type SendReport,
} from '../../config/contracts/messaging.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from '../lib/access.js';
import { notifyTalentCategory, previewMail, sendMailToApplications, type SendContext } from '../lib/bulkMail.js';
import { listLog, retryMessage } from '../lib/communicationLog.js';
import { HttpProblem, ok, page, schemas } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { composedText, localeOf } from '../lib/locale.js';
import { getApplication } from '../lib/applications.js';
import { isUnsubscribed, recordUnsubscribe, unsubscribeSecret, verifyUnsubscribe, type UnsubscribeClaim } from '../lib/unsubscribe.js';
import { route } from '../plugins/auth.js';
import { brandOf } from '../lib/careerCompany.js';

const tags = ['messaging'];
const corporate = { roles: corporateRoles } as const;
const reportAnswer = { 200: schemas.envelope(sendReportSchema) };

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function messagingRoutes(app: FastifyInstance): Promise<void> {
    const secret = await unsubscribeSecret(app.deps.database.db);
    const context = (tx: Tx, workspaceId: string, user: AuthUser, request: FastifyRequest): SendContext => ({ tx, workspaceId, user, origin: originOf(request), secret, locale: localeOf(request) });
    /** "3 messages queued, 1 not sent.", in the request's language. */
    const sentMessage = ({ sent, not_sent }: SendReport, request: FastifyRequest) =>
        composedText(localeOf(request), not_sent ? 'messages_queued_not_sent' : 'messages_queued', { sent, not_sent }, messagingMessages.sent(sent, not_sent));

    // Mail clients send the one-click unsubscribe as a form post (RFC 8058); its one field needs no parsing.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

    route(app, {
        method: 'POST',
        url: '/api/applications/send-mail',
        access: jobAccess('write'),
        schema: { tags, summary: 'One email template to each selected application’s candidate, rendered per recipient; a line per application: queued, or not and why', body: sendMailBodySchema, response: reportAnswer },
        async handler({ tx, workspace, user, body, request }) {
            const result = await sendMailToApplications(context(tx, workspace.id, user, request), body.template_id, body.application_ids);
            return ok(result, sentMessage(result, request));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/applications/send-mail/preview',
        access: jobAccess('write'),
        schema: { tags, summary: 'The mail one recipient would get (the first of the selection), and why they would not', body: previewMailBodySchema, response: { 200: schemas.envelope(mailPreviewSchema) } },
        async handler({ tx, workspace, user, body, request }) {
            return ok(await previewMail(context(tx, workspace.id, user, request), body.template_id, body.application_id));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/talent/send-notification',
        access: corporate,
        schema: { tags, summary: 'Notify every active member of a talent pool category by email or WhatsApp (marketing: unsubscribed and not-opted-in people are skipped)', body: talentNotificationBodySchema, response: reportAnswer },
        async handler({ tx, workspace, user, body, request }) {
            const result = await notifyTalentCategory(context(tx, workspace.id, user, request), body);
            return ok(result, sentMessage(result, request));
        },
    });

    // -----------------------------------------------------------------------
    // Unsubscribe: public, by a signed token naming the workspace and the address.

    const claimOf = (token: string, workspaceId: string): UnsubscribeClaim => {
        const claim = verifyUnsubscribe(secret, token);
        // Another workspace's link on this host is as unknown as a forged one.
        if (!claim || claim.workspaceId !== workspaceId) throw new HttpProblem(404, messagingMessages.badToken);
        return claim;
    };
    const unsubscribeAnswer = { 200: schemas.envelope(unsubscribeStateSchema) };

    route(app, {
        method: 'GET',
        url: '/api/unsubscribe',
        access: 'public',
        schema: { tags, summary: "The unsubscribe page's state: the address and whether it already left", querystring: unsubscribeQuerySchema, response: unsubscribeAnswer },
        async handler({ tx, workspace, query }) {
            const claim = claimOf(query.token, workspace.id);
            return ok({ email: claim.email, company_name: brandOf(workspace), unsubscribed: await isUnsubscribed(tx, claim.email) });
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/unsubscribe',
        access: 'public',
        schema: {
            tags,
            summary: 'Unsubscribe the address from marketing mail: the page’s button, and the one-click POST of List-Unsubscribe-Post (RFC 8058); repeating it changes nothing',
            querystring: unsubscribeQuerySchema,
            response: unsubscribeAnswer,
        },
        async handler({ tx, workspace, query, request }) {
            const claim = claimOf(query.token, workspace.id);
            const oneClick = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
            await recordUnsubscribe(tx, claim, oneClick ? 'ONE_CLICK' : 'LINK');
            return ok({ email: claim.email, company_name: brandOf(workspace), unsubscribed: true }, messagingMessages.unsubscribed);
        },
    });

    // -----------------------------------------------------------------------
    // The communication log.

    const logAnswer = { 200: schemas.page(logEntrySchema) };

    route(app, {
        method: 'GET',
        url: '/api/communication-log',
        access: corporate,
        schema: { tags, summary: "The workspace's messages, email and WhatsApp, newest first, with what sent each and its status", querystring: logQuerySchema, response: logAnswer },
        async handler({ tx, workspace, query }) {
            const result = await listLog(tx, { workspaceId: workspace.id }, query);
            return page(result.data, result.meta);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/:id/communication-log',
        access: jobAccess('read'),
        schema: { tags, summary: "One application's messages, newest first", params: schemas.idParams, querystring: logQuerySchema, response: logAnswer },
        async handler({ tx, workspace, params, query }) {
            await getApplication(tx, params.id);
            const result = await listLog(tx, { workspaceId: workspace.id, applicationId: params.id }, query);
            return page(result.data, result.meta);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/communication-log/:id/retry',
        access: corporate,
        schema: {
            tags,
            summary: 'Queue a failed message again (the dispatcher sends it on its next pass); a queued one is left as it is, a sent one is 409',
            params: schemas.idParams,
            body: retryBodySchema,
            'x-problems': { 409: 'The message was sent' },
            response: { 200: schemas.envelope(logEntrySchema) },
        },
        async handler({ tx, workspace, params, body }) {
            return ok(await retryMessage(tx, workspace.id, body.channel, params.id), messagingMessages.retried);
        },
    });
}
