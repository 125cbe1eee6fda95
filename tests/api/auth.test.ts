import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '../../config/index.js';
import { ACME, createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

const NOT_AUTHENTICATED = 'Not AUTHENTICATED USER';

async function me(token?: string) {
    return t.call(ACME, { method: 'GET', url: '/api/me', token });
}

function expectDeadSession(response: Awaited<ReturnType<typeof me>>) {
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(NOT_AUTHENTICATED);
}

describe('sign-in per audience', () => {
    it.each([
        ['corporate', 'admin@acme.example', 'CORPORATE'],
        ['corporate', 'lead@acme.example', 'LEAD_RECRUITER'],
        ['corporate', 'recruiter@acme.example', 'RECRUITER'],
        ['corporate', 'interviewer@acme.example', 'INTERVIEWER'],
        ['vendor', 'vendor@acme.example', 'VENDOR'],
        ['employee', 'employee@acme.example', 'EMPLOYEE'],
        ['candidate', 'candidate@acme.example', 'CANDIDATE'],
    ] as const)('%s login for %s answers token, user fields and permissions', async (audience, email, role) => {
        const response = await t.call(ACME, { method: 'POST', url: `/api/${audience}/login`, payload: { email, password: DEMO_PASSWORD } });
        expect(response.statusCode).toBe(200);
        const { data, message } = response.json();
        expect(message).toBe('Logged in successfully!');
        expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        expect(data.user).toEqual({
            id: expect.any(String),
            first_name: expect.any(String),
            last_name: expect.any(String),
            email,
            role_name: role,
            secondary_role: role === 'LEAD_RECRUITER' ? 'INTERVIEWER' : null,
            company_name: 'Acme Talent Partners',
            company_profile_image: null,
            profile_image: null,
        });
        expect(typeof data.permissions).toBe('object');
        expect((await me(data.token)).statusCode).toBe(200);
    });

    it('answers a wrong password, an unknown email and a wrong password at another audience’s door alike', async () => {
        const wrongPassword = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'admin@acme.example', password: 'nope-nope' } });
        const unknown = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'ghost@acme.example', password: 'nope-nope' } });
        const wrongDoorWrongPassword = await t.call(ACME, { method: 'POST', url: '/api/vendor/login', payload: { email: 'admin@acme.example', password: 'nope-nope' } });
        for (const response of [wrongPassword, unknown, wrongDoorWrongPassword]) {
            expect(response.statusCode).toBe(401);
            expect(response.json()).toEqual({ status: false, message: 'Invalid email or password' });
        }
    });

    it.each([
        ['vendor', 'admin@acme.example', 'corporate'],
        ['corporate', 'vendor@acme.example', 'vendor'],
        ['corporate', 'employee@acme.example', 'employee'],
        ['employee', 'candidate@acme.example', 'candidate'],
        ['candidate', 'interviewer@acme.example', 'corporate'],
    ] as const)('the right password at the %s door for %s names the page it signs in at, and starts no session', async (door, email, signInAt) => {
        const response = await t.call(ACME, { method: 'POST', url: `/api/${door}/login`, payload: { email, password: DEMO_PASSWORD } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ status: false, message: 'Your account signs in on another sign-in page.', data: { sign_in_at: signInAt } });
        expect(response.headers['set-cookie']).toBeUndefined();
        const sessions = await t.database.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.email', '=', email).execute();
        const again = await t.call(ACME, { method: 'POST', url: `/api/${signInAt}/login`, payload: { email, password: DEMO_PASSWORD } });
        expect(again.statusCode).toBe(200);
        const after = await t.database.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.email', '=', email).execute();
        expect(after).toHaveLength(sessions.length + 1);
    });

    it("answers the account's own picture at /me once the profile changes it (the bar's avatar)", async () => {
        const signIn = await t.call(ACME, { method: 'POST', url: '/api/vendor/login', payload: { email: 'vendor@acme.example', password: DEMO_PASSWORD } });
        const token: string = signIn.json().data.token;
        expect((await me(token)).json().data.profile_image).toBeNull();
        const profile = (await t.call(ACME, { method: 'GET', url: '/api/vendor/profile', token })).json().data;
        const picture = 'https://cdn.example.org/vendor-face.png';
        const saved = await t.call(ACME, { method: 'PUT', url: '/api/vendor/profile', token, payload: { version: profile.version, profile_image: picture } });
        expect(saved.statusCode).toBe(200);
        // The session's cached account is read again after the change, not served as it was.
        expect((await me(token)).json().data.profile_image).toBe(picture);
        const after = (await t.call(ACME, { method: 'GET', url: '/api/vendor/profile', token })).json().data;
        await t.call(ACME, { method: 'PUT', url: '/api/vendor/profile', token, payload: { version: after.version, profile_image: null } });
    });

    it('matches the email case-insensitively', async () => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'Admin@ACME.example', password: DEMO_PASSWORD } });
        expect(response.statusCode).toBe(200);
    });
});

