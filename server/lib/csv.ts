/** CSV text for exports and error reports (RFC 4180, CRLF, UTF-8 with BOM for spreadsheet apps). */
import { guardFormula } from './formulaGuard.js';

export function csvCell(value: unknown): string {
    if (value === null || value === undefined) return '';
    let text: string;
    if (value instanceof Date) text = value.toISOString();
    else if (typeof value === 'object') text = JSON.stringify(value);
    else if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    else text = guardFormula(String(value));
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(headers: string[], rows: unknown[][]): string {
    return '\uFEFF' + [headers, ...rows].map(row => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
