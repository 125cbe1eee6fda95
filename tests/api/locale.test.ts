/**
 * The API in Hindi (docs/decisions.md, "Hindi"): a request whose Accept-Language puts Hindi
 * first gets the fixed messages (success and refusal, field errors too) and the mails it
 * triggers for its sender in Hindi (config/i18n/hi.server.json); any other request gets the
 * English wording exactly as before. Every Hindi entry translates a text the server really says.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import hindi from '../../config/i18n/hi.server.json';
import { localeOf, requestLocale } from '../../server/lib/locale.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(async () => {
    await t.close();
});

const HINDI = { 'accept-language': 'hi' };

async function lastMail(email: string) {
    await t.app.deps.background.idle();
    return t.database.db.selectFrom('email_outbox').select(['subject', 'body_text']).where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
}

describe('the language of a request', () => {
    it('is Hindi when Accept-Language names Hindi first, English otherwise', () => {
        expect(requestLocale('hi')).toBe('hi');
        expect(requestLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
        expect(requestLocale('en-IN,hi;q=0.9')).toBe('en');
        expect(requestLocale('en')).toBe('en');
        expect(requestLocale('history')).toBe('en');
        expect(requestLocale(undefined)).toBe('en');
    });

    it("is read from a request's own header by localeOf", () => {
        expect(localeOf({ headers: { 'accept-language': 'hi-IN,hi;q=0.9' } })).toBe('hi');
        expect(localeOf({ headers: { 'accept-language': 'en-GB' } })).toBe('en');
        expect(localeOf({ headers: {} })).toBe('en');
    });
});

describe('fixed messages', () => {
    it('a refusal and its field errors in Hindi; the same request in English word for word', async () => {
        const wrong = { method: 'POST' as const, url: '/api/corporate/login', payload: { email: 'admin@acme.example', password: 'wrong-pass' } };
        const english = await t.call(ACME, wrong);
        expect(english.json().message).toBe('Invalid email or password');
        const inHindi = await t.call(ACME, { ...wrong, headers: HINDI });
        expect(inHindi.statusCode).toBe(english.statusCode);
        expect(inHindi.json().message).toBe('अमान्य ईमेल या पासवर्ड');

        const reset = { method: 'POST' as const, url: '/api/reset-password', payload: { token: 'not-a-token', password: 'Fresh@Pass1' } };
        const refused = await t.call(ACME, { ...reset, headers: HINDI });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.token).toBe('यह रीसेट लिंक अमान्य है या समाप्त हो चुका है।');
        expect((await t.call(ACME, reset)).json().errors.token).toBe('This reset link is invalid or has expired.');
    });

    it('a success message in Hindi, with the data unchanged', async () => {
        const token = await t.login(ACME, 'admin@acme.example');
        const english = await t.call(ACME, { method: 'GET', url: '/api/me', token });
        const inHindi = await t.call(ACME, { method: 'GET', url: '/api/me', token, headers: HINDI });
        expect(inHindi.json().data).toEqual(english.json().data);
        const logout = await t.call(ACME, { method: 'POST', url: '/api/logout', token, headers: HINDI });
        expect(logout.json()).toMatchObject({ status: true, message: 'आप लॉग आउट हो गए!' });
    });

    it('the 401 body stays the plain English text clients recognise', async () => {
        const dead = await t.call(ACME, { method: 'GET', url: '/api/me', token: 'nope', headers: HINDI });
        expect(dead.statusCode).toBe(401);
        expect(dead.body).toBe('Not AUTHENTICATED USER');
    });
});

describe('mails', () => {
    it('the password reset mail in the language of the request that asked for it', async () => {
        await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'recruiter@acme.example' }, headers: HINDI });
        const mail = await lastMail('recruiter@acme.example');
        expect(mail.subject).toMatch(/^अपना .+ ATS पासवर्ड रीसेट करें$/);
        expect(mail.body_text).toMatch(/^नमस्ते .+,/);
        expect(mail.body_text).toContain('/reset-password?token=');

        await t.call(ACME, { method: 'POST', url: '/api/forgot-password', payload: { email: 'recruiter@acme.example' } });
        const english = await lastMail('recruiter@acme.example');
        expect(english.subject).toMatch(/^Reset your .+ ATS password$/);
        expect(english.body_text).toMatch(/^Hello .+,\n\nUse this link within 60 minutes to choose a new password:/);
    });

    it('the sign-up code in Hindi', async () => {
        const email = 'hindi.otp@mail.example';
        const sent = await t.call(ACME, { method: 'POST', url: '/api/otp-challenge', payload: { email }, headers: HINDI });
        expect(sent.statusCode).toBe(200);
        const mail = await lastMail(email);
        expect(mail.subject).toMatch(/^आपका .+ ATS सत्यापन कोड$/);
        expect(mail.body_text).toMatch(/^आपका सत्यापन कोड \d{6} है।\n\nयह 10 मिनट तक मान्य है।/);
    });
});

describe('the server catalogue', () => {
    const ROOT = resolve(__dirname, '../..');
    const sources = (dir: string): string[] =>
        readdirSync(join(ROOT, dir)).flatMap(name => {
            const path = join(dir, name);
            return statSync(join(ROOT, path)).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [readFileSync(join(ROOT, path), 'utf8')] : [];
        });
    const code = [...sources('server'), ...sources('config/contracts')].join('\n');

    it('translates only texts the server says, each into Hindi', () => {
        const entries = Object.entries(hindi.messages);
        expect(entries.length).toBeGreaterThan(40);
        expect(entries.filter(([english]) => !code.includes(`'${english}'`)).map(([english]) => english)).toEqual([]);
        expect(entries.filter(([english, text]) => english === text || !/[\u0900-\u097F]/.test(text)).map(([english]) => english)).toEqual([]);
    });

    it('composes only sentences the server names, each template in Hindi', () => {
        const templates = Object.entries(hindi.composed);
        expect(templates.filter(([key]) => !code.includes(`'${key}'`)).map(([key]) => key)).toEqual([]);
        expect(templates.filter(([, text]) => !/[\u0900-\u097F]/.test(text)).map(([key]) => key)).toEqual([]);
    });

    it('has a Hindi text for every fixed sentence of the CRUD engine, uploads, pipelines, applications, interviews, automations, offers, the portals, messaging and screening', () => {
        // Files whose quoted sentences are all shown to users; comments and `${}` texts aside.
        const files = [
            'server/crud/routes.ts',
            'server/crud/bulk.ts',
            'server/lib/files.ts',
            'server/lib/sheets.ts',
            'server/lib/applications.ts',
            'server/lib/automationRules.ts',
            'server/lib/interviewWrites.ts',
            'server/lib/interviewQuestions.ts',
            'server/routes/pipelines.ts',
            'server/plugins/workspace.ts',
            'config/contracts/offers.ts',
            'server/lib/offers.ts',
            // The portals', interviews', messaging's and screening's messages (their contracts hold them).
            'config/contracts/candidatePortal.ts',
            'config/contracts/employeePortal.ts',
            'config/contracts/interviews.ts',
            'config/contracts/jobs.ts',
            'config/contracts/messaging.ts',
            'config/contracts/screening.ts',
            'config/contracts/templates.ts',
            'config/contracts/vendorPortal.ts',
        ];
        const messages: Record<string, string> = hindi.messages;
        const untranslated = files.flatMap(file =>
            readFileSync(join(ROOT, file), 'utf8')
                .split('\n')
                .filter(line => !/^\s*(\/\/|\*|\/\*)/.test(line))
                .flatMap(line => [...line.matchAll(/'([A-Z][^'\n]*? [^'\n]*?[.!])'/g)].map(match => match[1]))
                .filter(text => !(text in messages) && !text.startsWith('You write'))
                .map(text => `${file}: ${text}`),
        );
        expect(untranslated).toEqual([]);
    });
});
