/** How the console writes an offer's figures: the salary for its currency, a day in words. */
import { session } from '../../dataProvider/session';
import type { RoleName } from '../../config';
import { formatCurrency, intlLocale } from '../../ui/format';

export function formatSalary(amount: number | null, currency: string): string {
    if (amount === null) return '';
    return formatCurrency(amount, currency);
}

/** "1 Feb 2027" for a YYYY-MM-DD day, whatever the browser's zone. */
export function formatDay(day: string | null): string {
    if (!day) return '';
    return new Intl.DateTimeFormat(intlLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** The admin and the lead recruiter draft, send and withdraw offers (docs/api-communication.md); everyone corporate reads. */
export function canWriteOffers(role: RoleName | undefined = session.getUser()?.role_name): boolean {
    return role === 'CORPORATE' || role === 'LEAD_RECRUITER';
}
