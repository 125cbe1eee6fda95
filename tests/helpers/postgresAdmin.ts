/** The TEST_DATABASE_URL server as its administrator: the throwaway databases of the API and process tests. */
import pg from 'pg';

/** Runs `statement` on the TEST_DATABASE_URL server as its administrator (create and drop database). */
export async function adminQuery(statement: string): Promise<void> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: a PostgreSQL server whose role may create databases');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
        await admin.query(statement);
    } finally {
        await admin.end();
    }
}

/** The URL of the database `name` on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    return url.toString();
}
