/**
 * Wall-clock times in the workspace's time zone. A recruiter in Berlin who
 * schedules for a Pune workspace types Pune's time, and every list shows Pune's
 * time, so the browser's own zone must never leak in. Intl knows every IANA
 * zone, including their daylight-saving rules; no library is needed.
 */
import { intlLocale } from '../../ui/format';

export interface WallTime {
    /** YYYY-MM-DD */
    date: string;
    /** HH:mm, 24 h */
    time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
    let formatter = partsFormatters.get(timeZone);
    if (!formatter) {
        formatter = new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
        });
        partsFormatters.set(timeZone, formatter);
    }
    return formatter;
}

/** The zone's wall clock at an instant, as if it were UTC (milliseconds). */
function wallClockAsUtc(instant: number, timeZone: string): number {
    const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(new Date(instant)).map(part => [part.type, part.value]));
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** Whether the browser knows the zone (an unknown one would throw in Intl). */
export function isKnownTimeZone(timeZone: string): boolean {
    try {
        partsFormatter(timeZone);
        return true;
    } catch {
        return false;
    }
}

/**
 * The instant (ISO, UTC) at which the zone's clock shows `date time`. In the
 * hour skipped by a spring-forward the clock time does not exist; the answer
 * is then the instant one offset later, as calendars do.
 */
export function zonedToUtcIso({ date, time }: WallTime, timeZone: string): string {
    const [year, month, day] = date.split('-').map(Number);
    const [hour, minute] = time.split(':').map(Number);
    const asUtc = Date.UTC(year, month - 1, day, hour, minute);
    const firstOffset = wallClockAsUtc(asUtc, timeZone) - asUtc;
    let instant = asUtc - firstOffset;
    const secondOffset = wallClockAsUtc(instant, timeZone) - instant;
    if (secondOffset !== firstOffset) instant = asUtc - secondOffset;
    return new Date(instant).toISOString();
}

/** The zone's date and time at an instant. */
export function utcToZoned(iso: string, timeZone: string): WallTime {
    const wall = new Date(wallClockAsUtc(new Date(iso).getTime(), timeZone));
    return {
        date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
        time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    };
}

/** "Tue, 3 Mar 2026, 14:30" in the zone (the browser's locale for the words). */
export function formatInZone(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
    const instant = new Date(iso);
    if (Number.isNaN(instant.getTime())) return iso;
    return new Intl.DateTimeFormat(intlLocale, { ...options, timeZone }).format(instant);
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
    const [year, month, day] = date.split('-').map(Number);
    const next = new Date(Date.UTC(year, month - 1, day + days));
    return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The Monday of the week holding `date` (ISO weeks start on Monday). */
export function mondayOf(date: string): string {
    const [year, month, day] = date.split('-').map(Number);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return addDays(date, -((weekday + 6) % 7));
}

/** Today's date in the zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
    return utcToZoned(now.toISOString(), timeZone).date;
}
