import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkNotice } from '../../../custom/shell/NetworkNotice';
import { ToastHost, toastDuration, useToast, type ToastKind } from '../../../ui/toast';
import { ShellNotifications } from '../../../custom/shell/ShellNotifications';
import { loggedOutEvents, sessionExpiredEvents } from '../../../dataProvider/authEvents';
import { renderInAdmin, stubViewport } from './shellTestUtils';

describe('NetworkNotice', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => vi.unstubAllGlobals());

    it('warns when the browser goes offline and confirms when it is back', async () => {
        renderInAdmin(<NetworkNotice />);
        expect(screen.queryByText('You are Offline')).toBeNull();

        act(() => void window.dispatchEvent(new Event('offline')));
        expect(screen.getByText('You are Offline')).not.toBeNull();
        expect(screen.getByText('Please reconnect to the internet.')).not.toBeNull();

        act(() => void window.dispatchEvent(new Event('online')));
        expect(screen.getByText('Back Online')).not.toBeNull();
        expect(screen.getByText("You're connected to the internet.")).not.toBeNull();
        expect(screen.queryByText('You are Offline')).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
        await waitFor(() => expect(screen.queryByText('Back Online')).toBeNull());
    });
});

function ToastButtons() {
    const toast = useToast();
    const kinds: ToastKind[] = ['success', 'error', 'warning', 'info', 'loading'];
    return (
        <>
            {kinds.map(kind => (
                <button key={kind} onClick={() => toast[kind](`${kind} message`)}>
                    {kind}
                </button>
            ))}
        </>
    );
}

const toastText = () => screen.queryAllByTestId('toast').map(node => node.textContent);

/** Advances in small steps so React commits between timers (close, then the exit transition). */
function advance(ms: number): void {
    for (let left = ms; left > 0; left -= 50) act(() => void vi.advanceTimersByTime(Math.min(50, left)));
}

describe('toasts', () => {
    beforeEach(() => {
        stubViewport(1440);
        vi.useFakeTimers();
    });
    afterEach(() => {
        vi.useRealTimers();
        vi.unstubAllGlobals();
    });

    it('takes durations from config: success 2 s, error 4 s, loading 2 s, others 4 s', () => {
        expect([toastDuration('success'), toastDuration('error'), toastDuration('loading'), toastDuration('warning'), toastDuration('info')]).toEqual([
            2000, 4000, 2000, 4000, 4000,
        ]);
    });

    it.each([
        ['success', 2000],
        ['error', 4000],
        ['loading', 2000],
        ['warning', 4000],
    ] as const)('hides a %s toast after %i ms', (kind, duration) => {
        renderInAdmin(
            <>
                <ToastHost />
                <ToastButtons />
            </>,
        );
        fireEvent.click(screen.getByRole('button', { name: kind }));
        expect(toastText()).toEqual([`${kind} message`]);
        advance(duration - 50);
        expect(toastText()).toEqual([`${kind} message`]);
        advance(1000); // the timeout plus the exit transition
        expect(toastText()).toEqual([]);
    });

    it('replaces the current toast with a new one at once, with a fresh duration', () => {
        renderInAdmin(
            <>
                <ToastHost />
                <ToastButtons />
            </>,
        );
        fireEvent.click(screen.getByRole('button', { name: 'error' }));
        advance(1500);
        fireEvent.click(screen.getByRole('button', { name: 'success' }));
        expect(toastText()).toEqual(['success message']);
        advance(1900);
        expect(toastText()).toEqual(['success message']);
        advance(1000);
        expect(toastText()).toEqual([]);
    });

    it("shows toasts at the top centre, over the bar's empty middle on a desktop and below the bar on a phone; the offline notice keeps the bottom left", () => {
        const placement = (node: HTMLElement) => [...(node.closest('.MuiSnackbar-root')?.classList ?? [])].filter(name => name.startsWith('MuiSnackbar-anchorOrigin'));
        const { unmount } = renderInAdmin(
            <>
                <ShellNotifications />
                <ToastButtons />
            </>,
        );
        act(() => void window.dispatchEvent(new Event('offline')));
        fireEvent.click(screen.getByRole('button', { name: 'error' }));
        expect(placement(screen.getByTestId('toast'))).toEqual(['MuiSnackbar-anchorOriginTopCenter']);
        expect(placement(screen.getByText('You are Offline'))).toEqual(['MuiSnackbar-anchorOriginBottomLeft']);
        act(() => void window.dispatchEvent(new Event('online')));
        unmount();

        stubViewport(390);
        renderInAdmin(
            <>
                <ShellNotifications />
                <ToastButtons />
            </>,
        );
        fireEvent.click(screen.getByRole('button', { name: 'error' }));
        // At the bottom centre it lay over a portal form's Save at the form's end (the vendor's profile at 390 px).
        const phoneToast = screen.getByTestId('toast');
        expect(placement(phoneToast)).toEqual(['MuiSnackbar-anchorOriginTopCenter']);
        expect(getComputedStyle(phoneToast.closest('.MuiSnackbar-root') as HTMLElement).top).toBe('calc(var(--ats-page-top, 0px) + 8px)');
    });

    it("shows 'Session Expired!' when the dataProvider reports a dead session", () => {
        renderInAdmin(<ShellNotifications />);
        act(() =>
            sessionExpiredEvents.emit({
                titleKey: 'ats.auth.session_expired_title',
                bodyKey: 'ats.auth.session_expired_body',
                logoutDelayMs: 1000,
            }),
        );
        const toast = screen.getByTestId('toast');
        expect(toast.getAttribute('data-kind')).toBe('warning');
        expect(toast.textContent).toContain('Session Expired!');
        expect(toast.textContent).toContain('Your session has been expired, kindly login again');
    });

    it("shows 'Logged out!' after a corporate logout only", () => {
        renderInAdmin(<ShellNotifications />);
        act(() => loggedOutEvents.emit({ audience: 'vendor', redirectTo: '/vendors/login', noticeKey: null }));
        expect(toastText()).toEqual([]);
        act(() => loggedOutEvents.emit({ audience: 'corporate', redirectTo: '/corporate-login', noticeKey: 'ats.auth.logged_out' }));
        expect(toastText()).toEqual(['Logged out!']);
    });
});
