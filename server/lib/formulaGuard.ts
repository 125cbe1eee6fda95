/**
 * Exported text that a spreadsheet would run as a formula (CSV or formula
 * injection) is prefixed with an apostrophe, which spreadsheets read as "this
 * cell is text". Every export writer uses guardFormula on every text cell
 * (today the only writer is CSV, server/crud/csv.ts; an XLSX writer would call
 * it for each string cell too), and upload takes the guard off again with
 * unguardFormula, so an export uploads back unchanged.
 *
 * A cell is guarded when its first visible character is a formula sign:
 * = + - @ or their full-width forms ＝ ＋ － ＠ (spreadsheet apps fold these to
 * ASCII when a cell is entered). Whatever whitespace, control or invisible
 * formatting characters come before it (space, tab, CR, LF, no-break space,
 * ideographic space, zero-width space, BOM) do not hide it: apps trim them.
 * Text that begins with apostrophes before such a sign gets one more, so a
 * stored "'=x" comes back as "'=x", not "=x".
 */

// Leading characters a spreadsheet may skip before reading a formula: whitespace, controls, invisible formatting.
const SKIPPED = '[\\s\\p{Cc}\\p{Cf}]*';
const SIGN = '[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20]';

const NEEDS_GUARD = new RegExp(`^'*${SKIPPED}${SIGN}`, 'u');
const GUARDED = new RegExp(`^''*${SKIPPED}${SIGN}`, 'u');

/** The text as a spreadsheet may show it, never run it. */
export function guardFormula(text: string): string {
    return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

/** The text as it was before guardFormula (an uploaded cell of our own export). */
export function unguardFormula(text: string): string {
    return GUARDED.test(text) ? text.slice(1) : text;
}
