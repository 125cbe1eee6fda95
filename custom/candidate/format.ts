/** Dates and money as the candidate's pages show them, in the page's language (ui/format.ts). */
import { formatAmount } from '../../ui/format';

/** "12 Mar 2026" for a date or a timestamp; the text itself when it is not a date; '' for none. */
export { formatDay } from '../../ui/format';

/** Money as the offer states it: "INR 1,200,000"; '' when none. */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined): string {
    if (amount === null || amount === undefined) return '';
    const text = formatAmount(amount);
    return currency ? `${currency} ${text}` : text;
}
