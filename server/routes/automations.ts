/**
 * Automations (docs/api-communication.md, "Automations"): SPEC.md section 7's
 * email-trigger endpoints. Email and WhatsApp rules share the routes and
 * differ by `channel`. Every corporate user may read and write them, as the
 * templates they send (docs/decisions.md, "Who may call what").
 */
import type { FastifyInstance } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import {
    createRuleBodySchema,
    ruleListQuerySchema,
    ruleLogQuerySchema,
    ruleOptionsQuerySchema,
    ruleOptionsSchema,
    ruleSchema,
    ruleStatusBodySchema,
    sendSchema,
    updateRuleBodySchema,
} from '../../config/contracts/automations.js';
import { localeOf } from '../lib/locale.js';
import { automationMessages, createRule, deleteRule, getRule, listRules, ruleLog, ruleOptions, setRuleEnabled, updateRule } from '../lib/automationRules.js';
import { ok, page, schemas } from '../lib/http.js';
import { route } from '../plugins/auth.js';

const tags = ['automations'];
const idParams = schemas.idParams;
const corporate = { roles: corporateRoles } as const;
const ruleAnswer = { 200: schemas.envelope(ruleSchema) };

export async function automationRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'GET',
        url: '/api/email-trigger',
        access: corporate,
        schema: { tags, summary: "The workspace's automation rules, newest first (channel EMAIL or WHATSAPP), with their send counts", querystring: ruleListQuerySchema, response: { 200: schemas.page(ruleSchema) } },
        async handler({ tx, query }) {
            const { rows, meta } = await listRules(tx, query);
            return page(rows, meta);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/email-trigger/options',
        access: corporate,
        schema: { tags, summary: "What a rule may name: the channel's templates, the jobs, the stage names in use and application sources", querystring: ruleOptionsQuerySchema, response: { 200: schemas.envelope(ruleOptionsSchema) } },
        async handler({ tx, query }) {
            return ok(await ruleOptions(tx, query.channel));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/email-trigger/:id',
        access: corporate,
        schema: { tags, summary: 'One automation rule', params: idParams, response: ruleAnswer },
        async handler({ tx, params }) {
            return ok(await getRule(tx, params.id));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/email-trigger',
        access: corporate,
        schema: { tags, summary: 'Create a rule: when an event happens (filtered by jobs, stages, sources, results), send a template to recipients, now or after a delay', body: createRuleBodySchema, response: ruleAnswer },
        async handler({ tx, workspace, user, body, request }) {
            return ok(await createRule(tx, workspace.id, user, body, localeOf(request)), automationMessages.created);
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/email-trigger/:id',
        access: corporate,
        schema: { tags, summary: 'Edit a rule: only the fields sent change; the version read guards against a stale edit (409)', params: idParams, body: updateRuleBodySchema, response: ruleAnswer },
        async handler({ tx, params, body, request }) {
            return ok(await updateRule(tx, params.id, body, localeOf(request)), automationMessages.updated);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/email-trigger/:id/status',
        access: corporate,
        schema: { tags, summary: 'Switch a rule on or off; a rule switched off sends nothing, also what was waiting for its delay', params: idParams, body: ruleStatusBodySchema, response: ruleAnswer },
        async handler({ tx, params, body }) {
            return ok(await setRuleEnabled(tx, params.id, body.enabled), body.enabled ? automationMessages.switchedOn : automationMessages.switchedOff);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/email-trigger/:id',
        access: corporate,
        schema: { tags, summary: 'Delete a rule and its log (what it sent stays in the communication log)', params: idParams, response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' } } }) } },
        async handler({ tx, params }) {
            await deleteRule(tx, params.id);
            return ok({ id: params.id }, automationMessages.deleted);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/email-trigger/:id/log',
        access: corporate,
        schema: { tags, summary: "A rule's log, newest first: to whom, when, and why a send failed or was skipped", params: idParams, querystring: ruleLogQuerySchema, response: { 200: schemas.page(sendSchema) } },
        async handler({ tx, params, query }) {
            const { rows, meta } = await ruleLog(tx, params.id, query);
            return page(rows, meta);
        },
    });
}
