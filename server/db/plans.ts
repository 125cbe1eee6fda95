import { sql } from 'kysely';
import type { Tx } from './scope.js';

/**
 * Forgets this session's cached plans, the foreign-key checks' among them. A check planned while
 * its table held a few rows is a sequential scan, and stays one: a write that grows that table by
 * thousands of rows then scans it once per row (10,000 new applicants: 76 s on PGlite instead of
 * 6 s). Called between the chunks of a bulk write, each check is planned again for the table as it
 * is then (docs/performance.md, "Imports"). Allowed inside a transaction, no privilege needed.
 */
export async function discardCachedPlans(tx: Tx): Promise<void> {
    await sql`discard plans`.execute(tx);
}
