import { sql, type RawBuilder } from 'kysely';
import type { Tx } from './scope.js';

export interface CountedPageQuery {
    /** The FROM clause with its alias, if the other parts use one (`jobs j`). */
    from: RawBuilder<unknown>;
    /** The FROM clause of the count, when the conditions need fewer tables than the page's columns do (its joins for the page only). */
    countFrom?: RawBuilder<unknown>;
    /** The conditions, without WHERE (sql`true` for none). */
    where: RawBuilder<unknown>;
    select: RawBuilder<unknown>;
    order: RawBuilder<unknown>;
}

/**
 * A page of rows and the number of rows the conditions match, in one statement: the count is a
 * subquery that refers to nothing outside it, so PostgreSQL runs it once per statement (an
 * InitPlan), not per row. One statement instead of two is a round trip less, and on PGlite, where
 * each statement of a read-only route is a transaction of its own, a transaction less
 * (docs/performance.md, "PGlite's file sizes kept; a list and its count in one statement").
 * A page past the last row has no row to carry the count, so then it is counted on its own.
 */
export async function countedPage<Row extends object>(tx: Tx, query: CountedPageQuery, perPage: number, offset: number): Promise<{ total: number; rows: Row[] }> {
    const { from, where, select, order, countFrom = from } = query;
    const result = await sql<Row & { counted_total: number }>`select ${select}, (select count(*)::int from ${countFrom} where ${where}) as counted_total
        from ${from} where ${where} order by ${order} limit ${perPage} offset ${offset}`.execute(tx);
    const first = result.rows[0];
    if (!first) {
        const alone = await sql<{ n: number }>`select count(*)::int as n from ${countFrom} where ${where}`.execute(tx);
        return { total: Number(alone.rows[0].n), rows: [] };
    }
    return { total: Number(first.counted_total), rows: result.rows.map(({ counted_total: _total, ...row }) => row as unknown as Row) };
}
