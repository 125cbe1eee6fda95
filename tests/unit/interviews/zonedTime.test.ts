import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, todayIn, utcToZoned, zonedToUtcIso } from '../../../custom/interviews/zonedTime';

describe('workspace wall-clock times', () => {
    it('turns a wall time of the zone into the instant, whatever the zone of the machine', () => {
        expect(zonedToUtcIso({ date: '2026-03-03', time: '14:30' }, 'Asia/Kolkata')).toBe('2026-03-03T09:00:00.000Z');
        expect(zonedToUtcIso({ date: '2026-07-01', time: '09:00' }, 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
        expect(zonedToUtcIso({ date: '2026-01-15', time: '09:00' }, 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z');
        expect(zonedToUtcIso({ date: '2026-01-15', time: '23:45' }, 'America/Los_Angeles')).toBe('2026-01-16T07:45:00.000Z');
    });

    it('reads an instant back as the same wall time, across daylight-saving changes', () => {
        for (const [date, time, zone] of [
            ['2026-03-29', '01:30', 'Europe/Berlin'],
            ['2026-03-29', '03:30', 'Europe/Berlin'],
            ['2026-10-25', '04:00', 'Europe/Berlin'],
            ['2026-11-01', '12:00', 'America/New_York'],
        ] as const) {
            expect(utcToZoned(zonedToUtcIso({ date, time }, zone), zone)).toEqual({ date, time });
        }
    });

    it('moves a time that a spring-forward skips one hour on', () => {
        // 02:30 does not exist in Berlin on 29 March 2026: clocks jump from 02:00 to 03:00.
        expect(utcToZoned(zonedToUtcIso({ date: '2026-03-29', time: '02:30' }, 'Europe/Berlin'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
    });

    it('does calendar arithmetic on dates', () => {
        expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
        expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // a Sunday
        expect(mondayOf('2026-03-02')).toBe('2026-03-02');
        expect(todayIn('Pacific/Kiritimati', new Date('2026-03-02T20:00:00Z'))).toBe('2026-03-03');
    });
});