describe('sessions', () => {
    it('answers a missing, malformed or forged token with the plain-text 401', async () => {
        expectDeadSession(await me());
        expectDeadSession(await me('not-a-jwt'));
        const token = await t.login(ACME, 'admin@acme.example');
        const [header, payload] = token.split('.');
        expectDeadSession(await me(`${header}.${payload}.forgedsignature`));
    });

    it('ends the session on logout', async () => {
        const token = await t.login(ACME, 'recruiter@acme.example');
        const other = await t.login(ACME, 'recruiter@acme.example');
        const out = await t.call(ACME, { method: 'POST', url: '/api/logout', token });
        expect(out.json()).toEqual({ status: true, message: 'Logged out!' });
        expectDeadSession(await me(token));
        expect((await me(other)).statusCode).toBe(200);
    });

    it('ends every session on password change and hands the caller a fresh token', async () => {
        const token = await t.login(ACME, 'employee@acme.example', 'employee');
        const second = await t.login(ACME, 'employee@acme.example', 'employee');
        const wrong = await t.call(ACME, { method: 'PATCH', url: '/api/corporate/change-password', token, payload: { old_password: 'wrong-one', new_password: 'Another@123' } });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual({ old_password: 'Current password is incorrect' });
        expect((await me(token)).statusCode).toBe(200);

        const changed = await t.call(ACME, { method: 'PATCH', url: '/api/corporate/change-password', token, payload: { old_password: DEMO_PASSWORD, new_password: 'Another@123' } });
        expect(changed.statusCode).toBe(200);
        expect(changed.json().message).toBe('Password changed successfully !');
        expectDeadSession(await me(token));
        expectDeadSession(await me(second));
        expect((await me(changed.json().data.token)).statusCode).toBe(200);
        const relogin = await t.call(ACME, { method: 'POST', url: '/api/employee/login', payload: { email: 'employee@acme.example', password: 'Another@123' } });
        expect(relogin.statusCode).toBe(200);
    });

    it('ends the sessions of a disabled user, who then cannot sign in', async () => {
        const admin = await t.login(ACME, 'admin@acme.example');
        const vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
        const vendorId = (await me(vendor)).json().data.id;
        const disable = await t.call(ACME, { method: 'PATCH', url: `/api/users/${vendorId}/status`, token: admin, payload: { status: 'INACTIVE' } });
        expect(disable.statusCode).toBe(200);
        expectDeadSession(await me(vendor));
        const login = await t.call(ACME, { method: 'POST', url: '/api/vendor/login', payload: { email: 'vendor@acme.example', password: DEMO_PASSWORD } });
        expect(login.statusCode).toBe(403);
        expect(login.json().message).toBe('Your account is disabled. Please contact your administrator.');
        await t.call(ACME, { method: 'PATCH', url: `/api/users/${vendorId}/status`, token: admin, payload: { status: 'ACTIVE' } });
        expect((await t.call(ACME, { method: 'POST', url: '/api/vendor/login', payload: { email: 'vendor@acme.example', password: DEMO_PASSWORD } })).statusCode).toBe(200);
    });
});

/** The modules of config/permissions.json and of the shipped resource files. */
function shippedModules(): string[] {
    const declared = (JSON.parse(readFileSync('config/permissions.json', 'utf8')) as { modules: string[] }).modules;
    const ofResources = readdirSync('config/resources')
        .filter(name => name.endsWith('.json'))
        .flatMap(name => (JSON.parse(readFileSync(`config/resources/${name}`, 'utf8')) as { permission?: string }).permission ?? []);
    return [...new Set([...declared, ...ofResources])];
}

