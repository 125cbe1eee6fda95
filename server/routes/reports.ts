/**
 * Reports (docs/api-reports.md), for corporate roles holding ONBOARD-REPORT
 * VIEW: GET reports/filters, one GET reports/{name} per report, the
 * applications behind a figure (reports/applications), and their exports
 * (CSV or XLSX, ONBOARD-REPORT EXPORT), streamed in batches. A RECRUITER's
 * reports count only the jobs they are assigned to (dashboardScope.ts).
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { corporateRoles, hasPermission } from '../../config/index.js';
import {
    DEFAULT_REPORT_PERIOD,
    drillAnswerSchema,
    drillExportQuerySchema,
    drillQuerySchema,
    EXPORT_BATCH,
    EXPORT_ROWS_HEADER,
    exportQuerySchema,
    REPORT_NAMES,
    reportFiltersSchema,
    reportQuerySchema,
    reportSchema,
    reportViewBodySchema,
    reportViewSchema,
    type DrillOutcome,
    type ExportFormat,
    type Report,
    type ReportFilters,
    type ReportName,
} from '../../config/contracts/reports.js';
import type { AuthUser } from '../lib/access.js';
import { calendarDayIn, jobScopeOf } from '../lib/dashboardScope.js';
import { ok, page, pageMeta, pageWindow, schemas } from '../lib/http.js';
import { jobReferenceTables } from '../lib/jobs.js';
import { checkDrillStage, drillBatches, drillCount, drillPage, type DrillFilter } from '../lib/reports/drill.js';
import { columnLabel, exportContentType, sourceLabel, writeExport } from '../lib/reports/export.js';
import { reportFilterLists } from '../lib/reports/filters.js';
import { REPORTS } from '../lib/reports/index.js';
import { reportContext, type ReportBody, type RowWindow } from '../lib/reports/reportContext.js';
import { createView, deleteView, listViews } from '../lib/reports/views.js';
import { route } from '../plugins/auth.js';

const tags = ['reports'];
const view = { roles: corporateRoles, permission: ['ONBOARD-REPORT', 'VIEW'] } as const;
const exporting = { roles: corporateRoles, permission: ['ONBOARD-REPORT', 'EXPORT'] } as const;
const exportResponse = { 200: { type: 'string', description: 'The CSV or XLSX file, streamed' } } as const;

const filtersOf = ({ page: _page, limit: _limit, format: _format, stage_id: _stage, candidate_id: _candidate, outcome: _outcome, ...filters }: ReportFilters & Record<string, unknown>): ReportFilters => filters;
const drillOf = (query: { stage_id?: string; candidate_id?: string; outcome?: DrillOutcome }): DrillFilter => ({ stageId: query.stage_id, candidateId: query.candidate_id, outcome: query.outcome });

async function runReport(name: ReportName, tx: Parameters<typeof reportContext>[0], user: AuthUser, workspaceId: string, filters: ReportFilters, window: RowWindow) {
    const ctx = await reportContext(tx, user, workspaceId, filters);
    return { ctx, body: await REPORTS[name].run(ctx, window) };
}

/** Export cells of rows, in the columns' order; source keys and overview's figure keys in words. */
function rowCells(columns: ReportBody['columns'], rows: ReportBody['rows']): (string | number | null)[][] {
    return rows.map(row => columns.map(col => {
        const value = row.cells[col.key] ?? null;
        if (col.key === 'source' && typeof value === 'string') return sourceLabel(value);
        return col.key === 'figure' && typeof value === 'string' ? columnLabel(value) : value;
    }));
}


async function* once<T>(value: T): AsyncGenerator<T> {
    yield value;
}

/** Sends the file as a stream and fills it inside the request's transaction; the handler returns when the last byte is written. */
async function streamExport(reply: FastifyReply, format: ExportFormat, name: string, rows: number, headers: string[], batches: AsyncIterable<(string | number | null)[][]>) {
    const out = new PassThrough();
    const date = new Date().toISOString().slice(0, 10);
    reply
        .header('content-type', exportContentType[format])
        .header('content-disposition', `attachment; filename="${name}-${date}.${format}"`)
        .header(EXPORT_ROWS_HEADER, String(rows))
        .header('cache-control', 'no-store');
    reply.send(out);
    try {
        await writeExport(out, format, name, headers, batches);
    } catch (error) {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
    }
    return reply;
}

/** What a report's answer depends on besides the workspace's data (kept per data version: server/lib/keptAnswers.ts). */
const keptPerScope = <Q extends ReportFilters>({ user, workspace, query }: { user: AuthUser; workspace: { id: string }; query: Q }) => ({ scope: jobScopeOf(user, workspace.id, query), query });

/** The window of a report that is not paged in SQL: it answers every row whatever the window. */
const EXPORT_ALL = 1_000_000;
const DRILL_COLUMNS = ['candidate', 'job', 'stage', 'source', 'applied_at'] as const;

