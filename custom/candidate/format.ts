/** Dates as the candidate's pages show them, in the browser's language. */

/** "12 Mar 2026" for a date or a timestamp; the text itself when it is not a date; '' for none. */
export function formatDay(value: string | null | undefined): string {
    if (!value) return '';
    // A bare date is a calendar day, not UTC midnight (which is the day before west of Greenwich).
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** Money as the offer states it: "INR 1,200,000"; '' when none. */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined): string {
    if (amount === null || amount === undefined) return '';
    const text = amount.toLocaleString('en-US');
    return currency ? `${currency} ${text}` : text;
}
