import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { WeekCalendar, type CalendarEvent } from '../../../custom/interviews/WeekCalendar';

// 23:30 UTC on Monday is already Tuesday in Kolkata (UTC+5:30): the calendar files it under the workspace zone's day.
const events: CalendarEvent[] = [
    { id: 'late', start: '2026-03-02T23:30:00.000Z', minutes: 30, title: 'Late Person' },
    { id: 'early', start: '2026-03-02T04:00:00.000Z', minutes: 60, title: 'Early Person' },
];

function renderWeek(onWeekChange = vi.fn(), onOpen = vi.fn()) {
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <WeekCalendar weekStart="2026-03-02" timeZone="Asia/Kolkata" events={events} onWeekChange={onWeekChange} onOpen={onOpen} />
        </AdminContext>,
    );
    return { onWeekChange, onOpen };
}

describe('the week calendar', () => {
    it('puts each interview under its day in the workspace zone, as buttons that open it', () => {
        const { onOpen } = renderWeek();
        const monday = screen.getByRole('region', { name: /Monday/ });
        const tuesday = screen.getByRole('region', { name: /Tuesday/ });
        expect(within(monday).getByRole('button').textContent).toContain('Early Person');
        expect(within(monday).getByRole('button').textContent).toMatch(/9:30|09:30/);
        expect(within(tuesday).getByRole('button').textContent).toContain('Late Person');
        expect(within(screen.getByRole('region', { name: /Sunday/ })).getByText('No interviews')).toBeTruthy();
        fireEvent.click(within(tuesday).getByRole('button'));
        expect(onOpen).toHaveBeenCalledWith('late');
    });

    it('moves a week with the buttons and with PageUp / PageDown from inside it', () => {
        const { onWeekChange } = renderWeek();
        fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
        expect(onWeekChange).toHaveBeenLastCalledWith('2026-03-09');
        fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
        expect(onWeekChange).toHaveBeenLastCalledWith('2026-02-23');
        const interview = screen.getByRole('button', { name: /Early Person/ });
        interview.focus();
        fireEvent.keyDown(interview, { key: 'PageDown' });
        expect(onWeekChange).toHaveBeenLastCalledWith('2026-03-09');
        fireEvent.keyDown(interview, { key: 'PageUp' });
        expect(onWeekChange).toHaveBeenLastCalledWith('2026-02-23');
    });
});
