/**
 * The JavaScript types a query's columns arrive as, the same from both engines: node-postgres's
 * text parsers (timestamptz a Date, json parsed, arrays as arrays...), with counts and numerics
 * as numbers and dates as 'YYYY-MM-DD'. The PostgreSQL pool is given it (connect.ts), and PGlite's
 * answers are decoded with it (pgliteWire.ts), so a row reads the same whichever engine wrote it.
 */
import pg from 'pg';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (value: string) => Number(value);
const keepText = (value: string) => value;
const OVERRIDES: Record<number, (value: string) => unknown> = { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: keepText };

type TextParser = (value: string) => unknown;

export const wireTypes = {
    getTypeParser(oid: number, format: 'text' | 'binary' = 'text'): TextParser {
        if (format === 'binary') return pg.types.getTypeParser(oid, 'binary') as TextParser;
        return OVERRIDES[oid] ?? (pg.types.getTypeParser(oid, 'text') as TextParser);
    },
};
