/**
 * Reading an uploaded sheet: a CSV or XLSX file (told apart by its bytes,
 * archive limits checked first) as a header row and numbered rows; and the
 * refusals every sheet upload answers (the engine's resources, jobs,
 * applicants, the vendor's people): of the file as a whole, and of its rows,
 * all or nothing, with their error report.
 */
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
// exceljs is loaded on the first XLSX read (import() in readXlsx): about 25 MB resident an idle
// server need not hold (docs/performance.md, "Memory"). Its types stay static.
import type ExcelJS from 'exceljs';
import { checkArchive, isZip } from './archive.js';
import type { FastifyReply } from 'fastify';
import { csvDocument } from './csv.js';
import { HttpProblem } from './http.js';
import { textIssues, type TextIssue } from './input.js';
import { composedText, composedWord, localeOf, localizedMessage, type ComposedKey, type ServerLocale } from './locale.js';

export interface SheetRow {
    /** The row number a spreadsheet shows (the header is row 1). */
    row: number;
    cells: unknown[];
}

export interface Sheet {
    format: 'csv' | 'xlsx';
    headers: string[];
    rows: SheetRow[];
}

export interface RowError {
    row: number;
    errors: Record<string, string>;
}

/** A 400 about the uploaded file, under `errors.file`. */
export const fileProblem = (message: string) => new HttpProblem(400, message, { file: message });
const NOT_A_WORKBOOK = 'The file is not a readable XLSX workbook.';

// ---------------------------------------------------------------------------
// Refusing a file as a whole: the sentences every sheet upload shares, in the request's language
// (hi.server.json's `composed`), the columns named as the file names them.

/** `Unknown column "colour". Expected: name, code.` */
export function unknownColumns(unknown: readonly string[], expected: readonly string[], locale: ServerLocale): HttpProblem {
    const columns = unknown.map(column => `"${column}"`).join(', ');
    const list = expected.join(', ');
    return fileProblem(composedText(locale, 'unknown_columns', { columns, expected: list }, `Unknown column${unknown.length > 1 ? 's' : ''} ${columns}. Expected: ${list}.`));
}

/** `Missing columns: first_name, email.` */
export function missingColumns(missing: readonly string[], locale: ServerLocale): HttpProblem {
    const columns = missing.join(', ');
    return fileProblem(composedText(locale, 'missing_columns', { columns }, `Missing column${missing.length > 1 ? 's' : ''}: ${columns}.`));
}

/** `The column "Email" appears twice.` */
export function repeatedColumn(column: string, locale: ServerLocale): HttpProblem {
    return fileProblem(composedText(locale, 'column_twice', { column }, `The column "${column}" appears twice.`));
}

/** A file without a data row, or with more than `max`, is refused whole. */
export function checkRowCount(count: number, max: number, locale: ServerLocale): void {
    // A fixed sentence: the answer's hook puts it in the request's language (hi.server.json's messages).
    if (count === 0) throw fileProblem('The file has no data rows.');
    if (count > max) throw fileProblem(composedText(locale, 'too_many_rows', { count, max }, `The file has ${count} rows; at most ${max} can be uploaded at once.`));
}

// ---------------------------------------------------------------------------
// Reading the file.

function isOle(bytes: Buffer) {
    return bytes.length > 8 && bytes.readUInt32BE(0) === 0xd0cf11e0;
}

function looksLikeText(bytes: Buffer): boolean {
    if (bytes.includes(0)) return false;
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
    } catch {
        return false;
    }
}

/** Plain values out of exceljs cells: rich text, hyperlinks and formulas become what they show. */
function xlsxValue(value: ExcelJS.CellValue): unknown {
    if (value === null || value === undefined) return null;
    if (value instanceof Date || typeof value !== 'object') return value;
    if ('richText' in value) return value.richText.map(part => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return xlsxValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : xlsxValue(value.text as ExcelJS.CellValue);
    if ('error' in value) return null;
    return String(value);
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    try {
        await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    } catch {
        throw fileProblem(NOT_A_WORKBOOK);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw fileProblem('The workbook has no sheet.');
    let headers: string[] | null = null;
    const rows: SheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
        // row.values is 1-based.
        const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(xlsxValue);
        if (!headers) headers = cells.map(c => (c === null ? '' : String(c)));
        else rows.push({ row: number, cells });
    });
    return { format: 'xlsx', headers: headers ?? [], rows };
}

