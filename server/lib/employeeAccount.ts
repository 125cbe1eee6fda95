/**
 * The signed-in employee (docs/api-employees.md, "Who the employee is"): their
 * record in the config-driven employees table (config/resources/employees.json,
 * linked to the account by user_id), the candidate record their own
 * applications go on, and their profile.
 */
import { sql } from 'kysely';
import type { EmployeeProfile, UpdateEmployeeProfileBody } from '../../config/contracts/employeePortal.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { ensureCandidate } from './candidateAccounts.js';
import { HttpProblem, messages } from './http.js';

/** The config-driven table of employee records. */
const RECORD_TABLE = 'employees';

export interface Employee {
    id: string;
    user_id: string;
    workspace_id: string;
    first_name: string;
    last_name: string | null;
    email: string;
}

async function recordTableExists(tx: Tx): Promise<boolean> {
    return (await sql<{ t: string | null }>`select to_regclass(${RECORD_TABLE})::text as t`.execute(tx)).rows[0].t !== null;
}

/**
 * The caller's active employee record (employees_user_id_idx). An EMPLOYEE
 * account without one (its record deleted, or disabled between sign-in and
 * now) may do nothing here: 403, the session kept.
 */
export async function employeeOf(tx: Tx, user: AuthUser): Promise<Employee> {
    if (!(await recordTableExists(tx))) throw new HttpProblem(403, messages.forbidden);
    const found = await sql<Employee>`select id, user_id, workspace_id, first_name, last_name, email from ${sql.table(RECORD_TABLE)}
        where user_id = ${user.id} and status = 'ACTIVE' limit 1`.execute(tx);
    if (!found.rows[0]) throw new HttpProblem(403, messages.forbidden);
    return found.rows[0];
}

/**
 * The candidate record an employee's own applications go on: the one linked
 * to their account, else the workspace's unlinked candidate with their email
 * (now linked), else a new one. Matched by email only, never by phone: a
 * shared or mistyped phone must not put an employee's application on someone
 * else's record (docs/api-employees.md).
 */
export function employeeCandidate(tx: Tx, employee: Employee): Promise<string> {
    return ensureCandidate(tx, employee.workspace_id, employee.user_id, {
        email: employee.email,
        first_name: employee.first_name,
        last_name: employee.last_name,
        phone: null,
    });
}

/** The candidate record linked to the employee's account, without making one (the lists read it). */
export async function linkedCandidate(tx: Tx, employee: Employee): Promise<string | null> {
    const found = await sql<{ id: string }>`select id from candidates where user_id = ${employee.user_id}`.execute(tx);
    return found.rows[0]?.id ?? null;
}

interface ProfileRow {
    first_name: string;
    last_name: string | null;
    email: string;
    phone: string | null;
    profile_image: string | null;
    version: number;
    employee_code: string | null;
    designation: string | null;
    department_name: string | null;
}

/** The profile: the account's name, image and version, the record's code, designation and department. */
export async function employeeProfile(tx: Tx, employee: Employee, hasDepartments: boolean): Promise<EmployeeProfile> {
    const department = hasDepartments ? sql`(select d.name::text from departments d where d.id = e.department_id)` : sql`null::text`;
    const row = (
        await sql<ProfileRow>`select u.first_name, u.last_name, u.email, u.phone, u.profile_image, u.version,
            e.employee_code, e.designation, ${department} as department_name
        from users u join ${sql.table(RECORD_TABLE)} e on e.user_id = u.id where e.id = ${employee.id}`.execute(tx)
    ).rows[0];
    return { id: employee.user_id, employee_id: employee.id, ...row };
}

const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * PUT employee/profile: only the fields sent change; the account's version
 * guards the write (409 when stale). The record repeats the account's name,
 * so the admin's employee list shows the same name.
 */
export async function updateEmployeeProfile(tx: Tx, employee: Employee, body: UpdateEmployeeProfileBody): Promise<void> {
    const fields = (['first_name', 'last_name', 'profile_image'] as const).filter(f => body[f] !== undefined);
    const set = fields.map(f => sql`${sql.ref(f)} = ${trimmed(body[f])}`);
    const updated = await sql`update users set ${sql.join([...set, sql`version = version + 1`, sql`updated_at = now()`])}
        where id = ${employee.user_id} and version = ${body.version} returning id`.execute(tx);
    if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
    const named = (['first_name', 'last_name'] as const).filter(f => body[f] !== undefined);
    if (named.length) {
        const recordSet = named.map(f => sql`${sql.ref(f)} = ${trimmed(body[f])}`);
        await sql`update ${sql.table(RECORD_TABLE)} set ${sql.join([...recordSet, sql`version = version + 1`, sql`updated_at = now()`])} where id = ${employee.id}`.execute(tx);
    }
}

/** An uploaded profile image (stored by name in the public image area) becomes the account's profile_image. */
export async function setEmployeeImage(tx: Tx, employee: Employee, storedName: string): Promise<void> {
    await sql`update users set profile_image = ${storedName}, version = version + 1, updated_at = now() where id = ${employee.user_id}`.execute(tx);
}
