// node-postgres's own conversion of a query parameter to its text (or bytea) form; @types/pg does not declare the module.
declare module 'pg/lib/utils.js' {
    export function prepareValue(value: unknown): string | Buffer | null;
}
