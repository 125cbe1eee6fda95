/** Dates and times as the vendor's pages show them, in the page's language (ui/format.ts). */
export { formatDay } from '../candidate/format';

/** "12 Mar 2026, 10:30" for a timestamp; '' for none. */
export { formatDateTime } from '../../ui/format';
