/**
 * Dates, numbers and money in the page's language (dataProvider/locale.ts), through Intl: the
 * one place that says which Intl locale the console writes in. English keeps what the pages
 * always wrote (the browser's own formats; amounts grouped as en-US); Hindi writes as India
 * does (hi-IN: Hindi month names, amounts grouped in lakhs and crores, Latin digits).
 */
import { intlLocale } from '../dataProvider/locale';

export { formatAmount, intlLocale } from '../dataProvider/locale';

/**
 * A calendar day ("12 Mar 2026"), or the parts `options` names ("12 Mar" on a chart's axis); a
 * bare YYYY-MM-DD is that day wherever the browser is (YYYY-MM: the month's first). The text
 * itself when it is not a date.
 */
export function formatDay(value: string | null | undefined, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }): string {
    if (!value) return '';
    const day = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
    const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3] ?? 1)) : new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(intlLocale, options);
}

/** A month ("Mar 2026") from YYYY-MM or a day in it. */
export function formatMonth(value: string): string {
    return formatDay(value, { month: 'short', year: 'numeric' });
}

/** A moment ("12 Mar 2026, 10:30"), or the whole of `options`; the text itself when it is not a date. */
export function formatDateTime(value: string | null | undefined, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }): string {
    if (!value) return '';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleString(intlLocale, options);
}

/** A number with the page's grouping. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
    return new Intl.NumberFormat(intlLocale, options).format(value);
}

/** An amount in its currency ("₹12,00,000" in Hindi), without empty decimals. */
export function formatCurrency(amount: number, currency: string): string {
    return new Intl.NumberFormat(intlLocale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);
}

/** A share as a whole percentage; null stays null. */
export function formatPercent(rate: number | null): string | null {
    return rate === null ? null : new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}
