/**
 * The config-driven routes: every operation a resource file names in `api`
 * is registered at its endpoint through route() (workspace transaction, RLS,
 * authentication, roles), with the resource's schema as the body schema.
 * Also GET /api/resource-config, from which the console builds itself.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifySchema, HTTPMethods } from 'fastify';
import { sql } from 'kysely';
import { constants, corporateRoles, rolesAllowed, type Action } from '../../config/index.js';
import { exportColumnsOf, publicResourceConfig, type ApiOperation } from '../../config/resources.js';
import type { Workspace } from '../db/schema.js';
import { readUploadedFile } from '../lib/files.js';
import { compileBodySchema } from '../lib/schemaCompilers.js';
import { HttpProblem, messages, ok, page, pageMeta, pageWindow, schemas } from '../lib/http.js';
import type { Access } from '../lib/access.js';
import { assertAllowed, route } from '../plugins/auth.js';
import { csvDocument } from '../lib/csv.js';
import { composedText, localeOf, type ServerLocale } from '../lib/locale.js';
import { BulkRejected, readSheet, sendBulkRejected } from '../lib/sheets.js';
import { bulkUpload } from './bulk.js';
import { exportCellOf } from './exportCells.js';
import { columnTitle, resourceName } from './resourceWords.js';
import { accountBehaviour, runHook, type HookContext } from './hooks.js';
import { prepareResources } from './index.js';
import { createBodySchema, recordSchema, updateBodySchema, type ResourceModel, type Values } from './model.js';
import { listConditions, listOrder, listQuerySchema, listRecords, type ListQuery } from './query.js';
import {
    checkReferences,
    checkUnique,
    deleteRecord,
    getOrNotFound,
    insertRecord,
    mapDbError,
    normalise,
    present,
    updateRecord,
} from './records.js';
import { likeContaining } from '../lib/searchWords.js';

const BULK_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const MAX_EXPORT_ROWS = 100_000;


const idParams = schemas.idParams;

/** `department/{id}` → `/api/department/:id`. */
export function routeUrl(path: string): string {
    return `/api/${path.replace(/^\/+/, '').replace(/\{(\w+)\}/g, ':$1')}`;
}

const SUCCESS_TEMPLATES = { created: 'resource_created', updated: 'resource_updated', deleted: 'resource_deleted', status: 'resource_status' } as const;

/**
 * A write's success message: the resource file's own (its words, as written), else "Business Unit
 * created successfully!", which names the resource in `locale` (in Hindi as the console does).
 */
function messageFor(model: ResourceModel, kind: keyof typeof SUCCESS_TEMPLATES, locale: ServerLocale): string {
    const custom = model.config.messages?.[kind];
    if (custom) return custom;
    const one = model.config.label.one;
    const english = kind === 'status' ? `${one} status updated successfully!` : `${one} ${kind} successfully!`;
    return composedText(locale, SUCCESS_TEMPLATES[kind], { resource: resourceName(model.config, locale, 'one') }, english);
}

/** The body validator the app uses (strict types, formats), for rows of an upload. */
function rowValidator(model: ResourceModel): ValidateFunction {
    return compileBodySchema(createBodySchema(model));
}

function isVisible(model: ResourceModel, workspace: Workspace): boolean {
    return (model.config.visibleWhen ?? []).every(condition => condition !== 'recruitAgency' || workspace.is_recruit_agency);
}

export async function crudRoutes(app: FastifyInstance): Promise<void> {
    const { models, report } = await prepareResources(app.deps.database.db, app.deps.config.resourcesDir);
    for (const warning of report.warnings) app.log.warn(warning);
    for (const model of models) registerResource(app, models, model);

    route(app, {
        method: 'GET',
        url: '/api/resource-config',
        access: { roles: corporateRoles },
        schema: {
            tags: ['resources'],
            summary: 'The resource configs the console builds its menu and screens from (validated, hooks left out)',
            response: { 200: schemas.envelope({ type: 'array', items: { type: 'object', additionalProperties: true } }) },
        },
        async handler({ workspace, user }) {
            const visible = models.filter(m => isVisible(m, workspace) && (m.config.roles ?? corporateRoles).includes(user.role_name));
            return ok(visible.map(m => publicResourceConfig(m.config)));
        },
    });
}

