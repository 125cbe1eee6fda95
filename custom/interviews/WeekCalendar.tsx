/**
 * A week of interviews, Monday to Sunday, in the workspace's time zone: one
 * column per day with its interviews in time order. Each interview is a
 * button (Tab reaches it, Enter opens it); the week moves with the buttons
 * above it or with PageUp / PageDown anywhere inside the calendar. Days are
 * labelled regions so a screen reader can jump between them.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { addDays, formatInZone, mondayOf, todayIn, utcToZoned } from './zonedTime';

export interface CalendarEvent {
    id: string;
    /** ISO instant */
    start: string;
    minutes: number;
    title: string;
    subtitle?: string;
    /** Shown after the title (a status chip, say). */
    adornment?: ReactNode;
}

export interface WeekCalendarProps {
    /** The Monday shown, YYYY-MM-DD in the workspace zone. */
    weekStart: string;
    timeZone: string;
    events: CalendarEvent[];
    onWeekChange: (monday: string) => void;
    onOpen: (id: string) => void;
}

/** Noon UTC of a calendar date: formatting it in any zone names the same day. */
const noonOf = (date: string) => `${date}T12:00:00Z`;

export function WeekCalendar({ weekStart, timeZone, events, onWeekChange, onOpen }: WeekCalendarProps) {
    const translate = useTranslate();
    const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
    const today = todayIn(timeZone);
    const byDay = new Map<string, CalendarEvent[]>(days.map(day => [day, []]));
    for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
        byDay.get(utcToZoned(event.start, timeZone).date)?.push(event);
    }
    const weekLabel = `${formatInZone(noonOf(days[0]), 'UTC', { day: 'numeric', month: 'short' })} – ${formatInZone(noonOf(days[6]), 'UTC', { day: 'numeric', month: 'short', year: 'numeric' })}`;
    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'PageUp') {
            event.preventDefault();
            onWeekChange(addDays(weekStart, -7));
        } else if (event.key === 'PageDown') {
            event.preventDefault();
            onWeekChange(addDays(weekStart, 7));
        }
    };
    return (
        <Box onKeyDown={onKeyDown} data-testid="week-calendar">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <IconButton onClick={() => onWeekChange(addDays(weekStart, -7))} aria-label={translate('ats.interviews.previous_week')}>
                    <ChevronLeft />
                </IconButton>
                <Typography component="h2" variant="subtitle1" aria-live="polite" sx={{ minWidth: 180, textAlign: 'center' }}>
                    {weekLabel}
                </Typography>
                <IconButton onClick={() => onWeekChange(addDays(weekStart, 7))} aria-label={translate('ats.interviews.next_week')}>
                    <ChevronRight />
                </IconButton>
                <Button onClick={() => onWeekChange(mondayOf(today))} size="small">
                    {translate('ats.interviews.this_week')}
                </Button>
                <Typography variant="caption" color="text.secondary">
                    {translate('ats.interviews.calendar_keys')}
                </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(120px, 1fr))', gap: 1, overflowX: 'auto' }}>
                {days.map(day => {
                    const heading = formatInZone(noonOf(day), 'UTC', { weekday: 'short', day: 'numeric', month: 'short' });
                    const dayEvents = byDay.get(day) ?? [];
                    return (
                        <Paper
                            key={day}
                            component="section"
                            variant="outlined"
                            aria-label={formatInZone(noonOf(day), 'UTC', { weekday: 'long', day: 'numeric', month: 'long' })}
                            sx={{ p: 1, minHeight: 160, bgcolor: day === today ? 'action.hover' : undefined }}
                        >
                            <Typography component="h3" variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 1 }} aria-current={day === today ? 'date' : undefined}>
                                {heading}
                            </Typography>
                            {dayEvents.length === 0 ? (
                                <Typography variant="caption" color="text.secondary">
                                    {translate('ats.interviews.no_interviews_day')}
                                </Typography>
                            ) : (
                                <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                                    {dayEvents.map(event => (
                                        <li key={event.id}>
                                            <ButtonBase
                                                onClick={() => onOpen(event.id)}
                                                sx={{
                                                    display: 'block',
                                                    width: '100%',
                                                    textAlign: 'left',
                                                    p: 0.75,
                                                    borderRadius: 1,
                                                    borderLeft: 3,
                                                    borderColor: 'primary.main',
                                                    bgcolor: 'background.default',
                                                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                                                }}
                                            >
                                                <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
                                                    {formatInZone(event.start, timeZone, { timeStyle: 'short' })} · {translate('ats.interviews.minutes', { smart_count: event.minutes, count: event.minutes })}
                                                </Typography>
                                                <Typography variant="body2" component="div" noWrap>
                                                    {event.title}
                                                </Typography>
                                                {event.subtitle && (
                                                    <Typography variant="caption" component="div" color="text.secondary" noWrap>
                                                        {event.subtitle}
                                                    </Typography>
                                                )}
                                                {event.adornment}
                                            </ButtonBase>
                                        </li>
                                    ))}
                                </Stack>
                            )}
                        </Paper>
                    );
                })}
            </Box>
        </Box>
    );
}
