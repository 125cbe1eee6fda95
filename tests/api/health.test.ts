import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../server/db/scope.js';
import { readinessMessages } from '../../server/routes/health.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

const ready = (host = 'unknown.example') => t.call(host, { method: 'GET', url: '/api/health/ready' });

describe('the readiness probe', () => {
    it('answers 200 whatever the host, when the database answers and every migration is applied', async () => {
        const answer = await ready();
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ status: true, message: readinessMessages.ready });
        expect((await ready(ACME)).statusCode).toBe(200);
    });

    it('answers 503 naming a migration the database lacks, and 200 again once it is there', async () => {
        const [last] = await withSystem(t.database.db, tx => tx.selectFrom('schema_migrations').select('name').orderBy('name', 'desc').limit(1).execute());
        await withSystem(t.database.db, tx => tx.deleteFrom('schema_migrations').where('name', '=', last.name).execute());
        try {
            const answer = await ready();
            expect(answer.statusCode).toBe(503);
            expect(answer.json()).toEqual({ status: false, message: readinessMessages.migrationsPending([last.name]) });
            expect(answer.json().message).toContain(last.name);
        } finally {
            await withSystem(t.database.db, tx => tx.insertInto('schema_migrations').values({ name: last.name }).execute());
        }
        expect((await ready()).statusCode).toBe(200);
    });

    it('answers 503 from the moment shutdown begins, while liveness and other requests still answer', async () => {
        t.app.deps.lifecycle.startDraining();
        const answer = await ready();
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ status: false, message: readinessMessages.draining });
        expect((await t.call(ACME, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect((await t.call(ACME, { method: 'GET', url: '/api/check-workspace?workspace=acme.localhost' })).statusCode).toBe(200);
    });
});

describe('the readiness probe without a database', () => {
    it('answers 503 when the database does not answer, and liveness still 200', async () => {
        const lonely = await createTestApp();
        await lonely.database.close();
        try {
            const answer = await lonely.call(ACME, { method: 'GET', url: '/api/health/ready' });
            expect(answer.statusCode).toBe(503);
            expect(answer.json()).toEqual({ status: false, message: readinessMessages.databaseDown });
            expect((await lonely.call(ACME, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        } finally {
            // Its database is closed already: closing it again fails, and the copy is still dropped.
            await lonely.close().catch(() => {});
        }
    }, 60_000);
});
