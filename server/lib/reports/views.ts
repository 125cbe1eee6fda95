/**
 * Saved report views (report_views, migration 022; docs/api-reports.md): a
 * teammate's named report with its filters and columns. The caller sees their
 * own views and those shared with the workspace; only the owner deletes one.
 */
import { sql } from 'kysely';
import type { ReportView, ReportViewBody } from '../../../config/contracts/reports.js';
import type { Tx } from '../../db/scope.js';
import { HttpProblem, messages, notFound } from '../http.js';

type Row = Omit<ReportView, 'created_at'> & { created_at: Date | string };

const present = (row: Row): ReportView => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export async function listViews(tx: Tx, userId: string): Promise<ReportView[]> {
    const rows = await sql<Row>`select v.id, v.name, v.report, v.filters, v.columns, v.shared, v.user_id = ${userId} as mine,
            trim(u.first_name || ' ' || coalesce(u.last_name, '')) as owner_name, v.created_at
        from report_views v join users u on u.id = v.user_id
        where v.user_id = ${userId} or v.shared
        order by lower(v.name), v.id
        limit 200`.execute(tx);
    return rows.rows.map(present);
}

export async function createView(tx: Tx, workspaceId: string, userId: string, body: ReportViewBody): Promise<ReportView> {
    const name = body.name.trim();
    const taken = await sql`select 1 from report_views where user_id = ${userId} and lower(name) = lower(${name})`.execute(tx);
    if (taken.rows.length) throw new HttpProblem(400, messages.invalidInput, { name: 'You already have a view with this name.' });
    const inserted = await sql<{ id: string }>`insert into report_views (workspace_id, user_id, name, report, filters, columns, shared)
        values (${workspaceId}, ${userId}, ${name}, ${body.report}, ${JSON.stringify(body.filters ?? {})}::jsonb, ${JSON.stringify(body.columns ?? [])}::jsonb, ${body.shared ?? false})
        returning id`.execute(tx);
    const view = (await listViews(tx, userId)).find(v => v.id === inserted.rows[0].id);
    if (!view) throw notFound();
    return view;
}

/** Only the owner's own view: anyone else's (shared or not, or another workspace's) reads as missing. */
export async function deleteView(tx: Tx, userId: string, id: string): Promise<void> {
    const deleted = await sql`delete from report_views where id = ${id} and user_id = ${userId} returning id`.execute(tx);
    if (!deleted.rows.length) throw notFound();
}
