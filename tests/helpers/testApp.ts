/**
 * A fresh, migrated and seeded app per test file, on PGlite or, when
 * TEST_DB_ENGINE=postgres, on a throwaway database of the TEST_DATABASE_URL server.
 * In the API projects each file's database is a copy of one seeded template
 * (apiGlobalSetup.ts; on PGlite a data directory), or of its prepared state for a file
 * whose app has resources of its own; elsewhere a file seeds its own (PGlite in memory).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statfsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hash as argon2Hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { inject as vitestInject } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { LogDestination } from '../../server/lib/logging.js';
import { prepareDatabase } from '../../server/bootstrap.js';
import { configFromEnv, type ServerConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { DEMO_PASSWORD } from '../../server/db/seed.js';
import { seedDemoJobs } from '../../server/db/seedJobs.js';
import { seedDemoRecords } from '../../server/db/seedRecords.js';
import { adminQuery, databaseUrl } from './postgresAdmin.js';

export const ACME = 'acme.localhost';
export const GLOBEX = 'globex.localhost';
export { DEMO_PASSWORD };

export const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A database of its own on the TEST_DATABASE_URL server, copied from `template` when given. */
async function throwawayPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
    const name = `ats_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
    return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * Migrated and demo-seeded once per test run (tests/helpers/apiGlobalSetup.ts), then
 * copied for each test file: seeding through the API costs seconds, a copy a fraction.
 * The prepared template (`preparedDataDir`, `preparedDatabase`) is the same database before the
 * demo records went in through the app: the start of a file whose app has resources of its own,
 * which had created and migrated an empty cluster (about 10 s of a loaded worker on PGlite).
 * PGlite's is a closed data directory: a file copies it (about 0.1 s in memory-backed /dev/shm)
 * and PGlite reads only the pages it needs, where a snapshot tarball had to be unpacked whole
 * into PGlite's in-memory file system (about 1.3 s more CPU a file; docs/testing.md).
 */
export type SeededTemplate = (
    | { engine: 'pglite'; dataDir: string; preparedDataDir: string }
    | { engine: 'postgres'; database: string; preparedDatabase: string }
) & { jwtSecret: string };

declare module 'vitest' {
    export interface ProvidedContext {
        seededTemplate?: SeededTemplate;
    }
}

/**
 * Where the PGlite data directories of a run go: memory-backed /dev/shm when it has room for the
 * template and a copy per worker (about 50 MB each; a container's default /dev/shm is 64 MB), else
 * the temporary directory.
 */
function pgliteScratchRoot(): string {
    try {
        const { bavail, bsize } = statfsSync('/dev/shm');
        if (bavail * bsize > 2 ** 30) return '/dev/shm';
    } catch {
        // no /dev/shm on this system
    }
    return tmpdir();
}
const scratchRoot = pgliteScratchRoot();

/** A copy of the run's seeded template, or undefined when the run has none (then the caller seeds). */
interface SeededCopy {
    database: Database;
    /** Prepared already: migrated, checked and seeded when the template was built. */
    jwtSecret: string;
    url?: string;
    drop?: () => Promise<void>;
}

/**
 * A closed PGlite data directory copied from the run's seeded template, or from `from` (its
 * prepared state), for the caller to remove; an empty one when the run has none. For a test that
 * closes and opens its database again, as a restarted process does: seeding an empty directory
 * took about 19 s of a CI run's worker.
 */
export async function seededPgliteDataDir(from?: string): Promise<string> {
    const template = vitestInject('seededTemplate');
    const dataDir = mkdtempSync(join(scratchRoot, 'ats-test-data-'));
    if (template?.engine !== 'pglite') return dataDir;
    try {
        await cp(from ?? template.dataDir, dataDir, { recursive: true });
        return dataDir;
    } catch (error) {
        await rm(dataDir, { recursive: true, force: true });
        throw error;
    }
}

/** A copy of the seeded template, or of its prepared state (no demo records) when `prepared`. */
async function openSeededCopy(prepared: boolean): Promise<SeededCopy | undefined> {
    const template = vitestInject('seededTemplate');
    if (!template || template.engine !== engine) return undefined;
    if (template.engine === 'pglite') {
        const dataDir = await seededPgliteDataDir(prepared ? template.preparedDataDir : template.dataDir);
        const drop = () => rm(dataDir, { recursive: true, force: true });
        try {
            return { database: await openDatabase({ dataDir, maintain: false }), jwtSecret: template.jwtSecret, drop };
        } catch (error) {
            await drop();
            throw error;
        }
    }
    const copy = await throwawayPostgres(prepared ? template.preparedDatabase : template.database);
    return { database: await openDatabase({ url: copy.url }), jwtSecret: template.jwtSecret, url: copy.url, drop: copy.drop };
}

/** A new empty uploads directory for a test's app; whoever makes one removes it when the app closes. */
export const scratchUploadsDir = (): string => mkdtempSync(join(tmpdir(), 'ats-uploads-'));

/** Builds the run's template: a database seeded as createTestApp seeds, then closed. */
export async function buildSeededTemplate(templateEngine: 'pglite' | 'postgres'): Promise<SeededTemplate> {
    const target = templateEngine === 'postgres' ? await throwawayPostgres() : null;
    const dataDir = target ? undefined : mkdtempSync(join(scratchRoot, 'ats-template-'));
    // A template that fails half-built is not left behind: in memory-backed /dev/shm, or on the test server.
    const discard = async () => {
        if (dataDir) for (const dir of [dataDir, preparedDirOf(dataDir)]) await rm(dir, { recursive: true, force: true });
        if (target) for (const name of [databaseName(target.url), preparedDatabaseOf(target.url)]) await adminQuery(`drop database if exists ${name} with (force)`);
    };
    const database = await openDatabase({ url: target?.url, dataDir, maintain: false }).catch(async (error: unknown) => {
        await discard();
        throw error;
    });
    let built = false;
    let open: Database | undefined = database;
    try {
        const prepared = await prepareDatabase(database, { seed: true });
        await withCheapDemoPasswords(database);
        // The prepared state is kept before the demo records go in: a closed database is copied.
        open = undefined;
        await database.close();
        const preparedCopy = await keepPreparedState(target?.url, dataDir);
        const seeding = (open = await openDatabase({ url: target?.url, dataDir, maintain: false }));
        const config: ServerConfig = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, uploadsDir: scratchUploadsDir() };
        const app = await buildApp({ database: seeding, config, jwtSecret: prepared.jwtSecret });
        await seedThroughApp(app);
        await app.close();
        await rm(config.uploadsDir, { recursive: true, force: true });
        await withCheapDemoPasswords(seeding);
        built = true;
        if (dataDir) return { engine: 'pglite', dataDir, preparedDataDir: preparedCopy, jwtSecret: prepared.jwtSecret };
        return { engine: 'postgres', database: databaseName(target!.url), preparedDatabase: preparedCopy, jwtSecret: prepared.jwtSecret };
    } finally {
        await open?.close();
        if (!built) await discard();
    }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);
const preparedDirOf = (dataDir: string) => `${dataDir}-prepared`;
const preparedDatabaseOf = (url: string) => `${databaseName(url)}_prepared`;

/** Copies the closed database at `url` or in `dataDir`; answers the copy's directory or database name. */
async function keepPreparedState(url: string | undefined, dataDir: string | undefined): Promise<string> {
    if (dataDir) {
        await cp(dataDir, preparedDirOf(dataDir), { recursive: true });
        return preparedDirOf(dataDir);
    }
    const name = preparedDatabaseOf(url!);
    await adminQuery(`create database ${name} template ${databaseName(url!)}`);
    return name;
}

/**
 * The template's accounts (every seeded one signs in with the demo password) get an argon2id hash
 * of it at the lowest cost: each file signs in about six times, and at the product's cost (64 MiB,
 * three passes; server/lib/passwords.ts) a sign-in took 255 ms of a loaded worker, 95 ms now, for
 * nothing any test checks. A password set through the API (sign-up, change, reset, invite) is
 * still hashed at the product's cost, and verifying reads the cost from the hash, so the sign-in
 * code is the product's.
 */
async function withCheapDemoPasswords(database: Database): Promise<void> {
    const ARGON2ID = 2;
    const cheap = await argon2Hash(DEMO_PASSWORD, { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await sql`update users set password_hash = ${cheap} where password_hash is not null`.execute(database.db);
}

export async function dropSeededTemplate(template: SeededTemplate): Promise<void> {
    if (template.engine === 'pglite') {
        for (const dir of [template.dataDir, template.preparedDataDir]) await rm(dir, { recursive: true, force: true });
    } else {
        for (const name of [template.database, template.preparedDatabase]) await adminQuery(`drop database if exists ${name} with (force)`);
    }
}

/** The demo people (teammates, interviewers, vendors, employees) and jobs exist through their resources. */
async function seedThroughApp(app: FastifyInstance): Promise<void> {
    await seedDemoRecords(app);
    await seedDemoJobs(app);
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
    // A test app with resources of its own (resourcesDir) starts from the prepared template, without the
    // demo records of the product's resources; one with a database of its own is prepared from scratch.
    const copy = options.databaseUrl ? undefined : await openSeededCopy(Boolean(overrides.resourcesDir));
    const pgDb = copy ? null : !options.databaseUrl && engine === 'postgres' ? await throwawayPostgres() : null;
    const database = copy?.database ?? (await openDatabase({ url: options.databaseUrl ?? pgDb?.url }));
    const jwtSecret = copy?.jwtSecret ?? (await prepareDatabase(database, { seed: true })).jwtSecret;
    // No automation timer: a pass in the background would write during another request (tests run passes themselves).
    const appDatabaseUrl = options.databaseUrl ?? pgDb?.url ?? copy?.url;
    // The app's own uploads directory, removed with it; one the caller gave is the caller's.
    const ownUploads = overrides.uploadsDir === undefined ? scratchUploadsDir() : undefined;
    const config: ServerConfig = { ...configFromEnv({}), databaseUrl: appDatabaseUrl, logLevel: 'silent', consoleDir: undefined, uploadsDir: overrides.uploadsDir ?? ownUploads!, loginRateLimit: { max: 1000, timeWindowMs: 60_000 }, automationIntervalMs: 0, ...overrides };
    const app = await buildApp({ database, config, jwtSecret, logDestination: options.logDestination });
    if (!copy && !config.resourcesDir) await seedThroughApp(app);

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
        databaseUrl: appDatabaseUrl,
        call,
        login,
        async close() {
            try {
                await app.close();
                await database.close();
            } finally {
                await pgDb?.drop();
                await copy?.drop?.();
                if (ownUploads) await rm(ownUploads, { recursive: true, force: true });
            }
        },
    };
}
