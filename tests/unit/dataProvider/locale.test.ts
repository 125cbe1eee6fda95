/**
 * formatAmount groups whole amounts by hand (dataProvider/locale.ts, groupDigits) so the career
 * page's first render loads no locale data; the grouping must read as Intl.NumberFormat's does.
 */
import { describe, expect, it } from 'vitest';
import { groupDigits } from '../../../dataProvider/locale';

const amounts = [0, 7, 42, 999, 1_000, 9_999, 12_345, 100_000, 999_999, 1_200_000, 12_345_678, 900_000_000, 1_234_567_890_123, Number.MAX_SAFE_INTEGER, -1, -1_000, -12_345_678];

describe('groupDigits', () => {
    it.each(['en-US', 'hi-IN'] as const)('groups as Intl.NumberFormat(%s) does', locale => {
        const intl = new Intl.NumberFormat(locale);
        for (const amount of amounts) expect(groupDigits(amount, locale)).toBe(intl.format(amount));
    });

    it('reads "12,00,000" in Hindi and "1,200,000" in English', () => {
        expect(groupDigits(1_200_000, 'hi-IN')).toBe('12,00,000');
        expect(groupDigits(1_200_000, 'en-US')).toBe('1,200,000');
    });
});
