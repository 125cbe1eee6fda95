/** Shared by the employee portal suites: employees onboarded as an admin does, signed in with a known password; jobs shown to employees. */
import { sql } from 'kysely';
import { DEMO_PASSWORD, type TestApp } from '../helpers/testApp.js';
import { createJob } from './jobsSupport.js';

export interface SignedInEmployee {
    token: string;
    /** The employee record's id (employees.id: what refer_by and referred_by_employee_id hold). */
    recordId: string;
    userId: string;
    email: string;
}

/** Onboards an employee (POST onboard-employee), gives the invited account the demo password and signs in at the employee door. */
export async function onboardEmployee(t: TestApp, host: string, adminToken: string, email: string, fields: Record<string, unknown> = {}): Promise<SignedInEmployee> {
    const created = await t.call(host, { method: 'POST', url: '/api/onboard-employee', token: adminToken, payload: { first_name: 'Elif', last_name: 'Staff', email, ...fields } });
    if (created.statusCode !== 200) throw new Error(`onboard-employee: ${created.statusCode} ${created.body}`);
    const record = created.json().data as { id: string; user_id: string };
    // The invite's link sets the password in real life; the admin's demo hash stands in for it.
    await sql`update users set password_hash = (select password_hash from users where email = ${'admin@acme.example'})
        where id = ${record.user_id}`.execute(t.database.db);
    return { token: await t.login(host, email, 'employee'), recordId: record.id, userId: record.user_id, email };
}

/** The demo employee (README logins), signed in, with their record's id. */
export async function demoEmployee(t: TestApp, host: string, email: string): Promise<SignedInEmployee> {
    const token = await t.login(host, email, 'employee');
    const found = await sql<{ id: string; user_id: string }>`select e.id, e.user_id from employees e join users u on u.id = e.user_id where u.email = ${email}`.execute(t.database.db);
    return { token, recordId: found.rows[0].id, userId: found.rows[0].user_id, email };
}

/** A job shown to employees (open and active; show_to_employees is the column's default). */
export function employeeJob(t: TestApp, host: string, adminToken: string, fields: Record<string, unknown> = {}) {
    return createJob(t, host, adminToken, { job_type: 'OPEN', ...fields });
}

export { DEMO_PASSWORD };