function registerResource(app: FastifyInstance, models: ResourceModel[], model: ResourceModel): void {
    const { config } = model;
    const record = recordSchema(model);
    const tags = [model.name];
    const validateRow = config.bulkUpload ? rowValidator(model) : null;

    /**
     * Registers one configured operation. Its visibility and the resource's
     * module `actions` are checked before the body is validated, so a caller
     * who may not use it gets 404 or 403, never a description of the schema.
     */
    const operation = <Body, Query, Params>(
        op: ApiOperation,
        actions: readonly Action[],
        schema: Record<string, unknown>,
        handler: (ctx: HookContext & { body: Body; query: Query; params: Params; reply: FastifyReply }) => Promise<unknown>,
    ) => {
        const endpoint = model.endpoints[op];
        if (!endpoint) return;
        // The schema is built from the resource file at run time: the operation names its types.
        route<FastifySchema, Exclude<Access, 'public'>, Body, Query, Params>(app, {
            method: endpoint.method as HTTPMethods,
            url: routeUrl(endpoint.path),
            // The resource's roles, narrowed per action by its actionRoles (docs/decisions.md, "Who may call what").
            access: { roles: rolesAllowed(config, actions) },
            schema: { tags, ...schema },
            authorize({ request, workspace, user }) {
                // An agency-only resource does not exist elsewhere: the same 404 as an unknown endpoint.
                if (!isVisible(model, workspace)) {
                    throw new HttpProblem(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
                }
                if (config.permission) for (const action of actions) assertAllowed(user, { permission: [config.permission, action] });
            },
            handler: ({ tx, request, reply, workspace, user, body, query, params }) => handler({ tx, request, reply, workspace, user, model, body, query, params }),
            // A page of the list and one record are lookups by key: on PGlite their plans are reused (scope.ts).
            reusePlans: op === 'list' || op === 'one',
        });
    };

    operation<unknown, ListQuery, unknown>(
        'list',
        ['VIEW'],
        {
            summary: `List ${config.label.many.toLowerCase()}`,
            querystring: listQuerySchema,
            response: {
                200: {
                    type: 'object',
                    properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: { type: 'array', items: record }, meta: schemas.pageMeta },
                },
            },
        },
        async ({ tx, workspace, query }) => {
            const { currentPage, perPage, offset } = pageWindow(query, config.list.perPage ?? constants.pageSize.default);
            const { total, rows } = await listRecords(tx, model, workspace.id, query, perPage, offset);
            return page(rows.map(r => present(model, r)), pageMeta(total, currentPage, perPage));
        },
    );

    operation<unknown, unknown, { id: string }>(
        'one',
        ['VIEW'],
        { summary: `One ${config.label.one.toLowerCase()}`, params: idParams, response: { 200: schemas.envelope(record) } },
        async ({ tx, workspace, params }) => ok(present(model, await getOrNotFound(tx, model, workspace.id, params.id))),
    );

    operation<Values, unknown, unknown>(
        'create',
        ['CREATE'],
        { summary: `Create ${config.label.one.toLowerCase()}`, body: createBodySchema(model), response: { 200: schemas.envelope(record) } },
        async ctx => {
            const { tx, workspace, user } = ctx;
            let values = normalise(model, ctx.body);
            values = await runHook(ctx, { slot: 'beforeWrite', operation: 'create', values });
            const locale = localeOf(ctx.request);
            await checkReferences(tx, model, workspace.id, values, locale);
            await checkUnique(tx, model, workspace.id, values, null, locale);
            const extra: Values = config.account ? { user_id: await accountBehaviour.create(ctx, values) } : {};
            const row = await insertRecord(tx, model, workspace.id, user.id, values, extra).catch(error => mapDbError(models, model, error, 'write', locale));
            const out = present(model, row);
            await runHook(ctx, { slot: 'afterCreate', operation: 'create', values, record: out });
            return ok(out, messageFor(model, 'created', locale));
        },
    );

    operation<Values & { version: number }, unknown, { id: string }>(
        'update',
        ['CREATE'],
        { summary: `Update ${config.label.one.toLowerCase()} (send the version you read; 409 when stale)`, params: idParams, body: updateBodySchema(model), response: { 200: schemas.envelope(record) } },
        async ctx => {
            const { tx, workspace, params } = ctx;
            const { version, ...fields } = ctx.body;
            const existing = await getOrNotFound(tx, model, workspace.id, params.id, true);
            if (existing.version !== version) throw new HttpProblem(409, messages.stale);
            let values = normalise(model, fields);
            values = await runHook(ctx, { slot: 'beforeWrite', operation: 'update', values, previous: present(model, existing) });
            const locale = localeOf(ctx.request);
            await checkReferences(tx, model, workspace.id, values, locale);
            await checkUnique(tx, model, workspace.id, { ...existing, ...values }, params.id, locale);
            const row = await updateRecord(tx, model, workspace.id, params.id, version, values).catch(error => mapDbError(models, model, error, 'write', locale));
            if (config.account) await accountBehaviour.update(ctx, row);
            const out = present(model, row);
            await runHook(ctx, { slot: 'afterUpdate', operation: 'update', values, record: out, previous: present(model, existing) });
            return ok(out, messageFor(model, 'updated', locale));
        },
    );

    operation<unknown, unknown, { id: string }>(
        'delete',
        ['CREATE'],
        {
            summary: `Delete ${config.label.one.toLowerCase()} (409 while other records use it)`,
            params: idParams,
            'x-problems': { 409: 'Other records use this one: remove those references or set it inactive instead.' },
            response: { 200: schemas.envelope(record) },
        },
        async ctx => {
            const { tx, workspace, params, user } = ctx;
            const existing = await getOrNotFound(tx, model, workspace.id, params.id, true);
            if (config.account && existing.user_id === user.id) throw new HttpProblem(400, 'You cannot delete your own account.');
            const locale = localeOf(ctx.request);
            const row = await deleteRecord(tx, model, workspace.id, params.id).catch(error => mapDbError(models, model, error, 'delete', locale));
            if (config.account) await accountBehaviour.remove(ctx, row);
            return ok(present(model, row), messageFor(model, 'deleted', locale));
        },
    );

    operation<{ status: 'ACTIVE' | 'INACTIVE'; version?: number }, unknown, { id: string }>(
        'status',
        ['CREATE'],
        {
            summary: `Set a ${config.label.one.toLowerCase()} ACTIVE or INACTIVE`,
            params: idParams,
            body: {
                type: 'object',
                additionalProperties: false,
                required: ['status'],
                properties: { status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] }, version: { type: 'integer', minimum: 1 } },
            },
            response: { 200: schemas.envelope(record) },
        },
        async ctx => {
            const { tx, workspace, params, body, user } = ctx;
            const existing = await getOrNotFound(tx, model, workspace.id, params.id, true);
            if (config.account && existing.user_id === user.id && body.status === 'INACTIVE') {
                throw new HttpProblem(400, 'You cannot disable your own account.', { status: 'You cannot disable your own account.' });
            }
            const row = await updateRecord(tx, model, workspace.id, params.id, body.version, {}, { status: body.status });
            if (config.account) await accountBehaviour.status(ctx, row);
            const out = present(model, row);
            await runHook(ctx, { slot: 'afterStatus', operation: 'status', values: { status: body.status }, record: out, previous: present(model, existing) });
            return ok(out, messageFor(model, 'status', localeOf(ctx.request)));
        },
    );

    operation<unknown, ListQuery, unknown>(
        'export',
        ['VIEW', 'EXPORT'],
        {
            summary: `Download ${config.label.many.toLowerCase()} as CSV (the list's columns or list.exportColumns, search and filters; needs EXPORT)`,
            querystring: listQuerySchema,
            produces: ['text/csv'],
            response: { 200: { type: 'string', description: 'CSV file' } },
        },
        async ({ tx, workspace, query, reply, request }) => {
            const where = listConditions(model, workspace.id, query);
            const columns = exportColumnsOf(config);
            const selections = columns.map(c => {
                const ref = model.column.get(c)?.references;
                // References export their label, which bulk upload also accepts.
                return ref
                    ? sql`(select ${sql.ref(`r.${ref.labelField}`)}::text from ${sql.table(ref.table)} as r where r.id = ${sql.ref(`t.${c}`)}) as ${sql.ref(c)}`
                    : sql`${sql.ref(`t.${c}`)}`;
            });
            const rows = await sql<Values>`select ${sql.join(selections)} from ${sql.table(model.table)} as t where ${where}
                order by ${listOrder(model, query)} limit ${MAX_EXPORT_ROWS}`.execute(tx);
            const locale = localeOf(request);
            // Headers as the list's columns are labelled, in the request's language; an upload reads them back (bulk.ts).
            const headers = columns.map(c => columnTitle(config, c, locale));
            const date = new Date().toISOString().slice(0, 10);
            reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${model.name}-${date}.csv"`);
            // A field whose ui:column has a writer reads as on screen (a permission set in words), in the request's language.
            const cells = columns.map(c => exportCellOf(config, c));
            const context = { locale, resources: models.map(m => m.config) };
            return csvDocument(headers, rows.rows.map(r => columns.map((c, i) => cells[i]?.(r[c], context) ?? r[c])));
        },
    );

    operation<unknown, { search?: string; limit?: number }, unknown>(
        'options',
        ['VIEW'],
        {
            summary: `id/label pairs of active ${config.label.many.toLowerCase()} for pickers`,
            querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 1000 } } },
            response: { 200: schemas.envelope({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, label: { type: ['string', 'null'] } } } }) },
        },
        async ({ tx, workspace, query }) => {
            const label = sql`${sql.ref(model.labelField)}::text`;
            const term = query.search?.trim();
            const rows = await sql<{ id: string; label: string | null }>`select id, ${label} as label from ${sql.table(model.table)}
                where workspace_id = ${workspace.id} and status = 'ACTIVE'
                ${term ? sql`and ${label} ilike ${likeContaining(term)}` : sql``}
                order by lower(${label}) nulls last, id limit ${query.limit ?? 200}`.execute(tx);
            return ok(rows.rows);
        },
    );

    operation<{ file?: MultipartFile | unknown }, unknown, unknown>(
        'bulkUpload',
        ['CREATE'],
        {
            summary: `Upload ${config.label.many.toLowerCase()} from CSV or XLSX: all rows or none`,
            consumes: ['multipart/form-data'],
            body: {
                type: 'object',
                additionalProperties: false,
                properties: { file: { description: 'CSV or XLSX file, header row first (field names or titles)' } },
            },
            response: {
                200: schemas.envelope({ type: 'object', properties: { created: { type: 'integer' }, updated: { type: 'integer' }, unchanged: { type: 'integer' } } }),
            },
        },
        async ctx => {
            const bytes = await readUploadedFile(ctx.request, BULK_UPLOAD_LIMIT_BYTES);
            const locale = localeOf(ctx.request);
            const sheet = await readSheet(bytes, locale);
            try {
                const result = await bulkUpload(ctx, sheet, validateRow!);
                const total = result.created + result.updated + result.unchanged;
                const english = `${total} ${total === 1 ? config.label.one : config.label.many} uploaded: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`;
                return ok(result, composedText(locale, 'records_uploaded', { ...result, total, resource: resourceName(config, locale, 'many') }, english));
            } catch (error) {
                if (!(error instanceof BulkRejected)) throw error;
                return sendBulkRejected(ctx.reply, error);
            }
        },
    );
}


