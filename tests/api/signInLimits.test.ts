/**
 * Sign-in limits (server/plugins/signInThrottle.ts): the per-client budget is
 * kept per resolved workspace, whatever the host is spelled as; the
 * per-account backoff locks an email after repeated failures with one answer
 * whether or not the account exists; and with PostgreSQL both counts are
 * shared by every server process on the database.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { prepareDatabase } from '../../server/bootstrap.js';
import { configFromEnv, type ServerConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { ACME, createTestApp, DEMO_PASSWORD, engine, GLOBEX, scratchUploadsDir, type TestApp } from '../helpers/testApp.js';

const BUDGET = 4;
const THRESHOLD = 3;
const limits: Partial<ServerConfig> = {
    loginRateLimit: { max: BUDGET, timeWindowMs: 60_000 },
    loginLockout: { threshold: THRESHOLD, seconds: 60, maxSeconds: 3_600 },
};
const INVALID = { status: false, message: 'Invalid email or password' };
const TOO_MANY = { status: false, message: 'Too many attempts. Please wait a minute and try again.' };
const lockedFor = (minutes: string) => ({
    status: false,
    message: `Too many failed sign-ins for this email. Please try again in ${minutes} or reset your password.`,
});

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp(limits);
});
afterAll(() => t.close());

// Each test signs in from addresses of its own, so one test's budget never spends another's.
let lastClient = 0;
const newClient = () => `10.0.${Math.floor(++lastClient / 250)}.${lastClient % 250}`;

type Audience = 'corporate' | 'vendor' | 'employee' | 'candidate';
function signIn(
    app: FastifyInstance,
    host: string,
    client: string,
    email: string,
    password: string,
    audience: Audience = 'corporate',
): Promise<LightMyRequestResponse> {
    return app.inject({ method: 'POST', url: `/api/${audience}/login`, headers: { host }, remoteAddress: client, payload: { email, password } });
}

describe('per-client budget', () => {
    it('is one budget for every spelling and alias of one workspace', async () => {
        const client = newClient();
        const hosts = [ACME, 'ACME.localhost', 'AcMe.LocalHost', 'localhost', '127.0.0.1', 'acme.localhost:8080'];
        const answers = [];
        for (const [i, host] of hosts.entries()) answers.push(await signIn(t.app, host, client, `nobody${i}@acme.example`, 'wrong-pass'));
        expect(answers.map(a => a.statusCode)).toEqual([401, 401, 401, 401, 429, 429]);
        expect(answers[3].json()).toEqual(INVALID);
        expect(answers[4].json()).toEqual(TOO_MANY);
        const retryAfter = Number(answers[4].headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('is shared by the four sign-in doors, refused before the password is checked', async () => {
        const client = newClient();
        const doors: Audience[] = ['corporate', 'vendor', 'employee', 'candidate'];
        for (const audience of doors) expect((await signIn(t.app, ACME, client, `door-${audience}@acme.example`, 'wrong-pass', audience)).statusCode).toBe(401);
        // Over budget even the right password is refused.
        const right = await signIn(t.app, ACME, client, 'vendor@acme.example', DEMO_PASSWORD, 'vendor');
        expect(right.statusCode).toBe(429);
        expect(right.json()).toEqual(TOO_MANY);
    });

    it('leaves other clients and the other workspace their own budgets', async () => {
        const client = newClient();
        for (let i = 0; i < BUDGET + 1; i++) await signIn(t.app, ACME, client, `spent${i}@acme.example`, 'wrong-pass');
        expect((await signIn(t.app, ACME, client, 'admin@acme.example', DEMO_PASSWORD)).statusCode).toBe(429);
        expect((await signIn(t.app, GLOBEX, client, 'admin@globex.example', DEMO_PASSWORD)).statusCode).toBe(200);
        expect((await signIn(t.app, ACME, newClient(), 'admin@acme.example', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('counts forgot-password and reset-password attempts per client too', async () => {
        const client = newClient();
        const statuses = [];
        for (let i = 0; i < BUDGET + 1; i++) {
            const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { host: i % 2 ? 'localhost' : 'Acme.Localhost' }, remoteAddress: client, payload: { email: `forgot${i}@acme.example` } });
            statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
});

describe('per-account backoff', () => {
    // Every attempt comes from a new address: the lock follows the email, not the client.
    const attempt = (email: string, password: string, host = ACME, audience: Audience = 'corporate') => signIn(t.app, host, newClient(), email, password, audience);

    it(`locks an email after ${THRESHOLD} failures, even against the right password, and leaves other accounts alone`, async () => {
        const answers = [];
        for (let i = 0; i < THRESHOLD; i++) answers.push(await attempt('recruiter@acme.example', `wrong-${i}`));
        expect(answers.map(a => a.statusCode)).toEqual(Array(THRESHOLD).fill(401));
        const locked = await attempt('recruiter@acme.example', DEMO_PASSWORD);
        expect(locked.statusCode).toBe(429);
        expect(locked.json()).toEqual(lockedFor('1 minute'));
        const retryAfter = Number(locked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        // Every door of the workspace: the lock is the email's, not the route's.
        expect((await attempt('recruiter@acme.example', DEMO_PASSWORD, ACME, 'vendor')).statusCode).toBe(429);

        expect((await attempt('lead@acme.example', DEMO_PASSWORD)).statusCode).toBe(200);
        expect((await attempt('recruiter@globex.example', DEMO_PASSWORD, GLOBEX)).statusCode).toBe(200);
    });

    it('answers an email without an account exactly as one with an account', async () => {
        const known = [];
        const unknown = [];
        for (let i = 0; i <= THRESHOLD; i++) {
            known.push(await attempt('employee@acme.example', 'wrong-pass', ACME, 'employee'));
            unknown.push(await attempt('no-such-person@acme.example', 'wrong-pass', ACME, 'employee'));
        }
        expect(unknown.map(a => a.statusCode)).toEqual(known.map(a => a.statusCode));
        expect(unknown.map(a => a.json())).toEqual(known.map(a => a.json()));
        expect(unknown.map(a => a.headers['retry-after'] === undefined)).toEqual(known.map(a => a.headers['retry-after'] === undefined));
        expect(known[THRESHOLD].json()).toEqual(lockedFor('1 minute'));
        // The same email on the other workspace is another account.
        expect((await attempt('no-such-person@acme.example', 'wrong-pass', GLOBEX)).statusCode).toBe(401);
    });

    it('forgets the failures on a successful sign-in', async () => {
        const round = async () => {
            const statuses = [];
            for (let i = 0; i < THRESHOLD - 1; i++) statuses.push((await attempt('interviewer@acme.example', 'wrong-pass')).statusCode);
            statuses.push((await attempt('interviewer@acme.example', DEMO_PASSWORD)).statusCode);
            return statuses;
        };
        expect(await round()).toEqual([...Array(THRESHOLD - 1).fill(401), 200]);
        // Without the reset, these failures would add to the earlier ones and lock the account.
        expect(await round()).toEqual([...Array(THRESHOLD - 1).fill(401), 200]);
    });

    it("does not count the right password given at another audience's door", async () => {
        const email = 'employee@globex.example';
        for (let i = 0; i < THRESHOLD + 2; i++) expect((await attempt(email, DEMO_PASSWORD, GLOBEX, 'corporate')).json()).toMatchObject({ data: { sign_in_at: 'employee' } });
        expect((await attempt(email, DEMO_PASSWORD, GLOBEX, 'employee')).statusCode).toBe(200);
        // A wrong password at that door still counts.
        for (let i = 0; i < THRESHOLD; i++) expect((await attempt(email, 'wrong-pass', GLOBEX, 'corporate')).json()).toEqual(INVALID);
        expect((await attempt(email, DEMO_PASSWORD, GLOBEX, 'employee')).json()).toEqual(lockedFor('1 minute'));
    });

    it('locks for twice as long with each failure after the lock ends', async () => {
        const email = 'candidate@acme.example';
        for (let i = 0; i < THRESHOLD; i++) await attempt(email, 'wrong-pass', ACME, 'candidate');
        expect((await attempt(email, DEMO_PASSWORD, ACME, 'candidate')).json()).toEqual(lockedFor('1 minute'));
        // The lock runs out (as if a minute had passed); one more failure locks for two minutes.
        await t.database.db.updateTable('sign_in_failures').set({ locked_until: new Date(Date.now() - 1_000) }).where('email', '=', email).execute();
        expect((await attempt(email, 'wrong-again', ACME, 'candidate')).statusCode).toBe(401);
        const locked = await attempt(email, DEMO_PASSWORD, ACME, 'candidate');
        expect(locked.json()).toEqual(lockedFor('2 minutes'));
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
        expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(120);
        // Once that lock ends too, the right password gets in.
        await t.database.db.updateTable('sign_in_failures').set({ locked_until: new Date(Date.now() - 1_000) }).where('email', '=', email).execute();
        expect((await attempt(email, DEMO_PASSWORD, ACME, 'candidate')).statusCode).toBe(200);
    });
});

describe('forgot-password tells nothing by its timing', () => {
    const ask = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { host: ACME }, remoteAddress: newClient(), payload: { email, audience: 'vendor' } });
    const resetMails = async (email: string) =>
        (await t.database.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).where('subject', 'like', 'Reset your%').execute()).length;

    it('answers an address with an account and one without identically, before any lookup, and mails only the first', async () => {
        // Hold the after-response queue: an answer that waited for the lookup or the mail could not arrive.
        let release!: () => void;
        const held = new Promise<void>(resolve => (release = resolve));
        t.app.deps.background.enqueue('test: hold the queue', () => held);

        const known = await ask('vendor@acme.example');
        const unknown = await ask('no-vendor-here@acme.example');
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.body).toBe(known.body);
        const { date: _knownDate, ...knownHeaders } = known.headers;
        const { date: _unknownDate, ...unknownHeaders } = unknown.headers;
        expect(unknownHeaders).toEqual(knownHeaders);
        expect(await resetMails('vendor@acme.example')).toBe(0);

        release();
        await t.app.deps.background.idle();
        expect(await resetMails('vendor@acme.example')).toBe(1);
        expect(await resetMails('no-vendor-here@acme.example')).toBe(0);
    });
});

/** Defined only where it applies (a second process needs a database server), so it never shows up as skipped. */
function describeWhen(applies: boolean) {
    return (name: string, suite: () => void) => {
        if (applies) describe(name, suite);
    };
}

