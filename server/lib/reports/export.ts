/**
 * Report exports (docs/api-reports.md): CSV (RFC 4180, UTF-8 with BOM, the
 * one csvCell of server/lib/csv.ts) or XLSX (exceljs's streaming workbook
 * writer, no shared strings), written batch by batch into the response with
 * its backpressure respected, so memory holds one batch whatever the size.
 * Every text cell goes through guardFormula: a spreadsheet shows it, never
 * runs it. Headers and source names are the console's English words
 * (config/i18n/en.reports.json, ats.reports).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import en from '../../../config/i18n/en.json';
import reportWords from '../../../config/i18n/en.reports.json';
import type { ExportFormat } from '../../../config/contracts/reports.js';
import { csvCell } from '../csv.js';
import { guardFormula } from '../formulaGuard.js';

type Cell = string | number | null;

const words = reportWords.ats.reports;
const sourceWords: Record<string, string> = en.ats.dashboard.sources;

export const columnLabel = (key: string): string => (words.columns as Record<string, string>)[key] ?? key;
export const sourceLabel = (key: string): string => sourceWords[key] ?? key;

export const exportContentType: Record<ExportFormat, string> = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes, then waits while the reader is behind: the producer never runs ahead of the socket by more than a buffer. */
async function write(out: Writable, chunk: string): Promise<void> {
    if (!out.write(chunk)) await once(out, 'drain');
}

async function writeCsv(out: Writable, headers: string[], batches: AsyncIterable<Cell[][]>): Promise<void> {
    await write(out, '\uFEFF' + headers.map(csvCell).join(',') + '\r\n');
    for await (const rows of batches) await write(out, rows.map(row => row.map(csvCell).join(',')).join('\r\n') + '\r\n');
    out.end();
}

async function writeXlsx(out: Writable, sheetName: string, headers: string[], batches: AsyncIterable<Cell[][]>): Promise<void> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
    sheet.addRow(headers.map(guardFormula)).commit();
    for await (const rows of batches) {
        for (const row of rows) sheet.addRow(row.map(cell => (typeof cell === 'string' ? guardFormula(cell) : cell))).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
}

export function writeExport(out: Writable, format: ExportFormat, sheetName: string, headers: string[], batches: AsyncIterable<Cell[][]>): Promise<void> {
    return format === 'xlsx' ? writeXlsx(out, sheetName, headers, batches) : writeCsv(out, headers, batches);
}
