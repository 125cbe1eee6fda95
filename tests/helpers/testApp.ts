/**
 * A fresh, migrated and seeded app per test file, on PGlite in memory or, when
 * TEST_DB_ENGINE=postgres, on a throwaway database of the TEST_DATABASE_URL server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import type { LogDestination } from '../../server/lib/logging.js';
import { prepareDatabase } from '../../server/bootstrap.js';
import { configFromEnv, type ServerConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { seedDemoJobs } from '../../server/db/seedJobs.js';
import { seedDemoRecords } from '../../server/db/seedRecords.js';

export const ACME = 'acme.localhost';
export const GLOBEX = 'globex.localhost';
export { DEMO_PASSWORD };

export const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `ats_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
        url: url.toString(),
        drop: async () => {
            const client = new pg.Client({ connectionString: adminUrl });
            await client.connect();
            await client.query(`drop database if exists ${name} with (force)`);
            await client.end();
        },
    };
}

export interface TestApp {
    app: FastifyInstance;
    database: Database;
    /** The PostgreSQL database's URL (a second app may open it, as a second process would); undefined on PGlite. */
    databaseUrl?: string;
    close(): Promise<void>;
    /** inject with the workspace host and an optional bearer token. */
    call(host: string, options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
    login(host: string, email: string, audience?: 'corporate' | 'vendor' | 'employee' | 'candidate'): Promise<string>;
}

export interface TestAppOptions {
    /**
     * A PostgreSQL database the caller made (and drops), used whatever the
     * engine: e.g. one owned by a non-superuser role (tests/api/rowSecurity.test.ts).
     */
    databaseUrl?: string;
    /** Where the app's log lines go (tests/api/logSecrets.test.ts reads them). */
    logDestination?: LogDestination;
}

export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
    const pgDb = !options.databaseUrl && engine === 'postgres' ? await throwawayPostgres() : null;
    const database = await openDatabase({ url: options.databaseUrl ?? pgDb?.url });
    const prepared = await prepareDatabase(database, { seed: true });
    const config: ServerConfig = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, uploadsDir: mkdtempSync(join(tmpdir(), 'ats-uploads-')), loginRateLimit: { max: 1000, timeWindowMs: 60_000 }, ...overrides };
    const app = await buildApp({ database, config, jwtSecret: prepared.jwtSecret, logDestination: options.logDestination });
    // The demo people (teammates, interviewers, vendors, employees) exist through their resources.
    if (!config.resourcesDir) await seedDemoRecords(app);
    if (!config.resourcesDir) await seedDemoJobs(app);

    const call: TestApp['call'] = (host, { token, headers, ...options }) =>
        app.inject({ ...options, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

    const login: TestApp['login'] = async (host, email, audience = 'corporate') => {
        const response = await call(host, { method: 'POST', url: `/api/${audience}/login`, payload: { email, password: DEMO_PASSWORD } });
        if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
        return response.json().data.token as string;
    };

    return {
        app,
        database,
        databaseUrl: options.databaseUrl ?? pgDb?.url,
        call,
        login,
        async close() {
            await app.close();
            await database.close();
            await pgDb?.drop();
        },
    };
}