describeWhen(engine === 'postgres')('two server processes on one PostgreSQL database', () => {
    let second: { app: FastifyInstance; database: Database };
    beforeAll(async () => {
        // What a second process does at start: open the database, find it migrated, read the shared secret.
        const database = await openDatabase({ url: t.databaseUrl });
        const prepared = await prepareDatabase(database, { seed: false });
        const config: ServerConfig = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, uploadsDir: scratchUploadsDir(), ...limits };
        second = { app: await buildApp({ database, config, jwtSecret: prepared.jwtSecret }), database };
    });
    afterAll(async () => {
        await second.app.close();
        await second.database.close();
        rmSync(second.app.deps.config.uploadsDir, { recursive: true, force: true });
    });

    it('shares one client budget: alternating processes do not double it', async () => {
        const client = newClient();
        const statuses = [];
        for (let i = 0; i < BUDGET + 2; i++) {
            const app = i % 2 ? second.app : t.app;
            statuses.push((await signIn(app, ACME, client, `shared${i}@acme.example`, 'wrong-pass')).statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it('counts concurrent attempts on both processes exactly once each', async () => {
        const client = newClient();
        const answers = await Promise.all(
            Array.from({ length: 10 }, (_, i) => signIn(i % 2 ? second.app : t.app, ACME, client, `burst${i}@acme.example`, 'wrong-pass')),
        );
        const statuses = answers.map(a => a.statusCode);
        expect(statuses.filter(s => s === 401)).toHaveLength(BUDGET);
        expect(statuses.filter(s => s === 429)).toHaveLength(10 - BUDGET);
    });

    it('shares the account backoff: failures on either process lock the email on both', async () => {
        const email = 'admin@acme.example';
        const statuses = [];
        for (let i = 0; i < THRESHOLD; i++) statuses.push((await signIn(i % 2 ? second.app : t.app, ACME, newClient(), email, 'wrong-pass')).statusCode);
        expect(statuses).toEqual(Array(THRESHOLD).fill(401));
        for (const app of [t.app, second.app]) {
            const locked = await signIn(app, ACME, newClient(), email, DEMO_PASSWORD);
            expect(locked.statusCode).toBe(429);
            expect(locked.json()).toEqual(lockedFor('1 minute'));
        }
    });
});