export async function reportRoutes(app: FastifyInstance): Promise<void> {
    const refs = await jobReferenceTables(app.deps.database.db);

    route(app, {
        method: 'GET',
        url: '/api/reports/filters',
        access: view,
        schema: { tags, summary: "Every report filter's choices, from the caller's jobs, and whether the caller may export", response: { 200: schemas.envelope(reportFiltersSchema) } },
        async handler({ tx, user, workspace }) {
            const ctx = await reportContext(tx, user, workspace.id, { period: DEFAULT_REPORT_PERIOD });
            return ok(await reportFilterLists(tx, ctx.scope, refs, workspace.is_recruit_agency, hasPermission(user.permissions, 'ONBOARD-REPORT', 'EXPORT')));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/reports/applications',
        access: view,
        schema: {
            tags,
            summary: "The applications behind a report's figure: the period's applications of the filters, those that reached a stage, or the period's hires",
            querystring: drillQuerySchema,
            response: { 200: drillAnswerSchema },
        },
        keepAnswer: keptPerScope,
        async handler({ tx, user, workspace, query }) {
            const ctx = await reportContext(tx, user, workspace.id, filtersOf(query));
            await checkDrillStage(ctx, drillOf(query));
            const { currentPage, perPage, offset } = pageWindow(query, 25);
            const { rows, total, events } = await drillPage(ctx, drillOf(query), perPage, offset);
            // A figure of interviews or offers: the list's rows are its applications, `events` what the figure counted.
            return { ...page(rows, pageMeta(total, currentPage, perPage)), ...(events ? { events } : {}) };
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/reports/applications/export',
        access: exporting,
        schema: { tags, summary: "The applications behind a figure as CSV or XLSX, every row, streamed", querystring: drillExportQuerySchema, produces: ['text/csv', exportContentType.xlsx], response: exportResponse },
        async handler({ tx, user, workspace, query, reply }) {
            const ctx = await reportContext(tx, user, workspace.id, filtersOf(query));
            const drill = drillOf(query);
            await checkDrillStage(ctx, drill);
            const total = await drillCount(tx, ctx, drill);
            // Applied on: the day in the workspace's time zone, as the candidate master's export and the period's bounds read it.
            const appliedDay = calendarDayIn(ctx.p.timeZone);
            const batches = async function* () {
                for await (const rows of drillBatches(ctx, drill, EXPORT_BATCH)) {
                    yield rows.map(r => [r.candidate_name, r.job_title, r.stage_name, sourceLabel(r.source), appliedDay(new Date(r.applied_at))]);
                }
            };
            return streamExport(reply, query.format ?? 'csv', 'applications', total, DRILL_COLUMNS.map(columnLabel), batches());
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/reports/views',
        access: view,
        schema: { tags, summary: "The caller's saved report views and those shared with the workspace", response: { 200: schemas.envelope({ type: 'array', items: reportViewSchema }) } },
        async handler({ tx, user }) {
            return ok(await listViews(tx, user.id));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/reports/views',
        access: view,
        schema: { tags, summary: 'Saves a report with its filters and columns as a named view, private or shared with the workspace', body: reportViewBodySchema, response: { 200: schemas.envelope(reportViewSchema) } },
        async handler({ tx, user, workspace, body }) {
            return ok(await createView(tx, workspace.id, user.id, body), 'View saved.');
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/reports/views/:id',
        access: view,
        schema: { tags, summary: "Deletes one of the caller's own saved views", params: schemas.idParams, response: { 200: schemas.envelope({ type: 'null' }) } },
        async handler({ tx, user, params }) {
            await deleteView(tx, user.id, params.id);
            return ok(null, 'View deleted.');
        },
    });

    for (const name of REPORT_NAMES) {
        route(app, {
            method: 'GET',
            url: `/api/reports/${name}`,
            access: view,
            schema: { tags, summary: `The ${name.replace(/-/g, ' ')} report: summary figures, a chart series and a page of rows`, querystring: reportQuerySchema, response: { 200: schemas.envelope(reportSchema) } },
            keepAnswer: keptPerScope,
            async handler({ tx, user, workspace, query }) {
                const { currentPage, perPage, offset } = pageWindow(query, 25);
                const { ctx, body } = await runReport(name, tx, user, workspace.id, filtersOf(query), { limit: perPage, offset });
                // A report paged in SQL answered the window's rows and its total; the others every row.
                const { total, ...shape } = body;
                const answer: Report = {
                    report: name,
                    period: { name: ctx.p.name, from: ctx.p.from, to: ctx.p.to, time_zone: ctx.p.timeZone },
                    scope: ctx.scope.ownJobsOf ? 'own_jobs' : 'workspace',
                    ...shape,
                    rows: total === undefined ? body.rows.slice(offset, offset + perPage) : body.rows,
                    meta: pageMeta(total ?? body.rows.length, currentPage, perPage),
                };
                return ok(answer);
            },
        });

        route(app, {
            method: 'GET',
            url: `/api/reports/${name}/export`,
            access: exporting,
            schema: { tags, summary: `The ${name.replace(/-/g, ' ')} report's rows as CSV or XLSX`, querystring: exportQuerySchema, produces: ['text/csv', exportContentType.xlsx], response: exportResponse },
            async handler({ tx, user, workspace, query, reply }) {
                const definition = REPORTS[name];
                const streamed = definition.batches;
                // A report paged in SQL: its first row gives the columns and the total, then every row streams by keyset.
                const { ctx, body } = await runReport(name, tx, user, workspace.id, filtersOf(query), { limit: streamed ? 1 : EXPORT_ALL, offset: 0 });
                const headers = body.columns.map(col => columnLabel(col.key));
                if (!streamed) return streamExport(reply, query.format ?? 'csv', name, body.rows.length, headers, once(rowCells(body.columns, body.rows)));
                const batches = async function* () {
                    for await (const rows of streamed(ctx, EXPORT_BATCH)) yield rowCells(body.columns, rows);
                };
                return streamExport(reply, query.format ?? 'csv', name, body.total ?? 0, headers, batches());
            },
        });
    }
}
