/** Everything between "a database is open" and "the app can serve": migrations, RLS check, secret, demo data. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './db/connect.js';
import { prepareResources } from './crud/index.js';
import { migrate } from './db/migrate.js';
import type { DB } from './db/schema.js';
import { assertRowLevelSecurity } from './db/scope.js';
import { isSeeded, seedDemoData } from './db/seed.js';

/** The signing secret: JWT_SECRET, else one generated on first start and shared by every process on the database. */
async function jwtSecret(db: Kysely<DB>, configured: string | undefined): Promise<string> {
    if (configured) return configured;
    await db
        .insertInto('system_settings')
        .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
        .onConflict(oc => oc.column('key').doNothing())
        .execute();
    const row = await db.selectFrom('system_settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
    return row.value;
}

export interface Prepared {
    jwtSecret: string;
    applied: string[];
    seeded: boolean;
}

export async function prepareDatabase(
    database: Database,
    options: { seed: boolean; jwtSecret?: string; resourcesDir?: string },
): Promise<Prepared> {
    const applied = await migrate(database.db);
    // Tables of config-driven resources (server/crud), created or extended additively.
    await prepareResources(database.db, options.resourcesDir);
    await assertRowLevelSecurity(database.db);
    const secret = await jwtSecret(database.db, options.jwtSecret);
    let seeded = false;
    if (options.seed && !(await isSeeded(database.db))) {
        await seedDemoData(database.db);
        seeded = true;
    }
    return { jwtSecret: secret, applied, seeded };
}
