/** Dates and times as the vendor's pages show them, in the browser's language. */
export { formatDay } from '../candidate/format';

/** "12 Mar 2026, 10:30" for a timestamp; '' for none. */
export function formatDateTime(value: string | null | undefined): string {
    if (!value) return '';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
