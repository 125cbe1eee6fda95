/**
 * ui/format.ts, the one place pages format dates: a bare calendar day or month is that day or
 * month wherever the browser is (no shift through UTC), the parts asked for are the parts shown,
 * and text that is not a date comes back as it was.
 */
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth } from '../../../ui/format';

const local = (year: number, month: number, day: number, options: Intl.DateTimeFormatOptions) => new Date(year, month - 1, day).toLocaleDateString(undefined, options);
const dayInWords: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

describe('dates in words', () => {
    it('writes a calendar day, a day on an axis and a month', () => {
        expect(formatDay('2026-03-01')).toBe(local(2026, 3, 1, dayInWords));
        expect(formatDay('2026-12-31', { month: 'short', day: 'numeric' })).toBe(local(2026, 12, 31, { month: 'short', day: 'numeric' }));
        expect(formatMonth('2026-03')).toBe(local(2026, 3, 1, { month: 'short', year: 'numeric' }));
        expect(formatMonth('2026-03-31')).toBe(local(2026, 3, 1, { month: 'short', year: 'numeric' }));
    });

    it('writes a moment with its time, and leaves what is not a date alone', () => {
        const moment = '2026-03-12T10:30:00.000Z';
        expect(formatDateTime(moment)).toBe(new Date(moment).toLocaleString(undefined, { ...dayInWords, hour: '2-digit', minute: '2-digit' }));
        expect(formatDay('soon')).toBe('soon');
        expect(formatDay(null)).toBe('');
        expect(formatDateTime(undefined)).toBe('');
    });
});
