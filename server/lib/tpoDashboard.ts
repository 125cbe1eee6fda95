/**
 * The placement dashboard of an institute (GET tpo-dashboard, docs/api-dashboard.md
 * "TPO mode"; the rules in docs/decisions.md "TPO mode"). Drives are the
 * caller's scoped jobs (dashboardScope.ts: a RECRUITER's own, the department
 * filter); offers are offer_letters sent on those drives' applications, read
 * by the sent_at index (offer_letters_ws_sent); students are the candidates
 * who applied, read by the applications (workspace_id, created_at) index.
 * The academic year of a moment is the calendar year of that moment, in the
 * workspace's time zone, moved back by the months before the year starts.
 */
import { sql, type RawBuilder } from 'kysely';
import { ACADEMIC_YEAR_START_MONTH, TPO_YEARS_SHOWN, type TpoDashboard, type TpoFigures } from '../../config/contracts/tpo.js';
import type { Tx } from '../db/scope.js';
import { scopeCtes, type JobScope } from './dashboardScope.js';
import { workspaceTimeZone } from './interviews.js';

interface YearBounds {
    startYear: number;
    label: string;
    from: string;
    to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const SHIFT = `${ACADEMIC_YEAR_START_MONTH - 1} months`;

export function academicYear(startYear: number): YearBounds {
    const month = pad(ACADEMIC_YEAR_START_MONTH);
    const last = new Date(Date.UTC(startYear + 1, ACADEMIC_YEAR_START_MONTH - 1, 0)).toISOString().slice(0, 10);
    return { startYear, label: `${startYear}-${pad((startYear + 1) % 100)}`, from: `${startYear}-${month}-01`, to: last };
}

/** The academic year today falls in, in the workspace's time zone. */
async function currentYear(tx: Tx, timeZone: string): Promise<number> {
    const row = await sql<{ year: number }>`select extract(year from (now() at time zone ${timeZone}) - ${SHIFT}::interval)::int as year`.execute(tx);
    return Number(row.rows[0].year);
}

/** The first instant of an academic year, as timestamptz SQL. */
const yearStart = (startYear: number, timeZone: string) =>
    sql`(make_date(${startYear}::int, ${ACADEMIC_YEAR_START_MONTH}::int, 1)::timestamp at time zone ${timeZone})`;

/**
 * `offers`: offers sent in [first, last] academic years on the scoped drives'
 * applications, with the student, the company (client, else the drive) and
 * the drive's department. `applicants`: who applied to those drives in the
 * same years. Both carry `start_year`.
 */
function placementCtes(scope: JobScope, timeZone: string, first: number, last: number): RawBuilder<unknown> {
    const from = yearStart(first, timeZone);
    const to = yearStart(last + 1, timeZone);
    const yearOf = (column: RawBuilder<unknown>) => sql`extract(year from (${column} at time zone ${timeZone}) - ${SHIFT}::interval)::int`;
    return sql`${scopeCtes(scope)},
        drives as (select j.id, j.department_id, coalesce(j.client_id, j.id) as company from jobs j join sj on sj.id = j.id where j.workspace_id = ${scope.workspaceId}),
        offers as (
            select a.candidate_id as student, o.offer_status as status, o.annual_ctc as ctc, upper(nullif(trim(o.currency), '')) as currency,
                d.department_id, d.company, ${yearOf(sql`o.sent_at`)} as start_year
            from offer_letters o join applications a on a.id = o.application_id and a.workspace_id = o.workspace_id join drives d on d.id = a.job_id
            where o.workspace_id = ${scope.workspaceId} and o.sent_at >= ${from} and o.sent_at < ${to}
        ),
        applicants as (
            select a.candidate_id as student, d.department_id, ${yearOf(sql`a.created_at`)} as start_year
            from applications a join drives d on d.id = a.job_id
            where a.workspace_id = ${scope.workspaceId} and a.created_at >= ${from} and a.created_at < ${to}
        )`;
}

/** One group's figures: a year's (`by_department` 0) or a year's in one department (1; `department` '' for none). */
type Row = TpoFigures & { start_year: number; by_department: number; department: string };

/**
 * Every figure of the years shown, in one statement: per academic year and per year and
 * department (grouping sets), so `offers` and `applicants` are read once rather than once for the
 * totals, once for the departments and once for the years (three statements of 230 to 475 ms
 * each on PGlite at the issue-10 volume). `offers`, read twice, is computed once (a CTE read twice
 * is materialized): for the main currency (the one most of the chosen year's offers were made in,
 * else of the years shown; ties go to the first code), whose offers alone give the salaries, and
 * for the counts. The currency was a statement of its own that read the offers again
 * (docs/performance.md, "The placement dashboard in one statement").
 */
async function placementFigures(tx: Tx, ctes: RawBuilder<unknown>, year: number): Promise<{ currency: string | null; rows: Row[] }> {
    const result = await sql<Row & { currency: string | null }>`${ctes},
        main_currency as (
            select currency as code from offers where currency is not null
            group by currency order by count(*) filter (where start_year = ${year}) desc, count(*) desc, currency limit 1
        ),
        o as (
            -- grouping() is 1 where the set leaves the column out: the year's own row.
            select start_year, 1 - grouping(department_id) as by_department, coalesce(department_id::text, '') as department,
                count(*)::int as offers_made,
                count(*) filter (where status = 'ACCEPTED')::int as offers_accepted,
                count(*) filter (where status = 'DECLINED')::int as offers_declined,
                count(distinct student) filter (where status = 'ACCEPTED')::int as students_placed,
                count(distinct company)::int as companies_hiring,
                percentile_cont(0.5) within group (order by ctc) filter (where currency = (select code from main_currency) and ctc is not null) as median_salary,
                max(ctc) filter (where currency = (select code from main_currency)) as highest_salary
            from offers group by grouping sets ((start_year), (start_year, department_id))
        ),
        s as (
            select start_year, 1 - grouping(department_id) as by_department, coalesce(department_id::text, '') as department,
                count(distinct student)::int as students
            from applicants group by grouping sets ((start_year), (start_year, department_id))
        )
        select (select code from main_currency) as currency,
            coalesce(o.start_year, s.start_year) as start_year, coalesce(o.by_department, s.by_department) as by_department,
            coalesce(o.department, s.department) as department,
            coalesce(s.students, 0) as students, coalesce(o.students_placed, 0) as students_placed,
            coalesce(o.companies_hiring, 0) as companies_hiring, coalesce(o.offers_made, 0) as offers_made,
            coalesce(o.offers_accepted, 0) as offers_accepted, coalesce(o.offers_declined, 0) as offers_declined,
            o.median_salary, o.highest_salary
        from o full join s on s.start_year = o.start_year and s.by_department = o.by_department and s.department = o.department`.execute(tx);
    return {
        currency: result.rows[0]?.currency ?? null,
        rows: result.rows.map(row => ({ ...row, start_year: Number(row.start_year), by_department: Number(row.by_department), ...figures(row) })),
    };
}

const num = (value: unknown): number => Number(value ?? 0);
const money = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100);

