/**
 * Issue 13's corporate side: a vendor or an employee onboarded by an admin
 * gets the invitation mail, sets a password through its link, and signs in at
 * their own portal's door (not the corporate one); the created message is the
 * SPEC's for vendors.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

async function inviteToken(email: string): Promise<string> {
    const mail = await sql<{ subject: string; body_text: string }>`select subject, body_text from email_outbox where to_address = ${email} order by created_at desc limit 1`.execute(t.database.db);
    expect(mail.rows[0]?.subject).toMatch(/invited/);
    const token = /\/reset-password\?token=([\w-]+)&invite=1/.exec(mail.rows[0]?.body_text ?? '')?.[1];
    expect(token).toBeTruthy();
    return token!;
}

const signIn = (audience: string, email: string, password: string) =>
    t.call(ACME, { method: 'POST', url: `/api/${audience}/login`, payload: { email, password } });

describe('onboarding a portal account', () => {
    it.each([
        { audience: 'vendor', url: '/api/onboard-vendor', body: { company_name: 'Invite Staffing', first_name: 'Ivo', email: 'ivo@invitestaffing.example' }, message: 'Vendor onboarded successfully!' },
        { audience: 'employee', url: '/api/onboard-employee', body: { first_name: 'Elin', last_name: 'Invited', email: 'elin.invited@acme.example' }, message: 'Employee onboarded successfully!' },
    ])('an onboarded $audience gets the invitation, sets a password and signs in at their own door only', async ({ audience, url, body, message }) => {
        const created = await t.call(ACME, { method: 'POST', url, token: admin, payload: body });
        expect(created.statusCode, created.body).toBe(200);
        expect(created.json().message).toBe(message);
        // No password yet: nobody can sign in before the invitation is used.
        expect((await signIn(audience, body.email, 'Welcome@2026')).statusCode).not.toBe(200);

        const reset = await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token: await inviteToken(body.email), password: 'Welcome@2026' } });
        expect(reset.statusCode, reset.body).toBe(200);
        const door = await signIn(audience, body.email, 'Welcome@2026');
        expect(door.statusCode, door.body).toBe(200);
        expect(door.json().data.user.role_name).toBe(audience.toUpperCase());
        // Another audience's door is not theirs.
        expect((await signIn('corporate', body.email, 'Welcome@2026')).statusCode).not.toBe(200);
    });
});
