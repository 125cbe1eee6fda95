/** Shared by the jobs, pipelines, applications and resumes suites: ids of demo records, multipart bodies, quick job set-up. */
import { sql } from 'kysely';
import type { TestApp } from '../helpers/testApp.js';

/** A multipart/form-data body: files (field → [name, bytes]) and text fields. */
export function multipart(files: [field: string, filename: string, bytes: Buffer | string][], fields: Record<string, string> = {}) {
    const boundary = `----ats${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (const [field, filename, bytes] of files) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
        parts.push(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
        parts.push(Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function csv(rows: (string | number)[][]): string {
    return rows.map(r => r.map(c => String(c)).map(c => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n') + '\n';
}

/** The id of a master record by its label, through the resource's options endpoint. */
export async function optionId(t: TestApp, host: string, token: string, path: string, label: string): Promise<string> {
    const response = await t.call(host, { method: 'GET', url: `/api/${path}/options?search=${encodeURIComponent(label)}`, token });
    const match = (response.json().data as { id: string; label: string }[]).find(o => o.label === label);
    if (!match) throw new Error(`no ${path} option "${label}" on ${host}`);
    return match.id;
}

export async function userId(t: TestApp, host: string, token: string): Promise<string> {
    return (await t.call(host, { method: 'GET', url: '/api/me', token })).json().data.id as string;
}

/** Rows of a table in one workspace, counted as the owner (outside RLS). */
export async function countRows(t: TestApp, table: string, host: string, where = sql`true`): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} x join workspaces w on w.id = x.workspace_id
        where w.host = ${host} and ${where}`.execute(t.database.db);
    return Number(result.rows[0].n);
}

export interface Stage {
    id: string;
    name: string;
    position: number;
    version: number;
    applicant_count: number;
}

export async function createJob(t: TestApp, host: string, token: string, fields: Record<string, unknown> = {}) {
    const response = await t.call(host, { method: 'POST', url: '/api/create-job', token, payload: { title: 'Test job', ...fields } });
    if (response.statusCode !== 200) throw new Error(`create-job: ${response.statusCode} ${response.body}`);
    return response.json().data as { id: string; version: number; title: string } & Record<string, unknown>;
}

export async function stagesOf(t: TestApp, host: string, token: string, jobId: string): Promise<Stage[]> {
    return (await t.call(host, { method: 'GET', url: `/api/get-hiring-pipelines/${jobId}`, token })).json().data as Stage[];
}

export async function addApplicant(t: TestApp, host: string, token: string, jobId: string, candidate: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    return t.call(host, { method: 'POST', url: '/api/add-user-application', token, payload: { job_id: jobId, candidate, ...extra } });
}

export async function board(t: TestApp, host: string, token: string, jobId: string, body: Record<string, unknown> = {}) {
    const response = await t.call(host, { method: 'POST', url: `/api/${jobId}/get-user-applications`, token, payload: { type: 'APPLICANTS', ...body } });
    return response;
}