/** Numbers as numbers (PostgreSQL's numeric comes as text), and the acceptance rate over answered offers. */
function figures(row: Partial<TpoFigures> | undefined): TpoFigures {
    const accepted = num(row?.offers_accepted);
    const declined = num(row?.offers_declined);
    return {
        students: num(row?.students),
        students_placed: num(row?.students_placed),
        companies_hiring: num(row?.companies_hiring),
        offers_made: num(row?.offers_made),
        offers_accepted: accepted,
        offers_declined: declined,
        acceptance_rate: accepted + declined > 0 ? Math.round((accepted / (accepted + declined)) * 1000) / 1000 : null,
        median_salary: money(row?.median_salary),
        highest_salary: money(row?.highest_salary),
    };
}

async function departmentNames(tx: Tx, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await sql<{ id: string; name: string }>`select id, name from departments where workspace_id = ${workspaceId} and id in (${sql.join(ids)})`.execute(tx);
    return new Map(rows.rows.map(r => [r.id, r.name]));
}

export async function tpoDashboard(tx: Tx, scope: JobScope, requestedYear: number | undefined, ownJobs: boolean): Promise<TpoDashboard> {
    const timeZone = await workspaceTimeZone(tx, scope.workspaceId);
    const year = requestedYear ?? (await currentYear(tx, timeZone));
    const first = year - (TPO_YEARS_SHOWN - 1);
    const ctes = placementCtes(scope, timeZone, first, year);
    const { currency, rows } = await placementFigures(tx, ctes, year);
    const byYear = new Map(rows.filter(row => row.by_department === 0).map(row => [row.start_year, row]));
    const departments = rows.filter(row => row.by_department === 1 && row.start_year === year);
    const names = await departmentNames(tx, scope.workspaceId, departments.flatMap(d => (d.department === '' ? [] : [d.department])));
    const bounds = academicYear(year);
    return {
        year: { start_year: year, label: bounds.label, from: bounds.from, to: bounds.to, time_zone: timeZone },
        scope: ownJobs ? 'own_jobs' : 'workspace',
        currency,
        totals: figures(byYear.get(year)),
        by_department: departments
            .map(({ department: id, ...row }) => ({ department_id: id === '' ? null : id, department: id === '' ? null : (names.get(id) ?? null), ...figures(row) }))
            .sort((a, b) => b.students_placed - a.students_placed || b.offers_made - a.offers_made || (a.department ?? '~').localeCompare(b.department ?? '~')),
        by_year: Array.from({ length: TPO_YEARS_SHOWN }, (_, i) => {
            const y = academicYear(first + i);
            return { start_year: y.startYear, label: y.label, from: y.from, to: y.to, ...figures(byYear.get(y.startYear)) };
        }),
    };
}