/** The parser's codes for a quote out of place (csv-parse), which Hindi words as one sentence. */
const MISPLACED_QUOTE = new Set(['CSV_INVALID_CLOSING_QUOTE', 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE', 'INVALID_OPENING_QUOTE']);

/**
 * "The CSV file cannot be read: …": in English with the parser's own words, as always; in Hindi by
 * the parser's code and line (its words are English): every error readCsv's options leave
 * possible is a quote's, any other gets a sentence without the detail.
 */
function unreadableCsv(error: unknown, locale: ServerLocale): HttpProblem {
    const english = `The CSV file cannot be read: ${(error as Error).message}`;
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : null;
    const code = error instanceof CsvError ? error.code : null;
    if (line !== null && code === 'CSV_QUOTE_NOT_CLOSED') return fileProblem(composedText(locale, 'csv_quote_not_closed', { line }, english));
    if (line !== null && code !== null && MISPLACED_QUOTE.has(code)) return fileProblem(composedText(locale, 'csv_misplaced_quote', { line }, english));
    return fileProblem(composedText(locale, 'csv_unreadable', {}, english));
}

function readCsv(bytes: Buffer, locale: ServerLocale): Sheet {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    const firstLine = text.slice(0, text.search(/\r?\n|$/));
    const delimiter = [',', ';', '\t'].map(d => ({ d, n: firstLine.split(d).length })).sort((a, b) => b.n - a.n)[0].d;
    let records: { record: string[]; info: { lines: number } }[];
    try {
        records = parseCsv(text, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof records;
    } catch (error) {
        throw unreadableCsv(error, locale);
    }
    const [header, ...rest] = records;
    return { format: 'csv', headers: header?.record ?? [], rows: rest.map(r => ({ row: r.info.lines, cells: r.record })) };
}

/**
 * CSV or XLSX by content, whatever the file is called. An XLSX's archive limits
 * (server/lib/archive.ts) hold before exceljs unzips it: a ZIP bomb costs a
 * read of its central directory, not seconds of inflating.
 */
export async function readSheet(bytes: Buffer, locale: ServerLocale): Promise<Sheet> {
    if (bytes.length === 0) throw fileProblem('The file is empty.');
    if (isZip(bytes)) {
        checkArchive(bytes, 'XLSX', locale, entries => {
            // exceljs reads the workbook from this part; without it nothing would be read anyway.
            if (!entries.some(e => e.name === 'xl/workbook.xml')) throw fileProblem(NOT_A_WORKBOOK);
        });
        return refuseUnstorableCells(await readXlsx(bytes), locale);
    }
    if (isOle(bytes)) throw fileProblem('Old Excel files (.xls) are not supported: save the sheet as XLSX or CSV.');
    if (!looksLikeText(bytes)) throw fileProblem('Upload a CSV or XLSX file.');
    return refuseUnstorableCells(readCsv(bytes, locale), locale);
}

/** The refusals of a header or a cell the database cannot hold, by the issue found (server/lib/input.ts). */
const UNSTORABLE: Record<TextIssue['keyword'], { header: ComposedKey; cell: ComposedKey }> = {
    noNul: { header: 'header_no_nul', cell: 'cell_no_nul' },
    wellFormed: { header: 'header_not_unicode', cell: 'cell_not_unicode' },
};

/**
 * A cell the database cannot hold (server/lib/input.ts) refuses the file,
 * naming the cell, for every upload that reads a sheet. XLSX carries NUL
 * and lone surrogates as `_x0000_` escapes, which exceljs decodes.
 */
function refuseUnstorableCells(sheet: Sheet, locale: ServerLocale): Sheet {
    const issue = (value: unknown) => (typeof value === 'string' ? textIssues(value)[0] : undefined);
    sheet.headers.forEach((header, i) => {
        const found = issue(header);
        if (found) throw fileProblem(composedText(locale, UNSTORABLE[found.keyword].header, { column: i + 1 }, `Row 1, column ${i + 1}: the header ${found.message}.`));
    });
    for (const { row, cells } of sheet.rows) {
        cells.forEach((cell, i) => {
            const found = issue(cell);
            const column = sheet.headers[i] || i + 1;
            if (found) throw fileProblem(composedText(locale, UNSTORABLE[found.keyword].cell, { row, column }, `Row ${row}, column "${column}": the cell ${found.message}.`));
        });
    }
    return sheet;
}

/** Where an upload's checks send a row's problem: the row's number, the field, the sentence. */
export type RowFail = (row: number, field: string, message: string) => void;

/**
 * An upload's row report as its checks find problems: the first sentence per row and field, a
 * fixed one put in `locale` here (hi.server.json's messages: "A user with this email already
 * exists"), a composed one arriving in it already (composedText).
 */
export class RowReport {
    private readonly byRow = new Map<number, Record<string, string>>();

    constructor(private readonly locale: ServerLocale) {}

    readonly fail: RowFail = (row, field, message) => {
        const errors = this.byRow.get(row) ?? {};
        errors[field] ??= localizedMessage(message, this.locale);
        this.byRow.set(row, errors);
    };

    /** Whether the row has a problem (with `field`, when given). */
    has(row: number, field?: string): boolean {
        const errors = this.byRow.get(row);
        return field === undefined ? errors !== undefined : errors?.[field] !== undefined;
    }

    get size(): number {
        return this.byRow.size;
    }

    /** The rows with problems, in the file's order. */
    rows(): RowError[] {
        return [...this.byRow.entries()].sort(([a], [b]) => a - b).map(([row, errors]) => ({ row, errors }));
    }

    /** The refusal of the whole file: its rows' problems and their report, each field named by `columnTitle`, the sheet column's title. */
    rejected(columnTitle: (field: string) => string): BulkRejected {
        const rows = this.rows();
        return new BulkRejected(rows, errorReport(rows, columnTitle, this.locale));
    }
}

/** The error report's header: the row, the field's key, its column's title, the sentence (in Hindi from hi.server.json's `composed_words`). */
const REPORT_HEADER = [
    ['report_row', 'Row'],
    ['report_field', 'Field'],
    ['report_column', 'Column'],
    ['report_error', 'Error'],
] as const;

/** An upload's error report as CSV, a line per row and field, headed in `locale`; the sentences arrive in it already. */
export function errorReport(rows: RowError[], columnTitle: (field: string) => string, locale: ServerLocale): string {
    const header = REPORT_HEADER.map(([name, english]) => composedWord(locale, name, english));
    return csvDocument(header, rows.flatMap(({ row, errors }) => Object.entries(errors).map(([field, message]) => [row, field, columnTitle(field), message])));
}

/** "3 rows have errors. Nothing was saved.", in the language of the request that sent the file. */
export function rowsRejectedMessage(count: number, locale: ServerLocale): string {
    return composedText(locale, 'rows_rejected', { count }, `${count} row${count === 1 ? ' has' : 's have'} errors. Nothing was saved.`);
}

/** Some rows failed: nothing was written; the rows' errors and a CSV report of them. */
export class BulkRejected extends Error {
    constructor(
        readonly rows: RowError[],
        readonly report: string,
    ) {
        super(rowsRejectedMessage(rows.length, 'en'));
    }
}

/** The 400 of an upload whose rows failed: the message in the request's language, each row's errors and the report. */
export function sendBulkRejected(reply: FastifyReply, error: BulkRejected) {
    const message = rowsRejectedMessage(error.rows.length, localeOf(reply.request));
    return reply.code(400).send({ status: false, message, errors: { file: message }, data: { rows: error.rows, report: error.report } });
}
