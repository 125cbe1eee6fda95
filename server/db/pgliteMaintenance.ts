/**
 * Autovacuum's job for PGlite, which has none (single-user mode runs no
 * background workers). Without it the visibility map is never set, so every
 * index-only scan still visits each row's heap page (candidate search read
 * 3,125 heap rows for "priya"), dead rows of updated cards pile up, and the
 * planner's statistics stay those of the last explicit ANALYZE.
 * docs/performance.md, "PGlite maintenance".
 *
 * A pass picks the tables autovacuum would pick, by its default thresholds
 * over the statistics this process has gathered, plus any table whose
 * visibility map is mostly unset (the statistics do not survive a restart;
 * pg_class.relallvisible does). Each table is then one `VACUUM (ANALYZE)` or
 * `ANALYZE`, each taking its turn on the single connection like a request,
 * so requests run between two tables rather than after all of them.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * Autovacuum's defaults (autovacuum_*_threshold and *_scale_factor). The pages
 * are the file's (pg_class.relpages is only set by VACUUM and ANALYZE, so a
 * table nobody ever analysed would say 0).
 */
const NEEDS_WORK = `
    select name, changed or (pages >= 8 and relallvisible < pages / 2) as vacuum, modified as "analyze"
    from (select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
                 s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
                     or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as changed,
                 s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as modified,
                 pg_relation_size(c.oid) / current_setting('block_size')::int as pages, c.relallvisible
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid) t
    order by pages desc`;

interface Need {
    name: string;
    vacuum: boolean;
    analyze: boolean;
}

/** The tables a pass would work on, and what it would do to each. */
export async function tablesNeedingWork(pool: PostgresPool): Promise<Need[]> {
    const client = await pool.connect();
    try {
        // The backend's counters reach the statistics views at most once a second; this makes the
        // next reach them at once (single-user mode reports between two commands).
        await client.query('select pg_stat_force_next_flush()', []);
        const result = await client.query<Need>(NEEDS_WORK, []);
        return result.rows.filter(t => t.vacuum || t.analyze);
    } finally {
        client.release();
    }
}

/** One pass: each table needing it vacuumed (and analysed) or analysed, one connection turn per table. Answers the tables done. */
export async function maintainOnce(pool: PostgresPool): Promise<string[]> {
    const done: string[] = [];
    for (const table of await tablesNeedingWork(pool)) {
        const client: PostgresPoolClient = await pool.connect();
        try {
            await client.query(table.vacuum ? `vacuum (analyze) ${table.name}` : `analyze ${table.name}`, []);
            done.push(table.name);
        } finally {
            client.release();
        }
    }
    return done;
}

export interface MaintenanceOptions {
    /** How often to look for work. */
    everyMs: number;
    /** A pass starts only after the connection has been free this long, so it does not land in the middle of a burst of requests. */
    idleMs: number;
}

export const MAINTENANCE: MaintenanceOptions = { everyMs: 30_000, idleMs: 2_000 };

/**
 * Runs maintainOnce every `everyMs` while the database has been idle for
 * `idleMs` (`idleForMs` says how long the connection has been free; 0 while
 * held). Answers the stop function. A failed pass is reported and retried at
 * the next tick: maintenance never takes the server down.
 */
export function scheduleMaintenance(pool: PostgresPool, idleForMs: () => number, options: MaintenanceOptions = MAINTENANCE, report: (error: unknown) => void = console.error): () => Promise<void> {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
        if (running || idleForMs() < options.idleMs) return;
        running = maintainOnce(pool)
            .catch(report)
            .finally(() => (running = null));
    }, options.everyMs);
    timer.unref();
    return async () => {
        clearInterval(timer);
        await running;
    };
}
