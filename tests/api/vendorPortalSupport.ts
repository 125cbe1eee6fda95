/** Shared by the vendor portal suites: a second vendor of a workspace who can sign in, calls, and a CV to parse. */
import { sql } from 'kysely';
import type { TestApp } from '../helpers/testApp.js';
import { makePdf } from '../fixtures/resumes/build.js';
import { multipart } from './jobsSupport.js';

export type Body = { status: boolean; message: string; data: any; meta?: any; errors?: Record<string, string> };

export function caller(t: TestApp) {
    return async (host: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string | undefined, payload?: object) => {
        const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
        return { status: response.statusCode, body: response.json() as Body };
    };
}

/**
 * A vendor onboarded by the admin, signed in: the invitation's password is set
 * here to the demo password (copied from the demo vendor's account).
 */
export async function onboardVendor(t: TestApp, host: string, adminToken: string, demoVendorEmail: string, fields: { company_name: string; first_name: string; email: string }) {
    const created = await t.call(host, { method: 'POST', url: '/api/onboard-vendor', token: adminToken, payload: fields });
    if (created.statusCode !== 200) throw new Error(`onboard-vendor: ${created.statusCode} ${created.body}`);
    await sql`update users set password_hash = (select password_hash from users where email = ${demoVendorEmail}) where lower(email) = ${fields.email.toLowerCase()}`.execute(t.database.db);
    const token = await t.login(host, fields.email, 'vendor');
    return { id: created.json().data.id as string, token };
}

/** The demo vendor's record id. */
export async function vendorRecordId(t: TestApp, email: string): Promise<string> {
    const found = await sql<{ id: string }>`select id from vendors where lower(email) = ${email.toLowerCase()}`.execute(t.database.db);
    return found.rows[0].id;
}

/** Parses a small PDF CV as the vendor: its stored file id. */
export async function uploadCv(t: TestApp, host: string, token: string, lines: string[] = ['Nina Nadir', 'nina.nadir@mail.example', 'Skills: Go, Kubernetes']): Promise<{ status: number; body: Body }> {
    const response = await t.call(host, { method: 'POST', url: '/api/vendor/parse-resume', token, ...multipart([['file', 'cv.pdf', makePdf(lines)]]) });
    return { status: response.statusCode, body: response.json() as Body };
}