describe('permissions', () => {
    it('gives CORPORATE every module and action', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        const response = await t.call(ACME, { method: 'GET', url: '/api/get-user-permissions', token });
        const { status, message, permissions } = response.json();
        expect({ status, message }).toEqual({ status: true, message: '' });
        // Every module the process knows: the twelve the product ships (config), and any a test file of
        // this worker registered with its own resources before (API files share modules: lowCode's location).
        expect(Object.keys(permissions).sort()).toEqual(Object.keys(allPermissions()).sort());
        expect(Object.keys(permissions)).toEqual(expect.arrayContaining(shippedModules()));
        expect(shippedModules()).toHaveLength(12);
        expect(permissions['ONBOARD-REPORT']).toEqual(['VIEW', 'CREATE', 'EXPORT']);
    });

    it('gives a recruiter only their own set', async () => {
        const token = await t.login(ACME, 'recruiter@acme.example');
        const { permissions } = (await t.call(ACME, { method: 'GET', url: '/api/get-user-permissions', token })).json();
        expect(permissions).toEqual({ 'COMPANY-DASHBOARD': ['VIEW'], 'MANAGE-EDIT-JOBS': ['VIEW'], 'JOBS-POST': ['VIEW', 'CREATE'] });
    });

    it('answers a missing permission with a JSON 403 and keeps the session', async () => {
        const token = await t.login(ACME, 'recruiter@acme.example');
        const target = (await me(await t.login(ACME, 'candidate@acme.example', 'candidate'))).json().data.id;
        const response = await t.call(ACME, { method: 'PATCH', url: `/api/users/${target}/status`, token, payload: { status: 'INACTIVE' } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: false, message: 'You do not have permission to perform this action.' });
        expect((await me(token)).statusCode).toBe(200);
    });

    it('answers a role outside the route with 403, not 401', async () => {
        const token = await t.login(ACME, 'candidate@acme.example', 'candidate');
        const response = await t.call(ACME, { method: 'PATCH', url: `/api/users/00000000-0000-4000-8000-000000000000/status`, token, payload: { status: 'INACTIVE' } });
        expect(response.statusCode).toBe(403);
        expect((await me(token)).statusCode).toBe(200);
    });
});

describe('forgot and reset password', () => {
    // The reset mail is written after the answer (server/lib/background.ts): wait for it.
    async function outboxFor(email: string) {
        await t.app.deps.background.idle();
        const rows = await t.database.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').execute();
        return rows;
    }

    it('mails a single-use link that resets the password and ends old sessions', async () => {
        const old = await t.login(ACME, 'interviewer@acme.example');
        const asked = await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'interviewer@acme.example', audience: 'corporate' } });
        expect(asked.json()).toEqual({ status: true, message: 'If an account exists for this email, a reset link has been sent.' });
        const [mail] = await outboxFor('interviewer@acme.example');
        const token = /token=([\w-]+)/.exec(mail.body_text)?.[1];
        expect(mail.body_text).toContain(`http://${ACME}/reset-password?token=`);
        expect(token).toBeTruthy();

        const reset = await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token, password: 'Fresh@Pass1' } });
        expect(reset.json()).toEqual({ status: true, message: 'Password reset successfully!' });
        expectDeadSession(await me(old));
        const again = await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token, password: 'Other@Pass1' } });
        expect(again.statusCode).toBe(400);
        expect(again.json().errors.token).toBe('This reset link is invalid or has expired.');
        const login = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'interviewer@acme.example', password: 'Fresh@Pass1' } });
        expect(login.statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
        await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'lead@acme.example' } });
        const [mail] = await outboxFor('lead@acme.example');
        const token = /token=([\w-]+)/.exec(mail.body_text)?.[1];
        await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000) }).execute();
        const reset = await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token, password: 'Fresh@Pass1' } });
        expect(reset.statusCode).toBe(400);
    });

    it('says the same for an unknown email and mails nothing', async () => {
        const before = (await t.database.db.selectFrom('email_outbox').select(t.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
        const asked = await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'nobody@acme.example' } });
        expect(asked.json().message).toBe('If an account exists for this email, a reset link has been sent.');
        await t.app.deps.background.idle();
        const after = (await t.database.db.selectFrom('email_outbox').select(t.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
        expect(Number(after)).toBe(Number(before));
    });
});

describe('rate limiting', () => {
    it('limits sign-in attempts per client', async () => {
        const limited = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
        try {
            const attempt = () => limited.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'admin@acme.example', password: 'wrong-pass' } });
            const statuses = [];
            for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
            expect(statuses).toEqual([401, 401, 401, 429]);
            expect((await attempt()).json().message).toBe('Too many attempts. Please wait a minute and try again.');
        } finally {
            await limited.close();
        }
    });
});
