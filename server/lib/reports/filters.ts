/**
 * GET reports/filters (docs/api-reports.md): the choices of every report
 * filter, read from what the caller's reports count: the clients (recruit
 * agencies only) and departments in use, the scoped jobs (a RECRUITER's
 * own), the recruiters assigned to them, their locations; and whether the
 * caller may export.
 */
import { sql } from 'kysely';
import { DASHBOARD_PERIODS, SOURCE_BUCKETS } from '../../../config/contracts/dashboard.js';
import { REPORT_NAMES, type ReportFilterLists, type ReportOption } from '../../../config/contracts/reports.js';
import type { Tx } from '../../db/scope.js';
import { jobCityOptions } from '../cities.js';
import type { JobScope } from '../dashboardScope.js';
import { scopeCtes } from '../dashboardScope.js';
import type { JobReference } from '../jobs.js';

const LIST_LIMIT = 1000;

/** The named records (clients, departments) the scoped jobs point at. */
async function referenced(tx: Tx, scope: JobScope, ref: JobReference | undefined): Promise<ReportOption[]> {
    if (!ref) return [];
    const rows = await sql<ReportOption>`${scopeCtes(scope)}
        select r.id, r.name::text as label from ${sql.table(ref.table)} r
        where r.id in (select j.${sql.ref(ref.column)} from jobs j join sj on sj.id = j.id)
        order by lower(r.name::text), r.id limit ${LIST_LIMIT}`.execute(tx);
    return rows.rows;
}

export async function reportFilterLists(tx: Tx, scope: JobScope, refs: JobReference[], isAgency: boolean, canExport: boolean): Promise<ReportFilterLists> {
    const jobs = await sql<ReportOption>`${scopeCtes(scope)} select id, title as label from sj order by lower(title), id limit ${LIST_LIMIT}`.execute(tx);
    const recruiters = await sql<ReportOption>`${scopeCtes(scope)}
        select u.id, trim(u.first_name || ' ' || coalesce(u.last_name, '')) as label from users u
        where u.id in (select jr.user_id from job_recruiters jr join sj on sj.id = jr.job_id)
        order by lower(u.first_name), u.id limit ${LIST_LIMIT}`.execute(tx);
    const locations = await jobCityOptions(tx, sql`${scopeCtes(scope)} select id from sj`, LIST_LIMIT);
    return {
        reports: [...REPORT_NAMES],
        periods: [...DASHBOARD_PERIODS],
        clients: isAgency ? await referenced(tx, scope, refs.find(r => r.column === 'client_id')) : [],
        departments: await referenced(tx, scope, refs.find(r => r.column === 'department_id')),
        jobs: jobs.rows,
        recruiters: recruiters.rows,
        sources: [...SOURCE_BUCKETS],
        locations,
        can_export: canExport,
    };
}
